package risorgimento

import (
	"slices"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
)

const withdrawalLine = "\nrule corps-withdrawal-in-rain 7 @estimated \"the 9.21 stand-in's level\""

// rainSkirmish is the test scenario with turn 2 a Rain turn and the
// stand-in Corps Withdrawal at 7, under revision rev, at turn 2's
// Demoralization Segment: the V Korps (Stadion, Continuity 3) is
// Demoralized and its Brigade D Hors de Combat (ad-1 and ad-2
// Disordered).
func rainSkirmish(t *testing.T, rev int) *State {
	s := skirmishWithRules(t, rev, withdrawalLine, "turn 2 time=11:00 weather=heat", "turn 2 time=11:00 weather=rain")
	s.Turn, s.Step = 2, stepDemoralization
	s.corps("v").Demoralized = true
	s.unit("ad-1").Disorder, s.unit("ad-2").Disorder = true, true
	return s
}

// Test9_21_CorpsWithdrawalInRain: in a Rain turn the Demoralized V Korps
// rolls the stand-in: 9 + 1 brigade Hors de Combat − Continuity 3 = 7, at
// the scenario's 7: it withdraws — its units, arriving ones included, and
// its leaders leave the map, not eliminated; it is never selectable
// again, with 9.21 as the reason; the report gives the roll, the
// modifiers and the result; the next Demoralization Segment leaves its
// brigades alone.
func Test9_21_CorpsWithdrawalInRain(t *testing.T) {
	s := rainSkirmish(t, 4)
	f := roll(t, 9)
	ev := s.demoralization(f)
	f.done()
	text := eventsText(ev)
	if !strings.Contains(text, "v, Demoralized, in Rain: 9 + 1 brigade(s) Hors de Combat - Continuity 3 = 7, 7 or more: the corps withdraws") || !strings.Contains(text, "9.21") {
		t.Fatalf("the report does not show the withdrawal roll:\n%s", text)
	}
	if f.asks[0] != "corps withdrawal v in Rain (9.21 stand-in)" {
		t.Fatalf("the roll's purpose is %q", f.asks[0])
	}
	if !s.corps("v").Withdrawn {
		t.Fatal("the V Korps is not marked Withdrawn")
	}
	for _, id := range []string{"ad-1", "ad-2", "ad-a", "ae-1", "ae-l"} {
		if u := s.unit(id); !u.Hex.is("") || u.Out || u.Arrive != 0 {
			t.Fatalf("%s after the withdrawal: %+v, want off the map for good, not eliminated", id, *u)
		}
	}
	for _, id := range []string{"stadion", "dbrig", "ebrig"} {
		if l := s.leader(id); !l.Hex.empty() || l.Arrive != 0 {
			t.Fatalf("leader %s after the withdrawal: %+v", id, *l)
		}
	}
	if s.unit("af-1").Hex.is("") || s.leader("zobel").Hex.empty() {
		t.Fatal("the VII Korps left with the V")
	}
	for _, c := range s.selectable("austria") {
		if c.Corps == "v" {
			t.Fatal("the withdrawn V Korps is selectable")
		}
	}
	if why, _ := s.whyNot("austria", "v"); !strings.Contains(why, "9.21") {
		t.Fatalf("activating the withdrawn corps is refused with %q", why)
	}
	if ev := s.demoralization(roll(t)); len(ev) != 0 {
		t.Fatalf("a later Demoralization Segment in Rain still speaks of the withdrawn corps: %s", eventsText(ev))
	}
}

// Test9_21_CorpsWithdrawalOnlyDemoralizedInRain: 8 + 1 − 3 = 6 stays; a
// corps not Demoralized never rolls; outside Rain turns (a Heat turn
// included) nobody rolls; nor without the scenario line.
func Test9_21_CorpsWithdrawalOnlyDemoralizedInRain(t *testing.T) {
	s := rainSkirmish(t, 4)
	f := roll(t, 8)
	ev := s.demoralization(f)
	f.done()
	if s.corps("v").Withdrawn || s.unit("ad-1").Hex.is("") || !strings.Contains(eventsText(ev), "less than 7: it stays") {
		t.Fatalf("6 withdrew the corps:\n%s", eventsText(ev))
	}
	s = rainSkirmish(t, 4)
	s.corps("v").Demoralized = false
	f = roll(t, 0) // V's 9.2 roll: 0 + 1 − 3, it holds; no withdrawal roll
	s.demoralization(f)
	f.done()
	for _, turn := range []int{1, 3} {
		s = rainSkirmish(t, 4)
		s.Turn = turn
		if ev := s.demoralization(roll(t)); slices.ContainsFunc(ev, func(e adjudicator.Event) bool { return e.Code == "corps-withdrawal" }) {
			t.Fatalf("turn %d, not a Rain turn, rolled for withdrawal", turn)
		}
	}
	s = skirmishWithRules(t, 4, "", "turn 2 time=11:00 weather=heat", "turn 2 time=11:00 weather=rain")
	s.Turn, s.corps("v").Demoralized = 2, true
	s.demoralization(roll(t)) // no face to hand out: a roll would fail the test
}

// Test9_21_Revision3_NoCorpsWithdrawal: a revision-3 game with the same
// Rain turn, line and Demoralized corps rolls nothing and keeps the corps.
func Test9_21_Revision3_NoCorpsWithdrawal(t *testing.T) {
	s := rainSkirmish(t, 3)
	f := roll(t)
	ev := s.demoralization(f)
	f.done()
	if s.corps("v").Withdrawn || s.unit("ad-1").Hex.is("") || strings.Contains(eventsText(ev), "withdraw") {
		t.Fatalf("revision 3 played the Corps Withdrawal:\n%s", eventsText(ev))
	}
}

// Test9_21_CorpsWithdrawalOfflineCheckAgrees: the state the offline check
// and the turn bots rebuild from a side's view after a withdrawal has the
// corps withdrawn and its units off the map, not eliminated, and refuses
// its activation as the host does.
func Test9_21_CorpsWithdrawalOfflineCheckAgrees(t *testing.T) {
	host := rainSkirmish(t, 4)
	host.demoralization(roll(t, 9))
	for _, side := range host.w.sides {
		off, err := FromView(host.w.sc, host.View(side))
		if err != nil {
			t.Fatal(err)
		}
		if !off.corps("v").Withdrawn {
			t.Fatalf("%s's view lost the withdrawal", side)
		}
		for i := range host.Units {
			if host.Units[i].Hex != off.Units[i].Hex || host.Units[i].Out != off.Units[i].Out {
				t.Fatalf("%s's view: %s at %q out %v, host %q out %v", side, host.Units[i].ID, off.Units[i].Hex, off.Units[i].Out, host.Units[i].Hex, host.Units[i].Out)
			}
		}
		hw, _ := host.whyNot("austria", "v")
		ow, _ := off.whyNot("austria", "v")
		if hw != ow {
			t.Fatalf("%s's view refuses v with %q, the host with %q", side, ow, hw)
		}
		if !strings.Contains(host.View(side).Text, "Withdrawn (9.21)") {
			t.Fatalf("%s's view text does not say the V Korps withdrew", side)
		}
	}
}
