package custoza

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/custoza/combat"
)

// Charges (9), countercharges (9.7, 11.5.3, 11.5.3.1) and squares
// (11.5.4.2), through the engine.

// chargeRig: Austrian cavalry ac1 in 0509 facing north, its commander
// behind; Italian targets are placed by each test.
func chargeRig(t *testing.T, m rigMap) *rig {
	r := newRig(t, m)
	r.put("afc1", "0510", "n")
	r.put("ac1", "0509", "n")
	return r
}

// 9.1: "There must be at least one intervening hex between the Charging
// Force and the (first) target hex"; 9.2: "The target hex and all
// hexes/hexsides of the path of Charge can only be: Clear or Cultivated
// terrain ... Stream or Slope hexsides (NO Steep Slopes)".
func Test9_1_9_2_ChargeDeclaration(t *testing.T) {
	r := chargeRig(t, rigMap{terrain: map[string]byte{"0505": 'w'}})
	r.put("ii1", "0508", "s")
	r.put("ii2", "0505", "s")
	r.activate("k1")
	r.refused("declare charge 0508 from 0507 by ac1", "at least one hex between the charging Force and its target (9.1)")
	r.refused("declare charge 0505 from 0506 by ac1", "a charge crosses only Clear or Cultivated terrain")
	r.do("declare assault 0508 from 0509 by ac1") // a non-charging cavalry assault (10)
}

// 9.3: "The Charging Force cannot change facing, it moves through any
// frontal hex to the Charging hex".
func Test9_3_ChargerKeepsItsFacing(t *testing.T) {
	r := chargeRig(t, rigMap{})
	r.put("ii1", "0406", "s")
	r.act("k1", "declare charge 0406 from 0506 by ac1")
	// 4:8 = 1-2 -2, charge +1; CCV 8-7 = column 1; 12-1 = 11: -/2S3/B
	r.roll(6, 6)
	r.do("charge ac1 0406")
	r.quiet()
	r.saw("advances into 0406")
	// it entered 0506 going north and advanced north-west: still north
	if d := r.u("ac1").Facing.String(); d != "n" {
		t.Fatalf("the charger faces %s after its charge, want n (9.3)", d)
	}
	// a path leaving through a rear hex is refused
	r2 := chargeRig(t, rigMap{})
	r2.put("ii1", "0512", "s")
	r2.u("ac1").Hex = r2.hex("0509")
	r2.activate("k1")
	r2.refused("declare charge 0512 from 0511 by ac1", "cannot reach 0511 within its MA through its front hexes without changing facing")
}

// 9.4, 9.4.1: a charger that wins and is still in Good Order continues
// against the next target its order names ("continue HEX…"), with a new
// Charge marker, through its front hexes, within its MA; the charge ends
// when it loses, takes a Status Level loss or runs out of targets.
func Test9_4_ChargeContinuation(t *testing.T) {
	r := chargeRig(t, rigMap{})
	r.put("il1", "0506", "s") // 3 SP: 4:3 = 1.33 -> 1-1
	r.put("il2", "0503", "s")
	r.act("k1", "declare charge 0506 from 0507 by ac1")
	// first charge: CCV 8 - 8 = column 0; 6+6 +0 +1 charge = 13: -/2S3/B;
	// the second the same
	r.roll(6, 6, 6, 6)
	r.do("charge ac1 0506 continue 0503")
	r.quiet()
	r.saw("the attacker wins")
	r.saw("continues its charge against 0503 from 0504 (9.4)")
	if !contains(unitIDs(r.s.units([]string{"il2"})), "il2") || r.u("il2").Hex.String() == "0503" {
		t.Fatalf("il2 was not charged out of 0503: %s", r.events())
	}
	if r.u("ac1").Exhausted == 0 {
		t.Fatal("the charger is not exhausted at the end of its charge (9.6)")
	}
	r.done()
}

// 9.4: "and is still in Good Order after the Combat": a charger that lost
// a level cannot continue.
func Test9_4_1_NoContinuationAfterAStatusLoss(t *testing.T) {
	r := chargeRig(t, rigMap{})
	r.put("il1", "0506", "s")
	r.put("il2", "0503", "s")
	r.act("k1", "declare charge 0506 from 0507 by ac1")
	// 5+4+1 = 10, column 0: 0S1/2S2/B: the attacker wins but loses a level
	r.roll(5, 4)
	r.do("charge ac1 0506 continue 0503")
	r.quiet()
	r.saw("the attacker wins")
	r.saw("the charge ends")
	if r.seen("continues its charge") {
		t.Fatal("a Shaken charger continued (9.4)")
	}
}

// 9.5: after the defender's reaction, the charger may stop by a
// successful cohesion check, with no combat; a failed check is applied
// and the charge resolved.
func Test9_5_StopCheck(t *testing.T) {
	t.Run("passed: no combat", func(t *testing.T) {
		r := chargeRig(t, rigMap{})
		r.put("ii1", "0506", "s")
		r.act("k1", "declare charge 0506 from 0507 by ac1")
		r.do("charge ac1 0506 stop-check if square")
		r.roll(1, 1) // square by reaction: 2 - 1 passes
		r.roll(3, 3) // the stop check: 6 <= CCV 8
		r.do("react ii1 square")
		r.quiet()
		r.saw("stops its charge in 0507 (9.5)")
		if r.seen("charges 0506") {
			t.Fatal("a stopped charge was resolved")
		}
		if r.u("ac1").Exhausted == 0 {
			t.Fatal("a stopped charge still exhausts (9.5: see 9.6 to end the Charge)")
		}
		r.done()
	})
	t.Run("failed: resolved", func(t *testing.T) {
		r := chargeRig(t, rigMap{})
		r.put("ii1", "0506", "s")
		r.act("k1", "declare charge 0506 from 0507 by ac1")
		r.roll(6, 5, 3, 3, 3, 3) // 11 > 8 fails by 3: 2 levels; then the charge
		r.do("charge ac1 0506 stop-check")
		r.quiet()
		r.saw("fails to stop its charge")
		r.saw("charges 0506")
		if r.u("ac1").Status < combat.Disordered {
			t.Fatalf("the failed check's levels were not applied: %s", r.u("ac1").Status)
		}
	})
}

// 9.6: "After the end of a Charge, the charging Force become Exhausted,
// and can move again up to the limit of its MA ... It must end this
// movement out of EZoRs": the order's `exhausted HEX…`; without one, a
// charger left in an enemy ZoR goes out by the shortest way.
func Test9_6_ExhaustedMovement(t *testing.T) {
	t.Run("ordered", func(t *testing.T) {
		r := chargeRig(t, rigMap{})
		r.put("ii1", "0506", "s")
		r.act("k1", "declare charge 0506 from 0507 by ac1")
		r.roll(3, 3, 3, 3, 3, 3) // a draw or a loss
		r.do("charge ac1 0506 exhausted 0608 0609")
		r.quiet()
		r.at("ac1", "0609")
		r.saw("ends its exhausted movement in 0609 (9.6)")
	})
	t.Run("default out of the enemy ZoR", func(t *testing.T) {
		r := chargeRig(t, rigMap{})
		r.put("ii1", "0506", "s")
		r.act("k1", "declare charge 0506 from 0507 by ac1")
		// 4+4-? : a draw leaves the charger next to the enemy
		r.roll(3, 3, 6, 6, 6, 6)
		r.do("charge ac1 0506")
		r.quiet()
		if u := r.u("ac1"); u.On && u.Gone == "" && r.s.inEZoR("austria", u.Hex) {
			t.Fatalf("the exhausted charger ended in an enemy ZoR at %s:\n%s", u.Hex, r.events())
		}
	})
	t.Run("an impossible order falls back", func(t *testing.T) {
		r := chargeRig(t, rigMap{})
		r.put("ii1", "0506", "s")
		r.act("k1", "declare charge 0506 from 0507 by ac1")
		r.roll(3, 3, 6, 6, 6, 6)
		r.do("charge ac1 0506 exhausted 0405")
		r.quiet()
		r.saw("cannot make the exhausted movement ordered")
	})
}

// 9.6.1: "To recover from Exhaustion, a Cavalry unit must rest one whole
// GT without moving. Remove the marker at the end of the next Phase in
// which the Cavalry unit can move."
func Test9_6_1_ExhaustionRecovery(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("ifc1", "0505", "n")
	r.put("ic1", "0506", "n", "exhausted")
	r.s.Phase = 5
	r.u("ic1").Exhausted = 4 // exhausted in an earlier phase
	r.activate("d1")
	r.do("done declare")
	r.do("done")
	if r.u("ic1").Exhausted != 0 {
		t.Fatalf("cavalry that did not move kept its exhaustion:\n%s", r.events())
	}
	r.saw("ic1 recovers from exhaustion")
}

// 9.7, 11.5.3, 11.5.3.1: a countercharge is executed like a charge, with
// no free hex needed; both the charger and the countercharger are
// exhausted and make their exhausted movements, the charger first.
func Test9_7_Countercharge(t *testing.T) {
	r := chargeRig(t, rigMap{})
	r.put("ifc1", "0504", "n")
	r.put("ic1", "0505", "s")
	r.put("ii1", "0406", "s")
	r.act("k1", "declare charge 0406 from 0506 by ac1")
	r.do("charge ac1 0406")
	r.owes("react", "italy")
	r.do("react ii1 none")
	// the countercharge: its check 3+3 passes; the combat 3+3: 4:4 =
	// 1-1, charge +1, column 0: row 7 cc1/cc1/W; the checks (defender
	// first) 3+3 and 3+3 pass: a draw. Then ac1 charges ii1: 6+6-1 = 11,
	// column 1: the attacker wins.
	r.roll(3, 3, 3, 3, 3, 3, 3, 3, 6, 6)
	r.do("react ic1 counter exhausted 0504")
	r.saw("countercharges 0506")
	r.quiet()
	r.saw("a draw")
	if r.u("ic1").Exhausted == 0 || r.u("ac1").Exhausted == 0 {
		t.Fatalf("both chargers are exhausted (9.7): ic1 %d, ac1 %d", r.u("ic1").Exhausted, r.u("ac1").Exhausted)
	}
	r.at("ic1", "0504")
	ev := r.events()
	first := strings.Index(ev, "ac1 (cav in 0406) is exhausted")
	second := strings.Index(ev, "ic1 ends its exhausted movement")
	if first < 0 {
		first = strings.Index(ev, "ac1 Exhausted")
	}
	if second < 0 {
		second = strings.Index(ev, "ic1 (cav in 0504) ends its exhausted movement")
	}
	if first < 0 || second < 0 || second < first {
		t.Fatalf("the exhausted movements are not the charger's first (9.7):\n%s", ev)
	}
	r.done()
}

// 11.5.4.2: "Charging Cavalry Forces can carry on a Charge through a
// Square hex in case of a Draw in the combat resolution (see 9.4). NOTE:
// In this case, the Cavalry Force enters the Square hex to continue the
// Charge, activating any potential reaction."
func Test11_5_4_2_ThroughTheSquareOnADraw(t *testing.T) {
	// the stand-in draws cost the attacker a level, which ends a charge
	// (9.4: "is still in Good Order"): a draw that does not
	r := chargeRig(t, rigMap{tables: func(tb string) string {
		return strings.ReplaceAll(tb, "1S1/1S1/G", "-/1S1/G ")
	}})
	r.put("ii1", "0506", "s", "square")
	r.put("il2", "0504", "s")
	r.act("k1", "declare charge 0506 from 0507 by ac1")
	// 4:8 = 1-2 -2, charge +1, cavalry vs square -3; CCV 8-7 = column 1;
	// 6+6-4 = 8: column 1 row 8: cc0/1S2/B? the stand-in gives a draw on
	// row 5; 4+5-4 = 5: 1S1/1S1/G
	r.roll(4, 5)
	r.roll(6, 6) // the second charge
	r.do("charge ac1 0506 continue 0504")
	r.quiet()
	r.saw("a draw")
	r.saw("continues its charge against 0504 from 0505")
	if r.u("ac1").Hex.String() == "0506" && r.u("ii1").Hex.String() == "0506" {
		t.Fatal("the charger stopped in the square's hex")
	}
}
