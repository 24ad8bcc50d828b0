package custoza

import (
	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"strings"
)

// The offline check (viewcheck.go) runs the host's engine,
// adjudicator.Game, on a state rebuilt from a side's view, for one part of
// a turn at a time: an activation of one formation, or the side's Out of
// Command phase. The pieces it needs are here.

// scope is a State that asks nothing once until says the part of the
// turn being checked is over, so that the engine's run stops there.
type scope struct {
	*State
	until func(*State) bool
}

// Pending implements adjudicator.State.
func (s scope) Pending() []adjudicator.Decision {
	if s.until(s.State) {
		return nil
	}
	return s.State.Pending()
}

// Brief implements adjudicator.Briefer, so that the State's own Brief,
// which the embedding would promote, does not ask past until.
func (s scope) Brief() []adjudicator.Decision {
	if s.until(s.State) {
		return nil
	}
	return s.State.Brief()
}

// Clone implements adjudicator.State.
func (s scope) Clone() adjudicator.State { return scope{s.State.Clone().(*State), s.until} }

// guessRoller stands for dice nobody knows before the host rolls them:
// every die shows its lowest face (mode diceLow), its highest (diceHigh),
// the face best for the checking side (diceBest: its attacks hit, its
// checks pass, the enemy's fire misses …) or the worst for it
// (diceWorst). The check runs them all, and where they disagree it warns
// instead of guessing.
type guessRoller struct {
	mode  int
	side  adjudicator.Side
	state *State // whose units and formations say whose roll a purpose is
	rolls []dice.Roll
}

// Dice modes of the check's runs.
const (
	diceLow = iota
	diceHigh
	diceBest
	diceWorst
)

func (r *guessRoller) Roll(sides int, purpose string) int {
	v := 1
	switch r.mode {
	case diceHigh:
		v = sides
	case diceBest, diceWorst:
		if r.highIsGood(purpose) == (r.mode == diceBest) {
			v = sides
		}
	}
	r.rolls = append(r.rolls, dice.Roll{Purpose: purpose, Sides: sides, Value: v})
	return v
}

// highIsGood says whether a high roll favours the checking side, from the
// roll's purpose as the combat package words it: the side's own
// activation (5.1.1) and cohesion checks (13.2) want low dice; its fire
// (8.6), assaults (10.4), initiative (3·1) and ammunition (8.8) high ones;
// the enemy's the other way.
func (r *guessRoller) highIsGood(purpose string) bool {
	verb, rest, _ := strings.Cut(purpose, " ")
	switch verb {
	case "activation":
		return !r.ownFormation(rest)
	case "initiative":
		if f, ok := strings.CutPrefix(rest, "table "); ok {
			return r.ownFormation(f)
		}
		return adjudicator.Side(rest) == r.side
	case "fire", "assault", "ammunition":
		return r.ownUnits(rest)
	case "cohesion":
		return !r.ownUnits(strings.TrimPrefix(strings.TrimPrefix(rest, "check"), " of "))
	}
	return false
}

// ownFormation reports whether the first word of s is one of the
// checking side's formations.
func (r *guessRoller) ownFormation(s string) bool {
	id, _, _ := strings.Cut(s, " ")
	f := r.state.b.forms[id]
	return f != nil && f.Side == r.side
}

// ownUnits reports whether the first unit named in s (ids joined by +,
// then a space) is the checking side's.
func (r *guessRoller) ownUnits(s string) bool {
	ids, _, _ := strings.Cut(s, " ")
	id, _, _ := strings.Cut(ids, "+")
	id = strings.TrimSuffix(id, ":")
	sp := r.state.b.specs[id]
	return sp != nil && sp.Side == r.side
}

func (r *guessRoller) Rolls() []dice.Roll { return append([]dice.Roll(nil), r.rolls...) }
func (r *guessRoller) Mark() int          { return len(r.rolls) }
func (r *guessRoller) Rewind(mark int)    { r.rolls = r.rolls[:mark] }

// simRun is what one run of the engine made of the lines of one part.
type simRun struct {
	orders *adjudicator.SideOrders
	end    *State // the state when the part was over (nil if it never was)
	rolls  []dice.Roll
	failed error // the part could not begin: the formation cannot be activated
}

// maxFinish bounds the decisions a run answers by itself.
const maxFinish = 400

// simulate runs the engine on st with side's lines (plan lines of the
// part, and standing lines) until the part is over. Decisions no line
// answers are answered as if nothing more were sent: their default, or the
// first listed option (the passive one: `done`, a reaction `none`), so
// that the later steps of the part are reached and their lines tried too.
//
// prepare, when set, first brings st to the start of the part (it
// activates the formation checked), with the run's dice.
func simulate(st *State, side adjudicator.Side, lines []adjudicator.Line, prepare func(*State, dice.Roller) error, until func(*State) bool, mode int) simRun {
	r := &guessRoller{mode: mode, side: side, state: st}
	run := simRun{}
	if prepare != nil {
		if err := prepare(st, r); err != nil {
			run.failed = err
			return run
		}
	}
	g := &adjudicator.Game{System: System{b: st.b}, Scenario: st.b.sc, State: scope{st, until}}
	for _, sd := range st.b.sides {
		g.Orders = append(g.Orders, adjudicator.SideOrders{Side: sd, Plan: []adjudicator.PlanLine{}, Standing: []adjudicator.Line{}, Turns: []int{st.Turn}})
	}
	if err := g.SetOrders(side, 1, lines); err != nil {
		return run
	}
	for i := 0; i < maxFinish; i++ {
		res, err := g.Run(r)
		if err != nil {
			break
		}
		if res.Outcome != nil || len(res.Owed) == 0 {
			run.end = g.State.(scope).State
			break
		}
		if !finish(g, res.Owed[0], r) {
			break
		}
	}
	run.orders, _ = g.Side(side)
	run.rolls = r.rolls
	return run
}

// finish answers d with its first listed option, on a clone of the state.
func finish(g *adjudicator.Game, d adjudicator.Decision, r *guessRoller) bool {
	if len(d.Options) == 0 {
		return false
	}
	o, le := parseLine(d.Options[0])
	if le != nil {
		return false
	}
	next := g.State.Clone()
	if _, err := next.Apply(d, adjudicator.Line{Pos: adjudicator.Pos{File: "check"}, Text: d.Options[0], Kind: o.kind}, r); err != nil {
		return false
	}
	g.State = next
	return true
}
