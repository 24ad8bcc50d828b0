package mail

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Finding 4: one side's signed report copied over the other's is never
// mailed; the moderator is told which file, and the other reports go out.
func TestReportInTheWrongSlotIsNotMailed(t *testing.T) {
	w := newGameWorld(t)
	out := filepath.Join(w.games, "g1", "outbox")
	for _, ext := range []string{".report.txt", ".report.txt.sig", ".view.json", ".view.json.sig"} {
		b, err := os.ReadFile(filepath.Join(out, "000001-red"+ext))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(out, "000001-blue"+ext), b, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	_, err := w.host.CollectReports(w.outbox)
	if err == nil || !strings.Contains(err.Error(), "outbox/000001-blue.report.txt: its text is not the report of game g1, side blue, entry 1") {
		t.Fatalf("got %v", err)
	}
	w.clock = w.clock.Add(time.Minute)
	if _, err := w.outbox.Flush(context.Background(), w.sender, w.clock); err != nil {
		t.Fatal(err)
	}
	got := w.smtp.Messages()
	if len(got) != 1 || to(got[0]) != "red@example.com" || !strings.Contains(string(got[0].Data), "report for red") {
		t.Fatalf("want only red's own report mailed, got %d mails", len(got))
	}
	if _, err := os.Stat(filepath.Join(out, "000001-blue.report.txt")); err != nil {
		t.Fatal("the refused report must stay in the outbox for the moderator")
	}
}
