package custoza

import (
	"fmt"
	"strings"

	"github.com/mincio/mincio/adjudicator"
)

// strategicVictory is 24.2's (and 26.2's) end of the game: "If one
// player alone satisfies the Strategic Objective conditions at the end of
// the game he is the winner; if both players, or no player, accomplish
// their conditions, it is a draw." The outcome reveals both objectives
// and gives each condition's verdict with its reason.
func (s *State) strategicVictory() {
	var met []adjudicator.Side
	var parts []string
	for i, side := range s.b.sides {
		n := s.Strat.Chosen[i]
		ok, text := s.objectiveVerdict(side, n)
		if ok {
			met = append(met, side)
		}
		parts = append(parts, text)
	}
	rule := s.victoryRule()
	body := strings.Join(parts, " ")
	switch len(met) {
	case 1:
		s.Over = &adjudicator.Outcome{Winner: met[0], Level: "victory", Text: fmt.Sprintf("%s alone achieves its Strategic Objective: %s wins (%s). %s", met[0], met[0], rule, body)}
	case 2:
		s.Over = &adjudicator.Outcome{Level: "draw", Text: fmt.Sprintf("both sides achieve their Strategic Objectives: a draw (%s). %s", rule, body)}
	default:
		s.Over = &adjudicator.Outcome{Level: "draw", Text: fmt.Sprintf("neither side achieves its Strategic Objective: a draw (%s). %s", rule, body)}
	}
}

// objectiveVerdict says whether side's objective n is met, with every
// condition's verdict.
func (s *State) objectiveVerdict(side adjudicator.Side, n int) (bool, string) {
	head := fmt.Sprintf("%s's Strategic Objective %d, %q", side, n, s.objectiveName(side, n))
	if i := s.b.sideIndex(side); s.b.strat.changeTurn[i] != 0 {
		if s.Strat.Changed[i] {
			head += " (its one change considered)"
		} else {
			head += " (no change made)"
		}
	}
	all := true
	var cs []string
	for _, c := range s.b.sc.StrategicOf(string(side), n) {
		r := s.evalStrategic(side, c)
		mark := "met"
		if !r.met {
			mark, all = "NOT met", false
		}
		cs = append(cs, fmt.Sprintf("%s [%s]: %s", c.Kind, mark, r.why))
	}
	verdict := "achieved"
	if !all {
		verdict = "not achieved"
	}
	return all, fmt.Sprintf("%s: %s — %s.", head, verdict, strings.Join(cs, "; "))
}

// victoryRule cites the rule of the scenario's strategic lines.
func (s *State) victoryRule() string {
	for _, st := range s.b.sc.Strategics {
		if f := strings.Fields(st.Prov.Note); len(f) > 0 {
			return f[0]
		}
	}
	return "24.2"
}
