package saves

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/mincio/mincio/adjudicator"
)

// The side whose turn was missed is told so, and what it owes next by when.
func TestTickMissedTurnNotice(t *testing.T) {
	w := newDeadlineWorld(t)
	w.submitAt(t, at(time.Hour), orders(t, w.red, "red", 1, "turn 1\nroll\n"))
	tickAt(t, w.dir, at(3*day))
	var missed *Notice
	for _, n := range notices(t, w.dir) {
		if strings.HasSuffix(n.Path, "-blue.missed.notice.tar") {
			missed = &n
		}
	}
	if missed == nil {
		t.Fatalf("no missed-turn notice to blue: %+v", notices(t, w.dir))
	}
	// blue's clock restarted at the missed turn, Thursday 09:00: turn 2 due Saturday 09:00
	if missed.Subject != "missed turn: blue missed turn 1; next orders due by 2026-03-07 09:00 UTC" {
		t.Fatalf("subject %q", missed.Subject)
	}
	for _, want := range []string{
		"side blue sent no orders by 2026-03-05 09:00 UTC (grace included) and missed turn 1 (entry 3; 1 missed in a row)",
		"- the orders for turn 2: an order file with the line `turn 2`\nSections to send: army.\nDeadline: 2026-03-07 09:00 UTC.\nGrace ends: 2026-03-08 09:00 UTC",
	} {
		if !strings.Contains(missed.Body, want) {
			t.Errorf("body lacks %q:\n%s", want, missed.Body)
		}
	}
	if _, err := Verify(w.dir); err != nil {
		t.Fatal(err)
	}
}

func TestOwedSections(t *testing.T) {
	view := adjudicator.View{Groups: []adjudicator.Group{{ID: ""}, {ID: "1"}, {ID: "2"}}}
	turn := []adjudicator.Decision{{Kind: adjudicator.KindTurn, Turn: 3}}
	if got := owedSections(turn, view); !slices.Equal(got, []string{"army", "formation 1", "formation 2"}) {
		t.Errorf("a whole turn: %v", got)
	}
	mid := []adjudicator.Decision{{Kind: "retreat", Groups: []string{"2"}}, {Kind: "react"}, {Kind: "rally", Groups: []string{"2", ""}}}
	if got := owedSections(mid, view); !slices.Equal(got, []string{"formation 2", "army"}) {
		t.Errorf("mid-turn: %v", got)
	}
	o := Owed{Game: "g", Side: "red", Decisions: []adjudicator.Decision{{Kind: "retreat", Turn: 2, Groups: []string{"2"}, Prompt: "retreat two hexes"}},
		Sections: []string{"formation 2"}, Deadline: t0, End: t0}
	want := "Game g, side red owes:\n- retreat, turn 2, in formation 2: retreat two hexes\nSections to send: formation 2.\nDeadline: 2026-03-02 09:00 UTC.\nThen the turn is recorded missed.\n"
	if got := o.Text(); got != want {
		t.Errorf("text:\n%s\nwant:\n%s", got, want)
	}
	if got := (Owed{Game: "g", Side: "red"}).Text(); got != "Game g, side red owes nothing now: it waits for the other side.\n" {
		t.Errorf("nothing owed: %q", got)
	}
}

// While the moderator has paused a game, what a side owes is said without
// a deadline, and why.
func TestOwedWhilePaused(t *testing.T) {
	w := newDeadlineWorld(t)
	w.mustAct(t, at(time.Hour), Act{Name: "pause", Reason: "holidays"})
	f, err := Open(w.dir)
	if err != nil {
		t.Fatal(err)
	}
	o, err := OwedBy(f, "red")
	if err != nil {
		t.Fatal(err)
	}
	text := o.Text()
	if !strings.Contains(text, "No deadline: the moderator has paused the game until it is resumed.\n") || strings.Contains(text, "Deadline:") {
		t.Fatalf("owed while paused:\n%s", text)
	}
}
