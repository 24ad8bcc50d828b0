package custoza

import (
	"testing"
)

// Fire (8), through the engine.

// 8.1: "Forces can fire into or through their front hexes only ... they
// must choose to fire the Artillery or the non Artillery Force in the
// hex"; 8.3: line infantry never fires as an action, cavalry never.
func Test8_1_FrontHexesAndTheTargetForce(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("ifc1", "0510", "n")
	r.put("ia1", "0508", "s") // facing away
	r.put("ii1", "0708", "n")
	r.put("ic1", "0608", "n")
	r.put("ai1", "0505", "s", "march")
	r.put("aa1", "0505", "s", "limbered")
	r.act("d1")
	r.refused("fire ia1 0505", "does not leave through its front hexsides (8.2)")
	r.refused("fire ii1 0505", "line infantry fires only as a reaction (8.3)")
	r.refused("fire ic1 0505", "cavalry never fires (8.3)")
	r.roll(3, 3)
	r.do("fire ia1 0505 art face n") // 8.3: "a Force can change facing and fire"
	r.quiet()
	r.saw("fires at aa1 (art in 0505)")
}

// 8.2.1: light infantry fires at 1 hex; 8.3: "A Light Infantry Force can
// move, then fire, providing it enters a hex with an Assault marker", and
// that fire fulfils the marker (6.4, 7.5).
func Test8_3_LightInfantryMovesAndFires(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("ifc1", "0509", "n")
	r.put("il1", "0508", "n")
	r.put("ii1", "0608", "n") // could assault from the marker too
	r.put("ai1", "0505", "s")
	r.act("d1", "declare assault 0505 from 0506 by il1")
	r.refused("fire il1 0505", "beyond the range of 1 (8.2)")
	r.refused("fire il1 0505 via 0507", "only into a hex with an Assault marker")
	r.do("fire il1 0505 via 0507 0506")
	r.roll(3, 3)
	r.quiet()
	r.saw("il1 (linf in 0506) fires at ai1 (inf in 0505)")
	if !r.s.Markers[0].Done {
		t.Fatal("the light infantry's fire from the marker hex did not fulfil it (6.4)")
	}
	r.do("done")
	if r.seen("the rules oblige") {
		t.Fatal("an obligation after the marker was fulfilled by fire (6.4, 7.5)")
	}
}

// 8.3: "Artillery Forces that fire can change facing before or after
// firing" — `then face DIR`.
func Test8_3_ArtilleryFacesAfterFiring(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("ifc1", "0510", "n")
	r.put("ia1", "0508", "n")
	r.put("il1", "0608", "n")
	r.put("ai1", "0505", "s", "march")
	r.act("d1")
	r.refused("fire il1 0505 then face s", "only artillery changes facing after firing")
	r.roll(3, 3)
	r.do("fire ia1 0505 then face s")
	r.quiet()
	if d := r.u("ia1").Facing.String(); d != "s" {
		t.Fatalf("ia1 faces %s after firing, want s", d)
	}
}

// 8.4: "Units of the same type (Infantry or Artillery) firing from the
// same hex must fire as Force ... Artillery and Horse Artillery are
// ARTILLERY."
func Test8_4_FireAsForce(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("ifc1", "0510", "n")
	r.put("ia1", "0508", "n")
	r.put("ih1", "0508", "n")
	r.put("ai1", "0505", "s", "march")
	r.act("d1")
	r.roll(3, 3)
	r.do("fire ia1 0505")
	r.quiet()
	r.saw("ia1+ih1 (art in 0508) fires at")
	if !r.u("ih1").Acted {
		t.Fatal("the horse artillery fired with the battery but may still act")
	}
}

// 8.5: "A target hex can be subject to fire as many times as possible in a
// GT."
func Test8_5_AnyNumberOfFires(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("ifc1", "0510", "n")
	r.put("ia1", "0508", "n")
	r.put("ih1", "0608", "n")
	r.put("ai1", "0505", "s", "march")
	r.act("d1")
	r.roll(2, 2, 2, 2)
	r.do("fire ia1 0505")
	r.quiet()
	r.do("fire ih1 0505")
	r.quiet()
	r.done()
}

// 8.7: "The first SP lost is taken from the biggest unit ... the following
// ones are decided by the owning player": the owner's `losses` order.
func Test8_7_LossesByTheOwnersOrder(t *testing.T) {
	r := newRig(t, rigMap{})
	r.s.b.specs["ia2"].SP = 12
	r.put("ifc2", "0510", "n")
	r.put("ia2", "0508", "n")
	r.put("ai1", "0505", "s", "march")
	r.put("al1", "0505", "s", "march")
	r.put("ai2", "0506", "s", "march") // no: a second infantry Force would stack over 5
	r.s.remove(r.u("ai2"), "eliminated")
	r.act("d2")
	r.do("fire ia2 0505")
	r.owes(kLosses, "austria")
	r.roll(6, 6) // 12, column 12-15, row 12: 3S2
	r.do("losses al1 ai1")
	r.quiet()
	r.saw(": 3S2")
	// the first from ai1 (the biggest), then al1, al1
	if r.u("ai1").Lost != 1 || r.u("al1").Lost != 2 {
		t.Fatalf("ai1 lost %d, al1 %d; want 1 and 2", r.u("ai1").Lost, r.u("al1").Lost)
	}
}

// 8.9: the line of sight, at two hexes or more: "blocked by any intervening
// hex at a ground level higher than both", by units and Woods, Village,
// Fortress "at the same level as the highest" end, clear "If both the
// firing and the target hexes are at a level higher than the blocking
// hex"; Goito 9.4.4: units, Village, Farmhouse and Farm at any level; 22.4:
// at Dawn and Twilight 3 hexes at most.
func Test8_9_LineOfSight(t *testing.T) {
	r := newRig(t, rigMap{levels: map[string]int{"0506": 1}, terrain: map[string]byte{"0707": 'w'}})
	if why := r.s.lineOfSight(r.hex("0508"), r.hex("0504")); why == "" {
		t.Fatal("a higher intervening hex does not block")
	}
	if why := r.s.lineOfSight(r.hex("0708"), r.hex("0705")); why == "" {
		t.Fatal("woods at the level of the ends do not block")
	}
	up := newRig(t, rigMap{levels: map[string]int{"0708": 1, "0705": 1}, terrain: map[string]byte{"0707": 'w'}})
	if why := up.s.lineOfSight(up.hex("0708"), up.hex("0705")); why != "" {
		t.Fatalf("both ends above the woods: blocked (%s)", why)
	}
	up.put("ai1", "0706", "n")
	if why := up.s.lineOfSight(up.hex("0708"), up.hex("0705")); why != "" {
		t.Fatalf("both ends above the units: blocked (%s)", why)
	}
	g := newRig(t, rigMap{edition: EditionGoito, levels: map[string]int{"0708": 1, "0705": 1}, terrain: map[string]byte{"0707": 'f'}})
	if why := g.s.lineOfSight(g.hex("0708"), g.hex("0705")); why == "" {
		t.Fatal("Goito: a farm below both ends does not block (9.4.4, 14.4)")
	}
	d := newRig(t, rigMap{})
	d.s.b.turns[d.s.Turn].Light = "dawn"
	if why := d.s.lineOfSight(d.hex("0509"), d.hex("0505")); why == "" {
		t.Fatal("at dawn the line of sight reaches 4 hexes (22.4)")
	}
}

// 8.4 for reaction fire: "Light Infantry and Line Infantry are
// INFANTRY": the line and light infantry of a hex that both react to one
// trigger by fire fire as one Force, and the second's reaction is spent.
func Test8_4_ReactionFireAsForce(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("afc1", "0509", "n")
	r.put("ai1", "0508", "n")
	r.put("ii1", "0505", "s")
	r.put("il1", "0505", "s")
	r.act("k1", "declare assault 0505 from 0506 by ai1")
	r.do("assault ai1 0505")
	r.owes("react", "italy")
	r.roll(3, 3) // the infantry's fire: 11 SP
	r.roll(3, 3, 3, 3, 3, 3)
	r.do("react 0505 inf fire")
	r.saw("ii1+il1 fire 11 SP")
	if r.decision().Kind == "react" && contains(r.s.Reacts[0].Units, "il1") {
		t.Fatal("il1 fired with ii1 and still has its reaction")
	}
	r.quiet()
}
