package custoza

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/scenarios"
)

// arrivalRig is the strategic rig with 24.4's two conditional lines.
func arrivalRig(t *testing.T) *rig {
	m := strategicMap()
	m.arrivals = `arrive ii3 il2 turn 2 at 0101 if "strategic-objective italy 3"
arrive ai3 al2 turn 2 at 2006 if "ever-controlled italy 0505 0605 from-turn 2"
`
	r := advancedRig(t, m)
	r.s.Strat.Chosen = [2]int{1, 1}
	return r
}

// 24.4, 25.4: "Optional Reinforcements (if current Strategic Objective is
// nr. 3)": on their turn they come only when the Italian's objective then
// is 3.
func Test24_4_OptionalReinforcementsIfObjectiveThree(t *testing.T) {
	for _, obj := range []int{1, 2, 3} {
		r := arrivalRig(t)
		r.s.Strat.Chosen[0] = obj
		r.s.Turn = 1
		r.s.conditionalArrivals()
		if r.u("ii3").Arrives != 0 {
			t.Fatalf("objective %d: they come before their turn", obj)
		}
		r.s.Turn = 2
		r.s.conditionalArrivals()
		got := r.u("ii3").Arrives == 2 && r.u("il2").Arrives == 2 && r.u("ii3").Entry == r.hex("0101")
		if got != (obj == 3) {
			t.Fatalf("objective %d: arrive %v (%+v)", obj, got, r.u("ii3"))
		}
	}
}

// 24.4 Perin: "optional if any Sommacampagna hex ... is Italian-controlled
// at any time on the 24th or 25th": control before the from-turn does not
// count, control at a turn's start or taken during one from it does, and
// keeps counting after it is lost.
func Test24_4_ReinforcementsIfEverControlled(t *testing.T) {
	r := arrivalRig(t)
	r.s.Turn = 1
	r.s.takeControl("italy", r.hex("0505"))
	r.s.takeControl("austria", r.hex("0505"))
	r.s.Turn = 2
	r.s.conditionalArrivals()
	if r.u("ai3").Arrives != 0 {
		t.Fatal("control before from-turn counted")
	}
	r.s.takeControl("italy", r.hex("0605")) // during turn 2
	r.s.takeControl("austria", r.hex("0605"))
	r.s.Turn = 3
	r.s.conditionalArrivals()
	if r.u("ai3").Arrives != 3 || r.u("al2").Arrives != 3 {
		t.Fatalf("control taken in turn 2 and lost: ai3 arrives %d", r.u("ai3").Arrives)
	}
	r.ev = append(r.ev, r.s.flush()...)
	r.saw("holds (ever-controlled italy 0505 0605 from-turn 2): ai3 al2 come from this turn (24.4)")
	// Once sent, a line's units are not sent again.
	r.u("ai3").Arrives = 0
	r.s.Turn = 4
	r.s.conditionalArrivals()
	if r.u("ai3").Arrives != 0 {
		t.Fatal("a line's units were sent twice")
	}

	r = arrivalRig(t)
	r.s.Turn = 1
	r.s.takeControl("italy", r.hex("0505")) // held into turn 2
	r.s.Turn = 2
	r.s.conditionalArrivals()
	if r.u("ai3").Arrives != 2 {
		t.Fatal("control held at the start of from-turn did not count")
	}
}

// An if-text the system does not read is an error at its line; Goito's
// II Corps lines, which have an option, keep their words.
func Test24_4_UnknownConditionIsAnError(t *testing.T) {
	m := strategicMap()
	m.arrivals = `arrive ii3 turn 2 at 0101 if "when the Italian feels like it"` + "\n"
	m.rules = append(m.rules, "rule advanced-game yes", `rule supply "italy 0106 austria 2006"`, `rule day-first-turns "2"`)
	sc, err := scenarios.Parse("rig.scn", []byte(m.source()))
	if err != nil {
		t.Fatal(err)
	}
	errs := sc.Check()
	if len(errs) == 0 || !strings.Contains(errs.Error(), `if "when the Italian feels like it": "when" is not a condition the custoza system reads`) || !strings.Contains(errs.Error(), "rig.scn:") {
		t.Fatalf("errors: %v", errs)
	}
	for _, bad := range []struct{ text, want string }{
		{"strategic-objective italy 7", "italy has no Strategic Objective 7"},
		{"strategic-objective prussia 1", `"prussia" is not a side`},
		{"ever-controlled italy 0505 from-turn", "at least one hex, then from-turn"},
		{"ever-controlled italy 9999 from-turn 2", "9999 is not a hex of the map"},
	} {
		m.arrivals = `arrive ii3 turn 2 at 0101 if "` + bad.text + `"` + "\n"
		sc, err := scenarios.Parse("rig.scn", []byte(m.source()))
		if err != nil {
			t.Fatal(err)
		}
		if errs := sc.Check(); len(errs) == 0 || !strings.Contains(errs.Error(), bad.want) {
			t.Fatalf("%s: errors %v, want %q", bad.text, errs, bad.want)
		}
	}
	if _, err := scenarios.Load("goito1848"); err != nil {
		t.Fatalf("goito1848's II Corps if-texts: %v", err)
	}
}

// FuzzArrivalIf: the reinforcement if-text parser never panics, and what
// it accepts has a known kind, a side and its numbers or hexes.
func FuzzArrivalIf(f *testing.F) {
	for _, s := range []string{"strategic-objective italy 3", "strategic-objective italy 2 3", "ever-controlled italy 4913 4914 5014 from-turn 21",
		"ever-controlled italy from-turn 2", "strategic-objective italy x", "the Austrian rolled a 1", "", "ever-controlled a 0101 from-turn -1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		c, err := parseArrivalIfErr(text)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("an empty error")
			}
			return
		}
		switch {
		case c.side == "":
			t.Fatalf("%q: no side", text)
		case c.kind == ifStrategic && len(c.nums) == 0:
			t.Fatalf("%q: no objective number", text)
		case c.kind == ifEverControlled && (len(c.hexes) == 0 || c.from < 1):
			t.Fatalf("%q: %+v", text, c)
		case c.kind != ifStrategic && c.kind != ifEverControlled:
			t.Fatalf("%q: kind %q", text, c.kind)
		}
	})
}
