package saves

import (
	"strings"
	"testing"
	"time"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/scenarios"
)

// abandonRed plays the deadline world until red, who sends nothing, has
// missed two turns (the policy's abandon-after) while blue sent every
// order; it returns the last tick's actions.
func abandonRed(t *testing.T, w *world) []TickAction {
	t.Helper()
	w.submitAt(t, at(time.Hour), orders(t, w.blue, "blue", 1, "turn 1\npass\n"))
	if acts := tickAt(t, w.dir, at(3*day)); len(acts) != 1 || acts[0].What != "missed" {
		t.Fatalf("first missed turn: %+v", acts)
	}
	w.submitAt(t, at(3*day+time.Hour), orders(t, w.blue, "blue", 2, "turn 2\npass\n"))
	return tickAt(t, w.dir, at(6*day+time.Hour))
}

func lastOutcome(t *testing.T, dir string) *adjudicator.Outcome {
	t.Helper()
	f, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	return f.Last().Result.Outcome
}

// Issue 24, "Why" 2, from core revision 2: the missed turn that marks a
// side abandoned ends the game, and the abandoned side forfeits: the
// other side, which sent every order, wins. The result is in the signed
// log and verifies.
func TestAbandonedSideForfeits(t *testing.T) {
	w := newDeadlineWorld(t)
	acts := abandonRed(t, w)
	if len(acts) != 2 || acts[1].What != "abandoned" {
		t.Fatalf("second missed turn: %+v", acts)
	}
	out := lastOutcome(t, w.dir)
	if out == nil || out.End != adjudicator.EndForfeit || out.Winner != "blue" || out.Text != "red was abandoned and forfeits: blue wins" {
		t.Fatalf("outcome %+v, want blue to win red's forfeit", out)
	}
	f, _ := Open(w.dir)
	if f.Header.Deadline.OnAbandon != OnAbandonForfeit || f.Header.Revisions().Core < 2 {
		t.Fatalf("header: policy %+v, revisions %+v", f.Header.Deadline, f.Header.Revisions())
	}
	mustVerify(t, w.dir)
	if acts := tickAt(t, w.dir, at(20*day)); len(acts) != 0 {
		t.Fatalf("a finished game ticked: %+v", acts)
	}
	ns := notices(t, w.dir)
	var mod *Notice
	for i := range ns {
		if ns[i].To == ModeratorTo {
			mod = &ns[i]
		}
	}
	if mod == nil || !strings.Contains(mod.Subject, "the game is over") || !strings.Contains(mod.Body, "made that the result: red was abandoned and forfeits: blue wins") {
		t.Fatalf("word to the moderator: %+v", mod)
	}
}

// With the policy's on-abandon unrated, the game ends with no winner,
// and the standings list it as not rated.
func TestAbandonedGameUnrated(t *testing.T) {
	w := newDeadlineWorldWith(t, &DeadlinePolicy{Turn: Duration(2 * day), Grace: Duration(day), AbandonAfter: 2, OnAbandon: OnAbandonUnrated})
	abandonRed(t, w)
	out := lastOutcome(t, w.dir)
	if out == nil || out.End != adjudicator.EndAbandonedUnrated || out.Winner != "" {
		t.Fatalf("outcome %+v, want an unrated end", out)
	}
	mustVerify(t, w.dir)
}

// Under core revision 1 the game a side was abandoned in goes on, its
// defaults playing for it, as games played before revision 2 did; it
// still verifies.
func TestRevision1AbandonedSidePlaysOn(t *testing.T) {
	w := newDeadlineWorldCore(t, &DeadlinePolicy{Turn: Duration(2 * day), Grace: Duration(day), AbandonAfter: 2}, 1)
	acts := abandonRed(t, w)
	if len(acts) != 2 || acts[1].What != "abandoned" {
		t.Fatalf("second missed turn: %+v", acts)
	}
	if out := lastOutcome(t, w.dir); out != nil {
		t.Fatalf("a revision-1 game ended at the abandonment: %+v", out)
	}
	f, _ := Open(w.dir)
	if f.Header.Deadline.OnAbandon != "" {
		t.Fatalf("a revision-1 header records on_abandon %q", f.Header.Deadline.OnAbandon)
	}
	mustVerify(t, w.dir)
}

// A missed input whose result is not what the core revision and the
// policy give fails verification: the host cannot hand an abandoned side
// a result the policy does not name, nor end a revision-1 game.
func TestVerifyChecksTheAbandonmentResult(t *testing.T) {
	for _, c := range []struct {
		core   int
		result string
	}{{2, OnAbandonUnrated}, {2, ""}, {1, OnAbandonForfeit}} {
		w := newDeadlineWorldCore(t, &DeadlinePolicy{Turn: Duration(2 * day), Grace: Duration(day), AbandonAfter: 2}, c.core)
		w.submitAt(t, at(time.Hour), orders(t, w.blue, "blue", 1, "turn 1\npass\n"))
		tickAt(t, w.dir, at(3*day))
		w.submitAt(t, at(3*day+time.Hour), orders(t, w.blue, "blue", 2, "turn 2\npass\n"))
		err := withGame(w.dir, Options{Now: at(6*day + time.Hour)}, func(wr *writer) error {
			last := wr.f.Last()
			ck, err := wr.f.clock(wr.f.Len(), "red")
			if err != nil {
				return err
			}
			_, err = wr.appendMissed(MissedTurn{Side: "red", Turn: last.Result.Turn, Owed: owedKinds(last.Result, "red"), Deadline: ck.end,
				InARow: 2, Abandoned: true, Result: c.result})
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Verify(w.dir); err == nil || !strings.Contains(err.Error(), "the game's core revision and policy give") {
			t.Errorf("core %d, result %q: verify gave %v", c.core, c.result, err)
		}
	}
}

// The standings follow the signed result: a forfeit is rated as a win of
// the side that stayed; an unrated game is listed, not rated.
func TestStandingsFollowTheAbandonmentResult(t *testing.T) {
	for _, on := range []string{OnAbandonForfeit, OnAbandonUnrated} {
		t.Run(on, func(t *testing.T) {
			lw := newLeague(t, &DeadlinePolicy{Turn: Duration(2 * day), Grace: Duration(day), AbandonAfter: 2, OnAbandon: on})
			dir, _, err := lw.l.NewGame(LeagueGame{ID: "g1", Scenario: turnToy(t), Players: map[string]string{"red": "anna", "blue": "nino"}, Now: t0})
			if err != nil {
				t.Fatal(err)
			}
			w := &world{dir: dir, red: lw.anna, blue: lw.nino}
			w.learnTag(t)
			abandonRed(t, w)
			st, err := LeagueStandings(lw.l)
			if err != nil {
				t.Fatal(err)
			}
			var anna, nino PlayerStanding
			for _, p := range st.Players {
				switch p.Name {
				case "anna":
					anna = p
				case "nino":
					nino = p
				}
			}
			switch on {
			case OnAbandonForfeit:
				if len(st.Games) != 1 || st.Games[0].How != "forfeit (abandoned)" || nino.Won != 1 || anna.Lost != 1 || nino.Rating.Rating <= 1500 || anna.Abandoned != 1 {
					t.Fatalf("forfeit: games %+v, anna %+v, nino %+v", st.Games, anna, nino)
				}
			default:
				if len(st.Games) != 0 || len(st.Unrated) != 1 || anna.Played != 0 || nino.Rating.Rating != 1500 || anna.Abandoned != 1 {
					t.Fatalf("unrated: games %+v, unrated %+v, anna %+v, nino %+v", st.Games, st.Unrated, anna, nino)
				}
			}
		})
	}
}

// turnToy is the toy scenario with orders a turn at a time.
func turnToy(t *testing.T) *scenarios.Scenario {
	t.Helper()
	adjudicatortest.Register()
	sc, err := scenarios.Parse("toy.scn", []byte(adjudicatortest.TurnScenario))
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

// Issue 24, "Why" 4: a reminder knows the turn it is for, and once that
// turn is missed it is stale (send drops it); the missed-turn notice is
// for the turn missed, even when the game ended with it and the turn in
// progress reads 0.
func TestNoticesKnowTheirTurn(t *testing.T) {
	w := newDeadlineWorld(t)
	w.submitAt(t, at(time.Hour), orders(t, w.blue, "blue", 1, "turn 1\npass\n"))
	tickAt(t, w.dir, at(day+time.Hour)) // the reminder of turn 1 to red
	ns := notices(t, w.dir)
	if len(ns) != 1 || ns[0].To != "red" || ns[0].Turn != 1 || ns[0].Stale {
		t.Fatalf("reminder: %+v", ns)
	}
	tickAt(t, w.dir, at(3*day)) // red misses turn 1: the game goes on to turn 2
	for _, n := range notices(t, w.dir) {
		switch {
		case strings.Contains(n.Path, ".remind-"):
			if !n.Stale || n.Turn != 1 {
				t.Errorf("the reminder of a missed turn: %+v", n)
			}
		case n.Turn != 1:
			t.Errorf("missed-turn notice for turn %d: %+v", n.Turn, n)
		}
	}
	w.submitAt(t, at(3*day+time.Hour), orders(t, w.blue, "blue", 2, "turn 2\npass\n"))
	tickAt(t, w.dir, at(6*day+time.Hour)) // turn 2 missed: red abandoned, the game over
	if out := lastOutcome(t, w.dir); out == nil {
		t.Fatal("the game did not end")
	}
	f, _ := Open(w.dir)
	for _, n := range notices(t, w.dir) {
		if n.Entry == f.Len() && n.Turn != 2 {
			t.Errorf("notice of the abandoning missed turn says turn %d: %+v", n.Turn, n)
		}
	}
}

// The custoza-23.1 game of the issue: the rules ended the game on the
// abandoned side's missed turn, so the turn in progress reads 0 after it;
// its notice is still for the turn missed (a revision-1 game, where the
// defaults play on to the end).
func TestNoticeOfTheLastMissedTurnNamesIt(t *testing.T) {
	w := newDeadlineWorldCore(t, &DeadlinePolicy{Turn: Duration(2 * day), Grace: Duration(day), AbandonAfter: 2}, 1)
	abandonRed(t, w)
	w.submitAt(t, at(6*day+2*time.Hour), orders(t, w.blue, "blue", 3, "turn 3\npass\n"))
	tickAt(t, w.dir, at(9*day+3*time.Hour)) // turn 3 missed: the rules end the game
	f, _ := Open(w.dir)
	if f.Last().Result.Outcome == nil || f.Last().Result.Turn != 0 {
		t.Fatalf("want the game over with turn 0 in progress: %+v", f.Last().Result)
	}
	found := false
	for _, n := range notices(t, w.dir) {
		if n.Entry == f.Len() {
			found = true
			if n.Turn != 3 {
				t.Errorf("notice of the last missed turn says turn %d: %+v", n.Turn, n)
			}
		}
	}
	if !found {
		t.Fatal("no notice of the last missed turn")
	}
}
