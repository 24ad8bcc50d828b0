package risorgimento

import (
	"slices"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// cavalryPosition: the French hussars fc-c alone in 0606 facing sw, the
// Austrian ae-1 acting two hexes from the hex across that facing (into,
// the hex in their ZOC), from where it moves in by way of the hex before.
func cavalryPosition(t *testing.T, rev int) (s *State, via, into hexmap.Hex) {
	t.Helper()
	s = emptied(skirmishAt(t, rev))
	leadersOff(s)
	g := s.w.m.Grid
	cav := hx(t, "0606")
	s.unit("fc-c").Hex, s.unit("fc-c").Face = txt("0606"), txt("sw")
	d, err := hexmap.ParseDirection("sw")
	if err != nil {
		t.Fatal(err)
	}
	into, _ = g.Neighbor(cav, d)
	for _, v := range g.Neighbors(into) {
		if v != cav && !g.Adjacent(v, cav) {
			for _, from := range g.Neighbors(v) {
				if g.Distance(from, cav) == 3 {
					s.unit("ae-1").Hex, s.unit("ae-1").Face = txt(from.String()), txt("ne")
					acting(s, "austria", "v", 1, "ae", "ae-1")
					return s, v, into
				}
			}
		}
	}
	t.Fatal("no approach to the hussars' front")
	return
}

// Test7_53_CountercharByStandingOrder: ae-1 enters the hussars' ZOC; the
// French must withdraw or countercharge (7.53), and their standing
// `react countercharge` makes the hussars attack ae-1 in its hex at once,
// without a Commitment roll, Disordered at the end (7.5).
func Test7_53_CountercharByStandingOrder(t *testing.T) {
	s, via, into := cavalryPosition(t, 2)
	o, _ := readOrder("move ae-1 " + via.String() + " " + into.String())
	if _, err := s.act(roll(t), o); err != nil {
		t.Fatal(err)
	}
	ds := s.Pending()
	if len(ds) != 1 || ds[0].Kind != "react" || ds[0].Side != "france" || !slices.Equal(ds[0].Options, []string{"react withdraw", "react countercharge"}) {
		t.Fatalf("pending %+v, want France's withdraw or countercharge (7.53)", ds)
	}
	sys := System{}.ForScenario(loadSkirmish(t))
	lines, ps := sys.ParseOrders("france", "f", 1, []byte("standing react countercharge withdraw"))
	if len(ps) > 0 || !ds[0].Answers(lines[0]) {
		t.Fatalf("the standing order %v (%v) does not answer the reaction", lines, ps)
	}
	f := roll(t, 9, 1, 5, 5, 5, 5, 5, 5) // attacker, defender, then the retreat's rolls if any
	ev, err := s.Apply(ds[0], lines[0], f)
	if err != nil {
		t.Fatal(err)
	}
	text := eventsText(ev)
	if !strings.Contains(text, "countercharges ae-1") || strings.Contains(text, "Commitment against") || !strings.Contains(text, "attack on "+into.String()) {
		t.Fatalf("no countercharge on %s without Commitment:\n%s", into, text)
	}
	if c := s.unit("fc-c"); !c.Out && !c.Disorder {
		t.Error("the countercharging hussars are not Disordered (7.5)")
	}
	if len(s.Act.Cavalry) != 0 {
		t.Errorf("reactions left: %+v", s.Act.Cavalry)
	}
}

// Test7_53_MustWithdrawOrCountercharge: a reaction list naming neither
// (the planner's `hold`) still withdraws the hussars two hexes, the first
// the rules leave open (7.53, 7.54: stand only if neither is legal).
func Test7_53_MustWithdrawOrCountercharge(t *testing.T) {
	s, via, into := cavalryPosition(t, 2)
	o, _ := readOrder("move ae-1 " + via.String() + " " + into.String())
	if _, err := s.act(roll(t), o); err != nil {
		t.Fatal(err)
	}
	ds := s.Pending()
	if len(ds) != 1 || ds[0].Default == nil || ds[0].Default.Text != "react withdraw" {
		t.Fatalf("pending %+v, want a default withdrawal", ds)
	}
	ev, err := s.Apply(ds[0], lineOf("react hold fire"), roll(t))
	if err != nil {
		t.Fatal(err)
	}
	if h := s.unit("fc-c").hex(); s.w.m.Grid.Distance(h, hx(t, "0606")) != 2 || !strings.Contains(eventsText(ev), "must withdraw or countercharge") {
		t.Fatalf("fc-c in %s: %s", h, eventsText(ev))
	}
}

// Test6_34_WithdrawWhenInfantryMovesAdjacent: ae-1 stops next to the
// hussars outside their ZOC; they may withdraw or hold (6.34, D6), and
// with no enemy ZOC entered, `hold` stands.
func Test6_34_WithdrawWhenInfantryMovesAdjacent(t *testing.T) {
	s, _, _ := cavalryPosition(t, 2)
	g := s.w.m.Grid
	cav := hx(t, "0606")
	ne, _ := hexmap.ParseDirection("ne")
	rear, _ := g.Neighbor(cav, ne)
	start, _ := g.Neighbor(rear, ne)
	if slices.Contains(ZOC(s.w.m, s.board().stack(cav)), rear) {
		t.Fatalf("%s, behind the hussars, is in their ZOC", rear)
	}
	s.unit("ae-1").Hex = txt(start.String())
	o, _ := readOrder("move ae-1 " + rear.String())
	if _, err := s.act(roll(t), o); err != nil {
		t.Fatal(err)
	}
	ds := s.Pending()
	if len(ds) != 1 || !slices.Equal(ds[0].Options, []string{"react hold", "react withdraw"}) {
		t.Fatalf("ae-1 next to the hussars in %s: pending %+v, want hold or withdraw (6.34)", rear, ds)
	}
	if _, err := s.Apply(ds[0], lineOf("react hold"), roll(t)); err != nil || !s.unit("fc-c").Hex.is("0606") {
		t.Fatalf("hold: %v, fc-c in %s", err, s.unit("fc-c").Hex)
	}
}

// Test7_53_Revision1_NoCavalryReaction: revision 1's games keep the
// hussars where they are, asked nothing.
func Test7_53_Revision1_NoCavalryReaction(t *testing.T) {
	s, via, into := cavalryPosition(t, 1)
	o, _ := readOrder("move ae-1 " + via.String() + " " + into.String())
	if _, err := s.act(roll(t), o); err != nil {
		t.Fatal(err)
	}
	if len(s.Act.Cavalry) != 0 || s.Pending()[0].Kind == "react" {
		t.Fatalf("revision 1 asked for a cavalry reaction: %+v", s.Pending())
	}
}
