package adjudicator

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator/dice"
)

// Missed records that side missed its deadline (a missed turn, recorded
// by the host from the deadline policy; the rules never read time). The
// side is taken to have sent an empty file for the turn in progress, so
// the turn gate opens for it, and until it sends orders again each of its
// decisions that its lines, standing orders and defaults leave open is
// answered by the missed-turn default: the first of the decision's listed
// options that the rules accept (systems list the passive answer first:
// Tolentino's `done`, `done bombard`, `done attack`). The moderator can
// answer such a decision by hand instead (Rule, a moderator's `rule`), or
// move the deadline (`extend`); docs/moderator.md says why this default
// stays: waiting would stall the opponent, guessing would play for the
// absent side.
func (g *Game) Missed(side Side) error {
	o, ok := g.Side(side)
	if !ok {
		return fmt.Errorf("no side %q in this game", side)
	}
	turn := g.GameTurn()
	if turn > 0 {
		o.Turns = appendNew(o.Turns, turn)
		slices.Sort(o.Turns)
	}
	o.Absent = true
	return nil
}

// absentAnswer answers d with the first of its options the rules accept,
// for a side whose turn was missed; ok is false when none is accepted.
func (g *Game) absentAnswer(d Decision, r dice.Recorder) ([]Event, bool) {
	head := ""
	if len(d.Groups) > 0 && d.Groups[0] != "" {
		head = "formation " + d.Groups[0] + "\n"
	}
	for _, opt := range d.Options {
		lines, ps := g.System.ParseOrders(d.Side, "missed-turn", 1, []byte(head+opt+"\n"))
		if ps != nil {
			continue
		}
		for _, l := range lines {
			if l.Kind == Heading || !d.Answers(l) {
				continue
			}
			if ev, err := g.try(d, l, r); err == nil {
				note := Event{Code: "missed-turn-default", To: Only(d.Side),
					Text: fmt.Sprintf("%s: your turn was missed, so the first legal option %q answered it", d.Prompt, strings.TrimSpace(opt))}
				return append([]Event{note}, ev...), true
			}
		}
	}
	return nil, false
}
