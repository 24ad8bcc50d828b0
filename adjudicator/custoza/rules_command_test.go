package custoza

import (
	"slices"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
)

// The sequence of play (3), command (4), Formations and activation (5),
// through the engine.

// 3·1: "Each Player rolls two dice, adding the Command Rating of the
// Overall Commander, if in play. ... Re-roll on ties."; 23.1.1: a fixed
// initiative.
func Test3_1_InitiativeThroughTheEngine(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("aoc", "1505", "n") // rating 2
	r.s.Stage, r.s.Side = stStart, "italy"
	r.roll(4, 4, 3, 3) // italy 8, austria 6 + 2 = 8: a tie
	r.roll(5, 5, 2, 2) // italy 10, austria 4 + 2 = 6
	r.do("begin turn")
	if r.s.Initiative != "italy" {
		t.Fatalf("initiative %s, want italy", r.s.Initiative)
	}
	r.done()
	f := newRig(t, rigMap{rules: []string{"rule initiative austria"}})
	f.s.Stage, f.s.Side = stStart, "italy"
	f.do("begin turn")
	if f.s.Initiative != "austria" {
		t.Fatal("23.x.1's fixed initiative was not kept")
	}
}

// 3·2.2: "if players pass three times in sequence (i.e. Player 1, Player
// 2, then again Player 1), the Phase ends"; a failed attempt is an
// attempt (it breaks the sequence).
func Test3_2_2_ThreePassesEndThePhase(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("ifc1", "0505", "n")
	r.put("ii1", "0506", "n")
	r.put("afc1", "1505", "n")
	r.put("ai1", "1506", "n")
	r.s.markCommand()
	r.do("pass")
	r.roll(6) // austria: a natural 6, loose cannon: the Initiative Table roll follows
	r.roll(1) // halt: counts as activated
	r.do("activate k1")
	r.do("pass")
	r.do("pass") // austria has nothing left: it passes by itself, the third
	r.saw("three passes in sequence")
	if r.s.Stage == stActivate {
		t.Fatal("the Action Phase did not end")
	}
	if r.s.form("d1").Activated {
		t.Fatal("d1 activated")
	}
}

// 3·2.2.c, 13.6.1: at the end of its activation a unit that did no
// action, not in an enemy ZoR, recovers 2 levels; one that moved half its
// MA or less, 1.
func Test13_6_1_RecoveryAtTheEndOfTheActivation(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("ifc1", "0510", "n")
	r.put("ii1", "0509", "n", "disorganized")
	r.put("ii2", "0609", "n", "disorganized")
	r.act("d1")
	r.do("move ii2 0608 0607")
	r.quiet()
	r.do("done")
	if r.u("ii1").Status != combat.Shaken {
		t.Fatalf("ii1 (no action) is %s, want Shaken (+2)", r.u("ii1").Status)
	}
	if r.u("ii2").Status != combat.Disordered {
		t.Fatalf("ii2 (2 of 5 MP) is %s, want Disordered (+1)", r.u("ii2").Status)
	}
	if len(r.s.Markers) != 0 {
		t.Fatal("the markers stay after the activation (3·2.2.c)")
	}
}

// 13.6.2, 3·3: in the Non Activated Formations Phase a unit that does not
// move recovers 2 levels; one withdrawing from an enemy ZoR moves (no MP)
// and recovers 1 out of the ZoR.
func Test13_6_2_RecoveryInTheNonActivatedPhase(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("ifc1", "0510", "n")
	r.put("ii1", "0509", "n", "disorganized")
	r.put("ii2", "0506", "n", "disorganized")
	r.put("ai1", "0505", "s")
	r.s.markCommand()
	r.s.Initiative = "austria"
	r.s.nonActivated(r.dice)
	if r.u("ii1").Status != combat.Shaken {
		t.Fatalf("ii1 (did not move) is %s, want Shaken", r.u("ii1").Status)
	}
	if r.u("ii2").Status != combat.Disordered {
		t.Fatalf("ii2 (withdrew) is %s, want Disordered", r.u("ii2").Status)
	}
}

// 3·4, 4.1, 4.1.1: units beyond their commander's range at the start of
// the Action Phase are Out of Command; in the Out of Command Units Phase
// they may move only to end closer to him.
func Test4_1_OutOfCommand(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("ifc1", "0501", "n")
	r.put("ii1", "0507", "n") // 6 hexes
	r.put("ii2", "0504", "n") // 3 hexes
	r.s.markCommand()
	if !r.u("ii1").OOC || r.u("ii2").OOC {
		t.Fatalf("OOC: ii1 %v, ii2 %v; want true, false", r.u("ii1").OOC, r.u("ii2").OOC)
	}
	r.s.Initiative = "austria"
	r.s.endActionPhase(r.dice)
	r.s.advance(r.dice)
	r.owes(kOOC, "italy")
	r.refused("ooc ii1 0508", "must end closer to FC One")
	r.do("ooc ii1 0506 0505")
	r.at("ii1", "0505")
}

// 4.2: "The Command Range is four hexes ... Count 1 when tracing through a
// non-Road hex and count ½ when tracing ... through hexes with Roads ...
// The range cannot trace through an Enemy ZoR (EZoR), if no friendly unit
// is present in the EZoR hex, or through unbridged Mincio River
// hexsides"; Goito 5.2.2 unbridged River hexsides, 001 also streams (rule
// command-streams block).
func Test4_2_CommandRange(t *testing.T) {
	road := rigMap{paths: []string{"minor-road 0501 0502 0503 0504 0505 0506 0507 0508 0509"}}
	r := newRig(t, road)
	r.put("ifc1", "0501", "n")
	if d := r.s.commandDistance("italy", r.hex("0501"), r.hex("0509"), CommandRange); d != 8 {
		t.Fatalf("8 road hexes: %d half hexes, want 8 (4 hexes)", d)
	}
	if r.s.commandDistance("italy", r.hex("0501"), r.hex("0509"), 3) >= 0 {
		t.Fatal("8 road hexes are within 3")
	}
	// an enemy ZoR with no friendly unit blocks the trace
	r.put("ai1", "0604", "s")
	r.put("ai2", "0404", "s")
	if r.s.commandDistance("italy", r.hex("0502"), r.hex("0506"), CommandRange) >= 0 {
		t.Fatal("the command range traced through an enemy ZoR")
	}
	r.put("ii1", "0504", "n")
	r.put("ii2", "0505", "n")
	r.put("ii3", "0503", "n")
	if r.s.commandDistance("italy", r.hex("0502"), r.hex("0506"), CommandRange) < 0 {
		t.Fatal("friendly units in the enemy ZoR do not open the trace")
	}
	// the Mincio's hexes
	m := newRig(t, rigMap{terrain: map[string]byte{"0505": 'M', "0405": 'M', "0605": 'M', "0604": 'M', "0406": 'M', "0606": 'M'}})
	if m.s.commandDistance("italy", m.hex("0504"), m.hex("0506"), CommandRange) >= 0 {
		t.Fatal("the command range crossed the Mincio")
	}
	// Goito: river hexsides; streams only by 001's reading
	g := newRig(t, rigMap{edition: EditionGoito, hexsides: []string{"stream 0505/n", "stream 0505/ne", "stream 0505/nw", "stream 0505/s", "stream 0505/se", "stream 0505/sw"}})
	if g.s.commandDistance("italy", g.hex("0504"), g.hex("0505"), CommandRange) < 0 {
		t.Fatal("a stream blocks the command range in 000's reading")
	}
	g = newRig(t, rigMap{edition: EditionGoito, rules: []string{"rule command-streams block"},
		hexsides: []string{"stream 0505/n", "stream 0505/ne", "stream 0505/nw", "stream 0505/s", "stream 0505/se", "stream 0505/sw"}})
	if g.s.commandDistance("italy", g.hex("0504"), g.hex("0505"), CommandRange) >= 0 {
		t.Fatal("rule command-streams block: the stream does not block")
	}
}

// 4.3: "Units listed by the Scenario instructions as Reserve units can be
// activated once per GT by any Formation Commander within Range. Each
// Formation can activate one Reserve unit only. Any Reserve units out of
// Command Range, or simply not Activated, can move during the Out of
// Command Movement phase."
func Test4_3_ReserveUnits(t *testing.T) {
	extra := "counter ir1 \"Reserve Battery\" side=italy type=art size=1 sp=3 cv=7 ma=6 reserve=yes\n" +
		"counter ir2 \"Reserve Howitzers\" side=italy type=art size=1 sp=3 cv=7 ma=6 reserve=yes\n"
	r := newRig(t, rigMap{extra: extra})
	r.put("ifc1", "0505", "n")
	r.put("ifc2", "1505", "n")
	r.put("ir1", "0507", "n")
	r.put("ir2", "0508", "n")
	r.put("ai1", "0503", "s")
	r.act("d1")
	r.refused("move ir1 0607", "is a Reserve unit")
	r.do("reserve ir1")
	r.refused("reserve ir2", "activates one only (4.3)")
	r.roll(2, 2)
	r.do("fire ir1 0503")
	r.quiet()
	// d2's commander is too far from ir2
	r.s.Side = "italy"
	r.activate("d2")
	r.refused("reserve ir2", "beyond the command range")
	r.refused("reserve ir1", "once per GT")
	// ir2, not activated, moves in the Out of Command Units Phase
	r.s.Active = ""
	r.s.Stage = stActivate
	r.s.endActionPhase(r.dice)
	r.s.advance(r.dice)
	r.owes(kOOC, "italy")
	r.do("ooc ir2 0609")
	r.at("ir2", "0609")
}

// 5.1.2, 5.2: an unmodified 6 is a Loose Cannon: the Formation activates
// by its commander's initiative (the Initiative Table with the Mood DRM)
// and counts as activated.
func Test5_2_LooseCannon(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("ifc1", "0505", "n")
	r.put("ii1", "0506", "n")
	r.s.markCommand()
	r.s.form("d1").Mood = 2
	r.roll(6, 3) // 3 + 2 = 5: attack
	r.do("activate d1")
	r.saw("loose cannon (5.2)")
	r.saw("attack")
	if !r.s.form("d1").Activated {
		t.Fatal("a loose cannon counts as activated")
	}
}

// 5.2: the commander's initiative: a loose cannon's Attack result obliges
// at least one marker when one can be placed, so "done declare" is neither
// accepted nor offered until then.
func Test5_2_LooseCannonAttackObligesAMarker(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("ifc1", "0505", "n")
	r.put("ii1", "0506", "n")
	r.put("afc1", "0509", "n")
	r.put("ai1", "0507", "s")
	r.s.markCommand()
	r.s.form("d1").Mood = 2
	r.roll(6, 3) // 3 + 2 = 5: attack
	r.do("activate d1")
	r.saw("attack")
	d := r.s.decisions(true)[0]
	if d.Kind != kDeclare || slices.Contains(d.Accepts, kDoneDeclare) || slices.Contains(d.Options, "done declare") {
		t.Fatalf("after an Attack result: %s accepts %v, offers %v", d.Kind, d.Accepts, d.Options)
	}
	if len(d.Options) == 0 || d.Default == nil || d.Default.Text != d.Options[0] {
		t.Fatalf("no declaration offered, or the default is not the first: %v, %+v", d.Options, d.Default)
	}
	r.refused("done declare", "does not answer")
}

// 5.1.3: "A Formation Commander within the Command Range of its Overall
// Commander has an additional -1 DRM to its Activation Die Roll."
func Test5_1_3_OverallCommanderRange(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("ifc1", "0505", "n")
	r.put("ii1", "0506", "n")
	r.put("ioc", "0503", "n") // rating 2: 2 hexes
	r.s.markCommand()
	r.roll(5) // 5 - 1 = 4 <= 4
	r.do("activate d1")
	r.saw("rolled 5, modified 4: activated")
}

// 26.1.3 (rule reluctance): "an Engaged Italian Formation rolling natural 5
// or 6 to activate cannot move and is finished for the GT; lifted for good
// after its first assault/charge (attacker or defender)".
func Test26_1_3_Reluctance(t *testing.T) {
	r := newRig(t, rigMap{rules: []string{"rule reluctance italy"}})
	r.put("ifc1", "0505", "n")
	r.put("ii1", "0506", "n")
	r.s.markCommand()
	r.roll(6) // no Initiative Table roll follows
	r.do("activate d1")
	r.saw("reluctant, it cannot move and is finished for the GT (26.1.3)")
	if !r.s.form("d1").Activated || r.s.Stage == stDeclare {
		t.Fatal("a reluctant 6 let the Formation act")
	}
	r.s.form("d1").Eager = true
	r.s.form("d1").Activated = false
	r.s.Stage, r.s.Side = stActivate, "italy"
	r.roll(5) // 5 > 4: failed, no longer reluctant
	r.do("activate d1")
	r.saw("rolled 5, modified 5: failed")
	r.done()
}

// 3·4, 7.10: in the Out of Command Units Phase only out-of-command units
// move; a commander moves in his own Formation's activation. The host
// refuses `ooc COMMANDER …`, and the offline check on the side's view
// says so too.
func Test3_4_OOCLineNamingACommanderCheckedAsTheHostDoes(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("ifc1", "0501", "n")
	r.put("ii1", "0507", "n") // 6 hexes: out of command
	r.s.markCommand()
	r.s.Initiative = "austria"
	r.s.endActionPhase(r.dice)
	r.s.advance(r.dice)
	r.owes(kOOC, "italy")
	for _, line := range []string{"ooc ifc1 0502", "ooc ifc1 to 0503"} {
		r.refused(line, "moves in his own Formation's activation (7.10)")
		if c := checkOne(t, r.s, "italy", "d1", line); c.Verdict == adjudicator.CheckOK {
			t.Fatalf("the offline check accepts %q, which the host refuses: %s", line, c.Msg)
		}
	}
}
