package mail

import (
	"strings"
	"testing"
	"time"

	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/mail/mailtest"
	"github.com/mincio/mincio/saves"
)

// A game with a deadline: the host records when it received each order
// (its own clock), tick's reminder is mailed to the side that owes, and a
// missed turn reaches both sides as reports; abandonment reaches the
// moderator. The game is of core revision 1, where the game goes on after
// an abandonment (from revision 2 it ends there:
// TestNoticeSubjectsNameTheirTurnAndStaleRemindersAreDropped).
func TestHostMailsRemindersAndMissedTurns(t *testing.T) {
	w := newGameWorld(t)
	g2, _ := w.moderatedGameCore(t, "g2", adjudicatortest.Scenario, "host2", 1, 1)
	w.round(t) // the first reports of both games
	if _, err := saves.Tick(g2, saves.Options{Now: w.clock.Add(25 * time.Hour)}); err != nil {
		t.Fatal(err)
	}
	got := w.round(t)
	if len(got) != 1 || to(got[0]) != "red@example.com" || !strings.Contains(string(got[0].Data), "reminder: orders due for red") {
		t.Fatalf("want a reminder to red, got %d mails", len(got))
	}
	if _, err := saves.Tick(g2, saves.Options{Now: w.clock.Add(48 * time.Hour)}); err != nil {
		t.Fatal(err)
	}
	got = w.round(t)
	var tos []string
	for _, m := range got {
		tos = append(tos, to(m))
	}
	joined := strings.Join(tos, " ")
	for _, want := range []string{"red@example.com", "blue@example.com", "mod@example.com"} {
		if !strings.Contains(joined, want) {
			t.Fatalf("missed turn: mails to %v, none to %s", tos, want)
		}
	}
	f, err := saves.Open(g2)
	if err != nil {
		t.Fatal(err)
	}
	if f.Last().Kind != saves.KindMissed {
		t.Fatalf("last entry %s", f.Last().Kind)
	}
	// blue answers by mail, a day later: the entry records the host's clock
	w.clock = w.clock.Add(72 * time.Hour)
	received := w.clock
	w.round(t, mailWith("blue@example.com", "b1@x", signedOrders(t, w.blue, "g2", "blue", 1, "pass\n")))
	if f, err = saves.Open(g2); err != nil {
		t.Fatal(err)
	}
	if e := f.Last(); e.Kind != saves.KindOrders || e.Received != received.Format(time.RFC3339) {
		t.Fatalf("entry %d %s received %q, want %s", e.N, e.Kind, e.Received, received.Format(time.RFC3339))
	}
	if _, err := saves.Verify(g2); err != nil {
		t.Fatal(err)
	}
}

// subjectOf is a mail's Subject header.
func subjectOf(m mailtest.Received) string {
	for _, line := range strings.Split(string(m.Data), "\n") {
		if s, ok := strings.CutPrefix(line, "Subject: "); ok {
			return strings.TrimSpace(s)
		}
	}
	return ""
}

// Issue 24, "Why" 2 and 4: send ran late. The reminders of turn 1 were
// written, then the turn was missed and the abandonment ended the game
// (core revision 2). The stale reminders are dropped, not mailed after
// the missed-turn report; the missed-turn notice and the word to the
// moderator name turn 1, the turn missed, not turn 0 (the game is over).
func TestNoticeSubjectsNameTheirTurnAndStaleRemindersAreDropped(t *testing.T) {
	w := newGameWorld(t)
	g2, _ := w.moderatedGame(t, "g2", adjudicatortest.TurnScenario, "host2", 1)
	w.round(t)
	for _, h := range []time.Duration{25 * time.Hour, 48 * time.Hour} {
		if _, err := saves.Tick(g2, saves.Options{Now: w.clock.Add(h)}); err != nil {
			t.Fatal(err)
		}
	}
	got := w.round(t)
	var subjects []string
	for _, m := range got {
		s := subjectOf(m)
		subjects = append(subjects, s)
		if strings.Contains(s, "reminder") {
			t.Errorf("a stale reminder was mailed: %q", s)
		}
		if strings.Contains(s, "missed turn") || strings.Contains(s, "abandoned") {
			if !strings.Contains(s, "turn 1:") {
				t.Errorf("notice subject %q does not name turn 1", s)
			}
		}
	}
	joined := strings.Join(subjects, "\n")
	for _, want := range []string{"[mincio g2] turn 1: missed turn: red missed turn 1", "[mincio g2] turn 1: side red abandoned; the game is over"} {
		if !strings.Contains(joined, want) {
			t.Errorf("no mail %q among:\n%s", want, joined)
		}
	}
	f, err := saves.Open(g2)
	if err != nil {
		t.Fatal(err)
	}
	if ns, _ := f.Notices(); len(ns) != 0 {
		t.Fatalf("notices left in the outbox: %+v", ns)
	}
	if _, err := saves.Verify(g2); err != nil {
		t.Fatal(err)
	}
}
