package custoza

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator/dice"
)

// The sequence of play is data: a list of phases, chosen from the
// scenario's rules (sequenceFor), and one step from a phase to the next
// (endPhase). A phase names the stages it records in State.Stage while it
// waits for a decision; the strings are written into snapshots and logs,
// so they never change. The advanced game (14) is a second list beside
// the basic one (basicsequence.go, advancedsequence.go), with its
// command, march & reserve, fatigue and end phases, chosen by the
// scenario's `rule advanced-game yes`.

// Stages of the sequence of play (3) at which the state can stop or
// that the sequence passes.
const (
	stSetup    = "setup"    // 23, Goito 15: the sides' set-up choices, before the first game turn
	stStart    = "start"    // a game turn begins: the initiative roll (3·1)
	stActivate = "activate" // 3·2.2: an activation attempt or a pass
	stDeclare  = "declare"  // 3·2.2.a, 6.1: Assault and Charge markers
	stAction   = "action"   // 3·2.2.b: each Force's action
	stOOC      = "ooc"      // 3·4: out of command units move
	stIICorps  = "ii-corps" // Goito 16.1: the Austrian's choice at the end of Turn IV
	stCommand  = "command"  // 14·2: the Command Phase's status choices (advanced game)
	stEndTurn  = "end-turn" // 3·5
	stOver     = "over"
)

// phase is one phase of the sequence of play.
type phase struct {
	// name identifies the phase: its first stage, or for a phase that
	// runs at once a name never written into the state.
	name string
	// stages are the Stage values recorded while the phase is under way,
	// the first on entering it; none: the phase runs at once and the
	// sequence goes on to the next.
	stages []string
	// due, for a special rule's phase, says whether it happens now; nil:
	// every game turn.
	due func(*State) bool
	// enter begins the phase (after Stage is set to its first stage).
	enter func(*State, dice.Roller)
	// run does, at one of the phase's stops, what needs no decision;
	// true: something changed and the sequence runs on; false (or nil):
	// the state waits for the decision owed.
	run func(*State, dice.Roller) bool
}

// sequence is a game's sequence of play.
type sequence struct {
	before []phase // once, before the first game turn (the set-up)
	turn   []phase // every game turn, in order; after the last, the next turn's first
}

// sequenceFor is the sequence the scenario's rules choose: the basic
// game's (3) or, under `rule advanced-game yes`, the advanced game's (14),
// with the phases its special rules add.
func sequenceFor(b *battle) sequence {
	seq := basicSequence()
	if b.adv.on {
		seq = advancedSequence(b.rev)
	}
	if b.adv.startOnMarch {
		seq.turn = seq.insertBefore(stCommand, arrivalsPhase())
	}
	if b.iiCorpsAt > 0 {
		seq.turn = seq.insertBefore(stEndTurn, iiCorpsPhase())
	}
	if b.strat.on {
		seq.before = append([]phase{strategicPhase()}, seq.before...)
		at := stActivate
		if b.adv.on {
			at = stCommand
		}
		seq.turn = seq.insertBefore(at, strategicChangePhase())
	}
	return seq
}

// insertBefore is the turn's phases with p inserted before the phase
// named name.
func (seq sequence) insertBefore(name string, p phase) []phase {
	out := make([]phase, 0, len(seq.turn)+1)
	for _, q := range seq.turn {
		if q.name == name {
			out = append(out, p)
		}
		out = append(out, q)
	}
	return out
}

// find is the list holding the phase named name and its index there.
func (seq sequence) find(name string) ([]phase, int) {
	for _, list := range [][]phase{seq.before, seq.turn} {
		for i, p := range list {
			if p.name == name {
				return list, i
			}
		}
	}
	panic(fmt.Sprintf("custoza: the sequence of play has no phase %q", name))
}

// at is the phase under way at stage, nil if none (the game is over).
func (seq sequence) at(stage string) *phase {
	for _, list := range [][]phase{seq.before, seq.turn} {
		for i, p := range list {
			for _, st := range p.stages {
				if st == stage {
					return &list[i]
				}
			}
		}
	}
	return nil
}

// beginSequence enters the sequence's first phase.
func (s *State) beginSequence(r dice.Roller) {
	first := s.b.seq.before
	if len(first) == 0 {
		first = s.b.seq.turn
	}
	s.enterPhases(first, 0, r)
}

// endPhase ends the phase named name and enters the next one that is due:
// the one step from a phase to the next. After the last phase of the turn
// comes the first of the next turn (finishTurn has advanced the turn).
func (s *State) endPhase(name string, r dice.Roller) {
	list, i := s.b.seq.find(name)
	s.enterPhases(list, i+1, r)
}

// enterPhases enters list[i], or the first due phase after it (past the
// end of list: the turn's first), and runs on through the phases that need
// no decision.
func (s *State) enterPhases(list []phase, i int, r dice.Roller) {
	for ; ; i++ {
		if i == len(list) {
			list, i = s.b.seq.turn, 0
		}
		p := list[i]
		if p.due != nil && !p.due(s) {
			continue
		}
		if len(p.stages) > 0 {
			s.Stage = p.stages[0]
		}
		if p.enter != nil {
			p.enter(s, r)
		}
		if len(p.stages) > 0 {
			return
		}
	}
}

// advance runs the sequence until a decision is needed or the game ends.
//
// Inside an action the order is: the owners' combat choices (Asks), the
// fight they are for (Fight), the reactions queued (11.4: "each of them
// is resolved separately, in the order they are triggered, before any
// other Action"), an overrun that waited for them (10.6.1), the action under
// way (Op) and the operations waiting for it (Later: 9.7's exhausted
// movements, "Charging Force first"). Then the phase under way runs what
// needs no decision.
func (s *State) advance(r dice.Roller) {
	for s.Over == nil {
		if len(s.Asks) > 0 {
			return
		}
		if s.Fight != nil {
			s.stepFight(r)
			continue
		}
		if len(s.Reacts) > 0 {
			if s.staleReaction() {
				s.Reacts = s.Reacts[1:]
				continue
			}
			return
		}
		if s.Overrun != nil {
			f := s.Overrun
			s.Overrun = nil
			s.endOverrun(f, r)
			continue
		}
		if s.Op != nil {
			s.proceed(r)
			continue
		}
		if len(s.Later) > 0 {
			op := s.Later[0]
			s.Later = s.Later[1:]
			s.Op = &op
			continue
		}
		if p := s.b.seq.at(s.Stage); p != nil && p.run != nil && p.run(s, r) {
			continue
		}
		return
	}
	s.Stage = stOver
}

// staleReaction: the first queued reaction's Force or its trigger is gone.
func (s *State) staleReaction() bool {
	rx := s.Reacts[0]
	return len(s.units(rx.Units)) == 0 || len(s.units(rx.By)) == 0
}
