package custoza

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/scenarios"
)

// The Advanced Game (002 14–21) on the rig, chosen by its rules.

// advancedRig is the rig under `rule advanced-game yes`, Supply Sources
// at 0106 (italy) and 2006 (austria), GT 2 the first of a day.
func advancedRig(t *testing.T, m rigMap) *rig {
	m.rules = append(m.rules, "rule advanced-game yes", `rule supply "italy 0106 austria 2006"`, `rule day-first-turns "2"`)
	return newRig(t, m)
}

func phaseNames(seq sequence) []string {
	var out []string
	for _, p := range seq.turn {
		out = append(out, p.name)
	}
	return out
}

// 14: the advanced sequence is a second list, chosen by the rule; the
// basic game's is unchanged.
func Test14_AdvancedSequenceOfPlay(t *testing.T) {
	a := advancedRig(t, rigMap{})
	want := "start command activate non-activated ooc march-reserve fatigue end-turn"
	if got := strings.Join(phaseNames(a.s.b.seq), " "); got != want {
		t.Fatalf("advanced sequence %q, want %q", got, want)
	}
	b := newRig(t, rigMap{})
	if got := strings.Join(phaseNames(b.s.b.seq), " "); got != "start activate non-activated ooc end-turn" {
		t.Fatalf("basic sequence %q", got)
	}
}

// 14·2: "in each step the Initiative player goes second"; after both, the
// Engaged Formations Action Phase.
func Test14_2_CommandPhaseInitiativePlayerSecond(t *testing.T) {
	r := advancedRig(t, rigMap{})
	r.put("ifc1", "0505", "n")
	r.put("ii1", "0505", "n")
	r.put("afc1", "1505", "n")
	r.put("ai1", "1505", "s")
	ii3 := r.s.unit("ii3")
	ii3.Arrives, ii3.Entry = 1, r.hex("0108")
	r.s.Stage, r.s.Side = stStart, "italy"
	r.roll(5, 5, 2, 2) // italy 10, austria 4: italy has the initiative
	r.do("begin turn")
	r.owes(kCommand, "austria")
	r.do("done command")
	r.owes(kCommand, "italy")
	r.do("done command")
	r.owes(kActivate, "italy")
	told := 0
	for _, e := range r.ev {
		if strings.Contains(e.Text, "waiting to enter at 0108") {
			told++
		}
	}
	if told != 1 {
		t.Fatalf("the reinforcement due is told %d times, want once, in the Command Phase (14·2.1)", told)
	}
}

// 15, 16.12, 17: an Engaged Formation with all its units in command and
// more than 4 hexes (its commander 10) from the enemy goes In Reserve:
// its units leave the map, its commander turns face down, and it cannot
// activate (17.1); "Each Formation can change ... only one time in a Game
// Turn" (15).
func Test16_12_EnteringInReserve(t *testing.T) {
	r := advancedRig(t, rigMap{})
	r.put("ifc1", "0505", "n")
	r.put("ii1", "0505", "n")
	r.put("ic1", "0605", "n")
	r.put("ai1", "1005", "s") // 5 hexes from ii1's hex, the commander's too
	r.s.Stage, r.s.Side, r.s.Initiative = stCommand, "italy", "italy"
	r.refused("status d1 reserve", "In Reserve needs more than 10 (16.12)")
	r.put("ai1", "1805", "s")
	r.s.unit("ifc1").FaceUp = true
	r.do("status d1 reserve")
	if r.u("ii1").On || r.u("ic1").On || r.s.form("d1").Status != reserveStatus {
		t.Fatal("In Reserve: the units must leave the map (15.3)")
	}
	if r.s.faceUpTo(r.u("ifc1"), "austria") {
		t.Fatal("17: an In Reserve commander is face down to the enemy")
	}
	r.refused("status d1 engaged", "only one time in a Game Turn (15)")
	r.refused("status d1 march", "write `status d1 march HEX`")
	if why := r.s.activationRefused("italy", "d1"); !strings.Contains(why, "17.1") {
		t.Fatalf("an In Reserve Formation activates: %q", why)
	}
	// The enemy's view shows a face-down commander, no id, no unit of d1.
	var v ViewData
	if err := json.Unmarshal(r.s.View("austria").Data, &v); err != nil {
		t.Fatal(err)
	}
	commanders := 0
	for _, u := range v.Units {
		if u.ID == "ifc1" || u.ID == "ii1" || u.ID == "ic1" {
			t.Fatalf("the enemy's view names %s", u.ID)
		}
		if u.Hex == "0505" && u.FaceDown && u.Type == "commander" {
			commanders++
		}
	}
	if commanders != 2 {
		t.Fatalf("the enemy's view shows %d face-down pieces in 0505, want 2: the commander and the Scout placed on him (16.12), alike", commanders)
	}
}

// 16.12's other half: units out of command or within 4 hexes keep the
// Formation Engaged.
func Test16_12_InReserveNeedsAllUnitsInCommandAndFar(t *testing.T) {
	r := advancedRig(t, rigMap{})
	r.put("ifc1", "0505", "n")
	r.put("ii1", "0510", "n") // 5 hexes: out of command range 4 (4.2)
	r.put("ai1", "1805", "s")
	r.s.Stage, r.s.Side, r.s.Initiative = stCommand, "italy", "italy"
	r.refused("status d1 reserve", "out of command")
	r.put("ii1", "0506", "n")
	r.put("ai1", "0110", "s") // 4 hexes from ii1, 5+ from the commander ...
	r.refused("status d1 reserve", "needs more than")
}

// 16.8 through 14·2.3: an In Reserve Formation chosen Engaged deploys
// "along road hexes, within 4 hexes of the Formation Commander, and in
// March Move/Limbered status. The Formation Commander is face up."
func Test16_8_DeploymentAlongTheRoads(t *testing.T) {
	r := advancedRig(t, rigMap{paths: []string{"road 0305 0405 0505 0605 0705 0805 0905"}})
	r.put("ifc1", "0505", "n")
	r.put("ii1", "0505", "n")
	r.put("ia1", "0605", "n")
	r.put("ai1", "1805", "s")
	r.s.Stage, r.s.Side, r.s.Initiative = stCommand, "italy", "italy"
	r.do("status d1 reserve")
	r.s.Turn++
	r.do("status d1 engaged")
	for _, id := range []string{"ii1", "ia1"} {
		u := r.u(id)
		if !u.On || !u.March || !r.s.b.hasRoad(u.Hex) || r.s.b.grid.Distance(u.Hex, r.hex("0505")) > 4 {
			t.Fatalf("%s deployed in %s (on %v, march %v)", id, u.Hex, u.On, u.March)
		}
	}
	if !r.u("ifc1").FaceUp || r.s.form("d1").Status != "" {
		t.Fatal("16.8, 16.11: the commander is face up and the Formation Engaged")
	}
}

// 18.2: the fatigue points, and the note: "The maximum increase in
// Fatigue Level is 2 per GT, even if a Formation attacked during its
// Activation, and Counterattacked during an enemy Activation."
func Test18_2_FatiguePoints(t *testing.T) {
	for _, c := range []struct {
		f    Formation
		want int
	}{
		{Formation{Activated: true, Marked: true}, 2},
		{Formation{Activated: true}, 1},
		{Formation{}, -2},
		{Formation{Fought: true}, 2},
		{Formation{Activated: true, Marked: true, Fought: true}, 2}, // the note's example
		{Formation{Status: reserveStatus}, -3},
	} {
		if got, why := fatigueDelta(&c.f); got != c.want {
			t.Errorf("%+v: %d (%s), want %d", c.f, got, why, c.want)
		}
	}
}

// 14·7, 18.3, 18.5: the level changes, then "A Dice Roll [two dice] ...
// Add the Formation Commander Command Value ... less than or equal to
// the Fatigue Level" Fatigues; a decrease removes the marker before the
// new check; Mood moves one step toward 0 (14·7.3); never below 0.
func Test18_3_FatigueCheck(t *testing.T) {
	if !fatiguedBy(2, 4, 6) || fatiguedBy(3, 4, 6) {
		t.Fatal("18.3: 2 + 4 ≤ 6 fatigues, 3 + 4 does not")
	}
	r := advancedRig(t, rigMap{})
	r.put("ifc1", "0505", "n") // Command Value 4
	r.put("ii1", "0505", "n")
	r.put("afc2", "1505", "n") // Command Value 3
	r.put("ai3", "1505", "s")
	d1, k2 := r.s.form("d1"), r.s.form("k2")
	d1.Fatigue, d1.Activated, d1.Marked, d1.Mood = 4, true, true, 2
	k2.Fatigue, k2.Fatigued, k2.Mood = 1, true, -1
	r.roll(1, 1) // d1: 6 → 2 + 4 ≤ 6: Fatigued
	r.roll(6, 6) // k2: 1 − 2 → 0: marker removed (18.5); 12 + 3 > 0
	r.s.fatiguePhase(r.dice)
	r.s.flush()
	if d1.Fatigue != 6 || !d1.Fatigued || d1.Mood != 1 {
		t.Fatalf("d1: level %d fatigued %v mood %d, want 6 true 1", d1.Fatigue, d1.Fatigued, d1.Mood)
	}
	if k2.Fatigue != 0 || k2.Fatigued || k2.Mood != 0 {
		t.Fatalf("k2: level %d fatigued %v mood %d, want 0 false 0", k2.Fatigue, k2.Fatigued, k2.Mood)
	}
	if d1.Marked || d1.Fought {
		t.Fatal("18.2's marks are for one GT")
	}
	// The level is the owner's; the enemy sees the Fatigued marker on a
	// face-up commander only, and the dice (16.6).
	r.s.unit("ifc1").FaceUp = true
	d1.Fatigued = false
	r.roll(1, 1, 6, 6)
	r.s.fatiguePhase(r.dice)
	told, dice := false, false
	for _, e := range r.s.flush() {
		if len(e.To) == 1 && e.To[0] == "austria" && e.Text == "italy rolls a Formation's fatigue check: 2 (18.3)" && len(e.Rolls) == 2 {
			dice = true
			continue
		}
		if len(e.To) == 1 && e.To[0] == "austria" && strings.Contains(e.Text, "d1") {
			if e.Text != "d1 is Fatigued (18.3)" {
				t.Fatalf("austria is told %q", e.Text)
			}
			told = true
		}
		if len(e.To) == 0 && strings.Contains(e.Text, "Fatigue Level") {
			t.Fatalf("a public fatigue level: %q", e.Text)
		}
	}
	if !told || !dice {
		t.Fatalf("the enemy sees the Fatigued marker on a face-up commander (18.3): %v, and the dice (16.6): %v", told, dice)
	}
}

// 18.4, 19.3, 20.1.1: a Fatigued, Collapsed or Cut-off Formation's units
// have the CCMT rows on their checks and the assault modifiers (tables).
func Test18_4_FatiguedAndCollapsedDRMs(t *testing.T) {
	r := advancedRig(t, rigMap{})
	u := r.put("ii1", "0505", "n")
	if len(r.s.cus([]*Unit{u})[0].CheckDRM) != 0 {
		t.Fatal("a fresh Formation has no DRM")
	}
	r.s.form("d1").Fatigued = true
	r.s.form("d1").CutOff = true
	got := r.s.cus([]*Unit{u})[0].CheckDRM
	if len(got) != 2 || got[0].Value <= 0 || got[1].Value <= 0 {
		t.Fatalf("Fatigued and Cut-off: %+v, want the fatigued and collapsed rows, adverse", got)
	}
	b := newRig(t, rigMap{})
	bu := b.put("ii1", "0505", "n")
	b.s.form("d1").Fatigued = true
	if len(b.s.cus([]*Unit{bu})[0].CheckDRM) != 0 {
		t.Fatal("the basic game has no fatigue")
	}
}

// 18.6: at the end of GT #1 of each day every Formation recovers all its
// Fatigue Points and every unit reverts to Good Order; 17.4: each unit of
// an In Reserve Formation recovers 1 SP, "never the first lost".
func Test18_6_17_4_DayStartRecoveries(t *testing.T) {
	r := advancedRig(t, rigMap{})
	r.put("ifc1", "0505", "n")
	r.put("ii1", "0505", "n").Lost = 3
	r.put("ic1", "0605", "n").Lost = 1
	r.put("ii3", "0805", "n", "disordered")
	r.put("ai1", "1905", "s")
	r.s.Stage, r.s.Side, r.s.Initiative = stCommand, "italy", "italy"
	r.do("status d1 reserve")
	r.s.form("d2").Fatigue, r.s.form("d2").Fatigued = 5, true
	r.s.Turn = 2
	r.s.finishAdvancedTurn(r.dice)
	r.s.flush()
	if r.u("ii1").Lost != 2 || r.u("ic1").Lost != 1 {
		t.Fatalf("17.4: lost %d and %d, want 2 and 1", r.u("ii1").Lost, r.u("ic1").Lost)
	}
	if f := r.s.form("d2"); f.Fatigue != 0 || f.Fatigued || r.u("ii3").Status != combat.GoodOrder {
		t.Fatal("18.6: fatigue and status are recovered")
	}
}

// 19.1, 19.2, 19.4: the running total counts lost SP and the SP of Routed
// units; at the Collapse Level the Formation Collapses; below it again
// (recovery) it no longer is. collapse=N is the scenario's level.
func Test19_CommandCollapse(t *testing.T) {
	r := advancedRig(t, rigMap{})
	fs := r.s.b.forms["d1"]
	// d1: ii1 8, ii2 8, il1 3, ic1 4, ia1 3, ih1 2 = 28 SP: estimated level 14
	if lvl := r.s.b.adv.collapse["d1"]; lvl != 14 {
		t.Fatalf("default Collapse Level %d, want 14", lvl)
	}
	r.put("ii1", "0505", "n").Lost = 5
	r.put("ii2", "0506", "n")
	r.s.unit("ii2").Gone, r.s.unit("ii2").Lost = "routed", 1 // 8 SP: 1 lost + 7 routed
	if got := r.s.formationLosses(fs); got != 13 {
		t.Fatalf("losses %d, want 13 (19.2)", got)
	}
	r.s.noteCollapses()
	if r.s.form("d1").Collapsed {
		t.Fatal("13 < 14: not Collapsed")
	}
	r.u("ii1").Lost = 6
	r.s.noteCollapses()
	if !r.s.form("d1").Collapsed || !r.s.collapsedUnit(r.u("ii1")) {
		t.Fatal("14 ≥ 14: Collapsed (19.1)")
	}
	r.u("ii1").Lost = 5 // a recovery (17.4)
	r.s.noteCollapses()
	r.s.flush()
	if r.s.form("d1").Collapsed {
		t.Fatal("19.4: below the level again")
	}
	m := rigMap{extra: ""}
	m.rules = nil
	src := strings.Replace(m.source(), "kind=division\nformation d2", "kind=division collapse=6\nformation d2", 1)
	src = strings.Replace(src, "[rules]\n", "[rules]\nrule advanced-game yes @estimated \"test\"\nrule supply \"italy 0106 austria 2006\" @estimated \"test\"\n", 1)
	if lvl := gameOf(t, src).b.adv.collapse["d1"]; lvl != 6 {
		t.Fatalf("collapse=6 gives %d", lvl)
	}
}

// 20.1: "a line of connected hexes of any length, free of EZoR (friendly
// units negate the EZoR for this purpose) ... Only the first 5 hexes of
// the line can be non Road hexes."
func Test20_1_LoCFiveNonRoadHexes(t *testing.T) {
	r := advancedRig(t, rigMap{})
	// italy's source 0106: 0706 is six hexes along row 06, none of them road.
	if !r.s.hasLoC("italy", r.hex("0606")) {
		t.Fatal("five non-road hexes from the source: a LoC")
	}
	if r.s.hasLoC("italy", r.hex("0706")) {
		t.Fatal("six non-road hexes: no LoC")
	}
	road := advancedRig(t, rigMap{paths: []string{"road 0106 0206 0306 0406 0506 0606 0706 0806 0906 1006 1106 1206"}})
	if !road.s.hasLoC("italy", road.hex("1206")) {
		t.Fatal("along a road: any length")
	}
	// A road from 1206 west, but the commander 3 hexes off it: still a LoC.
	if !road.s.hasLoC("italy", road.hex("1209")) {
		t.Fatal("3 off-road hexes then the road: a LoC")
	}
	// An enemy ZoR across the road cuts it (past the first five hexes the
	// line cannot leave the road); a friendly unit negates it.
	road.put("ai1", "0605", "s")
	if !road.s.inEZoR("italy", road.hex("0606")) {
		t.Fatal("the test needs 0606 in ai1's ZoR")
	}
	if road.s.hasLoC("italy", road.hex("1206")) {
		t.Fatal("a LoC through the enemy's ZoR")
	}
	road.put("ii1", "0606", "n")
	if !road.s.hasLoC("italy", road.hex("1206")) {
		t.Fatal("friendly units negate the EZoR (20.1)")
	}
}

// 14·8.1, 20.1.1: a Cut-off Formation's units keep their ammunition
// markers; the others lose them. 20.1.2: the marker goes when the LoC is
// traced again.
func Test20_1_1_CutOffKeepsAmmoMarkers(t *testing.T) {
	r := advancedRig(t, rigMap{})
	r.put("ifc1", "0906", "n") // 8 non-road hexes from 0106
	r.put("ii1", "0906", "n", "low-ammo")
	r.put("ifc2", "0306", "n")
	r.put("ii3", "0306", "n", "out-of-ammo")
	r.s.traceLoCs()
	if !r.s.form("d1").CutOff || r.s.form("d2").CutOff {
		t.Fatal("20.1.1: d1 is Cut-off, d2 is not")
	}
	r.s.finishAdvancedTurn(r.dice)
	if r.u("ii1").Ammo != 1 || r.u("ii3").Ammo != 0 {
		t.Fatalf("ammo %d and %d, want 1 and 0 (14·8.1)", r.u("ii1").Ammo, r.u("ii3").Ammo)
	}
	r.put("ifc1", "0406", "n")
	r.s.traceLoCs()
	r.s.flush()
	if r.s.form("d1").CutOff {
		t.Fatal("20.1.2: the LoC again removes the Cut-off marker")
	}
}

// 14·6, 13.7, 17.1: an In Reserve Formation recovers its Routed units in
// the March & Reserve Phase: Disorganized, one SP less, off the map; its
// other units recover levels "while resting" (as units that did not move,
// 13.6.2).
func Test13_7_InReserveRecoversRoutedUnits(t *testing.T) {
	r := advancedRig(t, rigMap{})
	r.put("ifc1", "0505", "n")
	r.put("ii1", "0505", "n", "disordered")
	r.put("ai1", "1905", "s")
	r.s.Stage, r.s.Side, r.s.Initiative = stCommand, "italy", "italy"
	r.do("status d1 reserve")
	ii2 := r.s.unit("ii2")
	ii2.Gone, ii2.Status, ii2.Lost = "routed", combat.Routed, 2
	r.roll(1, 1) // passes whatever the DRM
	r.s.marchReserve(r.dice)
	r.s.flush()
	if ii2.Gone != "" || ii2.On || ii2.Status != combat.Disorganized || ii2.Lost != 3 {
		t.Fatalf("ii2: gone %q on %v status %v lost %d", ii2.Gone, ii2.On, ii2.Status, ii2.Lost)
	}
	if r.u("ii1").Status != combat.GoodOrder {
		t.Fatalf("ii1 resting: %s, want Good Order (two levels)", r.u("ii1").Status)
	}
}

// The rules' scenario words: advanced-game needs supply sources; bad
// values are named.
func TestAdvancedRulesValidate(t *testing.T) {
	for _, c := range []struct{ rules, want string }{
		{"rule advanced-game yes @estimated \"t\"\n", "needs each side's Supply Sources"},
		{"rule advanced-game yes @estimated \"t\"\nrule supply \"italy 0101\" @estimated \"t\"\n", "no Supply Source for austria"},
		{"rule advanced-game yes @estimated \"t\"\nrule supply \"0101 italy\" @estimated \"t\"\n", "comes before a side"},
		{"rule day-first-turns \"x\" @estimated \"t\"\n", "is not a game turn"},
		{"rule advanced-game yes @estimated \"t\"\nrule supply \"italy 0101 austria 2001\" @estimated \"t\"\n", "Goito 1848 has no advanced game"},
	} {
		m := rigMap{}
		if strings.Contains(c.want, "Goito") {
			m.edition = EditionGoito
		}
		src := strings.Replace(m.source(), "[rules]\n", "[rules]\n"+c.rules, 1)
		sc, err := scenarios.Parse("rig.scn", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		errs := sc.Check()
		if len(errs) == 0 || !strings.Contains(errs.Err().Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.rules, errs, c.want)
		}
	}
}

// 14: a whole advanced game on the rig, every decision answered by its
// default and one Formation sent In Reserve and back: the sequence runs
// to the end, each turn through its Fatigue Phase, and every state
// survives a snapshot.
func Test14_AdvancedGameRunsToTheEnd(t *testing.T) {
	r := advancedRig(t, rigMap{paths: []string{"road 0103 0203 0303 0403 0503 0603 0703"}})
	r.put("ifc1", "0403", "n")
	r.put("ii1", "0403", "n")
	r.put("ifc2", "0508", "n")
	r.put("ii3", "0508", "n")
	r.put("afc1", "1805", "s")
	r.put("ai1", "1805", "s")
	r.s.Stage, r.s.Side = stStart, "italy"
	r.dice.fill = 3 // every die not scripted; the initiative is italy's (6+6 to 1+1)
	fatigueTurns := map[int]bool{}
	for steps := 0; r.s.Over == nil; steps++ {
		if steps > 200 {
			t.Fatal("the game does not end")
		}
		if r.s.Stage == stStart {
			r.roll(6, 6, 1, 1)
		}
		d := r.decision()
		line := d.Default.Text
		if d.Kind == kCommand && d.Side == "italy" {
			switch st := r.s.form("d1").Status; {
			case r.s.Turn == 1 && st == "":
				line = "status d1 reserve"
			case r.s.Turn == 2 && st == reserveStatus:
				line = "status d1 engaged"
			}
		}
		r.do(line)
		roundTrip(t, r.s)
		for _, e := range r.ev {
			if strings.Contains(e.Text, "Fatigue Level") {
				fatigueTurns[r.s.Turn] = true
			}
		}
		r.ev = nil
	}
	if len(fatigueTurns) < 2 {
		t.Fatalf("fatigue phases seen in turns %v", fatigueTurns)
	}
	if r.s.form("d1").Status != "" || !r.u("ii1").On {
		t.Fatal("d1 went In Reserve in GT 1 and came back Engaged in GT 2")
	}
}

// 17.2: "if an In Reserve Formation Commander comes within 9 hexes of an
// Enemy unit or Commander, he must deploy his Formation units" (16.8:
// "9 hexes (8 intervening)"), during an Action Phase.
func Test17_2_InReserveDeploysWithin9Hexes(t *testing.T) {
	r := advancedRig(t, rigMap{paths: []string{"road 0305 0405 0505 0605 0705"}})
	r.put("ifc1", "0505", "n")
	r.put("ii1", "0505", "n")
	r.put("afc1", "1905", "s")
	r.s.Stage, r.s.Side, r.s.Initiative = stCommand, "italy", "italy"
	r.do("status d1 reserve")
	r.s.Stage = stAction
	r.put("afc1", "1505", "s") // 10 hexes: nothing
	r.s.forcedDeployments()
	if r.u("ii1").On {
		t.Fatal("10 hexes: no deployment")
	}
	r.put("afc1", "1405", "s") // 9 hexes, 8 intervening: an enemy commander is enough
	r.s.forcedDeployments()
	r.s.flush()
	if !r.u("ii1").On || r.s.form("d1").Status != "" || !r.u("ifc1").FaceUp {
		t.Fatal("17.2: within 9 hexes the In Reserve Formation deploys and is Engaged")
	}
}

// 13.6.3, 19.3: "Units of a Collapsed Formation must pass a Cohesion
// Check, before upgrading each Status Level" — "No effect if
// unsuccessful".
func Test13_6_3_CollapsedRecoveryNeedsChecks(t *testing.T) {
	r := advancedRig(t, rigMap{})
	r.put("ifc1", "0505", "n")
	u := r.put("ii1", "0505", "n", "disorganized")
	r.u("ii2").Gone = "eliminated" // 8 SP
	r.u("il1").Gone = "eliminated" // 3 SP
	r.u("ic1").Gone = "eliminated" // 4 SP: 15 ≥ 14, Collapsed
	if !r.s.collapsedUnit(u) {
		t.Fatal("the test needs d1 Collapsed")
	}
	r.roll(1, 1) // the first level: 2 + the collapsed DRM ≤ CCV 4 (Disorganized), passes
	r.roll(6, 6) // the second: fails, no effect
	r.s.recover([]string{"ii1"}, combat.NonActivated, r.dice)
	r.s.flush()
	if u.Status != combat.Disordered {
		t.Fatalf("status %s, want Disordered: one level for one check passed", u.Status)
	}
	b := advancedRig(t, rigMap{})
	b.put("ifc1", "0505", "n")
	bu := b.put("ii1", "0505", "n", "disorganized")
	b.s.recover([]string{"ii1"}, combat.NonActivated, b.dice) // no die: not Collapsed
	if bu.Status != combat.Shaken {
		t.Fatalf("status %s, want Shaken: two levels without a check (13.6.2)", bu.Status)
	}
}

// 17.3: "During Night Turns, Non Activated Formations are considered In
// Reserve, for purposes of Recovery as in 17.1, if all of their units
// are not in EzoR": a Routed unit comes back on the map within 4 hexes
// of its commander (13.7), the fatigue falls by 3.
func Test17_3_NightRestAsInReserve(t *testing.T) {
	r := advancedRig(t, rigMap{})
	r.s.b.turns[r.s.Turn].Light = "night"
	r.put("ifc1", "0505", "n")
	r.put("ii1", "0505", "n")
	r.put("ai1", "1505", "s")
	ii2 := r.s.unit("ii2")
	ii2.Gone, ii2.Status, ii2.Lost = "routed", combat.Routed, 1
	d1 := r.s.form("d1")
	d1.Fatigue = 5
	r.roll(1, 1)
	r.s.marchReserve(r.dice)
	if !ii2.On || ii2.Gone != "" || ii2.Status != combat.Disorganized || r.s.b.grid.Distance(ii2.Hex, r.hex("0505")) > 4 {
		t.Fatalf("ii2: on %v gone %q status %s in %s", ii2.On, ii2.Gone, ii2.Status, ii2.Hex)
	}
	r.roll(6, 6, 6, 6, 6, 6, 6, 6)
	r.s.fatiguePhase(r.dice)
	r.s.flush()
	if d1.Fatigue != 2 {
		t.Fatalf("fatigue %d, want 5 − 3 = 2", d1.Fatigue)
	}
	r.put("ai1", "0605", "s") // now next to d1's units: no night rest
	if r.s.nightRest(r.s.b.forms["d1"]) {
		t.Fatal("17.3: a unit in an EZoR")
	}
	r.s.b.turns[r.s.Turn].Light = ""
}

// 21.5: a blocked entry switches to "another map edge hex with a road,
// delaying their entry by 1 GT for every 5 hexes (rounding up) of
// distance from the original entry hex ... toward the rear of its Army".
func Test21_5_BlockedEntrySwitches(t *testing.T) {
	r := advancedRig(t, rigMap{rules: []string{`rule rear "italy west austria east"`},
		paths: []string{"road 0103 0203 0303 0403 0503", "road 2003 1903"}})
	for _, id := range []string{"ifc2", "ii3"} {
		u := r.s.unit(id)
		u.Arrives, u.Entry = 1, r.hex("1006")
	}
	r.s.Stage, r.s.Side, r.s.Initiative = stCommand, "italy", "italy"
	r.refused("entry d2 0103", "is not blocked")
	r.put("ai1", "1006", "s")
	r.refused("entry d2 0503", "not a map edge hex with a road")
	r.refused("entry d2 2003", "not toward italy's rear, the west")
	d := r.s.b.grid.Distance(r.hex("1006"), r.hex("0103"))
	r.do("entry d2 0103")
	want := 1 + (d+4)/5
	if u := r.u("ii3"); u.Entry != r.hex("0103") || u.Arrives != want || r.u("ifc2").Arrives != want {
		t.Fatalf("ii3 enters at %s from GT %d, want 0103 from GT %d (%d hexes)", u.Entry, u.Arrives, want, d)
	}
}

// 14–21: random advanced games on the rig, every decision answered by one
// of its sample options, both armies within reach of each other: every
// game ends, snapshots survive, every Formation in play passes its
// Fatigue Phases.
func Test14_AdvancedRandomPlay(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		if codes := advancedRandomPlay(t, seed, 5, 11); codes["fatigue"] < 3*4 {
			t.Fatalf("seed %d: %d fatigue events in 3 turns of 4 Formations", seed, codes["fatigue"])
		}
	}
}

// advancedRandomPlay plays the rig's three turns with random listed
// options, the Italians' units from column italianCol, the Austrians'
// from austrianCol, a road along row 05; it returns the count of events
// by code.
func advancedRandomPlay(t *testing.T, seed uint64, italianCol, austrianCol int) map[string]int {
	r := advancedRig(t, rigMap{paths: []string{rigRoad}})
	italians := []string{"ifc1", "ifc2", "ioc", "ii1", "ii2", "ii3", "il1", "il2", "ic1", "ic2", "ia1", "ia2", "ih1"}
	austrians := []string{"afc1", "afc2", "aoc", "ai1", "ai2", "ai3", "al1", "al2", "ac1", "ac2", "aa1", "aa2", "ah1"}
	for i, id := range italians {
		r.put(id, fmt.Sprintf("%02d%02d", italianCol+i%3, 3+i/3), "ne")
	}
	for i, id := range austrians {
		r.put(id, fmt.Sprintf("%02d%02d", austrianCol+i%3, 3+i/3), "sw")
	}
	r.s.Stage, r.s.Side = stStart, "italy"
	s := r.s
	rng := rand.New(rand.NewPCG(seed, 7))
	roll := randRoller{rand.New(rand.NewPCG(seed, 9))}
	codes := map[string]int{}
	for steps := 0; s.Over == nil; steps++ {
		if steps > 5000 {
			t.Fatalf("seed %d: no end at %s", seed, s.Status())
		}
		d := s.Pending()[0]
		applied := false
		for _, i := range rng.Perm(len(d.Options)) {
			c := s.Clone().(*State)
			evs, err := c.Apply(d, adjudicator.Line{Text: d.Options[i], Kind: kindOf(d.Options[i])}, roll)
			if err != nil {
				continue
			}
			for _, e := range evs {
				codes[e.Code]++
			}
			s, applied = c, true
			break
		}
		if !applied {
			t.Fatalf("seed %d: no option of %s applies: %v", seed, d.Kind, d.Options)
		}
		if steps%13 == 0 {
			roundTrip(t, s)
		}
	}
	return codes
}

// 17 and the fog of war: what an In Reserve Formation's units are — off
// the map, with the commander face down — never reaches the enemy: his
// view is the same byte for byte whatever their strength and status.
func Test17_InReserveUnitsAreHiddenFromTheEnemy(t *testing.T) {
	views := map[string]bool{}
	for i, words := range [][]string{nil, {"disordered"}, {"disorganized", "low-ammo"}} {
		r := advancedRig(t, rigMap{})
		r.put("ifc1", "0505", "n")
		r.put("ii1", "0505", "n", words...).Lost = i
		r.put("ic1", "0605", "n")
		r.put("ai1", "1905", "s")
		r.s.Stage, r.s.Side, r.s.Initiative = stCommand, "italy", "italy"
		r.do("status d1 reserve")
		v := r.s.View("austria")
		views[string(v.Data)+v.Text] = true
		own := r.s.View("italy")
		if !strings.Contains(string(own.Data), `"ifc1"`) {
			t.Fatal("the owner sees his commander")
		}
	}
	if len(views) != 1 {
		t.Fatalf("the enemy's view differs with the In Reserve units' state: %d versions", len(views))
	}
}
