package custoza

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// nonActivated is the Non Activated Formations Phase (3·3): "In Command
// units of Non Activated Formations can Recover Status Levels and/or from
// Exhaustion (see 13.6). They must execute Withdrawal (see 12.0) if they
// are in a ZoR. The Initiative Player's units move second."
func (s *State) nonActivated(r dice.Roller) {
	for _, side := range []adjudicator.Side{s.b.enemy(s.Initiative), s.Initiative} {
		var ids []string
		for _, f := range s.Forms {
			fs := s.b.forms[f.ID]
			if fs.Side != side || f.Activated {
				continue
			}
			for _, id := range fs.units {
				u := s.unit(id)
				u.Spent, u.Moved = 0, false
				if u.On && u.Gone == "" && !u.OOC {
					ids = append(ids, id)
				}
			}
		}
		s.Withdraw = s.mustWithdraw(ids)
		s.withdrawAll(r)
		s.recover(ids, combat.NonActivated, r)
	}
}

// mustWithdraw lists the first unit of each Force among ids that stands
// in an enemy ZoR.
func (s *State) mustWithdraw(ids []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, id := range ids {
		u := s.unit(id)
		key := fmt.Sprintf("%s %s", u.Hex, u.p.Type)
		if seen[key] || u.isGarrison() || !s.inEZoR(u.p.Side, u.Hex) {
			continue
		}
		seen[key] = true
		out = append(out, id)
	}
	return out
}

// withdrawAll carries out the withdrawals listed (12.1), in order.
func (s *State) withdrawAll(r dice.Roller) {
	for _, id := range s.Withdraw {
		u := s.unit(id)
		if u.Gone != "" || !u.On || !s.inEZoR(u.p.Side, u.Hex) {
			continue
		}
		var force []*Unit
		for _, f := range s.forceOf(u.p.Side, u.Hex, u.p.Type) {
			if contains(s.Withdraw, f.ID) || sameGroup(f, u) {
				force = append(force, f)
			}
		}
		s.withdraw(force, r)
	}
	s.Withdraw = nil
}

// sameGroup: units of one formation's phase withdraw together.
func sameGroup(a, b *Unit) bool { return a.p.Formation == b.p.Formation && a.OOC == b.OOC }

// startOOC opens the Out of Command Units Phase for s.Side (3·4, 4.1.1):
// its out of command units in an enemy ZoR "must execute Withdrawal"
// first; the others may move, each "to shorten the distance in hexes ...
// between them and their Formation Commander".
func (s *State) startOOC(r dice.Roller) {
	var ids []string
	for _, u := range s.Units {
		if u.p.Side == s.Side && u.OOC && u.On && u.Gone == "" {
			u.Spent, u.Moved, u.Acted = 0, false, false
			ids = append(ids, u.ID)
		}
	}
	s.Withdraw = s.mustWithdraw(ids)
	s.withdrawAll(r)
}

// oocMovers lists side's out of command units that may still move.
func (s *State) oocMovers(side adjudicator.Side) []*Unit {
	var out []*Unit
	for _, u := range s.Units {
		if u.p.Side == side && u.OOC && u.On && u.Gone == "" && !u.Acted && !s.inEZoR(side, u.Hex) && (s.commanderOf(u) != nil || u.p.Reserve) {
			out = append(out, u)
		}
	}
	return out
}

func (s *State) commanderOf(u *Unit) *Unit {
	f := s.b.forms[u.p.Formation]
	if f == nil {
		return nil
	}
	c := s.unit(f.Commander)
	if c == nil || !c.On || c.Gone != "" {
		return nil
	}
	return c
}

// oocMoveRefused is 4.1.1: an out of command unit that moves "can only
// move to shorten the distance in hexes, at the end of their movement,
// between them and their Formation Commander".
//
// A Reserve unit with no Formation Commander on the map (4.3: it "can
// move during the Out of Command Movement phase") has nobody to move
// closer to: it moves freely.
func (s *State) oocMoveRefused(force []*Unit, dest hexmap.Hex) string {
	c := s.commanderOf(force[0])
	if c == nil && force[0].p.Reserve {
		return ""
	}
	if c == nil {
		return "its Formation Commander is not on the map: it cannot move closer to him (4.1.1)"
	}
	if s.b.grid.Distance(dest, c.Hex) >= s.b.grid.Distance(force[0].Hex, c.Hex) {
		return fmt.Sprintf("it must end closer to %s in %s than it starts (4.1.1)", c.p.Name, c.Hex)
	}
	return ""
}

// endOOC closes one side's Out of Command phase: recovery (13.6.2), then
// the other side's, then the end of the turn.
func (s *State) endOOC(r dice.Roller) {
	var ids []string
	for _, u := range s.Units {
		if u.p.Side == s.Side && u.OOC && u.On && u.Gone == "" {
			ids = append(ids, u.ID)
		}
	}
	s.recover(ids, combat.OutOfCommand, r)
	if s.Side == s.b.enemy(s.Initiative) {
		s.Side = s.Initiative
		s.startOOC(r)
		return
	}
	s.endPhase(stOOC, r)
}

// recover is 13.6 for the units listed: 13.6.1 at the end of an
// activation, 13.6.2 in the Non Activated and Out of Command phases.
// Cavalry exhausted before this phase that did not move recovers from
// exhaustion instead of status levels (13.6.1; 9.6.1 read as "at the end
// of the first later phase in which it could move and did not").
func (s *State) recover(ids []string, phase combat.RecoveryPhase, r dice.Roller) {
	var lines []string
	for _, id := range ids {
		u := s.unit(id)
		if u.Gone != "" || !u.On || u.p.commander() || u.isGarrison() {
			continue
		}
		in := combat.RecoveryInput{Edition: s.b.ed, Phase: phase, Unit: u.cu(), Acted: u.Acted, Moved: u.Moved,
			MPUsed: int(u.Spent / hexmap.MPs(1)), MA: u.p.MA, InEZoR: s.inEZoR(u.p.Side, u.Hex),
			Exhausted: u.Exhausted != 0, RestoreExhaustion: u.Exhausted != 0 && u.Exhausted < s.Phase && !u.Moved,
			NoDisorganizedRecovery: s.b.terrainOf(u.Hex) == "tione" || s.b.terrainOf(u.Hex) == "tione-bridge" || s.b.terrainOf(u.Hex) == "mincio-bridge"}
		if s.b.rev >= 2 {
			// 13.6.1–2 "half MA, or less": 3½ MP of 6 is more than half
			// (revision 1 truncated the MP spent to 3).
			in.Exact, in.HalfOrLess, in.Spent = true, u.Spent*2 <= hexmap.MPs(u.p.MA), u.Spent.String()
		}
		rec := combat.Recover(in)
		if rec.ClearExhaustion {
			u.Exhausted = 0
			lines = append(lines, fmt.Sprintf("%s recovers from exhaustion", s.refUnit(u)))
		}
		if rec.Levels > 0 && rec.After != u.Status && s.advanced() && s.collapsedUnit(u) {
			rec.After = s.collapsedRecovery(u, rec.After, r)
		}
		if rec.Levels > 0 && rec.After != u.Status {
			u.Status = rec.After
			lines = append(lines, fmt.Sprintf("%s recovers to %s", s.refUnit(u), u.Status))
		}
	}
	if len(lines) > 0 {
		rule := s.ruleCited("13.6.1", "13.3")
		if phase != combat.EndOfActivation {
			rule = s.ruleCited("13.6.2", "13.3.1")
		}
		s.event(adjudicator.Event{Code: "recovery", Text: fmt.Sprintf("recovery (%s): %s", rule, joinWords(lines))})
	}
}
