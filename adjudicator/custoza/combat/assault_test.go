package combat

import (
	"errors"
	"testing"
)

// 10.4 step 1: "divide it by the total of Strength points of the defending
// units, to get a strength ratio (ex. 11:3 = 3.66:1)".
func Test10_4_1_Ratio11To3(t *testing.T) {
	if got := RatioText(11, 3); got != "3.66:1" {
		t.Errorf("11:3 = %s, want 3.66:1", got)
	}
	if row, _ := tables(t).RatioRow(11, 3); row != "3-1" {
		t.Errorf("11:3 rounds down to %s, want 3-1", row)
	}
}

// 10.4 step 2: "Round down the ratio to the nearest strength ratio on the
// left column ... (ex. 11:5 = 2.2:1 is rounded down to 2-1; 5:7=1:1.4 is
// rounded to 1-1.5)".
func Test10_4_2_RatioRoundsDown(t *testing.T) {
	tb := tables(t)
	cases := []struct {
		a, d      int
		text, row string
	}{{11, 5, "2.2:1", "2-1"}, {5, 7, "1:1.4", "1-1.5"}, {2, 2, "1:1", "1-1"}, {1, 9, "1:9", "1-3"}, {20, 1, "20:1", "4-1"}, {3, 2, "1.5:1", "1.5-1"}}
	for _, c := range cases {
		if got := RatioText(c.a, c.d); got != c.text {
			t.Errorf("%d:%d written %s, want %s", c.a, c.d, got, c.text)
		}
		if row, _ := tb.RatioRow(c.a, c.d); row != c.row {
			t.Errorf("%d:%d rounds to %s, want %s", c.a, c.d, row, c.row)
		}
	}
}

// 10.4 step 1 and 10.6: artillery SP are ignored; the stack's CCV is its
// highest-stacking-value unit's (step 4), artillery excepted.
func Test10_4_ArtilleryIgnoredAndLeadUnit(t *testing.T) {
	tb := tables(t)
	big := inf("IR", 3, 9, 3)
	big.Status = Shaken // CCV 8
	in := AssaultInput{Edition: Custoza, Attackers: []Unit{inf("A1", 4, 9, 2), inf("A2", 2, 7, 1)},
		Defenders: []Unit{big, inf("Jg", 3, 10, 1), {ID: "Bty", Type: Artillery, SP: 4, CV: 10, SV: 2}}, TargetTerrain: "clear"}
	res, err := tb.ResolveAssaultTable(in, roll(t, 3, 4))
	if err != nil {
		t.Fatal(err)
	}
	if res.AttackSP != 6 || res.DefendSP != 6 || res.Ratio != "1:1" || res.RatioRow != "1-1" {
		t.Errorf("ratio %d:%d %s %s", res.AttackSP, res.DefendSP, res.Ratio, res.RatioRow)
	}
	if res.DefenderLead.ID != "IR" || res.DefenderCCV != 8 || res.AttackerCCV != 9 || res.Column != "1" {
		t.Errorf("lead %s CCV %d vs %d, column %s", res.DefenderLead.ID, res.AttackerCCV, res.DefenderCCV, res.Column)
	}
}

// 10.4 steps 5–10 on the stand-in table, read back from it.
func Test10_4_StepsDefenderFirstThenAttacker(t *testing.T) {
	tb := tables(t)
	in := AssaultInput{Edition: Custoza, Attackers: []Unit{inf("A", 6, 8, 3)}, Defenders: []Unit{inf("D", 3, 8, 2)}, TargetTerrain: "clear"}
	// 6:3 = 2-1, +2; column 0; 2d6 3+4 = 7 + 2 = 9: "cc0/1S2/B".
	r := roll(t, 3, 4, 1, 1)
	res, err := tb.Assault(in, r)
	r.done()
	if err != nil {
		t.Fatal(err)
	}
	if res.Table.Modified != 9 || res.Table.Cell.Text != "cc0/1S2/B" {
		t.Fatalf("%s", res.Explain)
	}
	if d, _ := res.Defender.Losses.Unit("D"); d.SP != 1 || d.After != Disordered {
		t.Errorf("defender %+v", d)
	}
	if res.Attacker.Check == nil || !res.Attacker.Check.Passed() || res.Outcome != AttackerWins || res.DefenderRetreat != 2 || !res.AttackerAdvances {
		t.Errorf("%+v\n%s", res, res.Explain)
	}
	// The defender's rolls come before the attacker's: here only the
	// attacker checks, so its dice are the third and fourth.
	if len(res.Rolls) != 4 {
		t.Errorf("rolls %v", res.Rolls)
	}
}

// 10.4 step 9: "When the result is 'Uncertain', the winner is the side ...
// absorbing less Status Levels ... If the difference is zero, the combat is
// a Draw".
func Test10_4_9_Uncertain(t *testing.T) {
	tb := tables(t)
	in := AssaultInput{Edition: Custoza, Attackers: []Unit{inf("A", 4, 8, 2)}, Defenders: []Unit{inf("D", 4, 8, 2)}, TargetTerrain: "clear"}
	// 1-1, column 0, 3+4 = 7: "cc1/cc1/W". Defender checks first: 6+6+1 = 13 vs 8, fails by 5 (3 levels);
	// attacker 1+1+1 = 3, passes: the attacker wins.
	res, err := tb.Assault(in, roll(t, 3, 4, 6, 6, 1, 1))
	if err != nil || res.Table.Cell.Outcome != Uncertain || res.Defender.Levels != 3 || res.Attacker.Levels != 0 || res.Outcome != AttackerWins {
		t.Fatalf("%v %+v\n%s", err, res, res.Explain)
	}
	// Both pass: a draw, both stay.
	res, _ = tb.Assault(in, roll(t, 3, 4, 1, 1, 1, 1))
	if res.Outcome != Draw || res.AttackerRetreat != 0 || res.DefenderRetreat != 0 || res.AttackerAdvances {
		t.Fatalf("%+v", res)
	}
	// The defender fails by 1, the attacker by 5: the defender wins and the attacker retreats 1.
	res, _ = tb.Assault(in, roll(t, 3, 4, 4, 4, 6, 6))
	if res.Outcome != DefenderWins || res.AttackerRetreat != 1 {
		t.Fatalf("%+v\n%s", res, res.Explain)
	}
}

// 10.6.1: artillery alone in a hex is eliminated without dice.
func Test10_6_1_ArtilleryAlone(t *testing.T) {
	r := roll(t)
	res, err := tables(t).Assault(AssaultInput{Attackers: []Unit{inf("A", 4, 8, 2)}, Defenders: []Unit{gun("B", 3)}}, r)
	if err != nil || !res.Table.ArtilleryAlone || res.Outcome != AttackerWins || len(r.rolls) != 0 {
		t.Fatalf("%v %+v", err, res)
	}
	if u, _ := res.Defender.Losses.Unit("B"); !u.Eliminated {
		t.Error("the artillery is eliminated")
	}
}

// 10.6.2: "a 5 SP retreating unit loses 3 SPs"; horse artillery none.
func Test10_6_2_RetreatingArtilleryLosesHalfRoundedUp(t *testing.T) {
	if n, _ := ArtilleryRetreatLoss(Custoza, gun("B", 5)); n != 3 {
		t.Errorf("5 SP loses %d, want 3", n)
	}
	if n, _ := ArtilleryRetreatLoss(Custoza, gun("B", 4)); n != 2 {
		t.Errorf("4 SP loses %d, want 2", n)
	}
	if n, _ := ArtilleryRetreatLoss(Goito, Unit{ID: "H", Type: HorseArtillery, SP: 5}); n != 0 {
		t.Errorf("horse artillery loses %d", n)
	}
}

func TestAssaultNotAllowed(t *testing.T) {
	tb := tables(t)
	d := []Unit{inf("D", 3, 8, 2)}
	for name, in := range map[string]AssaultInput{
		"artillery attacks": {Attackers: []Unit{gun("B", 3)}, Defenders: d},
		"infantry charges":  {Attackers: []Unit{inf("A", 3, 8, 2)}, Defenders: d, Charge: true},
		"no SP":             {Attackers: []Unit{inf("A", 0, 8, 2)}, Defenders: d},
		"no defenders":      {Attackers: []Unit{inf("A", 3, 8, 2)}},
	} {
		r := roll(t)
		if _, err := tb.Assault(in, r); !errors.Is(err, ErrNoAssault) {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// Goito 14.2: assault into a Village or Farmhouse has a malus (TEC).
func TestGoito14_2_VillageMalus(t *testing.T) {
	tb := tables(t)
	for _, k := range []string{"village", "farmhouse"} {
		te, ok := tb.Terrain(k)
		if !ok || te.AssaultDRM >= 0 || te.FireShift >= 0 {
			t.Errorf("%s: %+v", k, te)
		}
	}
}
