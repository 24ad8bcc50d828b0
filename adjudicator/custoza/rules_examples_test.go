package custoza

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// The worked examples of the rulebooks, played through the engine (issue
// 13's list): each drives Apply on a real State with scripted dice.

// 5.1.1 (Goito 6.1.2): "three failed attempts give a total DRM of -3".
func Test5_1_1_ThreeFailuresGiveMinus3(t *testing.T) {
	r := newRig(t, rigMap{})
	r.s.b.specs["ifc2"].Command = 1
	r.put("ifc2", "0505", "n")
	r.put("ii3", "0506", "n")
	r.s.markCommand()
	r.roll(5, 5, 5, 4)
	for i := 0; i < 3; i++ {
		r.owes(kActivate, "italy")
		r.do("activate d2")
	}
	if f := r.s.form("d2"); f.Failures != 3 || f.Activated {
		t.Fatalf("after three failures: %+v", f)
	}
	r.do("activate d2")
	r.saw("rolled 4, modified 1: activated (5.1.1)")
	r.owes(kDeclare, "italy")
	r.done()
}

// 7.8.1 (Goito 8.3.2): "a Regiment with 3 Stacking Points cannot use a
// road in a hex with any other unit; a battery with 1 Stacking Point can
// use a road in a hex with up to 2 Stacking Points in it".
func Test7_8_1_RoadStacking(t *testing.T) {
	road := rigMap{paths: []string{"minor-road 0510 0509 0508 0507 0506 0505 0504 0503"}}
	t.Run("regiment", func(t *testing.T) {
		r := newRig(t, road)
		r.put("ifc1", "0510", "n")
		r.put("ii1", "0509", "n", "march")
		r.put("il1", "0507", "n")
		r.act("d1")
		r.do("move ii1 march 0508 0507 0506")
		r.settle()
		r.at("ii1", "0506")
		// ½ on the road, 1 into 0507 (3 + 1 > 3: no road), ½ on the road
		if got := r.u("ii1").Spent; got != hexmap.MPs(2) {
			t.Fatalf("the regiment spent %s MP, want 2", got)
		}
	})
	t.Run("battery", func(t *testing.T) {
		r := newRig(t, road)
		r.put("ifc1", "0510", "n")
		r.put("ia1", "0509", "n", "limbered")
		r.put("il1", "0507", "n")
		r.put("ih1", "0507", "n")
		r.act("d1")
		r.do("move ia1 0508 0507 0506")
		r.settle()
		r.at("ia1", "0506")
		// 1 + 2 = 3 stacking points in 0507: the road holds (½ each)
		if got := r.u("ia1").Spent; got != hexmap.MPs(3)/2 {
			t.Fatalf("the battery spent %s MP, want 1 1/2", got)
		}
	})
}

// 8.2's note: "Firing to a target at 4-5 hexes gives a -2 DRM if using the
// first column of the Fire table. No modification to a 1 hex range
// target, if using the last column of the table."
func Test8_2_NoteRangeAtTheTableEdges(t *testing.T) {
	t.Run("4-5 hexes on the first column", func(t *testing.T) {
		r := newRig(t, rigMap{})
		r.put("ifc1", "0510", "n")
		r.put("ia1", "0510", "n")
		r.u("ia1").Lost = 2 // 1 SP: the first column
		r.put("ai1", "0505", "s")
		r.act("d1")
		r.roll(6, 6)
		r.do("fire ia1 0505")
		r.settle()
		r.saw("-2 range 5 on the first column of the Fire Table (8.2 note)")
	})
	t.Run("1 hex on the last column", func(t *testing.T) {
		r := newRig(t, rigMap{})
		r.s.b.specs["ia2"].SP = 16 // the last column, >=16
		r.put("ifc2", "0507", "n")
		r.put("ia2", "0506", "n")
		// in March Movement it has no ZoR (2.6), so the battery did not
		// start its Action Phase in one (7.5)
		r.put("ai1", "0505", "s", "march")
		r.act("d2")
		r.roll(3, 3)
		r.do("fire ia2 0505")
		r.settle()
		r.saw("column >=16")
		if r.seen("8.2 note") && r.seen("-2") && strings.Contains(r.events(), "on the last column of the Fire Table") {
			t.Fatalf("a DRM replaced the 1-hex shift on the last column:\n%s", r.events())
		}
	})
}

// 8.8 (Goito 9.4.3): the first fire gives Low Ammo; a second fire in the
// same GT rolls one die first, 1-2 Out of Ammo and no fire; the markers go
// in the End Phase (3·5).
func Test8_8_Ammunition(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("ifc1", "0510", "n")
	r.put("ia1", "0508", "n")
	r.put("afc1", "0503", "s")
	r.put("aa1", "0505", "s")
	r.act("d1")
	r.roll(2, 2) // the action's fire: no effect
	r.do("fire ia1 0505")
	if r.u("ia1").Ammo != 1 {
		t.Fatalf("after its first fire ia1 has ammo %d, want Low Ammo", r.u("ia1").Ammo)
	}
	// the Austrian battery fires back (8.2.2): its first fire, Low Ammo
	r.owes("react", "austria")
	r.roll(2, 2)
	r.do("react aa1 fire")
	if r.u("aa1").Ammo != 1 {
		t.Fatalf("after counterbattery aa1 has ammo %d, want Low Ammo", r.u("aa1").Ammo)
	}
	r.owes(kActivate, "austria")
	r.roll(1)
	r.do("activate k1")
	r.do("done declare")
	r.roll(2) // the second fire this GT: one die first, 1-2 Out of Ammo
	r.do("fire aa1 0508")
	if r.u("aa1").Ammo != 2 {
		t.Fatalf("aa1 has ammo %d, want Out of Ammo", r.u("aa1").Ammo)
	}
	r.saw("out of ammunition (8.8)")
	if !r.u("aa1").Acted {
		t.Fatal("a fire that found no ammunition is still the Force's action")
	}
	r.s.finishTurn(r.dice)
	for _, id := range []string{"ia1", "aa1"} {
		if r.u(id).Ammo != 0 {
			t.Fatalf("the End of the GT phase left %s's ammunition marker (3·5)", id)
		}
	}
	r.done()
}

// Goito 9.4.2: "With a result of 1S2 a unit has lost one Strength Point
// and the State of the unit gets worse of two levels."
func TestGoito9_4_2_Result1S2(t *testing.T) {
	r := newRig(t, rigMap{edition: EditionGoito})
	r.put("ifc2", "0509", "n")
	r.put("ia2", "0508", "n") // 5 SP: column 5-6
	r.put("ai1", "0506", "s")
	r.act("d2")
	r.roll(4, 6) // 10: row 10, column 5-6: 1S2
	r.do("fire ia2 0506")
	r.settle()
	r.saw(": 1S2")
	if u := r.u("ai1"); u.Lost != 1 || u.Status != combat.Disordered {
		t.Fatalf("after 1S2 ai1 lost %d SP and is %s, want 1 SP and Disordered", u.Lost, u.Status)
	}
	r.done()
}

// 13.2's example: "A Disordered Infantry unit, not in Square and with a
// printed Cohesion Value of 9, is charged by a Cavalry unit ... It rolls a
// basic 9, modified by +2 as per the CCMT (9+2=11). Its printed Cohesion
// Value is 9, modified ... by -2 (Disordered), which gives a 7. So, as 11
// is higher than 7 by 4, it has failed the Cohesion Check, the unit loses
// two (2) Status Levels and it Routs."
func Test13_2_DisorderedInfantryChargedByCavalryRouts(t *testing.T) {
	r := newRig(t, rigMap{})
	r.s.b.specs["ii1"].CV = 9
	r.put("ii1", "0505", "s", "disordered")
	r.put("afc1", "0509", "n")
	r.put("ac1", "0508", "n")
	r.act("k1", "declare charge 0505 from 0506 by ac1")
	r.do("charge ac1 0505")
	r.owes("react", "italy")
	// Assault Table: ratio 4:8 = 1-2 (-2), charge +1; CCV 8 - 7 = column
	// 1; 2+2-1 = 3: 1S2/cc0, the defender checks with cc0
	r.roll(2, 2, 4, 5)
	r.do("react ii1 none")
	r.settle()
	r.saw("fails by 4")
	r.saw("+2 charged-by-cavalry (13.2 CCMT)")
	if u := r.u("ii1"); u.Gone != "routed" {
		t.Fatalf("ii1 is %s (gone %q), want routed", u.Status, u.Gone)
	}
	r.done()
}

// 10.4 steps 1-2 (Goito 11.2): "11:3 = 3.66:1"; "11:5 = 2.2:1 is rounded
// down to 2-1; 5:7=1:1.4 is rounded to 1-1.5" — the ratios of an assault
// made through the engine.
func Test10_4_Ratios(t *testing.T) {
	cases := []struct {
		name         string
		attSP, defSP int
		ratio, row   string
	}{
		{"11:3", 11, 3, "11 SP against 3 SP = 3.66:1", "3-1"},
		{"11:5", 11, 5, "11 SP against 5 SP = 2.2:1", "2-1"},
		{"5:7", 5, 7, "5 SP against 7 SP = 1:1.4", "1-1.5"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := newRig(t, rigMap{})
			r.s.b.specs["ii3"].SP = c.defSP
			r.s.b.specs["ai1"].SP = c.attSP
			r.put("ii3", "0505", "s")
			r.put("afc1", "0508", "n")
			r.put("ai1", "0507", "n")
			r.act("k1", "declare assault 0505 from 0506 by ai1")
			r.do("assault ai1 0505")
			r.owes("react", "italy")
			r.roll(3, 3, 3, 3, 3, 3)
			r.do("react ii3 none")
			r.settle()
			r.saw(c.ratio)
			r.saw("rounded down to " + c.row + " on the Strength Ratio Assault Modifiers Table")
		})
	}
}

// 10.6.2: "Each Artillery unit stacked with other units retreating from an
// assault retreats Limbered and takes half of its current SPs (halving
// up) as losses (i.e. a 5 SP retreating unit loses 3 SPs)".
func Test10_6_2_RetreatingArtilleryLosesHalf(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("ii1", "0505", "s")
	r.put("ia2", "0505", "s") // 5 SP
	r.s.b.specs["ai1"].SP = 16
	r.put("afc1", "0508", "n")
	r.put("ai1", "0507", "n")
	r.act("k1", "declare assault 0505 from 0506 by ai1")
	r.do("assault ai1 0505")
	r.owes("react", "italy")
	r.do("react 0505 inf none")
	r.owes("react", "italy")
	r.do("react ia2 none")
	r.owes(kLosses, "italy") // two units with strength in the stack
	// 16:8 = 2-1 (+2); CCV 7 - 7 = column 0; 6+6+2 = 14: -/2S3, the
	// attacker wins
	r.roll(6, 6)
	r.do("losses biggest")
	r.settle()
	r.saw("the attacker wins")
	if u := r.u("ia2"); u.sp() != 2 || !u.March {
		t.Fatalf("the retreating battery has %d SP (march %v), want 5 - 3 = 2, limbered", u.sp(), u.March)
	}
	r.saw("loses half its 5 SP rounded up: 3 (10.6.2)")
	r.done()
}

// 11.5.5: "DRM equal to the MA difference between the Active Force that
// caused the reaction and the reacting Force plus 4 (+4) (i.e. Active
// Force MA = 5, Reactive Force MA = 6, DRM = +3)"; Goito 12.2.6: the
// difference alone, "DRM = -1".
func Test11_5_5_WithdrawalDRM(t *testing.T) {
	for _, c := range []struct {
		ed, want string
	}{{EditionCustoza, "+3 MA difference, active minus reacting, plus 4 (11.5.5)"}, {EditionGoito, "-1 MA difference, active minus reacting (Goito 12.2.6)"}} {
		t.Run(c.ed, func(t *testing.T) {
			r := newRig(t, rigMap{edition: c.ed})
			r.put("il1", "0505", "s") // MA 6
			r.put("afc1", "0509", "n")
			r.put("ai1", "0508", "n") // MA 5
			r.act("k1", "declare assault 0505 from 0506 by ai1")
			r.do("assault ai1 0505")
			r.owes("react", "italy")
			r.roll(2, 2)
			r.do("react il1 withdraw")
			r.saw(c.want)
			if r.u("il1").Hex.String() == "0505" {
				t.Fatal("il1 did not withdraw")
			}
		})
	}
}

// Goito 12.2.6's example is TestGoito12_2_6 in the table above's goito
// case; its name for the coverage document:
func TestGoito12_2_6_WithdrawalDRM(t *testing.T) {
	r := newRig(t, rigMap{edition: EditionGoito})
	r.put("il1", "0505", "s")
	r.put("afc1", "0509", "n")
	r.put("ai1", "0508", "n")
	r.act("k1", "declare assault 0505 from 0506 by ai1")
	r.do("assault ai1 0505")
	r.roll(2, 2)
	r.do("react il1 withdraw")
	r.saw("-1 MA difference")
}

// limitedRig is a Goito rig whose Italians activate at most as many
// Formations a turn as the turn's number (Goito 15.2), with two Italian
// Formations, d1 and d2, and d1 activated in Turn I.
func limitedRig(t *testing.T) *rig {
	t.Helper()
	r := newRig(t, rigMap{edition: EditionGoito, rules: []string{"rule activation-limit italy"}})
	r.put("ifc1", "0505", "n")
	r.put("ii1", "0506", "n")
	r.put("ifc2", "0305", "n")
	r.put("ii3", "0306", "n")
	r.put("afc1", "1505", "n")
	r.put("ai1", "1506", "n")
	r.s.markCommand()
	r.roll(1)
	r.do("activate d1")
	return r
}

// Goito 15.2: "The Piedmontese player can activate each turn a number of
// Formations equal to the current turn"; 15.2.1 a Personal Initiative
// roll counts.
func TestGoito15_2_PiedmonteseActivations(t *testing.T) {
	r := limitedRig(t)
	r.do("done declare")
	r.do("done")
	r.owes(kActivate, "austria")
	if why := r.s.activationRefused("italy", "d2"); !strings.Contains(why, "Goito 15.2") {
		t.Fatalf("d2 may still try on turn 1: %q", why)
	}
	r.do("pass")
	r.saw("italy passes: nothing left to activate")
	// turn 2: two
	r.s.Turn = 2
	r.s.Activated = [2]int{}
	if r.s.limitReached("italy") {
		t.Fatal("turn 2 allows a second Formation")
	}
	r.s.Activated[0] = 2
	if !r.s.limitReached("italy") {
		t.Fatal("turn 2 allows only two")
	}
}
