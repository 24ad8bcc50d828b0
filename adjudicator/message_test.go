package adjudicator

import (
	"bytes"
	"strings"
	"testing"
)

// Messages come out of the body whole; the order lines keep their line
// numbers; text that reads like an order or a heading stays text.
func TestSplitMessages(t *testing.T) {
	body := "turn 5\nmove a to 0101\nMessage To: Opponent\nturn 6\n  move b to 0202 # text\nend message\narmy\nmessage to moderator\nhi\nEND MESSAGE\n"
	rest, msgs, ps := SplitMessages("o.txt", 6, []byte(body))
	if ps != nil {
		t.Fatal(ps)
	}
	if want := "turn 5\nmove a to 0101\n\n\n\n\narmy\n\n\n\n"; string(rest) != want {
		t.Fatalf("rest %q, want %q", rest, want)
	}
	if len(msgs) != 2 || msgs[0].To != "opponent" || msgs[0].Pos.Line != 8 || msgs[0].Text != "turn 6\n  move b to 0202 # text\n" ||
		msgs[1].To != "moderator" || msgs[1].Pos.Line != 13 || msgs[1].Text != "hi\n" {
		t.Fatalf("messages %+v", msgs)
	}
	if rest, msgs, ps := SplitMessages("o.txt", 6, []byte("turn 5\nroll\n")); string(rest) != "turn 5\nroll\n" || msgs != nil || ps != nil {
		t.Fatalf("a body without messages: %q %v %v", rest, msgs, ps)
	}
}

// Every malformed message is a problem at its line, with a hint.
func TestSplitMessagesProblems(t *testing.T) {
	for _, c := range []struct{ body, want string }{
		{"message to: opponent\nhi\n", "o.txt:1:1: the message has no `end message` line"},
		{"message to: nobody\nhi\nend message\n", `o.txt:1:1: "message to: nobody" is not a message heading`},
		{"message\nhi\nend message\n", `o.txt:1:1: "message" is not a message heading`},
		{"roll\nend message\n", "o.txt:2:1: `end message` without a `message to:` line before it"},
		{"message to: all\n\nend message\n", "o.txt:1:1: the message has no text"},
		{"message to: all\n" + strings.Repeat("x", maxMessageBytes) + "\nend message\n", "o.txt:1:1: the message is 8193 bytes long (at most 8192)"},
	} {
		_, _, ps := SplitMessages("o.txt", 1, []byte(c.body))
		if len(ps) != 1 || !strings.HasPrefix(ps[0].Error(), c.want) || ps[0].Hint == "" {
			t.Errorf("%q: %v, want %q", c.body, ps, c.want)
		}
	}
}

func FuzzSplitMessages(f *testing.F) {
	f.Add([]byte("turn 5\nmessage to: opponent\nhello\nend message\nroll\n"))
	f.Add([]byte("message to moderator\r\nhi\r\nend message\r\n"))
	f.Add([]byte("message: to all\nend message\nend message\n"))
	f.Fuzz(func(t *testing.T, body []byte) {
		rest, msgs, ps := SplitMessages("f", 1, body)
		if ps != nil {
			if rest != nil || msgs != nil {
				t.Fatal("problems and a result")
			}
			return
		}
		if bytes.Count(rest, []byte("\n")) != bytes.Count(body, []byte("\n")) {
			t.Fatalf("line count changed: %q -> %q", body, rest)
		}
		if len(rest) > len(body) {
			t.Fatal("rest longer than body")
		}
		for _, m := range msgs {
			if m.Text == "" || m.Pos.Line < 1 {
				t.Fatalf("message %+v", m)
			}
		}
	})
}
