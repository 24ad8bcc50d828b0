package selfplay

import (
	"fmt"
	"math/rand/v2"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/scenarios"
)

// The kinds of bot (Config.Bot).
const (
	// BotTurn writes one order file for a whole game turn, with the rules
	// system's turn planner (adjudicator.TurnPlanner), and another only
	// when asked mid-turn. For a system with no planner it answers step
	// by step, as BotStep does.
	BotTurn = "turn"
	// BotStep answers one decision per file: one of the options it lists.
	BotStep = "step"
)

// Bots lists the kinds of bot, the default first.
var Bots = []string{BotTurn, BotStep}

// Body is the body of the order file a bot of kind bot writes for the
// first decision v owes, reading v alone. The same view and rng give the
// same body.
func Body(bot string, sc *scenarios.Scenario, v *saves.SideView, rng *rand.Rand) (string, error) {
	if len(v.Owed) == 0 {
		return "", fmt.Errorf("%s owes nothing in entry %d", v.View.Side, v.Entry)
	}
	d := v.Owed[0]
	switch bot {
	case BotTurn, "":
		sys, err := adjudicator.Lookup(sc.System)
		if err != nil {
			return "", err
		}
		if tp, ok := sys.(adjudicator.TurnPlanner); ok {
			return tp.PlanTurn(sc, v.View, d, rng)
		}
	case BotStep:
	default:
		return "", fmt.Errorf("no bot %q: the bots are %v", bot, Bots)
	}
	line, err := Choose(rng, d)
	if err != nil {
		return "", err
	}
	return StepBody(d, line), nil
}
