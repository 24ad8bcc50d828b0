package custoza

import (
	"strings"
	"testing"
)

// Reactions (11), withdrawal (12) and the active player's choices after
// them (6.5, 11.5.3, 11.5.5), through the engine.

// 11.1: the triggers. b) entering a ZoR, c) before leaving it, d) from
// ZoR to ZoR of the same Force "so one time only", a) after fire.
func Test11_1_Triggers(t *testing.T) {
	t.Run("enter and leave", func(t *testing.T) {
		r := newRig(t, rigMap{})
		r.put("afc1", "0509", "n")
		r.put("ai1", "0508", "n")
		r.put("ii1", "0505", "s")
		r.act("k1", "declare assault 0505 from 0506 by ai1")
		r.do("assault ai1 0505")
		rx := r.s.Reacts[0]
		if rx.Trigger != trEnter || r.u("ai1").Hex.String() != "0506" {
			t.Fatalf("reaction %+v with ai1 in %s, want enter after it entered 0506", rx, r.u("ai1").Hex)
		}
	})
	t.Run("leave before the move", func(t *testing.T) {
		r := newRig(t, rigMap{})
		r.put("ifc1", "0508", "n")
		r.put("ii1", "0506", "n")
		r.put("ai1", "0505", "s", "march") // no ZoR: ii1 did not start in one
		r.act("d1")
		r.u("ai1").March = false
		r.do("move ii1 0507 0508")
		rx := r.s.Reacts[0]
		if rx.Trigger != trLeave || r.u("ii1").Hex.String() != "0506" {
			t.Fatalf("reaction %+v with ii1 in %s, want leave while still in 0506", rx, r.u("ii1").Hex)
		}
	})
	t.Run("zor to zor once", func(t *testing.T) {
		r := newRig(t, rigMap{})
		r.put("ifc1", "0608", "n")
		r.put("ic1", "0606", "n") // in ai1's ZoR
		r.put("ai1", "0505", "s")
		r.act("d1", "declare assault 0505 from 0506 by ic1")
		r.do("assault ic1 0505 via 0506")
		r.owes("react", "austria")
		if r.s.Reacts[0].Trigger != trZoR {
			t.Fatalf("trigger %s, want zor (11.1 d)", r.s.Reacts[0].Trigger)
		}
		r.roll(3, 3, 3, 3, 3, 3)
		r.do("react ai1 none")
		if r.decision().Kind == "react" && r.s.Reacts[0].Trigger == trZoR {
			t.Fatal("a second ZoR-to-ZoR reaction by the same Force (11.1 d: one time only)")
		}
	})
}

// 11.2, 11.5.2: reaction fire hits the triggering Force only; 8.2.2 a
// battery fired on fires back (the default reaction).
func Test11_5_2_ReactionFireAndCounterbattery(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("ifc1", "0510", "n")
	r.put("ia1", "0509", "n")
	r.put("aa1", "0506", "s")
	r.put("ai1", "0506", "s")
	r.act("d1")
	r.roll(2, 2)
	r.do("fire ia1 0506 art")
	d := r.owes("react", "austria")
	if d.Default == nil || !strings.HasSuffix(d.Default.Text, " fire") {
		t.Fatalf("the fired-on battery's default reaction is %v, want fire (8.2.2)", d.Default)
	}
	r.roll(2, 2)
	r.do(d.Default.Text)
	r.saw("fires at ia1 (art in 0509)")
}

// 11.5.1: "A reacting Force can change its facing to any other hexside.
// After doing that, a Cohesion Check (13.2) is required".
func Test11_5_1_FaceByReaction(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("afc1", "0509", "n")
	r.put("ai1", "0508", "n")
	r.put("ii1", "0505", "n")
	r.act("k1", "declare assault 0505 from 0506 by ai1")
	r.do("assault ai1 0505")
	r.roll(6, 6) // 12 > 7 fails by 5: 3 levels
	r.roll(3, 3, 3, 3, 3, 3)
	r.do("react ii1 face s")
	if r.u("ii1").Facing.String() != "s" {
		t.Fatalf("ii1 faces %s", r.u("ii1").Facing)
	}
	r.saw("change facing by reaction (11.5.1)")
	r.saw("Good Order -> Disorganized")
}

// 11.5.3: a counterattack needs a passed check; "A failed Reaction Cohesion
// Check prevents the counterattack, but does not affect the Unit Status";
// the counterattack falls on every unit of the Active Force's hex (11.2's
// exception); then the triggering player may move the marker one hex and
// turn it into a Charge marker (`marker HEX to HEX charge`).
func Test11_5_3_Counterattack(t *testing.T) {
	t.Run("failed check", func(t *testing.T) {
		r := newRig(t, rigMap{})
		r.put("afc1", "0509", "n")
		r.put("ai1", "0508", "n")
		r.put("ii1", "0505", "s")
		r.act("k1", "declare assault 0505 from 0506 by ai1")
		r.do("assault ai1 0505")
		r.roll(6, 6, 3, 3, 3, 3, 3, 3)
		r.do("react ii1 counter")
		r.saw("fails its check: no counterattack, no status lost")
		if r.seen("counterattacks") {
			t.Fatal("a failed check counterattacked")
		}
	})
	t.Run("taken marker hex", func(t *testing.T) {
		r := newRig(t, rigMap{})
		r.put("afc1", "0509", "n")
		r.put("ai1", "0508", "n")
		r.put("ac1", "0609", "n")
		r.put("ii1", "0505", "s")
		r.s.b.specs["ii1"].SP = 16
		r.act("k1", "declare assault 0505 from 0506 by ai1")
		r.do("assault ai1 0505")
		// check 2+2; 16:8 2-1 +2, column 0, 6+6+2 = 14: -/2S3/B
		r.roll(2, 2, 6, 6)
		r.do("react ii1 counter")
		r.quiet()
		r.saw("counterattacks 0506")
		r.at("ii1", "0506")
		r.saw("the counterattack took the marker hex 0506")
		r.owes("action", "austria")
		r.do("marker 0506 to 0507 charge")
		m := r.s.Markers[r.s.markerAt(r.hex("0507"))]
		if !m.Charge || m.Target.String() != "0506" {
			t.Fatalf("the marker is %+v", m)
		}
	})
	t.Run("not in Goito", func(t *testing.T) {
		r := newRig(t, rigMap{edition: EditionGoito})
		r.put("afc1", "0509", "n")
		r.put("ai1", "0508", "n")
		r.put("ac1", "0609", "n")
		r.put("ii1", "0505", "s")
		r.act("k1", "declare assault 0505 from 0506 by ai1")
		r.refused("marker 0506 to 0507", "Goito 12.2.3")
	})
}

// 11.5.4: square by reaction: a check with -1; formed only if no unit
// loses a level, the artillery of the hex included in it; 11.5.4.1 a
// square cannot move and leaves square freely at the start of its
// activation (`line FORCE`).
func Test11_5_4_SquareByReaction(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("afc1", "0509", "n")
	r.put("ac1", "0508", "n")
	r.put("ii1", "0505", "s")
	r.put("ia1", "0505", "s")
	r.act("k1", "declare charge 0505 from 0506 by ac1")
	r.roll(3, 3, 3, 3)
	r.do("charge ac1 0505")
	r.owes("react", "italy")
	r.do("react ii1 square")
	if !r.u("ii1").Square || !r.u("ia1").Square {
		t.Fatalf("the square did not form or left the artillery out: %v %v", r.u("ii1").Square, r.u("ia1").Square)
	}
	r.quiet()
	// 11.5.4.1
	r2 := newRig(t, rigMap{})
	r2.put("ifc1", "0509", "n")
	r2.put("ii1", "0508", "n", "square")
	r2.act("d1")
	r2.refused("move ii1 0507", "is in square and cannot move")
	r2.do("line ii1")
	r2.do("move ii1 0507")
}

// 11.5.5: a reaction withdrawal goes one hex away keeping its facing;
// with `if withdrawn follow` the Active Force advances its marker one hex
// and resumes its movement with the MP left.
func Test11_5_5_FollowTheWithdrawal(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("afc1", "0510", "n")
	r.put("ai1", "0509", "n")
	r.put("il1", "0506", "s")
	r.act("k1", "declare assault 0506 from 0507 by ai1")
	r.do("assault ai1 0506 if withdrawn follow")
	r.roll(2, 2) // the withdrawal's check passes
	r.do("react il1 withdraw")
	if r.u("il1").Facing.String() != "s" {
		t.Fatal("the withdrawal changed the facing (11.5.5: keeping the same facing)")
	}
	to := r.u("il1").Hex.String()
	r.saw("follows: its marker advances to 0506, pointing at " + to)
	r.roll(3, 3, 3, 3, 3, 3)
	r.quiet()
	r.saw("ai1 on il1")
}

// 11.5.6: a Force in March Movement fired on may leave it by reaction.
func Test11_5_6_ExitMarchAfterFire(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("ifc1", "0510", "n")
	r.put("ia1", "0509", "n")
	r.put("ai1", "0506", "s", "march")
	r.act("d1")
	r.roll(2, 2)
	r.do("fire ia1 0506")
	d := r.owes("react", "austria")
	if !strings.HasSuffix(d.Default.Text, "exit-march") {
		t.Fatalf("default %q, want exit-march", d.Default.Text)
	}
	r.do(d.Default.Text)
	if r.u("ai1").March {
		t.Fatal("still in March Movement")
	}
}

// 12.1, 3·3: in the Non Activated Formations Phase, units in an enemy ZoR
// withdraw out of every ZoR without a cohesion check (002); Goito 8.8.2
// checks (`rule withdrawal-check`). 12.3: one that cannot is eliminated.
func Test12_1_WithdrawalInTheNonActivatedPhase(t *testing.T) {
	for _, c := range []struct {
		ed    string
		check bool
	}{{EditionCustoza, false}, {EditionGoito, true}} {
		t.Run(c.ed, func(t *testing.T) {
			r := newRig(t, rigMap{edition: c.ed})
			r.put("ifc1", "0507", "n")
			r.put("ii1", "0506", "n")
			r.put("ai1", "0505", "s")
			r.s.markCommand()
			if c.check {
				r.roll(2, 2)
			}
			r.s.Initiative = "austria"
			r.s.nonActivated(r.dice)
			r.ev = append(r.ev, r.s.flush()...)
			if r.s.inEZoR("italy", r.u("ii1").Hex) {
				t.Fatalf("ii1 still in an enemy ZoR at %s", r.u("ii1").Hex)
			}
			if got := r.seen("Cohesion check"); got != c.check {
				t.Fatalf("a check: %v, want %v\n%s", got, c.check, r.events())
			}
			r.done()
		})
	}
	t.Run("cannot: eliminated (12.3)", func(t *testing.T) {
		r := newRig(t, rigMap{terrain: map[string]byte{"0507": 'M', "0607": 'M', "0407": 'M', "0606": 'M', "0406": 'M'}})
		r.put("ifc1", "0510", "n")
		r.put("ii1", "0506", "n")
		r.put("ai1", "0505", "s")
		r.s.Initiative = "austria"
		r.s.nonActivated(r.dice)
		if r.u("ii1").Gone != "eliminated" {
			t.Fatalf("ii1 is %q", r.u("ii1").Gone)
		}
	})
}

// 6.5: "Markers pointing to hexes that became empty during the Action
// Phase can immediately be rotated one hexside left or right toward a new
// target": on arrival (`if empty rotate`) and by a line (`rotate HEX`).
func Test6_5_MarkerRotation(t *testing.T) {
	t.Run("on arrival", func(t *testing.T) {
		r := newRig(t, rigMap{})
		r.put("afc1", "0510", "n")
		r.put("ai1", "0509", "n")
		r.put("il1", "0506", "s")
		r.put("il2", "0607", "s") // right of 0506 seen from 0507
		r.act("k1", "declare assault 0506 from 0507 by ai1")
		r.do("assault ai1 0506 if empty rotate right")
		r.roll(2, 2)
		r.do("react il1 withdraw")
		r.roll(3, 3, 3, 3, 3, 3)
		r.quiet()
		r.saw("turns from 0506 to 0607 (6.5)")
		r.saw("ai1 on il2")
	})
	t.Run("by a line", func(t *testing.T) {
		r := newRig(t, rigMap{})
		r.put("afc1", "0510", "n")
		r.put("ai1", "0509", "n")
		r.put("ai2", "0609", "n")
		r.put("il1", "0506", "s")
		r.put("il2", "0607", "s")
		r.act("k1", "declare assault 0506 from 0507 by ai1 and ai2")
		r.refused("rotate 0507 left", "is not empty")
		r.s.remove(r.u("il1"), "eliminated")
		r.refused("rotate 0507 left", "holds no enemy unit")
		r.do("rotate 0507 right")
		if m := r.s.Markers[0]; m.Target.String() != "0607" || m.Done {
			t.Fatalf("marker %+v", m)
		}
	})
}

// 6.4 and 7.5 at the end of the actions: a declared marker not yet
// attacked from is attacked by a Force that can, the one named for it
// (6.3), and the event says so; a Force that started in an enemy ZoR and
// did nothing leaves it.
func Test6_4_Obligations(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("afc1", "0510", "n")
	r.put("ai1", "0508", "n")
	r.put("ii1", "0505", "s")
	r.act("k1", "declare assault 0505 from 0506 by ai1")
	r.roll(3, 3, 3, 3, 3, 3)
	r.do("done")
	r.saw(`the rules oblige "assault ai1 0505": ai1 was named for it (6.3), and the assault marker in 0506 against 0505 must have a Force of k1 enter it and assault from it, when possible (6.4)`)
	r.quiet()
	r.saw("ai1 on ii1")
}

// 6.3, 6.4 (issue 23): the obliged action says which Force and why (the
// Force named for the marker: Test6_4_Obligations); when none named can
// any more, another Force of the Active Formation, never named, which 6.4
// obliges ("a Force of the Active Formation"); revision 5 keeps its words.
func Test6_4_ObligedForceAndWhy(t *testing.T) {
	for _, rev := range []int{0, obligedWhyRevision - 1} {
		r := newRig(t, rigMap{rev: rev})
		r.put("afc1", "0510", "n")
		r.put("ai1", "0508", "n")
		r.put("ai2", "0509", "n")
		r.put("ii1", "0505", "s")
		r.act("k1", "declare assault 0505 from 0506 by ai1")
		r.do("move ai1 0408") // ordered elsewhere: it can no longer attack
		r.roll(3, 3, 3, 3, 3, 3)
		r.do("done")
		if rev == 0 {
			r.saw(`the rules oblige "assault ai2 0505": the assault marker in 0506 against 0505 must have a Force of k1 enter it and assault from it, when possible (6.4); no Force named for it (ai1) can any more, and ai2, never named for it, can`)
		} else {
			r.saw(`the rules oblige "assault ai2 0505" (6.4, 7.5)`)
		}
	}
}

// 7.5: "Forces starting their Action Phase in an EZoR must attack the Force
// projecting the ZoR ... or leave the hex."
func Test7_5_StartingInAnEnemyZoR(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("ifc1", "0508", "n")
	r.put("ia1", "0506", "n")
	r.put("il1", "0606", "n")
	r.put("ai1", "0505", "s")
	r.act("d1")
	r.refused("fire ia1 0505", "started its Action Phase in an enemy ZoR")
	r.refused("face ia1 ne", "started its Action Phase in an enemy ZoR")
	r.roll(3, 3)
	r.do("fire il1 0505") // light infantry fire counts as the attack
	r.quiet()
	r.do("done")
	r.quiet()
	r.saw(`the rules oblige "move ia1`)
	r.saw("started its Action Phase in an enemy ZoR in 0506 and neither attacked nor left it: it must leave (7.5)")
	if r.s.inEZoR("italy", r.u("ia1").Hex) {
		t.Fatalf("the battery stayed in the enemy ZoR:\n%s", r.events())
	}
}

// 6.2: a Division places 4 markers, a Brigade 2, a Corps 6; Goito 7.1.1:
// the commander's Command Value, +1 in range of the CiC. 6.2 (second):
// Assault and Charge markers cannot share a hex. 6.3: each marker a
// different Force.
func Test6_2_MarkerLimits(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("afc2", "0510", "n")
	for i, id := range []string{"ai3", "al2", "ac2"} {
		r.put(id, []string{"0509", "0609", "0409"}[i], "n")
	}
	r.put("ii1", "0505", "s")
	r.put("ii2", "0406", "s")
	r.activate("k2")
	r.do("declare assault 0505 from 0506 by ai3")
	r.refused("declare assault 0505 from 0506 by al2", "already points at 0505")
	r.refused("declare charge 0406 from 0506 by ac2", "Assault and Charge markers cannot be placed in the same hex (6.2)")
	r.refused("declare assault 0505 from 0606 by ai3", "each marker must have a different Force (6.3)")
	r.do("declare assault 0505 from 0606 by al2") // 6.2 (second): one target, several hexes
	r.refused("declare charge 0406 from 0407 by ac2", "has placed its 2 markers (6.2)")
	if n := r.s.b.markerLimit(r.s.b.forms["k1"], false); n != 6 {
		t.Fatalf("a Corps places %d", n)
	}
	if n := r.s.b.markerLimit(r.s.b.forms["d1"], false); n != 4 {
		t.Fatalf("a Division places %d", n)
	}
	g := newRig(t, rigMap{edition: EditionGoito})
	if n := g.s.b.markerLimit(g.s.b.forms["d1"], true); n != 5 {
		t.Fatalf("Goito: command 4 in the CiC's range places %d, want 5", n)
	}
}

// 6.6: one action per Force per GT.
func Test6_6_OneActionPerForce(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("ifc1", "0510", "n")
	r.put("ii1", "0509", "n")
	r.put("ii2", "0609", "n")
	r.act("d1")
	r.do("move ii1 0508")
	r.refused("move ii1 0507", "has already acted this game turn (6.6)")
}

// 11.4: "When an event triggers several contemporary Reactions, the
// Reaction order is chosen by the reacting player": `reaction-order
// TYPE…`; the default is hex order, then infantry, light infantry,
// cavalry, artillery.
func Test11_4_ReactionOrder(t *testing.T) {
	for _, c := range []struct {
		order, first string
	}{{"reaction-order hex", "ii1"}, {"reaction-order artillery infantry", "ia1"}} {
		r := newRig(t, rigMap{})
		r.put("afc1", "0509", "n")
		r.put("ai1", "0508", "n")
		r.put("ii1", "0505", "s")
		r.put("ia1", "0505", "s")
		r.act("k1", "declare assault 0505 from 0506 by ai1")
		r.do("assault ai1 0505")
		r.owes(kReactOrder, "italy")
		r.do(c.order)
		if got := r.s.Reacts[0].Units[0]; got != c.first {
			t.Fatalf("%s: %s reacts first, want %s", c.order, got, c.first)
		}
	}
}
