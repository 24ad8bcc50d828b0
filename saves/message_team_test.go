package saves

import (
	"strings"
	"testing"
)

// reportsOf are all the reports of side in a game's outbox, in order.
func reportsOf(t *testing.T, dir, side string) string {
	t.Helper()
	names := outboxGlob(t, dir, "*-"+side+".report.txt")
	if len(names) == 0 {
		t.Fatalf("no report of %s", side)
	}
	var all strings.Builder
	for _, n := range names {
		b, err := ReadOutboxFile(n)
		if err != nil {
			t.Fatal(err)
		}
		all.Write(b)
	}
	return all.String()
}

// TestMessageToTeam (issues 22, 23): `message to: team` reaches the
// sender's teammates — the side's own next report, which each of them
// receives — and never another side; a side played by one player is told
// that nobody would read it.
func TestMessageToTeam(t *testing.T) {
	w := newTeamWorld(t)
	text := "b: hold div8 back until div3 is across\n"
	send := func(key testKey, side, player string, seq int, body string) *Receipt {
		t.Helper()
		rc, err := Submit(w.dir, Submission{Name: "f.txt", Data: playerFile(t, key, side, player, seq, body)}, Options{})
		if err != nil {
			t.Fatal(err)
		}
		return rc
	}
	rc := send(w.a, "italy", "a", 1, "message to: team\n"+text+"end message\n")
	if rc.Entry.Kind != KindMessage || len(rc.Entry.Messages) != 1 || rc.Entry.Messages[0].To != "team" {
		t.Fatalf("entry %+v", rc.Entry)
	}
	send(w.a, "italy", "a", 2, "turn 5\n")
	send(w.b, "italy", "b", 1, "turn 5\n")
	if _, err := Submit(w.dir, Submission{Name: "c.txt", Data: orders(t, w.c, "austria", 1, "turn 5\n")}, Options{}); err != nil {
		t.Fatal(err)
	}
	if own := reportsOf(t, w.dir, "italy"); !strings.Contains(own, "- from italy, to team (entry 2):\n    b: hold div8 back") {
		t.Fatalf("italy's reports lack the team's message:\n%s", own)
	}
	if other := reportsOf(t, w.dir, "austria"); strings.Contains(other, "hold div8") || strings.Contains(other, "== Messages") {
		t.Fatalf("austria's reports hold italy's team message:\n%s", other)
	}
	mustVerify(t, w.dir)

	_, err := Submit(w.dir, Submission{Name: "c2.txt", Data: orders(t, w.c, "austria", 2, "message to: team\nhello\nend message\n")}, Options{})
	if err == nil || !strings.Contains(err.Error(), "c2.txt:6:1: your side, austria, is played by you alone") {
		t.Fatalf("a message to the team of a one-player side: %v", err)
	}
}
