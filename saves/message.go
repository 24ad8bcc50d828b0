package saves

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
)

// KindMessage is a side's signed file that carries only messages
// (docs/players.md, "Messages"): it gives no orders and changes nothing in
// the game but the side's last seq.
const KindMessage = "message"

// MessageRecord is what an entry records of one message of its input: whom
// it is for, where it stands in the file, and the SHA-256 of its text. A
// message to the moderator is committed to by this digest alone: its
// input is kept in private/, which no report, view or archive holds.
type MessageRecord struct {
	To     string `json:"to"`
	Line   int    `json:"line"`
	Digest string `json:"digest"`
}

// privateDir holds the inputs of messages to the moderator: host-only,
// outside log/, so Archive leaves them out.
const privateDir = "private"

// readMessages takes the messages out of an order file's input (core
// revision 2 on: before it, a `message` line was an order line like any
// other, refused by the rules system). A file whose body is only messages
// becomes a message input.
func (f *Folder) readMessages(name string, in *Input) error {
	msgs, only, ps := takeMessages(adjudicator.CoreRevisionOf(f.Scenario), f.Scenario.Press, f.Header.HasTeam(string(in.Envelope.Side)), name, in.Envelope)
	if ps != nil {
		return ps
	}
	in.Messages = msgs
	if only && in.Kind == KindOrders {
		in.Kind = KindMessage
	}
	return nil
}

// takeMessages takes the message sections out of env.Body in a game of
// core revision core and option press (Scenario.Press), from a side that
// is a team or not, and says whether the file held only messages. A
// message to the moderator must come in such a file, with no message to
// anyone else, so its input can be kept apart. The host (readMessages)
// and `orders check` both use it.
func takeMessages(core int, press string, team bool, name string, env *adjudicator.Envelope) ([]adjudicator.Message, bool, adjudicator.Problems) {
	if core < 2 {
		return nil, false, nil
	}
	body, msgs, ps := adjudicator.SplitMessages(name, env.BodyLine, env.Body)
	if ps != nil {
		return nil, false, ps
	}
	if len(msgs) == 0 {
		return nil, false, nil
	}
	if press == "none" {
		for _, m := range msgs {
			ps = append(ps, adjudicator.Problem{Pos: m.Pos, Msg: "this game takes no messages between players (it was created with the option press=none)",
				Hint: "remove the lines from `message to:` to `end message`; write to the other player some other way"})
		}
		return nil, false, ps
	}
	if !team {
		for _, m := range msgs {
			if m.To == "team" {
				ps = append(ps, adjudicator.Problem{Pos: m.Pos, Msg: fmt.Sprintf("your side, %s, is played by you alone: a message to your team reaches nobody", env.Side),
					Hint: "write `message to: opponent` or `message to: all`; `team` is for a side several players share"})
			}
		}
		if ps != nil {
			return nil, false, ps
		}
	}
	env.Body = body
	toModerator := slices.IndexFunc(msgs, func(m adjudicator.Message) bool { return m.To == "moderator" })
	only := onlyBlank(body)
	switch {
	case toModerator >= 0 && !only:
		return nil, false, adjudicator.Problems{{Pos: msgs[toModerator].Pos, Msg: "a message to the moderator must come in a file of its own, with no order lines",
			Hint: "send it in a signed file that holds only the header and the message (`message to: moderator` … `end message`), so the archive can leave it out"}}
	case toModerator >= 0 && env.Mode != "" && env.Mode != "check":
		return nil, false, adjudicator.Problems{{Pos: msgs[toModerator].Pos, Msg: fmt.Sprintf("a declaration (mode: %s) carries no message to the moderator", env.Mode),
			Hint: "send the message to the moderator in a file of its own, without the mode: line"}}
	case toModerator >= 0:
		for _, m := range msgs {
			if m.To != "moderator" {
				return nil, false, adjudicator.Problems{{Pos: m.Pos, Msg: "a file with a message to the moderator carries no message to anyone else",
					Hint: "send the message to " + m.To + " in another file: messages to the moderator are kept out of every report and archive"}}
			}
		}
	}
	return msgs, only, nil
}

// onlyBlank says whether body holds no order line (blank lines and
// comments only).
func onlyBlank(body []byte) bool {
	for _, l := range strings.Split(string(body), "\n") {
		if strings.TrimSpace(adjudicator.CutComment(l)) != "" {
			return false
		}
	}
	return true
}

// messageRecords are the records an entry keeps of in's messages.
func messageRecords(in *Input) []MessageRecord {
	var out []MessageRecord
	for _, m := range in.Messages {
		out = append(out, MessageRecord{To: m.To, Line: m.Pos.Line, Digest: Digest([]byte(m.Text))})
	}
	return out
}

// privateInput says whether an entry's input is kept in private/: a
// message entry whose messages are all to the moderator (takeMessages
// allows no other with them, so no entry can hide one to a side).
func privateInput(e *Entry) bool {
	return e.Kind == KindMessage && len(e.Messages) > 0 &&
		!slices.ContainsFunc(e.Messages, func(m MessageRecord) bool { return m.To != "moderator" })
}

// MessageSees says whether side receives a message to `to` sent by sender:
// a message to the team in the sender's own side's reports, which each
// teammate receives; to the opponent or all, in every other side's.
func MessageSees(to, sender, side string) bool {
	if to == "team" {
		return side == sender
	}
	return side != sender && (to == "opponent" || to == "all")
}

// messageRecipients are the sides that receive a message of e.
func messageRecipients(e *Entry, sides []adjudicator.Side) []string {
	var out []string
	for _, s := range sides {
		for _, m := range e.Messages {
			if MessageSees(m.To, e.Side, string(s)) {
				out = append(out, string(s))
				break
			}
		}
	}
	return out
}

// Messages are the messages of entry e, read from its input (from
// private/ for a message to the moderator, where only the host has it).
func (f *Folder) Messages(e *Entry) ([]adjudicator.Message, error) {
	if len(e.Messages) == 0 {
		return nil, nil
	}
	if w := f.writing; w != nil && w.n == e.N {
		return w.in.Messages, nil // its reports are written before its bundle (writer.append)
	}
	in, err := f.readInput(e)
	if err != nil {
		return nil, err
	}
	if in.Withheld {
		return nil, fmt.Errorf("entry %d: the message to the moderator is kept by the host alone", e.N)
	}
	return in.Messages, nil
}

// checkMessages checks what entry e records of its messages against its
// input.
func checkMessages(e *Entry, in *Input) error {
	got := messageRecords(in)
	if len(got) != len(e.Messages) {
		return fmt.Errorf("the entry records %d messages, its input has %d", len(e.Messages), len(got))
	}
	for i := range got {
		if got[i] != e.Messages[i] {
			return fmt.Errorf("message %d (line %d): what the entry records differs from its input", i+1, got[i].Line)
		}
	}
	return nil
}

// withheldInput stands for the input of a message to the moderator that
// the folder lacks (an archive): the entry's side, seq and digest, which
// the replay needs, and nothing of the text.
func withheldInput(e *Entry) *Input {
	return &Input{Kind: KindMessage, Digest: e.InputDigest, Withheld: true, Name: e.File,
		Envelope: &adjudicator.Envelope{Game: e.Game, Side: adjudicator.Side(e.Side), Seq: e.Seq}}
}

// sideIndex is the place of side s in sides (the game's order of sides).
func sideIndex(sides []adjudicator.Side, s string) int {
	return slices.Index(sides, adjudicator.Side(s))
}

// messages checks the message sections of an order file for `orders
// check` and takes them out of env.Body; it says whether the file held
// only messages, and so no order line is left to check.
func (oc *OrderCheck) messages(core int, press string, team bool, name string, env *adjudicator.Envelope) bool {
	msgs, only, ps := takeMessages(core, press, team, name, env)
	if ps != nil {
		oc.Problems = append(oc.Problems, ps...)
		return true
	}
	for _, m := range msgs {
		oc.Notes = append(oc.Notes, fmt.Sprintf("%s:%d: a message to %s: %s", name, m.Pos.Line, m.To, messageFate(m.To, press)))
	}
	return only
}

// messageFate says what becomes of a message to `to` under press.
func messageFate(to, press string) string {
	switch {
	case to == "moderator":
		return "the host keeps it for the moderator alone; the log and the archive hold only its digest"
	case to == "team":
		return "relayed in your side's next report, which each of your teammates receives (the other sides never see it; the archive published at the end holds it)"
	case press == "now":
		return "mailed to the other sides at once, in a report"
	}
	return "relayed in the other sides' next report"
}
