package risorgimento

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// checkLeaderMove checks a leader's move along a path in Leader MP
// (4.12 counts range in them; the leader's printed MA) without moving
// him: a brigadier with his brigade, a corps commander only in the Move
// Corps Commanders Segment (4.23). It returns the hex he ends in.
func (s *State) checkLeaderMove(b *board, o order, allowed, who string) (hexmap.Hex, error) {
	var from hexmap.Hex
	if o.ID != allowed {
		return from, fmt.Errorf("%s may not move now: only %s (4.23)", o.ID, who)
	}
	l := s.leader(o.ID)
	li := s.w.leaders[s.w.leaderIndex(o.ID)]
	switch {
	case l.Moved:
		return from, fmt.Errorf("%s has already moved (5.3)", o.ID)
	case l.Finished:
		return from, fmt.Errorf("%s is Finished for the turn: none of his game functions until the next (8.4)", o.ID)
	case l.Hex.empty() && (l.Arrive == 0 || l.Arrive > s.Turn):
		return from, fmt.Errorf("%s is not on the map and may not enter now (5.6)", o.ID)
	}
	first := 0
	if l.Hex.empty() {
		if !l.Entry.is(o.Path[0].String()) {
			return from, fmt.Errorf("%s enters at %s, his entry hex (5.6)", o.ID, l.Entry)
		}
		from, first = o.Path[0], 1
	} else {
		from, _ = l.Hex.hex()
	}
	left := hexmap.MPs(li.MA)
	for k := first; k < len(o.Path); k++ {
		to := o.Path[k]
		if !s.w.m.Grid.Adjacent(from, to) {
			return from, fmt.Errorf("%s is not next to %s: a move goes hex by hex (5.3)", to, from)
		}
		if b.enemyAt(li.Side, to) {
			return from, fmt.Errorf("%s may not enter %s, held by the enemy (5.42)", o.ID, to)
		}
		c := EntryCost(s.w.m, s.w.t, ClassLeader, from, to).Total()
		if err := CanEnter(c, left, k == first && !l.Hex.empty()); err != nil {
			return from, fmt.Errorf("%s into %s: %v", o.ID, to, err)
		}
		left -= c
		from = to
	}
	return from, nil
}

// moveLeader moves a leader (checkLeaderMove).
func (s *State) moveLeader(o order, allowed, who string) ([]adjudicator.Event, error) {
	to, err := s.checkLeaderMove(s.board(), o, allowed, who)
	if err != nil {
		return nil, err
	}
	l := s.leader(o.ID)
	l.Hex, l.Moved = hexText(to), true
	return []adjudicator.Event{event("leader-move", fmt.Sprintf("%s moves to %s (4.12, 4.23)", o.ID, to))}, nil
}

// recovery is C1 (8.52, 8.53): each unit In Reserve removes its Disorder
// and two Hits, never the first.
func (s *State) recovery() []adjudicator.Event {
	var ev []adjudicator.Event
	for i := range s.Units {
		u := &s.Units[i]
		if !u.onMap() || !u.Reserve || (!u.Disorder && u.Hits <= 1) {
			continue
		}
		r := Recover(s.rules(i))
		u.Disorder, u.Hits = r.Disorder, int32(r.Hits)
		ev = append(ev, event("recovery", fmt.Sprintf("%s recovers: %d Hit(s), not Disordered (8.52)", u.ID, u.Hits)))
	}
	return ev
}

// placeReserve is B1 (4.6): every In Command unit of the brigade goes
// into Reserve.
func (s *State) placeReserve(side adjudicator.Side, id string) ([]adjudicator.Event, error) {
	if why := s.reserveBar(s.board(), side, id); why != "" {
		return nil, fmt.Errorf("%s", why)
	}
	bi := s.w.brigade(id)
	in := s.board().inCommand(bi, true)
	units := make([]Unit, len(in))
	for k, uid := range in {
		units[k] = s.rules(s.w.unitIndex(uid))
	}
	for k, u := range PlaceInReserve(units, slices.Repeat([]bool{true}, len(in))) {
		s.unit(in[k]).Reserve = u.Reserve
	}
	return []adjudicator.Event{event("reserve", fmt.Sprintf("%s goes into Reserve with %d unit(s) In Command (4.6)", id, len(in)))}, nil
}

// reserveBar is why side may not place brigade id in Reserve now, "" if
// it may: a brigade of its own with a unit on the map not yet in Reserve
// and In Command ("eligible" is not defined: D19, read so).
func (s *State) reserveBar(b *board, side adjudicator.Side, id string) string {
	bi := s.w.brigade(id)
	if bi == nil || s.w.corpsOf(bi.Corps).Side != side {
		return fmt.Sprintf("%s is not a brigade of %s (4.6)", id, side)
	}
	for _, uid := range b.inCommand(bi, true) {
		if !s.unit(uid).Reserve {
			return ""
		}
	}
	return fmt.Sprintf("%s has no unit In Command out of Reserve to place (4.6)", id)
}

// inReserve: a brigade with a unit In Reserve.
func (s *State) inReserve(side adjudicator.Side, id string) bool {
	bi := s.w.brigade(id)
	if bi == nil || s.w.corpsOf(bi.Corps).Side != side {
		return false
	}
	for _, uid := range bi.Units {
		if u := s.unit(uid); u.onMap() && u.Reserve {
			return true
		}
	}
	return false
}

// release is C2 (4.6): the brigade comes out of Reserve.
func (s *State) release(side adjudicator.Side, id string) ([]adjudicator.Event, error) {
	if !s.inReserve(side, id) {
		return nil, fmt.Errorf("%s is not a brigade of %s In Reserve (4.6)", id, side)
	}
	for _, uid := range s.w.brigade(id).Units {
		s.unit(uid).Reserve = false
	}
	return []adjudicator.Event{event("release", fmt.Sprintf("%s comes out of Reserve (4.6)", id))}, nil
}

// demoralization is C4 (9.1, 9.2): brigades Hors de Combat are marked or
// cleared (9.12); each corps with one rolls, and is Demoralized for good
// at 7 or more (9.22); in Rain, Demoralized corps may withdraw (9.21,
// corpswithdrawal.go).
func (s *State) demoralization(r dice.Roller) []adjudicator.Event {
	var ev []adjudicator.Event
	hdc := map[string]int{}
	for _, bi := range s.w.brigades {
		if c := s.corps(bi.Corps); c != nil && c.Withdrawn {
			continue // off the map for good (9.21 stand-in)
		}
		var us []Unit
		for _, id := range bi.Units {
			if u := s.unit(id); !u.Hex.empty() || u.Out {
				us = append(us, s.rules(s.w.unitIndex(id)))
			}
		}
		bs := s.brigade(bi.ID)
		was := bs.HDC
		bs.HDC = len(us) > 0 && HorsDeCombat(us, bi.Piedmont)
		if bs.HDC {
			hdc[bi.Corps]++
		}
		if bs.HDC != was {
			ev = append(ev, event("hdc", fmt.Sprintf("%s is %s (9.1, 9.12)", bi.ID, map[bool]string{true: "Hors de Combat", false: "no longer Hors de Combat"}[bs.HDC])))
		}
	}
	for _, ci := range s.w.corps {
		c := s.corps(ci.ID)
		if c.Demoralized || hdc[ci.ID] == 0 {
			continue
		}
		roll, adj, dem := DemoralizationRoll(r, ci.ID, hdc[ci.ID], ci.Continuity, DemoralizationLevel)
		c.Demoralized = dem
		ev = append(ev, event("demoralization", fmt.Sprintf("%s: %d + %d brigade(s) Hors de Combat - Continuity %d = %d: %s (9.2)",
			ci.ID, roll, hdc[ci.ID], ci.Continuity, adj, map[bool]string{true: "Demoralized", false: "holds"}[dem])))
	}
	return append(ev, s.corpsWithdrawal(r, hdc)...)
}

// endTurn is 3.0 C5: objectives change hands by occupation, then a new
// turn, or the end of the game after the last.
func (s *State) endTurn() []adjudicator.Event {
	b := s.board()
	for k, o := range s.w.sc.Objectives {
		for _, h := range o.Hexes {
			if side := b.owner(h); side != "" {
				s.Control[k] = side
			}
		}
	}
	if s.Turn >= s.w.turns {
		s.Over = s.victory()
		return []adjudicator.Event{event("game-over", s.Over.Text)}
	}
	s.Turn++
	s.enter(sequence[0].ID)
	return nil
}
