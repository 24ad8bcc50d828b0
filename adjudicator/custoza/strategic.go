package custoza

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Strategic Objectives (002 24.2, 26.2; 25.2, 27.2 and 28.2 are the
// same): "At the beginning of the Scenario, each player chooses one
// Strategic Objective among the three available, and keeps the chosen
// marker face down. The Italian player (only) can change it once during
// the Command Phase of the first GT of the second day of battle. If one
// player alone satisfies the Strategic Objective conditions at the end of
// the game he is the winner; if both players, or no player, accomplish
// their conditions, it is a draw." The scenario declares them in
// [victory] (`strategic`, `strategic-change`, `strategic-fixed`;
// docs/scenario-custoza.md); the conditions are strategicconds.go's, the
// choice and the change this file's, the secrecy fog.go's and view.go's.
//
// By mail each side writes `strategic N` in its first order file; a side
// that writes none keeps objective 1, the one 24.2 calls "(Historical)"
// (deterministic, so a missed file and a bot game never stall, and no die
// roll tells the opponent that the default was taken).

// stStrategic is the choice before the set-up; stStrategicChange the one
// change, at the start of the Command Phase of GT 1 of the day named.
const (
	stStrategic       = "strategic"
	stStrategicChange = "strategic-change"
)

// defaultStrategic is the objective a side that writes none keeps: 24.2's
// "Strategic Objective 1 (Historical)".
const defaultStrategic = 1

// Strategy is the secret part of the state: each side's current
// objective (by the scenario's order of sides; 0 before it chooses),
// whether it used its one change, and the conditional reinforcements'
// bookkeeping (24.4).
type Strategy struct {
	Chosen  [2]int  `json:"chosen"`
	Changed [2]bool `json:"changed,omitempty"`
	// Ever are the [reinforcements] lines whose ever-controlled condition
	// has held, Called those whose units were sent (arrivalif.go).
	Ever   []int `json:"ever,omitempty"`
	Called []int `json:"called,omitempty"`
}

func (g *Strategy) clone() *Strategy {
	if g == nil {
		return nil
	}
	c := *g
	c.Ever, c.Called = slices.Clone(g.Ever), slices.Clone(g.Called)
	return &c
}

// strategicRules are the scenario's Strategic Objective data.
type strategicRules struct {
	on         bool
	fixed      [2]int // strategic-fixed: the objective the rules choose (28.2)
	changeTurn [2]int // strategic-change: the turn of its one change, 0 none
	// bridgesEast are the east-bank hexes of the Mincio bridges
	// (mincio-bridges-east, 26.2 AH 1); westOf each row's westernmost
	// column east of the river (west of the Mincio: a smaller column).
	bridgesEast []hexmap.Hex
	westOf      map[int]int
	exits       [2][]hexmap.Hex // each side's exit hexes (exit.go)
}

// loadStrategic reads the [victory] section's strategic lines and adds
// the hexes they name to the hexes whose control is tracked (2.2).
func (b *battle) loadStrategic() {
	sc := b.sc
	if len(sc.Strategics) == 0 {
		return
	}
	st := &b.strat
	st.on = true
	for _, f := range sc.StrategicFixed {
		st.fixed[b.sideIndex(adjudicator.Side(f.Side))] = f.Number
	}
	for _, c := range sc.StrategicChanges {
		t, _ := changeTurnOf(sc.FirstTurn, b.adv.dayFirst, c.Day)
		st.changeTurn[b.sideIndex(adjudicator.Side(c.Side))] = t
	}
	st.westOf = b.mincioColumns()
	st.bridgesEast = b.mincioBridgesEast()
	for i, side := range b.sides {
		st.exits[i] = b.exitHexes(side)
	}
	track := func(hs []hexmap.Hex) {
		for _, h := range hs {
			if !slices.Contains(b.objectives, h) {
				b.objectives = append(b.objectives, h)
			}
		}
	}
	for _, c := range sc.Strategics {
		track(c.Hexes)
		if c.Kind == condBridgesEast {
			track(st.bridgesEast)
		}
	}
	for _, rf := range sc.Reinforcements {
		if ec, ok := parseArrivalIf(rf.If); ok && ec.kind == ifEverControlled {
			track(ec.hexes)
		}
	}
	slices.SortFunc(b.objectives, hexmap.Hex.Compare)
}

// changeTurnOf is the game turn that is GT 1 of the scenario's day-th
// day: days count from the first turn, and each turn of `rule
// day-first-turns` after it begins the next.
func changeTurnOf(first int, dayFirst []int, day int) (int, bool) {
	n := 1
	for _, t := range dayFirst {
		if t > first {
			n++
			if n == day {
				return t, true
			}
		}
	}
	return 0, false
}

// strategicPhase is the choice before the set-up (24.2 "At the beginning
// of the Scenario"), due when a side has a choice to make.
func strategicPhase() phase {
	return phase{name: stStrategic, stages: []string{stStrategic},
		due: func(s *State) bool { return s.b.strat.on && s.nextChooser() != "" },
		enter: func(s *State, _ dice.Roller) {
			s.Side = s.nextChooser()
		}}
}

// strategicChangePhase is 24.2's change, "during the Command Phase of
// the first GT of the second day": the first step of that Command Phase.
func strategicChangePhase() phase {
	return phase{name: stStrategicChange, stages: []string{stStrategicChange},
		due: func(s *State) bool { return s.changer() != "" },
		enter: func(s *State, _ dice.Roller) {
			s.Side = s.changer()
		}}
}

// nextChooser is the first side, in the scenario's order, still to choose
// its objective; "" when both have (or the rules chose for them).
func (s *State) nextChooser() adjudicator.Side {
	for i, side := range s.b.sides {
		if s.Strat.Chosen[i] == 0 {
			return side
		}
	}
	return ""
}

// changer is the side whose one change is due this turn, "" if none.
func (s *State) changer() adjudicator.Side {
	if !s.b.strat.on {
		return ""
	}
	for i, side := range s.b.sides {
		if t := s.b.strat.changeTurn[i]; t != 0 && t == s.Turn && !s.Strat.Changed[i] {
			return side
		}
	}
	return ""
}

// initStrategy starts the secret part: the fixed objectives (28.2).
func (s *State) initStrategy() {
	if !s.b.strat.on {
		return
	}
	s.Strat = &Strategy{Chosen: s.b.strat.fixed}
}

// strategicDecision is the choice (24.2) or the change.
func (s *State) strategicDecision(change bool) adjudicator.Decision {
	d := adjudicator.Decision{Side: s.Side, Kind: kStrategic, Accepts: []string{kStrategic}}
	nums := s.b.sc.StrategicNumbers(string(s.Side))
	d.Prompt = fmt.Sprintf("your secret Strategic Objective (%s): `strategic N`, N one of %s; the enemy is not told which (docs/orders-custoza.md)", s.strategicRule(), intWords(nums))
	def := fmt.Sprintf("strategic %d", defaultStrategic)
	if change {
		cur := s.Strat.Chosen[s.b.sideIndex(s.Side)]
		d.Accepts = append(d.Accepts, kKeepStrategic)
		d.Prompt = fmt.Sprintf("your one change of Strategic Objective (24.2, Command Phase of GT 1 of day %d): `strategic N` changes it, `keep strategic` keeps %d", s.changeDay(), cur)
		def = "keep strategic"
		d.Default = defaultLine(def, kKeepStrategic)
	} else {
		d.Default = defaultLine(def, kStrategic)
	}
	d.ReportDefault = true
	d.Options = []string{def}
	for _, n := range nums {
		if o := "strategic " + strconv.Itoa(n); o != def {
			d.Options = append(d.Options, o)
		}
	}
	return d
}

// changeDay is the day of the side's change (its strategic-change line).
func (s *State) changeDay() int {
	for _, c := range s.b.sc.StrategicChanges {
		if adjudicator.Side(c.Side) == s.Side {
			return c.Day
		}
	}
	return 0
}

// strategicRule cites the rule that declares the objectives of the side
// owing the decision.
func (s *State) strategicRule() string { return s.strategicRuleOf(s.Side) }

// strategicRuleOf cites the rule that declares side's objectives.
func (s *State) strategicRuleOf(side adjudicator.Side) string {
	for _, st := range s.b.sc.Strategics {
		if adjudicator.Side(st.Side) == side && st.Prov.Note != "" {
			if f := strings.Fields(st.Prov.Note); len(f) > 0 {
				return f[0]
			}
		}
	}
	return "24.2"
}

// applyStrategic is `strategic N` or `keep strategic`.
func (s *State) applyStrategic(o order, r dice.Roller) error {
	i := s.b.sideIndex(s.Side)
	change := s.Stage == stStrategicChange
	if o.kind == kKeepStrategic {
		if !change {
			return fmt.Errorf("`keep strategic` answers only the change (24.2); write `strategic N`")
		}
		s.Strat.Changed[i] = true
		s.event(adjudicator.Event{Code: "strategic", To: adjudicator.Only(s.Side), Text: fmt.Sprintf("you keep Strategic Objective %d: %s (24.2)", s.Strat.Chosen[i], s.objectiveName(s.Side, s.Strat.Chosen[i]))})
		s.strategicDone(change, r)
		return nil
	}
	nums := s.b.sc.StrategicNumbers(string(s.Side))
	if !slices.Contains(nums, o.times) {
		return fmt.Errorf("%s has no Strategic Objective %d: choose one of %s (%s)", s.Side, o.times, intWords(nums), s.strategicRule())
	}
	text := fmt.Sprintf("your secret Strategic Objective is %d: %s (%s)", o.times, s.objectiveName(s.Side, o.times), s.strategicRule())
	if change {
		s.Strat.Changed[i] = true
		text = fmt.Sprintf("you change your secret Strategic Objective from %d to %d: %s (24.2, once)", s.Strat.Chosen[i], o.times, s.objectiveName(s.Side, o.times))
	}
	s.Strat.Chosen[i] = o.times
	s.event(adjudicator.Event{Code: "strategic", To: adjudicator.Only(s.Side), Text: text})
	s.strategicDone(change, r)
	return nil
}

// strategicDone tells both sides, in the same words whatever was chosen,
// that the side has made its choice, and goes on.
func (s *State) strategicDone(change bool, r dice.Roller) {
	if change {
		s.event(adjudicator.Event{Code: "strategic", Text: fmt.Sprintf("%s has considered its one change of Strategic Objective, face down (24.2)", s.Side)})
		s.endPhase(stStrategicChange, r)
		return
	}
	s.event(adjudicator.Event{Code: "strategic", Text: fmt.Sprintf("%s has chosen its Strategic Objective, face down (%s)", s.Side, s.strategicRule())})
	if next := s.nextChooser(); next != "" {
		s.Side = next
		return
	}
	s.endPhase(stStrategic, r)
}

// objectiveName is the name= of side's objective n, or "objective n".
func (s *State) objectiveName(side adjudicator.Side, n int) string {
	for _, st := range s.b.sc.StrategicOf(string(side), n) {
		for _, r := range st.Extra {
			if r.Key == "name" {
				return r.Value
			}
		}
	}
	return "objective " + strconv.Itoa(n)
}

func intWords(ns []int) string {
	var ws []string
	for _, n := range ns {
		ws = append(ws, strconv.Itoa(n))
	}
	return strings.Join(ws, ", ")
}
