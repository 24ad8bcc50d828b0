package combat

import "testing"

func hussars() Unit { return Unit{ID: "5H", Type: Cavalry, SP: 3, CV: 9, SV: 2} }

// 9.4: continue after not losing against a Square, or winning against any
// other Force, still in Good Order.
func Test9_4_ChargeContinuation(t *testing.T) {
	cases := []struct {
		outcome Outcome
		square  bool
		status  Status
		want    bool
	}{
		{AttackerWins, false, GoodOrder, true},
		{Draw, false, GoodOrder, false},
		{Draw, true, GoodOrder, true},
		{DefenderWins, true, GoodOrder, false},
		{AttackerWins, false, Shaken, false},
	}
	for _, c := range cases {
		got, why := ChargeContinuation(Custoza, AssaultResult{Outcome: c.outcome}, c.square, []Status{c.status})
		if got != c.want {
			t.Errorf("%v square=%v %v: %v (%s)", c.outcome, c.square, c.status, got, why)
		}
	}
}

// 9.5: a successful cohesion check stops the charge; a failed one applies
// and the charge goes on.
func Test9_5_StopCharge(t *testing.T) {
	tb := tables(t)
	c, stopped := tb.StopCharge(Custoza, []Unit{hussars()}, roll(t, 4, 4))
	if !stopped || !c.Passed() {
		t.Fatalf("%s", c.Explain)
	}
	c, stopped = tb.StopCharge(Custoza, []Unit{hussars()}, roll(t, 6, 5))
	if stopped || c.Units[0].Levels != 1 {
		t.Fatalf("%s", c.Explain)
	}
}

// 9.6, 9.7: the charger (and a countercharger) become Exhausted and may
// move their MA again, ending out of enemy ZoRs.
func Test9_6_EndOfCharge(t *testing.T) {
	ce := EndCharge(Custoza, []Unit{hussars()}, 8, false)
	if len(ce.Exhausted) != 1 || ce.MayMove != 8 || !ce.MustEndOutsideEZoR {
		t.Fatalf("%+v", ce)
	}
	if ce := EndCharge(Goito, []Unit{hussars()}, 8, true); ce.Why == "" || len(ce.Exhausted) != 1 {
		t.Fatalf("%+v", ce)
	}
}

// A charge is resolved as an assault (9.3) with the charge DRM.
func Test9_3_ChargeResolvedAsAssault(t *testing.T) {
	tb := tables(t)
	sq := inf("IR", 4, 8, 2)
	sq.Square = true
	res, err := tb.ResolveAssaultTable(AssaultInput{Attackers: []Unit{hussars()}, Defenders: []Unit{sq}, Charge: true}, roll(t, 3, 3))
	if err != nil || !hasMod(res.DRMs, "10.4 step 3, 9", 1) || !hasMod(res.DRMs, "10.4 step 3, 11.5.4", -3) {
		t.Fatalf("%v %v", err, res.DRMs)
	}
}
