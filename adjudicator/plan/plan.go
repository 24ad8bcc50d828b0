// Package plan is the skeleton of every rules system's turn planner (the
// self-play bots' player, adjudicator.TurnPlanner): from one side's view
// alone it writes that side's order file for a whole game turn, choosing
// every line with the rules code run on the state rebuilt from the view,
// so each line is legal at the start of the turn and later lines see the
// earlier ones' moves. A system writes the choices (which formation acts
// first, where a unit goes); this package holds what every planner does
// with them: the state it moves on (Sim), the run of the decisions of an
// activation (Sim.Step), the answer to a decision the host asks mid-turn
// or to a whole turn (Write), and the deliberately wrong lines.
//
// Deliberately wrong lines: now and then (Slip) the planner slips in, just
// before the line it means, a line of the same step that the rules refuse
// for a reason the side can see in its view (a hex off the map, a path
// that is none, an order to the enemy's formation …), so that every
// self-played game exercises the host's refusals and the reports that
// explain them. Each kind stays wrong whatever happens between the plan
// and the host's turn, and each candidate is tried on the rebuilt state
// first (Sim.PickRefused): only lines the rules refuse there are written,
// each marked with WrongMark.
package plan

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/scenarios"
)

// Planner is a system's planner for one side and one view.
type Planner interface {
	// Turn is the whole file for game turn n.
	Turn(n int) string
	// Ask answers a decision the host asked mid-turn: a file for its turn
	// and group whose first line is one of the host's own options.
	Ask(d adjudicator.Decision) string
}

// Write is p's file answering owed (adjudicator.TurnPlanner.PlanTurn):
// the whole turn for a KindTurn decision, else the answer to a decision
// asked mid-turn. A file the system's parser refuses is an error: a bug of
// the planner's.
func Write(sys adjudicator.System, sc *scenarios.Scenario, side adjudicator.Side, owed adjudicator.Decision, p Planner) (string, error) {
	var body string
	if owed.Kind == adjudicator.KindTurn {
		body = p.Turn(owed.Turn)
	} else {
		body = p.Ask(owed)
	}
	if _, ps := adjudicator.Bind(sys, sc).ParseOrders(side, "plan", 1, []byte(body)); ps != nil {
		return "", fmt.Errorf("%s planner wrote a file it cannot read: %v\n%s", sys.Name(), ps, body)
	}
	return body, nil
}

// WrongMark ends every deliberately wrong line, so tests can find them.
const WrongMark = "# deliberately wrong"

// Marked is a deliberately wrong line as the file holds it.
func Marked(line string) string { return line + "  " + WrongMark }

// Slip says, one time in rate, that the planner writes a wrong line now.
func Slip(rng *rand.Rand, rate int) bool { return rng.IntN(rate) == 0 }

// AskHeading begins in b the file that answers d mid-turn: its `turn N`
// line when the game is turn-scoped. It returns the group d consults
// first, "" for the side's own choices.
func AskHeading(b *strings.Builder, d adjudicator.Decision) (group string) {
	if d.Turn > 0 {
		fmt.Fprintf(b, "turn %d\n", d.Turn)
	}
	if len(d.Groups) > 0 {
		return d.Groups[0]
	}
	return ""
}

// Section writes the heading of group: `army` for the side's own
// choices, else `formation ID`.
func Section(b *strings.Builder, group string) {
	if group == "" {
		b.WriteString("army\n")
		return
	}
	fmt.Fprintf(b, "formation %s\n", group)
}
