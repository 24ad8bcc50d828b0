package risorgimento

import (
	"strings"
	"testing"
)

// continuedPosition: attackPosition (fa-1 and fa-2 against ae-1 in 0605)
// with ae-l in 0606, next to the battle hex, and fa-1's attack naming
// 0606 for its Continued Attack (7.47); the leaders off the map.
func continuedPosition(t *testing.T) *State {
	s := attackPosition(t)
	leadersOff(s)
	s.unit("ae-l").Hex, s.unit("ae-l").Face = txt("0606"), txt("nw")
	s.Act.Attacks = []attackDecl{{Unit: "fa-1", Target: "0605", Then: "0606"}}
	return s
}

// Test7_47_ContinuedAttack: fa-1 wins 3 Hits to 0, enters 0605, rolls 5
// - 3 = 2 against 7 and Continues into 0606, fights ae-l there, then takes
// its 1 Hit for Continuing, whatever the result (7.47).
func Test7_47_ContinuedAttack(t *testing.T) {
	s := continuedPosition(t)
	// commitment, attacker, defender, Continued roll, the second fight's two
	// rolls, then any retreat's
	f := roll(t, 1, 9, 1, 5, 5, 5, 5, 5, 5, 5)
	before := s.unit("fa-1").Hits
	ev := eventsText(s.battle(f, hx(t, "0605"), []string{"fa-1"}))
	for _, want := range []string{
		"fa-1 rolls 5 -3 to Continue into 0606 against 7: it Continues (7.47)",
		"attack on 0606:",
		"fa-1 takes 1 Hit for Continuing (7.47)",
	} {
		if !strings.Contains(ev, want) {
			t.Fatalf("no %q in:\n%s", want, ev)
		}
	}
	if got := s.unit("fa-1").Hits; got < before+ContinuedHits {
		t.Fatalf("fa-1 has %d Hits after Continuing, want at least %d", got, before+ContinuedHits)
	}
}

// Test7_47_NoContinueUnlessFewerHits: with the Hits level the attacker
// may not Continue (7.47: "Any time the attacker has lost fewer Hits").
func Test7_47_NoContinueUnlessFewerHits(t *testing.T) {
	s := continuedPosition(t)
	// attacker 1 and defender 1 inflict equal Hits: no Continued roll
	f := roll(t, 1, 1, 1, 5, 5, 5)
	ev := eventsText(s.battle(f, hx(t, "0605"), []string{"fa-1"}))
	if strings.Contains(ev, "Continue") {
		t.Fatalf("a Continued Attack without fewer Hits than the defender:\n%s", ev)
	}
}

// Test7_47_Revision1_NoContinuedAttack: revision 1 refuses `then`.
func Test7_47_Revision1_NoContinuedAttack(t *testing.T) {
	s := skirmishAt(t, 1)
	acting(s, "france", "i", 0, "fa", "fa-1", "fa-2")
	o, err := readOrder("attack fa-1 0505 then 0506")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.declareAttack(s.w.brigade("fa"), o); err == nil || !strings.Contains(err.Error(), "(7.47)") {
		t.Fatalf("revision 1 took a Continued Attack: %v", err)
	}
}
