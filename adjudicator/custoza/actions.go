package custoza

import (
	"errors"
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// The actions of the active Formation's Forces (3·2.2.b, 6.6): each
// Force "can do any one Action of Movement, Fire or Charge/Assault per
// GT. Each Action must be completed before another Force can Act."

// limberCost is 7.9: "Artillery units can limber/unlimber at the cost of
// 2 MPs".
var limberCost = hexmap.MPs(2)

// actingForce resolves a Force of the active Formation that may act now:
// in command (4.1), not yet acted this GT (6.6), of one type in one hex
// (2.8). A reinforcement waiting off the map is named by its unit id.
func (s *State) actingForce(fr forceRef) ([]*Unit, error) {
	return s.resolveForce(fr, s.Active, false)
}

// resolveForce resolves a Force of formation form (any of the side's
// formations when ooc is set, for the Out of Command phase).
func (s *State) resolveForce(fr forceRef, form string, ooc bool) ([]*Unit, error) {
	side := s.Side
	ok := func(u *Unit) error {
		switch {
		case u.p.Side != side:
			return fmt.Errorf("%s is not one of your units", u.ID)
		case u.p.commander() && u.Acted:
			return fmt.Errorf("%s has already moved this game turn", u.ID)
		case u.p.commander() && (ooc || (u.p.Type == "fc" && u.p.Formation != form)):
			return fmt.Errorf("%s moves in his own Formation's activation (7.10); the Overall Commander in any of yours", u.ID)
		case u.p.commander():
			return nil
		case !ooc && u.p.Formation != form:
			return fmt.Errorf("%s is in formation %s, not the active %s", u.ID, u.p.Formation, form)
		case u.Gone != "":
			return fmt.Errorf("%s is out of the game (%s)", u.ID, u.Gone)
		case !u.On && (u.Arrives == 0 || u.Arrives > s.Turn):
			return fmt.Errorf("%s is not on the map", u.ID)
		case !ooc && u.OOC:
			return fmt.Errorf("%s is out of command this turn: it moves in the Out of Command phase (4.1)", u.ID)
		case ooc && !u.OOC:
			return fmt.Errorf("%s is in command: it acts when its formation activates (4.1)", u.ID)
		case u.Acted:
			return fmt.Errorf("%s has already acted this game turn (6.6)", u.ID)
		}
		return nil
	}
	var out []*Unit
	if len(fr.Units) == 0 {
		for _, u := range s.forceOf(side, fr.Hex, fr.Type) {
			if ok(u) == nil && (ooc || u.p.Formation == form) {
				out = append(out, u)
			}
		}
		if len(out) == 0 {
			return nil, fmt.Errorf("no %s of yours in %s may act now", fr.Type, fr.Hex)
		}
		return out, nil
	}
	for _, id := range fr.Units {
		u := s.unit(id)
		if u == nil {
			return nil, fmt.Errorf("no unit %q in this game", id)
		}
		if err := ok(u); err != nil {
			return nil, err
		}
		if len(out) > 0 && (u.Hex != out[0].Hex || u.p.Type != out[0].p.Type || u.On != out[0].On || u.p.commander() != out[0].p.commander()) {
			return nil, fmt.Errorf("%s and %s are not one Force: a Force is units of one type in one hex (2.8)", out[0].ID, u.ID)
		}
		out = append(out, u)
	}
	if out[0].p.commander() && len(out) > 1 {
		return nil, errors.New("commanders move one at a time")
	}
	return out, nil
}

// moveMA is what the force may spend (7.2), less a column position's
// loss for a reinforcement entering (21.3, Goito 15.1).
func (s *State) moveMA(force []*Unit) hexmap.Cost {
	ma := hexmap.MPs(forceMA(force))
	if !force[0].On {
		ma -= s.columnLoss(force)
	}
	return max(0, ma)
}

// costFunc is the cost of a step for force moving in or out of March
// Movement, with 7.5's EZoR rule (entered only on a marker hex, and then
// to attack: toMarker), 2.9's stacking limit and 7.2's "cannot enter any
// hex occupied by an enemy Force".
func (s *State) costFunc(force []*Unit, march, toMarker bool) hexmap.CostFunc {
	side := force[0].p.Side
	class := force[0].p.class()
	sv := sumSV(force)
	cmdr := force[0].p.commander()
	return func(from, to hexmap.Hex, _ hexmap.Hexside) (hexmap.Cost, bool) {
		if s.sideAt(to) == s.b.enemy(side) {
			return 0, false
		}
		entering := s.stacking(to) + sv
		if !march && !cmdr && entering > StackingLimit && !contains(unitIDs(force), firstID(s.combatAt(to))) {
			return 0, false
		}
		if s.inEZoR(side, to) {
			switch {
			case cmdr && s.sideAt(to) != side:
				return 0, false // 7.5: commanders enter an EZoR only where friendly units are
			case !cmdr && (!toMarker || s.markerAt(to) < 0):
				return 0, false
			}
		}
		info, ok := s.b.step(class, march || cmdr, from, to, entering)
		return info.Cost, ok
	}
}

func firstID(us []*Unit) string {
	if len(us) == 0 {
		return ""
	}
	return us[0].ID
}

// pathTo is the cheapest path of force to dest within its MA (7.2; 7.4's
// one-hex minimum), from its hex, or from its entry hex for a
// reinforcement (which enters that hex first): the hexes entered, their
// cost, ok.
func (s *State) pathTo(force []*Unit, dest hexmap.Hex, march, toMarker bool) ([]hexmap.Hex, hexmap.Cost, bool) {
	u := force[0]
	cf := s.costFunc(force, march || u.p.art(), toMarker)
	opts := hexmap.PathOptions{MinimumMove: true, Stop: func(h hexmap.Hex) bool { return s.inEZoR(u.p.Side, h) }}
	budget := s.moveMA(force)
	from := u.Hex
	if !u.On {
		from = u.Entry
		budget -= s.b.entryCost(u.p.class(), march, from)
	}
	reach := s.b.grid.Paths(from, max(0, budget), cf, opts)
	r, ok := reach.Get(dest)
	if !ok {
		return nil, 0, false
	}
	path := reach.Path(dest)
	if !u.On {
		return path, r.Cost, true // the entry hex first
	}
	if len(path) < 2 {
		return nil, 0, false
	}
	return path[1:], r.Cost, true
}

// checkPath checks an explicit path before the force sets out: each hex
// next to the one before, each step allowed now, the whole within the MA
// (7.4: any one-hex move that is not impassable).
func (s *State) checkPath(force []*Unit, path []hexmap.Hex, march, toMarker bool) (hexmap.Cost, error) {
	u := force[0]
	cf := s.costFunc(force, march || u.p.art(), toMarker)
	at := u.Hex
	var spent hexmap.Cost
	for i, h := range path {
		if i == 0 && !u.On {
			if h != u.Entry {
				return 0, fmt.Errorf("%s enters the map at %s: its path starts there", u.ID, u.Entry)
			}
			at = h
			spent += s.b.entryCost(u.p.class(), march, h)
			continue
		}
		if !s.b.grid.Adjacent(at, h) {
			return 0, fmt.Errorf("%s is not next to %s: list every hex entered", h, at)
		}
		c, ok := cf(at, h, hexmap.Hexside{})
		if !ok {
			return 0, fmt.Errorf("%s cannot enter %s from %s: %s", s.forceName(force), h, at, s.whyNotEnter(force, at, h, march, toMarker))
		}
		if i < len(path)-1 && s.inEZoR(u.p.Side, h) {
			return 0, fmt.Errorf("%s is in an enemy ZoR: a Force that enters one stops there and attacks (7.5)", h)
		}
		spent += c
		at = h
	}
	if ma := s.moveMA(force); spent > ma && len(path) > 1 {
		return 0, fmt.Errorf("the path costs %s MP, more than the %s of %s (7.2; 7.4 allows one hex whatever its cost)", spent, ma, s.forceName(force))
	}
	return spent, nil
}

// whyNotEnter explains a refused step.
func (s *State) whyNotEnter(force []*Unit, from, to hexmap.Hex, march, toMarker bool) string {
	side := force[0].p.Side
	switch {
	case !s.b.on(to):
		return "off the map"
	case s.sideAt(to) == s.b.enemy(side):
		return "enemy units are there (7.2)"
	case s.inEZoR(side, to) && force[0].p.commander():
		return "commanders enter an enemy ZoR only where friendly units are (7.5)"
	case s.inEZoR(side, to) && (!toMarker || s.markerAt(to) < 0):
		return "it is in an enemy ZoR: a Force enters one only on an Assault/Charge marker, to attack (7.5)"
	case !march && s.stacking(to)+sumSV(force) > StackingLimit:
		return fmt.Sprintf("it would hold more than %d stacking points (2.9)", StackingLimit)
	}
	return fmt.Sprintf("impassable terrain for %s (TEC, %s)", force[0].p.class(), s.b.terrainOf(to))
}

// doMove is a move action (7): the force sets out along its path; the
// operation goes hex by hex so that the enemy can react (11.1).
func (s *State) doMove(o order, kind string) error {
	force, err := s.resolveForce(o.force, s.Active, kind == kOOC)
	if err != nil {
		return err
	}
	u := force[0]
	if u.Square {
		return fmt.Errorf("%s is in square and cannot move (7.7): write `line %s` first", s.forceName(force), forceRefOf(force))
	}
	march := o.march || u.p.art()
	if u.p.commander() {
		march = false
	}
	var spent hexmap.Cost
	if u.p.art() && !u.March {
		spent = limberCost // 7.9: "Artillery units must limber to move"
	}
	path := o.path
	if o.to {
		p, _, ok := s.pathTo(force, o.path[0], march, false)
		if !ok {
			return fmt.Errorf("%s has no path to %s within its MA (7.2, 7.5)", s.forceName(force), o.path[0])
		}
		path = p
	}
	cost, err := s.checkPath(force, path, march, false)
	if err != nil {
		return err
	}
	ma := s.moveMA(force)
	if spent+cost > ma && len(path) > 1 {
		return fmt.Errorf("limbering (2 MP, 7.9) and the path (%s MP) exceed the MA of %s", cost, ma)
	}
	if kind == kOOC {
		if why := s.oocMoveRefused(force, path[len(path)-1]); why != "" {
			return errors.New(why)
		}
	}
	if o.unlim && !u.p.art() {
		return errors.New("only artillery unlimbers (7.9)")
	}
	if o.unlim && u.p.Type == "art" && spent+cost+limberCost > ma && len(path) > 0 {
		return fmt.Errorf("unlimbering costs 2 MP more (7.9): %s has %s MP for the path", s.forceName(force), ma-spent)
	}
	s.setOut(force, march)
	for _, f := range force {
		f.Acted = true
	}
	if !u.On {
		s.enterMap(force, path[0])
		s.tellForce(force, "enter", fmt.Sprintf("%s enters the map at %s%s (Goito 15.1, 21.3)", s.forceName(force), path[0], marchWord(march)))
		path = path[1:]
	}
	// The movement is told as it happens (movetell.go).
	s.Op = &Operation{Kind: opMove, Side: u.p.Side, Units: unitIDs(force), Path: path, MA: max(cost, ma-spent),
		March: march, Face: o.face, Unlimber: o.unlim, Marker: -1, Text: o.force.String()}
	return nil
}

func marchWord(march bool) string {
	if march {
		return " in March Movement"
	}
	return ""
}

// setOut puts a force into or out of March Movement at the start of its
// movement (7.8: "A unit can enter or leave March Movement at the
// beginning of its movement").
func (s *State) setOut(force []*Unit, march bool) {
	for _, f := range force {
		if !f.p.commander() {
			f.March = march
		}
	}
}

// face is a facing change in place (7.6: "Moving units can also change
// facing while remaining in the same hex"): the Force's action.
func (s *State) face(o order) error {
	force, err := s.actingForce(o.force)
	if err != nil {
		return err
	}
	if !force[0].On {
		return errors.New("a unit off the map has no facing")
	}
	s.setFacing(force[0].Hex, force[0].p.Side, o.face)
	for _, u := range force {
		u.Acted = true
	}
	s.tellForce(force, "face", fmt.Sprintf("%s faces %s (7.6)", s.forceName(force), o.face))
	return nil
}

// square is 7.7: "Line and Light Infantry units can freely form Square as
// a Movement Action. No other movement is allowed in the same Action
// Phase. ... Disorganized units can never enter Square."
func (s *State) square(o order) error {
	force, err := s.actingForce(o.force)
	if err != nil {
		return err
	}
	for _, u := range force {
		switch {
		case !u.p.inf():
			return fmt.Errorf("%s cannot form square: only line and light infantry (7.7)", u.ID)
		case u.Status >= combat.Disorganized:
			return fmt.Errorf("%s is Disorganized and can never enter Square (7.7)", u.ID)
		case u.Square:
			return fmt.Errorf("%s is already in square", u.ID)
		}
	}
	for _, u := range force {
		u.Square, u.March, u.Acted = true, false, true
	}
	s.tellForce(force, "square", fmt.Sprintf("%s forms square (7.7)", s.forceName(force)))
	return nil
}

// leaveSquare is 11.5.4.1: "Forces can freely exit Square Formation ...
// at the beginning of their Activation": it is not the Force's action.
func (s *State) leaveSquare(o order) error {
	force, err := s.actingForce(o.force)
	if err != nil {
		return err
	}
	for _, u := range force {
		if !u.Square {
			return fmt.Errorf("%s is not in square", u.ID)
		}
	}
	for _, u := range force {
		u.Square = false
	}
	s.tellForce(force, "square", fmt.Sprintf("%s leaves square (11.5.4.1)", s.forceName(force)))
	return nil
}

// limber is 7.9: artillery limbers or unlimbers in place for 2 MP (horse
// artillery unlimbers free at the end of a move), as its action.
func (s *State) limber(o order) error {
	force, err := s.actingForce(o.force)
	if err != nil {
		return err
	}
	for _, u := range force {
		switch {
		case !u.p.art():
			return fmt.Errorf("%s is not artillery (7.9)", u.ID)
		case o.unlim && !u.March:
			return fmt.Errorf("%s is already unlimbered", u.ID)
		case !o.unlim && u.March:
			return fmt.Errorf("%s is already limbered", u.ID)
		}
	}
	for _, u := range force {
		u.March, u.Acted = !o.unlim, true
		u.Spent += limberCost
	}
	word := "limbers"
	if o.unlim {
		word = "unlimbers"
	}
	s.tellForce(force, "limber", fmt.Sprintf("%s %s (7.9)", s.forceName(force), word))
	return nil
}

// fireAction is fire as an action (8.1, 8.3): artillery or light
// infantry from where it stands (facing first if asked), or light
// infantry moving into an Assault marker hex, then firing.
func (s *State) fireAction(o order, r dice.Roller) error {
	force, err := s.actingForce(o.force)
	if err != nil {
		return err
	}
	u := force[0]
	if len(o.path) > 0 {
		if u.p.Type != "linf" {
			return errors.New("only light infantry moves and fires in one action (8.3)")
		}
		last := o.path[len(o.path)-1]
		m := s.markerAt(last)
		if m < 0 || s.Markers[m].Charge || s.Markers[m].Target != o.target {
			return fmt.Errorf("light infantry moves and fires only into a hex with an Assault marker pointing at %s (8.3)", o.target)
		}
		if _, err := s.checkPath(force, o.path, false, true); err != nil {
			return err
		}
		for _, f := range force {
			f.Acted, f.March = true, false
		}
		s.Op = &Operation{Kind: opFire, Side: u.p.Side, Units: unitIDs(force), Path: o.path, MA: s.moveMA(force),
			Face: o.face, Target: o.target, AtArt: o.atArt, Marker: m, Text: o.force.String()}
		return nil
	}
	if o.face != 0 {
		s.setFacing(u.Hex, u.p.Side, o.face) // 8.3: "a Force can change facing and fire"
	}
	if why := s.fireRefused(force, o.target, false); why != "" {
		return fmt.Errorf("%s cannot fire at %s: %s", s.forceName(force), o.target, why)
	}
	for _, f := range force {
		f.Acted = true
	}
	if m := s.markerAt(u.Hex); m >= 0 && s.Markers[m].Target == o.target && !s.Markers[m].Charge && u.p.Type == "linf" {
		s.Markers[m].Done = true // 7.5: "Fire by Light Infantry is considered an attack"
	}
	s.fireAt(force, s.targetOf(o.target, o.atArt), false, r)
	return nil
}

// attackAction is an assault (10) or a charge (9): the force moves to
// the marker hex pointing at its target, then fights.
func (s *State) attackAction(o order) error {
	force, err := s.actingForce(o.force)
	if err != nil {
		return err
	}
	u := force[0]
	charge := o.kind == kCharge
	if !s.b.period(s.Turn).AttacksAllowed() {
		return errors.New("no assault or charge at night (22.4)")
	}
	m, path, err := s.attackPath(force, o, charge)
	if err != nil {
		return err
	}
	if why := s.couldAttack(force, s.Markers[m].Hex, o.target, charge); why != "" && u.Hex != s.Markers[m].Hex {
		return fmt.Errorf("%s cannot %s %s: %s", s.forceName(force), markerVerb(charge), o.target, why)
	}
	march := u.March && charge // 9: "Charging while in March Movement is allowed"
	s.setOut(force, march)
	for _, f := range force {
		f.Acted = true
	}
	kind := opAssault
	if charge {
		kind = opCharge
	}
	s.Op = &Operation{Kind: kind, Side: u.p.Side, Units: unitIDs(force), Path: path, MA: s.moveMA(force),
		March: march, Face: o.face, Target: o.target, Marker: m, Text: o.force.String()}
	s.tellForce(force, markerVerb(charge), fmt.Sprintf("%s sets out to %s %s from %s", s.forceName(force), markerVerb(charge), o.target, s.Markers[m].Hex))
	return nil
}

// attackPath finds the marker an attack uses and the hexes to it: the
// path given (its last hex the marker's), else the cheapest path to a
// marker pointing at the target, those naming the force first.
func (s *State) attackPath(force []*Unit, o order, charge bool) (int, []hexmap.Hex, error) {
	u := force[0]
	var cands []int
	for i, m := range s.Markers {
		if m.Target == o.target && m.Charge == charge {
			cands = append(cands, i)
		}
	}
	if len(cands) == 0 {
		return -1, nil, fmt.Errorf("no %s marker points at %s: declare it at the start of the activation (6.1)", markerKind(charge), o.target)
	}
	if len(o.path) > 0 {
		last := o.path[len(o.path)-1]
		for _, i := range cands {
			if s.Markers[i].Hex == last {
				if _, err := s.checkPath(force, o.path, u.March && charge, true); err != nil {
					return -1, nil, err
				}
				if charge {
					if why := s.chargePathRefused(force, o.path); why != "" {
						return -1, nil, errors.New(why)
					}
				}
				return i, o.path, nil
			}
		}
		return -1, nil, fmt.Errorf("the path ends in %s, which holds no %s marker pointing at %s", last, markerKind(charge), o.target)
	}
	// the markers that name this force first
	for pass := 0; pass < 2; pass++ {
		for _, i := range cands {
			m := s.Markers[i]
			if (pass == 0) != contains(m.Forces, u.ID) {
				continue
			}
			if u.Hex == m.Hex {
				return i, nil, nil
			}
			path, _, ok := s.pathTo(force, m.Hex, u.March && charge, true)
			if !ok {
				continue
			}
			if charge && s.chargePathRefused(force, path) != "" {
				continue
			}
			return i, path, nil
		}
	}
	return -1, nil, fmt.Errorf("%s cannot reach a marker pointing at %s within its MA (7.2, 7.5)", s.forceName(force), o.target)
}

// chargePathRefused is 9.3 and 9.2 on a charge's path: "The Charging
// Force cannot change facing, it moves through any frontal hex"; only
// Clear or Cultivated hexes, Stream or Slope hexsides (roads in March
// Movement excepted).
func (s *State) chargePathRefused(force []*Unit, path []hexmap.Hex) string {
	u := force[0]
	at := u.Hex
	front := s.b.grid.FrontDirections(hexmap.Facing{Toward: u.Facing})
	for _, h := range path {
		d, _ := s.b.grid.DirectionTo(at, h)
		if !contains(front, d) {
			return fmt.Sprintf("a charger cannot change facing: %s is not ahead of its front (9.3)", h)
		}
		if !(u.March && s.b.roadBetween(at, h) != "") && (!s.b.chargeTerrain(h) || !s.b.chargeHexside(at, h)) {
			return fmt.Sprintf("%s: a charge crosses only Clear or Cultivated terrain, Stream or Slope hexsides (9.2)", h)
		}
		at = h
	}
	return ""
}

// done ends the Formation's actions; the obligations of 6.4 and 7.5 are
// then carried out by the advance of the sequence.
func (s *State) done() {
	s.Closing = true
	s.event(adjudicator.Event{Code: "actions-done", To: adjudicator.Only(s.Side), Text: fmt.Sprintf("%s's Forces have done their actions", s.Active)})
}
