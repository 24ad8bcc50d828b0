package dice

import "testing"

type plainRoller struct{ v int }

func (r plainRoller) Roll(int, string) int { return r.v }

type stakeRoller struct {
	plainRoller
	got Stake
}

func (r *stakeRoller) RollStake(_ int, _ string, st Stake) int { r.got = st; return r.v + 1 }

// RollStake is a plain roll for a roller that does not ask for stakes,
// and hands the stake to one that does.
func TestRollStake(t *testing.T) {
	st := Stake{Who: "d1", High: true, Combat: true}
	if v := RollStake(plainRoller{4}, 6, "fire", st); v != 4 {
		t.Errorf("plain roller: %d, want 4", v)
	}
	sr := &stakeRoller{plainRoller: plainRoller{4}}
	if v := RollStake(sr, 6, "fire", st); v != 5 || sr.got != st {
		t.Errorf("stake roller: %d %+v, want 5 %+v", v, sr.got, st)
	}
}
