package custoza

import (
	"errors"
	"fmt"

	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// doMove is a move action (7), or an out of command unit's move (3·4):
// the force sets out along its path; the operation goes hex by hex so
// that the enemy can react (11.1).
func (s *State) doMove(o order, kind string) error {
	force, err := s.resolveForce(o.force, s.Active, kind == kOOC)
	if err != nil {
		return err
	}
	u := force[0]
	if u.Square {
		return fmt.Errorf("%s is in square and cannot move (%s): write `line %s` first", s.forceName(force), s.citeRule("7.7", "8.6.1"), forceRefOf(force))
	}
	march := o.march || u.p.art()
	if u.p.commander() {
		march = false
	}
	if march && len(force) > 1 {
		return fmt.Errorf("units in March Movement move on a unit by unit basis, not as a Force (%s; limbered artillery is in March Movement, 7.9): name one unit, such as %s", s.rule("7.8", "8.3"), force[0].ID)
	}
	var spent hexmap.Cost
	if u.p.art() && !u.March {
		spent = limberCost // 7.9: "Artillery units must limber to move"
	}
	path := o.path
	if o.to {
		p, _, ok := s.pathTo(force, o.path[0], march, false)
		if !ok {
			if why, enemy := s.destinationRefused(force, o.path[0]); why != "" {
				return refusal("7.2", fmt.Sprintf("%s cannot move to %s: %s", s.forceName(force), o.path[0], why), enemy)
			}
			return enemyRefusal("7.2, 7.5", fmt.Sprintf("%s has no path to %s within its MA (7.2, 7.5)", s.forceName(force), o.path[0]))
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
	if err := s.unlimberAtEnd(o, force, path, spent+cost, ma); err != nil {
		return err
	}
	if err := s.marchFacing(o, force, path, march); err != nil {
		return err
	}
	s.setOut(force, march)
	for _, f := range force {
		f.Acted = true
		f.Spent += spent
	}
	if !u.On {
		s.enterMap(force, path[0])
		s.tellForce(force, "enter", fmt.Sprintf("%s enters the map at %s%s (%s)", s.forceName(force), path[0], marchWord(march), s.entryRule("21.3")))
		path = path[1:]
	}
	// The movement is told as it happens (movetell.go).
	s.Op = &Operation{Kind: opMove, Side: u.p.Side, Units: unitIDs(force), Path: path, MA: max(cost, ma-spent),
		March: march, Face: o.face, Unlimber: o.unlim, Marker: -1, Text: o.force.String(),
		Cl: o.cl, At: force[0].Hex, Active: true}
	if len(path) > 0 {
		s.Op.Dest = path[len(path)-1]
	}
	return nil
}

// unlimberAtEnd checks a move's `unlimber` (7.9): artillery only; field
// artillery pays 2 MP more, "Horse Artillery units can unlimber for free
// at the end of their movement"; never on a Tione bridge (22.1: artillery
// "cannot leave March Movement while on a Tione bridge").
func (s *State) unlimberAtEnd(o order, force []*Unit, path []hexmap.Hex, spent, ma hexmap.Cost) error {
	if !o.unlim {
		return nil
	}
	u := force[0]
	switch {
	case !u.p.art():
		return errors.New("only artillery unlimbers (7.9)")
	case len(path) > 0 && s.b.terrainOf(path[len(path)-1]) == "tione-bridge":
		return errors.New("artillery cannot leave March Movement while on a Tione bridge (22.1)")
	case u.p.Type == "art" && spent+limberCost > ma && len(path) > 0:
		return fmt.Errorf("unlimbering costs 2 MP more (7.9; horse artillery unlimbers free): %s has %s MP for the path", s.forceName(force), ma-spent)
	}
	return nil
}

// marchFacing is 7.8.2: "Units in March Movement using roads must have
// their facing pointing along the road in the direction of the march ...
// a unit in March Movement cannot change facing in the last hex of its
// move": a move in March Movement whose last step follows a road ends
// facing that way, and a `face` that says otherwise is refused.
func (s *State) marchFacing(o order, force []*Unit, path []hexmap.Hex, march bool) error {
	if !march || o.face == 0 || len(path) == 0 {
		return nil
	}
	last := path[len(path)-1]
	prev := force[0].Hex
	if len(path) > 1 {
		prev = path[len(path)-2]
	}
	if !force[0].On && len(path) == 1 {
		return nil
	}
	d, _ := s.b.grid.DirectionTo(prev, last)
	if s.b.roadBetween(prev, last) != "" && d != o.face {
		return fmt.Errorf("a unit in March Movement on a road faces along it, %s, and cannot change facing in the last hex of its move (%s)", d, s.rule("7.8.2", "8.3.3"))
	}
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
// facing while remaining in the same hex"): the Force's action. A unit in
// March Movement on a road faces along it (7.8.2).
func (s *State) face(o order) error {
	force, err := s.actingForce(o.force)
	if err != nil {
		return err
	}
	u := force[0]
	if !u.On {
		return errors.New(s.citeAll("a unit off the map has no facing", "", "7.6", "8.2"))
	}
	if u.March && s.b.hasRoad(u.Hex) {
		return fmt.Errorf("%s is in March Movement on a road: it faces along the road and changes facing only as it leaves a hex (%s); `exit-march` first", s.forceName(force), s.rule("7.8.2", "8.3.3"))
	}
	if why := s.ezorRefused(force, kFace, hexmap.Hex{}); why != "" {
		return errors.New(why)
	}
	s.setFacing(u.Hex, u.p.Side, o.face)
	for _, f := range force {
		f.Acted = true
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
			return fmt.Errorf("%s cannot form square: only line and light infantry (%s)", u.ID, s.rule("7.7", "8.6"))
		case u.Status >= combat.Disorganized:
			return fmt.Errorf("%s is Disorganized and can never enter Square (%s)", u.ID, s.rule("7.7", "8.6.3"))
		case u.Square:
			return errors.New(s.citeAll(u.ID+" is already in square", "", "7.7", "8.6"))
		}
	}
	if why := s.ezorRefused(force, kSquare, hexmap.Hex{}); why != "" {
		return errors.New(why)
	}
	for _, u := range force {
		u.Square, u.March, u.Acted = true, false, true
	}
	s.tellForce(force, "square", fmt.Sprintf("%s forms square (%s)", s.forceName(force), s.rule("7.7", "8.6")))
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
			return errors.New(s.citeAll(u.ID+" is not in square", ": `line` leaves a square", "11.5.4.1", "12.2.5"))
		}
	}
	for _, u := range force {
		u.Square = false
	}
	s.tellForce(force, "square", fmt.Sprintf("%s leaves square (%s)", s.forceName(force), s.rule("11.5.4.1", "12.2.5")))
	return nil
}

// exitMarch is 7.8.3: units in March Movement "can exit March Movement at
// the beginning of their activation": `exit-march FORCE`, not the Force's
// action. Artillery unlimbers instead (7.9: 2 MP, its action).
func (s *State) exitMarch(o order) error {
	force, err := s.actingForce(o.force)
	if err != nil {
		return err
	}
	for _, u := range force {
		switch {
		case u.p.art():
			return fmt.Errorf("%s is artillery: it unlimbers (`unlimber %s`, 2 MP, its action; 7.9)", u.ID, u.ID)
		case !u.March:
			return errors.New(s.citeAll(u.ID+" is not in March Movement", ": `exit-march` leaves it", "7.8.3", "8.3.6"))
		case !u.On:
			return errors.New(s.citeAll(u.ID+" is not on the map", ": it enters as its Formation acts", "21.3", "15.1"))
		}
	}
	for _, u := range force {
		u.March = false
	}
	s.tellForce(force, "march", fmt.Sprintf("%s leaves March Movement (%s)", s.forceName(force), s.rule("7.8.3", "8.3.6")))
	return nil
}

// limber is 7.9: artillery limbers or unlimbers in place for 2 MP, as
// its action; never leaving March on a Tione bridge (22.1).
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
			return errors.New(s.citeAll(u.ID+" is already unlimbered", "", "7.9", "8.4"))
		case !o.unlim && u.March:
			return errors.New(s.citeAll(u.ID+" is already limbered", "", "7.9", "8.4"))
		case o.unlim && s.b.terrainOf(u.Hex) == "tione-bridge":
			return errors.New("artillery cannot leave March Movement while on a Tione bridge (22.1)")
		}
	}
	if why := s.ezorRefused(force, kLimber, hexmap.Hex{}); why != "" {
		return errors.New(why)
	}
	for _, u := range force {
		u.March, u.Acted = !o.unlim, true
		u.Spent += limberCost
	}
	word := "limbers"
	if o.unlim {
		word = "unlimbers"
	}
	s.tellForce(force, "limber", fmt.Sprintf("%s %s (%s)", s.forceName(force), word, s.rule("7.9", "8.4")))
	return nil
}

// stackWordsRevision is the revision from which `move FORCE to HEX` onto a
// hex over the stacking limit names the stacking rule, not "no path"
// (issue 23): revision 4's games are recorded (the core3-* golden
// archives) with the old words.
const stackWordsRevision = 5

// destinationRefused says why no move may end in dest whatever the path,
// "" when the reason is the path or the MA.
func (s *State) destinationRefused(force []*Unit, dest hexmap.Hex) (why string, enemy bool) {
	side := force[0].p.Side
	switch {
	case !s.b.on(dest):
		return s.citeAll("it is off the map", ": a Force moves from hex to hex of the map", "7.2", "8"), false
	case s.sideAt(dest) == s.b.enemy(side):
		return "enemy units are there: a move never enters them (7.2); declare an assault or a charge (6.1)", true
	case s.inEZoR(side, dest) && !force[0].p.commander():
		return "it is in an enemy ZoR: a Force enters one only on an Assault/Charge marker, to attack (7.5)", true
	case !s.b.passable(force[0].p.class(), dest):
		words := fmt.Sprintf("its terrain (%s) is impassable to %s (TEC", s.b.terrainOf(dest), force[0].p.class())
		if s.citesAll() {
			words += "; " + s.rule("7.2", "8")
		}
		return words + ")", false
	case s.b.rev >= stackWordsRevision && !force[0].p.commander() && dest != force[0].Hex && s.overLimit(dest, force):
		// The path search never ends on such a hex: say so, not "no
		// path".
		if !s.fortressRoom(dest, force) {
			return "its fortress holds its garrison and one other unit (22.3.4)", false
		}
		return fmt.Sprintf("it would hold more than %d stacking points (2.9)", StackingLimit), false
	}
	return "", false
}
