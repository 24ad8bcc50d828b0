package tolentino

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/plan"
	"github.com/mincio/mincio/scenarios"
)

// The turn planner (package plan) writes the army's own choices, then a
// group per formation, each formation's activation played through on the
// state rebuilt from the view (FromView). About one line in ten is
// deliberately wrong (planwrong.go).

// maxPlanSteps bounds one simulated activation, so a planning slip cannot
// loop for ever.
const maxPlanSteps = 400

var _ adjudicator.TurnPlanner = System{}

// PlanTurn implements adjudicator.TurnPlanner.
func (sys System) PlanTurn(sc *scenarios.Scenario, v adjudicator.View, owed adjudicator.Decision, rng *rand.Rand) (string, error) {
	s, _, err := FromView(sc, v)
	if err != nil {
		return "", err
	}
	p := &planner{Sim: plan.Sim[*State]{S: s, Dice: plan.Dice(rng)}, me: v.Side, rng: rng}
	p.LineOf = func(text string) (adjudicator.Line, error) {
		c, perr := parseLine(text, p.S.b.lexicon())
		if perr != nil {
			return adjudicator.Line{}, perr
		}
		return orderLine(c, adjudicator.Pos{File: "plan"}, text), nil
	}
	return plan.Write(sys, sc, v.Side, owed, p)
}

// planner holds the rebuilt state as the plan moves it on.
type planner struct {
	plan.Sim[*State]
	me    adjudicator.Side
	rng   *rand.Rand
	moves int // move lines chosen in the activation being planned
}

// Turn is the whole file for game turn n.
func (p *planner) Turn(n int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "turn %d\n\narmy\n", n)
	night := p.S.Stage == stNight
	for _, l := range p.armyChoices() {
		b.WriteString(l + "\n")
	}
	if night {
		return b.String() // 17.2: the night turn has no activations
	}
	order := p.activationOrder()
	for _, id := range order {
		fmt.Fprintf(&b, "activate %s\n", id)
	}
	// Every own formation gets a group: one the view shows off the map
	// may come back as a replacement this turn (15.5), which the view
	// cannot tell.
	plans := map[string][]string{}
	for _, id := range order { // simulated in the order they are likely to act
		if p.S.b.sideOfFormation(id) == p.me {
			plans[id] = p.formation(id)
		}
	}
	for _, id := range p.S.formationsOf(p.me) { // written in scenario order
		fmt.Fprintf(&b, "\nformation %s\n", id)
		for _, l := range plans[id] {
			b.WriteString(l + "\n")
		}
	}
	if st := p.standing(); st != "" {
		fmt.Fprintf(&b, "\n# kept until replaced\n%s\n", st)
	}
	return b.String()
}

// Ask answers a decision the host asked mid-turn: a file for its turn and
// group whose first line is one of the host's own options (so the answer
// is always accepted), followed, when the rebuilt state agrees with the
// host, by the rest of that group's lines for the activation.
func (p *planner) Ask(d adjudicator.Decision) string {
	var b strings.Builder
	group := plan.AskHeading(&b, d)
	plan.Section(&b, group)
	first := p.choose(d)
	lines := []string{first}
	switch {
	case d.Kind == stActivate && group == "":
		for _, id := range p.activationOrder() {
			if "activate "+id != first {
				lines = append(lines, "activate "+id)
			}
		}
	case group != "":
		p.moves = 0
		pending := p.S.Pending()
		if len(pending) > 0 && pending[0].Kind == d.Kind && pending[0].Side == d.Side && p.S.Active == group && p.Apply(pending[0], first) == nil {
			lines = append(lines, p.run(group)...)
		}
		lines = closeSteps(d.Kind, lines)
	}
	for _, l := range lines {
		b.WriteString(l + "\n")
	}
	return b.String()
}

// formation plans formation id's activation: it activates it on the
// rebuilt state and plays it through. A formation that cannot be activated
// there gets the lines that end each step, so it is never asked.
func (p *planner) formation(id string) []string {
	saved := p.S.clone()
	p.moves = 0
	s := p.S
	s.Stage, s.Side, s.Active, s.First = stActivate, p.me, "", false
	s.Pend, s.Ret, s.Adv, s.ArtRet, s.Escape, s.Capture = nil, nil, nil, nil, nil, false
	ds := s.Pending()
	if !contains(s.activatable(), id) || len(ds) == 0 || p.Apply(ds[0], "activate "+id) != nil {
		p.S = saved
		return closeSteps(stOfficer, nil)
	}
	lines := closeSteps(stOfficer, p.run(id))
	if p.S.Over || p.S.Turn != saved.Turn {
		p.S = saved // the simulation ran past the turn: keep the turn's state
	}
	return lines
}

// run plays the activation of formation id on the rebuilt state until it
// ends, and returns the lines this side wrote for it. Decisions of the
// other side, and those with a default this plan leaves to it (retreats,
// advances, the assault's standing questions), take the default.
func (p *planner) run(id string) []string {
	going := func(s *State) bool { return !s.Over && s.Active == id }
	mine := func(d adjudicator.Decision) bool { return d.Side == p.me && d.Consults(id) && planned(d.Kind) }
	return p.Activation(maxPlanSteps, going, mine, func(d adjudicator.Decision) ([]string, bool) {
		var out []string
		text := p.choose(d)
		if w := p.wrong(d, id); w != "" {
			out = append(out, plan.Marked(w))
		}
		if p.Apply(d, text) == nil {
			return append(out, text), true
		}
		text = closing(d) // refused on the rebuilt state: end the step
		if p.Apply(d, text) != nil {
			return out, false
		}
		return append(out, text), true
	})
}

// closeSteps adds the line that ends each step with no default, from
// step from on, that the simulation did not reach (no gun could fire, no
// assault was possible there): the host, where the enemy may stand
// elsewhere by then, may ask.
func closeSteps(from string, lines []string) []string {
	steps := []struct{ kind, end string }{{stOfficer, ""}, {stMove, "done"}, {stOOC, ""}, {stBombard, "done bombard"}, {stAttack, "done attack"}}
	after := false
	for _, st := range steps {
		after = after || st.kind == from
		if after && st.end != "" && !contains(lines, st.end) {
			lines = append(lines, st.end)
		}
	}
	return lines
}

// planned lists the steps whose lines the plan writes.
func planned(kind string) bool {
	switch kind {
	case stOfficer, stMove, stOOC, stBombard, stAttack, stReorg:
		return true
	}
	return false
}

// closing is the line that ends step d: its first option (decisions.go
// lists it first) or its default.
func closing(d adjudicator.Decision) string {
	if d.Default != nil && !d.Default.Standing {
		return d.Default.Text
	}
	return d.Options[0]
}
