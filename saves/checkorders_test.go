package saves

import (
	"encoding/json"
	"errors"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	_ "github.com/mincio/mincio/adjudicator/tolentino"
	"github.com/mincio/mincio/scenarios"
)

// tolentinoGame creates a Tolentino game t1 and returns its folder.
func tolentinoGame(t *testing.T) string {
	t.Helper()
	base := t.TempDir()
	sc, err := scenarios.Load("tolentino1815")
	if err != nil {
		t.Fatal(err)
	}
	host, a, n := fixedKey(t, base, "host"), fixedKey(t, base, "austria"), fixedKey(t, base, "naples")
	dir := filepath.Join(base, "t1")
	var seed dice.Seed
	if _, err := Create(dir, NewGame{Game: "t1", Scenario: sc, HostKey: host.path,
		Sides: map[string]string{"austria": a.pub, "naples": n.pub}, Seed: &seed}); err != nil {
		t.Fatal(err)
	}
	return dir
}

func readSideView(t *testing.T, path string) *SideView {
	t.Helper()
	data, err := ReadOutboxFile(path)
	if err != nil {
		t.Fatal(err)
	}
	v := new(SideView)
	if err := json.Unmarshal(data, v); err != nil {
		t.Fatal(err)
	}
	return v
}

const checkedFile = `mincio orders 1
game: t1
header: TAG
side: austria
seq: 1
turn 1
formation av
move j9 2611 2612 9999
move h5a to 2411
move sl to 2209
standing ex-loss weakest
`

// TestCheckOrdersLineByLine: both checks give a verdict per line, from
// the side's view: the host's folder and the view.json a player has give
// the same verdicts, so the host's answer tells nothing the view does not.
func TestCheckOrdersLineByLine(t *testing.T) {
	dir := tolentinoGame(t)
	sub := Submission{Name: "austria.txt", Data: tagged(t, dir, checkedFile)}
	offline, err := CheckOrdersAgainstView(readSideView(t, filepath.Join(dir, "outbox", "000001-austria.view.json")), sub)
	if err != nil {
		t.Fatal(err)
	}
	var verdicts []string
	for _, c := range offline.Lines {
		verdicts = append(verdicts, c.Line.Pos.String()+" "+c.Verdict)
	}
	want := "austria.txt:8:1 problem austria.txt:9:1 problem austria.txt:10:1 ok austria.txt:11:1 ok"
	if strings.Join(verdicts, " ") != want {
		t.Fatalf("verdicts:\n%s\nwant\n%s", strings.Join(verdicts, " "), want)
	}
	if len(offline.Problems) != 2 || !strings.Contains(offline.Problems[0].Error(), "austria.txt:8:1: 9999 is not on the map") {
		t.Fatalf("problems: %v", offline.Problems)
	}
	host, err := CheckOrders(dir, sub)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(host.Lines, offline.Lines) || !reflect.DeepEqual(host.Problems, offline.Problems) {
		t.Fatalf("the host's check differs from the offline one:\n%+v\n%+v", host.Lines, offline.Lines)
	}
	if !slicesHas(host.Notes, "not signed yet") {
		t.Errorf("notes: %v", host.Notes)
	}
}

// tagged fills in the header tag of the game in dir.
func tagged(t *testing.T, dir, file string) []byte {
	t.Helper()
	f, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	return []byte(strings.Replace(file, "header: TAG", "header: "+f.HeaderTag(), 1))
}

func slicesHas(list []string, part string) bool {
	for _, s := range list {
		if strings.Contains(s, part) {
			return true
		}
	}
	return false
}

// TestCheckOrdersAgainstViewScenarioNotBuiltIn: a view of a scenario this
// mincio does not have is a clear error that says what to do.
func TestCheckOrdersAgainstViewScenarioNotBuiltIn(t *testing.T) {
	dir := tolentinoGame(t)
	for _, id := range []string{"tolentino1816", "../x.scn"} {
		v := readSideView(t, filepath.Join(dir, "outbox", "000001-austria.view.json"))
		v.Scenario = id
		_, err := CheckOrdersAgainstView(v, Submission{Name: "austria.txt", Data: tagged(t, dir, checkedFile)})
		var e *Error
		if err == nil || !errors.As(err, &e) || !strings.Contains(e.Msg, "view.json") || e.Hint == "" {
			t.Fatalf("scenario %q: %v", id, err)
		}
	}
}

// TestCheckOrdersBadViewData: a view.json whose data is not the system's
// is refused with what to do, not checked.
func TestCheckOrdersBadViewData(t *testing.T) {
	dir := tolentinoGame(t)
	v := readSideView(t, filepath.Join(dir, "outbox", "000001-austria.view.json"))
	v.View = adjudicator.View{Side: v.View.Side, Data: []byte(`"nothing"`)}
	if _, err := CheckOrdersAgainstView(v, Submission{Name: "austria.txt", Data: tagged(t, dir, checkedFile)}); err == nil || !strings.Contains(err.Error(), "cannot be checked against") {
		t.Fatalf("err = %v", err)
	}
}
