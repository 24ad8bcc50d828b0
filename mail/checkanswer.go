package mail

import (
	"fmt"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/saves"
)

// checkAnswer is the answer to a `mode: check` file that passed the
// host's checks (envelope, signature, seq): what checking its lines
// against the side's view found (saves.CheckOrders) — every line the host
// would refuse or leave unused on what the side may see, as
// file:line:col, and the warnings. Those findings come from the side's
// view, so they go only to the address registered for the side, as its
// reports do: a mail from elsewhere (a signed file can be re-sent by
// anyone) is told where to send it from.
func (h *Host) checkAnswer(dir string, sub saves.Submission, env *adjudicator.Envelope, replyTo string) (string, error) {
	f, err := saves.Open(dir)
	if err != nil {
		return "", err
	}
	player, _ := f.Player(string(env.Side))
	if (player.Address == "" || !strings.EqualFold(player.Address, replyTo)) && !teamAddress(f, string(env.Side), replyTo) {
		return fmt.Sprintf("%s: checked: the file is well formed and signed for side %s of game %s; nothing was applied (mode: check).\n"+
			"What the rules say of its lines depends on side %s's view, so mincio gives it only to the address registered for side %s: send the check from there.",
			sub.Name, env.Side, env.Game, env.Side, env.Side), nil
	}
	oc, err := saves.CheckOrders(dir, sub)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s: checked against what side %s may see in game %s; nothing was applied (mode: check).", sub.Name, env.Side, env.Game)
	switch {
	case len(oc.Problems) == 0 && len(oc.Warnings) == 0:
		b.WriteString("\nNo problems found: on what you see, the host would take every line when its step comes.")
	case len(oc.Problems) > 0:
		fmt.Fprintf(&b, "\nOn what you see, the host would refuse these lines or leave them unused (%d):\n%s", len(oc.Problems), indent(oc.Problems.Error()))
	}
	if len(oc.Warnings) > 0 {
		fmt.Fprintf(&b, "\nWarnings: whether the host takes these lines depends on what you cannot see, or on dice (%d):\n%s", len(oc.Warnings), indent(oc.Warnings.Error()))
	}
	for _, n := range oc.Notes {
		fmt.Fprintf(&b, "\nnote: %s", n)
	}
	return b.String(), nil
}

// replyAddress is where the answer to msg goes (as Host.reply sends it).
func replyAddress(msg *Incoming) string {
	if msg.ReplyTo != "" {
		return msg.ReplyTo
	}
	return msg.From
}
