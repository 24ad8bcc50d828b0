package custoza

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// The turn planner is the self-play bots' player (docs/engine.md, "Bots:
// the turn planner"): from one side's view alone it writes that side's
// order file for a whole game turn — the army's activation plan, then a
// group per Formation with its declarations and each Force's action, the
// out of command moves, and standing reaction orders — choosing every
// line with the rules code run on the state rebuilt from the view
// (FromView). Each Formation's activation is played through on that
// state, in the order of the plan, so later lines see earlier moves. About
// one line in ten is deliberately wrong and marked so (planwrong.go), so
// the host's refusals and their reports are exercised.

// maxPlanSteps bounds one simulated activation.
const maxPlanSteps = 200

// wrongMark ends every deliberately wrong line, so tests can find them.
const wrongMark = "# deliberately wrong"

var _ adjudicator.TurnPlanner = System{}

// PlanTurn implements adjudicator.TurnPlanner.
func (sys System) PlanTurn(sc *scenarios.Scenario, v adjudicator.View, owed adjudicator.Decision, rng *rand.Rand) (string, error) {
	s, err := FromView(sc, v)
	if err != nil {
		return "", err
	}
	p := &planner{s: s, view: s.Clone().(*State), me: v.Side, rng: rng, dice: rngRoller{rand.New(rand.NewPCG(rng.Uint64(), rng.Uint64()))}}
	p.bold = rng.IntN(3)
	if s.attacker(v.Side) {
		p.bold = min(2, p.bold+1) // the side that must take the objective hexes
	}
	var body string
	if owed.Kind == adjudicator.KindTurn {
		body = p.turn(owed.Turn)
	} else {
		body = p.ask(owed)
	}
	// The planner's own check: a file the parser refuses would be a bug here.
	if _, ps := sys.ForScenario(sc).ParseOrders(v.Side, "plan", 1, []byte(body)); ps != nil {
		return "", fmt.Errorf("custoza planner wrote a file it cannot read: %v\n%s", ps, body)
	}
	return body, nil
}

// planner holds the rebuilt state as the plan moves it on.
type planner struct {
	s    *State
	view *State // the state as the view shows it, before the plan moves it on
	me   adjudicator.Side
	rng  *rand.Rand
	dice dice.Roller // throw-away rolls: the host rolls its own
	bold int         // 0 cautious … 2 bold: how readily it attacks
	// held are the Forces (first unit ids) the activation being planned
	// leaves where they are, or whose line the rules refused.
	held []string
	// fcMoved: the commanders moved in the activation being planned.
	fcMoved []string
	// refusedDecl: declarations the rules refused in the plan.
	refusedDecl []string
	declOptions []string              // the activation's declarations the rules list (plandeclare.go)
	second      map[string]bool       // formations weighing the goals with the plan's preferences (plangoal.go)
	sent        map[hexmap.Hex]int    // Forces sent to each objective hex this turn (plangoal.go)
	formGoal    map[string]hexmap.Hex // each Formation's objective this turn (plangoal.go)
}

// turn is the whole file for game turn n.
func (p *planner) turn(n int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "turn %d\n\narmy\n", n)
	p.begin()
	order := p.activationOrder()
	for _, l := range p.armyLines(order) {
		b.WriteString(l + "\n")
	}
	plans := map[string][]string{}
	for _, id := range order {
		plans[id] = p.formation(id)
	}
	for id, ls := range p.oocPhase() {
		plans[id] = append(plans[id], ls...)
	}
	for _, id := range p.s.b.formIDs {
		if p.s.b.forms[id].Side != p.me {
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
	if p.s.Over != nil || p.s.Stage != stStart {
		return
	}
	if ds := p.s.Brief(); len(ds) > 0 {
		p.applyDefault(ds[0])
	}
}

// armyLines are the army section: the activation plan (5.1), each
// Formation with its retries, and Goito's II Corps choice (16.1).
func (p *planner) armyLines(order []string) []string {
	var out []string
	if w := p.wrongArmy(); w != "" {
		out = append(out, w+"  "+wrongMark)
	}
	for _, id := range order {
		out = append(out, fmt.Sprintf("activate %s times %d", id, 2+p.rng.IntN(3)))
	}
	if p.s.b.iiCorpsAt > 0 && p.s.IICorps == "" && p.s.Turn == p.s.b.iiCorpsAt && p.s.b.sides[p.s.iiCorpsSide()] == p.me {
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
	for _, id := range p.s.b.formIDs {
		fs := p.s.b.forms[id]
		if fs.Side != p.me || p.s.form(id).Activated || !p.s.present(id) {
			continue
		}
		cs = append(cs, cand{id, p.s.formationDistance(id), p.rng.IntN(4)})
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
	saved := p.s.Clone().(*State)
	p.held, p.fcMoved, p.refusedDecl, p.declOptions = nil, nil, nil, nil
	if !p.activate(id) {
		p.s = saved
		return []string{"done declare", "done"}
	}
	lines := p.run(id)
	ended := p.s.Active != id
	if p.s.Over != nil || p.s.Turn != saved.Turn {
		p.s = saved // the simulation ran past the turn: keep the turn's state
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
	return p.s.activateAsIf(p.me, id, p.dice) == nil && p.s.Active == id
}

// run plays the activation of formation id on the rebuilt state until it
// ends, and returns the lines this side wrote for it. Decisions of the
// other side (its reactions) take their default.
func (p *planner) run(id string) []string {
	var lines []string
	for i := 0; i < maxPlanSteps; i++ {
		s := p.s
		if s.Over != nil || s.Active != id {
			break
		}
		ds := s.Brief()
		if len(ds) == 0 {
			break
		}
		d := ds[0]
		if d.Side != p.me || !d.Consults(id) || (d.Kind != kDeclare && d.Kind != "action") {
			if p.applyDefault(d) != nil {
				break
			}
			continue
		}
		text := p.choose(d, id)
		if w := p.wrong(d, id); w != "" {
			lines = append(lines, w+"  "+wrongMark)
		}
		if p.apply(d, text) != nil {
			if text != "done" && text != "done declare" {
				if d.Kind == kDeclare {
					p.refusedDecl = append(p.refusedDecl, text)
				}
				continue // refused on the rebuilt state: the next choice
			}
			text = d.Default.Text
			if p.apply(d, text) != nil {
				break
			}
		}
		lines = append(lines, text)
	}
	return lines
}

// choose picks the next line of step d of formation id.
func (p *planner) choose(d adjudicator.Decision, id string) string {
	if d.Kind == kDeclare {
		return p.declareLine()
	}
	return p.actionLine(id)
}

// apply answers d with text on the rebuilt state, which changes only if
// the rules accept it.
func (p *planner) apply(d adjudicator.Decision, text string) error {
	o, le := parseLine(text)
	if le != nil {
		return fmt.Errorf("%s", le.msg)
	}
	return p.applyLine(d, adjudicator.Line{Pos: adjudicator.Pos{File: "plan"}, Text: text, Kind: o.kind})
}

func (p *planner) applyLine(d adjudicator.Decision, l adjudicator.Line) error {
	next := p.s.Clone().(*State)
	if _, err := next.Apply(d, l, p.dice); err != nil {
		return err
	}
	p.s = next
	return nil
}

// refused reports whether the rules refuse text for d now (the state is
// left as it was).
func (p *planner) refused(d adjudicator.Decision, text string) bool {
	o, le := parseLine(text)
	if le != nil {
		return false // a line the parser refuses would sink the whole file
	}
	_, err := p.s.Clone().(*State).Apply(d, adjudicator.Line{Pos: adjudicator.Pos{File: "plan"}, Text: text, Kind: o.kind}, p.dice)
	return err != nil
}

// applyDefault answers d as the engine would with no line: its default,
// else its first option.
func (p *planner) applyDefault(d adjudicator.Decision) error {
	if d.Default != nil {
		return p.applyLine(d, *d.Default)
	}
	full := p.s.Pending()
	if len(full) == 0 || len(full[0].Options) == 0 {
		return fmt.Errorf("decision %s lists no answer", d.Kind)
	}
	return p.apply(full[0], full[0].Options[0])
}

// rngRoller rolls the planner's throw-away dice.
type rngRoller struct{ rng *rand.Rand }

func (r rngRoller) Roll(sides int, _ string) int { return 1 + r.rng.IntN(sides) }
