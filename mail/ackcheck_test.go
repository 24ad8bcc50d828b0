package mail

import (
	"path/filepath"
	"strings"
	"testing"

	_ "github.com/mincio/mincio/adjudicator/custoza" // the rules system of the game below
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/mail/mailtest"
	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/scenarios"
)

// withGoito adds a Goito 1848 game c1 to the world's games folder: red's
// key plays Piedmont, blue's Austria, with the same addresses.
func (w *gameWorld) withGoito(t *testing.T) string {
	t.Helper()
	sc, err := scenarios.Load("goito1848")
	if err != nil {
		t.Fatal(err)
	}
	_, hostKey := signerFor(t, w.keyDir, "host")
	var seed dice.Seed
	dir := filepath.Join(w.games, "c1")
	if _, err := saves.Create(dir, saves.NewGame{Game: "c1", Scenario: sc, HostKey: hostKey,
		Sides:     map[string]string{"piedmont": authorizedLine(w.red), "austria": authorizedLine(w.blue)},
		Addresses: map[string]string{"piedmont": "red@example.com", "austria": "blue@example.com"}, Seed: &seed}); err != nil {
		t.Fatal(err)
	}
	remember(t, dir, "c1")
	return dir
}

// replyTo is the one mail of got sent to addr, its soft line breaks
// undone.
func replyTo(t *testing.T, got []mailtest.Received, addr string) string {
	t.Helper()
	for _, m := range got {
		if to(m) == addr && strings.Contains(string(m.Data), "mincio read your mail") {
			return strings.ReplaceAll(string(m.Data), "=\r\n", "")
		}
	}
	t.Fatalf("no reply to %s among %d mails: %s", addr, len(got), subjects(got))
	return ""
}

// TestHostAnswerListsEveryProblem (issue 23): the answer to an order mail
// is a check. A file with a hex off the map and a unit that does not exist
// is recorded, and the answer names both lines as file:line:col with the
// rules' words, says the rest was found good, and what happens next. Only
// the side's registered address is told what its view says.
func TestHostAnswerListsEveryProblem(t *testing.T) {
	w := newGameWorld(t)
	dir := w.withGoito(t)
	w.round(t)
	file := signedOrders(t, w.red, "c1", "piedmont", 1, `turn 1
formation aosta
move aosta5 to 9999
move aosta99 to 2410
move aosta-cav to 2410
`)
	text := replyTo(t, w.round(t, mailWith("red@example.com", "ack-c1@example.com", file)), "red@example.com")
	for _, want := range []string{
		"accepted as entry 2 of game c1: side piedmont, seq 1",
		"Checked against what side piedmont saw when you wrote it",
		"the host will refuse these lines or leave them unused (2)",
		":8:1: 9999 is not on the map",
		`:9:1: no unit "aosta99" in this game`,
		"send a corrected file with seq 2",
		"What happens next:",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the answer lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, ":10:1:") || strings.Contains(text, "Every line of this file is a problem") {
		t.Errorf("the answer finds fault with the good line:\n%s", text)
	}
	f, err := saves.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if f.Len() != 2 {
		t.Fatalf("the file was not recorded: %d entries", f.Len())
	}

	// Every line wrong: still recorded, and told so.
	file = signedOrders(t, w.red, "c1", "piedmont", 2, "turn 1\nformation aosta\nmove aosta5 to 9999\n")
	text = replyTo(t, w.round(t, mailWith("red@example.com", "ack-c1b@example.com", file)), "red@example.com")
	if !strings.Contains(text, "accepted as entry 3") || !strings.Contains(text, "Every line of this file is a problem. The file is recorded all the same") {
		t.Errorf("the answer to an all-wrong file:\n%s", text)
	}

	// The same kind of file re-sent from elsewhere: accepted, but what the
	// view says is not told.
	file = signedOrders(t, w.red, "c1", "piedmont", 3, "turn 1\nformation aosta\nmove aosta5 to 9999\n")
	text = replyTo(t, w.round(t, mailWith("someone@example.net", "ack-c1c@example.com", file)), "someone@example.net")
	if !strings.Contains(text, "accepted as entry 4") || strings.Contains(text, "9999") || !strings.Contains(text, "only in answers to the address registered for side piedmont") {
		t.Errorf("the answer to a mail from elsewhere:\n%s", text)
	}
}
