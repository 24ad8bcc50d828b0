package custoza

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/custoza/combat"
)

// The corrections of Custoza rules revision 2 (System.Revision), each
// tested with the rule it corrects and, under revision 1, the behaviour
// games already played keep.

// 10.1: "The target hex must be within the MA of any Assaulting Force,
// with the path of assault traced through the Assaulting hex." ai1 (MA 5)
// stands 5 clear hexes from the marker hex: the target is the 6th.
func Test10_1_AssaultTargetWithinTheMA(t *testing.T) {
	for _, c := range []struct {
		rev  int
		from string
		ok   bool
	}{
		{2, "0510", true},  // 4 MP to 0506, 1 into 0505
		{2, "0511", false}, // 5 MP to 0506, the 6th into 0505
		{1, "0511", true},  // revision 1 costed the path to the marker only
	} {
		r := newRig(t, rigMap{rev: c.rev})
		r.put("afc1", c.from, "n")
		r.put("ai1", c.from, "n")
		r.put("ii3", "0505", "s")
		r.activate("k1")
		line := "declare assault 0505 from 0506 by ai1"
		if c.ok {
			r.do(line)
			continue
		}
		r.refused(line, "with the MP to enter the target 0505 left (10.1)")
		// the marker placed for another Force, ai1's assault is refused too
		r.put("ai2", "0408", "n")
		r.do("declare assault 0505 from 0506 by ai2")
		r.do("done declare")
		r.refused("assault ai1 0505", "cannot reach 0505 through a marker pointing at it within its MA (10.1")
		r.refused("assault ai1 0505 via 0510 0509 0508 0507 0506", "the target hex must be within the MA (10.1)")
	}
}

// 9.1: "The target hex must be within the MA ... of any one Charging
// Force, with the path of charge traced through the Charging hex." ac1
// (MA 8) stands 8 clear hexes from the marker hex: the target is the 9th.
func Test9_1_ChargeTargetWithinTheMA(t *testing.T) {
	for _, c := range []struct {
		rev  int
		from string
		ok   bool
	}{
		{2, "0510", true},  // 7 MP to 0503, 1 into 0502
		{2, "0511", false}, // 8 MP to 0503, the 9th into 0502
		{1, "0511", true},
	} {
		r := newRig(t, rigMap{rev: c.rev})
		r.put("afc1", "0512", "n")
		r.put("ac1", c.from, "n")
		r.put("ii3", "0502", "s")
		r.activate("k1")
		line := "declare charge 0502 from 0503 by ac1"
		if c.ok {
			r.do(line)
			continue
		}
		r.refused(line, "with the MP to enter the target 0502 left (9.1, 9.3)")
	}
}

// 10.5: "The attacker must retreat into one of his Rear hexes"; 2.7:
// "All units in a hex must always point to one hexside ... Each unit has
// three Front hexes and three Rear hexes. Exception: units in Village and
// Fortress hexes have all around facing (no rear hexes)". The exception
// protects a unit from attacks on its rear; a losing attacker in a
// Village marker hex retreats into the rear hexes of the hexside it
// points to. Revision 1 found no rear hex there and eliminated it.
func Test10_5_AttackerRetreatsFromAVillage(t *testing.T) {
	for _, rev := range []int{2, 1} {
		r := newRig(t, rigMap{rev: rev, terrain: map[string]byte{"0506": 'v'}})
		attackFromAllRoundHex(t, r, rev)
	}
	// Goito 11.3 with 3.1.1: "Village and Farmhouse hexes have all around
	// front facing (no rear hexes)"
	for _, rev := range []int{2, 1} {
		r := newRig(t, rigMap{rev: rev, edition: EditionGoito, terrain: map[string]byte{"0506": 'h'}})
		attackFromAllRoundHex(t, r, rev)
	}
}

// attackFromAllRoundHex: ii1 assaults 0505 from the marker hex 0506, an
// all-round hex, and loses.
func attackFromAllRoundHex(t *testing.T, r *rig, rev int) {
	t.Helper()
	r.put("ifc1", "0508", "n")
	r.put("ii1", "0507", "n")
	r.put("ai3", "0505", "s")
	r.act("d1", "declare assault 0505 from 0506 by ii1")
	r.roll(1, 1) // 8:8 1-1, column 0, 2: 2S2/0S1/R, the attacker loses
	r.do("assault ii1 0505")
	r.quiet()
	r.saw("the defender wins")
	if rev == 1 {
		if u := r.u("ii1"); u.Gone != "surrendered" {
			t.Fatalf("revision 1: ii1 is %q in %s, want surrendered", u.Gone, u.Hex)
		}
		return
	}
	if u := r.u("ii1"); u.Gone != "" || u.Hex.String() == "0506" {
		t.Fatalf("ii1 is %q in %s, want retreated from the all-round hex:\n%s", u.Gone, u.Hex, r.events())
	}
	r.saw("retreats from 0506 to 0507 (" + r.s.rule("10.5", "11.3") + ")")
}

// Goito 10.1.1: "The target hex and all hexes/hexsides of the path of
// Charge can only be Clear, but no other terrain." A stream hexside
// between the Charging hex and the target: revision 1 let the charge
// cross it (002 9.2 allows Stream hexsides; Goito does not).
func TestGoito10_1_1_ChargeCrossesNoStream(t *testing.T) {
	for _, rev := range []int{2, 1} {
		r := newRig(t, rigMap{rev: rev, edition: EditionGoito, hexsides: []string{"stream 0506/n"}})
		r.put("afc1", "0510", "n")
		r.put("ac1", "0509", "n")
		r.put("ii1", "0505", "s")
		r.activate("k1")
		line := "declare charge 0505 from 0506 by ac1"
		if rev == 1 {
			r.do(line)
			continue
		}
		r.refused(line, "a charge crosses only Clear terrain, no hexside feature (Goito 10.1.1)")
	}
}

// 3·2.2.c, 13.6.1, 4.1, 3·4: units Out of Command do not act in their
// Formation's activation; they "can move now, and Recover Status Levels"
// in the Out of Command Units Phase (13.6.2), once. Revision 1 let them
// recover at the end of the activation too.
func Test13_6_1_OutOfCommandUnitsRecoverOnlyInTheirPhase(t *testing.T) {
	for _, rev := range []int{2, 1} {
		r := newRig(t, rigMap{rev: rev})
		r.put("ifc1", "0501", "n")
		r.put("ii1", "0507", "n", "disorganized") // 6 hexes: out of command
		r.put("ii2", "0502", "n")
		r.act("d1")
		if !r.u("ii1").OOC {
			t.Fatal("ii1 is in command")
		}
		r.do("done")
		want := combat.Disorganized
		if rev == 1 {
			want = combat.Shaken
		}
		if st := r.u("ii1").Status; st != want {
			t.Fatalf("revision %d: out of command ii1 is %s after its Formation's activation, want %s:\n%s", rev, st, want, r.events())
		}
	}
}

// 13.6.1: "each unit moving half MA, or less, not in EZoR, recovers 1
// Status Level". il1 (MA 6) moves 3½ MP along a road in March Movement:
// more than half; ii1 (MA 5) 2½: exactly half. Revision 1 truncated the
// 3½ to 3 and recovered il1.
func Test13_6_1_HalfMAOrLessCountsFractions(t *testing.T) {
	road := rigMap{paths: []string{"road 0512 0511 0510 0509 0508 0507 0506 0505 0504 0503"}}
	for _, rev := range []int{2, 1} {
		m := road
		m.rev = rev
		r := newRig(t, m)
		r.put("ifc1", "0712", "n")
		r.put("il1", "0510", "n", "march", "disorganized")
		r.put("ii1", "0512", "n", "march", "disorganized")
		r.act("d1")
		r.do("move il1 march 0509 0508 0507 0506 0505 0504 0503") // 7 × ½
		r.quiet()
		r.do("move ii1 march 0511 0510 0509 0508 0507") // 5 × ½
		r.quiet()
		if r.decision().Kind == "action" {
			r.do("done")
		}
		r.saw("activation is over")
		want := combat.Disorganized
		if rev == 1 {
			want = combat.Disordered
		}
		if st := r.u("il1").Status; st != want {
			t.Fatalf("revision %d: il1 after 3½ MP of 6 is %s, want %s:\n%s", rev, st, want, r.events())
		}
		if st := r.u("ii1").Status; st != combat.Disordered {
			t.Fatalf("revision %d: ii1 after 2½ MP of 5 is %s, want Disordered (half MA or less):\n%s", rev, st, r.events())
		}
	}
}

// Goito A: "Each Player rolls two dice, adding the Command Rating of the
// Overall Commander" — without 002 3·1's "if in play". The Italian OC
// (rating 2) is on the map, the Austrian (rating 2) still off it: Italy
// 2+2 + 2 = 6, Austria 3+3 = 6, + 2 under revision 2 = 8 and the
// initiative; revision 1 left his rating out: a tie, re-rolled.
func TestGoitoA_OverallCommanderOffTheMapAddsHisRating(t *testing.T) {
	for _, rev := range []int{2, 1} {
		r := newRig(t, rigMap{rev: rev, edition: EditionGoito})
		r.put("ioc", "1505", "n")
		r.s.Stage, r.s.Side = stStart, "italy"
		r.roll(2, 2, 3, 3)
		if rev == 1 {
			r.roll(6, 6, 1, 1) // the re-roll
		}
		r.do("begin turn")
		want := map[int]string{2: "austria", 1: "italy"}[rev]
		if string(r.s.Initiative) != want {
			t.Fatalf("revision %d: initiative %s, want %s:\n%s", rev, r.s.Initiative, want, r.events())
		}
		r.done()
	}
}

// 10.6: "Artillery units have no effect on an Assault/Charge, but suffer
// the consequences"; 8.8: "Out of Ammo units ... receive a negative DRM in
// Combat". Out-of-ammo artillery stacked with the defender gives the
// attacker no DRM; revision 1 gave it.
func Test10_6_OutOfAmmoArtilleryGivesNoAssaultDRM(t *testing.T) {
	for _, rev := range []int{2, 1} {
		r := assaultRig(t, rigMap{rev: rev})
		r.put("ii3", "0505", "s")
		r.put("ia1", "0505", "s", "out-of-ammo")
		r.act("k1", "declare assault 0505 from 0506 by ai1")
		r.dice.fill = 3
		r.do("assault ai1 0505")
		r.quiet()
		r.saw("8 SP against 8 SP")
		if got := r.seen("defender-out-of-ammo"); got != (rev == 1) {
			t.Fatalf("revision %d: the defender-out-of-ammo DRM applied %v:\n%s", rev, got, r.events())
		}
	}
}

// 11.5.4: "Make a Cohesion Check (13.2) for the Force ... If no unit loses
// Status Levels, the Square is formed, and also Artillery Forces in the
// hex are included in the Square." ii1 (line infantry) forms square;
// il1, light infantry in the same hex, is another Force (2.8) and made no
// check: it stays out. Revision 1 squared it too.
func Test11_5_4_SquareIsTheReactingForces(t *testing.T) {
	for _, rev := range []int{2, 1} {
		r := newRig(t, rigMap{rev: rev})
		r.put("afc1", "0509", "n")
		r.put("ac1", "0508", "n")
		r.put("ii1", "0505", "s")
		r.put("il1", "0505", "s")
		r.put("ia1", "0505", "s")
		r.act("k1", "declare charge 0505 from 0506 by ac1")
		r.roll(3, 3, 3, 3)
		r.do("charge ac1 0505")
		r.owes("react", "italy")
		r.do("react ii1 square")
		if !r.u("ii1").Square || !r.u("ia1").Square {
			t.Fatalf("revision %d: the square did not form or left the artillery out: %v %v", rev, r.u("ii1").Square, r.u("ia1").Square)
		}
		if got := r.u("il1").Square; got != (rev == 1) {
			t.Fatalf("revision %d: il1, another Force, in square: %v", rev, got)
		}
	}
}

// 7.5: "Commanders cannot enter EZoRs if the hex is not already occupied
// by friendly units": ifc1 alone joins ii2 in 0506, in ai1's ZoR.
// Revision 1 accepted the line and stopped him halfway, at 0507.
func Test7_5_CommanderEntersAnEnemyZoRHexWithFriends(t *testing.T) {
	for _, rev := range []int{2, 1} {
		r := newRig(t, rigMap{rev: rev})
		r.put("ifc1", "0508", "n")
		r.put("ii2", "0506", "n")
		r.put("ai1", "0505", "s")
		r.act("d1")
		r.do("move ifc1 0507 0506")
		r.quiet()
		want := map[int]string{2: "0506", 1: "0507"}[rev]
		r.at("ifc1", want)
	}
}

// 7.5: "During Movement, a Force can enter an EZoR only on an
// Assault/Charge marker ... Forces entering an EZoR (it must occur on an
// Assault marker) must attack the Force projecting the ZoR." A `move`
// onto the Force's own marker is refused with that rule, not as if the
// hex held no marker (revision 1's words).
func Test7_5_MoveOntoItsOwnMarkerIsRefusedByTheAttackRule(t *testing.T) {
	for _, rev := range []int{2, 1} {
		r := newRig(t, rigMap{rev: rev})
		r.put("ifc1", "0508", "n")
		r.put("ii1", "0508", "n")
		r.put("ai1", "0505", "s")
		r.act("d1", "declare assault 0505 from 0506 by ii1")
		if rev == 1 {
			r.refused("move ii1 0507 0506", "only on an Assault/Charge marker")
			continue
		}
		r.refused("move ii1 0507 0506", "must attack the Force projecting it (7.5): `assault` or `charge` takes it there")
		r.do("assault ii1 0505 via 0507 0506")
	}
}

// 9.7: "Both Charging and Countercharging cavalry units are Exhausted at
// the end of the charge and can execute Exhausted movement, Charging Force
// first." ic1 has countercharged and waits for its exhausted movement
// behind ac1's: it may not counterattack ac1 in between. Revision 1 let
// it, by standing order.
func Test9_7_NoCounterattackBeforeTheExhaustedMovements(t *testing.T) {
	for _, rev := range []int{2, 1} {
		r := newRig(t, rigMap{rev: rev})
		r.put("ac1", "0506", "n", "exhausted")
		r.put("ic1", "0505", "s", "exhausted")
		r.s.Later = []Operation{{Kind: opExhausted, Side: "italy", Units: []string{"ic1"}, Marker: -1}}
		rx := Reaction{Units: []string{"ic1"}, Trigger: trLeave, By: []string{"ac1"}, At: r.hex("0506")}
		why := r.s.reactionRefused(rx, rxCounter)
		if rev == 1 {
			if why != "" {
				t.Fatalf("revision 1 refused the counterattack: %s", why)
			}
			continue
		}
		if want := "its exhausted movement comes after the Charging Force's (9.7)"; !strings.Contains(why, want) {
			t.Fatalf("the counterattack refused with %q, want %q", why, want)
		}
	}
}

// 7.8.1: units in March Movement "cannot use roads or bridges if the
// entered hex has a combined total of more than 3 stacking points,
// including the entering unit". il1 (1 point) may not cross onto the
// Mincio bridge 0505 where ii2 (3) stands: the refusal names 7.8.1, not
// only the terrain (revision 1: "impassable terrain (TEC, …)").
func Test7_8_1_BridgeStackingRefusalNamesItsRule(t *testing.T) {
	m := rigMap{terrain: map[string]byte{"0405": 'M', "0505": 'm', "0605": 'M', "0404": 'M', "0604": 'M'},
		paths: []string{"minor-road 0507 0506 0505 0504 0503"}}
	for _, rev := range []int{2, 1} {
		m.rev = rev
		r := newRig(t, m)
		r.put("ifc1", "0509", "n")
		r.put("ii2", "0505", "n", "march")
		r.put("il1", "0506", "n", "march")
		r.act("d1")
		want := map[int]string{2: "more than 3, the entering unit included (7.8.1)", 1: "impassable terrain for inf (TEC, mincio-bridge)"}[rev]
		r.refused("move il1 march 0505 0504", want)
	}
}

// 9.2: "The target hex and all hexes/hexsides of the path of Charge can
// only be: Clear or Cultivated terrain". ac1's front hexes lead to the
// marker hex only through woods: the refusal names 9.2, not the facing
// of 9.3 (revision 1's words).
func Test9_2_ChargePathRefusalNamesTheTerrain(t *testing.T) {
	woods := map[string]byte{"0407": 'w', "0507": 'w', "0607": 'w', "0408": 'w', "0608": 'w', "0508": 'w'}
	for _, rev := range []int{2, 1} {
		r := chargeRig(t, rigMap{rev: rev, terrain: woods})
		r.put("ii1", "0505", "s")
		r.activate("k1")
		want := map[int]string{2: "crosses terrain a charge may not: a charge crosses only Clear or Cultivated terrain and Stream or Slope hexsides (9.2)", 1: "without changing facing (9.1, 9.3)"}[rev]
		r.refused("declare charge 0505 from 0506 by ac1", want)
	}
}

// 22.2.2: "A unit can Retreat through (but not into) a Bridge over the
// Mincio River, but it incurs an additional Status Level loss"; 10.5.2:
// "All Forces passed through by retreating Forces because of stacking
// violations lose one Status Level". Each loss is an event naming its rule
// and the status it leaves; revision 1 told none (a unit routed so just
// vanished).
func Test22_2_2_10_5_2_RetreatLevelLossesAreEvents(t *testing.T) {
	m := rigMap{terrain: map[string]byte{"0405": 'M', "0505": 'm', "0605": 'M', "0404": 'M', "0604": 'M'},
		paths: []string{"minor-road 0507 0506 0505 0504 0503"}}
	for _, rev := range []int{2, 1} {
		m.rev = rev
		x := newRig(t, m)
		x.s.b.specs["ai1"].SP = 16
		x.put("ii1", "0506", "s")
		x.put("afc1", "0509", "n")
		x.put("ai1", "0508", "n")
		x.act("k1", "declare assault 0506 from 0507 by ai1")
		x.roll(4, 3, 2, 2) // as Test22_2_Mincio: 1S2, then the bridge
		x.do("assault ai1 0506")
		x.quiet()
		x.at("ii1", "0504")
		if got := x.seen("status level(s) lost retreating through the Mincio bridge 0505 (22.2.2)"); got != (rev == 2) {
			t.Fatalf("revision %d: the bridge's level told: %v\n%s", rev, got, x.events())
		}
		if rev == 2 {
			x.saw("is now Disorganized")
		}
	}
	for _, rev := range []int{2, 1} {
		r := assaultRig(t, rigMap{rev: rev, terrain: map[string]byte{"0405": 'M', "0605": 'M', "0404": 'M', "0604": 'M'}})
		r.s.b.specs["ai1"].SP = 16
		r.put("ii3", "0505", "s")
		r.put("ii1", "0503", "s")
		r.put("il1", "0503", "s")
		r.act("k1", "declare assault 0505 from 0506 by ai1")
		r.roll(6, 6)
		r.do("assault ai1 0505")
		r.quiet()
		if got := r.seen("retreating over the stacking limit (10.5.2)"); got != (rev == 2) {
			t.Fatalf("revision %d: the passed-through level told: %v\n%s", rev, got, r.events())
		}
	}
}

// 11.5.3: "A failed Reaction Cohesion Check prevents the counterattack,
// but does not affect the Unit Status." The detail lines say so too;
// revision 1's said "loses N level(s)" under a summary of "no status
// lost".
func Test11_5_3_FailedCounterattackCheckDetailLosesNothing(t *testing.T) {
	for _, rev := range []int{2, 1} {
		r := newRig(t, rigMap{rev: rev})
		r.put("afc1", "0509", "n")
		r.put("ai1", "0508", "n")
		r.put("ii1", "0505", "s")
		r.act("k1", "declare assault 0505 from 0506 by ai1")
		r.do("assault ai1 0505")
		r.dice.fill = 3
		r.roll(6, 6)
		r.do("react ii1 counter")
		r.saw("fails its check: no counterattack, no status lost")
		if got := r.seen("no status level lost (11.5.3)"); got != (rev == 2) {
			t.Fatalf("revision %d: the detail says no level lost: %v\n%s", rev, got, r.events())
		}
		if got := r.seen("loses 4 level(s)") || r.seen("loses 3 level(s)"); got != (rev == 1) {
			t.Fatalf("revision %d: the detail gives the Effects Table's levels: %v\n%s", rev, got, r.events())
		}
	}
}

// 10.6.1: "Artillery units alone in a hex are permanently eliminated ...
// without rolling the dice for the Combat, after any reaction by enemy
// units adjacent to the hex". No combat is fought: the attacker entering
// the battery's hex enters ic1's ZoR (11.1 b, `on enter`), it does not
// advance after combat (11.1 e; revision 1's trigger).
func Test10_6_1_EnteringALoneBatteryTriggersEnter(t *testing.T) {
	for _, rev := range []int{2, 1} {
		r := assaultRig(t, rigMap{rev: rev})
		r.put("ia1", "0505", "s")
		r.put("ifc1", "0404", "n")
		r.put("ic1", "0405", "s") // next to 0505, not to 0506
		r.act("k1", "declare assault 0505 from 0506 by ai1")
		r.do("assault ai1 0505")
		var trigger string
		for i := 0; i < 10; i++ {
			r.orderByDefault("")
			if r.decision().Kind != "react" {
				break
			}
			if rx := r.s.Reacts[0]; contains(rx.Units, "ic1") {
				trigger = rx.Trigger
				break
			}
			r.do("react " + forceKey(r.s.units(r.s.Reacts[0].Units)) + " none")
		}
		want := map[int]string{2: trEnter, 1: trAdvance}[rev]
		if trigger != want {
			t.Fatalf("revision %d: ic1 reacts to %q, want %q:\n%s", rev, trigger, want, r.events())
		}
	}
}

// 7.1: a face-down counter shows "Unit Type ... Stacking Value ...
// Formation". A unit of no formation shows none: "no formation", where
// revision 1 wrote "formation )".
func Test7_1_BackOfAUnitWithoutFormation(t *testing.T) {
	for _, rev := range []int{2, 1} {
		r := newRig(t, rigMap{rev: rev, extra: "counter xg \"Garrison\" side=austria type=inf size=3 sp=3 cv=9 ma=5\n"})
		u := r.put("xg", "0505", "s")
		r.put("ii1", "0510", "n")
		got := r.s.describe([]*Unit{u}, "italy")
		want := map[int]string{2: "(stacking value 3, no formation)", 1: "(stacking value 3, formation )"}[rev]
		if !strings.Contains(got, want) {
			t.Fatalf("revision %d: italy sees %q, want %q", rev, got, want)
		}
	}
}

// 21.4: "Units entering without their Commander, enter the map and move
// during the Out of Command Phase": a Formation enters with its commander
// unless he is kept back. afc1 and ai1 wait at 0512; ai1 enters and
// afc1 comes in with it. Revision 1 left him off the map.
func Test21_4_ReinforcementsEnterWithTheirCommander(t *testing.T) {
	for _, rev := range []int{2, 1} {
		r := newRig(t, rigMap{rev: rev})
		for _, id := range []string{"afc1", "ai1", "al1"} {
			u := r.u(id)
			u.On, u.Arrives, u.Entry = false, r.s.Turn, r.hex("0512")
		}
		r.put("ii1", "0505", "s")
		r.act("k1")
		r.do("move ai1 0512 0511 0510")
		r.quiet()
		r.at("ai1", "0510")
		if on := r.u("afc1").On; on != (rev == 2) {
			t.Fatalf("revision %d: afc1 on the map %v", rev, on)
		}
		if rev == 2 {
			r.at("afc1", "0512")
			r.saw("enters at 0512 with his Formation's first units (21.4)")
			r.do("move afc1 0511") // and he may still move (7.10)
			r.at("afc1", "0511")
		}
	}
}

// Goito 7.1, 6.1.1: the events of a Goito game cite Goito's own rule
// numbers, as their details do; revision 1 cited 002's (6.1, 5.1.1).
func TestGoito7_1_EventsCiteGoitoNumbers(t *testing.T) {
	for _, rev := range []int{2, 1} {
		r := newRig(t, rigMap{rev: rev, edition: EditionGoito})
		r.put("afc1", "0508", "n")
		r.put("ai1", "0507", "n")
		r.put("ii1", "0505", "s")
		r.s.markCommand()
		r.s.Initiative, r.s.Side = "austria", "austria"
		r.roll(1)
		r.do("activate k1")
		r.do("declare assault 0505 from 0506 by ai1")
		want := map[int][]string{2: {"activated (Goito 6.1.1)", "pointing at 0505 (Goito 7.1)"}, 1: {"activated (5.1.1)", "pointing at 0505 (6.1)"}}[rev]
		for _, w := range want {
			r.saw(w)
		}
	}
}

// 6.1: "declare which enemy hexes the Formation will Assault/Charge
// (target hexes), and from which adjacent hexes": a declaration of an
// empty target is refused with that rule; revision 1's words named none.
func Test6_1_RefusalsNameTheRule(t *testing.T) {
	for _, rev := range []int{2, 1} {
		r := newRig(t, rigMap{rev: rev})
		r.put("afc1", "0509", "n")
		r.put("ai1", "0508", "n")
		r.put("ii1", "0505", "s")
		r.activate("k1")
		want := map[int]string{2: "a target hex is an enemy hex (6.1)", 1: "no enemy unit in 0405 to assault or charge"}[rev]
		r.refused("declare assault 0405 from 0506 by ai1", want)
		if err := r.try("declare assault 0405 from 0506 by ai1"); rev == 1 && err.Error() != "no enemy unit in 0405 to assault or charge" {
			t.Fatalf("revision 1's words changed: %v", err)
		}
	}
}
