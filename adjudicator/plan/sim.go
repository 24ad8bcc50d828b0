package plan

import (
	"fmt"
	"math/rand/v2"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// Sim is the state a planner moves on as it plans: rebuilt from the
// side's view, changed only by lines the rules accept.
type Sim[S adjudicator.State] struct {
	S S
	// Dice are throw-away rolls: the host rolls its own.
	Dice dice.Roller
	// LineOf reads a line of the system's order language.
	LineOf func(text string) (adjudicator.Line, error)
	// Brief: the activations' decisions are listed by Brief (cheaper, no
	// options), not Pending.
	Brief bool
}

// Dice are a planner's throw-away dice, seeded from rng.
func Dice(rng *rand.Rand) dice.Roller {
	return rngRoller{rand.New(rand.NewPCG(rng.Uint64(), rng.Uint64()))}
}

type rngRoller struct{ rng *rand.Rand }

func (r rngRoller) Roll(sides int, _ string) int { return 1 + r.rng.IntN(sides) }

// Apply answers d with text on the state, which changes only if the rules
// accept it.
func (p *Sim[S]) Apply(d adjudicator.Decision, text string) error {
	l, err := p.LineOf(text)
	if err != nil {
		return err
	}
	return p.ApplyLine(d, l)
}

// ApplyLine answers d with l, as Apply.
func (p *Sim[S]) ApplyLine(d adjudicator.Decision, l adjudicator.Line) error {
	next := p.S.Clone().(S)
	if _, err := next.Apply(d, l, p.Dice); err != nil {
		return err
	}
	p.S = next
	return nil
}

// Refused reports whether the rules refuse text for d now (the state is
// left as it was). A line the parser refuses is not: it would sink the
// whole file.
func (p *Sim[S]) Refused(d adjudicator.Decision, text string) bool {
	l, err := p.LineOf(text)
	if err != nil {
		return false
	}
	_, err = p.S.Clone().Apply(d, l, p.Dice)
	return err != nil
}

// ApplyDefault answers d as the engine would with no line: its default,
// else its first option.
func (p *Sim[S]) ApplyDefault(d adjudicator.Decision) error {
	if d.Default != nil {
		return p.ApplyLine(d, *d.Default)
	}
	if len(d.Options) == 0 { // listed by Brief: Pending lists its options
		full := p.S.Pending()
		if len(full) == 0 || len(full[0].Options) == 0 {
			return fmt.Errorf("decision %s lists no answer", d.Kind)
		}
		d = full[0]
	}
	return p.Apply(d, d.Options[0])
}

// Wrong is, one time in rate (Slip), a line the rules refuse at d picked
// among those cands lists (PickRefused), "" otherwise.
func (p *Sim[S]) Wrong(rng *rand.Rand, rate int, d adjudicator.Decision, cands func() []string, fits func(string) bool) string {
	if !Slip(rng, rate) {
		return ""
	}
	return p.PickRefused(rng, d, cands(), fits)
}

// PickRefused picks at random among cands a line the rules refuse at d
// (and fits accepts, when set), "" if none.
func (p *Sim[S]) PickRefused(rng *rand.Rand, d adjudicator.Decision, cands []string, fits func(string) bool) string {
	rng.Shuffle(len(cands), func(i, j int) { cands[i], cands[j] = cands[j], cands[i] })
	for _, c := range cands {
		if (fits == nil || fits(c)) && p.Refused(d, c) {
			return c
		}
	}
	return ""
}

// Activation plays an activation on the state and returns the lines the
// plan wrote for it: each decision mine says the plan answers gets the
// lines write returns (a wrong line, then its own, applied by write); the
// others their default. It stops after max decisions, when going says
// the activation is over, when a default is refused, or when write says
// so (more false).
func (p *Sim[S]) Activation(max int, going func(S) bool, mine func(adjudicator.Decision) bool,
	write func(adjudicator.Decision) (lines []string, more bool)) []string {
	var lines []string
	for i := 0; i < max; i++ {
		d, own, ok := p.Step(going, mine)
		if !ok {
			break
		}
		if !own {
			continue
		}
		ls, more := write(d)
		lines = append(lines, ls...)
		if !more {
			break
		}
	}
	return lines
}

// Step is one step of an activation's run: while going says it goes on,
// the next decision, answered by its default (ApplyDefault) unless mine
// says the plan writes its line (d, true). ok is false when the
// activation is over, or its default is refused.
func (p *Sim[S]) Step(going func(S) bool, mine func(adjudicator.Decision) bool) (d adjudicator.Decision, own, ok bool) {
	if !going(p.S) {
		return d, false, false
	}
	var ds []adjudicator.Decision
	if p.Brief {
		ds = adjudicator.BriefOf(p.S)
	} else {
		ds = p.S.Pending()
	}
	if len(ds) == 0 {
		return d, false, false
	}
	d = ds[0]
	if mine(d) {
		return d, true, true
	}
	return d, false, p.ApplyDefault(d) == nil
}
