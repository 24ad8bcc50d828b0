package custoza

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Operation is a Force's action under way: a movement, an assault or
// charge with the movement to its marker, a light infantry's move and
// fire, an advance after combat, an exhausted move. It moves hex by hex
// so that the enemy may react at each trigger of 11.1 and the action goes
// on afterwards (11.4: "each of them is resolved separately, in the order
// they are triggered, before any other Action could be implemented").
type Operation struct {
	Kind   string           `json:"kind"` // opMove, opAssault, opCharge, opFire, opAdvance, opExhausted
	Side   adjudicator.Side `json:"side"`
	Units  []string         `json:"units"`
	Path   []hexmap.Hex     `json:"path,omitempty"` // the hexes still to enter, in order
	Spent  hexmap.Cost      `json:"spent,omitempty"`
	MA     hexmap.Cost      `json:"ma"`
	March  bool             `json:"march,omitempty"`
	Face   hexmap.Direction `json:"face,omitempty"`   // the facing asked at the end, 0: as it moved
	Target hexmap.Hex       `json:"target,omitempty"` // assault, charge, fire
	Marker int              `json:"marker"`           // its marker's index, -1 for none
	AtArt  bool             `json:"atart,omitempty"`  // fire at the artillery Force of the target (8.1)
	// Unlimber: artillery unlimbers at the end of its move (7.9).
	Unlimber bool `json:"unlimber,omitempty"`
	// Leaving: the reactions to its leaving the hex it is in (11.1 c)
	// have been asked.
	Leaving bool `json:"leaving,omitempty"`
	// Entered: the ZoRs it was in when it entered its hex, for 11.1 d.
	Entered []string `json:"entered,omitempty"`
	// Reacted: forces (first unit ids) that reacted to this action's
	// ZoR-to-ZoR move, which triggers "one time only" (11.1 d).
	Reacted []string `json:"reacted,omitempty"`
	Text    string   `json:"text,omitempty"` // the order line
	// From, Went and Told are what the movement has told so far
	// (movetell.go): where it set out, the hexes entered since it was
	// last told, and whether it was told before.
	From hexmap.Hex   `json:"from,omitempty"`
	Went []hexmap.Hex `json:"went,omitempty"`
	Told bool         `json:"told,omitempty"`
}

// Operation kinds.
const (
	opMove      = "move"
	opAssault   = "assault"
	opCharge    = "charge"
	opFire      = "fire"      // light infantry moving, then firing (8.3)
	opAdvance   = "advance"   // 10.3, 10.4·11
	opExhausted = "exhausted" // 9.6
)

func (op Operation) clone() Operation {
	op.Units = slices.Clone(op.Units)
	op.Path = slices.Clone(op.Path)
	op.Entered = slices.Clone(op.Entered)
	op.Reacted = slices.Clone(op.Reacted)
	op.Went = slices.Clone(op.Went)
	return op
}

// proceed takes the operation under way one step further: it asks the
// reactions to leaving a hex before the step (11.1 c), enters the next
// hex, and at the end of the path does what the action is for.
func (s *State) proceed(r dice.Roller) {
	op := s.Op
	force := s.units(op.Units)
	if len(force) == 0 {
		s.Op = nil
		return
	}
	if len(op.Path) == 0 {
		s.tellWent(op)
		s.Op = nil
		s.arrive(op, force, r)
		return
	}
	from, next := force[0].Hex, op.Path[0]
	if !op.Leaving {
		op.Leaving = true
		if s.triggerLeaving(op, force, from, next) {
			return
		}
	}
	info, why := s.canStep(op, force, from, next)
	if why != "" {
		s.tellWent(op)
		s.tellForce(force, "stopped", fmt.Sprintf("%s stops in %s: %s", s.forceName(force), from, why))
		op.Path = nil
		if op.Kind == opAssault || op.Kind == opCharge || op.Kind == opFire {
			s.Op = nil // it never reached its marker: no combat
			s.endAction(op, force, r)
		}
		return
	}
	s.enter(op, force, from, next, info, r)
	op.Leaving = false
	op.Path = op.Path[1:]
}

// canStep checks one step of the operation again when it is taken: the
// position may have changed since the order was checked (a reaction, a
// retreat).
func (s *State) canStep(op *Operation, force []*Unit, from, next hexmap.Hex) (stepInfo, string) {
	u := force[0]
	if !s.b.grid.Adjacent(from, next) {
		return stepInfo{}, fmt.Sprintf("%s is not next to %s", next, from)
	}
	if s.sideAt(next) == s.b.enemy(op.Side) {
		return stepInfo{}, fmt.Sprintf("enemy units are in %s (7.2)", next)
	}
	entering := s.stacking(next) + sumSV(force)
	info, ok := s.b.step(u.p.class(), op.March, from, next, entering)
	if !ok {
		return stepInfo{}, fmt.Sprintf("%s cannot be entered from %s (TEC)", next, from)
	}
	cost := info.Cost
	if op.Spent+cost > op.MA && !(op.Spent == 0 && op.Kind != opAdvance) {
		return stepInfo{}, fmt.Sprintf("not enough MP left (%s spent of %s, %s needs %s; 7.2)", op.Spent, op.MA, next, cost)
	}
	if !op.March && entering > StackingLimit && op.Kind != opAdvance {
		return stepInfo{}, fmt.Sprintf("%s would hold %d stacking points, over the limit of %d (2.9)", next, entering, StackingLimit)
	}
	if why := s.ezorStep(op, force, next); why != "" {
		return stepInfo{}, why
	}
	return info, ""
}

// ezorStep is 7.5: "During Movement, a Force can enter an EZoR only on an
// Assault/Charge marker", and at night not at all (22.4).
func (s *State) ezorStep(op *Operation, force []*Unit, next hexmap.Hex) string {
	if !s.inEZoR(op.Side, next) || op.Kind == opAdvance {
		return ""
	}
	if !s.b.period(s.Turn).EnterEZoRAllowed() {
		return "no unit can enter an enemy ZoR at night (22.4)"
	}
	if op.Kind == opExhausted {
		return "" // 9.6: it must end out of EZoRs, not stay out of them
	}
	if s.markerAt(next) < 0 {
		return fmt.Sprintf("%s is in an enemy ZoR and holds no Assault/Charge marker (7.5)", next)
	}
	return ""
}

func sumSV(units []*Unit) int {
	n := 0
	for _, u := range units {
		n += u.p.SV
	}
	return n
}

// enter moves the force into next: it pays the MP, takes control (2.2),
// faces the way it moved (7.6: "moving units can freely change facing
// while moving"), makes the terrain's cohesion check (7.3) and raises the
// reactions to its entering a ZoR (11.1 b, d).
func (s *State) enter(op *Operation, force []*Unit, from, next hexmap.Hex, info stepInfo, r dice.Roller) {
	before := s.zorsOf(op.Side, from)
	op.Spent += info.Cost
	noteWent(op, from, next)
	dir, _ := s.b.grid.DirectionTo(from, next)
	for _, u := range force {
		u.Hex = next
		s.touch()
		u.Spent += info.Cost
		u.Moved = true
		u.Facing = dir
	}
	s.takeControl(op.Side, next)
	s.contact(next)
	s.displaceCommanders(op.Side, next)
	if info.Check || info.Levels > 0 {
		s.terrainCohesion(force, info, next, r)
		if force = s.units(op.Units); len(force) == 0 {
			return
		}
	}
	s.triggerEntering(op, force, next, before)
}

// zorsOf lists the enemy forces (by first unit id) whose ZoR covers h.
func (s *State) zorsOf(side adjudicator.Side, h hexmap.Hex) []string {
	var out []string
	for _, f := range s.projectors(side, h) {
		out = append(out, f[0].ID)
	}
	return out
}

// arrive finishes an operation whose path is done.
func (s *State) arrive(op *Operation, force []*Unit, r dice.Roller) {
	switch op.Kind {
	case opAssault, opCharge:
		s.attack(op, force, r)
	case opFire:
		s.fireFromMarker(op, force, r)
	default:
		s.finishMove(op, force)
		s.endAction(op, force, r)
	}
}

// finishMove sets the facing at the end of a movement (7.6): the one
// asked, else the facing of friendly forces already in the hex, else the
// way it moved; artillery unlimbers if asked (7.9).
func (s *State) finishMove(op *Operation, force []*Unit) {
	h := force[0].Hex
	face := op.Face
	if face == 0 {
		for _, u := range s.combatAt(h) {
			if !slices.Contains(op.Units, u.ID) && u.p.Side == op.Side {
				face = u.Facing // 7.6: "Forces entering a friendly hex assume the facing of the forces already in the hex"
				break
			}
		}
	}
	if face != 0 {
		s.setFacing(h, op.Side, face)
	}
	if op.Unlimber {
		for _, u := range force {
			u.March = false
		}
	}
}

// setFacing turns every force of side in h to d (7.6: "All the Forces in a
// hex must have the same facing").
func (s *State) setFacing(h hexmap.Hex, side adjudicator.Side, d hexmap.Direction) {
	for _, u := range s.at(h) {
		if u.p.Side == side {
			u.Facing = d
		}
	}
}

// endAction closes a Force's action: a light infantry fire or assault
// from a marker fulfils it (6.4); a charger becomes exhausted and may
// move again (9.6).
func (s *State) endAction(op *Operation, force []*Unit, r dice.Roller) {
	for _, u := range force {
		u.Acted = true
	}
}

// displaceCommanders is 2.4.2.3: "if an enemy unit enters its hex when it
// is alone, move it to the nearest friendly unit belonging to its
// Formation. If such a unit doesn't exist on the map, move it its full MA
// ignoring any enemy unit or ZoR."
func (s *State) displaceCommanders(side adjudicator.Side, h hexmap.Hex) {
	for _, c := range s.at(h) {
		if !c.p.commander() || c.p.Side == side {
			continue
		}
		best, bestD := hexmap.Hex{}, -1
		for _, u := range s.onMap() {
			if u.p.commander() || u.p.Side != c.p.Side || (c.p.Type == "fc" && u.p.Formation != c.p.Formation) || u.Hex == h {
				continue
			}
			if d := s.b.grid.Distance(h, u.Hex); bestD < 0 || d < bestD || (d == bestD && u.Hex.Compare(best) < 0) {
				best, bestD = u.Hex, d
			}
		}
		if bestD < 0 {
			best = s.retreatCommander(c, h)
		}
		from := c.Hex
		c.Hex = best
		s.touch()
		s.event(adjudicator.Event{Code: "commander-displaced",
			Text: fmt.Sprintf("%s, alone when enemy units entered %s, goes to %s (2.4.2.3)", s.refUnit(c), from, best)})
	}
}

// retreatCommander is where a commander with no unit of his Formation on
// the map goes: the hex within his full MA farthest from the enemy unit
// that entered (first in printed order among equals).
func (s *State) retreatCommander(c *Unit, h hexmap.Hex) hexmap.Hex {
	best, bestD := h, -1
	for _, n := range s.b.grid.Around(h, commanderMA) {
		if !s.b.on(n) || s.sideAt(n) == s.b.enemy(c.p.Side) {
			continue
		}
		if !s.b.passable(c.p.class(), n) {
			continue
		}
		if d := s.b.grid.Distance(h, n); d > bestD || (d == bestD && n.Compare(best) < 0) {
			best, bestD = n, d
		}
	}
	return best
}
