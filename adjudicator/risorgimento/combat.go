package risorgimento

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// frontal: target is through the unit's front (6.1): adjacent and frontal,
// or, farther off, the first hex toward it is frontal (7.1).
func (s *State) frontal(b *board, i int, target hexmap.Hex) bool {
	g := s.w.m.Grid
	from := s.Units[i].hex()
	d, _ := s.Units[i].Face.direction()
	f := Front(s.w.m, b.stack(from))
	f.Toward = d
	best, bd := from, -1
	for _, n := range g.Neighbors(from) {
		if dd := g.Distance(n, target); bd < 0 || dd < bd {
			best, bd = n, dd
		}
	}
	return g.IsFront(from, f, best)
}

// checkFire is 7.1 and 7.2 for unit i firing at target, without firing.
func (s *State) checkFire(b *board, bi *brigadeInfo, i int, target hexmap.Hex) error {
	cap, err := s.capability(bi, s.Units[i].ID.String())
	if err != nil {
		return err
	}
	u := &s.Units[i]
	ru := s.rules(i)
	side := s.sideOf(i)
	g := s.w.m.Grid
	switch {
	case !cap.Fire && !cap.FireOrMove:
		return fmt.Errorf("%s may not fire now: Without Orders or Out of Command (4.42)", u.ID)
	case cap.FireOrMove && !cap.Fire && u.Moved:
		return fmt.Errorf("%s is Without Orders: it fires or moves, not both (4.42)", u.ID)
	case u.Fired:
		return fmt.Errorf("%s has fired this activation (7.1, 7.23)", u.ID)
	case u.Hex.empty():
		return fmt.Errorf("%s is not on the map (5.6)", u.ID)
	case !b.enemyAt(side, target):
		return fmt.Errorf("no enemy unit in %s to fire at (7.1)", target)
	case !s.frontal(b, i, target):
		return fmt.Errorf("%s fires only through its frontal hexsides (7.1, 7.23)", u.ID)
	}
	from := u.hex()
	if ru.Kind == Artillery && s.Act.Ext && !s.extendedMayFire(b, bi, from) {
		return fmt.Errorf("%s may not fire in an Extended Activation out of its commander's range (4.43)", u.ID)
	}
	if ru.Kind == Artillery {
		idx := slices.Index(b.on(from), i)
		if !MayFireFromStack(unitsOf(s, b.on(from)), idx) {
			return fmt.Errorf("%s is not in a position of the stack to fire (5.43)", u.ID)
		}
		occ := func(h hexmap.Hex) bool { return len(b.on(h)) > 0 }
		return MayFire(ru, g.Distance(from, target), LOS(s.w.m, occ, from, target))
	}
	top := b.on(from)[0] == i
	if err := MaySmallArms(ru, top, g.Adjacent(from, target), u.Fired); err != nil {
		return err
	}
	if err := s.outOfTown(b, from); err != nil {
		return fmt.Errorf("%s: %v", u.ID, err)
	}
	return nil
}

func unitsOf(s *State, is []int) []Unit {
	out := make([]Unit, len(is))
	for k, i := range is {
		out[k] = s.rules(i)
	}
	return out
}

// fire is artillery fire (7.1, 7.18) or small-arms fire (7.23).
func (s *State) fire(r dice.Roller, bi *brigadeInfo, o order) ([]adjudicator.Event, error) {
	i := s.w.unitIndex(o.ID)
	if i < 0 {
		return nil, fmt.Errorf("%s is no unit of the scenario (2.2)", o.ID)
	}
	b := s.board()
	target := o.Path[0]
	if err := s.checkFire(b, bi, i, target); err != nil {
		return nil, err
	}
	with, err := s.combined(b, i, target, o.With)
	if err != nil {
		return nil, err
	}
	for _, j := range append([]int{i}, with...) {
		s.Units[j].Fired, s.Units[j].Acted = true, true
	}
	if s.holdSmallArms(b, i, target) {
		return []adjudicator.Event{event("small-arms", fmt.Sprintf("%s is about to fire small arms at %s: the batteries there may fire first (7.17)", o.ID, target))}, nil
	}
	ev, err := s.shoot(r, b, i, target, "", with...)
	if err == nil {
		s.counterAfterFire(i, target)
	}
	return ev, err
}

// shoot resolves unit i's fire at target, checked by the caller: artillery
// fire (7.18) or small-arms fire (7.23); why names a reaction fire (7.17).
func (s *State) shoot(r dice.Roller, b *board, i int, target hexmap.Hex, why string, with ...int) ([]adjudicator.Event, error) {
	u := &s.Units[i]
	ru := s.rules(i)
	targets := b.on(target)
	from := u.hex()
	if ru.Kind != Artillery {
		roll, mods, hits := SmallArmsFire(s.w.t, r, ru, s.w.m.Hex(target).Kind)
		dist := DistributeHits(hits, len(targets), HitTakers(unitsOf(s, targets), false), nil)
		ev := event("small-arms", fmt.Sprintf("%s fires small arms%s at %s: roll %d %s: %d Hit(s) (7.23)", u.ID, why, target, roll, mods, hits))
		s.addHits(targets, dist)
		return []adjudicator.Event{ev}, nil
	}
	g := s.w.m.Grid
	shot := Shot{Guns: []Gun{GunOf(ru)}, Range: g.Distance(from, target), Target: unitsOf(s, targets),
		TargetHex: s.w.m.Hex(target).Kind, MovedFirst: u.Moved}
	for _, j := range with {
		shot.Guns = append(shot.Guns, GunOf(s.rules(j)))
		why += " with " + s.Units[j].ID.String()
	}
	if up := s.w.m.Hex(target).Level - s.w.m.Hex(from).Level; up > 0 {
		shot.Up = min(3, up)
	} else {
		shot.Down = -up
	}
	out, err := Fire(s.w.t, r, shot, -1)
	if err != nil {
		return nil, err
	}
	for k, ti := range targets {
		t := out.Units[k]
		s.Units[ti].Hits, s.Units[ti].Disorder, s.Units[ti].Out = int32(t.Hits), t.Disorder, t.Out
		s.checkEliminated(ti)
	}
	ev := []adjudicator.Event{event("fire", fmt.Sprintf("%s fires%s at %s, range %d: roll %d %s: %s (7.18)", u.ID, why, target, shot.Range, out.Roll, out.Mods, out.Result))}
	return append(ev, s.endangerStacked(r, s.sideOf(targets[0]), target, out.Result, 0)...), nil
}

// addHits gives the units at is their Hits (8.11), eliminating those past
// their cohesion (8.12).
func (s *State) addHits(is []int, hits []int) {
	for k, i := range is {
		s.Units[i].Hits += int32(hits[k])
		s.checkEliminated(i)
	}
}

// checkAttack is 7.3 and 7.4 for unit i declaring an attack on target.
func (s *State) checkAttack(b *board, bi *brigadeInfo, i int, target hexmap.Hex) error {
	cap, err := s.capability(bi, s.Units[i].ID.String())
	if err != nil {
		return err
	}
	u := &s.Units[i]
	switch {
	case s.Act.NoAttack:
		return fmt.Errorf("%s was activated after the other side finished and failed its roll: it may fire, not attack (4.55)", s.Act.Corps)
	case !cap.Attack:
		return fmt.Errorf("%s may not attack now (4.41, 4.42, 7.33)", u.ID)
	case u.Hex.empty():
		return fmt.Errorf("%s is not on the map (5.6)", u.ID)
	case !s.w.m.Grid.Adjacent(u.hex(), target) || !b.enemyAt(s.sideOf(i), target):
		return fmt.Errorf("%s attacks only an adjacent enemy-occupied hex (7.3)", u.ID)
	case !slices.Contains(MayAttackInto(s.w.m, b.stack(u.hex())), target):
		return fmt.Errorf("%s attacks only into a frontal hex, from a Heavily-Cultivated hex only into the hex it controls (7.3, 6.23)", u.ID)
	}
	for _, a := range s.Act.Attacks {
		if a.Unit == u.ID.String() {
			return fmt.Errorf("%s has already declared an attack (7.4)", u.ID)
		}
	}
	if err := s.outOfTown(b, u.hex()); err != nil {
		return fmt.Errorf("%s: %v", u.ID, err)
	}
	return MayAttack(s.rules(i), slices.Contains(s.brigade(bi.ID).Start, u.ID.String()), s.brigade(bi.ID).HDC)
}

func (s *State) declareAttack(bi *brigadeInfo, o order) ([]adjudicator.Event, error) {
	i := s.w.unitIndex(o.ID)
	if i < 0 {
		return nil, fmt.Errorf("%s is no unit of the scenario (2.2)", o.ID)
	}
	if len(o.Path) > 1 && s.rev() < continuedRevision {
		return nil, fmt.Errorf("this game's rules (revision %d) have no Continued Attack: write `attack UNIT HEX` (7.47)", s.rev())
	}
	if o.Facing != "" && s.rev() < victorFaceRevision {
		return nil, fmt.Errorf("this game's rules (revision %d) take no facing with an attack: write `attack UNIT HEX` (6.16)", s.rev())
	}
	if err := s.checkAttack(s.board(), bi, i, o.Path[0]); err != nil {
		return nil, err
	}
	d := attackDecl{Unit: o.ID, Target: o.Path[0].String(), Face: o.Facing}
	text := fmt.Sprintf("%s will attack %s once all movement and fire are done (7.4)", o.ID, o.Path[0])
	if len(o.Path) > 1 {
		then := o.Path[1]
		if then == o.Path[0] || !s.w.m.Grid.Adjacent(o.Path[0], then) {
			return nil, fmt.Errorf("a Continued Attack goes into a hex adjacent to the battle hex %s, not %s (7.47)", o.Path[0], then)
		}
		d.Then = then.String()
		text = fmt.Sprintf("%s will attack %s once all movement and fire are done (7.4), and if it wins try to Continue into %s (7.47)", o.ID, o.Path[0], then)
	}
	s.Units[i].Acted = true
	s.Act.Attacks = append(s.Act.Attacks, d)
	return []adjudicator.Event{event("attack-declared", text)}, nil
}

// charge is 7.5: cavalry In Command at the start, not Disordered, not
// next to an enemy before it moves (7.51), charges a target it sees two
// or three hexes away, along hexes of at most 2 MP (7.52); it moves to the
// hex before the target now and attacks with the corps' attacks (7.4),
// rolling Commitment (7.41); it ends Disordered (7.5).
func (s *State) charge(r dice.Roller, bi *brigadeInfo, o order) ([]adjudicator.Event, error) {
	i := s.w.unitIndex(o.ID)
	if i < 0 {
		return nil, fmt.Errorf("%s is no unit of the scenario (2.2)", o.ID)
	}
	b := s.board()
	byRoad, err := s.checkCharge(b, bi, i, o.Path)
	if err != nil {
		return nil, err
	}
	return s.makeCharge(r, i, o.Path, byRoad), nil
}

// makeCharge moves unit i, checked, to the hex before the target of path
// and declares its charge (7.5, 7.4).
func (s *State) makeCharge(r dice.Roller, i int, path []hexmap.Hex, byRoad bool) []adjudicator.Event {
	u := &s.Units[i]
	target := path[len(path)-1]
	last := path[len(path)-2]
	if d, ok := s.w.m.Grid.DirectionTo(last, target); ok {
		u.Face = faceText(d)
	}
	s.enterHex(i, last)
	u.Moved, u.Acted = true, true
	s.Act.Attacks = append(s.Act.Attacks, attackDecl{Unit: u.ID.String(), Target: target.String(), Charge: true, ByRoad: byRoad})
	ev := []adjudicator.Event{event("charge", fmt.Sprintf("%s charges %s from %s, striking once all movement and fire are done (7.5, 7.4)", u.ID, target, last))}
	ev = append(ev, s.endangerLone(r, i, path[:len(path)-1])...)
	return append(ev, s.releaseNear(s.sideOf(i), last)...)
}

// checkCharge checks a charge along path (the hexes entered, the target
// last) without making it; byRoad: into Heavily-Cultivated by road (7.52).
func (s *State) checkCharge(b *board, bi *brigadeInfo, i int, path []hexmap.Hex) (byRoad bool, err error) {
	cap, err := s.capability(bi, s.Units[i].ID.String())
	if err != nil {
		return false, err
	}
	return s.checkChargeOf(b, i, path, slices.Contains(s.brigade(bi.ID).Start, s.Units[i].ID.String()) && cap.Attack, s.brigade(bi.ID).HDC)
}

// checkChargeOf checks unit i's charge along path: inCommand, In Command
// and able to attack at the start (7.51); hdc, its brigade Hors de Combat
// (9.11).
func (s *State) checkChargeOf(b *board, i int, path []hexmap.Hex, inCommand, hdc bool) (byRoad bool, err error) {
	u := &s.Units[i]
	side := s.sideOf(i)
	if !u.onMap() || u.Moved {
		return false, fmt.Errorf("%s charges from where it began the activation, before moving (7.5)", u.ID)
	}
	from := u.hex()
	adj, _ := b.adjacentEnemy(side, from)
	if err := ChargeStart(s.rules(i), inCommand, adj); err != nil {
		return false, err
	}
	switch {
	case s.Act.NoAttack:
		return false, fmt.Errorf("%s may fire, not attack or charge, in this activation (4.55)", s.Act.Corps)
	case hdc:
		return false, fmt.Errorf("units of a brigade Hors de Combat may not attack (9.11)")
	}
	full := append([]hexmap.Hex{from}, path...)
	if byRoad, err = ChargePath(s.w.m, s.w.t, full); err != nil {
		return false, err
	}
	target := path[len(path)-1]
	if !b.enemyAt(side, target) {
		return false, fmt.Errorf("no enemy unit in %s to charge (7.5)", target)
	}
	for _, h := range path[:len(path)-1] {
		if b.enemyAt(side, h) {
			return false, fmt.Errorf("%s may not pass through %s, held by the enemy (5.42)", u.ID, h)
		}
	}
	if err := s.chargeThroughCultivated(b, i, full); err != nil {
		return false, err
	}
	occ := func(h hexmap.Hex) bool { return len(b.on(h)) > 0 }
	if s.w.m.Grid.Distance(from, target) >= 2 && !LOS(s.w.m, occ, from, target) {
		return false, fmt.Errorf("%s does not see %s: a charge needs a line of sight to its target (7.5, 7.13)", u.ID, target)
	}
	if err := s.stackingAt(path[len(path)-2], i, StackingPlace{}); err != nil {
		return false, err
	}
	return byRoad, nil
}

// extendedMayFire is 4.43 for a battery of brigade bi at h: French and
// Piedmontese within their corps commander's range, Austrian brigade
// batteries within their brigadier's, corps and Reserve batteries within
// the corps commander's.
func (s *State) extendedMayFire(b *board, bi *brigadeInfo, h hexmap.Hex) bool {
	ci := s.w.corpsOf(bi.Corps)
	inCorps := ci.Leader == "" // the Austrian Reserve has no commander: all active (4.17)
	if _, _, ok := b.corpsRange(ci); ok {
		inCorps = b.corpsReaches(ci, h)
	}
	inBrigadier := false
	if at, ok := s.leaderHex(bi.Leader); ok {
		inBrigadier = b.reaches(ci.Side, at, h, bi.RangeMP, false)
	}
	return ExtendedMayFire(ci.Nation, false, !bi.Reserve, inBrigadier, inCorps)
}
