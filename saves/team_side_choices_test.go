package saves

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mincio/mincio/scenarios"
)

// sideChoicesWorld is newTeamWorld's game with the option
// side-choices=italy:b: b, not a, holds Italy's side-level choices; each
// activation attempt is asked (activations=ask), and a turn's deadline is
// an hour.
func sideChoicesWorld(t *testing.T) *teamWorld {
	return teamWorldWith(t, func(base string, ng *NewGame) {
		mod := fixedKey(t, base, "moderator")
		ng.Options = []string{"side-choices=italy:b", "activations=ask"}
		ng.Now, ng.Deadline = t0, &DeadlinePolicy{Turn: Duration(time.Hour), AbandonAfter: 3}
		ng.Moderator = &ModeratorPin{League: "l", Key: mod.pub, Address: "mod@example.org"}
	})
}

// lastView is the newest view of side in the game's outbox.
func lastView(t *testing.T, dir, side string) *SideView {
	t.Helper()
	paths := outboxGlob(t, dir, "*-"+side+".view.json")
	if len(paths) == 0 {
		t.Fatalf("no view of %s", side)
	}
	return readSideView(t, paths[len(paths)-1])
}

// TestSideChoicesGoToTheNamedTeammate (issue 22, Deliver 1): with
// side-choices=italy:b every side-level decision of Italy is b's: b's turn
// prompt and template hold the army group, a's hold div3 and the
// formations assigned to nobody; a's side-level line is refused by the
// host and by the offline check alike; the activation attempt (3·2.2) is
// owed by b, b's missed turn is b's, and the log verifies. Declarations
// binding the side stay the first player's.
func TestSideChoicesGoToTheNamedTeammate(t *testing.T) {
	w := sideChoicesWorld(t)
	f, err := Open(w.dir)
	if err != nil {
		t.Fatal(err)
	}
	if got := f.Header.SideChoices("italy"); got != "b" {
		t.Fatalf("italy's side choices held by %q, want b", got)
	}
	prompts := map[string]string{}
	for _, d := range f.Last().Result.Owed {
		prompts[string(d.Side)+"/"+d.Player] = d.Prompt
	}
	if !strings.Contains(prompts["italy/a"], "the groups you hold (any formation assigned to nobody, div3)") ||
		!strings.Contains(prompts["italy/b"], "the groups you hold (army, div8)") {
		t.Fatalf("turn prompts: %q", prompts)
	}
	v := readSideView(t, filepath.Join(w.dir, "outbox", "000001-italy.view.json"))
	if len(v.Seats) != 2 || v.Seats[0].Holder || !v.Seats[1].Holder {
		t.Fatalf("italy's view seats %+v, want b marked as holder", v.Seats)
	}
	r, err := ReadOutboxFile(filepath.Join(w.dir, "outbox", "000001-italy.report.txt"))
	if err != nil {
		t.Fatal(err)
	}
	_, tmplA, _ := strings.Cut(string(r), "# the file of player a, signed with their key:\n")
	tmplA, tmplB, ok := strings.Cut(tmplA, "# the file of player b, signed with their key:\n")
	if !ok || strings.Contains(tmplA, "\narmy\n") || !strings.Contains(tmplA, "formation div3") || !strings.Contains(tmplB, "\narmy\n") || !strings.Contains(tmplB, "formation div8") {
		t.Fatalf("templates: a's\n%s\nb's\n%s", tmplA, tmplB)
	}
	refusedAlike := func(sub Submission, want string) {
		t.Helper()
		_, hostErr := Submit(w.dir, sub, Options{Now: t0.Add(time.Minute)})
		if hostErr == nil || !strings.Contains(hostErr.Error(), want) || !strings.Contains(hostErr.Error(), "ask b to send it in their own signed file") {
			t.Fatalf("the host: %v, want %q", hostErr, want)
		}
		oc, err := CheckOrdersAgainstView(lastView(t, w.dir, "italy"), sub)
		if err != nil || oc.Problems == nil || oc.Problems.Error() != hostErr.Error() {
			t.Fatalf("offline: %v %v\nthe host: %v", err, oc.Problems, hostErr)
		}
	}
	refusedAlike(Submission{Name: "orders.txt", Data: playerFile(t, w.a, "italy", "a", 1, "turn 5\narmy\nactivate div3\n")},
		`orders.txt:9:1: "activate div3" is for the side's own choices (the army group), which player b holds, not a`)

	now := t0
	for _, data := range [][]byte{ // b, a and c send turn 5; c passes the first attempt
		playerFile(t, w.b, "italy", "b", 1, "turn 5\n"),
		playerFile(t, w.a, "italy", "a", 1, "turn 5\n"),
		orders(t, w.c, "austria", 1, "turn 5\n"),
		orders(t, w.c, "austria", 2, "pass\n"),
	} {
		now = now.Add(time.Minute)
		if _, err := Submit(w.dir, Submission{Name: "o.txt", Data: data}, Options{Now: now}); err != nil {
			t.Fatal(err)
		}
	}
	f, _ = Open(w.dir)
	var who []string
	for _, d := range f.Last().Result.Owed {
		who = append(who, fmt.Sprintf("%s/%s %s", d.Side, d.Player, d.Kind))
	}
	if strings.Join(who, "; ") != "italy/b activate" {
		t.Fatalf("owed %v, want italy's activation attempt from b", who)
	}
	refusedAlike(Submission{Name: "pass.txt", Data: playerFile(t, w.a, "italy", "a", 2, "pass\n")},
		`pass.txt:7:1: "pass" is for the side's own choices (the army group), which player b holds, not a`)

	// b misses the activation: the missed turn is b's alone
	now = now.Add(2 * time.Hour)
	if _, err := Tick(w.dir, Options{Now: now}); err != nil {
		t.Fatal(err)
	}
	if missed := lastMissed(t, w.dir); fmt.Sprint(missed.Owed) != "[activate(b)]" {
		t.Fatalf("missed turn owed %v, want activate(b)", missed.Owed)
	}

	_, err = Submit(w.dir, Submission{Name: "resign.txt", Data: playerFile(t, w.b, "italy", "b", 2, "mode: resign\n")}, Options{Now: now})
	var e *Error
	if !errors.As(err, &e) || !strings.Contains(e.Msg, "binds the whole side italy: player b may not declare it") || !strings.Contains(e.Hint, "ask a, the side's first player named") {
		t.Fatalf("b's resignation: %v", err)
	}
	if _, err := Verify(w.dir); err != nil {
		t.Fatalf("verify: %v", err)
	}
}

// TestSideChoicesOptionErrors: side-choices naming a side the scenario
// lacks, a player the team lacks, a side played alone, a side twice, or
// written without SIDE:PLAYER, is refused at `mincio new`, naming the
// option and what to do, and no game folder is made.
func TestSideChoicesOptionErrors(t *testing.T) {
	for _, c := range []struct{ opt, want, hint string }{
		{"side-choices=prussia:b", `side-choices: scenario custoza-23.2 has no side "prussia" (its sides: `, ""},
		{"side-choices=italy:zed", `--option side-choices: side italy has no player "zed"`, "name one of the players of italy: a, b"},
		{"side-choices=austria:c", "--option side-choices: side austria is played by one player, who holds its choices already", "take austria:c out of side-choices"},
		{"side-choices=italy", `"side-choices=italy": write side-choices=SIDE:PLAYER`, ""},
		{"side-choices=italy:a,italy:b", "side italy named twice in side-choices", ""},
	} {
		base := t.TempDir()
		sc, err := scenarios.Load("custoza-23.2")
		if err != nil {
			t.Fatal(err)
		}
		a, b, c2, host := fixedKey(t, base, "a"), fixedKey(t, base, "b"), fixedKey(t, base, "c"), fixedKey(t, base, "host")
		dir := filepath.Join(base, "g1")
		_, err = Create(dir, NewGame{Game: "g1", Scenario: sc, HostKey: host.path, Options: []string{c.opt},
			Sides: map[string]string{"austria": c2.pub},
			Teams: map[string][]Teammate{"italy": {
				{Player: "a", Key: a.pub, Formations: []string{"div3"}},
				{Player: "b", Key: b.pub, Formations: []string{"div8"}}}}})
		var e *Error
		if !errors.As(err, &e) || !strings.Contains(e.Msg, c.want) || !strings.Contains(e.Hint, c.hint) {
			t.Fatalf("%s: got %v, want %q (hint %q)", c.opt, err, c.want, c.hint)
		}
		if _, err := os.Stat(dir); !os.IsNotExist(err) {
			t.Fatalf("%s: a game folder was made", c.opt)
		}
	}
}
