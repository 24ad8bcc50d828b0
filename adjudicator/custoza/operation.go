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
	// Cl are the clauses of its order line (parse_clauses.go).
	Cl Clauses `json:"cl"`
	// At is where the Force stands as far as the action knows: a
	// reaction that moved it (a lost counterattack's retreat) ends the
	// action there.
	At hexmap.Hex `json:"at,omitempty"`
	// Dest is where its path leads, for `if blocked reroute`.
	Dest hexmap.Hex `json:"dest,omitempty"`
	// Through is the square hex a charge carries on through on a draw
	// (11.5.4.2); the Force may enter it though the enemy holds it.
	Through hexmap.Hex `json:"through,omitempty"`
	// Active: the active Formation's action (6.6); false for a reacting
	// Force's exhausted movement (9.7), which is no action of its own.
	Active bool `json:"active,omitempty"`
	// Charged: the charge targets already charged in this action (9.4).
	Charged []hexmap.Hex `json:"charged,omitempty"`
	// RoadEnd: its last step was along a road in March Movement (7.8.2).
	RoadEnd bool `json:"roadend,omitempty"`
	// Prev is the hex it entered its hex from.
	Prev hexmap.Hex `json:"prev,omitempty"`
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
	opContinue  = "continue"  // 9.4, 9.4.1: after the reactions, the charge goes on or ends
)

func (op Operation) clone() Operation {
	op.Units = slices.Clone(op.Units)
	op.Path = slices.Clone(op.Path)
	op.Entered = slices.Clone(op.Entered)
	op.Reacted = slices.Clone(op.Reacted)
	op.Charged = slices.Clone(op.Charged)
	op.Cl.Continue = slices.Clone(op.Cl.Continue)
	op.Cl.Exhausted = slices.Clone(op.Cl.Exhausted)
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
	if op.At != (hexmap.Hex{}) && force[0].Hex != op.At {
		// A reaction moved the Force (it lost a counterattack and
		// retreated): its action ends where it stands.
		s.Op = nil
		s.tellForce(force, "stopped", fmt.Sprintf("%s, driven back to %s, ends its action there", s.forceName(force), force[0].Hex))
		s.endCharge(op, force, r)
		s.endAction(op, force)
		return
	}
	if op.Kind == opContinue {
		s.Op = nil
		s.continueCharge(op, force, r)
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
	if why != "" && op.Cl.Blocked == "reroute" && s.reroute(op, force) {
		s.tellForce(force, "reroute", fmt.Sprintf("%s cannot go on as ordered (%s): it takes another way to %s (if blocked reroute)", s.forceName(force), why, op.Dest))
		return
	}
	if why != "" {
		s.tellWent(op)
		s.tellForce(force, "stopped", fmt.Sprintf("%s stops in %s: %s", s.forceName(force), from, why))
		if from == op.Through && op.Prev != (hexmap.Hex{}) {
			// 11.5.4.2: a charger goes through a square's hex, never stays in it
			s.moveStack(force, from, op.Prev)
			s.Passing = nil
			s.tellForce(force, "stopped", fmt.Sprintf("%s cannot stay in the square's hex: it goes back to %s", s.forceName(force), op.Prev))
		}
		op.Path = nil
		if op.Kind == opAssault || op.Kind == opCharge || op.Kind == opFire {
			s.Op = nil // it never reached its marker: no combat
			s.endCharge(op, force, r)
			s.endAction(op, force)
		}
		return
	}
	op.Leaving = false
	op.Path = op.Path[1:]
	op.At = next
	s.enter(op, force, from, next, info, r)
}

// reroute is `if blocked reroute`: a new cheapest path from where the
// Force stands to where it was going, within the MP it has left.
func (s *State) reroute(op *Operation, force []*Unit) bool {
	if op.Dest == (hexmap.Hex{}) || force[0].Hex == op.Dest {
		return false
	}
	toMarker := op.Kind == opAssault || op.Kind == opCharge || op.Kind == opFire
	path, ok := s.pathWithin(force, force[0].Hex, op.Dest, op.March, toMarker, op.MA-op.Spent, op.Spent == 0)
	if !ok || len(path) == 0 {
		return false
	}
	if op.Kind == opCharge && s.chargePathRefused(force, path, op.March) != "" {
		return false
	}
	op.Path, op.Leaving = path, false
	return true
}

// canStep checks one step of the operation again when it is taken: the
// position may have changed since the order was checked (a reaction, a
// retreat).
func (s *State) canStep(op *Operation, force []*Unit, from, next hexmap.Hex) (stepInfo, string) {
	u := force[0]
	if !s.b.grid.Adjacent(from, next) {
		return stepInfo{}, fmt.Sprintf("%s is not next to %s", next, from)
	}
	if s.sideAt(next) == s.b.enemy(op.Side) && next != op.Through {
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
	// 2.9: the limit holds at all times; a unit in March Movement may pass
	// over it (2.9's exception, 7.8.1) but not stop there.
	if entering > StackingLimit && op.Kind != opAdvance && next != op.Through && (!op.March || len(op.Path) == 1) {
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
	if s.b.rev >= 2 && force[0].p.commander() {
		// 7.5: "Commanders cannot enter EZoRs if the hex is not already
		// occupied by friendly units" (costFunc's rule; revision 1
		// refused him here, halfway along a path it had accepted).
		if s.sideAt(next) == op.Side {
			return ""
		}
		return fmt.Sprintf("%s is in an enemy ZoR and holds no friendly unit: commanders enter one only where friendly units are (%s)", next, s.rule("7.5", "3.1.2"))
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
// while moving"; a charger never changes facing, 9.3), makes the
// terrain's cohesion check (7.3) and raises the reactions to its entering
// a ZoR (11.1 b, d).
func (s *State) enter(op *Operation, force []*Unit, from, next hexmap.Hex, info stepInfo, r dice.Roller) {
	before := s.zorsOf(op.Side, from)
	op.Spent += info.Cost
	op.RoadEnd = info.Road
	op.Prev = from
	noteWent(op, from, next)
	dir, _ := s.b.grid.DirectionTo(from, next)
	charging := op.Kind == opCharge
	for _, u := range force {
		u.Hex = next
		u.Spent += info.Cost
		u.Moved = true
		s.trainMoved(u) // 24.1.4.1
		if !charging {
			u.Facing = dir
		}
	}
	s.touch()
	s.Passing = nil
	if next == op.Through {
		s.Passing = unitIDs(force) // 11.5.4.2: through the square hex
	} else {
		s.takeControl(op.Side, next)
		s.displaceCommanders(op.Side, next)
	}
	s.contact(next)
	if info.Check || info.Levels > 0 {
		failed := s.terrainCohesion(force, info, next, r)
		if force = s.units(op.Units); len(force) == 0 {
			return
		}
		if failed && op.Active && op.Cl.Failed == "stop" && s.Op == op {
			s.stopAndWithdraw(op, force, r)
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
		s.arriveAttack(op, force, r)
	case opFire:
		s.fireFromMarker(op, force, r)
	case opExhausted:
		s.finishMove(op, force)
		s.tellForce(force, "exhausted", fmt.Sprintf("%s ends its exhausted movement in %s (9.6)", s.forceName(force), force[0].Hex))
	default:
		s.finishMove(op, force)
		s.endAction(op, force)
	}
}

// finishMove sets the facing at the end of a movement (7.6): "Forces
// entering a friendly hex assume the facing of the forces already in the
// hex"; else the one asked, else the way it moved. A unit in March
// Movement that ended along a road keeps the road's direction (7.8.2: it
// "cannot change facing in the last hex of its move"). Artillery
// unlimbers if asked (7.9), never on a Tione bridge (22.1).
func (s *State) finishMove(op *Operation, force []*Unit) {
	h := force[0].Hex
	face := op.Face
	if op.RoadEnd {
		face = 0
	}
	for _, u := range s.combatAt(h) {
		if !slices.Contains(op.Units, u.ID) && u.p.Side == op.Side && !slices.Contains(s.Passing, u.ID) {
			face = u.Facing
			break
		}
	}
	if face != 0 {
		s.setFacing(h, op.Side, face)
	}
	if op.Unlimber && s.b.terrainOf(h) != "tione-bridge" {
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

// endAction closes a Force's action (6.6: its one action of the GT).
func (s *State) endAction(op *Operation, force []*Unit) {
	if !op.Active {
		return
	}
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
// the map goes: "move it its full MA ignoring any enemy unit or ZoR"
// (2.4.2.3) — the hexes his 8 MP reach at infantry costs and road
// movement along roads (7.10), through enemy units and ZoRs; mincio takes
// the one farthest from the hex he leaves (the rule gives no direction),
// not holding enemy units, then printed order.
func (s *State) retreatCommander(c *Unit, h hexmap.Hex) hexmap.Hex {
	cf := func(from, to hexmap.Hex, _ hexmap.Hexside) (hexmap.Cost, bool) {
		return s.b.stepCost(c.p.class(), true, from, to, 0)
	}
	best, bestD := h, -1
	for _, n := range s.b.grid.Within(h, hexmap.MPs(commanderMA), cf, hexmap.PathOptions{MinimumMove: true}) {
		if s.hasEnemy(c.p.Side, n) {
			continue
		}
		if d := s.b.grid.Distance(h, n); d > bestD || (d == bestD && n.Compare(best) < 0) {
			best, bestD = n, d
		}
	}
	return best
}
