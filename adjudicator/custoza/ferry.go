package custoza

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// The Bridge Train's ferry (002 24.1.4.3): "The Bridge Train unit can
// also ferry one unit with a Stacking Value of 1 per Game Turn. The ferry
// operation must be the only move in the Action Phase of the ferried
// unit. The Bridge Train unit and the ferried unit must be stacked, and
// adjacent to the river hex to cross at the beginning of the unit's
// movement. It takes the whole MA of the unit to be ferried over the
// river to an empty hex (even in an EZoR) adjacent to the river within
// two hexes of the Bridge Train unit. The Bridge Train unit stays in
// place, and can build a bridge while ferrying troops. A unit with a
// Stacking Value of 2 or 3 can be ferried as well, but it takes a number
// of Game Turns equal to the Stacking Value of the unit to do this; keep
// record of the running time, and at the end of the last Game Turn, move
// it to the other side of the river, as in the above procedure."
//
// The order is `ferry UNIT HEX`, an action of the unit in its
// Formation's activation. Readings (docs/rules-coverage-custoza.md,
// 24.1.4.3):
//   - "over the river": the landing hex is two hexes from the train and
//     every hex between them is a Mincio hex (the river hex crossed);
//   - "empty": no counter of either side, commanders included;
//   - the crossing is no movement through hexes: no MP path, no
//     reactions, no ZoR (it may land "even in an EZoR");
//   - a unit of Stacking Value 2 or 3 stays in the train's hex, acting no
//     more, for its GTs, and lands at the end of the last (14·8) if the
//     train and it are still there and the landing hex is still empty;
//     otherwise the ferry is lost, told;
//   - "one unit ... per Game Turn": a ferry under way keeps the train
//     busy until it lands.

// Ferry is the Bridge Train's ferry under way or last made (24.1.4.3).
type Ferry struct {
	Unit  string     `json:"unit"`
	From  hexmap.Hex `json:"from"`
	To    hexmap.Hex `json:"to"`
	Start int        `json:"start"` // the GT it began
	Ends  int        `json:"ends"`  // the GT at whose end it lands (Start for SV 1: at once)
	Done  bool       `json:"done,omitempty"`
}

// applyFerry is `ferry UNIT HEX` (24.1.4.3).
func (s *State) applyFerry(o order) error {
	u := s.unit(o.unit)
	if why := s.ferryRefused(u, o.unit, o.target); why != "" {
		return refusal("24.1.4.3", why, false)
	}
	t := s.train()
	gts := max(1, u.p.SV)
	s.Ferry = &Ferry{Unit: u.ID, From: u.Hex, To: o.target, Start: s.Turn, Ends: s.Turn + gts - 1}
	u.Acted, u.Moved, u.Spent = true, true, s.moveMA([]*Unit{u}) // the whole MA
	if gts == 1 {
		s.land()
		return nil
	}
	s.tellForce([]*Unit{u}, "ferry", fmt.Sprintf("%s boards the Bridge Train %s in %s to be ferried to %s: %d Game Turns (its Stacking Value), landing at the end of GT %d (24.1.4.3)",
		s.forceName([]*Unit{u}), s.refUnit(t), u.Hex, o.target, gts, s.Ferry.Ends))
	return nil
}

// ferryRefused says why unit id (u, nil if none) may not be ferried to
// hex to now, "" if it may.
func (s *State) ferryRefused(u *Unit, id string, to hexmap.Hex) string {
	t := s.train()
	switch {
	case t == nil:
		return "this scenario has no Bridge Train (24.1.4.3; rule bridge-train)"
	case u == nil:
		return fmt.Sprintf("no unit %q in this game", id)
	case u.p.Side != s.Side:
		return u.ID + " is not one of your units (24.1.4.3)"
	case u == t:
		return "the Bridge Train stays in place; it ferries other units (24.1.4.3)"
	case t.Gone == trainDeployed:
		return "the Bridge Train is the Pontoon Bridge now: it ferries no more (24.1.4.1, 24.1.4.3)"
	case u.p.commander():
		return u.ID + " is a commander: the Bridge Train ferries a unit with a Stacking Value (24.1.4.3)"
	case u.p.SV > 3:
		return fmt.Sprintf("%s has a Stacking Value of %d: the Bridge Train ferries units of 1 to 3 (24.1.4.3)", u.ID, u.p.SV)
	case u.p.Formation != s.Active && u.With != s.Active:
		return fmt.Sprintf("%s is not a unit of the active Formation %s: the ferry is its action (24.1.4.3, 6.6)", u.ID, s.Active)
	case !u.On || u.Gone != "":
		return u.ID + " is not on the map"
	case u.Acted || u.Moved || u.OOC:
		return u.ID + " has moved or acted: the ferry must be its only move in the Action Phase (24.1.4.3)"
	case t.Gone != "" || !t.On:
		return "the Bridge Train is not on the map (24.1.4.3)"
	case t.Hex != u.Hex:
		return fmt.Sprintf("%s is in %s, the Bridge Train in %s: they must be stacked (24.1.4.3)", u.ID, u.Hex, t.Hex)
	case s.Ferry != nil && !s.Ferry.Done:
		return fmt.Sprintf("the Bridge Train is ferrying %s until the end of GT %d: one unit at a time (24.1.4.3)", s.Ferry.Unit, s.Ferry.Ends)
	case s.Ferry != nil && s.Ferry.Start == s.Turn:
		return fmt.Sprintf("the Bridge Train has ferried %s this Game Turn: one unit per Game Turn (24.1.4.3)", s.Ferry.Unit)
	}
	return s.landingRefused(t.Hex, to)
}

// landingRefused says why a unit ferried from the train's hex from may
// not land in to, "" if it may: an empty hex adjacent to the river
// within two hexes of the train, over the river (24.1.4.3).
func (s *State) landingRefused(from, to hexmap.Hex) string {
	g := s.b.grid
	switch {
	case !s.b.on(to) || water(s.b.terrainOf(to)):
		return fmt.Sprintf("%s is not a land hex of the map (24.1.4.3)", to)
	case g.Distance(from, to) != 2:
		return fmt.Sprintf("%s is %d hexes from the Bridge Train in %s: the landing hex is over the river, two hexes away (24.1.4.3)", to, g.Distance(from, to), from)
	case len(s.at(to)) > 0:
		return fmt.Sprintf("%s is not empty: the ferry lands in an empty hex (24.1.4.3)", to)
	}
	for _, n := range g.Neighbors(from) {
		if g.Adjacent(n, to) && s.b.terrainOf(n) != "mincio" {
			return fmt.Sprintf("%s is not over the Mincio from %s: every hex between them must be the river hex crossed (24.1.4.3)", to, from)
		}
	}
	return ""
}

// land moves the ferried unit over the river (24.1.4.3): at once for a
// unit of Stacking Value 1, at the end of its last GT for 2 or 3.
func (s *State) land() {
	f := s.Ferry
	f.Done = true
	u, t := s.unit(f.Unit), s.train()
	switch {
	case u.Gone != "" || !u.On || u.Hex != f.From:
		s.tellForce([]*Unit{u}, "ferry", fmt.Sprintf("%s has left %s: its ferry to %s is over (24.1.4.3)", s.forceName([]*Unit{u}), f.From, f.To))
		return
	case t.Gone == trainDeployed:
		s.tellForce([]*Unit{u}, "ferry", fmt.Sprintf("the Bridge Train has become the Pontoon Bridge: %s is not ferried to %s; it may cross the bridge (24.1.4.1, 24.1.4.3)", s.forceName([]*Unit{u}), f.To))
		return
	case t.Gone != "" || !t.On || t.Hex != f.From:
		s.tellForce([]*Unit{u}, "ferry", fmt.Sprintf("the Bridge Train has left %s: %s is not ferried to %s (24.1.4.3)", f.From, s.forceName([]*Unit{u}), f.To))
		return
	case len(s.at(f.To)) > 0:
		s.tellForce([]*Unit{u}, "ferry", fmt.Sprintf("%s is no longer empty: %s stays in %s (24.1.4.3)", f.To, s.forceName([]*Unit{u}), f.From))
		return
	}
	name := s.forceName([]*Unit{u})
	u.Hex = f.To
	s.touch()
	s.takeControl(u.p.Side, f.To)
	s.tellForce([]*Unit{u}, "ferry", fmt.Sprintf("%s is ferried over the Mincio by the Bridge Train from %s to %s (24.1.4.3)", name, f.From, f.To))
}

// ferryCommandPhase keeps a unit being ferried from acting in the GTs
// of its crossing (24.1.4.3: the ferry is its only move).
func (s *State) ferryCommandPhase() {
	if f := s.Ferry; f != nil && !f.Done {
		if u := s.unit(f.Unit); u != nil && u.Gone == "" {
			u.Acted = true
		}
	}
}

// ferryEndTurn lands a unit whose last GT of crossing ends (24.1.4.3).
func (s *State) ferryEndTurn() {
	if f := s.Ferry; f != nil && !f.Done && f.Ends <= s.Turn {
		s.land()
	}
}
