package risorgimento

import (
	"errors"
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// order is one brigade line as parse.go read it.
type order struct {
	Verb     string       // a brigade order (move, face, fire, attack, charge, square, rally, orders, strategic, done) or a side's (parse.go)
	ID       string       // unit or leader
	Path     []hexmap.Hex // move: the hexes entered; fire, attack: the target
	Facing   string       // move, face: the hexside faced after
	Prefs    []string     // react: the reactions in order of preference
	Standing bool         // a standing order (parse.go)
	Off      bool         // strategic, square: leave it
	With     []string     // fire: the batteries combining with it (7.12, revision 2)
}

// capability is what unit id of the acting brigade may do now (4.41, 4.42,
// 4.13, 4.61).
func (s *State) capability(bi *brigadeInfo, id string) (Capability, error) {
	i := s.w.unitIndex(id)
	if i < 0 || s.w.units[i].Brigade != bi.ID {
		return Capability{}, fmt.Errorf("%s is not a unit of %s, the brigade acting (3.0 B2)", id, bi.ID)
	}
	u := &s.Units[i]
	switch {
	case u.Out:
		return Capability{}, fmt.Errorf("%s is eliminated (8.12)", id)
	case u.Reserve:
		return ReserveEffects(), nil
	}
	bs := s.brigade(bi.ID)
	in := slices.Contains(bs.Start, id) || u.Hex.empty()
	return CapabilitiesOf(s.w.units[i].Unit.Kind, bs.Orders != "without" && bs.Orders != "failed", in, bs.Orders == "failed"), nil
}

// act applies one brigade order.
func (s *State) act(r dice.Roller, o order) ([]adjudicator.Event, error) {
	bi := s.currentBrigade()
	if bi == nil {
		return nil, errors.New("no brigade is acting now (3.0 B2)")
	}
	bs := s.brigade(bi.ID)
	switch o.Verb {
	case "done":
		return s.nextBrigade(), nil
	case "orders":
		if bs.Orders != "without" || bs.Rolled {
			return nil, fmt.Errorf("%s is not Without Orders with its roll still to make (4.13)", bi.ID)
		}
		roll, ok := OrdersRoll(r, bi.Leader, bi.Commit)
		bs.Rolled = true
		text := fmt.Sprintf("%s rolls %d %+d for orders: ", bi.ID, roll, bi.Commit)
		if !ok {
			bs.Orders = "failed"
			return []adjudicator.Event{event("orders", text+"5 or more, it may only Rally (4.13)")}, nil
		}
		bs.Orders = "under"
		bs.Start = s.board().inCommand(bi, true)
		return []adjudicator.Event{event("orders", text+"4 or less, Under Orders (4.13)")}, nil
	case "move":
		if li := s.w.leaderIndex(o.ID); li >= 0 {
			return s.moveLeader(o, bi.Leader, "the acting brigade's brigadier (4.12)")
		}
		return s.move(r, bi, o)
	case "strategic":
		return s.strategic(bi, !o.Off)
	case "square":
		return s.square(bi, o.ID, !o.Off)
	case "face":
		return s.face(bi, o)
	case "fire":
		return s.fire(r, bi, o)
	case "attack":
		return s.declareAttack(bi, o)
	case "charge":
		return s.charge(r, bi, o)
	case "rally":
		return s.rally(bi, o)
	}
	return nil, fmt.Errorf("%q is no brigade order (3.0 B2)", o.Verb)
}

// checkMove is the movement rules for unit i along path, without moving
// it: terrain (5.2), the entrance minimum (5.31), enemy ZOCs and
// adjacency (6.3, 4.42, 5.33), stopping in a ZOC (6.32), stacking at the
// end (5.41). cost is the MP spent.
func (s *State) checkMove(b *board, bi *brigadeInfo, i int, path []hexmap.Hex) error {
	cap, err := s.capability(bi, s.Units[i].ID.String())
	if err != nil {
		return err
	}
	u := &s.Units[i]
	ru := s.rules(i)
	switch {
	case !cap.Move:
		return fmt.Errorf("%s may not move now (4.13, 4.61)", u.ID)
	case u.Moved:
		return fmt.Errorf("%s has already moved this activation (5.3)", u.ID)
	case u.Square:
		return fmt.Errorf("%s is in Square: units in Square may not move (6.14)", u.ID)
	case u.Fired && ru.Kind == Artillery:
		return fmt.Errorf("%s has fired: artillery moves, then fires, not the reverse (5.32)", u.ID)
	case len(path) == 0:
		return errors.New("a move names the hexes entered (5.3)")
	}
	side := s.sideOf(i)
	g := s.w.m.Grid
	var from hexmap.Hex
	first := 0
	if u.Hex.empty() {
		if u.Out || u.Arrive == 0 || int(u.Arrive) > s.Turn {
			return fmt.Errorf("%s is not on the map and may not enter now (5.6)", u.ID)
		}
		if !u.Entry.is(path[0].String()) {
			return fmt.Errorf("%s enters at %s, its entry hex (5.6)", u.ID, u.Entry)
		}
		from, first = path[0], 1
		if b.enemyAt(side, from) {
			return fmt.Errorf("%s is occupied by the enemy (5.42)", from)
		}
	} else {
		from = u.hex()
	}
	ma := hexmap.MPs(MovementAllowance(ru, ru.SM, false))
	spent := hexmap.Cost(0)
	if u.Hex.empty() {
		// 5.6: the entry hex's cost times the units that entered ahead
		// through it this turn.
		spent = ReinforcementCost(EntryCost(s.w.m, s.w.t, ClassOf(ru), from, from).Total(), s.enteredAhead(u.Entry))
	}
	if !u.Hex.empty() && s.rev() >= townRevision {
		spent = TownLeaveCost(s.townStacked(b, from)) // 5.53
	}
	startZOC := b.enemyZOC(side, from)
	outOfCommand := !cap.MoveAdjacent
	bs := s.brigade(bi.ID)
	enemyEntries := s.enemyEntries(side)
	for k := first; k < len(path); k++ {
		to := path[k]
		if !g.Adjacent(from, to) {
			return fmt.Errorf("%s is not next to %s: a move goes hex by hex (5.3)", to, from)
		}
		if b.enemyAt(side, to) {
			return fmt.Errorf("%s may not enter %s, held by the enemy (5.42)", u.ID, to)
		}
		e := s.moveEntry(b, i, ClassOf(ru), from, to) // 5.2-5.26, the 5.27 play note
		if !e.Allowed() {
			return fmt.Errorf("%s may not enter %s: prohibited terrain (5.2, 5.23, 5.26)", u.ID, to)
		}
		if err := ProtectedEntry(g, to, enemyEntries, true); err != nil {
			return fmt.Errorf("%s into %s: %v", u.ID, to, err)
		}
		adj, lone := b.adjacentEnemy(side, to)
		extra, err := ApproachCost(ru.Kind, Approach{EnemyZOC: b.enemyZOC(side, to), Adjacent: adj, OnlyLoneArtillery: lone,
			OutOfCommand: outOfCommand, HDC: bs.HDC, LeavingZOC: k == first && startZOC && !u.Hex.empty()})
		if err != nil {
			return fmt.Errorf("%s into %s: %v", u.ID, to, err)
		}
		c := e.Total() + extra
		if err := CanEnter(c, ma-spent, k == first && !u.Hex.empty()); err != nil {
			return fmt.Errorf("%s into %s: %v", u.ID, to, err)
		}
		spent += c
		if b.enemyZOC(side, to) && k < len(path)-1 {
			return fmt.Errorf("%s must stop in %s, an enemy ZOC (6.32)", u.ID, to)
		}
		if ru.SM {
			near := b.nearestEnemy(side, to)
			if k == first {
				near = min(near, b.nearestEnemy(side, from))
			}
			if err := StrategicStep(s.w.m, from, to, near, b.friendlyAt(side, to, i)); err != nil {
				return fmt.Errorf("%s into %s: %v", u.ID, to, err)
			}
		}
		from = to
	}
	if err := s.stackingOn(b, from, i, StackingPlace{Strategic: ru.SM}); err != nil {
		return fmt.Errorf("%s in %s: %v", u.ID, from, err)
	}
	return nil
}

// move moves a unit of the acting brigade (5.3): in an Extended Activation
// each unit that moves rolls against its cohesion (4.43); infantry across
// a canal or deep stream is Disordered (5.23); an enemy brigade In Reserve
// within three hexes is released (4.62).
func (s *State) move(r dice.Roller, bi *brigadeInfo, o order) ([]adjudicator.Event, error) {
	i := s.w.unitIndex(o.ID)
	if i < 0 {
		return nil, fmt.Errorf("%s is no unit or leader of the scenario (2.2)", o.ID)
	}
	if err := s.checkMove(s.board(), bi, i, o.Path); err != nil {
		return nil, err
	}
	u := &s.Units[i]
	from := u.Hex
	prev, start := u.hex(), 0
	if from.empty() {
		prev, start = o.Path[0], 1
	}
	for _, h := range o.Path[start:] {
		if CrossingDisorders(s.w.m, s.rules(i), prev, h) {
			u.Disorder = true // 5.23
		}
		prev = h
	}
	last := o.Path[len(o.Path)-1]
	face := o.Facing
	if face == "" {
		prev := u.hex()
		if len(o.Path) > 1 {
			prev = o.Path[len(o.Path)-2]
		}
		if d, ok := s.w.m.Grid.DirectionTo(prev, last); ok {
			face = d.String()
		} else if u.Face.empty() {
			face = s.w.m.Grid.Directions()[0].String()
		} else {
			face = u.Face.String()
		}
	}
	if from.empty() {
		u.Entered = int32(s.Turn)
	}
	s.enterHex(i, last)
	u.Face, u.Moved, u.Acted = wordText(face), true, true
	ev := []adjudicator.Event{event("move", fmt.Sprintf("%s moves to %s facing %s (5.3)", u.ID, last, face))}
	if s.Act.Ext {
		roll, hit := ExtendedMoveHit(r, s.rules(i))
		text := fmt.Sprintf("%s rolls %d against cohesion %d in an Extended Activation", u.ID, roll, s.rules(i).AdjustedCohesion())
		if hit {
			u.Hits++
			text += ": one Hit (4.43)"
			s.checkEliminated(i)
		} else {
			text += ": no Hit (4.43)"
		}
		ev = append(ev, event("extended-hit", text))
	}
	ev = append(ev, s.endangerLone(r, i, o.Path[start:])...)
	ev = append(ev, s.releaseNear(s.sideOf(i), last)...)
	ev = append(ev, s.cavalryTriggered(r, i, o.Path[start:])...)
	s.preAttackAfterMove(i, last)
	return ev, nil
}

// releaseNear is 4.62: every enemy brigade In Reserve with a unit within
// three hexes of at is released at once.
func (s *State) releaseNear(mover adjudicator.Side, at hexmap.Hex) []adjudicator.Event {
	var ev []adjudicator.Event
	enemy := func(i int) bool { return s.Units[i].onMap() && s.w.units[i].Side != mover }
	// The brigades with an enemy unit In Reserve on the map, found in one
	// pass: a release or an unstacking below puts no unit In Reserve.
	var inReserve []string
	for i := range s.Units {
		if s.Units[i].Reserve && enemy(i) && !slices.Contains(inReserve, s.w.units[i].Brigade) {
			inReserve = append(inReserve, s.w.units[i].Brigade)
		}
	}
	for _, bi := range s.w.brigades {
		if !slices.Contains(inReserve, bi.ID) || !slices.ContainsFunc(bi.Units, func(id string) bool { i := s.w.unitIndex(id); return s.Units[i].Reserve && enemy(i) }) {
			continue // only a brigade In Reserve is released
		}
		var hexes []hexmap.Hex
		for _, id := range bi.Units {
			if i := s.w.unitIndex(id); enemy(i) {
				hexes = append(hexes, s.Units[i].hex())
			}
		}
		if InvoluntaryRelease(s.w.m.Grid, hexes, at) {
			for _, id := range bi.Units {
				s.unit(id).Reserve = false
			}
			ev = append(ev, event("released", fmt.Sprintf("%s is released from Reserve: an enemy moved within three hexes (4.62)", bi.ID)))
			ev = append(ev, s.unstack(bi)...)
		}
	}
	return ev
}

// face turns a unit in place: a move of no hexes (6.1).
func (s *State) face(bi *brigadeInfo, o order) ([]adjudicator.Event, error) {
	cap, err := s.capability(bi, o.ID)
	if err != nil {
		return nil, err
	}
	u := s.unit(o.ID)
	switch {
	case !cap.Move || u.Moved || u.Hex.empty():
		return nil, fmt.Errorf("%s may not change facing now: it turns as it moves (6.1, 5.3)", o.ID)
	}
	if s.rev() >= zocTurnRevision {
		// 6.33: a unit that starts in an enemy ZOC and stays turns one hexside
		from, errFrom := u.Face.direction()
		to, errTo := hexmap.ParseDirection(o.Facing)
		inZOC := s.board().enemyZOC(s.sideOf(s.w.unitIndex(o.ID)), u.hex())
		if err := MayTurn(s.w.m.Grid, inZOC, from, to); errFrom == nil && errTo == nil && err != nil {
			return nil, fmt.Errorf("%s: %v", o.ID, err)
		}
	}
	u.Face, u.Moved, u.Acted = wordText(o.Facing), true, true
	return []adjudicator.Event{event("face", fmt.Sprintf("%s faces %s (6.1)", o.ID, o.Facing))}, nil
}

// rally is 8.51: a unit not adjacent to the enemy that does nothing else
// removes its Disorder; not in an Extended Activation. It may then change
// its facing (6.15).
func (s *State) rally(bi *brigadeInfo, o order) ([]adjudicator.Event, error) {
	cap, err := s.capability(bi, o.ID)
	if err != nil {
		return nil, err
	}
	u := s.unit(o.ID)
	adj, _ := s.board().adjacentEnemy(s.sideOf(s.w.unitIndex(o.ID)), u.hex())
	switch {
	case !cap.Rally || u.Hex.empty():
		return nil, fmt.Errorf("%s may not Rally now (8.51)", o.ID)
	case !u.Disorder:
		return nil, fmt.Errorf("%s is not Disordered: nothing to Rally (8.51)", o.ID)
	case !MayRally(adj, u.Acted, s.Act.Ext):
		return nil, fmt.Errorf("%s may Rally only not adjacent to an enemy, doing nothing else, and not in an Extended Activation (8.51)", o.ID)
	}
	u.Disorder, u.Acted = false, true
	text := fmt.Sprintf("%s rallies (8.51)", o.ID)
	if o.Facing != "" {
		u.Face = wordText(o.Facing) // 6.15: a rallied unit may change its facing
		text = fmt.Sprintf("%s rallies and faces %s (8.51, 6.15)", o.ID, o.Facing)
	}
	return []adjudicator.Event{event("rally", text)}, nil
}

// checkEliminated takes an eliminated unit off the map (8.12).
func (s *State) checkEliminated(i int) bool {
	if s.rules(i).Eliminated() {
		s.Units[i].Out = true
		return true
	}
	return false
}

// checkStrategic says whether the acting brigade may take up (on) or
// leave Strategic Movement now, before any of its units moves (5.1): all
// its units or none; a brigade Without Orders may not start it unless it
// enters as reinforcements (its units arriving this turn).
func (s *State) checkStrategic(bi *brigadeInfo, on bool) error {
	bs := s.brigade(bi.ID)
	entering := false
	for _, id := range bi.Units {
		u := s.unit(id)
		if u.Moved {
			return fmt.Errorf("%s has moved already: a brigade takes up or leaves Strategic Movement before its units move (5.1)", id)
		}
		entering = entering || (u.Hex.empty() && int(u.Arrive) == s.Turn)
	}
	switch {
	case !on && !bs.SM:
		return fmt.Errorf("%s is not in Strategic Movement (5.1)", bi.ID)
	case on && bs.SM:
		return fmt.Errorf("%s is in Strategic Movement already (5.1)", bi.ID)
	case on:
		n := len(bi.Units)
		return StrategicBrigade(n, n, bs.Orders == "under", bs.SM, entering, false)
	}
	return nil
}

// strategic puts the acting brigade into Strategic Movement or takes it
// out (checkStrategic).
func (s *State) strategic(bi *brigadeInfo, on bool) ([]adjudicator.Event, error) {
	if err := s.checkStrategic(bi, on); err != nil {
		return nil, err
	}
	s.brigade(bi.ID).SM = on
	if !on {
		return []adjudicator.Event{event("strategic", fmt.Sprintf("%s leaves Strategic Movement (5.1)", bi.ID))}, nil
	}
	return []adjudicator.Event{event("strategic", fmt.Sprintf("%s uses Strategic Movement: double MA, one unit a hex, never within three hexes of the enemy (5.1, 5.11)", bi.ID))}, nil
}

// enteredAhead counts the units that entered through entry this turn (5.6).
func (s *State) enteredAhead(entry shortText) int {
	n := 0
	for _, u := range s.Units {
		if u.Entry == entry && int(u.Entered) == s.Turn && !u.Hex.empty() {
			n++
		}
	}
	return n
}

// checkSquare is 6.14 for unit id of the acting brigade forming (on) or
// leaving Square: non-Jäger infantry not adjacent to an enemy, for 1 MP,
// after which it moves no further this activation (reading: the Square
// is the unit's move, so it may not have moved before).
func (s *State) checkSquare(b *board, bi *brigadeInfo, id string, on bool) error {
	cap, err := s.capability(bi, id)
	if err != nil {
		return err
	}
	i := s.w.unitIndex(id)
	u := &s.Units[i]
	adj, _ := b.adjacentEnemy(s.sideOf(i), u.hex())
	switch {
	case !cap.Move || !u.onMap():
		return fmt.Errorf("%s may not move now, nor form or leave Square (6.14, 4.61)", id)
	case u.Moved:
		return fmt.Errorf("%s has moved this activation: forming or leaving Square is its move (6.14)", id)
	case on == u.Square:
		return fmt.Errorf("%s is %s in Square (6.14)", id, map[bool]string{true: "already", false: "not"}[on])
	}
	_, err = SquareMove(s.rules(i), adj)
	return err
}

// square forms or leaves Square (checkSquare).
func (s *State) square(bi *brigadeInfo, id string, on bool) ([]adjudicator.Event, error) {
	if err := s.checkSquare(s.board(), bi, id, on); err != nil {
		return nil, err
	}
	u := s.unit(id)
	u.Square, u.Moved, u.Acted = on, true, true
	if on {
		return []adjudicator.Event{event("square", fmt.Sprintf("%s forms Square: all-round front, may not move (6.14)", id))}, nil
	}
	return []adjudicator.Event{event("square", fmt.Sprintf("%s leaves Square (6.14)", id))}, nil
}

// enemyEntries are the entry hexes of side's enemy units still to enter
// (5.34: protected while reinforcements have yet to come).
func (s *State) enemyEntries(side adjudicator.Side) []hexmap.Hex {
	var out []hexmap.Hex
	for i, u := range s.Units {
		if !u.Hex.empty() || u.Out || u.Arrive == 0 || s.sideOf(i) == side { // the side's name compared last: most units are on the map
			continue
		}
		if h, err := u.Entry.hex(); err == nil && !slices.Contains(out, h) {
			out = append(out, h)
		}
	}
	return out
}
