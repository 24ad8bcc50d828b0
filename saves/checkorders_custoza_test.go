package saves

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	_ "github.com/mincio/mincio/adjudicator/custoza"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/scenarios"
)

// goitoGame creates a Goito 1848 game g1 and returns its folder.
func goitoGame(t *testing.T) string {
	t.Helper()
	base := t.TempDir()
	sc, err := scenarios.Load("goito1848")
	if err != nil {
		t.Fatal(err)
	}
	host, a, p := fixedKey(t, base, "host"), fixedKey(t, base, "austria"), fixedKey(t, base, "piedmont")
	dir := filepath.Join(base, "g1")
	var seed dice.Seed
	if _, err := Create(dir, NewGame{Game: "g1", Scenario: sc, HostKey: host.path,
		Sides: map[string]string{"austria": a.pub, "piedmont": p.pub}, Seed: &seed}); err != nil {
		t.Fatal(err)
	}
	return dir
}

const goitoChecked = `mincio orders 1
game: g1
header: TAG
side: piedmont
seq: 1
turn 1
army
activate aosta times 3
activate benedek-bde
formation aosta
done declare
move aosta5 9999
fire aosta5 2822
move aosta-cav to 2410
done
react infantry on enter by cav square
`

// TestCheckOrdersCustoza: the Custoza system's offline check (`orders
// check --view`) and the host's (`mode: check`) give the same verdict per
// line, from the side's view: an enemy Formation activated, a hex off the
// map and line infantry firing as an action are problems, the rest ok.
func TestCheckOrdersCustoza(t *testing.T) {
	dir := goitoGame(t)
	sub := Submission{Name: "piedmont.txt", Data: tagged(t, dir, goitoChecked)}
	offline, err := CheckOrdersAgainstView(readSideView(t, filepath.Join(dir, "outbox", "000001-piedmont.view.json")), sub)
	if err != nil {
		t.Fatal(err)
	}
	var verdicts []string
	for _, c := range offline.Lines {
		verdicts = append(verdicts, c.Line.Pos.String()+" "+c.Verdict)
	}
	want := "piedmont.txt:8:1 ok piedmont.txt:9:1 problem piedmont.txt:11:1 ok piedmont.txt:12:1 problem piedmont.txt:13:1 problem piedmont.txt:14:1 ok piedmont.txt:15:1 ok piedmont.txt:16:1 ok"
	if strings.Join(verdicts, " ") != want {
		t.Fatalf("verdicts:\n%s\nwant\n%s\n%+v", strings.Join(verdicts, " "), want, offline.Problems)
	}
	// Custoza revision 3: a Goito game cites Goito's numbers (9: who fires), not 002's 8.3
	for i, w := range []string{"benedek-bde is a formation of austria", "9999 is not on the map", "line infantry fires only as a reaction (Goito 9)"} {
		if !strings.Contains(offline.Problems[i].Error(), w) {
			t.Fatalf("problem %d: %v, want %q", i, offline.Problems[i], w)
		}
	}
	host, err := CheckOrders(dir, sub)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(host.Lines, offline.Lines) || !reflect.DeepEqual(host.Problems, offline.Problems) {
		t.Fatalf("the host's check differs from the offline one:\n%+v\n%+v", host.Lines, offline.Lines)
	}
}

// TestCheckOrdersAgainstViewOfAScenarioFile: a game made from a scenario
// file is checked offline with that file (`orders check --view VIEW
// --scenario FILE`), which must be the game's by id and digest; without
// it the error says to give it.
func TestCheckOrdersAgainstViewOfAScenarioFile(t *testing.T) {
	base := t.TempDir()
	emb, err := scenarios.Load("goito1848")
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(base, "mygoito.scn")
	src := strings.Replace(string(emb.Source), "scenario goito1848", "scenario mygoito", 1)
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	sc, err := scenarios.Load(file)
	if err != nil {
		t.Fatal(err)
	}
	host, a, p := fixedKey(t, base, "host"), fixedKey(t, base, "austria"), fixedKey(t, base, "piedmont")
	dir := filepath.Join(base, "g1")
	var seed dice.Seed
	if _, err := Create(dir, NewGame{Game: "g1", Scenario: sc, HostKey: host.path,
		Sides: map[string]string{"austria": a.pub, "piedmont": p.pub}, Seed: &seed}); err != nil {
		t.Fatal(err)
	}
	v := readSideView(t, filepath.Join(dir, "outbox", "000001-piedmont.view.json"))
	sub := Submission{Name: "piedmont.txt", Data: tagged(t, dir, goitoChecked)}
	if _, err := CheckOrdersAgainstView(v, sub); err == nil || !strings.Contains(err.Error(), "is not built into this mincio") {
		t.Fatalf("without the file: %v", err)
	}
	offline, err := CheckOrdersAgainstViewOf(v, filepath.Join(dir, "scenario.scn"), sub)
	if err != nil {
		t.Fatal(err)
	}
	if len(offline.Problems) == 0 {
		t.Fatal("the check with the scenario file found none of the file's problems")
	}
	changed := filepath.Join(base, "changed.scn")
	if err := os.WriteFile(changed, []byte(src+"\n# changed\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := CheckOrdersAgainstViewOf(v, changed, sub); err == nil || !strings.Contains(err.Error(), "is not the text of the game's scenario") {
		t.Fatalf("with another text: %v", err)
	}
}

// TestCheckOrdersOOCCommander: `ooc COMMANDER …` is refused by the
// offline check as the host refuses it (7.10: a commander moves in his
// own Formation's activation), even before the turn comes to the Out of
// Command phase; it used to pass the check as untried.
func TestCheckOrdersOOCCommander(t *testing.T) {
	dir := goitoGame(t)
	file := "mincio orders 1\ngame: g1\nheader: TAG\nside: austria\nseq: 1\nturn 1\narmy\nactivate benedek-bde\nformation benedek-bde\nooc benedek to 2819\n"
	oc, err := CheckOrdersAgainstView(readSideView(t, filepath.Join(dir, "outbox", "000001-austria.view.json")), Submission{Name: "a.txt", Data: tagged(t, dir, file)})
	if err != nil {
		t.Fatal(err)
	}
	if len(oc.Problems) != 1 || !strings.Contains(oc.Problems[0].Error(), "a.txt:10:1: benedek moves in his own Formation's activation (7.10)") {
		t.Fatalf("problems %v", oc.Problems)
	}
}
