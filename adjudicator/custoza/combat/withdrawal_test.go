package combat

import "testing"

func TestGoito12_2_6_UnlimberedArtilleryCannotWithdraw(t *testing.T) {
	if ok, _ := MayWithdrawByReaction(Goito, gun("B", 2), false); ok {
		t.Error("Goito: unlimbered artillery withdrew")
	}
	if ok, _ := MayWithdrawByReaction(Goito, gun("B", 2), true); !ok {
		t.Error("Goito: limbered artillery may withdraw")
	}
	if ok, _ := MayWithdrawByReaction(Custoza, gun("B", 2), false); !ok {
		t.Error("Custoza 11.5.5 has no restriction")
	}
}

func Test12_1_WithdrawalCheck(t *testing.T) {
	if need, _ := withdrawalNeedsCheck(Custoza, false); need {
		t.Error("12.1: no check in the Non Activated and OOC phases")
	}
	if need, _ := withdrawalNeedsCheck(Goito, false); !need {
		t.Error("Goito 8.8.2: a check")
	}
	if need, _ := withdrawalNeedsCheck(Custoza, true); !need {
		t.Error("11.5.5: a check")
	}
}

func Test5_2_1_MoodDeltas(t *testing.T) {
	won := AssaultResult{Outcome: AttackerWins, DefenderRetreat: 2, AttackerAdvances: true}
	if a, d := MoodDeltas(Custoza, won); a != 1 || d != -1 {
		t.Error("custoza won")
	}
	alone := AssaultResult{Outcome: AttackerWins, AttackerAdvances: true, Table: AssaultTable{ArtilleryAlone: true}}
	if a, d := MoodDeltas(Goito, alone); a != 0 || d != 0 {
		t.Error("Goito 6.2.1: no retreat, no mood change")
	}
	if a, d := MoodDeltas(Custoza, alone); a != 1 || d != -1 {
		t.Error("Custoza: won")
	}
	if a, d := MoodDeltas(Goito, AssaultResult{Outcome: DefenderWins, AttackerRetreat: 1}); a != -1 || d != 1 {
		t.Error("Goito lost")
	}
}
