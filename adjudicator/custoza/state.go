package custoza

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Unit is the changing state of one counter, combat unit or commander.
type Unit struct {
	ID     string           `json:"id"`
	Hex    hexmap.Hex       `json:"hex"`
	On     bool             `json:"on,omitempty"`   // on the map
	Gone   string           `json:"gone,omitempty"` // why it left the game: routed, eliminated, surrendered
	Lost   int              `json:"lost,omitempty"` // SP lost: the marker under the unit (8.7)
	Status combat.Status    `json:"status,omitempty"`
	Facing hexmap.Direction `json:"facing,omitempty"` // 2.7: the hexside it points at
	March  bool             `json:"march,omitempty"`  // 7.8 March Movement; artillery: limbered (7.9)
	Square bool             `json:"square,omitempty"` // 7.7
	Ammo   int              `json:"ammo,omitempty"`   // 8.8: 0 none, 1 Low Ammo, 2 Out of Ammo
	// Exhausted is the phase (the phase counter State.Phase) in which a charge exhausted the
	// cavalry (9.6); 0 when it is not.
	Exhausted int  `json:"exhausted,omitempty"`
	OOC       bool `json:"ooc,omitempty"`   // 4.1: out of command this GT
	Acted     bool `json:"acted,omitempty"` // 6.6: its one action of this GT is done
	// Spent is the movement it made in the current activation or phase,
	// in sixths of an MP (13.6: "moving half MA, or less").
	Spent   hexmap.Cost `json:"spent,omitempty"`
	Moved   bool        `json:"moved,omitempty"`   // moved in the current activation or phase
	FaceUp  bool        `json:"faceup,omitempty"`  // commanders: activated, so face up (7.1)
	Arrives int         `json:"arrives,omitempty"` // a reinforcement waiting off the map: its turn
	Entry   hexmap.Hex  `json:"entry,omitempty"`   // where a waiting reinforcement enters
	// StartedInEZoR is whether the hex the unit stood in at the start of
	// its activation was in an enemy ZoR (7.5).
	StartedInEZoR bool `json:"sezor,omitempty"`
	// With is the Formation a Reserve unit acts with this GT (4.3).
	With string `json:"with,omitempty"`
	p    *spec
}

// Formation is the changing state of one Formation (2.5).
type Formation struct {
	ID string `json:"id"`
	// Activated: it activated this GT, or counts as activated (5.1.2, 5.2,
	// 22.4): it cannot try again.
	Activated bool `json:"activated,omitempty"`
	Failures  int  `json:"failures,omitempty"` // 5.1.1: the Orders -1 markers this GT
	Mood      int  `json:"mood,omitempty"`     // 5.2.1
	Entered   bool `json:"entered,omitempty"`  // Goito 15.1: its brigade has begun to enter
	// Reserve is the Reserve unit it activated this GT (4.3: "Each
	// Formation can activate one Reserve unit only").
	Reserve string `json:"reserve,omitempty"`
	// Eager: its reluctance is lifted for good by its first assault or
	// charge, as attacker or defender (26.1.3).
	Eager bool `json:"eager,omitempty"`
	// The Advanced Game (14–21); always zero in the basic game.
	// Status is 15's: "" Engaged, "reserve" In Reserve (17), "march" On
	// March (16, revision 6).
	Status string `json:"fstatus,omitempty"`
	// Objective is an On March Formation's hex on its side's secret
	// Objective Map (2.3, 16.1); Tried the GT of its last objective-change
	// roll (16.2).
	Objective string `json:"objective,omitempty"`
	Tried     int    `json:"tried,omitempty"`
	// In the March & Reserve Phase (14·6): its failed attempts this GT
	// (each a -1), whether it is done trying, and whether it moved (18.2).
	MarchTries int  `json:"marchtries,omitempty"`
	MarchDone  bool `json:"marchdone,omitempty"`
	Marched    bool `json:"marched,omitempty"`
	Changed    int  `json:"changed,omitempty"` // 15: the GT of its last status change ("only one time in a Game Turn")
	Fatigue    int  `json:"fatigue,omitempty"` // 18.1: its Fatigue Level
	// Fatigued (18.3), Collapsed (19.1) and CutOff (20.1.1) are its
	// markers.
	Fatigued  bool `json:"fatigued,omitempty"`
	Collapsed bool `json:"collapsed,omitempty"`
	CutOff    bool `json:"cutoff,omitempty"`
	// Marked: it placed an Assault/Charge marker in its activation this
	// GT; Fought: it was involved in an assault or charge this GT (18.2).
	Marked bool `json:"marked,omitempty"`
	Fought bool `json:"fought,omitempty"`
}

// reserveStatus is 15.3's In Reserve status.
const reserveStatus = "reserve"

// Marker is an Assault or Charge marker (6.1): placed in the Assaulting
// or Charging hex, pointing at the target hex.
type Marker struct {
	Charge bool       `json:"charge,omitempty"`
	Hex    hexmap.Hex `json:"hex"`
	Target hexmap.Hex `json:"target"`
	// Forces are the units of the Forces named for it (6.3).
	Forces []string `json:"forces"`
	// Done: an assault, charge or light-infantry fire was made from it
	// (6.4).
	Done bool `json:"done,omitempty"`
}

// Control records who controls an objective hex (2.2): the last side to
// occupy it or move through it.
type Control struct {
	Hex  hexmap.Hex       `json:"hex"`
	Side adjudicator.Side `json:"side,omitempty"`
}

// State is a Custoza-system game in progress. It implements
// adjudicator.State.
type State struct {
	b *battle

	Turn  int              `json:"turn"`
	Stage string           `json:"stage"`
	Side  adjudicator.Side `json:"side,omitempty"` // who owes the decision of Stage
	// Initiative is the Initiative player of this GT (3·1).
	Initiative adjudicator.Side     `json:"initiative,omitempty"`
	Passes     int                  `json:"passes,omitempty"`    // 3·2.2: passes in sequence
	Activated  [2]int               `json:"activated,omitempty"` // Formations activated this GT, per side (Goito 15.2)
	Active     string               `json:"active,omitempty"`    // the activated Formation (3·2.2)
	Loose      string               `json:"loose,omitempty"`     // its loose-cannon result (5.2), if any
	Markers    []Marker             `json:"markers,omitempty"`   // 6.1
	Closing    bool                 `json:"closing,omitempty"`   // the active Formation's actions are done: obligations left (6.4, 7.5)
	Phase      int                  `json:"phase,omitempty"`     // a counter of phases, for exhaustion (9.6.1)
	Op         *Operation           `json:"op,omitempty"`        // an action under way, paused by reactions
	Reacts     []Reaction           `json:"reacts,omitempty"`    // reactions owed now (11.4)
	Fight      *Fight               `json:"fight,omitempty"`     // a combat under way (fight.go)
	Overrun    *Fight               `json:"overrun,omitempty"`   // 10.6.1: a lone artillery's attacker waiting for the reactions
	Asks       []Ask                `json:"asks,omitempty"`      // the owners' combat choices owed now (asks.go)
	Later      []Operation          `json:"later,omitempty"`     // operations waiting for the one under way (9.7)
	Passing    []string             `json:"passing,omitempty"`   // units in an enemy hex for a moment (10.6.1, 11.5.4.2)
	SetupDone  [2]bool              `json:"setupdone,omitempty"` // 23, Goito 15: each side's set-up choices are made
	Withdraw   []string             `json:"withdraw,omitempty"`  // forces (first unit ids) withdrawing in phases 3·3, 3·4
	IICorps    string               `json:"iicorps,omitempty"`   // Goito 16.1: "", "taken", "declined", "coming"
	Control    []Control            `json:"control,omitempty"`   // 2.2
	Units      []*Unit              `json:"units"`
	Forms      []*Formation         `json:"forms"`
	Scouts     []Scout              `json:"scouts,omitempty"`  // 16.3: the face-down Scout units on the map
	Pontoon    *Pontoon             `json:"pontoon,omitempty"` // 24.1.4.1: the Pontoon Bridge, building or built
	Ferry      *Ferry               `json:"ferry,omitempty"`   // 24.1.4.3: the Bridge Train's last ferry
	Over       *adjudicator.Outcome `json:"over,omitempty"`
	// Strat is the sides' secret Strategic Objectives (24.2, strategic.go);
	// nil in a scenario without them.
	Strat *Strategy `json:"strat,omitempty"`

	pending []adjudicator.Event // events of deep helpers, flushed by Apply
	// seen: the enemy counters each side saw face up when the Apply under
	// way began (fog.go), by place in Units; nil outside Apply.
	seen map[adjudicator.Side][]bool
	// occ is the counters on the map by Grid.Index, built on first use;
	// touch drops it whenever a counter enters, leaves or changes hex.
	occ *occupancy
	// mem holds Units' and Forms' counters and formations in a clone
	// (clonemem.go); nil in a state built otherwise.
	mem *cloneMem
}

func newState(b *battle) *State {
	s := &State{b: b, Turn: b.firstTurn}
	for _, id := range b.formIDs {
		s.Forms = append(s.Forms, &Formation{ID: id})
	}
	for _, id := range b.ids {
		s.Units = append(s.Units, &Unit{ID: id, p: b.specs[id]})
	}
	s.index()
	for _, h := range b.objectives {
		s.Control = append(s.Control, Control{Hex: h, Side: b.control0})
	}
	s.initStrategy()
	s.startPontoon()
	return s
}

// index links each counter to its printed values and gives the state an
// occupancy index still to build (a counter by id is the battle's pos).
func (s *State) index() {
	s.occ = new(occupancy)
	for _, u := range s.Units {
		u.p = s.b.specs[u.ID]
	}
}

// relink restores the pointers a decoded state lacks.
func (s *State) relink() error {
	if len(s.Units) != len(s.b.ids) || len(s.Forms) != len(s.b.formIDs) {
		return fmt.Errorf("custoza: snapshot has %d units and %d formations, the scenario %d and %d", len(s.Units), len(s.Forms), len(s.b.ids), len(s.b.formIDs))
	}
	for i, u := range s.Units {
		if u.ID != s.b.ids[i] {
			return fmt.Errorf("custoza: snapshot unit %d is %s, the scenario's %s", i, u.ID, s.b.ids[i])
		}
	}
	s.relinkPontoon()
	s.index()
	return nil
}

// unit is the counter id, nil if none: s.Units is in the scenario's
// order (newState, relink), so the battle's place of each id finds it.
func (s *State) unit(id string) *Unit {
	if i, ok := s.b.pos[id]; ok {
		return s.Units[i]
	}
	return nil
}

func (s *State) form(id string) *Formation {
	for _, f := range s.Forms {
		if f.ID == id {
			return f
		}
	}
	return nil
}

// Clone implements adjudicator.State.
func (s *State) Clone() adjudicator.State {
	c := *s
	m := takeCloneMem(len(s.Units), len(s.Forms), s.b.grid.Len()) // one block for all the copies
	c.mem, c.Units, c.Forms = m, m.uptr, m.fptr
	if s.mem.holds(s) {
		copy(m.units, s.mem.units) // at once, not counter by counter
		copy(m.forms, s.mem.forms)
	} else {
		for i, u := range s.Units {
			m.units[i] = *u
		}
		for i, f := range s.Forms {
			m.forms[i] = *f
		}
	}
	c.Markers = make([]Marker, len(s.Markers))
	for i, m := range s.Markers {
		m.Forces = slices.Clone(m.Forces)
		c.Markers[i] = m
	}
	if s.Op != nil {
		op := s.Op.clone()
		c.Op = &op
	}
	c.Reacts = slices.Clone(s.Reacts)
	if s.Fight != nil {
		c.Fight = s.Fight.clone()
	}
	if s.Overrun != nil {
		c.Overrun = s.Overrun.clone()
	}
	c.Asks = slices.Clone(s.Asks)
	c.Later = make([]Operation, len(s.Later))
	for i, op := range s.Later {
		c.Later[i] = op.clone()
	}
	c.Passing = slices.Clone(s.Passing)
	c.Withdraw = slices.Clone(s.Withdraw)
	c.Control = slices.Clone(s.Control)
	c.Scouts = slices.Clone(s.Scouts)
	if s.Pontoon != nil {
		p := *s.Pontoon
		c.Pontoon = &p
	}
	if s.Ferry != nil {
		f := *s.Ferry
		c.Ferry = &f
	}
	if s.Over != nil {
		o := *s.Over
		c.Over = &o
	}
	c.Strat = s.Strat.clone()
	c.pending, c.seen = nil, nil
	c.occ = s.occ.cloned(&c, m.slot) // the copies keep their specs (Unit.p)
	return &c
}

// Marshal implements adjudicator.State.
func (s *State) Marshal() ([]byte, error) { return json.Marshal(s) }

// Outcome implements adjudicator.State.
func (s *State) Outcome() *adjudicator.Outcome { return s.Over }

// GameTurn implements adjudicator.TurnScoped: each side sends its orders a
// game turn at a time.
func (s *State) GameTurn() int {
	if s.Over != nil {
		return 0
	}
	return s.Turn
}

// Status implements adjudicator.State.
func (s *State) Status() string {
	if s.Over != nil {
		return "game over: " + s.Over.Text
	}
	out := s.b.turnLabel(s.Turn)
	switch s.Stage {
	case stSetup:
		out += fmt.Sprintf(", set-up: %s places its units", s.Side)
	case stActivate:
		out += fmt.Sprintf(", action phase: %s to try an activation", s.Side)
	case stDeclare, stAction:
		out += fmt.Sprintf(", action phase: %s activated", s.Active)
	case stOOC:
		out += fmt.Sprintf(", out of command units phase: %s", s.Side)
	case stIICorps:
		out += ", end of the turn: the II Corps option"
	case stStrategic:
		out += fmt.Sprintf(", %s chooses its secret Strategic Objective", s.Side)
	case stStrategicChange:
		out += fmt.Sprintf(", Command Phase: %s may change its Strategic Objective once", s.Side)
	}
	return out
}

// flush returns the queued events and empties the queue.
func (s *State) flush() []adjudicator.Event {
	ev := s.pending
	s.pending = nil
	return ev
}

// units on the map, in scenario order.
func (s *State) onMap() []*Unit {
	var out []*Unit
	for _, u := range s.Units {
		if u.On && u.Gone == "" {
			out = append(out, u)
		}
	}
	return out
}

// combatAt lists the combat units in hex h. Like at's, the list is the
// occupancy index's own when no commander is there (most hexes, and a
// path search asks of every hex it reaches): the caller must not change
// it.
func (s *State) combatAt(h hexmap.Hex) []*Unit {
	all := s.at(h)
	for i, u := range all {
		if u.p.commander() {
			out := slices.Clone(all[:i])
			for _, v := range all[i+1:] {
				if !v.p.commander() {
					out = append(out, v)
				}
			}
			return out
		}
	}
	return all
}

// sideAt is the side with combat units in h, "" if none: the side that
// holds it, not a Force passing through for a moment (Passing).
func (s *State) sideAt(h hexmap.Hex) adjudicator.Side {
	for _, u := range s.combatAt(h) {
		if !contains(s.Passing, u.ID) {
			return u.p.Side
		}
	}
	return ""
}

// hasEnemy reports whether h holds combat units of side's enemy.
func (s *State) hasEnemy(side adjudicator.Side, h hexmap.Hex) bool {
	return len(s.enemyUnitsIn(side, h)) > 0
}

// enemyUnitsIn lists the combat units of side's enemy in h.
func (s *State) enemyUnitsIn(side adjudicator.Side, h hexmap.Hex) []*Unit {
	var out []*Unit
	for _, u := range s.combatAt(h) {
		if u.p.Side != side {
			out = append(out, u)
		}
	}
	return out
}

// unitsIn resolves unit ids still in hex h.
func (s *State) unitsIn(ids []string, h hexmap.Hex) []*Unit {
	var out []*Unit
	for _, u := range s.units(ids) {
		if u.Hex == h {
			out = append(out, u)
		}
	}
	return out
}

// stacking is the stacking points in h (2.9); a fortress's garrison
// takes none (22.3.4 limits the hex to one unit instead).
func (s *State) stacking(h hexmap.Hex) int {
	n := 0
	for _, u := range s.combatAt(h) {
		if !u.isGarrison() {
			n += u.p.SV
		}
	}
	return n
}

// overLimit reports whether force would break the stacking limit in h:
// more than 5 stacking points (2.9), or a second unit in a fortress hex
// its garrison holds (22.3.4).
func (s *State) overLimit(h hexmap.Hex, force []*Unit) bool {
	n := sumSV(force)
	for _, u := range s.combatAt(h) {
		if !u.isGarrison() && !contains(unitIDs(force), u.ID) {
			n += u.p.SV
		}
	}
	return n > StackingLimit || !s.fortressRoom(h, force)
}

// StackingLimit is 2.9: "The Stacking Limit is 5 (five) for every terrain
// type."
const StackingLimit = 5

// sp is a unit's current strength.
func (u *Unit) sp() int { return max(0, u.p.SP-u.Lost) }

// cu is the unit as the combat package sees it.
func (u *Unit) cu() combat.Unit {
	c := u.p.unit(u.Status, u.Lost)
	c.Square = u.Square
	c.LowAmmo, c.OutOfAmmo = u.Ammo == 1, u.Ammo == 2
	return c
}

// facing is the unit's facing, all-round in a Village, Fortress or
// Square (7.6).
func (s *State) facing(u *Unit) hexmap.Facing {
	return hexmap.Facing{Toward: u.Facing, AllRound: u.Square || s.b.allRound(u.Hex)}
}

// underWay reports whether an action, a reaction or a combat is under
// way: the engine is in the middle of a Force's action, not at a step a
// side's file plans for.
func (s *State) underWay() bool {
	return s.Op != nil || len(s.Reacts) > 0 || s.Fight != nil || s.Overrun != nil || len(s.Asks) > 0 || len(s.Later) > 0
}
