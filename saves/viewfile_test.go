package saves

import (
	"bytes"
	"compress/gzip"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	_ "github.com/mincio/mincio/adjudicator/tolentino"
	"github.com/mincio/mincio/scenarios"
)

// tolentinoView is a real Tolentino view.json, as mailed after the start.
func tolentinoView(t testing.TB) []byte {
	t.Helper()
	sc, err := scenarios.Load("tolentino1815")
	if err != nil {
		t.Fatal(err)
	}
	base := t.TempDir()
	host, a, n := fixedKey(t, base, "host"), fixedKey(t, base, "austria"), fixedKey(t, base, "naples")
	dir := filepath.Join(base, "t1")
	if _, err := Create(dir, NewGame{Game: "t1", Scenario: sc, HostKey: host.path, NoSync: true,
		Sides: map[string]string{"austria": a.pub, "naples": n.pub}}); err != nil {
		t.Fatal(err)
	}
	views := outboxGlob(t, dir, "*.view.json")
	if len(views) == 0 {
		t.Fatal("no view in the outbox")
	}
	data, err := ReadOutboxFile(views[0])
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func toyView(t testing.TB) []byte {
	w := newWorld(t)
	data, err := ReadOutboxFile(filepath.Join(w.dir, "outbox", "000001-red.view.json"))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestParseSideViewErrors(t *testing.T) {
	good := string(toyView(t))
	cases := []struct{ name, data, want string }{
		{"not JSON", "{\n  \"game\": \"g1\",\n  oops\n}", "view.json: not a mincio view: line 3, column 3: invalid character 'o'"},
		{"unknown field", strings.Replace(good, `"game"`, `"gaem"`, 1), `unknown field "gaem"`},
		{"two values", good + good, "more than one JSON value"},
		{"bad head", strings.Replace(good, `"head": "`, `"head": "x`, 1), "bad or missing [head]"},
		{"side differs", strings.Replace(good, `"side": "red"`, `"side": "blue"`, 1), "bad or missing [side]"},
		{"wrong type", strings.Replace(good, `"entry": 1`, `"entry": "1"`, 1), "line 12, column"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseSideView("view.json", []byte(c.data))
			if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(hintOf(err), "view.json attached to your latest report") {
				t.Fatalf("got %v, want %q", err, c.want)
			}
		})
	}
	if _, err := ParseSideView("view.json", []byte(good)); err != nil {
		t.Fatal(err)
	}
}

// FuzzSideView: no view file, however damaged, crashes `mincio orders
// check --view`; a refused one gets an error that names the file.
func FuzzSideView(f *testing.F) {
	f.Add(toyView(f))
	f.Add(tolentinoView(f))
	f.Add([]byte(`{"game":"g1","header":"00000000000000000000000000000000","side":"red","system":"tolentino","scenario":"x","entry":1,"head":"` + strings.Repeat("0", 64) + `","seq":0,"view":{"side":"red","data":{"units":[{"id":"x","hex":"9999"}]}},"owed":[{"side":"red","accepts":[]}]}`))
	f.Add([]byte("null"))
	files := []string{
		"mincio orders 1\ngame: g1\nside: red\nseq: 1\nroll\n",
		"mincio orders 1\ngame: t1\nside: austria\nseq: 1\nmove a1 march to 2709\nattack 2510 with a1 a2\norder I\n",
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		v, err := ParseSideView("view.json", data)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || !strings.HasPrefix(e.Msg, "view.json: ") {
				t.Fatalf("error does not name the file: %v", err)
			}
			return
		}
		for _, file := range files {
			CheckOrdersAgainstView(v, Submission{Name: "o.txt", Data: []byte(file)})
		}
	})
}

// A view.json.gz, as a report mail too large for the plain view sends it
// (mail.packings), reads as the view itself; a broken one is refused with
// the file's name.
func TestParseSideViewGzipped(t *testing.T) {
	data := tolentinoView(t)
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	zw.Write(data)
	zw.Close()
	want, err := ParseSideView("view.json", data)
	if err != nil {
		t.Fatal(err)
	}
	got, err := ParseSideView("view.json.gz", b.Bytes())
	if err != nil || got.Head != want.Head || got.Entry != want.Entry || got.Side != want.Side {
		t.Fatalf("gzipped view: %+v, %v; want %+v", got, err, want)
	}
	if _, err := ParseSideView("view.json.gz", b.Bytes()[:b.Len()/2]); err == nil || !strings.Contains(err.Error(), "view.json.gz: not a mincio view") {
		t.Errorf("a truncated view.json.gz: %v", err)
	}
}
