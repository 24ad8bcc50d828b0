package custoza

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

// The turn planner (package plan; docs/engine.md, "Bots: the turn
// planner") writes the army's activation plan, then a group per Formation
// with its declarations and each Force's action, the out of command
// moves, and standing reaction orders. Each Formation's activation is
// played through on the state rebuilt from the view (FromView), in the
// order of the plan. In the advanced game the Command Phase's status and
// Objective lines come first (planstatus.go), played on the rebuilt state
// before the activations, and the March & Reserve Phase's lines after
// them (planmarch.go). About one line in ten is deliberately wrong
// (planwrong.go).

// maxPlanSteps bounds one simulated activation.
const maxPlanSteps = 200

// planner holds the rebuilt state as the plan moves it on.
type planner struct {
	plan.Sim[*State]
	view *State // the state as the view shows it, before the plan moves it on
	me   adjudicator.Side
	rng  *rand.Rand
	bold int // 0 cautious … 2 bold: how readily it attacks
	// held are the Forces (first unit ids) the activation being planned
	// leaves where they are, or whose line the rules refused.
	held []string
	// fcMoved: the commanders moved in the activation being planned.
	fcMoved []string
	// refusedDecl: declarations the rules refused in the plan.
	refusedDecl []string
	declOptions []string                    // the activation's declarations the rules list (plandeclare.go)
	second      map[string]bool             // formations weighing the goals with the plan's preferences (plangoal.go)
	sent        map[hexmap.Hex]int          // Forces sent to each objective hex this turn (plangoal.go)
	formGoal    map[string]hexmap.Hex       // each Formation's objective this turn (plangoal.go)
	fields      map[hexmap.Hex]hexmap.Reach // March Movement costs to each Objective (planmarch.go)
	scoutsUsed  []string                    // the Scouts the file's march lines move (planmarch.go)
}

var _ adjudicator.TurnPlanner = System{}

// PlanTurn implements adjudicator.TurnPlanner.
func (sys System) PlanTurn(sc *scenarios.Scenario, v adjudicator.View, owed adjudicator.Decision, rng *rand.Rand) (string, error) {
	s, err := FromView(sc, v)
	if err != nil {
		return "", err
	}
	p := &planner{Sim: plan.Sim[*State]{S: s, Dice: plan.Dice(rng), LineOf: planLine, Brief: true}, view: s.Clone().(*State), me: v.Side, rng: rng}
	p.bold = rng.IntN(3)
	if s.attacker(v.Side) {
		p.bold = min(2, p.bold+1) // the side that must take the objective hexes
	}
	return plan.Write(sys, sc, v.Side, owed, p)
}

// planLine reads a line the planner writes.
func planLine(text string) (adjudicator.Line, error) {
	o, le := parseLine(text)
	if le != nil {
		return adjudicator.Line{}, fmt.Errorf("%s", le.msg)
	}
	return adjudicator.Line{Pos: adjudicator.Pos{File: "plan"}, Text: text, Kind: o.kind}, nil
}

// Turn is the whole file for game turn n.
func (p *planner) Turn(n int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "turn %d\n\narmy\n", n)
	if l := p.strategicLine(); l != "" { // 24.2: the first file's choice (plangoal.go)
		b.WriteString(l + "\n")
	}
	p.begin()
	command := p.commandPhase() // the advanced game's (planstatus.go)
	order := p.activationOrder()
	for _, l := range append(command, p.armyLines(order)...) {
		b.WriteString(l + "\n")
	}
	plans := map[string][]string{}
	for _, id := range order {
		plans[id] = p.formation(id)
	}
	if p.S.onMarchRules() {
		for _, l := range p.marchLines(plans) { // planmarch.go
			b.WriteString(l + "\n")
		}
	}
	for id, ls := range p.oocPhase() {
		plans[id] = append(plans[id], ls...)
	}
	for _, id := range p.S.b.formIDs {
		if p.S.b.forms[id].Side != p.me {
			continue
		}
		fmt.Fprintf(&b, "\nformation %s\n", id)
		for _, l := range plans[id] {
			b.WriteString(l + "\n")
		}
	}
	fmt.Fprintf(&b, "\n# standing reaction orders, kept until replaced (11)\n")
	for _, l := range p.standing() {
		b.WriteString(l + "\n")
	}
	return b.String()
}

// begin runs the start of the turn on the rebuilt state: the initiative
// (3·1) and the Command Step (3·2.1), which marks the out of command
// units.
func (p *planner) begin() {
	if p.S.advanced() {
		// the advanced game's first turn starts at the set-up, which
		// the plan keeps as mincio makes it; its Command Phase comes
		// next (planstatus.go)
		for i := 0; i < 8 && p.S.Over == nil && (p.S.Stage == stSetup || p.S.Stage == stStart); i++ {
			ds := p.S.Brief()
			if len(ds) == 0 || p.ApplyDefault(ds[0]) != nil {
				return
			}
		}
		return
	}
	if p.S.Over != nil || p.S.Stage != stStart {
		return
	}
	if ds := p.S.Brief(); len(ds) > 0 {
		p.ApplyDefault(ds[0])
	}
}

// armyLines are the army section: the activation plan (5.1), each
// Formation with its retries, and Goito's II Corps choice (16.1).
func (p *planner) armyLines(order []string) []string {
	var out []string
	if w := p.wrongArmy(); w != "" {
		out = append(out, plan.Marked(w))
	}
	for _, id := range order {
		out = append(out, fmt.Sprintf("activate %s times %d", id, 2+p.rng.IntN(3)))
	}
	if p.S.b.iiCorpsAt > 0 && p.S.IICorps == "" && p.S.Turn == p.S.b.iiCorpsAt && p.S.b.sides[p.S.iiCorpsSide()] == p.me {
		out = append(out, []string{"ii-corps yes", "ii-corps no"}[p.rng.IntN(2)])
	}
	return out
}

// activationOrder lists the side's Formations that may act this turn:
// those nearest the enemy first, as a player sends his engaged troops
// before his reserves, with some shuffling.
func (p *planner) activationOrder() []string {
	type cand struct {
		id   string
		dist int
		r    int
	}
	var cs []cand
	for _, id := range p.S.b.formIDs {
		fs := p.S.b.forms[id]
		if fs.Side != p.me || p.S.form(id).Activated || !p.S.present(id) || !p.S.engaged(id) || p.resting(id) {
			continue
		}
		cs = append(cs, cand{id, p.S.formationDistance(id), p.rng.IntN(4)})
	}
	slices.SortStableFunc(cs, func(a, b cand) int { return (a.dist + a.r) - (b.dist + b.r) })
	var out []string
	for _, c := range cs {
		out = append(out, c.id)
	}
	return out
}

// formation plans formation id's activation: it activates it on the
// rebuilt state and plays it through. A Formation that cannot be
// activated there gets the lines that end each step.
func (p *planner) formation(id string) []string {
	saved := p.S.Clone().(*State)
	p.held, p.fcMoved, p.refusedDecl, p.declOptions = nil, nil, nil, nil
	if !p.activate(id) {
		p.S = saved
		return []string{"done declare", "done"}
	}
	lines := p.run(id)
	ended := p.S.Active != id
	if p.S.Over != nil || p.S.Turn != saved.Turn {
		p.S = saved // the simulation ran past the turn: keep the turn's state
	}
	if !slices.Contains(lines, "done declare") {
		lines = append([]string{"done declare"}, lines...)
	}
	// The actions end by themselves when the last Force has acted (6.6):
	// `done` only when the plan's run did not end so.
	if !ended && !slices.Contains(lines, "done") {
		lines = append(lines, "done")
	}
	return lines
}

// activate activates formation id on the rebuilt state as if its die had
// passed (5.1.1): the plan is for when it acts, whenever that is.
func (p *planner) activate(id string) bool {
	return p.S.activateAsIf(p.me, id, p.Dice) == nil && p.S.Active == id
}

// run plays the activation of formation id on the rebuilt state until it
// ends, and returns the lines this side wrote for it. Decisions of the
// other side (its reactions) take their default.
func (p *planner) run(id string) []string {
	going := func(s *State) bool { return s.Over == nil && s.Active == id }
	mine := func(d adjudicator.Decision) bool {
		return d.Side == p.me && d.Consults(id) && (d.Kind == kDeclare || d.Kind == "action")
	}
	return p.Activation(maxPlanSteps, going, mine, func(d adjudicator.Decision) ([]string, bool) {
		var out []string
		text := p.choose(d, id)
		if w := p.wrong(d, id); w != "" {
			out = append(out, plan.Marked(w))
		}
		switch {
		case p.Apply(d, text) == nil:
		case text != "done" && text != "done declare":
			if d.Kind == kDeclare {
				p.refusedDecl = append(p.refusedDecl, text)
			}
			return out, true // refused on the rebuilt state: the next choice
		case p.Apply(d, d.Default.Text) != nil:
			return out, false
		default:
			text = d.Default.Text
		}
		return append(out, text), true
	})
}

// choose picks the next line of step d of formation id.
func (p *planner) choose(d adjudicator.Decision, id string) string {
	if d.Kind == kDeclare {
		return p.declareLine()
	}
	return p.actionLine(id)
}
