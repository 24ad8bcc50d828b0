package mail

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/mail/mailtest"
	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/saves/sshsig"
	"github.com/mincio/mincio/scenarios"
	"golang.org/x/crypto/ssh"
)

// withTeam adds a custoza-23.2 game c2 to the world's games folder, with
// a deadline and a reminder a day before it: Italy played by a team, red
// (div3 and the side's own choices) and green (div8), Austria by blue.
func (w *gameWorld) withTeam(t *testing.T) (dir string, green ssh.Signer) {
	t.Helper()
	return w.teamGame(t, nil, false)
}

// teamGame is withTeam's game, in a league whose moderator is mod when
// not nil, its reports encrypted when encrypt is set.
func (w *gameWorld) teamGame(t *testing.T, mod *saves.ModeratorPin, encrypt bool) (dir string, green ssh.Signer) {
	t.Helper()
	sc, err := scenarios.Load("custoza-23.2")
	if err != nil {
		t.Fatal(err)
	}
	_, hostKey := signerFor(t, w.keyDir, "host")
	green, _ = signerFor(t, w.keyDir, "green")
	var seed dice.Seed
	dir = filepath.Join(w.games, "c2")
	p := &saves.DeadlinePolicy{Turn: saves.Duration(48 * time.Hour), Reminders: []saves.Duration{saves.Duration(24 * time.Hour)}}
	if _, err := saves.Create(dir, saves.NewGame{Game: "c2", Scenario: sc, HostKey: hostKey, Seed: &seed, Now: w.clock, Deadline: p, Moderator: mod, Encrypt: encrypt,
		Sides:     map[string]string{"austria": authorizedLine(w.blue)},
		Addresses: map[string]string{"austria": "blue@example.com"},
		Teams: map[string][]saves.Teammate{"italy": {
			{Player: "red", Key: authorizedLine(w.red), Address: "red@example.com", Formations: []string{"div3"}},
			{Player: "green", Key: authorizedLine(green), Address: "green@example.com", Formations: []string{"div8"}}}}}); err != nil {
		t.Fatal(err)
	}
	remember(t, dir, "c2")
	return dir, green
}

// playerOrders signs a team player's order file.
func playerOrders(t testing.TB, s ssh.Signer, game, side, player string, seq int, body string) []byte {
	t.Helper()
	tag, _ := gameTags.Load(game)
	file := fmt.Sprintf("mincio orders 1\ngame: %s\nheader: %s\nside: %s\nplayer: %s\nseq: %d\n%s", game, tag, side, player, seq, body)
	sig, err := sshsig.Sign(s, sshsig.Namespace, []byte(file))
	if err != nil {
		t.Fatal(err)
	}
	return sshsig.Append([]byte(file), sig)
}

func subjectTo(got []mailtest.Received, addr string) []string {
	var out []string
	for _, m := range got {
		if slices.Contains(m.To, addr) {
			out = append(out, subjects([]mailtest.Received{m})...)
		}
	}
	return out
}

// TestTeamMailsEachPlayer (issue 22): each player of a team is mailed the
// side's report, with a subject that says whether they owe an answer; a
// reminder goes to the teammates who owe; a teammate's file is answered with the
// check, as the side's.
func TestTeamMailsEachPlayer(t *testing.T) {
	w := newGameWorld(t)
	dir, green := w.withTeam(t)
	got := w.round(t)
	for addr, want := range map[string]string{
		"red@example.com":   "[mincio c2] turn 5: orders due for italy from red",
		"green@example.com": "[mincio c2] turn 5: orders due for italy from green",
		"blue@example.com":  "[mincio c2] turn 5: orders due for austria",
	} {
		if s := subjectTo(got, addr); !slices.Contains(s, want) {
			t.Errorf("%s: subjects %q, want %q", addr, s, want)
		}
	}

	// green sends div8's turn: answered with the check; italy's report
	// tells green that nothing is owed by green now, and red that red owes.
	got = w.round(t, mailWith("green@example.com", "o1@example.com", playerOrders(t, green, "c2", "italy", "green", 1, "turn 5\nformation div8\ndone\n")))
	answer := replyTo(t, got, "green@example.com")
	if !strings.Contains(answer, "accepted as entry 2") || !strings.Contains(answer, "Checked against what side italy saw") {
		t.Fatalf("green's answer:\n%s", answer)
	}
	if s := subjectTo(got, "green@example.com"); !slices.ContainsFunc(s, func(x string) bool {
		return strings.HasPrefix(x, "[mincio c2] turn 5: report for italy, nothing owed by green")
	}) {
		t.Errorf("green's subjects %q", s)
	}
	if s := subjectTo(got, "red@example.com"); !slices.Contains(s, "[mincio c2] turn 5: orders due for italy from red") {
		t.Errorf("red's subjects %q", s)
	}

	// a day before the deadline the reminder reaches red, who owes, and
	// not green, who has sent div8's turn
	if _, err := saves.Tick(dir, saves.Options{Now: w.clock.Add(25 * time.Hour)}); err != nil {
		t.Fatal(err)
	}
	got = w.round(t)
	var reminded []string
	for _, m := range got {
		if strings.Contains(strings.Join(subjects([]mailtest.Received{m}), ""), "italy") {
			reminded = append(reminded, m.To...)
		}
	}
	slices.Sort(reminded)
	if strings.Join(reminded, " ") != "red@example.com" {
		t.Fatalf("italy's reminder went to %v, want red alone", reminded)
	}

	// red's file: the report that follows tells green nothing is owed by
	// green until turn 6
	got = w.round(t, mailWith("red@example.com", "o2@example.com", playerOrders(t, w.red, "c2", "italy", "red", 1, "turn 5\narmy\npass\n")))
	if s := subjectTo(got, "green@example.com"); len(s) != 0 {
		t.Fatalf("green was mailed %q before the turn was played", s)
	}
}

// TestTeamAddressOfOneTeammate (issue 22): the moderator's address act
// naming a teammate (player: green) sends that player's copies to the new
// address, and leaves the side's first player's where it was.
func TestTeamAddressOfOneTeammate(t *testing.T) {
	w := newGameWorld(t)
	mod, modPath := signerFor(t, w.keyDir, "moderator")
	dir, _ := w.teamGame(t, &saves.ModeratorPin{League: "spring", Key: authorizedLine(mod), Address: "mod@example.com"}, false)
	w.round(t)
	a := saves.Act{Name: "address", Side: "italy", Player: "green", Address: "green@example.net", Signed: w.clock.Format(time.RFC3339)}
	data, err := saves.SignAct(dir, a, modPath)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := saves.Moderate(dir, saves.Submission{Name: "address.txt", Data: data}, saves.Options{Now: w.clock}); err != nil {
		t.Fatal(err)
	}
	got := w.round(t)
	if s := subjectTo(got, "green@example.net"); !slices.Contains(s, "[mincio c2] turn 5: orders due for italy from green") {
		t.Errorf("green's new address got %q", s)
	}
	if s := subjectTo(got, "green@example.com"); len(s) != 0 {
		t.Errorf("green's former address still mailed %q", s)
	}
	if s := subjectTo(got, "red@example.com"); !slices.Contains(s, "[mincio c2] turn 5: orders due for italy from red") {
		t.Errorf("red, the side's first player, got %q", s)
	}
}

// TestTeamEncryptedReports (issue 22): in a game with encrypted reports,
// each teammate's copy of the side's report is encrypted to their own key,
// which alone opens it.
func TestTeamEncryptedReports(t *testing.T) {
	w := newGameWorld(t)
	w.teamGame(t, nil, true)
	got := w.round(t)
	keyOf := map[string]string{"red@example.com": "red", "green@example.com": "green"}
	opened := map[string]bool{}
	for _, m := range got {
		text := string(m.Data)
		if !strings.Contains(text, "[mincio c2]") {
			continue
		}
		if strings.Contains(text, "view.json") {
			t.Fatalf("plaintext report in an encrypted game's mail to %s", to(m))
		}
		name, ok := keyOf[to(m)]
		if !ok {
			continue
		}
		att := attachmentNamed(t, m.Data, EncryptedName)
		for addr, other := range keyOf {
			priv, err := os.ReadFile(filepath.Join(w.keyDir, other))
			if err != nil {
				t.Fatal(err)
			}
			plain, err := DecryptWithSSHKey(priv, att)
			switch {
			case other == name && err != nil:
				t.Fatalf("%s cannot open their copy: %v", name, err)
			case other == name && !strings.Contains(string(plain), "view.json"):
				t.Fatalf("%s's copy is not their report:\n%s", name, plain)
			case other != name && err == nil:
				t.Fatalf("%s's copy opens with the key of %s", name, addr)
			}
		}
		opened[name] = true
	}
	if !opened["red"] || !opened["green"] {
		t.Fatalf("encrypted copies opened: %v, want red's and green's", opened)
	}
}
