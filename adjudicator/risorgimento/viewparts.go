package risorgimento

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/check"
	"github.com/mincio/mincio/adjudicator/dice"
)

// partActivate is the check's name for the side's selections of the
// Activation Phase (3.0 B2-B3, 4.5); the side segments keep their ids.
const partActivate = "select"

// Steps implements check.Adapter: the parts of a turn besides the
// brigades' turns (CheckFormation), in the order of the sequence of play
// (3.0): B1 Reserve Placement, the selections of B2-B3, C2 Out of
// Reserve, C3 Move Corps Commanders.
func (vc *viewCheck) Steps() []check.Step[*State] {
	return []check.Step[*State]{
		{Name: stepReserve, Before: true, Check: vc.sideStep(stepReserve)},
		{Name: partActivate, Before: true, Check: vc.checkSelect},
		{Name: stepOutOfReserve, Check: vc.sideStep(stepOutOfReserve)},
		{Name: stepCommanders, Check: vc.sideStep(stepCommanders)},
	}
}

// segment is the place of step id in the sequence of play.
func segment(id string) int {
	for i, st := range sequence {
		if st.ID == id {
			return i
		}
	}
	return len(sequence)
}

// sideStep runs a segment where both sides choose (B1, C2, C3) when the
// view stands at it; before it, its lines wait for it, after it they come
// too late.
func (vc *viewCheck) sideStep(step string) func(*check.Check[*State], []adjudicator.Line) {
	return func(c *check.Check[*State], lines []adjudicator.Line) {
		st := vc.base
		title := stepOf(step)
		switch {
		case segment(st.Step) < segment(step):
			for _, l := range lines {
				c.Untried(l, fmt.Sprintf("the %s (%s) comes later in the turn: tried when it comes", title.Title, title.Rule))
			}
			return
		case segment(st.Step) > segment(step) || st.decided(vc.side):
			for _, l := range lines {
				c.Problem(l, fmt.Sprintf("the %s of turn %d is over for you (%s): the line will not be used", title.Title, st.Turn, title.Rule),
					fmt.Sprintf("write it under `turn %d`", st.Turn+1))
			}
			return
		}
		until := func(s *State) bool { return s.Over != nil || s.Step != step || s.decided(vc.side) }
		c.Alone("", lines, nil, until)
	}
}

// checkSelect reads each selection (activate, extend, pass) against what
// bars a corps for the whole turn (4.43, 4.54, 4.56, 4.61); which
// selection the host comes to, and when, rests on the initiative and the
// Continuity Rolls (4.3, 4.51).
func (vc *viewCheck) checkSelect(c *check.Check[*State], lines []adjudicator.Line) {
	st := vc.base
	for _, l := range lines {
		if segment(st.Step) > segment(stepActivation) {
			c.Problem(l, fmt.Sprintf("the Activation Phase of turn %d is over (4.56): the line will not be used", st.Turn),
				fmt.Sprintf("write it under `turn %d`", st.Turn+1))
			continue
		}
		if l.Kind == "pass" {
			continue
		}
		if l.Kind == "massed" {
			// 4.16: the leader is checked now; the cavalry in his range when
			// he is selected
			if o, err := readOrder(l.Text); err == nil {
				if _, err := st.w.massedLeader(vc.side, o.ID); err != nil {
					c.Problem(l, err.Error(), "name a cavalry brigadier of yours (the Austrian: Vopaterny, Palffy or Zichy)")
				}
			}
			continue
		}
		if why, forNow := st.whyNot(vc.side, l.Subject); why != "" && !forNow {
			c.Problem(l, why, "activate a corps your report lists as able to act")
		}
	}
}

// CheckFormation runs brigade form's turn in its corps' activation (3.0
// B2): the one under way, or one its corps starts from the view's
// position, and one after the brigades checked before it (check.Chained).
func (vc *viewCheck) CheckFormation(c *check.Check[*State], form string, lines []adjudicator.Line) {
	if form == massedGroup {
		for _, l := range lines {
			c.Untried(l, "a Massed Attack's charge (4.16): tried when the host comes to the Massed Attack your `massed` line announces")
		}
		return
	}
	bi := vc.base.w.brigade(form)
	if bi == nil {
		for _, l := range lines {
			c.Problem(l, fmt.Sprintf("%q is no brigade of the scenario", form), hintIDs)
		}
		return
	}
	if segment(vc.base.Step) > segment(stepActivation) {
		for _, l := range lines {
			c.Problem(l, fmt.Sprintf("the Activation Phase of turn %d is over (4.56): the line will not be used", vc.base.Turn),
				fmt.Sprintf("write it under `turn %d`", vc.base.Turn+1))
		}
		return
	}
	idx := vc.base.w.corpsOf(bi.Corps).brigadeAt(form)
	until := func(s *State) bool {
		return s.Over != nil || s.Step != stepActivation || s.Act.Corps != bi.Corps || s.Act.Brigade > idx
	}
	if vc.active() == form {
		c.Chained(form, lines, nil, until)
		return
	}
	prepare := func(s *State, _ dice.Roller) error { return s.toBrigade(vc.side, bi) }
	c.Chained(form, lines, prepare, until)
}

// Forced tries l at the brigade's turn it answers, on end set to it. The
// copy it tries l on is dropped once tried, so the next try copies into
// the same memory (spare) rather than into new.
func (vc *viewCheck) Forced(end *State, group string, l adjudicator.Line) error {
	t := vc.brigadeTurnOf(end, group)
	if t == nil {
		return nil
	}
	try := t.st.cloneInto(vc.spare)
	_, err := try.Apply(t.owed, l, check.LowDice())
	vc.spare = try
	return err
}

// forcedKey is a run's end state and a brigade.
type forcedKey struct {
	end   *State
	group string
}

// brigadeTurn is a state set at a brigade's turn and the decision it owes.
type brigadeTurn struct {
	st   *State
	owed adjudicator.Decision
}

// brigadeTurnOf is end set at brigade group's turn (toBrigade), kept for
// the brigade's next unused line; nil when the brigade cannot act there
// or owes no brigade decision.
func (vc *viewCheck) brigadeTurnOf(end *State, group string) *brigadeTurn {
	k := forcedKey{end, group}
	if t, ok := vc.brigadeTurns[k]; ok {
		return t
	}
	if vc.brigadeTurns == nil {
		vc.brigadeTurns = map[forcedKey]*brigadeTurn{}
	}
	var t *brigadeTurn
	if bi := end.w.brigade(group); bi != nil {
		st := end.Clone().(*State)
		if st.toBrigade(vc.side, bi) == nil {
			// Apply reads no Options; listing them costs a move check each
			if p := st.Brief(); len(p) > 0 && p[0].Kind == "brigade" {
				t = &brigadeTurn{st, p[0]}
			}
		}
	}
	vc.brigadeTurns[k] = t
	return t
}

// brigadeAt is the place of brigade id in the corps' activation order.
func (ci *corpsInfo) brigadeAt(id string) int {
	for i, b := range ci.Brigades {
		if b == id {
			return i
		}
	}
	return -1
}

// toBrigade sets a state rebuilt from a view at brigade bi's turn in an
// activation of its corps by side (3.0 B2): the activation under way when
// it has not passed bi, else a new one, Free (4.52), the corps' earlier
// brigades doing nothing.
func (s *State) toBrigade(side adjudicator.Side, bi *brigadeInfo) error {
	ci := s.w.corpsOf(bi.Corps)
	idx := ci.brigadeAt(bi.ID)
	if s.Step != stepActivation || s.Act.Corps != ci.ID || s.Act.Brigade > idx {
		s.calm()
		if why, forNow := s.whyNot(side, ci.ID); why != "" && !forNow {
			return fmt.Errorf("%s", why)
		}
		s.Step, s.Decided = stepActivation, nil
		s.Act.Player, s.Act.Free, s.Act.Passes, s.Act.Resume = side, true, nil, ""
		n, _ := s.activations(s.corps(ci.ID))
		s.startCorps(ci.ID, s.corps(ci.ID).Acts >= n, false)
	}
	for s.currentBrigade() != nil && s.Act.Brigade < idx {
		s.nextBrigade()
	}
	if cb := s.currentBrigade(); cb == nil || cb.ID != bi.ID {
		return fmt.Errorf("it has no unit on the map out of Reserve, nor one that may enter (4.61, 5.6)")
	}
	return nil
}

// calm ends what belongs to the corps activation under way, so a state
// rebuilt from a view can be set at the start of another.
func (s *State) calm() {
	for i := range s.Units {
		s.Units[i].Moved, s.Units[i].Fired, s.Units[i].Acted = false, false, false
	}
	for i := range s.Leaders {
		s.Leaders[i].Moved = false
	}
	s.Act.Corps, s.Act.Ext, s.Act.NoAttack, s.Act.Attacks, s.Act.Reacted, s.Act.Brigade = "", false, false, nil, false, 0
	s.Act.Cavalry, s.Act.Counter, s.Act.CounterFired, s.Act.PreAttack, s.Act.PreFired = nil, nil, nil, nil, nil
	s.Act.PreFire, s.Act.Sheltered, s.Act.Massed = nil, nil, nil
}
