package replay_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	_ "github.com/mincio/mincio/adjudicator/custoza"
	_ "github.com/mincio/mincio/adjudicator/tolentino"
	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/saves/replay"
)

// The replay of a finished Goito game, in headless Chromium: it verifies
// in the browser, steps to an entry and shows that entry's events, rolls
// and pieces; a flipped byte in an entry, and one inside a signature, each
// turn the verdict red.
func TestReplayInBrowser(t *testing.T) {
	f := goldenFolder(t, "selfplay-goito1848")
	d, err := replay.Build(f, "test")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	page := writePage(t, dir, "good.html", d)
	ctx := browser(t)

	var verdict, cls string
	load(t, ctx, page, &verdict, &cls)
	if cls != "ok" || !strings.Contains(verdict, "verified") {
		t.Fatalf("a sound replay: verdict %q (%s)", verdict, cls)
	}

	// Step to an entry with rolls, in the full view, and read what the
	// page shows against the entry itself.
	n, e := entryWithRolls(t, f)
	script(t, ctx, `window.mincioReplay.setView("all")`)
	script(t, ctx, `window.mincioReplay.show(`+itoa(n)+`)`)
	title, events := text(t, ctx, "#entry-title"), text(t, ctx, "#events")
	mapEntry, svg := attr(t, ctx, "#map", "data-entry"), inner(t, ctx, "#map")
	if !strings.HasPrefix(title, "Entry "+itoa(n)+":") || mapEntry != itoa(n) {
		t.Errorf("after show(%d): title %q, map of entry %s", n, title, mapEntry)
	}
	for _, ev := range e.Result.Events {
		if !strings.Contains(events, ev.Text) {
			t.Errorf("entry %d: the page does not show the event %q", n, ev.Text)
		}
		for _, r := range ev.Rolls {
			if !strings.Contains(events, "d"+itoa(r.Sides)+"="+itoa(r.Value)+" ("+r.Purpose+")") {
				t.Errorf("entry %d: the page does not show the roll %v", n, r)
			}
		}
	}
	for _, name := range piecesAt(t, f, n) {
		if !strings.Contains(svg, name) {
			t.Errorf("entry %d: the map does not show %q", n, name)
		}
	}

	// A side's view leaves out what that side did not see.
	script(t, ctx, `window.mincioReplay.setView("austria")`)
	sideEvents := text(t, ctx, "#events")
	for _, ev := range e.Result.Events {
		if !ev.To.Sees("austria") && strings.Contains(sideEvents, ev.Text) && !visibleTextElsewhere(e, ev.Text) {
			t.Errorf("austria's view shows %q, told only to %v", ev.Text, ev.To)
		}
	}

	// One flipped byte in an entry file, and one inside a host signature.
	for _, c := range []struct {
		name   string
		tamper func(*replay.Data)
	}{
		{"entry byte", func(d *replay.Data) { d.Entries[n-1].File[len(d.Entries[n-1].File)/2] ^= 1 }},
		{"signature byte", func(d *replay.Data) { d.Entries[n-1].Sig = flipInSignature(t, d.Entries[n-1].Sig) }},
	} {
		bad := clone(t, d)
		c.tamper(bad)
		load(t, ctx, writePage(t, dir, strings.ReplaceAll(c.name, " ", "-")+".html", bad), &verdict, &cls)
		if cls != "bad" || !strings.Contains(verdict, "NOT verified") || !strings.Contains(verdict, "entry "+itoa(n)) {
			t.Errorf("%s flipped in entry %d: verdict %q (%s)", c.name, n, verdict, cls)
		}
	}
}

// load opens page and waits for its checks to finish.
func load(t *testing.T, ctx context.Context, page string, verdict, cls *string) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Navigate("file://"+page)); err != nil {
		t.Fatalf("loading %s: %v", page, err)
	}
	script(t, ctx, `window.mincioReplay.ready`)
	*verdict, *cls = text(t, ctx, "#verdict"), attr(t, ctx, "#verdict", "class")
}

// script runs a script in the page and waits for the promise it returns.
func script(t *testing.T, ctx context.Context, js string) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[any](`(async () => { await `+js+`; return null })()`, chromedp.EvalAwaitPromise)); err != nil {
		t.Fatalf("%s: %v", js, err)
	}
}

func text(t *testing.T, ctx context.Context, css string) string {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.TextContent(chromedp.CSS(css)))
	if err != nil {
		t.Fatalf("%s: %v", css, err)
	}
	return v
}

func attr(t *testing.T, ctx context.Context, css, name string) string {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.AttributeValue(chromedp.CSS(css), name))
	if err != nil {
		t.Fatalf("%s: %v", css, err)
	}
	return v.Value
}

func inner(t *testing.T, ctx context.Context, css string) string {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.InnerHTML(chromedp.CSS(css)))
	if err != nil {
		t.Fatalf("%s: %v", css, err)
	}
	return v
}

// browser starts headless Chromium, as the machine's package installs it
// (make tools); MINCIO_BROWSER=off skips the browser tests on a machine
// that cannot run it.
func browser(t *testing.T) context.Context {
	t.Helper()
	if os.Getenv("MINCIO_BROWSER") == "off" {
		t.Skip("MINCIO_BROWSER=off")
	}
	path, err := exec.LookPath("chromium")
	if err != nil {
		t.Fatal("chromium is not installed: `make tools` installs it as root (Debian's chromium); MINCIO_BROWSER=off skips this test")
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path), chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true), chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()))
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	ctx, cancel2 := chromedp.NewContext(actx)
	t.Cleanup(cancel2)
	ctx, cancel3 := context.WithTimeout(ctx, 2*time.Minute)
	t.Cleanup(cancel3)
	return ctx
}

func goldenFolder(t *testing.T, name string) *saves.Folder {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "testdata", "golden", name+".tar.gz"))
	if err != nil {
		t.Fatal(err)
	}
	dir, err := saves.Unarchive(data, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	f, err := saves.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func writePage(t *testing.T, dir, name string, d *replay.Data) string {
	t.Helper()
	var b bytes.Buffer
	if err := replay.Write(&b, d); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, b.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// entryWithRolls is the first entry of the game whose events roll dice.
func entryWithRolls(t *testing.T, f *saves.Folder) (int, *saves.Entry) {
	t.Helper()
	for n := 2; n <= f.Len(); n++ {
		e, err := f.Entry(n)
		if err != nil {
			t.Fatal(err)
		}
		for _, ev := range e.Result.Events {
			if len(ev.Rolls) > 0 {
				return n, e
			}
		}
	}
	t.Fatal("no entry rolls dice")
	return 0, nil
}

// piecesAt are the names of the counters every side sees of its own after
// entry n.
func piecesAt(t *testing.T, f *saves.Folder, n int) []string {
	t.Helper()
	var names []string
	err := f.WalkReplay(func(st saves.ReplayStep) error {
		if st.Entry.N != n {
			return nil
		}
		for _, s := range st.Game.Sides() {
			for _, p := range st.Game.State.View(s).Pieces {
				if p.Side == s && p.Name != "" && len(names) < 20 {
					names = append(names, p.Name)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(names) == 0 {
		t.Fatalf("no pieces after entry %d", n)
	}
	return names
}

// visibleTextElsewhere: the same words told to the side in another event
// (a public event may repeat a private one's text).
func visibleTextElsewhere(e *saves.Entry, text string) bool {
	for _, ev := range e.Result.Events {
		if ev.Text == text && ev.To.Sees("austria") {
			return true
		}
	}
	return false
}

var base64Line = regexp.MustCompile(`(?m)^[A-Za-z0-9+/]{40,}$`)

// flipInSignature changes one character of the signature's base64, in the
// middle of the signature value (the blob's last bytes).
func flipInSignature(t *testing.T, armored string) string {
	t.Helper()
	locs := base64Line.FindAllStringIndex(armored, -1)
	if len(locs) == 0 {
		t.Fatal("no base64 line in the signature")
	}
	last := locs[len(locs)-1]
	i := last[1] - 10
	b := []byte(armored)
	if b[i] == 'A' {
		b[i] = 'B'
	} else {
		b[i] = 'A'
	}
	return string(b)
}

func clone(t *testing.T, d *replay.Data) *replay.Data {
	t.Helper()
	b, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	c := new(replay.Data)
	if err := json.Unmarshal(b, c); err != nil {
		t.Fatal(err)
	}
	return c
}

func itoa(n int) string { return strconv.Itoa(n) }
