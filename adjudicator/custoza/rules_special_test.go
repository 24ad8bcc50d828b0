package custoza

import (
	"testing"

	"github.com/mincio/mincio/adjudicator/custoza/combat"
)

// The special rules (22), the rout (13.5) and the Goito terrain (14),
// through the engine.

// 22.1: "Artillery units can only enter Tione River hexes using March
// Movement at Bridge hexes and cannot leave March Movement while on a
// Tione bridge. Commanders, Infantry units ... +1 ... and they must
// undergo a Cohesion Check ... Cavalry units ... +2, and suffering one
// automatic Status Level reduction"; 22.1.1: no recovery from
// Disorganization on Tione hexes.
func Test22_1_Tione(t *testing.T) {
	m := rigMap{terrain: map[string]byte{"0507": 'T', "0607": 't'}, paths: []string{"minor-road 0609 0608 0607 0606 0605"}}
	r := newRig(t, m)
	r.put("ifc1", "0510", "n")
	r.put("ic1", "0508", "n")
	r.put("ia1", "0609", "n", "limbered")
	r.put("ih1", "0409", "n", "limbered")
	r.act("d1")
	r.do("move ic1 0507")
	r.quiet()
	if r.u("ic1").Status != combat.Shaken {
		t.Fatalf("cavalry entering the Tione is %s, want Shaken", r.u("ic1").Status)
	}
	r.refused("move ih1 0408 0507", "impassable terrain for art")
	r.refused("move ia1 0608 0607 unlimber", "cannot leave March Movement while on a Tione bridge")
	r.do("move ia1 0608 0607")
	r.quiet()
	r.at("ia1", "0607")
	r.do("done")
	// 22.1.1
	x := newRig(t, m)
	x.put("ifc1", "0510", "n")
	x.put("ii1", "0507", "n", "disorganized")
	x.act("d1")
	x.do("done")
	if x.u("ii1").Status != combat.Disorganized {
		t.Fatalf("a Disorganized unit recovered on a Tione hex: %s", x.u("ii1").Status)
	}
}

// 22.2: "Mincio River hexes without a Bridge are impassable. All units can
// only enter Mincio River hexes, using March Movement at Bridge hexes";
// 22.2.2: "A unit can Retreat through (but not into) a Bridge over the
// Mincio River, but it incurs an additional Status Level loss".
func Test22_2_Mincio(t *testing.T) {
	m := rigMap{terrain: map[string]byte{"0405": 'M', "0505": 'm', "0605": 'M', "0404": 'M', "0604": 'M'},
		paths: []string{"minor-road 0507 0506 0505 0504 0503"}}
	r := newRig(t, m)
	r.put("ifc1", "0509", "n")
	r.put("ii1", "0506", "n")
	r.put("il1", "0507", "n", "march")
	r.act("d1")
	r.refused("move ii1 0505", "impassable terrain")
	r.do("move il1 march 0506 0505 0504")
	r.quiet()
	r.at("il1", "0504")
	// a retreat through the bridge
	x := newRig(t, m)
	x.s.b.specs["ai1"].SP = 16
	x.put("ii1", "0506", "s")
	x.put("afc1", "0509", "n")
	x.put("ai1", "0508", "n")
	x.act("k1", "declare assault 0506 from 0507 by ai1")
	// 16:8 2-1 +2, column 0, 4+3+2 = 9: cc0/1S2/B; the attacker's cc0 2+2
	x.roll(4, 3, 2, 2)
	x.do("assault ai1 0506")
	x.quiet()
	x.at("ii1", "0504")
	if st := x.u("ii1").Status; st != combat.Disorganized {
		t.Fatalf("ii1 is %s after 1S2 and the bridge, want Disorganized (22.2.2: one more level)", st)
	}
}

// peschieraRig draws Peschiera (22.3.1) as the Custoza map does: a
// fortress hex, the place named Peschiera, whose neighbours other than
// 1606, 1704 and 1805 are water (22.3.5: peschiera.go), and a second
// fortress.
func peschieraRig() rigMap {
	return rigMap{terrain: map[string]byte{"1705": 'F', "0505": 'F', "1605": 'M', "1706": 'M', "1806": 'M'},
		places: []string{`"Peschiera" 1705`}, rules: []string{"rule fortresses italy"}}
}

// 22.3: the fortresses' intrinsic garrison (22.3.1) defends, fires only by
// reaction and never attacks (22.3.2), ignores retreats and takes losses
// on its infantry only (22.3.3), lets one unit stack (22.3.4); Peschiera
// is assaulted only from 1606, 1704, 1805 (22.3.5).
func Test22_3_Fortresses(t *testing.T) {
	m := peschieraRig()
	r := newRig(t, m)
	g := r.s.garrisonIn(r.hex("0505"))
	if len(g) != 2 || g[0].sp() != 3 || g[1].sp() != 1 || g[0].p.CV != 9 {
		t.Fatalf("the garrison of 0505 is %v (22.3.1)", unitIDs(g))
	}
	r.put("afc1", "1709", "n")
	r.put("ai1", "1707", "n")
	r.put("ai2", "1506", "n")
	r.activate("k1")
	r.refused("declare assault 1705 from 1706 by ai1", "only from hexes 1606, 1704 and 1805 (22.3.5)")
	r.do("declare assault 1705 from 1606 by ai2")
	r.do("done declare")
	r.do("assault ai2 1705")
	d := r.owes("react", "italy")
	if d.Default == nil || d.Default.Text == "" {
		t.Fatal("no default for the garrison's reaction")
	}
	r.refused("react 1705-garrison-inf counter", "a fortress can only fire as a reaction (22.3.2)")
	// the assault: 8:3 (artillery ignored), 2-1 +2, CCV 7 - 9 = column -2;
	// 6+6+2-3 (fortress) = 11: cc0/1S2/B: the attacker wins
	r.roll(6, 6, 1, 1)
	r.do("react 1705-garrison-inf none")
	r.quiet()
	inf := r.u("1705-garrison-inf")
	if inf.Hex.String() != "1705" || inf.Lost != 1 {
		t.Fatalf("the garrison is in %s with %d SP lost: it ignores retreats and loses infantry SP (22.3.3)", inf.Hex, inf.Lost)
	}
	r.at("ai2", "1606")
	// 22.3.4: one unit stacks there
	s := newRig(t, m)
	s.put("ifc1", "0507", "n")
	s.put("il1", "0506", "n")
	s.put("ia1", "0606", "n", "limbered")
	s.act("d1")
	s.do("move il1 0505")
	s.quiet()
	s.refused("move ia1 0505", "")
}

// 22.3.3: "A Fortress that Routs, or that loses all of its Infantry SPs,
// surrenders, and it is destroyed"; 22.3.5: "Once the Peschiera hex is
// enemy occupied, all of the remaining fortresses cease to exist";
// 22.3.3: "Fortresses recover one Status Level for free" (in the End of
// the Game Turn Phase of the basic game).
func Test22_3_3_FortressSurrender(t *testing.T) {
	m := peschieraRig()
	r := newRig(t, m)
	r.u("1705-garrison-inf").Lost = 2
	r.s.b.specs["ai2"].SP = 16
	r.put("afc1", "1508", "n")
	r.put("ai2", "1506", "n")
	r.act("k1", "declare assault 1705 from 1606 by ai2")
	r.do("assault ai2 1705")
	r.roll(6, 6)
	r.quiet()
	r.saw("surrenders and is destroyed (22.3.3)")
	r.at("ai2", "1705")
	if len(r.s.garrisonIn(r.hex("0505"))) != 0 {
		t.Fatal("Peschiera fell and the other fortress stands (22.3.5)")
	}
	// recovery
	x := newRig(t, m)
	x.u("0505-garrison-inf").Status = combat.Disordered
	x.s.finishTurn(x.dice)
	if x.u("0505-garrison-inf").Status != combat.Shaken {
		t.Fatalf("the garrison is %s after the end of the turn, want Shaken", x.u("0505-garrison-inf").Status)
	}
}

// 22.4: "During Night GTs, no Assault/Charge can be declared, no unit can
// enter an EZoR, and no Fire is allowed. An Activation die-roll of 6 ...
// will have no effect ... the Formation is considered Activated."
func Test22_4_Night(t *testing.T) {
	r := newRig(t, rigMap{})
	r.s.b.turns[r.s.Turn].Light = "night"
	r.put("ifc1", "0509", "n")
	r.put("ia1", "0508", "n")
	r.put("ii1", "0608", "n")
	r.put("ai1", "0505", "s")
	r.s.markCommand()
	r.roll(6)
	r.do("activate d1")
	r.saw("no effect, it counts as activated (22.4)")
	if !r.s.form("d1").Activated || r.s.Stage == stDeclare {
		t.Fatal("a night 6 activated the Formation's actions")
	}
	x := newRig(t, rigMap{})
	x.s.b.turns[x.s.Turn].Light = "night"
	x.put("ifc1", "0509", "n")
	x.put("ia1", "0508", "n")
	x.put("ii1", "0608", "n")
	x.put("ai1", "0505", "s")
	x.activate("d1")
	x.refused("declare assault 0505 from 0506 by ii1", "no Assault or Charge can be declared at night (22.4)")
	x.do("done declare")
	x.refused("fire ia1 0505", "no fire at night (22.4)")
	x.do("move ii1 0607")
	x.quiet()
	x.at("ii1", "0607") // 0606 would be in the enemy ZoR
}

// 13.5: "When the Status Level worsens by four Levels, the unit Routs, it
// is removed from the map"; with no Supply Route in the basic game it is
// out of the game.
func Test13_5_Rout(t *testing.T) {
	r := newRig(t, rigMap{})
	u := r.put("ii1", "0505", "n", "disorganized")
	r.s.worsen(u, 1)
	if u.Gone != "routed" || r.s.sideAt(r.hex("0505")) != "" {
		t.Fatalf("a unit four levels down is %q", u.Gone)
	}
}

// Goito 14.1: "The major river (the Mincio) is impassable to all units,
// across the bridge too. The Stream can be passed through a bridge if the
// unity is in March Movement ... infantry ... +1 PM and ... a Cohesion
// Control ... cavalry ... +2 PM and ... loses a Status Level."
func TestGoito14_1_RiverAndStream(t *testing.T) {
	m := rigMap{edition: EditionGoito, hexsides: []string{"river 0505/n", "bridge 0505/n", "stream 0605/n", "stream 0705/n", "bridge 0705/n"},
		paths: []string{"minor-road 0506 0505 0504", "minor-road 0706 0705 0704"}}
	r := newRig(t, m)
	r.put("ifc1", "0507", "n")
	r.put("ii1", "0505", "n", "march")
	r.put("ic1", "0605", "n")
	r.put("il1", "0705", "n", "march")
	r.act("d1")
	r.refused("move ii1 march 0504", "")
	r.do("move ic1 0604")
	r.quiet()
	if r.u("ic1").Status != combat.Shaken {
		t.Fatalf("cavalry across the stream is %s, want Shaken", r.u("ic1").Status)
	}
	r.do("move il1 march 0704") // the stream's bridge in March: no check, road cost
	r.quiet()
	r.at("il1", "0704")
	if r.seen("cohesion check entering 0704") {
		t.Fatal("a check crossing a stream's bridge in March Movement")
	}
}

// Goito 3, 3.1.1: the ZoR does not extend into Village and Farmhouse
// hexes, which give all-round facing; 002 2.6: Woods, Village, Fortress.
func TestGoito3_ZoRAndFacingInFarmhouses(t *testing.T) {
	g := newRig(t, rigMap{edition: EditionGoito, terrain: map[string]byte{"0506": 'h'}})
	g.put("ai1", "0505", "s")
	if g.s.inEZoR("italy", g.hex("0506")) {
		t.Fatal("Goito: a ZoR extends into a farmhouse")
	}
	g.put("ii1", "0506", "n")
	if !g.s.facing(g.u("ii1")).AllRound {
		t.Fatal("Goito: no all-round facing in a farmhouse")
	}
	c := newRig(t, rigMap{terrain: map[string]byte{"0506": 'w'}})
	c.put("ai1", "0505", "s")
	if c.s.inEZoR("italy", c.hex("0506")) {
		t.Fatal("a ZoR extends into woods (2.6)")
	}
}

// Goito 10.1: the charge's target "within the MA and LOS of any one
// Charging Force" (rule charge-los target, the goito default); 002 none.
func TestGoito10_1_ChargeLineOfSight(t *testing.T) {
	m := rigMap{edition: EditionGoito, terrain: map[string]byte{"0508": 'h'}}
	r := newRig(t, m)
	r.put("afc1", "0510", "n")
	r.put("ac1", "0509", "n")
	r.put("ii1", "0506", "s")
	r.activate("k1")
	r.refused("declare charge 0506 from 0507 by ac1", "no line of sight")
	m.rules = []string{"rule charge-los none"}
	x := newRig(t, m)
	x.put("afc1", "0510", "n")
	x.put("ac1", "0509", "n")
	x.put("ii1", "0506", "s")
	x.activate("k1")
	x.do("declare charge 0506 from 0507 by ac1") // 002's reading: no line of sight asked
}

// 22.4: "During Night GTs, no Assault/Charge can be declared, no unit can
// enter an EZoR, and no Fire is allowed". A counterattack by reaction
// (11.5.3) needs no marker; mincio reads it as an Assault or Charge all
// the same, refused at night (a documented reading, the same in both
// revisions): ii1, about to be left by ai1 (11.1 c), may not counterattack.
func Test22_4_NoCounterattackAtNight(t *testing.T) {
	for _, rev := range []int{2, 1} {
		r := newRig(t, rigMap{rev: rev})
		r.s.b.turns[r.s.Turn].Light = "night"
		r.put("ai1", "0506", "n")
		r.put("ii1", "0505", "s")
		rx := Reaction{Units: []string{"ii1"}, Trigger: trLeave, By: []string{"ai1"}, At: r.hex("0506")}
		if why := r.s.reactionRefused(rx, rxCounter); why != "no assault or charge at night (22.4)" {
			t.Fatalf("revision %d: a night counterattack refused with %q", rev, why)
		}
		r.s.b.turns[r.s.Turn].Light = "day"
		if why := r.s.reactionRefused(rx, rxCounter); why != "" {
			t.Fatalf("revision %d: a day counterattack refused with %q", rev, why)
		}
	}
}
