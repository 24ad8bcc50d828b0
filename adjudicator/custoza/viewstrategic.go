package custoza

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
)

// ViewStrategic is what a side sees of the Strategic Objectives (24.2:
// "keeps the chosen marker face down"): its own objective and whether it
// used its one change; the enemy's only when the rules fix it for both to
// know (28.2) or the game is over (the markers are turned up).
type ViewStrategic struct {
	Own     int  `json:"own,omitempty"`
	Changed bool `json:"changed,omitempty"`
	Enemy   int  `json:"enemy,omitempty"`
}

// viewStrategic is side's ViewStrategic, nil without Strategic Objectives.
func (s *State) viewStrategic(side adjudicator.Side) *ViewStrategic {
	if s.Strat == nil {
		return nil
	}
	i, e := s.b.sideIndex(side), 1-s.b.sideIndex(side)
	v := &ViewStrategic{Own: s.Strat.Chosen[i], Changed: s.Strat.Changed[i]}
	if s.Over != nil || s.b.strat.fixed[e] != 0 {
		v.Enemy = s.Strat.Chosen[e]
	}
	return v
}

// strategicFromView restores what a side's view says; the enemy's hidden
// objective is unknown (-1) once it has been chosen, 0 while the enemy
// still owes its choice.
func (s *State) strategicFromView(side adjudicator.Side, v *ViewStrategic) {
	if s.Strat == nil || v == nil {
		return
	}
	i, e := s.b.sideIndex(side), 1-s.b.sideIndex(side)
	s.Strat.Chosen[i], s.Strat.Changed[i] = v.Own, v.Changed
	switch {
	case v.Enemy != 0:
		s.Strat.Chosen[e] = v.Enemy
	case s.Stage == stStrategic && (s.Side == s.b.sides[e] || e > i):
		s.Strat.Chosen[e] = 0
	default:
		s.Strat.Chosen[e] = -1
	}
}

// strategicHints are the army section's Strategic Objective lines while
// the side owes its choice, or its one change is this turn's (24.2).
func (s *State) strategicHints(side adjudicator.Side) []string {
	if s.Strat == nil {
		return nil
	}
	i := s.b.sideIndex(side)
	nums := intWords(s.b.sc.StrategicNumbers(string(side)))
	switch {
	case s.Stage == stStrategic && s.Strat.Chosen[i] == 0:
		return []string{fmt.Sprintf("strategic N   # your secret Strategic Objective, N one of %s (%s); without it %d, in this first file", nums, s.strategicRuleOf(side), defaultStrategic)}
	case s.b.strat.changeTurn[i] == s.Turn && !s.Strat.Changed[i]:
		return []string{fmt.Sprintf("strategic N | keep strategic   # your one change of Strategic Objective this turn's Command Phase, N one of %s (24.2); without it you keep %d", nums, s.Strat.Chosen[i])}
	}
	return nil
}

// strategicText is the view's paragraph on the Strategic Objectives.
func (s *State) strategicText(b *strings.Builder, d ViewData) {
	v := d.Strategic
	if v == nil {
		return
	}
	b.WriteString("\nStrategic Objectives (24.2):\n")
	if v.Own == 0 {
		b.WriteString("  yours: not chosen yet (`strategic N`)\n")
	} else {
		fmt.Fprintf(b, "  yours (secret): %d, %s: %s\n", v.Own, s.objectiveName(d.Side, v.Own), s.conditionsText(d.Side, v.Own))
	}
	en := s.b.enemy(d.Side)
	if v.Enemy != 0 {
		fmt.Fprintf(b, "  %s's: %d, %s: %s\n", en, v.Enemy, s.objectiveName(en, v.Enemy), s.conditionsText(en, v.Enemy))
	} else {
		fmt.Fprintf(b, "  %s's: face down\n", en)
	}
}

// conditionsText lists the conditions of side's objective n.
func (s *State) conditionsText(side adjudicator.Side, n int) string {
	var out []string
	for _, c := range s.b.sc.StrategicOf(string(side), n) {
		w := c.Kind
		if len(c.Hexes) > 0 {
			w += " " + hexText(c.Hexes)
		}
		if c.Kind == condBridgesEast {
			w += " (" + hexText(s.b.strat.bridgesEast) + ")"
		}
		out = append(out, w)
	}
	return strings.Join(out, "; ")
}

// strategicLineNote is the offline check's word on a `strategic N` or
// `keep strategic` line: the host's to record.
const strategicLineNote = "your secret Strategic Objective (24.2, 26.2): the host records it when it reads the file; your next view shows it"

// strategicLineProblem is the offline check's refusal of `strategic N`
// when side has no objective N in the scenario ("" when it has).
func (s *State) strategicLineProblem(side adjudicator.Side, n int) (msg, hint string) {
	if slices.Contains(s.b.sc.StrategicNumbers(string(side)), n) {
		return "", ""
	}
	return fmt.Sprintf("no Strategic Objective %d of yours in this scenario (24.2, 26.2)", n), "write `strategic N` with N one of your report's objectives"
}
