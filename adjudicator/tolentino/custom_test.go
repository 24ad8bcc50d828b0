package tolentino

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/scenarios"
)

// customFile is a scenario of our own: its own unit and formation ids, a
// unit that starts disordered, the Austrians first.
const customFile = "testdata/custom.scn"

func loadCustom(t testing.TB) (*scenarios.Scenario, *State) {
	t.Helper()
	sc, err := scenarios.Load(customFile)
	if err != nil {
		t.Fatal(err)
	}
	st, err := System{}.New(sc)
	if err != nil {
		t.Fatal(err)
	}
	return sc, st.(*State)
}

// TestCustomScenarioNames: orders name the game's own counters and
// formations once the system is bound to its scenario (adjudicator.Bind),
// and the unknown-formation hint lists that scenario's formations.
func TestCustomScenarioNames(t *testing.T) {
	sc, _ := loadCustom(t)
	sys := adjudicator.Bind(System{}, sc)
	if _, ps := sys.ParseOrders(Austria, "f", 1, []byte("activate nord\nformation nord\nmove x1 to 0804\nmove \"Ulanen\" to 0903\n")); ps != nil {
		t.Fatalf("the scenario's own names: %v", ps)
	}
	_, ps := sys.ParseOrders(Austria, "f", 1, []byte("activate e\n"))
	if ps == nil || !strings.Contains(ps.Error(), "nord (austria), sud (naples)") {
		t.Fatalf("a formation of another scenario: %v", ps)
	}
	if _, ps := sys.ParseOrders(Austria, "f", 1, []byte("formation nord\nmove ec1 to 0804\n")); ps == nil {
		t.Fatal("a unit of another scenario was accepted")
	}
}

// TestCustomScenarioSetUp: the scenario's data drive the start: the side
// of rule first-initiative activates first (3.2), the set-up status
// disordered is read (15.1), and 3.2.1 holds on the scenario's first turn.
func TestCustomScenarioSetUp(t *testing.T) {
	_, s := loadCustom(t)
	if p := s.Pending(); len(p) != 1 || p[0].Side != Austria || p[0].Kind != stActivate {
		t.Fatalf("first decision %+v, want Austria's activation (rule first-initiative austria)", p)
	}
	if u := s.unit("y2"); u.Dis != disorder {
		t.Fatalf("y2 set up with disordered: %s", disWord(u.Dis))
	}
	if s.tieWinner() != Austria {
		t.Error("rule initiative-tie-day1 austria not read (6.1.1)")
	}
	if _, _, ok := s.b.sanSeverino(); ok {
		t.Error("a 9.2.1 link without a rule san-severino")
	}
}

// TestCustomScenarioPlays: the scenario of our own plays to the end.
func TestCustomScenarioPlays(t *testing.T) {
	for seed := uint64(1); seed <= 2; seed++ {
		_, s := loadCustom(t)
		playRandom(t, s, seed, 0)
		if s.Outcome() == nil {
			t.Fatalf("seed %d: not over", seed)
		}
	}
}

// TestScenarioCheckRefusesWhatIsNotRead: `scenario check` refuses the
// lines the system would ignore (14): unknown set-up statuses, both
// disordered and routed, statuses other than order on formations,
// rules and options the system does not know, bad rule values.
func TestScenarioCheckRefusesWhatIsNotRead(t *testing.T) {
	src, err := os.ReadFile(customFile)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ old, new, want string }{
		{"set y2 at 0305 with disordered", "set y2 at 0305 with disordered routed bogus=1", "set-up status bogus=1"},
		{"set y2 at 0305 with disordered", "set y2 at 0305 with disordered routed", "not both"},
		{"status sud with order=defense", "status sud y1 with order=defense", "status y1"},
		{"status sud with order=defense", "status sud with order=defense fresh", "status fresh"},
		{"rule morale-counters 2", "rule morale-counter 2", "rule morale-counter: the tolentino system reads no such rule"},
		{"rule first-initiative austria", "rule first-initiative prussia", "rule first-initiative prussia: want a side"},
		{"rule morale-counters 2", "rule san-severino 9999", "want a hex"},
		{"set gen at 0104", "set gen at 0104 with routed", "leader gen"},
		{"condition naples gen", "condition naples y1", "condition naples y1"},
		{`condition all stalemate "5-7 VP" min=5 max=7`, `condition all stalemate "5-7 VP" min=5 max=7 hexes=2`, "hexes"},
		{"condition all stalemate", "condition all draw-game", "condition all draw-game"},
	} {
		t.Run(c.want, func(t *testing.T) {
			if !strings.Contains(string(src), c.old) {
				t.Fatalf("%q not in %s", c.old, customFile)
			}
			p := filepath.Join(t.TempDir(), "bad.scn")
			if err := os.WriteFile(p, []byte(strings.Replace(string(src), c.old, c.new, 1)), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := scenarios.Load(p)
			if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "bad.scn:") {
				t.Fatalf("%s: %v", c.new, err)
			}
		})
	}
}

// TestScenarioCheckAcceptsWhatIsRead: every rule the system reads passes
// `scenario check` with a good value.
func TestScenarioCheckAcceptsWhatIsRead(t *testing.T) {
	src, err := os.ReadFile(customFile)
	if err != nil {
		t.Fatal(err)
	}
	var extra string
	for _, l := range []string{"rule battle-line step", "rule los-levels off", "rule san-severino 0604", "rule initiative-tie-day2 naples"} {
		extra += l + " @estimated \"a test\"\n"
	}
	text := strings.Replace(string(src), "[rules]\n", "[rules]\n"+extra, 1)
	p := filepath.Join(t.TempDir(), "good.scn")
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	sc, err := scenarios.Load(p)
	if err != nil {
		t.Fatal(err)
	}
	st, err := System{}.New(sc)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	if h, link, ok := s.b.sanSeverino(); !ok || h != hx("0604") || link.From != hx("0603") || link.To != hx("0605") {
		t.Fatalf("san-severino 0604: %v %+v %v", h, link, ok)
	}
	if s.b.level != nil {
		t.Error("rule los-levels off not read")
	}
}

// TestCustomScenarioViewCheck: offline, against a side's view alone, an
// order file names the counters and formations of the game's own
// scenario (adjudicator.BindView).
func TestCustomScenarioViewCheck(t *testing.T) {
	_, s := loadCustom(t)
	v := s.View(Austria)
	sys := adjudicator.BindView(System{}, v)
	lines, ps := sys.ParseOrders(Austria, "f", 1, []byte("activate nord\nformation nord\nmove x1 to 0804\n"))
	if ps != nil {
		t.Fatalf("the view's own names: %v", ps)
	}
	if ps := (System{}).CheckOrders(v, lines); ps != nil {
		t.Fatalf("checked against the view: %v", ps)
	}
	if _, ps := sys.ParseOrders(Austria, "f", 1, []byte("activate e\n")); ps == nil || !strings.Contains(ps.Error(), "nord (austria)") {
		t.Fatalf("a formation the view does not show: %v", ps)
	}
}

// Test18_1_LevelsFromScenario: the victory levels and the automatic loss
// of 18.1 come from the scenario's condition lines.
func Test18_1_LevelsFromScenario(t *testing.T) {
	src, err := os.ReadFile(customFile)
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(src), `"5-7 VP" min=5 max=7`, `"3-7 VP" min=3 max=7`, 1)
	text = strings.Replace(text, `"1-4 VP" min=1 max=4`, `"1-2 VP" min=1 max=2`, 1)
	p := filepath.Join(t.TempDir(), "levels.scn")
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	sc, err := scenarios.Load(p)
	if err != nil {
		t.Fatal(err)
	}
	st, err := System{}.New(sc)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	if w, lv := s.levelOf(3); w != "" || lv != "stalemate" {
		t.Errorf("3 VP: %s %q, want the scenario's stalemate", w, lv)
	}
	if w, lv := s.levelOf(2); w != Austria || lv != "tactical Austrian victory" {
		t.Errorf("2 VP: %s %q", w, lv)
	}
	s.Over = true
	s.unit("gen").Gone = true
	if o := s.Outcome(); o.Winner != Austria || !strings.Contains(o.Text, "Generale is eliminated") {
		t.Fatalf("the army commander of condition naples gen eliminated: %+v", o)
	}
}
