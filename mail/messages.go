package mail

import (
	"fmt"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/saves"
)

// messagesText tells the sender of an order or message file what became
// of its messages (docs/players.md, "Messages"): only what the sender
// wrote, so a forged From: learns nothing.
func messagesText(e *saves.Entry) string {
	var b strings.Builder
	for _, m := range e.Messages {
		fmt.Fprintf(&b, "\nThe message of line %d, to %s: ", m.Line, m.To)
		switch {
		case m.To == "moderator":
			b.WriteString("kept by the host for the moderator alone; the log holds only its digest " + m.Digest + ".")
		case len(e.Reports) > 0 && !onlyTo(e.Reports, e.Side):
			b.WriteString("in the report mailed now to the other sides.")
		default:
			b.WriteString("recorded; it goes in the other sides' next report.")
		}
	}
	return b.String()
}

// onlyTo says whether the reports go to side alone.
func onlyTo(reports []string, side string) bool {
	return len(reports) == 1 && reports[0] == side
}

// withoutMessages is the body of env without its message sections, which
// are no order lines, when the entry says it had some.
func withoutMessages(env *adjudicator.Envelope, e *saves.Entry) []byte {
	if len(e.Messages) == 0 {
		return env.Body
	}
	body, _, ps := adjudicator.SplitMessages("", env.BodyLine, env.Body)
	if ps != nil {
		return env.Body
	}
	return body
}
