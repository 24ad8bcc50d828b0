package adjudicator

import (
	"fmt"
	"strings"
)

// Message is a side's free text to other players, written in an order
// file between `message to: WHO` and `end message` (docs/players.md,
// "Messages"). The rules never read it: SplitMessages takes its lines out
// of the body before the system parses orders, so it can carry none.
type Message struct {
	Pos  Pos    // the `message` line
	To   string // one of MessageRecipients
	Text string // the lines between the headings, as written, "\n"-ended
}

// MessageRecipients are the words of `message to:`. opponent: every other
// side; all: every other side and the moderator; moderator: the league's
// moderator (or the host) alone, kept out of every report and archive;
// team: the sender's teammates, on a side several players share (its own
// reports, which each of them receives).
var MessageRecipients = []string{"opponent", "moderator", "all", "team"}

// maxMessageBytes bounds one message's text: free text, not a document.
const maxMessageBytes = 8 << 10

// SplitMessages takes the message sections out of an order-file body that
// starts at line first of file. It returns the body with every line of
// them (headings included) blanked, so the order lines keep their line
// numbers, and the messages in file order. A section runs from its
// `message to: WHO` line to its `end message` line; every line between is
// text, even one that reads like an order or a heading.
func SplitMessages(file string, first int, body []byte) ([]byte, []Message, Problems) {
	if !strings.Contains(strings.ToLower(string(body)), "message") {
		return body, nil, nil
	}
	lines := strings.SplitAfter(string(body), "\n")
	var out strings.Builder
	var msgs []Message
	var ps Problems
	var cur *Message
	for i, raw := range lines {
		text := strings.TrimSpace(strings.TrimRight(raw, "\r\n"))
		pos := Pos{File: file, Line: first + i, Col: strings.Index(raw, text) + 1}
		words := strings.Fields(strings.ToLower(text))
		switch {
		case cur != nil && len(words) == 2 && words[0] == "end" && words[1] == "message":
			if strings.TrimSpace(cur.Text) == "" {
				ps = append(ps, Problem{Pos: cur.Pos, Msg: "the message has no text", Hint: "write the text between `message to: WHO` and `end message`, or remove both lines"})
			} else if len(cur.Text) > maxMessageBytes {
				ps = append(ps, Problem{Pos: cur.Pos, Msg: fmt.Sprintf("the message is %d bytes long (at most %d)", len(cur.Text), maxMessageBytes), Hint: "shorten it, or split it over several messages"})
			} else {
				msgs = append(msgs, *cur)
			}
			cur = nil
		case cur != nil:
			cur.Text += strings.TrimRight(raw, "\r\n") + "\n"
		case len(words) > 0 && (words[0] == "message" || strings.HasPrefix(words[0], "message:")):
			to, ok := messageHeading(text)
			if !ok {
				ps = append(ps, Problem{Pos: pos, Msg: fmt.Sprintf("%q is not a message heading", text),
					Hint: "write `message to: WHO`, WHO one of " + strings.Join(MessageRecipients, ", ") + ", then the text, then `end message`"})
			}
			cur = &Message{Pos: pos, To: to}
		case len(words) == 2 && words[0] == "end" && words[1] == "message":
			ps = append(ps, Problem{Pos: pos, Msg: "`end message` without a `message to:` line before it", Hint: "start the message with `message to: WHO`"})
		default:
			out.WriteString(raw)
			continue
		}
		// a line of a message: blank it for the orders, keeping its end
		if strings.HasSuffix(raw, "\n") {
			out.WriteString("\n")
		}
	}
	if cur != nil {
		ps = append(ps, Problem{Pos: cur.Pos, Msg: "the message has no `end message` line", Hint: "end the message's text with a line `end message`: the lines after it are orders again"})
	}
	if ps != nil {
		return nil, nil, ps
	}
	return []byte(out.String()), msgs, nil
}

// messageHeading reads `message to: WHO` (or `message to WHO`).
func messageHeading(text string) (string, bool) {
	rest := strings.TrimSpace(text[len("message"):])
	rest = strings.TrimSpace(strings.TrimPrefix(rest, ":"))
	lower := strings.ToLower(rest)
	if !strings.HasPrefix(lower, "to") {
		return "", false
	}
	who := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(lower[2:]), ":"))
	for _, r := range MessageRecipients {
		if who == r {
			return r, true
		}
	}
	return "", false
}
