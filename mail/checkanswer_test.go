package mail

import (
	"path/filepath"
	"strings"
	"testing"

	_ "github.com/mincio/mincio/adjudicator/tolentino" // the rules system of the game below
	"github.com/mincio/mincio/saves"
)

// withTolentino adds a Tolentino game t1 to the world's games folder:
// red's key plays Austria, blue's Naples, with the same addresses.
func (w *gameWorld) withTolentino(t *testing.T) { w.tolentinoGame(t, "t1") }

// TestHostCheckModeAnswersWithProblems: a `mode: check` mail is answered
// with every line the host would refuse on what the side may see, as
// file:line:col with the rules' words, and the game is left as it was.
func TestHostCheckModeAnswersWithProblems(t *testing.T) {
	w := newGameWorld(t)
	w.withTolentino(t)
	w.round(t)
	file := signedOrders(t, w.red, "t1", "austria", 1, `mode: check
turn 1
formation av
move j9 2611 2612 9999
move h5a to 2411
move j9 to 3004
move sl to 2209
`)
	got := w.round(t, mailWith("red@example.com", "check-t1@example.com", file))
	if len(got) != 1 {
		t.Fatalf("want one reply, got %d mails", len(got))
	}
	text := strings.ReplaceAll(string(got[0].Data), "=\r\n", "")
	for _, want := range []string{
		"checked against what side austria may see in game t1; nothing was applied",
		"would refuse these lines or leave them unused (3)",
		":9:1: 9999 is not on the map",
		":10:1: h5a cannot end its move in 2411 with j9",
		":11:1: the path costs 12 MP, j9 has 5 (9.1.1)",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the reply lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, ":12:1:") || strings.Contains(text, "the orders are valid") {
		t.Errorf("the reply finds fault with a good line, or calls the file valid:\n%s", text)
	}
	f, err := saves.Open(filepath.Join(w.games, "t1"))
	if err != nil {
		t.Fatal(err)
	}
	if f.Len() != 1 {
		t.Fatalf("the check changed the game: %d entries", f.Len())
	}
}

// TestHostCheckModeFromElsewhere: what the check finds comes from the
// side's view, so a check mail from an address other than the side's
// gets no finding, only where to send it from.
func TestHostCheckModeFromElsewhere(t *testing.T) {
	w := newGameWorld(t)
	w.withTolentino(t)
	w.round(t)
	file := signedOrders(t, w.red, "t1", "austria", 1, "mode: check\nturn 1\nformation av\nmove j9 2611 2612 9999\n")
	got := w.round(t, mailWith("someone@example.net", "check-else@example.com", file))
	if len(got) != 1 {
		t.Fatalf("want one reply, got %d mails", len(got))
	}
	text := string(got[0].Data)
	if !strings.Contains(text, "only to the address registered for side austria") || strings.Contains(text, "9999") {
		t.Fatalf("reply:\n%s", text)
	}
}
