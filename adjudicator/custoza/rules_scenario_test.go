package custoza

import (
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// The small scenarios (23) and Goito's (15, 16), through the engine.

// shipped starts a shipped scenario with scripted dice, at its set-up.
func shipped(t *testing.T, id string) *rig {
	t.Helper()
	sc, err := scenarios.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	st, err := System{}.New(sc)
	if err != nil {
		t.Fatal(err)
	}
	return &rig{t: t, s: st.(*State), dice: &scripted{t: t}}
}

// 23.1: GT 5 to the end of GT 7 (23.1.2), west of column 37XX inclusive
// (23.1.3), the AH initiative every turn (23.1.1), the seven hexes
// Italian at the start (23.1.4), the set-up by hex (23.1.5) with the
// owner's choice within the offered hexes; Peschiera's garrison (22.3).
func Test23_1_MeetingEngagement(t *testing.T) {
	r := shipped(t, "custoza-23.1")
	s := r.s
	if s.Turn != 5 || s.b.lastTurn != 7 {
		t.Fatalf("turns %d-%d, want 5-7", s.Turn, s.b.lastTurn)
	}
	if !s.b.on(r.hex("3705")) || s.b.on(r.hex("3805")) {
		t.Fatal("the area is not west of 37XX inclusive")
	}
	if s.b.fixedInit != "austria" {
		t.Fatal("23.1.1: the AH initiative")
	}
	if n := s.controlled("italy", s.b.objectives); n != 7 {
		t.Fatalf("the Italians control %d of the 7 hexes at the start", n)
	}
	if len(s.garrisonIn(r.hex("1705"))) != 2 {
		t.Fatal("Peschiera has no garrison")
	}
	if d := s.b.grid.Distance(s.unit("pisa29").Hex, r.hex("2714")); d > 1 {
		t.Fatalf("pisa29 set up %d hexes from 2714 (#1)", d)
	}
	// the Italians set up first: their choices, then the Austrians'
	r.owes(kSetup, "italy")
	r.refused("setup pisa29 2912", "not among the hexes its set-up line offers")
	r.do("setup pisa29 2713 face se")
	r.at("pisa29", "2713")
	if r.u("pisa29").Facing != hexmap.SE {
		t.Fatal("the set-up facing")
	}
	r.do("setup art3-6 2714 unlimbered")
	r.refused("setup pisa30 2815", "over the stacking limit (2.9)") // Forlì's 44th is there
	r.do("setup cerale 2816 face n")                                // a commander of "2815 + 2816" may stand in either
	r.refused("setup ir17 2612", "is not one of your units")

	r.do("done setup")
	r.owes(kSetup, "austria")
	r.do("done setup")
	r.owes(kTurnStart, "italy")
}

// 23.1.4, 23.2.4, 23.3.4: the player who controls the majority of the
// hexes at the end wins; 23.3.4: equal numbers are a draw.
func Test23_3_4_MajorityAndDraw(t *testing.T) {
	r := shipped(t, "custoza-23.3")
	s := r.s
	if s.Turn != 11 || s.b.lastTurn != 15 || s.b.fixedInit != "italy" {
		t.Fatalf("23.3.1-2: turn %d-%d, initiative %s", s.Turn, s.b.lastTurn, s.b.fixedInit)
	}
	if s.b.on(r.hex("3705")) || !s.b.on(r.hex("3805")) {
		t.Fatal("23.3.3: east of 37XX excluded")
	}
	hexes := s.b.objectives
	if len(hexes) != 8 || s.controlled("austria", hexes) != 8 {
		t.Fatalf("8 hexes, all AH at the start: %d, %d", len(hexes), s.controlled("austria", hexes))
	}
	for _, h := range hexes[:4] {
		s.takeControl("italy", h)
	}
	s.Turn = 15
	s.checkVictory(true)
	if s.Over == nil || s.Over.Level != "draw" {
		t.Fatalf("4-4: %+v", s.Over)
	}
	s.Over = nil
	s.takeControl("italy", hexes[4])
	s.checkVictory(true)
	if s.Over == nil || s.Over.Winner != "italy" {
		t.Fatalf("5-3: %+v", s.Over)
	}
}

// 23.2.3: "east of hex column 37XX (excluded), west of 50xx (excluded)".
func Test23_2_3_Area(t *testing.T) {
	r := shipped(t, "custoza-23.2")
	for h, on := range map[string]bool{"3705": false, "3805": true, "4905": true, "5005": false} {
		if r.s.b.on(r.hex(h)) != on {
			t.Errorf("%s on the map: %v, want %v", h, !on, on)
		}
	}
}

// Goito 16: "The Austrian gain a decisive victory at the end of any turn
// in which control Goito. Otherwise if the Austrian player controls at
// least six farmhouses/farms at the end of the game gets a tactical
// victory. Every other result is a Piemontese victory."
func TestGoito16_Victory(t *testing.T) {
	goito := []string{"2906", "3006", "3007"}
	farms := []string{"2209", "2513", "1413", "2016", "2818", "1807"}
	r := shipped(t, "goito1848")
	for _, h := range goito {
		r.s.takeControl("austria", r.hex(h))
	}
	r.s.checkVictory(false)
	if r.s.Over == nil || r.s.Over.Level != "decisive" {
		t.Fatalf("Goito held at the end of a turn: %+v", r.s.Over)
	}
	x := shipped(t, "goito1848")
	for _, h := range farms {
		x.s.takeControl("austria", x.hex(h))
	}
	x.s.checkVictory(false)
	if x.s.Over != nil {
		t.Fatal("a tactical victory before the end")
	}
	x.s.checkVictory(true)
	if x.s.Over == nil || x.s.Over.Level != "tactical" {
		t.Fatalf("six farms at the end: %+v", x.s.Over)
	}
	y := shipped(t, "goito1848")
	y.s.checkVictory(true)
	if y.s.Over == nil || y.s.Over.Winner != "piedmont" {
		t.Fatalf("nothing held: %+v", y.s.Over)
	}
}

// Goito 16.1: from the end of Turn IV the Austrian, if he wants (an
// irrevocable choice, 16.1.3), rolls a die each End of Turn; on a 1 the
// II Corps enters from the next turn, a brigade a turn (16.1.1); with it
// in play, Goito and Cerlongo for the decisive victory, nine farms for the
// tactical (16.1.2).
func TestGoito16_1_IICorps(t *testing.T) {
	r := shipped(t, "goito1848")
	r.s.Turn, r.s.Stage = 4, stOOC
	r.s.endPhase(stOOC, r.dice) // the II Corps phase comes before the End of the Turn (sequence.go)
	r.s.advance(r.dice)
	r.owes(kIICorps, "austria")
	r.roll(3) // not yet
	r.do("ii-corps yes")
	if r.s.IICorps != "taken" || r.s.Turn != 5 {
		t.Fatalf("after the choice: %q, turn %d", r.s.IICorps, r.s.Turn)
	}
	r.s.Stage = stEndTurn
	r.roll(1)
	r.s.advance(r.dice)
	r.ev = append(r.ev, r.s.flush()...)
	r.saw("its brigades enter from turn 6, one a turn (Goito 16.1.1)") // Goito's own number (revision 3)
	if u := r.u("jg9"); u.Arrives != 6 {
		t.Fatalf("Liechtenstein's brigade arrives on turn %d", u.Arrives)
	}
	if u := r.u("jg11"); u.Arrives != 8 {
		t.Fatalf("Giulay's brigade arrives on turn %d", u.Arrives)
	}
	// in play once its first brigade is on the map (16.1.2)
	r.u("jg9").On = true
	for _, h := range []string{"2906", "3006", "3007"} {
		r.s.takeControl("austria", r.hex(h))
	}
	r.s.Over = nil
	r.s.checkVictory(false)
	if r.s.Over != nil {
		t.Fatal("Goito alone won with the II Corps in play (16.1.2 wants Cerlongo too)")
	}
}

// Goito 15.1: "The brigades enters as a column of units leading off the map
// edge, and the MA is reduced by 1 (or less, if in March Movement) for each
// position in the column after the first."
func TestGoito15_1_ColumnEntry(t *testing.T) {
	r := shipped(t, "goito1848")
	r.s.Turn = 1
	r.s.Initiative = "austria"
	r.s.markCommand()
	r.s.startActivation("benedek-bde")
	r.s.flush()
	r.do("done declare")
	gr4, ir21 := r.u("gr4"), r.u("ir21")
	entry := gr4.Entry
	r.do("move gr4 " + entry.String())
	r.quiet()
	if got := r.s.moveMA([]*Unit{ir21}); got != hexmap.MPs(4) {
		t.Fatalf("the second in the column has %s MP, want 5 - 1", got)
	}
	ir21.March = true
	if got := r.s.moveMA([]*Unit{ir21}); got != hexmap.MPs(5)-hexmap.Half {
		t.Fatalf("in March Movement %s MP, want 5 - 1/2 (mincio's reading of \"or less\")", got)
	}
	_ = adjudicator.Side("")
}

// 21.3, Goito 15.1: a reinforcement enters at its entry hex as the first
// hex of its action, and may assault on the same action.
func TestGoito15_1_ReinforcementAssaults(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("afc1", "0512", "n")
	for _, id := range []string{"ai1"} {
		u := r.u(id)
		u.On, u.Arrives, u.Entry = false, r.s.Turn, r.hex("0512")
	}
	r.put("ii1", "0509", "s")
	r.act("k1", "declare assault 0509 from 0510 by ai1")
	r.roll(3, 3, 3, 3, 3, 3)
	r.do("assault ai1 0509")
	r.quiet()
	if !r.u("ai1").On {
		t.Fatal("the reinforcement did not enter")
	}
	r.saw("ai1 on ii1")
}
