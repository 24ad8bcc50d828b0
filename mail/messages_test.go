package mail

import (
	"strings"
	"testing"
)

// Issue 23, item 4, over the post office: red's message to its opponent,
// in its order file, reaches blue's next report mail; red's answer says
// where it goes. A message to the moderator, mailed alone, is kept: no
// mail to either side carries its text, and the answer says so.
func TestHostRelaysMessages(t *testing.T) {
	w := newGameWorld(t)
	var log strings.Builder
	w.host.Log = &log
	w.round(t)
	got := w.round(t, mailWith("red@example.com", "m1@example.com", signedOrders(t, w.red, "g1", "red", 1, "message to: moderator\nAsk: is 7.3 meant for bridges?\nend message\n")))
	var answer string
	for _, m := range got {
		text := mailText(m.Data)
		if strings.Contains(text, "bridges") {
			t.Fatalf("a mail to %s carries the message to the moderator:\n%s", to(m), text)
		}
		if to(m) == "red@example.com" && strings.Contains(text, "accepted as entry 2") {
			answer = text
		}
	}
	if !strings.Contains(answer, "messages only") || !strings.Contains(answer, "kept by the host for the moderator alone") {
		t.Fatalf("answer to the message to the moderator:\n%s", answer)
	}
	if !strings.Contains(log.String(), "game g1: entry 2 has a message from red for the moderator: mincio messages ") || strings.Contains(log.String(), "bridges") {
		t.Fatalf("the host's log:\n%s", log.String())
	}
	got = w.round(t, mailWith("red@example.com", "m2@example.com", signedOrders(t, w.red, "g1", "red", 2, "roll\nmessage to: opponent\nparley at dawn?\nend message\n")))
	answer = ""
	for _, m := range got {
		if to(m) == "red@example.com" && strings.Contains(mailText(m.Data), "accepted as entry 3") {
			answer = mailText(m.Data)
		}
	}
	if !strings.Contains(answer, "1 order lines") || !strings.Contains(answer, "The message of line 7, to opponent:") {
		t.Fatalf("answer to the order file with a message:\n%s", answer)
	}
	var relayed bool
	for range 3 {
		for _, m := range got {
			if to(m) == "blue@example.com" && strings.Contains(mailText(m.Data), "parley at dawn?") {
				relayed = true
			}
			if to(m) == "red@example.com" && strings.Contains(mailText(m.Data), "report for red") && strings.Contains(mailText(m.Data), "parley at dawn?") {
				t.Fatal("red's own report relays red's message")
			}
		}
		if relayed {
			break
		}
		got = w.round(t, mailWith("blue@example.com", "b@example.com", signedOrders(t, w.blue, "g1", "blue", 1, "pass\n")))
	}
	if !relayed {
		t.Fatal("no report mail to blue relays red's message")
	}
}

// mailText is a mail with quoted-printable's soft line breaks undone, so
// a test can look for words in it.
func mailText(data []byte) string {
	return strings.NewReplacer("=\r\n", "", "=\n", "").Replace(string(data))
}
