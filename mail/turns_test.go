package mail

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/mail/mailtest"
)

func subjects(got []mailtest.Received) []string {
	var out []string
	for _, m := range got {
		text := string(m.Data)
		i := strings.Index(text, "Subject: ")
		if i < 0 {
			continue
		}
		out = append(out, strings.SplitN(text[i+len("Subject: "):], "\r\n", 2)[0])
	}
	return out
}

// One report per side when a turn begins, with a subject that says an
// answer is owed; no report to a side that owes nothing new; a file that
// answers nothing owed is told so.
func TestHostTurnMails(t *testing.T) {
	w := newGameWorldOf(t, adjudicatortest.TurnScenario)
	got := w.round(t)
	subj := strings.Join(subjects(got), "\n")
	if len(got) != 2 || !strings.Contains(subj, "[mincio g1] turn 1: orders due for red") || !strings.Contains(subj, "[mincio g1] turn 1: orders due for blue") {
		t.Fatalf("want two orders-due reports, got:\n%s", subj)
	}

	// Red's turn: accepted; the turn waits for blue, so no report follows.
	got = w.round(t, mailWith("red@example.com", "o1@example.com", signedOrders(t, w.red, "g1", "red", 1, "turn 1\nroll\n")))
	if len(got) != 1 || !strings.Contains(string(got[0].Data), "accepted as entry 2") || !strings.Contains(string(got[0].Data), "No report follows now") {
		t.Fatalf("want only the reply, saying no report follows; got %d mails:\n%s", len(got), subjects(got))
	}

	// Blue sends only a standing order: the wrong step, and told so.
	got = w.round(t, mailWith("blue@example.com", "o2@example.com", signedOrders(t, w.blue, "g1", "blue", 1, "standing react block\n")))
	if len(got) != 1 {
		t.Fatalf("want the reply alone, got %d mails: %s", len(got), subjects(got))
	}
	reply := strings.ReplaceAll(string(got[0].Data), "=\r\n", "")
	if !strings.Contains(reply, "no line of it answers what you owed: turn (your orders for turn 1: write `turn 1` above them)") {
		t.Fatalf("the wrong-step reply does not say so:\n%s", reply)
	}

	// Blue's turn: the turn is played, and both owe turn 2.
	got = w.round(t, mailWith("blue@example.com", "o3@example.com", signedOrders(t, w.blue, "g1", "blue", 2, "turn 1\npass\n")))
	subj = strings.Join(subjects(got), "\n")
	if !strings.Contains(subj, "turn 2: orders due for red") || !strings.Contains(subj, "turn 2: orders due for blue") {
		t.Fatalf("want both turn 2 reports, got:\n%s", subj)
	}
	for _, m := range got {
		if to(m) == "red@example.com" && strings.Contains(string(m.Data), "orders due for red") {
			body := strings.ReplaceAll(string(m.Data), "=\r\n", "")
			if !strings.Contains(body, "What happened (entries 2 to 4)") || !strings.Contains(body, "red rolls") {
				t.Errorf("red's report must cover every entry since its last one:\n%s", body)
			}
			if !strings.Contains(body, "seq: 2") || !strings.Contains(body, "turn 2") {
				t.Errorf("the template lacks the next seq or the turn:\n%s", body)
			}
		}
	}
}

// A draw agreed by mail: each side's signed mode: draw file is answered
// as a declaration, and the second ends the game for both.
func TestHostDrawByMail(t *testing.T) {
	w := newGameWorldOf(t, adjudicatortest.TurnScenario)
	w.round(t)
	got := w.round(t, mailWith("red@example.com", "d1@example.com", signedOrders(t, w.red, "g1", "red", 1, "mode: draw\n")))
	var reply string
	for _, m := range got {
		if strings.Contains(string(m.Data), "accepted as entry 2") {
			reply = strings.ReplaceAll(string(m.Data), "=\r\n", "")
		}
	}
	if !strings.Contains(reply, "mode: draw") || strings.Contains(reply, "game is over") {
		t.Fatalf("reply to the offer:\n%s", reply)
	}
	got = w.round(t, mailWith("blue@example.com", "d2@example.com", signedOrders(t, w.blue, "g1", "blue", 1, "mode: draw\n")))
	over := 0
	for _, m := range got {
		if strings.Contains(strings.ReplaceAll(string(m.Data), "=\r\n", ""), "draw agreed by blue and red") {
			over++
		}
	}
	if over < 3 { // the reply, and both sides' reports
		t.Fatalf("want the reply and both reports to say the draw is agreed; %d of %d do:\n%s", over, len(got), subjects(got))
	}
}
