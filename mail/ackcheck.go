package mail

import (
	"fmt"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/saves"
)

// The answer to an order mail is a check (issue 23): before applying the
// file, the host runs on it the check `mincio orders check` runs
// (saves.Options.CheckLines), against the view its side had when it wrote
// it, and the answer lists every problem and warning as file:line:col:
// message (rule). The file is recorded whatever the check finds, even when
// every line is wrong (docs/players.md, "What the host answers"): the
// check sees only the side's view, the seq is spent as with any accepted
// file, and the report says what became of each line.

// receivedCheckText is the check part of the answer to an applied order
// file.
func receivedCheckText(name string, env *adjudicator.Envelope, rc *saves.Receipt) string {
	oc := rc.Check
	var b strings.Builder
	fmt.Fprintf(&b, "Checked against what side %s saw when you wrote it, as `mincio orders check` checks:", env.Side)
	if len(oc.Problems) == 0 && len(oc.Warnings) == 0 {
		b.WriteString("\nNo problems found: on what you see, the host takes every line when its step comes.")
	}
	if len(oc.Problems) > 0 {
		fmt.Fprintf(&b, "\nProblems: on what you see, the host will refuse these lines or leave them unused (%d):\n%s", len(oc.Problems), indent(oc.Problems.Error()))
	}
	if len(oc.Warnings) > 0 {
		fmt.Fprintf(&b, "\nWarnings: whether the host takes these lines depends on what you cannot see, or on dice (%d):\n%s", len(oc.Warnings), indent(oc.Warnings.Error()))
	}
	for _, n := range oc.Notes {
		fmt.Fprintf(&b, "\nnote: %s", n)
	}
	if len(oc.Problems) > 0 {
		if everyLineWrong(oc) {
			b.WriteString("\nEvery line of this file is a problem. ")
		} else {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "The file is recorded all the same, and its lines replace your unused lines of the turns and sections it names: to fix them, send a corrected file with seq %d.", env.Seq+1)
	}
	return b.String()
}

// everyLineWrong reports whether the check found a problem in every line
// it judged.
func everyLineWrong(oc *saves.OrderCheck) bool {
	if len(oc.Lines) == 0 {
		return false
	}
	for _, l := range oc.Lines {
		if l.Verdict != adjudicator.CheckProblem {
			return false
		}
	}
	return true
}

// checkWithheld tells a sender who is not the side's registered address
// why the answer lists no check: it comes from the side's view, and a
// signed file can be re-sent by anyone.
func checkWithheld(env *adjudicator.Envelope) string {
	return fmt.Sprintf("What the rules say of its lines depends on side %s's view, so mincio lists it only in answers to the address registered for side %s; the report says what became of each line.", env.Side, env.Side)
}

// sentBySide reports whether addr is the address registered for the seat
// (saves.Receipt.Player: the game as the entry left it, not read again).
func sentBySide(sp saves.SidePlayer, addr string) bool {
	return sp.Address != "" && strings.EqualFold(sp.Address, addr) || teamHas(sp, addr)
}
