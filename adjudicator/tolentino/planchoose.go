package tolentino

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/plan"
)

// What the planner chooses at each step: a random legal line, with
// weights that keep a game moving (units move more often than they hold,
// guns fire when they can). Every line comes from the options the rules
// list for the step (decisions.go), never from a guess.

// maxMoves bounds the move lines of one activation.
const maxMoves = 14

// armyChoices are the army's own lines at the start of the turn, applied
// to the rebuilt state: the army commander's order changes (5.2), the
// Grenzer option (16.3), or the night reorganization (17).
func (p *planner) armyChoices() []string {
	s := p.S
	switch s.Stage {
	case stOrders:
		s.Side, s.Changes = p.me, s.initValue(p.me)
		return p.orderChanges()
	case stNight:
		s.Side = p.me
		return p.steps(stNight, "done reorganize")
	}
	return nil
}

// orderChanges are the lines of the Orders step (5.2).
func (p *planner) orderChanges() []string {
	var out []string
	d, ok := p.pending(stOrders)
	if !ok {
		return nil
	}
	if contains(d.Options, "grenzer yes") && p.rng.IntN(2) == 0 && p.Apply(d, "grenzer yes") == nil {
		out = append(out, "grenzer yes")
	}
	for i := 0; i < 2 && p.rng.IntN(3) == 0; i++ {
		d, _ = p.pending(stOrders)
		changes := p.sensibleOrders(withPrefix(d.Options, "order "))
		if len(changes) == 0 {
			break
		}
		if o := pickOne(p.rng, changes); p.Apply(d, o) == nil {
			out = append(out, o)
		}
	}
	if w := p.wrongOrder(d); w != "" {
		out = append(out, plan.Marked(w))
	}
	return append(out, "done orders")
}

// sensibleOrders keeps the order changes (`order F O`) that suit where
// formation F stands: Attack when one of its units is next to or one hex
// from a seen enemy, Advance when all are further, and Defense or
// Maneuver either way; all of them if none suits.
func (p *planner) sensibleOrders(changes []string) []string {
	var out []string
	for _, c := range changes {
		w := strings.Fields(c) // order F O
		near := 99
		for _, u := range p.S.formationUnits(w[1]) {
			near = min(near, p.S.nearestEnemy(u.Hex, p.me))
		}
		if w[2] == "attack" && near <= 2 || w[2] == "advance" && near > 2 || w[2] == "defense" || w[2] == "maneuver" {
			out = append(out, c)
		}
	}
	if len(out) == 0 {
		return changes
	}
	return out
}

// steps applies the chosen lines of a step of the army's own until the
// planner chooses its closing line, and returns them.
func (p *planner) steps(kind, last string) []string {
	var out []string
	for i := 0; i < maxPlanSteps; i++ {
		d, ok := p.pending(kind)
		if !ok || d.Side != p.me {
			break
		}
		text := p.choose(d)
		if text == last || p.Apply(d, text) != nil {
			break
		}
		out = append(out, text)
	}
	return append(out, last)
}

// plannedStanding are the standing orders (parse.go) a plan may set:
// every one that either side may give.
var plannedStanding = []string{"retreat-before-combat", "defensive-bombardment", "town-ex", "ex-loss",
	"press-on", "efficiency-tie", "artillery-retreat", "leader-escape", "leader-drm", "combat-terrain"}

// standing is, now and then, a standing order: one key, a value at random.
func (p *planner) standing() string {
	if p.rng.IntN(4) != 0 {
		return ""
	}
	key := pickOne(p.rng, plannedStanding)
	vals := standingValues[key]
	if vals == nil {
		vals = []string{"yes", "no"}
	}
	return fmt.Sprintf("standing %s %s", key, pickOne(p.rng, vals))
}

// pending is the rebuilt state's decision if it is of kind.
func (p *planner) pending(kind string) (adjudicator.Decision, bool) {
	ds := p.S.Pending()
	if len(ds) == 0 || ds[0].Kind != kind {
		return adjudicator.Decision{}, false
	}
	return ds[0], true
}

// activationOrder is the preference list (6.1): every formation, own and
// enemy, those that can act this turn first; own ones usually before the
// enemy's, and now and then an enemy formation early, to make it move
// before it is ready.
func (p *planner) activationOrder() []string {
	var own, foe, later []string
	for _, f := range p.S.Forms {
		switch {
		case !p.S.present(f.ID):
			later = append(later, f.ID)
		case p.S.b.sideOfFormation(f.ID) == p.me:
			own = append(own, f.ID)
		default:
			foe = append(foe, f.ID)
		}
	}
	p.rng.Shuffle(len(own), func(i, j int) { own[i], own[j] = own[j], own[i] })
	p.rng.Shuffle(len(foe), func(i, j int) { foe[i], foe[j] = foe[j], foe[i] })
	order := append(own, foe...)
	if len(foe) > 0 && p.rng.IntN(4) == 0 {
		at := p.rng.IntN(len(own) + 1)
		early := order[len(own)]
		copy(order[at+1:len(own)+1], order[at:len(own)])
		order[at] = early
	}
	return append(order, later...)
}

// choose picks a line among d's options that its group may hold.
func (p *planner) choose(d adjudicator.Decision) string {
	opts := p.fitting(d)
	rest := opts[1:] // the first option ends the step (decisions.go)
	switch d.Kind {
	case stOfficer, stOOC:
		if len(rest) > 0 && p.rng.IntN(4) == 0 {
			return pickOne(p.rng, rest)
		}
		return opts[0]
	case stMove:
		return p.chooseMove(opts)
	case stBombard:
		if len(rest) > 0 && p.rng.IntN(10) < 7 {
			return pickOne(p.rng, rest)
		}
		return opts[0]
	case stAttack:
		if !contains(opts, "done attack") { // 5.1.2: these units must attack
			return pickOne(p.rng, opts)
		}
		if len(rest) > 0 && p.rng.IntN(10) < 6 {
			return pickOne(p.rng, rest)
		}
		return opts[0]
	case stReorg, stNight:
		if len(rest) > 0 && p.rng.IntN(10) < 8 {
			return pickOne(p.rng, rest)
		}
		return opts[0]
	case stActivate:
		var own []string
		for _, o := range opts {
			if p.S.b.sideOfFormation(strings.TrimPrefix(o, "activate ")) == p.me {
				own = append(own, o)
			}
		}
		if len(own) > 0 && p.rng.IntN(4) != 0 {
			return pickOne(p.rng, own)
		}
	}
	return pickOne(p.rng, opts)
}

// chooseMove picks the next line of the movement step: mostly a move
// toward the enemy (the options list the nearest destinations), now and
// then a hold, a charge or an artillery order, and `done` at last.
func (p *planner) chooseMove(opts []string) string {
	moves, holds := withPrefix(opts, "move "), withPrefix(opts, "hold ")
	other := append(withPrefix(opts, "charge "), withPrefix(opts, "artillery ")...)
	p.moves++
	if p.moves > maxMoves || len(moves)+len(holds)+len(other) == 0 || p.rng.IntN(10) == 0 {
		return "done"
	}
	switch r := p.rng.IntN(20); {
	case r == 0 && len(other) > 0:
		return pickOne(p.rng, other)
	case r < 4 && len(holds) > 0:
		return pickOne(p.rng, holds)
	case len(moves) > 0:
		return pickOne(p.rng, moves)
	}
	return "done"
}

// fitting lists the options of d that an order file may hold in the
// group d consults first: an officer standing in as army commander moves
// with any activation (4.2.1, 4.5.1), yet his lines stand in his own
// formation's group. The first option, which ends the step, always fits.
func (p *planner) fitting(d adjudicator.Decision) []string {
	group := ""
	if len(d.Groups) > 0 {
		group = d.Groups[0]
	}
	out := d.Options[:1:1]
	for _, o := range d.Options[1:] {
		if p.fits(o, group) {
			out = append(out, o)
		}
	}
	return out
}

// fits reports whether an order file may hold line text in group.
func (p *planner) fits(text, group string) bool {
	lx := p.S.b.lexicon()
	c, perr := parseLine(text, lx)
	return perr == nil && lx.checkGroup(c, strings.Fields(text)[0], p.me, group, 1) == nil
}

func withPrefix(list []string, prefix string) []string {
	var out []string
	for _, s := range list {
		if strings.HasPrefix(s, prefix) {
			out = append(out, s)
		}
	}
	return out
}

func pickOne(rng *rand.Rand, list []string) string { return list[rng.IntN(len(list))] }
