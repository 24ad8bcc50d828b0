package saves

import (
	"path/filepath"
	"strings"
	"testing"

	_ "github.com/mincio/mincio/adjudicator/custoza"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/scenarios"
)

// TestCustozaTemplateHasEveryKindOfLine (issue 23): the first report's
// template of a Custoza-system game names every kind of line the side may
// need this turn: the set-up lines while its set-up is to be made (with
// the hexes each unit's set-up line offers), the Out of Command phase's
// `ooc` and `done ooc`, the commanders it may move, and its
// reinforcements with when and where they enter.
func TestCustozaTemplateHasEveryKindOfLine(t *testing.T) {
	base := t.TempDir()
	sc, err := scenarios.Load("custoza-23.2")
	if err != nil {
		t.Fatal(err)
	}
	host, a, i := fixedKey(t, base, "host"), fixedKey(t, base, "austria"), fixedKey(t, base, "italy")
	dir := filepath.Join(base, "c1")
	var seed dice.Seed
	if _, err := Create(dir, NewGame{Game: "c1", Scenario: sc, HostKey: host.path,
		Sides: map[string]string{"austria": a.pub, "italy": i.pub}, Seed: &seed}); err != nil {
		t.Fatal(err)
	}
	report, err := ReadOutboxFile(filepath.Join(dir, "outbox", "000001-italy.report.txt"))
	if err != nil {
		t.Fatal(err)
	}
	_, tmpl, _ := strings.Cut(string(report), "\nmincio orders 1\n")
	for _, want := range []string{
		"#   setup UNIT HEX [face DIR] [limbered|unlimbered]",
		"#   done setup",
		"#   setup gdl3 HEX   # gdl3 gdl4 may set up in 4122 4222",
		"formation div3",
		"# commander: brignone",
		"#   move COMMANDER HEX… | to HEX",
		"#   ooc FORCE HEX… | to HEX",
		"#   done ooc",
	} {
		if !strings.Contains(tmpl, want) {
			t.Errorf("the template lacks %q:\n%s", want, tmpl)
		}
	}
	// Austria's set-up is its own: its template offers no Italian unit.
	areport, err := ReadOutboxFile(filepath.Join(dir, "outbox", "000001-austria.report.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(areport), "setup gdl3") {
		t.Error("austria's template offers an Italian unit's set-up")
	}
}

// TestGoitoTemplateNamesReinforcementsAndCommanders (issue 23): Austria's
// brigades arrive at Sacca turn by turn (Goito 15.1): the template names
// each with when and where it enters, its commander with it, and the
// Overall Commander in the army section.
func TestGoitoTemplateNamesReinforcementsAndCommanders(t *testing.T) {
	dir := goitoGame(t)
	report, err := ReadOutboxFile(filepath.Join(dir, "outbox", "000001-austria.report.txt"))
	if err != nil {
		t.Fatal(err)
	}
	_, tmpl, _ := strings.Cut(string(report), "\nmincio orders 1\n")
	t.Log(tmpl)
	for _, want := range []string{
		"# reinforcements: kj4 (turn 2 at ",
		"# commander: wohlgemuth (turn 2 at ",
		"the Overall Commander: moves in any of your Formations' activations (7.10)",
	} {
		if !strings.Contains(tmpl, want) {
			t.Errorf("the template lacks %q:\n%s", want, tmpl)
		}
	}
}
