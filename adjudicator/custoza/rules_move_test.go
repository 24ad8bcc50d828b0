package custoza

import (
	"testing"

	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Movement (7), commanders (2.4.2.3, 7.10) and facing (2.7, 7.6), through
// the engine.

// 7.2: "The MA of a Force is that of the slowest (lowest MA) unit ... A
// moving Force cannot enter any hex occupied by an enemy Force or move
// beyond its MA."
func Test7_2_MovementAllowance(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("ifc1", "0510", "n")
	r.put("il1", "0510", "n")
	r.put("ai2", "0610", "s", "march") // no ZoR (7.8.3)
	r.act("d1")
	r.refused("move il1 0509 0508 0507 0506 0505 0504 0503", "the path costs 7 MP, more than the 6 of")
	r.refused("move il1 0610", "enemy units are there (7.2)")
	r.do("move il1 0509 0508 0507 0506 0505 0504")
}

// 7.4: "A Force can always move one hex minimum, regardless of the terrain
// cost to enter the hex/hexside, as long as it does not enter/cross any
// impassable terrain."
func Test7_4_OneHexMinimum(t *testing.T) {
	r := newRig(t, rigMap{terrain: map[string]byte{"0509": 'w'}, hexsides: []string{"steep-slope 0510/n"}})
	r.s.b.specs["ii1"].MA = 1
	r.put("ifc1", "0510", "n")
	r.put("ii1", "0510", "n")
	r.act("d1")
	r.do("move ii1 0509") // woods 2 + steep slope 2 > MA 1
	r.quiet()
	r.at("ii1", "0509")
}

// 7.5: "During Movement, a Force can enter an EZoR only on an
// Assault/Charge marker ... Commanders cannot enter EZoRs if the hex is
// not already occupied by friendly units."
func Test7_5_EnemyZoREntry(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("ifc1", "0508", "n")
	r.put("ii1", "0508", "n")
	r.put("ai1", "0505", "s")
	r.act("d1")
	r.refused("move ii1 0507 0506", "only on an Assault/Charge marker")
	r.refused("move ifc1 0507 0506", "commanders enter an enemy ZoR only where friendly units are")
}

// 7.6: "All the Forces in a hex must have the same facing ... Forces
// entering a friendly hex assume the facing of the forces already in the
// hex"; Village and Fortress hexes and squares give all-round facing.
func Test7_6_Facing(t *testing.T) {
	r := newRig(t, rigMap{terrain: map[string]byte{"0705": 'v'}})
	r.put("ifc1", "0509", "n")
	r.put("ii1", "0508", "n")
	r.put("il1", "0507", "se")
	r.act("d1")
	r.do("move ii1 0507 face n")
	r.quiet()
	if d := r.u("ii1").Facing.String(); d != "se" {
		t.Fatalf("ii1 entered a friendly hex and faces %s, want its friends' se", d)
	}
	r.put("ia1", "0705", "n")
	if !r.s.facing(r.u("ia1")).AllRound {
		t.Fatal("no all-round facing in a village (2.7)")
	}
	r.put("ii2", "0305", "n", "square")
	if !r.s.facing(r.u("ii2")).AllRound {
		t.Fatal("no all-round facing in square (7.6)")
	}
}

// 7.7: square as a movement action, never for Disorganized units.
func Test7_7_EnteringSquare(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("ifc1", "0509", "n")
	r.put("ii1", "0508", "n", "disorganized")
	r.put("il1", "0608", "n")
	r.put("ic1", "0408", "n")
	r.act("d1")
	r.refused("square ii1", "Disorganized and can never enter Square")
	r.refused("square ic1", "only line and light infantry")
	r.do("square il1")
	if !r.u("il1").Square || !r.u("il1").Acted {
		t.Fatal("square is the Force's action")
	}
}

// 7.8: "Units in March Movement move on a unit by unit basis, not as a
// Force"; road cost "regardless of other terrain in the hex".
func Test7_8_MarchMovement(t *testing.T) {
	r := newRig(t, rigMap{terrain: map[string]byte{"0508": 'w', "0507": 'w'}, paths: []string{"minor-road 0510 0509 0508 0507 0506"}})
	r.put("ifc1", "0510", "n")
	r.s.b.specs["ii2"].SV = 2
	r.put("ii1", "0510", "n", "march")
	r.put("ii2", "0510", "n", "march")
	r.act("d1")
	r.refused("move 0510 inf march 0509", "move on a unit by unit basis, not as a Force (7.8")
	r.do("move ii1 march 0509 0508 0507 0506")
	r.quiet()
	if got := r.u("ii1").Spent; got != hexmap.MPs(2) {
		t.Fatalf("four road hexes through woods cost %s, want 2 (½ each, 7.8)", got)
	}
}

// 7.8.2: "Units in March Movement using roads must have their facing
// pointing along the road in the direction of the march ... a unit in
// March Movement cannot change facing in the last hex of its move."
func Test7_8_2_MarchFacingAlongTheRoad(t *testing.T) {
	r := newRig(t, rigMap{paths: []string{"minor-road 0510 0509 0508 0608"}})
	r.put("ifc1", "0510", "n")
	r.put("ii1", "0510", "n", "march")
	r.put("ii2", "0409", "n", "march")
	r.act("d1")
	r.refused("move ii1 march 0509 0508 0608 face n", "cannot change facing in the last hex of its move (7.8.2)")
	r.do("move ii1 march 0509 0508 0608")
	r.quiet()
	want, _ := r.s.b.grid.DirectionTo(r.hex("0508"), r.hex("0608"))
	if r.u("ii1").Facing != want {
		t.Fatalf("ii1 faces %s, want %s along the road", r.u("ii1").Facing, want)
	}
	r.put("il1", "0509", "n", "march")
	r.refused("face il1 ne", "is in March Movement on a road")
}

// 7.8.3: "Units in March Movement ... have no ZoR, and can exit March
// Movement at the beginning of their activation".
func Test7_8_3_MarchHasNoZoR(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("ai1", "0505", "s", "march")
	if r.s.inEZoR("italy", r.hex("0506")) {
		t.Fatal("a unit in March Movement projects a ZoR (2.6, 7.8.3)")
	}
	r.put("ifc1", "0509", "n")
	r.put("ii1", "0508", "n", "march")
	r.act("d1")
	r.do("exit-march ii1")
	if r.u("ii1").March || r.u("ii1").Acted {
		t.Fatal("exit-march is free at the start of the activation, not an action")
	}
	r.put("ia1", "0408", "n", "limbered")
	r.refused("exit-march ia1", "it unlimbers")
}

// 7.9: artillery limbers to move (2 MP); field artillery unlimbers at the
// end of its move for 2 MP more, horse artillery for free.
func Test7_9_ArtilleryMovement(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("ifc1", "0510", "n")
	r.put("ia1", "0510", "n")
	r.put("ih1", "0610", "n")
	r.act("d1")
	r.refused("move ia1 0509 0508 0507 0506 0505", "exceed the MA")
	r.refused("move ia1 0509 0508 0507 0506 unlimber", "unlimbering costs 2 MP more")
	r.do("move ia1 0509 0508 unlimber")
	r.quiet()
	if r.u("ia1").March {
		t.Fatal("ia1 did not unlimber")
	}
	r.do("move ih1 0609 0608 0607 0606 0605 0604 unlimber") // 2 + 6 = its MA 8, unlimbered free
	r.quiet()
	r.at("ih1", "0604")
	if r.u("ih1").March {
		t.Fatal("the horse artillery did not unlimber for free (7.9)")
	}
}

// 7.10: commanders move 8 MP at infantry costs, in road movement along
// roads, and make no cohesion check (the Tione, 22.1).
func Test7_10_Commanders(t *testing.T) {
	r := newRig(t, rigMap{terrain: map[string]byte{"0507": 'T'}})
	r.put("ifc1", "0510", "n")
	r.put("ii1", "0510", "n")
	r.act("d1")
	r.do("move ifc1 0509 0508 0507 0506 0505 0504")
	r.quiet()
	r.at("ifc1", "0504")
	if r.seen("cohesion check") {
		t.Fatal("a commander made a cohesion check (7.10)")
	}
}

// 2.4.2.3: a lone commander whose hex an enemy unit enters goes to the
// nearest unit of his Formation; commanders retreat with their stack.
func Test2_4_2_3_Commanders(t *testing.T) {
	t.Run("displaced", func(t *testing.T) {
		r := newRig(t, rigMap{})
		r.put("ifc2", "0506", "n")
		r.put("ii3", "0503", "n")
		r.put("afc1", "0509", "n")
		r.put("ai1", "0508", "n")
		r.act("k1")
		r.do("move ai1 0507 0506")
		r.quiet()
		r.at("ifc2", "0503")
		r.saw("goes to 0503 (2.4.2.3)")
	})
	t.Run("no unit of his formation: his full MA away", func(t *testing.T) {
		r := newRig(t, rigMap{})
		r.put("ifc2", "0506", "n")
		r.put("afc1", "0509", "n")
		r.put("ai1", "0508", "n")
		r.act("k1")
		r.do("move ai1 0507 0506")
		r.quiet()
		if d := r.s.b.grid.Distance(r.u("ifc2").Hex, r.hex("0506")); d < 5 {
			t.Fatalf("the lone commander went %d hexes only", d)
		}
	})
	t.Run("retreats with his stack", func(t *testing.T) {
		r := newRig(t, rigMap{})
		r.s.b.specs["ai1"].SP = 16
		r.put("ifc2", "0505", "s")
		r.put("ii3", "0505", "s")
		r.put("afc1", "0508", "n")
		r.put("ai1", "0507", "n")
		r.act("k1", "declare assault 0505 from 0506 by ai1")
		r.roll(6, 6)
		r.do("assault ai1 0505")
		r.quiet()
		if r.u("ifc2").Hex != r.u("ii3").Hex {
			t.Fatalf("the commander in %s did not retreat with ii3 to %s", r.u("ifc2").Hex, r.u("ii3").Hex)
		}
	})
}

// 7.3: terrain that requires a check makes it "just after the Force
// entered the hex ..., before any Reaction"; 13.4: a unit that fails may
// stop its action and withdraw one hex (`on failed check stop`).
func Test7_3_13_4_TerrainCheckAndStopping(t *testing.T) {
	m := rigMap{terrain: map[string]byte{"0507": 'T'}}
	t.Run("check before the reactions", func(t *testing.T) {
		r := newRig(t, m)
		r.put("ifc1", "0509", "n")
		r.put("ii1", "0508", "n")
		r.put("ai1", "0505", "s")
		r.act("d1", "declare assault 0505 from 0506 by ii1")
		r.roll(2, 2) // the Tione check passes
		r.do("move ii1 0507")
		r.quiet()
		r.saw("makes a cohesion check entering 0507")
	})
	t.Run("stop and withdraw", func(t *testing.T) {
		r := newRig(t, m)
		r.put("ifc1", "0509", "n")
		r.put("ii1", "0508", "n")
		r.put("ai1", "0503", "s")
		r.act("d1")
		r.roll(6, 6) // fails
		r.do("move ii1 0507 0506 on failed check stop")
		r.quiet()
		r.saw("stops its action after a failed check and withdraws from 0507")
		if h := r.u("ii1").Hex.String(); h == "0506" || h == "0507" {
			t.Fatalf("ii1 went on to %s", h)
		}
	})
	t.Run("go on by default", func(t *testing.T) {
		r := newRig(t, m)
		r.put("ifc1", "0509", "n")
		r.put("ii1", "0508", "n")
		r.act("d1")
		r.roll(6, 6)
		r.do("move ii1 0507 0506")
		r.quiet()
		r.at("ii1", "0506")
		if r.u("ii1").Status == combat.GoodOrder {
			t.Fatal("the failed check was not applied")
		}
	})
}

// `if blocked reroute`: a Force whose next step can no longer be taken
// (the position changed while it moved) takes another way to where it
// was going; by default it stops.
func TestOrders_IfBlockedReroute(t *testing.T) {
	for _, c := range []struct {
		clause, want string
	}{{" if blocked reroute", "0506"}, {"", "0509"}} {
		r := newRig(t, rigMap{})
		r.put("ifc1", "0510", "n")
		r.put("ii1", "0509", "n")
		r.put("afc1", "0710", "n")
		r.put("ai1", "0610", "n") // its ZoR holds 0509, where ii1 starts
		r.act("d1")
		r.do("move ii1 0508 0507 0506" + c.clause)
		r.owes("react", "austria") // ii1 is about to leave ai1's ZoR (11.1 c)
		// meanwhile an Austrian Force stands where its ZoR holds 0508
		r.put("ai2", "0608", "s")
		r.do("react ai1 none")
		r.quiet()
		r.at("ii1", c.want)
	}
}

// 2.2: "To control a hex, the player's units must occupy the hex or be the
// last to move through it."
func Test2_2_Control(t *testing.T) {
	r := newRig(t, rigMap{})
	h := r.hex("1010") // the rig's objective
	r.s.Control = []Control{{Hex: h, Side: "austria"}}
	r.put("ifc1", "1012", "n")
	r.put("il1", "1012", "n")
	r.act("d1")
	r.do("move il1 1011 1010 1009")
	r.quiet()
	if r.s.Control[0].Side != "italy" {
		t.Fatal("moving through the hex did not take it")
	}
}

// 2.9: "The Stacking Limit is 5 (five) for every terrain type. Stacking
// limits must be respected at all times in a GT."
func Test2_9_StackingLimit(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("ifc1", "0510", "n")
	r.put("ii1", "0509", "n")
	r.put("ii2", "0508", "n")
	r.put("il1", "0508", "n")
	r.act("d1")
	r.refused("move ii1 0508", "more than 5 stacking points (2.9)")
	r.refused("move ii1 0508 0507", "more than 5 stacking points (2.9)")
	// `to HEX` names the cause too, not "no path" (revision 5; issue 23).
	r.refused("move ii1 to 0508", "cannot move to 0508: it would hold more than 5 stacking points (2.9)")
	r.s.b.rev = 4
	r.refused("move ii1 to 0508", "has no path to 0508 within its MA (7.2, 7.5)")
}
