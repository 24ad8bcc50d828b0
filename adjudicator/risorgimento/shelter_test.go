package risorgimento

import (
	"slices"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// sheltering: the displacement set-up (displace_test.go) with ad-1 of
// another brigade replaced by ae-l, of ae-1's own brigade, which ae-1 may
// stack with (5.41): ae-1's only retreat is into ae-l's hex, the subject
// of fb-1's attack still to come.
func sheltering(t *testing.T, rev int) (s *State, target, only hexmap.Hex) {
	t.Helper()
	s, target, only = displacement(t, rev)
	s.unit("ad-1").Hex = txt("")
	s.unit("ae-l").Hex = txt(only.String())
	if err := s.stackingAt(only, s.w.unitIndex("ae-1"), StackingPlace{}); err != nil {
		t.Fatalf("ae-1 may not stack with ae-l: %v", err)
	}
	return s, target, only
}

// Test8_33_RetreatIntoHexUnderAttack: ae-1 retreats into ae-l's hex,
// which fb-1 is still to attack: it is placed at the bottom of the stack
// and "does not contribute to the hex's defense in any way" — it is no
// defender, no reaction fire, and ae-l alone may still withdraw (8.33).
func Test8_33_RetreatIntoHexUnderAttack(t *testing.T) {
	s, target, only := sheltering(t, 3)
	att := []int{s.w.unitIndex("fa-1"), s.w.unitIndex("fa-2")}
	ev := eventsText(s.retreatDefenders(roller(1), target, att, []int{s.w.unitIndex("ae-1")}))
	ae1, ael := s.w.unitIndex("ae-1"), s.w.unitIndex("ae-l")
	b := s.board()
	if !s.unit("ae-1").Hex.is(only.String()) || !s.sheltered(ae1, only) {
		t.Fatalf("ae-1 in %s, sheltered %v:\n%s", s.unit("ae-1").Hex, s.sheltered(ae1, only), ev)
	}
	if stack := b.on(only); len(stack) != 2 || stack[1] != ae1 {
		t.Errorf("ae-1 is not at the bottom of %s: %v", only, stack)
	}
	if got := s.defending(only, b.on(only)); !slices.Equal(got, []int{ael}) {
		t.Errorf("defenders of %s %v, want ae-l alone", only, got)
	}
	if got := s.fireReactors(b, only, []string{"fb-1"}); slices.Contains(got, ae1) {
		t.Errorf("sheltered ae-1 fires in reaction: %v", got)
	}
}

// Test8_33_ShelteredRetreatsAgain: ae-l, the defender of the hex, is
// beaten and retreats: ae-1 "retreats a second time and performs a CDR.
// If it fails, it takes one Hit" (8.33), and one more into another
// enemy's ZOC.
func Test8_33_ShelteredRetreatsAgain(t *testing.T) {
	s, target, only := sheltering(t, 3)
	att := []int{s.w.unitIndex("fa-1"), s.w.unitIndex("fa-2")}
	s.retreatDefenders(roller(1), target, att, []int{s.w.unitIndex("ae-1")})
	s.dropAttack(target)
	hits := s.unit("ae-1").Hits
	fb1 := []int{s.w.unitIndex("fb-1")}
	ael := []int{s.w.unitIndex("ae-l")}
	ev := s.retreatDefenders(roller(2), only, fb1, ael)
	ev = append(ev, s.shelteredGiveWay(roller(2), only, fb1, ael)...)
	text := eventsText(ev)
	ae := s.unit("ae-1")
	if ae.Hex.is(only.String()) || !strings.Contains(text, "ae-1, in "+only.String()+" whose defenders gave way, retreats again") {
		t.Fatalf("ae-1 stayed in %s:\n%s", only, text)
	}
	if s.sheltered(s.w.unitIndex("ae-1"), only) || len(s.Act.Sheltered) != 0 {
		t.Errorf("ae-1 still counted sheltered: %+v", s.Act.Sheltered)
	}
	cdr := strings.Contains(text, ": a Hit")
	zoc := strings.Contains(text, "ae-1, in "+only.String()+" whose defenders gave way, retreats again to "+ae.Hex.String()+" (8.33), taking a Hit")
	want := hits
	if cdr {
		want++
	}
	if zoc {
		want++
	}
	if !strings.Contains(text, ", roll ") || ae.Hits != want {
		t.Errorf("ae-1 has %d Hits, want %d (CDR %v, ZOC %v):\n%s", ae.Hits, want, cdr, zoc, text)
	}
}

// Test8_33_ShelteredStaysWhenTheHexHolds: the attack on the hex is beaten
// off: ae-1 stays, and once the attack is resolved it is an ordinary unit
// of the hex again.
func Test8_33_ShelteredStaysWhenTheHexHolds(t *testing.T) {
	s, target, only := sheltering(t, 3)
	att := []int{s.w.unitIndex("fa-1"), s.w.unitIndex("fa-2")}
	s.retreatDefenders(roller(1), target, att, []int{s.w.unitIndex("ae-1")})
	ev := s.shelteredGiveWay(roller(1), only, []int{s.w.unitIndex("fb-1")}, []int{s.w.unitIndex("ae-l")})
	if len(ev) != 0 || !s.unit("ae-1").Hex.is(only.String()) {
		t.Fatalf("ae-1 left a hex its defender holds:\n%s", eventsText(ev))
	}
	s.dropAttack(only)
	if s.sheltered(s.w.unitIndex("ae-1"), only) {
		t.Error("ae-1 still sheltered after the attack on its hex was resolved")
	}
}

// Test8_33_ShelteredInTheEngine: the whole attack on the hex, played by
// the engine: whatever the dice, ae-1 takes no Hit of the attack itself,
// and it is in the hex afterwards exactly when ae-l is.
func Test8_33_ShelteredInTheEngine(t *testing.T) {
	held, gave := 0, 0
	for seed := byte(1); seed <= 12; seed++ {
		s, target, only := sheltering(t, 3)
		att := []int{s.w.unitIndex("fa-1"), s.w.unitIndex("fa-2")}
		s.retreatDefenders(roller(1), target, att, []int{s.w.unitIndex("ae-1")})
		s.dropAttack(target)
		for _, n := range s.w.m.Grid.Neighbors(only) {
			if len(s.board().on(n)) == 0 && n != target {
				s.unit("fb-1").Hex = txt(n.String())
				break
			}
		}
		s.unit("fb-1").Face = txt(mustFace(t, s, "fb-1", only))
		before := s.unit("ae-1").Hits
		text := eventsText(s.battle(roller(seed), only, []string{"fb-1"}))
		ae, al := s.unit("ae-1"), s.unit("ae-l")
		inHex := func(u *unitState) bool { return u.onMap() && u.Hex.is(only.String()) }
		if inHex(ae) != inHex(al) {
			t.Errorf("seed %d: ae-1 in %s (out %v), ae-l in %s (out %v):\n%s", seed, ae.Hex, ae.Out, al.Hex, al.Out, text)
		}
		if inHex(ae) && ae.Hits != before {
			t.Errorf("seed %d: sheltered ae-1 took the attack's Hits:\n%s", seed, text)
		}
		if inHex(al) {
			held++
		} else {
			gave++
		}
	}
	if held == 0 || gave == 0 {
		t.Errorf("the seeds give %d held and %d lost hexes: want both cases", held, gave)
	}
}

// Test8_33_Revision2_RetreatIntoHexUnderAttackDefends: revision 2 keeps
// the retreated unit a defender of the hex, as its games were played.
func Test8_33_Revision2_RetreatIntoHexUnderAttackDefends(t *testing.T) {
	s, target, only := sheltering(t, 2)
	att := []int{s.w.unitIndex("fa-1"), s.w.unitIndex("fa-2")}
	s.retreatDefenders(roller(1), target, att, []int{s.w.unitIndex("ae-1")})
	if len(s.Act.Sheltered) != 0 || len(s.defending(only, s.board().on(only))) != 2 {
		t.Fatalf("revision 2 sheltered ae-1: %+v", s.Act.Sheltered)
	}
}

// mustFace is the direction from unit id's hex to h.
func mustFace(t *testing.T, s *State, id string, h hexmap.Hex) string {
	t.Helper()
	d, ok := s.w.m.Grid.DirectionTo(s.unit(id).hex(), h)
	if !ok {
		t.Fatalf("%s is not next to %s", id, h)
	}
	return d.String()
}
