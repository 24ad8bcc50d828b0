package risorgimento

import (
	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// board is the position at one moment, for the rule functions: who
// stands where, and each side's ZOC, worked out when first asked. Asked
// for where needed and never kept on the state (read methods write
// nothing the state holds); its stacks and ZOCs come from the world's
// position cache (positioncache.go), shared and read only.
type board struct {
	s      *State
	stacks *stacks                     // who stands where (on)
	zoc    map[adjudicator.Side][]bool // by Grid.Index; a ZOC never leaves the map (Grid.Neighbor); read only
}

func (s *State) board() *board {
	st := s.w.positions.stacksOf(s)
	return &board{s: s, stacks: st}
}

// zocOf is the hexes side's units control (6.2), by Grid.Index.
func (b *board) zocOf(side adjudicator.Side) []bool {
	if z, ok := b.zoc[side]; ok {
		return z
	}
	var z []bool
	if b.stacks.mixed {
		z = b.workZOC(side)
	} else {
		z = b.s.w.positions.zocOf(b, side)
	}
	if b.zoc == nil {
		b.zoc = map[adjudicator.Side][]bool{}
	}
	b.zoc[side] = z
	return z
}

// workZOC works zocOf out.
func (b *board) workZOC(side adjudicator.Side) []bool {
	g := b.s.w.m.Grid
	z := make([]bool, g.Len())
	for h, is := range b.stacks.all {
		if b.s.sideOf(is[0]) != side {
			continue
		}
		for _, zh := range ZOC(b.s.w.m, b.stack(h)) {
			if i, ok := g.Index(zh); ok {
				z[i] = true
			}
		}
	}
	return z
}

// on is the unit indexes at h, top first (5.44); read only.
func (b *board) on(h hexmap.Hex) []int { return b.stacks.on(h) }

// stack is the units at h as the rules read a stack: top first (5.44).
func (b *board) stack(h hexmap.Hex) Stack {
	st := Stack{Hex: h}
	for _, i := range b.on(h) {
		st.Units = append(st.Units, b.s.rules(i))
	}
	// 6.13: a stacked battery keeps its own facing; the stack's facing,
	// for ZOC and attack effects, is its infantry's (or cavalry's).
	if is := b.on(h); len(is) > 0 {
		face := b.s.Units[is[0]].Face
		for _, i := range is {
			if b.s.w.units[i].Unit.Kind != Artillery {
				face = b.s.Units[i].Face
				break
			}
		}
		d, _ := face.direction()
		st.Facing = hexmap.Facing{Toward: d}
	}
	return st
}

// owner is the side of the units at h, "" if none.
func (b *board) owner(h hexmap.Hex) adjudicator.Side {
	if is := b.on(h); len(is) > 0 {
		return b.s.sideOf(is[0])
	}
	return ""
}

func (b *board) enemyAt(side adjudicator.Side, h hexmap.Hex) bool {
	o := b.owner(h)
	return o != "" && o != side
}

// enemyZOC: h is in the ZOC of side's enemy (6.2).
func (b *board) enemyZOC(side adjudicator.Side, h hexmap.Hex) bool {
	i, ok := b.s.w.m.Grid.Index(h)
	return ok && b.zocOf(b.s.w.other(side))[i]
}

// adjacentEnemy: an enemy combat unit stands next to h; lone says every
// one is artillery without infantry or cavalry (6.31).
func (b *board) adjacentEnemy(side adjudicator.Side, h hexmap.Hex) (adj, lone bool) {
	lone = true
	for _, n := range b.s.w.m.Grid.Neighbors(h) {
		if !b.enemyAt(side, n) {
			continue
		}
		adj = true
		for _, i := range b.on(n) {
			if b.s.w.units[i].Unit.Kind != Artillery {
				lone = false
			}
		}
	}
	return adj, adj && lone
}

// reach is a leader's command range on this board (4.12, 4.21):
// CommandReach, its steps from the world's table (commandCost).
// Kept by the world's cache: read it, never change it.
func (b *board) reach(side adjudicator.Side, from hexmap.Hex, rangeMP int, corps bool) Reach {
	k := rangeKey{side: side, from: from, rangeMP: rangeMP, corps: corps, whole: true}
	return b.s.w.positions.commandRange(b, k, func() rangeAnswer {
		r := Reach{from: true}
		for _, h := range b.s.w.m.Grid.WithinIndexed(from, hexmap.MPs(rangeMP), b.commandCost(side, corps), hexmap.IndexOptions{}) {
			r[h] = true
		}
		return rangeAnswer{whole: r}
	}).whole
}

// reaches is reach(…)[to]: one hex's answer, for the searches that ask
// no other (CommandReaches).
func (b *board) reaches(side adjudicator.Side, from, to hexmap.Hex, rangeMP int, corps bool) bool {
	if to == from {
		return true
	}
	k := rangeKey{side: side, from: from, to: to, rangeMP: rangeMP, corps: corps}
	return b.s.w.positions.commandRange(b, k, func() rangeAnswer {
		_, _, ok := b.s.w.m.Grid.PathToIndexed(from, to, hexmap.MPs(rangeMP), b.commandCost(side, corps), hexmap.IndexOptions{})
		return rangeAnswer{reached: ok}
	}).reached
}

// corpsReaches is corpsReach(c)[to], and false when the corps commander
// is off the map (corpsReach nil).
func (b *board) corpsReaches(c *corpsInfo, to hexmap.Hex) bool {
	at, rng, ok := b.corpsRange(c)
	return ok && b.reaches(c.Side, at, to, rng, true)
}

// leaderHex is where a leader stands; false when off the map.
func (s *State) leaderHex(id string) (hexmap.Hex, bool) {
	l := s.leader(id)
	if l == nil || l.Hex.empty() || l.Finished { // 8.4: a Finished leader serves no game function
		return hexmap.Hex{}, false
	}
	h, err := l.Hex.hex()
	return h, err == nil
}

// corpsReach is the corps commander's range (4.21; the Guard's 4.24); nil
// when he is off the map.
func (b *board) corpsReach(c *corpsInfo) Reach {
	at, rng, ok := b.corpsRange(c)
	if !ok {
		return nil
	}
	return b.reach(c.Side, at, rng, true)
}

// corpsRange is where the corps commander stands and his range in MP
// (4.21, 4.24); false when he is off the map.
func (b *board) corpsRange(c *corpsInfo) (hexmap.Hex, int, bool) {
	s := b.s
	at, ok := s.leaderHex(c.Leader)
	if !ok {
		return hexmap.Hex{}, 0, false
	}
	rng := c.Range
	if c.RangeHigh > 0 {
		oc, onMap := s.overall(c.Side)
		rng = GuardRange(c.Range, c.RangeHigh, s.w.m.Grid, at, oc, onMap)
	}
	return at, rng, true
}

// overall is where side's overall commander stands (4.3, 4.24).
func (s *State) overall(side adjudicator.Side) (hexmap.Hex, bool) {
	for _, l := range s.w.leaders {
		if l.Side == side && l.Role == "oc" {
			return s.leaderHex(l.ID)
		}
	}
	return hexmap.Hex{}, false
}

// underOrders is 4.22 for a brigade at the start of its activation: its
// brigadier within his corps commander's range. A corps' Reserve
// batteries need no range (4.14), nor does a command without a leader
// (Piedmont's division cavalry, 4.15, reading); the Austrian Reserve,
// without a commander, is all active (4.17).
func (b *board) underOrders(bi *brigadeInfo) bool {
	c := b.s.w.corpsOf(bi.Corps)
	if bi.Reserve || bi.Leader == "" || c.Leader == "" {
		return true
	}
	at, ok := b.s.leaderHex(bi.Leader)
	if !ok {
		return false
	}
	return b.corpsReaches(c, at) // UnderOrders on the corps commander's range
}

// inCommand lists the brigade's units on the map In Command (4.11, the
// adjacency chain): all of a Reserve-battery command (4.14).
func (b *board) inCommand(bi *brigadeInfo, under bool) []string {
	s := b.s
	var placed []Placed
	var ids []string
	for _, id := range bi.Units {
		i := s.w.unitIndex(id)
		if s.Units[i].onMap() {
			placed = append(placed, Placed{Unit: s.rules(i), Hex: s.Units[i].hex()})
			ids = append(ids, id)
		}
	}
	// InCommand reads the range at the units' hexes only, and only Under
	// Orders: each asked alone (reaches), which stops at the unit.
	var reach Reach
	if at, ok := s.leaderHex(bi.Leader); ok && len(bi.Units) > 0 && under {
		side := s.w.units[s.w.unitIndex(bi.Units[0])].Side
		reach = Reach{}
		for _, p := range placed {
			if b.reaches(side, at, p.Hex, bi.RangeMP, false) {
				reach[p.Hex] = true
			}
		}
	}
	var out []string
	for i, in := range InCommand(s.w.m.Grid, placed, reach, under) {
		if in || (under && (bi.Reserve || bi.Leader == "")) {
			out = append(out, ids[i])
		}
	}
	return out
}

// nearestEnemy is the distance from h to the nearest enemy combat unit of
// side, seen or not (5.11); a large number when there is none.
func (b *board) nearestEnemy(side adjudicator.Side, h hexmap.Hex) int {
	best := 1 << 20
	for eh := range b.stacks.all {
		if b.enemyAt(side, eh) {
			best = min(best, b.s.w.m.Grid.Distance(h, eh))
		}
	}
	return best
}

// friendlyAt: a combat unit of side other than unit i stands at h.
func (b *board) friendlyAt(side adjudicator.Side, h hexmap.Hex, i int) bool {
	for _, j := range b.on(h) {
		if j != i && b.s.sideOf(j) == side {
			return true
		}
	}
	return false
}
