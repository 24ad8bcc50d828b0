package combat

import (
	"strings"
	"testing"
)

// 4.4.3: a 1 or 2 and the leader is captured or killed.
func Test4_4_3(t *testing.T) {
	for die := 1; die <= 6; die++ {
		r := roll(t, die)
		lt := RollLeaderLoss(r, "Murat", "4.4.1: test")
		if lt.Lost != (die <= 2) || lt.Die != die || lt.MustMove {
			t.Errorf("die %d: %+v", die, lt)
		}
		if r.rolls[0].Purpose != "leader loss test Murat (4.4.1: test)" {
			t.Errorf("purpose %q", r.rolls[0].Purpose)
		}
	}
	if lt := RollLeaderLoss(roll(t, 3), "Murat", "4.4.4: all units eliminated"); !lt.MustMove {
		t.Errorf("4.4.4 survivor must move: %+v", lt)
	}
}

// 4.4.1: an unmodified 6 by the attacker with a leader in the attacked hex
// (3-1: 1-2 NE, 5 DD, 6 DR); a modified 6 is not enough.
func Test4_4_1(t *testing.T) {
	a := simple([]Unit{inf("a1", "1212", 12, 3)}, []Unit{def(inf("d1", "1112", 4, 3))})
	a.Leaders = []Leader{{Name: "Bianchi", Hex: "1112", Defending: true}, {Name: "Murat", Hex: "1212"}}
	res := mustResolve(t, a, roll(t, 2)) // NE: no test
	if len(res.LeaderTests) != 0 {
		t.Errorf("tests %+v on a 2", res.LeaderTests)
	}
	a.AttackerLeader = "Murat"
	res = mustResolve(t, a, roll(t, 5, 2)) // 5+1 = 6: DR, d1 passes; no test
	if res.Code != DR || res.Modified != 6 || len(res.LeaderTests) != 0 {
		t.Errorf("%s tests %+v on a modified 6", dump(res), res.LeaderTests)
	}
}

// 4.4.1 with the exact test on an unmodified 6.
func Test4_4_1_Test(t *testing.T) {
	a := simple([]Unit{inf("a1", "1212", 12, 3)}, []Unit{def(inf("d1", "1112", 4, 3))})
	a.Leaders = []Leader{{Name: "Bianchi", Hex: "1112", Defending: true}}
	r := roll(t, 6, 2, 2) // 3-1, 6: DR; d1 passes; Bianchi rolls 2
	res := mustResolve(t, a, r)
	if p := r.rolls[2].Purpose; p != "assault on 1112: leader loss test Bianchi (4.4.1: unmodified 6 with the leader in the attacked hex)" {
		t.Errorf("purpose %q", p)
	}
	if res.Code != DR || len(res.LeaderTests) != 1 || !res.LeaderTests[0].Lost || !strings.Contains(res.LeaderTests[0].Why, "4.4.1") {
		t.Errorf("%s tests %+v", dump(res), res.LeaderTests)
	}
	if ok, v := LeaderTestNeeded(6, true, false); !ok || !strings.HasPrefix(v, "4.4.1") {
		t.Error("LeaderTestNeeded(6, in hex)")
	}
}

// 4.4.2: an unmodified 1 when the attacker used the leader's modifier.
func Test4_4_2(t *testing.T) {
	a := simple([]Unit{inf("a1", "1212", 4, 3)}, []Unit{def(inf("d1", "1112", 4, 3))})
	a.Leaders = []Leader{{Name: "Murat", Hex: "1212"}}
	res := mustResolve(t, a, roll(t, 1)) // without the modifier: 1 is AD, no test
	if len(res.LeaderTests) != 0 {
		t.Errorf("tests %+v", res.LeaderTests)
	}
	a.AttackerLeader = "Murat"
	res = mustResolve(t, a, roll(t, 1, 4)) // 1+1 = 2 at 1-1: AD; Murat rolls 4
	if len(res.LeaderTests) != 1 || res.LeaderTests[0].Lost || !strings.Contains(res.LeaderTests[0].Why, "4.4.2") {
		t.Errorf("tests %+v", res.LeaderTests)
	}
	if ok, _ := LeaderTestNeeded(1, false, false); ok {
		t.Error("a 1 without the leader's modifier needs no test")
	}
}

// 4.4.4: all units in the leader's hex eliminated; one test per leader
// even when several rules call for it.
func Test4_4_4(t *testing.T) {
	a := simple([]Unit{inf("a1", "1212", 2, 3)}, []Unit{def(inf("d1", "1112", 10, 3))})
	a.Leaders = []Leader{{Name: "Murat", Hex: "1212"}}
	a.AttackerLeader = "Murat"
	res := mustResolve(t, a, roll(t, 1, 5)) // 1-5, 1+1: AE; Murat: 4.4.2 and 4.4.4, rolls 5
	if res.Code != AE || len(res.LeaderTests) != 1 {
		t.Fatalf("%s tests %+v", dump(res), res.LeaderTests)
	}
	lt := res.LeaderTests[0]
	if lt.Lost || !lt.MustMove || !strings.Contains(lt.Why, "4.4.2") || !strings.Contains(lt.Why, "4.4.4") {
		t.Errorf("%+v", lt)
	}
	// Defender side: DE on a 6 with a leader: 4.4.1 and 4.4.4 together.
	b := simple([]Unit{inf("a1", "1212", 24, 3)}, []Unit{def(inf("d1", "1112", 4, 3))})
	b.Leaders = []Leader{{Name: "Bianchi", Hex: "1112", Defending: true}}
	res = mustResolve(t, b, roll(t, 6, 1))
	if len(res.LeaderTests) != 1 || !res.LeaderTests[0].Lost || !strings.Contains(res.LeaderTests[0].Why, "4.4.4") {
		t.Errorf("%+v", res.LeaderTests)
	}
}
