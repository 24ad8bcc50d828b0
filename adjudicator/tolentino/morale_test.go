package tolentino

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/adjudicator/tolentino/combat"
)

// Test13_3_2_MoraleCounterLimit: the Morale counters in the game are a
// limit (13.3.2; the scenario's rule morale-counters, 6 in
// tolentino1815): with all of them on other units, a Neapolitan infantry
// defender without a counter cannot take the -1, and the Austrian's
// default choice moves to a defender that already has one; when none
// has, the change is not made and the report says why.
func Test13_3_2_MoraleCounterLimit(t *testing.T) {
	s := combatSetup(t)
	if got := s.moraleCountersInGame(); got != 6 {
		t.Fatalf("counters in the game: %d, want the scenario's 6", got)
	}
	for _, id := range []string{"2ln1", "2ln2", "2ln3", "3lg1", "3lg2", "3lg3"} {
		s.unit(id).Morale = 1 // six counters in use (these units need not be on the map here)
	}
	place(s, "6ln1", "1606")
	place(s, "6ln2", "1606")
	s.Adv = []Advance{{Side: Austria, Hexes: []hexmap.Hex{hx("1506")}, Units: []string{"ec1"}, Losers: []string{"6ln1", "6ln2"}}}
	ev := do(t, s, &script{}, "advance ec1 1506")
	if !strings.Contains(ev[0].Text, "no Morale counter left for [6ln1 6ln2]") {
		t.Errorf("report %q", ev[0].Text)
	}
	if s.unit("6ln1").Morale != 0 || s.unit("6ln2").Morale != 0 {
		t.Fatal("a morale change was made with no counter left")
	}
	// 6ln2 already carries a counter: the -1 goes to it.
	s.unit("3lg3").Morale, s.unit("6ln2").Morale = 0, 1
	s.unit("ec1").Hex = hx("1507")
	s.Adv = []Advance{{Side: Austria, Hexes: []hexmap.Hex{hx("1506")}, Units: []string{"ec1"}, Losers: []string{"6ln1", "6ln2"}}}
	do(t, s, &script{}, "advance ec1 1506")
	if s.unit("6ln1").Morale != 0 || s.unit("6ln2").Morale != 0 {
		t.Fatalf("morale 6ln1 %d 6ln2 %d, want 0 and 0 (6ln2's +1 cancelled)", s.unit("6ln1").Morale, s.unit("6ln2").Morale)
	}
	// The counter went back to the pool: now 6ln1 can take one.
	if got := s.moraleCountersInUse(); got != 5 {
		t.Errorf("counters in use %d, want 5", got)
	}
}

// Test13_3_MoraleChoice: the side that advances chooses the unit of 13.3
// (the Austrian the Neapolitan defender that loses 1, the Neapolitan the
// entering infantry unit that gains 1): `advance UNIT HEX morale UNIT`.
func Test13_3_MoraleChoice(t *testing.T) {
	s := combatSetup(t)
	place(s, "6ln1", "1606")
	place(s, "6ln2", "1606")
	s.Adv = []Advance{{Side: Austria, Hexes: []hexmap.Hex{hx("1506")}, Units: []string{"ec1"}, Losers: []string{"6ln1", "6ln2"}}}
	if err := try(s, &script{}, "advance ec1 1506 morale ec2"); err == nil {
		t.Fatal("an Austrian unit took the Neapolitan morale change")
	}
	do(t, s, &script{}, "advance ec1 1506 morale 6ln2")
	if s.unit("6ln1").Morale != 0 || s.unit("6ln2").Morale != -1 {
		t.Fatalf("morale 6ln1 %d, 6ln2 %d: want 0 and -1", s.unit("6ln1").Morale, s.unit("6ln2").Morale)
	}
}

// Test13_3_DefenderAdvanceNoMorale: 13.3 counts "Each Neapolitan attack
// that allows infantry to enter a hex previously occupied by enemy
// units": a Neapolitan defender advancing after an Austrian AE made no
// attack and gains nothing.
func Test13_3_DefenderAdvanceNoMorale(t *testing.T) {
	s := combatSetup(t, "6ln1")
	s.queueAdvances([]combat.Advance{{Side: combat.DefenderSide, Hexes: []string{"1507"}, Units: []string{"6ln1"}}}, nil, nil)
	s.unit("ec1").On, s.unit("eckhardt").On = false, false // eliminated by the AE
	ev := do(t, s, &script{}, "advance 6ln1 1507")
	if s.unit("6ln1").Morale != 0 || strings.Contains(ev[0].Text, "13.3") {
		t.Fatalf("a defender's advance changed morale: %d, %q", s.unit("6ln1").Morale, ev[0].Text)
	}
	// the same advance as an attacker's does (13.3)
	s = combatSetup(t, "6ln1")
	s.Side = Naples // Naples attacked
	s.queueAdvances([]combat.Advance{{Side: combat.AttackerSide, Hexes: []string{"1507"}, Units: []string{"6ln1"}}}, nil, nil)
	s.unit("ec1").On, s.unit("eckhardt").On = false, false
	do(t, s, &script{}, "advance 6ln1 1507")
	if s.unit("6ln1").Morale != 1 {
		t.Fatalf("an attacker's advance: morale %d, want +1", s.unit("6ln1").Morale)
	}
}
