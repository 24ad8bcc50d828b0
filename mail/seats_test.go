package mail

import (
	"strings"
	"testing"
	"time"

	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/saves"
)

// After the moderator gives a side to a new player and changes the other
// side's address, reminders and missed-turn notices go where the
// moderator's entries say, never to the old addresses; a pause holds
// every reminder back until the game is resumed.
func TestNoticesFollowTheModeratorsSeats(t *testing.T) {
	w := newGameWorld(t)
	g3, modPath := w.moderatedGame(t, "g3", adjudicatortest.TurnScenario, "host3", 3)
	nina, _ := signerFor(t, w.keyDir, "nina")
	w.round(t)
	start := w.clock
	act := func(at time.Time, a saves.Act) {
		t.Helper()
		a.Signed = at.Format(time.RFC3339)
		data, err := saves.SignAct(g3, a, modPath)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := saves.Moderate(g3, saves.Submission{Name: a.Name + ".txt", Data: data}, saves.Options{Now: at}); err != nil {
			t.Fatalf("%s: %v", a.Name, err)
		}
	}
	act(start.Add(time.Hour), saves.Act{Name: "replace", Side: "blue", Key: authorizedLine(nina), Address: "nina@example.com", Reason: "blue left"})
	act(start.Add(2*time.Hour), saves.Act{Name: "address", Side: "red", Address: "red2@example.com"})
	act(start.Add(3*time.Hour), saves.Act{Name: "pause", Reason: "holidays"})
	w.round(t) // the acts' reports
	if acts, err := saves.Tick(g3, saves.Options{Now: start.Add(40 * time.Hour)}); err != nil || len(acts) != 0 {
		t.Fatalf("tick while paused: %+v %v", acts, err)
	}
	act(start.Add(41*time.Hour), saves.Act{Name: "resume"})
	w.round(t)
	// both owe their turn: red since the start, blue (nina) since her
	// replacement (due 48 hours later); each deadline moved on by the 38
	// hours of the pause
	acts, err := saves.Tick(g3, saves.Options{Now: start.Add(63 * time.Hour)})
	if err != nil || len(acts) != 2 {
		t.Fatalf("reminders after the resume: %+v %v", acts, err)
	}
	got := w.round(t)
	var tos []string
	for _, m := range got {
		tos = append(tos, to(m))
		if strings.Contains(to(m), "blue@example.com") || to(m) == "red@example.com" {
			t.Fatalf("a notice went to an old address: %s", to(m))
		}
	}
	if strings.Join(tos, " ") != "red2@example.com nina@example.com" && strings.Join(tos, " ") != "nina@example.com red2@example.com" {
		t.Fatalf("reminders mailed to %v", tos)
	}
	for _, m := range got {
		if to(m) == "nina@example.com" && !strings.Contains(string(m.Data), "Deadline: "+start.Add(87*time.Hour).UTC().Format("2006-01-02 15:04 UTC")) {
			t.Fatalf("nina's reminder:\n%s", m.Data)
		}
	}
	if _, err := saves.Verify(g3); err != nil {
		t.Fatal(err)
	}
}
