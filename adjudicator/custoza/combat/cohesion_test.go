package combat

import "testing"

// 13.2's example: "A Disordered Infantry unit, not in Square and with a
// printed Cohesion Value of 9, is charged by a Cavalry unit ... It rolls a
// basic 9, modified by +2 as per the CCMT (9+2=11). Its printed Cohesion
// Value is 9, modified as per the Unit Status Chart by -2 (Disordered),
// which gives a 7. So, as 11 is higher than 7 by 4, it has failed the
// Cohesion Check, the unit loses two (2) Status Levels and it Routs."
func Test13_2_DisorderedUnitChargedByCavalryRouts(t *testing.T) {
	tb := tables(t)
	m, ok := tb.CCMT("charged-by-cavalry")
	if !ok || m.Value != 2 {
		t.Fatalf("CCMT charged-by-cavalry = %v, %v; want +2 (13.2)", m, ok)
	}
	u := inf("IR9", 4, 9, 2)
	u.Status = Disordered
	u.CheckDRM = []Modifier{m}
	r := roll(t, 4, 5)
	res := tb.Cohesion(r, "charged by cavalry", []Unit{u}, nil)
	r.done()
	c := res.Units[0]
	if res.Roll != 9 || c.Modified != 11 || c.CCV != 7 || c.Pass || c.Margin != 4 || c.Levels != 2 || c.After != Routed || !c.Routed {
		t.Fatalf("got %+v\n%s", c, res.Explain)
	}
	if len(res.Rolls) != 2 {
		t.Errorf("rolls %v, want the two dice", res.Rolls)
	}
}

// 13.2.1: one roll per Force; each unit its own CCV and modifiers.
func Test13_2_1_OneRollEachUnitItsOwnCCV(t *testing.T) {
	tb := tables(t)
	a, b := inf("a", 4, 9, 2), inf("b", 4, 7, 2)
	b.Status = Shaken // CCV 6
	res := tb.Cohesion(roll(t, 3, 4), "test", []Unit{a, b}, nil)
	if !res.Units[0].Pass || res.Units[1].Pass || res.Units[1].Margin != 1 || res.Units[1].After != Disordered {
		t.Fatalf("%+v\n%s", res.Units, res.Explain)
	}
}

// 13.3: "a Shaken unit losing one Level becomes Disordered"; 13.5: four
// levels in all is a rout.
func Test13_3_LossesAreCumulative(t *testing.T) {
	if Shaken.Worsen(1) != Disordered {
		t.Error("Shaken - 1 level is not Disordered")
	}
	if GoodOrder.Worsen(4) != Routed || Disorganized.Worsen(1) != Routed || Shaken.Worsen(9) != Routed {
		t.Error("four levels lost in all must rout (13.5)")
	}
	if GoodOrder.Worsen(-1) != GoodOrder {
		t.Error("negative losses")
	}
}

// Unit Status Table: Shaken -1 (10.4 step 4), Disordered -2 (13.2).
func Test13_1_UnitStatusTable(t *testing.T) {
	tb := tables(t)
	u := inf("u", 4, 9, 2)
	for s, want := range map[Status]int{GoodOrder: 9, Shaken: 8, Disordered: 7} {
		u.Status = s
		if got := tb.CCV(u); got != want {
			t.Errorf("CCV of CV 9 %s = %d, want %d", s, got, want)
		}
	}
}

// 11.5.5: "Active Force MA = 5, Reactive Force MA = 6, DRM = +3"; Goito
// 12.2.6: the same case gives "DRM = -1".
func Test11_5_5_WithdrawalDRM(t *testing.T) {
	if m := WithdrawalDRM(Custoza, 5, 6); m.Value != 3 || m.Rule != "11.5.5" {
		t.Errorf("Custoza: %v, want +3 (11.5.5)", m)
	}
}

func TestGoito12_2_6_WithdrawalDRM(t *testing.T) {
	if m := WithdrawalDRM(Goito, 5, 6); m.Value != -1 || m.Rule != "Goito 12.2.6" {
		t.Errorf("Goito: %v, want -1 (12.2.6)", m)
	}
}

// 11.5.4: square by reaction, "an additional -1 DRM"; 13.7: routed
// recovery "+4".
func Test11_5_4_SquareReactionDRM(t *testing.T) {
	tb := tables(t)
	if m, _ := tb.CCMT("square-reaction"); m.Value != -1 {
		t.Errorf("square-reaction %v, want -1", m)
	}
	if m, _ := tb.CCMT("routed-recovery"); m.Value != 4 {
		t.Errorf("routed-recovery %v, want +4 (13.7)", m)
	}
}

func Test13_6_Recovery(t *testing.T) {
	u := inf("u", 4, 8, 2)
	u.Status = Disorganized
	cases := []struct {
		name string
		in   RecoveryInput
		want Status
	}{
		{"13.6.1 no action", RecoveryInput{Phase: EndOfActivation, Unit: u, MA: 5}, Shaken},
		{"13.6.1 no action in EZoR", RecoveryInput{Phase: EndOfActivation, Unit: u, MA: 5, InEZoR: true}, Disorganized},
		{"13.6.1 moved half", RecoveryInput{Phase: EndOfActivation, Unit: u, Acted: true, Moved: true, MPUsed: 2, MA: 5}, Disordered},
		{"13.6.1 moved more", RecoveryInput{Phase: EndOfActivation, Unit: u, Acted: true, Moved: true, MPUsed: 3, MA: 5}, Disorganized},
		{"13.6.2 not moving, in EZoR", RecoveryInput{Phase: NonActivated, Unit: u, MA: 5, InEZoR: true}, Shaken},
		{"22.1.1 Tione", RecoveryInput{Phase: OutOfCommand, Unit: u, MA: 5, NoDisorganizedRecovery: true}, Disorganized},
	}
	for _, c := range cases {
		if got := Recover(c.in); got.After != c.want {
			t.Errorf("%s: %v, want %v (%s)", c.name, got.After, c.want, got.Why)
		}
	}
	g := inf("g", 4, 8, 2)
	g.Status = Shaken
	if got := Recover(RecoveryInput{Phase: NonActivated, Unit: g, MA: 5}); got.After != GoodOrder || got.Levels != 1 {
		t.Errorf("recovery beyond Good Order: %+v", got)
	}
	cav := Unit{ID: "c", Type: Cavalry, SP: 3, CV: 9, SV: 2, Status: Shaken}
	got := Recover(RecoveryInput{Phase: EndOfActivation, Unit: cav, MA: 8, Exhausted: true, RestoreExhaustion: true})
	if !got.ClearExhaustion || got.After != Shaken {
		t.Errorf("13.6.1 cavalry recovers exhaustion instead of levels: %+v", got)
	}
}

// Modified rolls beyond the rows a table must cover read its nearest end.
func TestLookupsBeyondTheTablesReadTheEnds(t *testing.T) {
	tb := tables(t)
	res := tb.Cohesion(roll(t, 6, 6), "huge", []Unit{inf("u", 4, 8, 2)}, []Modifier{{Rule: "test", Value: 40}})
	if res.Units[0].Levels != 4 || !res.Units[0].Routed {
		t.Errorf("fail by 44: %+v", res.Units[0])
	}
	f, err := tb.Fire(FireInput{Firers: []Unit{gun("g", 3)}, Targets: []Unit{inf("u", 4, 8, 2)}, Range: 2,
		Modifiers: []Modifier{{Rule: "test", Value: -99}}}, roll(t, 1, 1))
	if err != nil || !f.Hit.None() {
		t.Errorf("%v %+v", err, f)
	}
	a, err := tb.ResolveAssaultTable(AssaultInput{Attackers: []Unit{inf("a", 4, 8, 2)}, Defenders: []Unit{inf("d", 4, 8, 2)},
		Modifiers: []Modifier{{Rule: "test", Value: 99}}}, roll(t, 6, 6))
	if err != nil || a.Cell.Outcome != AttackerWins {
		t.Errorf("%v %+v", err, a.Cell)
	}
}
