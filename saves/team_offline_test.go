package saves

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// TestTeamOfflineCheckRefusesATeammatesLine (issue 22): the view a team's
// player receives carries the side's own seats, and the offline check
// (`orders check --view`, `player send`) refuses a line for a teammate's
// formation, or a file naming no player, with the host's words, place and
// hint; the other side's view carries no seats.
func TestTeamOfflineCheckRefusesATeammatesLine(t *testing.T) {
	w := newTeamWorld(t)
	v := readSideView(t, filepath.Join(w.dir, "outbox", "000001-italy.view.json"))
	if len(v.Seats) != 2 || v.Seats[0].Player != "a" || v.Seats[1].Player != "b" {
		t.Fatalf("italy's view seats %+v, want a and b", v.Seats)
	}
	if austria := readSideView(t, filepath.Join(w.dir, "outbox", "000001-austria.view.json")); austria.Seats != nil {
		t.Fatalf("austria's view carries seats %+v", austria.Seats)
	}
	for _, c := range []struct {
		player, body string
	}{
		{"a", "turn 5\nformation div8\nmove piemonte3 to 4424\n"},
		{"a", "turn 5\narmy\nsetup cugia 4525\n"},
		{"b", "turn 5\narmy\ndone setup\n"},
	} {
		key := w.a
		if c.player == "b" {
			key = w.b
		}
		sub := Submission{Name: "orders.txt", Data: playerFile(t, key, "italy", c.player, 1, c.body)}
		_, hostErr := Submit(w.dir, sub, Options{})
		if hostErr == nil {
			t.Fatalf("the host took %q from %s", c.body, c.player)
		}
		oc, err := CheckOrdersAgainstView(v, sub)
		if err != nil {
			t.Fatal(err)
		}
		if len(oc.Problems) == 0 || oc.Problems.Error() != hostErr.Error() {
			t.Fatalf("%s's %q offline: %v\nthe host: %v", c.player, c.body, oc.Problems, hostErr)
		}
	}
	noPlayer := []byte(strings.Replace(string(playerFile(t, w.a, "italy", "a", 1, "turn 5\n")), "player: a\n", "", 1))
	oc, err := CheckOrdersAgainstView(v, Submission{Name: "orders.txt", Data: noPlayer})
	if err != nil {
		t.Fatal(err)
	}
	if len(oc.Problems) != 1 || !strings.Contains(oc.Problems.Error(), "orders.txt:4:1: orders.txt: side italy is played by a team, and the file names no player") {
		t.Fatalf("a file naming no player offline: %v", oc.Problems)
	}
	oc, err = CheckOrdersAgainstView(v, Submission{Name: "orders.txt", Data: playerFile(t, w.b, "italy", "b", 1, "turn 5\nformation div8\nmove piemonte3 to 4424\n")})
	if err != nil || oc.Problems == nil || strings.Contains(oc.Problems.Error(), "which player") {
		t.Fatalf("b's own line offline is not tried under the rules: %v, %v", err, oc.Problems)
	}
}

// TestTeamViewWithoutSeatsLoads: a team's view written before views
// carried seats still loads and checks, as it did.
func TestTeamViewWithoutSeatsLoads(t *testing.T) {
	w := newTeamWorld(t)
	path := filepath.Join(w.dir, "outbox", "000001-italy.view.json")
	data, err := ReadOutboxFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	delete(raw, "seats")
	old, _ := json.Marshal(raw)
	v, err := ParseSideView("view.json", old)
	if err != nil {
		t.Fatal(err)
	}
	oc, err := CheckOrdersAgainstView(v, Submission{Name: "orders.txt", Data: playerFile(t, w.b, "italy", "b", 1, "turn 5\nformation div8\nmove piemonte3 to 4424\n")})
	if err != nil || oc.Problems == nil || strings.Contains(oc.Problems.Error(), "which player") {
		t.Fatalf("an old team view is not checked as before: %v, %v", err, oc.Problems)
	}
}
