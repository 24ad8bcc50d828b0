package custoza

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/plan"
)

// Reactions (11) by standing order: what a player decides at the table,
// written once and kept until replaced. Every plan says that infantry
// forms square against cavalry; the rest varies from plan to plan (fire
// back, counterattack, withdraw artillery, none), so the games exercise
// the reactions and their rules.

// standingChoices are the standing orders a plan may add to the first.
var standingChoices = [][]string{
	{"react any on fire fire"},
	{"react cav on enter by infantry counter", "react cav on enter by artillery counter"},
	{"react art on enter by cav withdraw"},
	{"react linf on enter fire", "react inf on leave fire"},
	{"react any on zor none"},
}

// standing is the plan's standing reaction orders.
func (p *planner) standing() []string {
	out := []string{"react infantry on enter by cav square"}
	for _, c := range standingChoices {
		if p.rng.IntN(2) == 0 {
			out = append(out, c...)
		}
	}
	return out
}

// Ask answers a decision the host asked mid-turn (under the options
// reactions = ask or activations = ask): a file for its turn whose first
// line in the section consulted is one of the host's own options, so the
// answer is always accepted, and, since a heading replaces that section's
// unused lines, the rest of that section planned again from the view.
func (p *planner) Ask(d adjudicator.Decision) string {
	var b strings.Builder
	group := plan.AskHeading(&b, d)
	first := p.answer(d)
	if group == "" {
		b.WriteString("\narmy\n" + first + "\n")
		if d.Kind == kActivate {
			for _, id := range p.activationOrder() {
				if "activate "+id != first {
					fmt.Fprintf(&b, "activate %s times %d\n", id, 2+p.rng.IntN(3))
				}
			}
		}
		return b.String()
	}
	fmt.Fprintf(&b, "\nformation %s\n%s\n", group, first)
	if d.Kind == kReact && !p.S.form(group).Activated && p.S.Active != group {
		for _, l := range p.formation(group) {
			b.WriteString(l + "\n")
		}
		for _, l := range p.oocPhase()[group] {
			b.WriteString(l + "\n")
		}
	}
	return b.String()
}

// answer chooses among the options of d: for a reaction, square against
// cavalry, else fire, else a counterattack now and then, else none; for an
// activation, the first Formation of the plan's order; otherwise the
// first option.
func (p *planner) answer(d adjudicator.Decision) string {
	opts := d.Options
	if len(opts) == 0 {
		return "pass"
	}
	switch d.Kind {
	case kReact:
		prefer := []string{"fire", "counter", "none"}
		if strings.Contains(d.Prompt, "cavalry") {
			prefer = []string{"square", "fire", "none"}
		}
		if p.rng.IntN(3) == 0 {
			prefer = []string{"fire", "none"}
		}
		for _, w := range prefer {
			for _, o := range opts {
				if strings.HasSuffix(o, " "+w) {
					return o
				}
			}
		}
	case kActivate:
		for _, id := range p.activationOrder() {
			if slices.Contains(opts, "activate "+id) {
				return "activate " + id
			}
		}
	}
	return opts[0]
}

// oocPhase plans the Out of Command Units Phase (3·4, 4.1.1) on the state
// the activations left: each out of command unit moves toward its
// commander, by the options the rules list. The lines stand in each
// unit's Formation.
func (p *planner) oocPhase() map[string][]string {
	s := p.S.Clone().(*State)
	out := map[string][]string{}
	if s.Over != nil {
		return out
	}
	s.Stage, s.Side, s.Active, s.Markers, s.Op, s.Reacts, s.Closing = stOOC, p.me, "", nil, nil, nil, false
	s.startOOC(p.Dice)
	s.flush()
	saved := p.S
	p.S = s
	defer func() { p.S = saved }()
	for i := 0; i < 40; i++ {
		ds := p.S.Pending()
		if len(ds) == 0 || ds[0].Kind != kOOC || ds[0].Side != p.me || len(ds[0].Options) < 2 {
			break
		}
		d := ds[0]
		line := d.Options[1]
		o, _ := parseLine(line)
		u := p.S.unit(o.force.String())
		if u == nil || p.Apply(d, line) != nil {
			break
		}
		out[u.p.Formation] = append(out[u.p.Formation], line)
	}
	return out
}
