package risorgimento

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/adjudicator/plan"
	"github.com/mincio/mincio/scenarios"
)

// The turn planner (package plan) writes the side's selections for the
// Activation Phase (4.5) and, under each brigade, what it does in each of
// its corps' activations, every activation played through on the state
// rebuilt from the view (FromView): brigades march on the objectives their
// side does not hold (plangoal.go), fire and attack what they meet, rally
// when they may (planchoose.go).
// Reactions (7.17) are a standing order; the segments where both sides
// choose (4.6, 4.23) keep their passive defaults. About one line in ten
// is deliberately wrong (planwrong.go).

// maxPlanSteps bounds one simulated activation, so a planning slip cannot
// loop for ever.
const maxPlanSteps = 300

var _ adjudicator.TurnPlanner = System{}

// PlanTurn implements adjudicator.TurnPlanner.
func (sys System) PlanTurn(sc *scenarios.Scenario, v adjudicator.View, owed adjudicator.Decision, rng *rand.Rand) (string, error) {
	s, err := FromView(sc, v)
	if err != nil {
		return "", err
	}
	p := &planner{Sim: plan.Sim[*State]{S: s, Dice: plan.Dice(rng)}, me: v.Side, rng: rng}
	p.LineOf = func(text string) (adjudicator.Line, error) {
		o, err := readOrder(text)
		if err != nil {
			return adjudicator.Line{}, err
		}
		return adjudicator.Line{Pos: adjudicator.Pos{File: "plan"}, Text: text, Kind: o.Verb, Subject: o.ID}, nil
	}
	return plan.Write(sys, sc, v.Side, owed, p)
}

// planner holds the rebuilt state as the plan moves it on.
type planner struct {
	plan.Sim[*State]
	me       adjudicator.Side
	rng      *rand.Rand
	groups   map[string][]string       // each brigade's lines, activation after activation
	tried    map[string]bool           // lines chosen in the brigade's turn being planned
	fields   map[fieldKey]hexmap.Reach // march cost fields (plangoal.go), for the turn
	assigned map[string]int            // each corps' objective this turn (plangoal.go)
}

// Turn is the whole file for game turn n.
func (p *planner) Turn(n int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "turn %d\n\narmy\n", n)
	massed, charges := p.massedAttack() // 4.16: first, while the cavalry is fresh
	if massed != "" {
		b.WriteString(massed + "\n")
	}
	order := p.selections()
	p.groups = map[string][]string{}
	for _, id := range order {
		fmt.Fprintf(&b, "activate %s\n", id)
		p.activation(id)
	}
	b.WriteString(passes(len(order)))
	b.WriteString(p.commanderMoves())
	for _, bi := range p.S.w.brigades {
		if lines := p.groups[bi.ID]; len(lines) > 0 {
			fmt.Fprintf(&b, "\nformation %s\n", bi.ID)
			for _, l := range lines {
				b.WriteString(l + "\n")
			}
		}
	}
	massedSection(&b, charges)
	// 7.17: defenders fire when they may, else hold.
	b.WriteString("\n# kept until replaced\nstanding react fire hold\n")
	return b.String()
}

// Ask answers a decision the host asked mid-turn: a file for its turn and
// group whose first line is one of the host's own options (so the answer
// is always accepted), followed by the side's later selections.
func (p *planner) Ask(d adjudicator.Decision) string {
	var b strings.Builder
	group := plan.AskHeading(&b, d)
	plan.Section(&b, group)
	first := p.answer(d)
	fmt.Fprintf(&b, "%s\n", first)
	if d.Kind == "activate" && first != "pass" {
		for _, id := range p.selections() {
			if "activate "+id != first {
				fmt.Fprintf(&b, "activate %s\n", id)
			}
		}
		b.WriteString(passes(len(p.selections())))
	}
	return b.String()
}

// answer is one of d's own options: the plan's choice when it is one,
// else the first.
func (p *planner) answer(d adjudicator.Decision) string {
	switch d.Kind {
	case "activate":
		sel := p.selections()
		for _, id := range sel {
			if slices.Contains(d.Options, "activate "+id) {
				return "activate " + id
			}
		}
	case "brigade":
		p.tried = nil
		if c := p.choose(d); slices.Contains(d.Options, c) {
			return c
		}
	case "react":
		for _, o := range []string{"react fire", "react hold"} {
			if slices.Contains(d.Options, o) {
				return o
			}
		}
	}
	if len(d.Options) == 0 {
		if d.Default != nil {
			return d.Default.Text
		}
		return "pass"
	}
	return d.Options[0]
}

// selections are the side's normal activations of the turn (4.43), each
// corps as many times as it may, the corps nearest the enemy first, no
// corps twice in a row (4.53).
func (p *planner) selections() []string {
	s := p.S
	type cand struct {
		id   string
		dist int
		left int
	}
	var cs []cand
	for _, ci := range s.w.corps {
		c := s.corps(ci.ID)
		if ci.Side != p.me || c.Finished || !s.hasForces(ci) {
			continue
		}
		n, _ := s.activations(c)
		if left := n - c.Acts; left > 0 {
			cs = append(cs, cand{ci.ID, p.corpsDistance(ci), left})
		}
	}
	slices.SortStableFunc(cs, func(a, b cand) int { return a.dist - b.dist })
	var out []string
	for more := true; more; {
		more = false
		for i := range cs {
			if cs[i].left > 0 {
				out = append(out, cs[i].id)
				cs[i].left--
				more = true
			}
		}
	}
	return out
}

// activation plays an activation of corps id on the rebuilt state, as a
// Free selection (4.52), and adds what each brigade did to its group.
func (p *planner) activation(id string) {
	saved := p.S.Clone().(*State)
	s := p.S
	s.calm()
	if why, forNow := s.whyNot(p.me, id); why != "" && !forNow {
		p.S = saved
		return
	}
	s.Step, s.Decided = stepActivation, nil
	s.Act.Player, s.Act.Free, s.Act.Passes, s.Act.Resume, s.Act.Last = p.me, true, nil, "", ""
	n, _ := s.activations(s.corps(id))
	s.startCorps(id, s.corps(id).Acts >= n, false)
	going := func(s *State) bool { return s.Over == nil && s.Step == stepActivation && s.Act.Corps == id }
	mine := func(d adjudicator.Decision) bool { return d.Side == p.me && d.Kind == "brigade" }
	p.Activation(maxPlanSteps, going, mine, func(d adjudicator.Decision) ([]string, bool) {
		g := d.Groups[0]
		if w := p.wrong(d); w != "" {
			p.groups[g] = append(p.groups[g], plan.Marked(w))
		}
		text := p.choose(d)
		for k := 0; k < 12 && text != "done" && p.Apply(d, text) != nil; k++ {
			p.tried[text] = true // refused on the rebuilt state: choose again
			text = p.choose(d)
		}
		if text == "done" && p.Apply(d, text) != nil {
			return nil, false
		}
		p.groups[g] = append(p.groups[g], text)
		if text == "done" {
			p.tried = nil
		}
		return nil, true
	})
	if p.S.Over != nil || p.S.Turn != saved.Turn {
		p.S = saved // the simulation ran past the turn: keep the turn's state
	}
}

// passes are the side's passes once its selections are made (4.52): each
// hands the opponent a Free Activation, and two in a row end the phase
// (4.56). A failed Continuity Roll, or the opponent's activations between
// the side's, may ask for more of them than the side has selections: one
// for each, and two more; those left over expire with the turn.
func passes(selections int) string {
	return strings.Repeat("pass\n", selections+2)
}
