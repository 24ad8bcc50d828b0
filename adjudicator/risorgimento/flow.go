package risorgimento

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// advance runs the sequence of play (sequence.go) until a side must
// decide or the game ends: each segment runs, and when it is done the
// next begins; after the last, the turn ends (3.0 C5).
func (s *State) advance(r dice.Roller) ([]adjudicator.Event, error) {
	var ev []adjudicator.Event
	for s.Over == nil {
		st := stepOf(s.Step)
		if st.run == nil {
			return ev, fmt.Errorf("risorgimento: unknown segment %q", s.Step)
		}
		done, e, err := st.run(s, r)
		ev = append(ev, e...)
		if err != nil || !done {
			return ev, err
		}
		if next := nextStep(s.Step); next != "" {
			s.enter(next)
			continue
		}
		ev = append(ev, s.endTurn()...)
	}
	return ev, nil
}

// runInitiative is A (4.3).
func runInitiative(s *State, r dice.Roller) (bool, []adjudicator.Event, error) {
	ev, err := s.initiative(r)
	return err == nil, ev, err
}

// runSides is a segment where both sides choose (B1, C2, C3): done when
// both have given their passive line, or had nothing to choose. The first
// turn's initiative is rolled as its Reserve Placement ends: New has no
// dice (reading, 3.0).
func runSides(s *State, r dice.Roller) (bool, []adjudicator.Event, error) {
	s.skipIdleSides()
	if len(s.Decided) < len(s.w.sides) {
		return false, nil, nil
	}
	if s.Step == stepReserve && s.Act.Player == "" {
		ev, err := s.initiative(r)
		return err == nil, ev, err
	}
	return true, nil, nil
}

// runActivation is B2-B3 until the phase ends (4.56).
func runActivation(s *State, r dice.Roller) (bool, []adjudicator.Event, error) {
	done, ev := s.activationStep(r)
	if done {
		ev = append(ev, event("activations-over", "the Activation Phase ends (4.56)"))
	}
	return done, ev, nil
}

// runRecovery is C1 (8.52).
func runRecovery(s *State, _ dice.Roller) (bool, []adjudicator.Event, error) {
	return true, s.recovery(), nil
}

// runDemoralization is C4 (9.0).
func runDemoralization(s *State, r dice.Roller) (bool, []adjudicator.Event, error) {
	return true, s.demoralization(r), nil
}

func (s *State) enter(step string) {
	s.Step, s.Decided = step, nil
}

// skipIdleSides marks decided the sides with nothing to choose in the
// segment, so no side is asked a question without a choice.
func (s *State) skipIdleSides() {
	for _, side := range s.w.sides {
		if !s.decided(side) && len(s.sideOptions(side)) <= 1 {
			s.Decided = append(s.Decided, side)
		}
	}
}

// initiative is 4.3: each side rolls, the scenario's modifier added while
// the side's overall commander is on the map (or when it has none); the
// winner gets the Free Activation. Reinforcements of the turn become
// available to enter (5.6).
func (s *State) initiative(r dice.Roller) ([]adjudicator.Event, error) {
	for i := range s.Corps {
		s.Corps[i].Acts, s.Corps[i].Finished = 0, false
	}
	for i := range s.Brigades {
		s.Brigades[i].Orders, s.Brigades[i].Rolled, s.Brigades[i].Start = "", false, nil
	}
	for i := range s.Leaders {
		s.Leaders[i].Moved, s.Leaders[i].Finished = false, false
	}
	var ev []adjudicator.Event
	for _, ci := range s.w.corps {
		if s.w.releases[ci.ID] == s.Turn {
			ev = append(ev, s.releaseCorps(ci)...)
		}
	}
	allied := s.w.other(s.w.austria)
	allies, rolls, err := Initiative(r, s.initiativeDRM(s.w.austria), s.initiativeDRM(allied))
	if err != nil {
		return nil, err
	}
	winner := s.w.austria
	if allies {
		winner = allied
	}
	s.Act = activation{Player: winner, Free: true}
	last := rolls[len(rolls)-1]
	return append(ev, event("initiative", fmt.Sprintf("turn %d: initiative %s %d, %s %d: %s has the Free Activation (4.3)",
		s.Turn, s.w.austria, last[0], allied, last[1], winner))), nil
}

// releaseCorps is a scenario's automatic release turn (4.62): every
// brigade of the corps leaves Reserve.
func (s *State) releaseCorps(ci *corpsInfo) []adjudicator.Event {
	n := 0
	for _, bid := range ci.Brigades {
		for _, id := range s.w.brigade(bid).Units {
			if u := s.unit(id); u.Reserve {
				u.Reserve = false
				n++
			}
		}
	}
	if n == 0 {
		return nil
	}
	ev := []adjudicator.Event{event("released", fmt.Sprintf("%s leaves Reserve on its scenario release turn %d (4.62)", ci.ID, s.Turn))}
	for _, bid := range ci.Brigades {
		ev = append(ev, s.unstack(s.w.brigade(bid))...)
	}
	return ev
}

// initiativeDRM is the scenario's modifier for side (rule
// initiative-drm-SIDE; else its overall commander's init=), only while
// that commander is on the map (4.3).
func (s *State) initiativeDRM(side adjudicator.Side) int {
	drm, ok := s.w.drm[side]
	for _, l := range s.w.leaders {
		if l.Side != side || l.Role != "oc" {
			continue
		}
		if _, on := s.leaderHex(l.ID); !on {
			return 0
		}
		if !ok {
			drm = l.Init
		}
	}
	return drm
}

// activationStep moves the Activation Phase on without a decision where
// the rules need none: a player with no corps he may select passes
// (4.52); the phase ends on 4.56. done: the phase is over.
func (s *State) activationStep(r dice.Roller) (done bool, ev []adjudicator.Event) {
	for {
		if s.Act.Corps != "" {
			s.settleCounter()
			s.settlePreAttack()
			ev = append(ev, s.settlePreFire(r)...)
			if ev = append(ev, s.settleCavalry(r)...); s.currentBrigade() != nil || len(s.Act.Cavalry) > 0 || s.Act.Counter != nil || s.Act.PreAttack != nil || s.Act.PreFire != nil || s.massedOpen() {
				return false, ev
			}
			if _, _, wait := s.needsReaction(); wait {
				return false, ev
			}
			if target, ids, ok := s.nextAttack(); ok {
				ev = append(ev, s.battle(r, target, ids)...)
				s.dropAttack(target)
				continue
			}
			ev = append(ev, s.endCorpsActivation()...)
			continue
		}
		if ActivationsOver(s.Act.Passes, true) || s.allFinished() {
			return true, ev
		}
		if len(s.selectable(s.Act.Player)) > 0 {
			return false, ev
		}
		ev = append(ev, s.pass(fmt.Sprintf("%s has no corps it may activate: it passes (4.52, 4.55)", s.Act.Player))...)
	}
}

// allFinished is 4.56 2): every command of both sides Finished.
func (s *State) allFinished() bool {
	for _, side := range s.w.sides {
		if len(s.selectable(side)) > 0 {
			return false
		}
	}
	return true
}

// choice is one corps a player may select now and how.
type choice struct {
	Corps    string
	Extended bool
	Roll     bool // a continuity roll decides (4.51, 4.53, 4.54, 9.21)
	Repeat   bool // the last eligible corps again (4.53)
}

// activations is how many normal and in all (with the Extended) a corps
// may have this turn (4.43, 4.44, 9.21).
func (s *State) activations(c *corpsState) (normal, all int) {
	return Activations(s.w.weather[s.Turn], c.Demoralized)
}

// hasForces: a corps with a brigade that may act (4.61, 5.6).
func (s *State) hasForces(c *corpsInfo) bool {
	for _, bid := range c.Brigades {
		if s.mayAct(s.w.brigade(bid)) {
			return true
		}
	}
	return false
}

// selectable lists the corps side may activate now, in scenario order.
func (s *State) selectable(side adjudicator.Side) []choice {
	var eligible []string
	for _, ci := range s.w.corps {
		c := s.corps(ci.ID)
		if ci.Side != side || c.Finished || !s.hasForces(ci) {
			continue
		}
		if n, all := s.activations(c); c.Acts < n || (c.Acts < all && !slices.Contains(s.Act.Extended, side)) {
			eligible = append(eligible, ci.ID)
		}
	}
	var out []choice
	interrupted := s.Act.Player != side || len(s.Act.Passes) > 0
	for _, id := range eligible {
		c := s.corps(id)
		ok, repeat := MaySelect(id, s.Act.Last, interrupted, eligible)
		if !ok {
			continue
		}
		n, _ := s.activations(c)
		ext := c.Acts >= n
		free := s.Act.Free && s.Act.Player == side
		out = append(out, choice{Corps: id, Extended: ext, Repeat: repeat,
			Roll: !free || MustRoll(ext, c.Demoralized, repeat)})
	}
	return out
}

// whyNot is the rule that bars corps id from being selected by side now;
// forNow: only until another corps has gone (4.53).
func (s *State) whyNot(side adjudicator.Side, id string) (why string, forNow bool) {
	ci := s.w.corpsOf(id)
	c := s.corps(id)
	switch {
	case ci == nil || ci.Side != side:
		return fmt.Sprintf("%s is not a corps of %s (2.41)", id, side), false
	case c.Withdrawn:
		return fmt.Sprintf("%s has withdrawn from the battle (9.21, Corps Withdrawal in Rain)", id), false
	case c.Finished:
		return fmt.Sprintf("%s is Finished for this turn (4.54, 4.56)", id), false
	case !s.hasForces(ci):
		return fmt.Sprintf("%s has no brigade that may act: In Reserve, off the map or eliminated (4.61, 5.6)", id), false
	}
	n, all := s.activations(c)
	switch {
	case c.Acts >= all:
		return fmt.Sprintf("%s has had its %d activations this turn (4.43, 4.44)", id, c.Acts), false
	case c.Acts >= n && slices.Contains(s.Act.Extended, side):
		return fmt.Sprintf("%s already attempted its one Extended Activation this turn (4.54)", side), false
	case id == s.Act.Last:
		return fmt.Sprintf("%s just activated: no corps twice in a row (4.53)", id), true
	}
	return "", false
}

// pass is 4.52 and 4.56: the player passes (or failed his roll); the
// opponent gets a Free Activation.
func (s *State) pass(text string) []adjudicator.Event {
	s.Act.Passes = append(s.Act.Passes, Pass{Allied: s.w.allied(s.Act.Player)})
	return s.handOver(text)
}

func (s *State) handOver(text string) []adjudicator.Event {
	s.Act.Player = s.w.other(s.Act.Player)
	s.Act.Free, s.Act.InRow, s.Act.Resume = true, 0, ""
	return []adjudicator.Event{event("pass", text)}
}

// selectCorps answers B2/B3: activate (or extend) corps id, rolling for
// continuity where the rules say so (4.51-4.55).
func (s *State) selectCorps(r dice.Roller, id string, extended bool) ([]adjudicator.Event, error) {
	side := s.Act.Player
	var ch *choice
	for _, c := range s.selectable(side) {
		if c.Corps == id {
			ch = &c
			break
		}
	}
	if ch == nil {
		why, _ := s.whyNot(side, id)
		if why == "" {
			why = fmt.Sprintf("%s may not be selected now (4.5)", id)
		}
		return nil, fmt.Errorf("%s", why)
	}
	switch {
	case extended && !ch.Extended:
		return nil, fmt.Errorf("%s has a normal activation left: write `activate %s` (4.43)", id, id)
	case !extended && ch.Extended:
		return nil, fmt.Errorf("%s has had its normal activations: its next is Extended, write `extend %s` (4.43, 4.54)", id, id)
	}
	ci, c := s.w.corpsOf(id), s.corps(id)
	if ch.Extended {
		s.Act.Extended = append(s.Act.Extended, side)
	}
	noAttack := false
	var ev []adjudicator.Event
	switch {
	case s.opponentDone(side) && !ch.Extended:
		if !s.Act.OneSide {
			s.Act.OneSide = true
			ev = append(ev, event("one-side", fmt.Sprintf("%s has activated every corps: %s gets a Free Activation (4.55)", s.w.other(side), id)))
			break
		}
		roll, res := OneSideFinished(r, id, ci.Continuity, false)
		noAttack = res == NoAttackActivation
		ev = append(ev, event("continuity", fmt.Sprintf("%s rolls %d against Continuity %d: %s (4.55)", id, roll, ci.Continuity,
			map[bool]string{true: "activated, may fire but not attack", false: "activated"}[noAttack])))
	case ch.Roll:
		roll, ok := ContinuityRoll(r, id, ci.Continuity)
		text := fmt.Sprintf("%s rolls %d against Continuity %d", id, roll, ci.Continuity)
		if !ok {
			if FailureUsesActivation(c.Demoralized) {
				c.Acts++
			}
			if ch.Extended || ch.Repeat {
				c.Finished = true
				text += ": failed, the corps is Finished (4.53, 4.54)"
			} else {
				text += ": failed, play passes (4.51)"
			}
			s.Act.Passes = append(s.Act.Passes, Pass{Allied: s.w.allied(side), Failed: true})
			return append(ev, s.handOver(text)...), nil
		}
		ev = append(ev, event("continuity", text+": activated (4.51)"))
	}
	return append(ev, s.startCorps(id, ch.Extended, noAttack)...), nil
}

// opponentDone: side's opponent has no corps left to activate (4.55).
func (s *State) opponentDone(side adjudicator.Side) bool {
	other := s.w.other(side)
	for _, ci := range s.w.corps {
		if ci.Side != other || !s.hasForces(ci) {
			continue
		}
		c := s.corps(ci.ID)
		if n, _ := s.activations(c); !c.Finished && c.Acts < n {
			return false
		}
	}
	return true
}

// startCorps begins B2 for corps id: all its brigades act, one after the
// other (3.0 B2, 4.4).
func (s *State) startCorps(id string, ext, noAttack bool) []adjudicator.Event {
	c := s.corps(id)
	c.Acts++
	if s.Act.Last != "" && s.w.corpsOf(s.Act.Last).Side == s.Act.Player && len(s.Act.Passes) == 0 && s.Act.InRow > 0 {
		s.Act.InRow++
	} else {
		s.Act.InRow = 1
	}
	s.Act.Passes = nil
	s.Act.Corps, s.Act.Ext, s.Act.NoAttack, s.Act.Brigade, s.Act.Last = id, ext, noAttack, -1, id
	kind := "activation"
	if ext {
		kind = "Extended Activation (4.43)"
	}
	ev := []adjudicator.Event{event("activate", fmt.Sprintf("%s: %s %d of turn %d (3.0 B2, 4.4)", id, kind, c.Acts, s.Turn))}
	if s.Act.Massed != nil {
		return append(ev, s.startMassed()...)
	}
	return append(ev, s.nextBrigade()...)
}

// nextBrigade goes on to the corps' next brigade that has a unit able to
// act, fixing its orders status (4.13, 4.22) and its units In Command at
// the start (7.4).
func (s *State) nextBrigade() []adjudicator.Event {
	ci := s.w.corpsOf(s.Act.Corps)
	b := s.board()
	for s.Act.Brigade++; s.Act.Brigade < len(ci.Brigades); s.Act.Brigade++ {
		bi := s.w.brigade(ci.Brigades[s.Act.Brigade])
		if !s.mayAct(bi) {
			continue
		}
		bs := s.brigade(bi.ID)
		under := b.underOrders(bi)
		if bs.Orders != "failed" && !(bs.Orders == "under" && bs.Rolled) {
			bs.Orders = "without"
			if under {
				bs.Orders = "under"
			}
		}
		bs.Start = b.inCommand(bi, bs.Orders == "under")
		status := "Without"
		if bs.Orders == "under" {
			status = "Under"
		}
		return []adjudicator.Event{event("brigade", fmt.Sprintf("%s acts, %s Orders (4.22)", bi.ID, status))}
	}
	return nil
}

// mayAct: a brigade with a unit on the map out of Reserve, or one that may
// enter (4.61, 5.6).
func (s *State) mayAct(bi *brigadeInfo) bool {
	for _, id := range bi.Units {
		u := s.unit(id)
		if (u.onMap() && !u.Reserve) || (!u.Out && u.Hex.empty() && u.Arrive > 0 && int(u.Arrive) <= s.Turn) {
			return true
		}
	}
	return false
}

// currentBrigade is the brigade acting, nil when the corps is through.
func (s *State) currentBrigade() *brigadeInfo {
	ci := s.w.corpsOf(s.Act.Corps)
	if ci == nil || s.Act.Brigade < 0 || s.Act.Brigade >= len(ci.Brigades) {
		return nil
	}
	return s.w.brigade(ci.Brigades[s.Act.Brigade])
}

// endCorpsActivation, its attacks resolved, hands play on: the same player to B3, or, after
// two segments in a row, his opponent to a Free Activation (4.53).
func (s *State) endCorpsActivation() []adjudicator.Event {
	var ev []adjudicator.Event
	for i := range s.Units {
		s.Units[i].Moved, s.Units[i].Fired, s.Units[i].Acted = false, false, false
	}
	for i := range s.Leaders {
		s.Leaders[i].Moved = false
	}
	id := s.Act.Corps
	c := s.corps(id)
	if _, all := s.activations(c); c.Acts >= all {
		c.Finished = true
	}
	s.Act.Corps, s.Act.Ext, s.Act.NoAttack, s.Act.Attacks, s.Act.CounterFired, s.Act.PreFired = "", false, false, nil, nil, nil
	s.Act.Sheltered, s.Act.Massed = nil, nil
	ev = append(ev, event("corps-done", fmt.Sprintf("%s has finished its activation (3.0 B2)", id)))
	switch {
	case s.Act.Resume != "" && s.Act.Resume != s.Act.Player:
		resume := s.Act.Resume
		s.Act.Player, s.Act.Free, s.Act.Resume, s.Act.InRow = resume, false, "", 0
		ev = append(ev, event("resume", fmt.Sprintf("%s may resume his Continuity Rolls (4.53)", resume)))
	case ConsecutiveOwed(s.Act.InRow):
		first := s.Act.Player
		ev = append(ev, s.handOver(fmt.Sprintf("%s had two activation segments in a row: %s gets a Free Activation (4.53)", first, s.w.other(first)))...)
		s.Act.Resume = first
	default:
		s.Act.Free = false
	}
	return ev
}
