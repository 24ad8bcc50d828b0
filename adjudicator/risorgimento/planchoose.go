package risorgimento

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// The planner's choices for a brigade's turn (3.0 B2): rally what may
// (8.51), attack (7.4) or charge (7.5) an adjacent enemy, fire on one in
// range (7.1, 7.3), march each unit on its goal (plangoal.go) by a path
// the rules allow (5.0-5.4), the brigadier after his units (4.12), then done.

// maxMarch bounds a planned path (no unit has more MP than this).
const maxMarch = 14

// choose is the brigade's next line at decision d; "done" when it has
// nothing left to do.
func (p *planner) choose(d adjudicator.Decision) string {
	if p.tried == nil {
		p.tried = map[string]bool{}
	}
	s := p.S
	bi := s.currentBrigade()
	if bi == nil || d.Kind != "brigade" {
		return "done"
	}
	opts := d.Options
	if len(opts) == 0 {
		if full := s.Pending(); len(full) > 0 {
			opts = full[0].Options
		}
	}
	if bs := s.brigade(bi.ID); bs.Orders == "without" && !bs.Rolled && !p.tried["orders"] && slices.Contains(opts, "orders") && p.engaged(bi) {
		p.tried["orders"] = true
		return "orders" // 4.13: roll to come Under Orders, so as to attack (a failure only Rallies)
	}
	verbs := []string{"rally", "attack", "charge", "fire"}
	if p.rng.IntN(3) == 0 { // now and then fire before attacking
		verbs = []string{"rally", "fire", "attack", "charge"}
	}
	for _, verb := range verbs {
		if c := p.pickOption(opts, verb); c != "" {
			if verb == "attack" {
				c = p.withContinue(c)
			}
			return c
		}
	}
	if c := p.march(bi); c != "" {
		return c
	}
	return "done"
}

// pickOption is, at random, one of opts with verb for a unit that has had
// no such line this turn, "" if none.
func (p *planner) pickOption(opts []string, verb string) string {
	var cands []string
	for _, o := range opts {
		f := strings.Fields(o)
		if len(f) >= 2 && f[0] == verb && !p.tried[o] && !p.tried[verb+" "+f[1]] {
			cands = append(cands, o)
		}
	}
	if len(cands) == 0 {
		return ""
	}
	c := cands[p.rng.IntN(len(cands))]
	p.tried[c], p.tried[verb+" "+strings.Fields(c)[1]] = true, true
	return c
}

// march is a move for the first unit of bi (then its brigadier) that has
// not moved and stands off the enemy: toward its goal (plangoal.go), as
// far as the rules allow.
func (p *planner) march(bi *brigadeInfo) string {
	s := p.S
	b := s.board()
	for _, id := range bi.Units {
		key := "move " + id
		if p.tried[key] {
			continue
		}
		p.tried[key] = true
		i := s.w.unitIndex(id)
		u := &s.Units[i]
		if u.Out || u.Moved || u.Fired || u.Acted {
			continue
		}
		var path []hexmap.Hex
		var from hexmap.Hex
		switch {
		case u.onMap():
			if adj, _ := b.adjacentEnemy(s.sideOf(i), u.hex()); adj {
				continue
			}
			from = u.hex()
		case u.Arrive > 0 && int(u.Arrive) <= s.Turn:
			h, err := u.Entry.hex()
			if err != nil || s.checkMove(b, bi, i, []hexmap.Hex{h}) != nil {
				continue
			}
			from, path = h, []hexmap.Hex{h}
		default:
			continue
		}
		target, stay, ok := p.marchGoal(b, bi.Corps, from)
		if !ok || stay && len(path) == 0 {
			continue
		}
		ru := s.rules(i)
		path = p.descend(from, target, ClassOf(ru), hexmap.MPs(MovementAllowance(ru, ru.SM, false)), 1, path, func(try []hexmap.Hex) bool { return s.checkMove(b, bi, i, try) == nil })
		if len(path) > 0 {
			return "move " + id + " " + pathText(path)
		}
	}
	return p.brigadierMove(bi, b)
}

// brigadierMove takes the brigadier to his unit farthest from him, so his
// brigade stays in his range (4.12), "" when he need not move.
func (p *planner) brigadierMove(bi *brigadeInfo, b *board) string {
	s := p.S
	key := "move " + bi.Leader
	if bi.Leader == "" || p.tried[key] {
		return ""
	}
	p.tried[key] = true
	l := s.leader(bi.Leader)
	if l == nil || l.Hex.empty() || l.Moved {
		return ""
	}
	from, _ := l.Hex.hex()
	g := s.w.m.Grid
	far, best := from, 1
	for _, id := range bi.Units {
		if u := s.unit(id); u.onMap() && g.Distance(from, u.hex()) > best {
			far, best = u.hex(), g.Distance(from, u.hex())
		}
	}
	if far == from {
		return ""
	}
	path := p.greedy(from, far, 0, nil, func(try []hexmap.Hex) bool {
		_, err := s.checkLeaderMove(b, order{Verb: "move", ID: bi.Leader, Path: try}, bi.Leader, "the acting brigade's brigadier (4.12)")
		return err == nil
	})
	if len(path) == 0 {
		return ""
	}
	return "move " + bi.Leader + " " + pathText(path)
}

// greedy extends path from from, hex by hex, to the neighbour nearest
// target that ok accepts, until it is within stop of target.
func (p *planner) greedy(from, target hexmap.Hex, stop int, path []hexmap.Hex, ok func([]hexmap.Hex) bool) []hexmap.Hex {
	g := p.S.w.m.Grid
	cur := from
	for len(path) < maxMarch && g.Distance(cur, target) > stop {
		next, found := cur, false
		for _, n := range g.Neighbors(cur) {
			if g.Distance(n, target) >= g.Distance(cur, target) || (found && g.Distance(n, target) >= g.Distance(next, target)) {
				continue
			}
			try := append(append([]hexmap.Hex(nil), path...), n)
			if ok(try) {
				next, found = n, true
			}
		}
		if !found {
			break
		}
		path, cur = append(path, next), next
	}
	return path
}

// nearestEnemy is the enemy unit on the map nearest from, ties to the
// first in the board's unit order.
func (p *planner) nearestEnemy(b *board, from hexmap.Hex) (hexmap.Hex, bool) {
	s := p.S
	g := s.w.m.Grid
	var best hexmap.Hex
	dist := -1
	for i := range s.Units {
		if !s.Units[i].onMap() || s.sideOf(i) == p.me {
			continue
		}
		if d := g.Distance(from, s.Units[i].hex()); dist < 0 || d < dist {
			best, dist = s.Units[i].hex(), d
		}
	}
	return best, dist >= 0
}

// corpsDistance is how near corps ci stands to the enemy: the least
// distance from one of its units on the map (or entering) to an enemy
// unit.
func (p *planner) corpsDistance(ci *corpsInfo) int {
	s := p.S
	b := s.board()
	best := 1 << 20
	for _, bid := range ci.Brigades {
		for _, id := range s.w.brigade(bid).Units {
			u := s.unit(id)
			at := u.Entry
			if u.onMap() {
				at = u.Hex
			} else if u.Out || u.Arrive == 0 || int(u.Arrive) > s.Turn {
				continue
			}
			h, err := at.hex()
			if err != nil {
				continue
			}
			if e, ok := p.nearestEnemy(b, h); ok {
				best = min(best, s.w.m.Grid.Distance(h, e))
			}
		}
	}
	return best
}

func pathText(hs []hexmap.Hex) string {
	out := make([]string, len(hs))
	for i, h := range hs {
		out[i] = fmt.Sprint(h)
	}
	return strings.Join(out, " ")
}

// engaged: a unit of bi stands next to an enemy combat unit.
func (p *planner) engaged(bi *brigadeInfo) bool {
	b := p.S.board()
	for _, id := range bi.Units {
		i := p.S.w.unitIndex(id)
		if u := &p.S.Units[i]; u.onMap() {
			if adj, _ := b.adjacentEnemy(p.S.sideOf(i), u.hex()); adj {
				return true
			}
		}
	}
	return false
}

// withContinue adds to attack line c the hex of a Continued Attack
// (7.47, revision 2): the first enemy-held hex next to the battle hex.
func (p *planner) withContinue(c string) string {
	s := p.S
	f := strings.Fields(c)
	if s.rev() < continuedRevision || len(f) != 3 {
		return c
	}
	target, err := hexmap.ParseHex(f[2])
	i := s.w.unitIndex(f[1])
	if err != nil || i < 0 {
		return c
	}
	b := s.board()
	for _, n := range s.w.m.Grid.Neighbors(target) {
		if b.enemyAt(s.sideOf(i), n) && (!s.Units[i].onMap() || n != s.Units[i].hex()) {
			return c + " then " + n.String()
		}
	}
	return c
}
