package tolentino

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/scenarios"
)

// The turn planner is the self-play bots' player: from one side's view
// alone it writes that side's order file for a whole game turn (the
// army's own choices, then a group per formation), choosing every line
// with the rules code run on the state rebuilt from the view (FromView),
// so each line is legal at the start of the turn and later lines see the
// earlier ones' moves. About one line in ten is deliberately wrong and
// marked so (planwrong.go), so the host's refusals are exercised.

// maxPlanSteps bounds one simulated activation, so a planning slip cannot
// loop for ever.
const maxPlanSteps = 400

// wrongMark ends every deliberately wrong line, so tests can find them.
const wrongMark = "# deliberately wrong"

var _ adjudicator.TurnPlanner = System{}

// PlanTurn implements adjudicator.TurnPlanner.
func (sys System) PlanTurn(sc *scenarios.Scenario, v adjudicator.View, owed adjudicator.Decision, rng *rand.Rand) (string, error) {
	s, _, err := FromView(sc, v)
	if err != nil {
		return "", err
	}
	p := &planner{s: s, me: v.Side, rng: rng, dice: rollerOf(rand.New(rand.NewPCG(rng.Uint64(), rng.Uint64())))}
	var body string
	if owed.Kind == adjudicator.KindTurn {
		body = p.turn(owed.Turn)
	} else {
		body = p.ask(owed)
	}
	// The planner's own check: a file the parser refuses would be a bug here.
	if _, ps := sys.ForScenario(sc).ParseOrders(v.Side, "plan", 1, []byte(body)); ps != nil {
		return "", fmt.Errorf("tolentino planner wrote a file it cannot read: %v\n%s", ps, body)
	}
	return body, nil
}

// planner holds the rebuilt state as the plan moves it on.
type planner struct {
	s     *State
	me    adjudicator.Side
	rng   *rand.Rand
	dice  dice.Roller // throw-away rolls: the host rolls its own
	moves int         // move lines chosen in the activation being planned
}

// turn is the whole file for game turn n.
func (p *planner) turn(n int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "turn %d\n\narmy\n", n)
	night := p.s.Stage == stNight
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
		if p.s.b.sideOfFormation(id) == p.me {
			plans[id] = p.formation(id)
		}
	}
	for _, id := range p.s.formationsOf(p.me) { // written in scenario order
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

// ask answers a decision the host asked mid-turn: a file for its turn and
// group whose first line is one of the host's own options (so the answer
// is always accepted), followed, when the rebuilt state agrees with the
// host, by the rest of that group's lines for the activation.
func (p *planner) ask(d adjudicator.Decision) string {
	group := ""
	if len(d.Groups) > 0 {
		group = d.Groups[0]
	}
	var b strings.Builder
	if d.Turn > 0 {
		fmt.Fprintf(&b, "turn %d\n", d.Turn)
	}
	if group == "" {
		b.WriteString("army\n")
	} else {
		fmt.Fprintf(&b, "formation %s\n", group)
	}
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
		pending := p.s.Pending()
		if len(pending) > 0 && pending[0].Kind == d.Kind && pending[0].Side == d.Side && p.s.Active == group && p.apply(pending[0], first) == nil {
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
	saved := p.s.clone()
	p.moves = 0
	s := p.s
	s.Stage, s.Side, s.Active, s.First = stActivate, p.me, "", false
	s.Pend, s.Ret, s.Adv, s.ArtRet, s.Escape, s.Capture = nil, nil, nil, nil, nil, false
	ds := s.Pending()
	if !contains(s.activatable(), id) || len(ds) == 0 || p.apply(ds[0], "activate "+id) != nil {
		p.s = saved
		return closeSteps(stOfficer, nil)
	}
	lines := closeSteps(stOfficer, p.run(id))
	if p.s.Over || p.s.Turn != saved.Turn {
		p.s = saved // the simulation ran past the turn: keep the turn's state
	}
	return lines
}

// run plays the activation of formation id on the rebuilt state until it
// ends, and returns the lines this side wrote for it. Decisions of the
// other side, and those with a default this plan leaves to it (retreats,
// advances, the assault's standing questions), take the default.
func (p *planner) run(id string) []string {
	var lines []string
	for i := 0; i < maxPlanSteps; i++ {
		s := p.s
		if s.Over || s.Active != id {
			break
		}
		ds := s.Pending()
		if len(ds) == 0 {
			break
		}
		d := ds[0]
		if d.Side != p.me || !d.Consults(id) || !planned(d.Kind) {
			if p.applyDefault(d) != nil {
				break
			}
			continue
		}
		text := p.choose(d)
		if w := p.wrong(d, id); w != "" {
			lines = append(lines, w+"  "+wrongMark)
		}
		if p.apply(d, text) != nil {
			text = closing(d)
			if p.apply(d, text) != nil {
				break
			}
		}
		lines = append(lines, text)
	}
	return lines
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

// apply answers d with text on the rebuilt state, which changes only if
// the rules accept it.
func (p *planner) apply(d adjudicator.Decision, text string) error {
	c, perr := parseLine(text, p.s.b.lexicon())
	if perr != nil {
		return perr
	}
	return p.applyLine(d, orderLine(c, adjudicator.Pos{File: "plan"}, text))
}

func (p *planner) applyLine(d adjudicator.Decision, l adjudicator.Line) error {
	next := p.s.clone()
	if _, err := next.Apply(d, l, p.dice); err != nil {
		return err
	}
	p.s = next
	return nil
}

// refused reports whether the rules refuse text for d now (the state is
// left as it was).
func (p *planner) refused(d adjudicator.Decision, text string) bool {
	c, perr := parseLine(text, p.s.b.lexicon())
	if perr != nil {
		return false // a line the parser refuses would sink the whole file
	}
	_, err := p.s.clone().Apply(d, orderLine(c, adjudicator.Pos{File: "plan"}, text), p.dice)
	return err != nil
}

// applyDefault answers d as the engine would with no line: its default,
// else its first option.
func (p *planner) applyDefault(d adjudicator.Decision) error {
	if d.Default != nil {
		return p.applyLine(d, *d.Default)
	}
	if len(d.Options) == 0 {
		return fmt.Errorf("decision %s lists no answer", d.Kind)
	}
	return p.apply(d, d.Options[0])
}

// rngRoller rolls the planner's throw-away dice.
type rngRoller struct{ rng *rand.Rand }

func rollerOf(rng *rand.Rand) dice.Roller { return rngRoller{rng} }

func (r rngRoller) Roll(sides int, _ string) int { return 1 + r.rng.IntN(sides) }
