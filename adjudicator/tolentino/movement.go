package tolentino

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Movement (9) of the active formation, one unit at a time (9.1).

// allowance is the movement allowance: printed (front or reduced side),
// leaders 8 (2.2.1), +2 MP for a unit using only Road March (9.3.3).
func (s *State) allowance(u *Unit, march bool) hexmap.Cost {
	p := s.specOf(u)
	mp := p.MP
	if u.Reduced && p.RMP > 0 {
		mp = p.RMP
	}
	if march {
		mp += 2
	}
	return hexmap.MPs(mp)
}

// canMove says whether u may move now, and why not.
func (s *State) canMove(u *Unit) error {
	p := s.specOf(u)
	switch {
	case u == nil || !u.On || u.Gone:
		return errors.New("not on the map")
	case p.Side != s.Side:
		return errors.New("not your unit")
	case p.Role == "army":
		if u.Moved {
			return errors.New("the army commander moves once per turn (4.2.1)")
		}
		return nil
	case p.Formation != s.Active:
		return fmt.Errorf("%s is not in the active formation %s", u.ID, s.Active)
	case p.leader() && u.Moved:
		return errors.New("an officer moves once, at the end of the Movement segment (4.1.4)")
	case s.LeaderMoved && !p.leader():
		return errors.New("a leader has moved: leaders move at the end of the Movement segment, so the units' movement is over (4.1.4, 4.2.1)")
	case u.Acted || u.Held:
		return errors.New("already moved or held this turn (9.1)")
	case u.Dis == routed:
		return errors.New("routed units cannot move (15.2)")
	case u.Bridge != "":
		return errors.New("Radinski is on its bridge side: take the bridge down first (bridge rad off, 16.1)")
	}
	return nil
}

// moveRules gathers what limits one move: 8, 9, 5.1 and 9.3.2.
type moveRules struct {
	s     *State
	u     *Unit
	p     *spec
	march bool
	order string
	inZOC bool       // starts in an EZOC
	from  hexmap.Hex // 9.3: the hex where Road March was declared part-way
	bd    board
	step  moveKind // kind(), once: cost asks it at every step
	at    int32    // the Grid.Index of the unit's hex; -1 off the grid
}

func (s *State) rulesFor(u *Unit, march bool) *moveRules {
	return s.rulesOn(u, march, s.boardFor(u.p.Side))
}

// rulesOn gives the rules by pointer: a path search calls cost and stop
// at every step, and a copy of the rules each time was a tenth of it.
func (s *State) rulesOn(u *Unit, march bool, bd board) *moveRules {
	p := u.p
	m := &moveRules{s: s, u: u, p: p, march: march, inZOC: bd.inEZOC(u.Hex), bd: bd, at: -1}
	if i, ok := s.b.grid.Index(u.Hex); ok {
		m.at = int32(i)
	}
	if !p.leader() {
		m.order = s.orderOf(u)
	}
	m.step = m.kind()
	return m
}

func (m *moveRules) kind() moveKind {
	return moveKind{march: m.march, art: m.p.art(), maneuver: m.order == "maneuver", leader: m.p.leader(), pontoon: m.s.pontoon()}
}

// cost is the CostFunc of the move: terrain (9.2), no hex with an enemy
// combat unit (9.1.2), EZOC entry by order (5.1, 8.2.1, 8.2.2), road march
// limits (9.3.2).
func (m *moveRules) cost(from, to hexmap.Hex, hs hexmap.Hexside) (hexmap.Cost, bool) {
	s := m.s
	i, ok := s.b.grid.Index(to) // once: the board's table is by index
	if !ok || !m.mayEnter(int32(i)) {
		return 0, false
	}
	return s.b.stepCostTo(&s.b.cellAt[i], s.b.sideFactsBy(hs, to, i), hs, m.step)
}

// costAt is cost by Grid.Index, for the searches (hexmap.StepCost): the
// facts of the side crossed are its owner's, the hex left when dir < 3.
func (m *moveRules) costAt(from, to int32, dir int) (hexmap.Cost, bool) {
	if !m.mayEnter(to) {
		return 0, false
	}
	b := m.s.b
	var hs hexmap.Hexside // read only to compare with Radinski's bridge
	if !m.step.pontoon.IsZero() {
		hs = b.grid.Hexside(b.grid.HexAt(int(from)), b.grid.Directions()[dir])
	}
	return b.stepCostTo(&b.cellAt[to], b.factsAt(from, to, dir), hs, m.step)
}

// mayEnter says whether the board lets the unit enter the hex of index i
// at all: on the map, no enemy combat unit (9.1.2), EZOC entry by order
// (5.1, 8.2.1, 8.2.2), road march stacking (9.3.2).
func (m *moveRules) mayEnter(i int32) bool {
	if !m.s.b.cellAt[i].onMap || m.bd.cells[i].enemy {
		return false
	}
	c := m.bd.cells[i]
	if !m.p.leader() && i == m.at {
		c.friend = 0 // its own hex: the unit is not its own friend
	}
	friends := c.friend != 0
	if c.ezoc {
		switch {
		case m.p.leader():
			if !friends {
				return false // 8.2.2, 9.1.4
			}
		case m.march:
			return false // 9.3.2
		case m.order == "maneuver":
			return false // 5.1.4
		case m.order == "defense" && !friends:
			return false // 5.1.3
		}
	}
	return !m.march || m.bd.onlyRegiment(c, m.p.Regiment) // 9.3.2
}

// stop: a combat unit stops on entering an EZOC (9.1.2); leaders do not.
// A unit in Road March may end its move in a hex of its own regiment
// (9.3.2 "May not stack with other units if they do not belong to the
// same regiment") but not go on through it (9.3.2 "May not move through a
// hex containing other friendly units", 7.1.2).
func (m *moveRules) stop(h hexmap.Hex) bool {
	i, ok := m.s.b.grid.Index(h)
	return ok && m.stopAt(int32(i))
}

// stopAt is stop by Grid.Index.
func (m *moveRules) stopAt(i int32) bool {
	return !m.p.leader() && (m.bd.cells[i].ezoc || m.march && i != m.at && m.bd.cells[i].friend != 0)
}

func (m *moveRules) options() hexmap.PathOptions {
	return hexmap.PathOptions{MinimumMove: true, Stop: m.stop, Links: m.links()}
}

// indexOptions are options by Grid.Index.
func (m *moveRules) indexOptions() hexmap.IndexOptions {
	return hexmap.IndexOptions{MinimumMove: true, Stop: m.stopAt, Links: m.links()}
}

// links: 9.2.1 whoever controls San Severino (1004) moves 1003 to 1005 at
// 1 MP.
func (m *moveRules) links() []hexmap.Link {
	if h, link, ok := m.s.b.sanSeverino(); ok && m.s.controller(h) == m.p.Side && !m.march {
		return []hexmap.Link{link}
	}
	return nil
}

// leavingEZOC: 8.1 units in an EZOC may leave it only under a Defense
// order; 8.1.1 routed units ignore EZOCs; leaders may always move.
func (m *moveRules) leavingEZOC() error {
	if m.inZOC && !m.p.leader() && m.order != "defense" {
		return errors.New("units in an enemy ZoC may leave it only under a Defense order (8.1)")
	}
	return nil
}

// check verifies a path (origin first) and returns its cost.
func (m *moveRules) check(path []hexmap.Hex) (hexmap.Cost, error) {
	if err := m.leavingEZOC(); err != nil {
		return 0, err
	}
	if m.march && m.order != "advance" && m.order != "maneuver" {
		return 0, fmt.Errorf("road march needs an Advance or Maneuver order (9.3), %s has %s", m.u.ID, m.order)
	}
	cost, err := m.s.b.grid.PathCost(path, m.cost, m.options())
	if err != nil {
		return 0, fmt.Errorf("%v (terrain 9.2, enemy units 9.1.2, EZOCs 5.1 and 8, road march 9.3.2)", err)
	}
	budget := m.s.allowance(m.u, m.march) - m.u.Spent // 15.4: a reinforcement has paid for its entry hex
	if cost > budget && len(path) > 2 {
		return 0, fmt.Errorf("the path costs %v MP, %s has %v (9.1.1)", cost, m.u.ID, budget)
	}
	return cost, m.checkEnd(path)
}

// checkEnd checks what the path's cost does not: 10.2 and stacking (7.1).
func (m *moveRules) checkEnd(path []hexmap.Hex) error {
	if m.order == "defense" && len(path) > 2 {
		return errors.New("under a Defense order a unit moves at most one hex (5.1.3)")
	}
	if m.p.art() && !m.p.leader() && m.order != "maneuver" { // 5.1.4: under Maneuver, rough at 2 MP a hex
		for i := 1; i < len(path); i++ {
			if m.s.b.roughNoRoad(path[i-1], path[i]) && (i != len(path)-1 || m.u.Rough) {
				return errors.New("artillery moves only one hex a turn into rough without road or trail (10.2)")
			}
		}
	}
	dest := path[len(path)-1]
	if !m.s.canStack(m.u, dest, m.march) {
		return errors.New(m.s.stackRefusal(m.u, dest, m.march))
	}
	if !m.p.leader() {
		for _, o := range m.s.combatAt(dest, m.p.Side) {
			if o != m.u && o.March && m.s.spec(o.ID).Regiment != m.p.Regiment {
				return fmt.Errorf("%s cannot end its move stacked with %s, which is in Road March (7.1.2, 9.3.2)", m.u.ID, o.ID)
			}
		}
	}
	return nil
}

// cheapest finds the `move … to HEX` path: Grid.CheapestPath's cheapest
// cost, then fewest hexes, then the smallest hex ids read from the start.
func (m *moveRules) cheapest(to hexmap.Hex) ([]hexmap.Hex, error) {
	path, _, ok := m.s.b.grid.CheapestPathIndexed(m.u.Hex, to, m.costAt, m.indexOptions())
	if !ok {
		return nil, fmt.Errorf("no legal path from %v to %v", m.u.Hex, to)
	}
	return path, nil
}

// move carries out `move UNIT [march] HEX…|to HEX`.
func (s *State) move(c *cmd, r dice.Roller) ([]adjudicator.Event, error) {
	u := s.unit(c.unit)
	if u == nil {
		return nil, fmt.Errorf("unknown unit %s", c.unit)
	}
	if err := s.canMove(u); err != nil {
		return nil, fmt.Errorf("%s: %v", c.unit, err)
	}
	if c.marchAt > 0 {
		return s.moveThenMarch(u, c, r)
	}
	m := s.rulesFor(u, c.march)
	path := append([]hexmap.Hex{u.Hex}, c.hexes...)
	if c.to {
		var err error
		if path, err = m.cheapest(c.hexes[0]); err != nil {
			return nil, err
		}
	}
	if len(path) < 2 {
		return nil, errors.New("a move must enter at least one hex")
	}
	cost, err := m.check(path)
	if err != nil {
		return nil, err
	}
	if err := s.closerCheck(u, path[len(path)-1]); err != nil {
		return nil, err
	}
	return s.finishMove(u, m, path, cost, r), nil
}

// moveThenMarch is 9.3 "At any time during movement a unit on a road or
// trail may declare that it will use the road advantage": `move UNIT HEX…
// march HEX…` moves cross-country (the order's normal rules) to the hex
// before the word march, then in Road March (9.3.1, 9.3.2) from there.
// The Road March part must follow roads or trails from that hex, so the
// unit declares it on a road or trail; a unit that entered an EZOC on the
// way has stopped (9.1.2). The move is not "only Road March", so it has
// no +2 MP (9.3.3); the unit ends in Road March.
func (s *State) moveThenMarch(u *Unit, c *cmd, r dice.Roller) ([]adjudicator.Event, error) {
	walk, march := s.rulesFor(u, false), s.rulesFor(u, true)
	if march.order != "advance" && march.order != "maneuver" {
		return nil, fmt.Errorf("road march needs an Advance or Maneuver order (9.3), %s has %s", u.ID, march.order)
	}
	if err := walk.leavingEZOC(); err != nil {
		return nil, err
	}
	path := append([]hexmap.Hex{u.Hex}, c.hexes...)
	at := path[c.marchAt]
	c1, err := s.b.grid.PathCost(path[:c.marchAt+1], walk.cost, walk.options())
	if err != nil {
		return nil, fmt.Errorf("%v (terrain 9.2, enemy units 9.1.2, EZOCs 5.1 and 8)", err)
	}
	if walk.stop(at) {
		return nil, fmt.Errorf("%s must stop in %v, in an enemy ZoC (9.1.2): it cannot go on in road march", u.ID, at)
	}
	c2, err := s.b.grid.PathCost(path[c.marchAt:], march.cost, march.options())
	if err != nil {
		return nil, fmt.Errorf("%v (road march from %v only along roads and trails, no EZOC, no friendly units of another regiment, 9.3, 9.3.2)", err, at)
	}
	cost, budget := c1+c2, s.allowance(u, false)-u.Spent
	if cost > budget {
		return nil, fmt.Errorf("the path costs %v MP, %s has %v (9.1.1; no +2 MP when not only in road march, 9.3.3)", cost, u.ID, budget)
	}
	if err := march.checkEnd(path); err != nil {
		return nil, err
	}
	if err := s.closerCheck(u, path[len(path)-1]); err != nil {
		return nil, err
	}
	march.from = at
	return s.finishMove(u, march, path, cost, r), nil
}

// finishMove puts u at the end of path and applies what follows a move.
func (s *State) finishMove(u *Unit, m *moveRules, path []hexmap.Hex, cost hexmap.Cost, r dice.Roller) []adjudicator.Event {
	from := u.Hex
	dest := path[len(path)-1]
	var ev []adjudicator.Event
	if m.order == "defense" && m.inZOC && s.inEZOC(dest, m.p.Side) && !m.p.leader() {
		ev = append(ev, s.zocToZoc(u, r)) // 5.1.3
	}
	u.Hex, u.March = dest, m.march
	u.Spent += cost
	u.Arrived = s.Turn
	if m.p.leader() {
		u.Moved = true
		s.LeaderMoved = s.LeaderMoved || s.Stage == stMove // 4.1.4, 4.2.1
	} else {
		u.Acted = true
		if m.p.art() {
			u.Moved = true // 3.1 B.3: turned on its Moved side
		}
		for i := 1; i < len(path); i++ {
			u.Rough = u.Rough || m.p.art() && m.order != "maneuver" && s.b.roughNoRoad(path[i-1], path[i])
		}
		s.setControl(dest, m.p.Side)
	}
	hexes := make([]string, len(path)-1)
	for i, h := range path[1:] {
		hexes[i] = h.String()
	}
	how := ""
	if m.march {
		how = " in road march"
		if m.from != (hexmap.Hex{}) {
			how = fmt.Sprintf(" (road march from %v)", m.from)
		}
	}
	text := fmt.Sprintf("%s moves%s %s (%v MP)", u.ID, how, strings.Join(hexes, " "), cost)
	ev = append(ev, s.seenMove(m.p.Side, u.ID, from, dest, adjudicator.Event{Code: "move", Text: text}, "moves")...)
	if !m.p.leader() {
		ev = append(ev, s.afterEntering(u, r)...)
		s.queueEscapes(u) // 4.4.6
		s.checkCapture(u) // 16.1
	}
	return ev
}

// zocToZoc: 5.1.3 a unit under Defense moving from EZOC to EZOC must pass
// an efficiency test or suffer a level of demoralization.
func (s *State) zocToZoc(u *Unit, r dice.Roller) adjudicator.Event {
	c := s.effCheck(r, []*Unit{u}, "EZOC to EZOC "+u.ID, nil)
	if !c.Pass[u.ID] {
		s.addDisorder(u)
	}
	return adjudicator.Event{Code: "efficiency", To: adjudicator.Only(s.specOf(u).Side),
		Text:  fmt.Sprintf("%s moves from EZOC to EZOC (5.1.3): %s, %s", u.ID, passWord(c.Pass[u.ID]), disWord(u.Dis)),
		Rolls: []dice.Roll{c.Roll}, Detail: c.Mods}
}

// afterEntering applies what a unit's arrival does to the enemy next to
// it: routed units check and flee or are eliminated (15.2); a lone leader
// in the hex escapes (8.2.3, handled as 4.4.4).
func (s *State) afterEntering(u *Unit, r dice.Roller) []adjudicator.Event {
	var ev []adjudicator.Event
	side := s.specOf(u).Side
	for _, n := range s.b.grid.Neighbors(u.Hex) {
		for _, o := range s.combatAt(n, enemy(side)) {
			if o.Dis != routed {
				continue
			}
			c := s.effCheck(r, []*Unit{o}, "routed "+o.ID+" approached", nil)
			e := adjudicator.Event{Code: "rout", Rolls: []dice.Roll{c.Roll}, Detail: c.Mods}
			if c.Pass[o.ID] && s.routAway(o, 2, false, r) {
				e.Text = fmt.Sprintf("routed %s flees two hexes (15.2)", o.ID)
			} else {
				e.Text = fmt.Sprintf("routed %s is caught (15.2): %s", o.ID, s.eliminate(o, false))
			}
			ev = append(ev, e)
		}
	}
	for _, l := range s.leadersAt(u.Hex, enemy(side)) {
		ev = append(ev, s.leaderEscape(l))
	}
	return ev
}

// leaderEscape: 8.2.3 a lone leader whose hex is entered, and 4.4.4 a
// leader whose units were all eliminated, moves to the nearest friendly
// combat unit within his 8 MP (cheapest, then lowest hex); with none in
// reach, to the reachable hex farthest from the enemy (ties: lowest hex);
// with nowhere to go he is captured (8.2.3). Reading of 4.4.4 "any hex,
// free of enemy units": a leader and his escort (4) count as an enemy
// unit there, so he never ends in a hex with enemy leaders.
func (s *State) leaderEscape(l *Unit) adjudicator.Event {
	p := s.spec(l.ID)
	m := s.rulesFor(l, false)
	reach := s.b.grid.Paths(l.Hex, s.allowance(l, false), m.cost, hexmap.PathOptions{})
	best, bestCost := hexmap.Hex{}, hexmap.MaxCost
	far, farD := hexmap.Hex{}, -1
	for _, rc := range reach.All() {
		if rc.Hex == l.Hex || len(s.leadersAt(rc.Hex, enemy(p.Side))) > 0 {
			continue // 4.4.4 "free of enemy units": enemy leaders too
		}
		if len(s.combatAt(rc.Hex, p.Side)) > 0 && rc.Cost < bestCost {
			best, bestCost = rc.Hex, rc.Cost
		}
		if d := s.nearestEnemy(rc.Hex, p.Side); d > farD && !s.inEZOC(rc.Hex, p.Side) {
			far, farD = rc.Hex, d
		}
	}
	switch {
	case bestCost != hexmap.MaxCost:
		l.Hex = best
	case farD >= 0:
		l.Hex = far
	default:
		l.Gone, l.On = true, false
		s.leaderLost(l)
		return adjudicator.Event{Code: "leader-captured", Text: fmt.Sprintf("%s is captured (8.2.3)", p.Name)}
	}
	return adjudicator.Event{Code: "leader-escapes", To: adjudicator.Only(p.Side), Text: fmt.Sprintf("%s escapes to %v (8.2.3, 4.4.4)", p.Name, l.Hex)}
}

// hold marks a unit as not moving this activation.
func (s *State) hold(c *cmd) ([]adjudicator.Event, error) {
	u := s.unit(c.unit)
	if u == nil {
		return nil, fmt.Errorf("unknown unit %s", c.unit)
	}
	if err := s.canMove(u); err != nil {
		return nil, fmt.Errorf("%s: %v", c.unit, err)
	}
	if s.mustClose(u) {
		return nil, fmt.Errorf("%s cannot hold: under an Attack order it must move at least one hex closer to the enemy while it can (5.1.2)", u.ID)
	}
	if s.specOf(u).leader() {
		u.Moved = true
	} else {
		u.Held = true // not an action: it does not keep it from reorganizing (15.3)
	}
	return []adjudicator.Event{{Code: "hold", To: adjudicator.Only(s.Side), Text: u.ID + " holds"}}, nil
}

// movable lists the units that may still move in this activation: of
// the side and, but for the army commander, of the active formation
// (which canMove checks too, but with a message for each unit it
// refuses).
func (s *State) movable() []*Unit {
	var out []*Unit
	for _, u := range s.Units {
		if p := s.specOf(u); p.Side == s.Side && (p.Role == "army" || p.Formation == s.Active) && s.canMove(u) == nil {
			out = append(out, u)
		}
	}
	return out
}

// destinations lists up to n legal `to` hexes for u, the ones closest to
// the enemy first, then lowest id.
func (s *State) destinations(u *Unit, march bool, n int) []hexmap.Hex {
	return s.destinationsOn(u, march, n, s.boardFor(u.p.Side))
}

func (s *State) destinationsOn(u *Unit, march bool, n int, bd board) []hexmap.Hex {
	m := s.rulesOn(u, march, bd)
	if march && m.order != "advance" && m.order != "maneuver" {
		return nil
	}
	if m.leavingEZOC() != nil {
		return nil
	}
	reach := &bd.scratch.reach
	s.b.grid.PathsIndexedInto(reach, u.Hex, max(0, s.allowance(u, march)-u.Spent), m.costAt, m.indexOptions())
	cs := bd.scratch.cands[:0]
	defer func() { bd.scratch.cands = cs[:0] }()
	for k := range reach.Len() {
		// Under a Defense order only the ends one hex away can pass
		// checkEnd (5.1.3): the others need not be ordered.
		if rc := reach.At(k); rc.Hex != u.Hex && (m.order != "defense" || rc.Hexes == 1) {
			cs = append(cs, cand{rc.Hex, bd.nearestAt(reach.GridIndex(k))})
		}
	}
	cmpCand := func(a, b cand) int {
		if a.d != b.d {
			return cmp.Compare(a.d, b.d)
		}
		return a.h.Compare(b.h)
	}
	// The first n ends that pass checkEnd, in the order closest to the
	// enemy first, are the first n of the legal ends, so the costly check
	// stops there. The order is found only as far as it is read: the
	// closest end not yet tried, each time, for the first few, which
	// usually suffice; the rest sorted at once if they do not.
	var out []hexmap.Hex
	for tried := 0; tried < len(cs) && len(out) < n; tried++ {
		if tried == selectFirst {
			slices.SortFunc(cs[tried:], cmpCand)
		}
		if tried < selectFirst {
			best := tried
			for i := tried + 1; i < len(cs); i++ {
				if cmpCand(cs[i], cs[best]) < 0 {
					best = i
				}
			}
			cs[tried], cs[best] = cs[best], cs[tried]
		}
		if m.checkEnd(reach.Path(cs[tried].h)) == nil {
			out = append(out, cs[tried].h)
		}
	}
	return out
}

// selectFirst is how many ends destinationsOn picks one by one before it
// sorts the rest.
const selectFirst = 6

// cand is a hex a move may end in, with its distance to the enemy.
type cand struct {
	h hexmap.Hex
	d int
}
