package risorgimento

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// State is a game of Risorgimento 1859 in progress. Its exported fields
// are the whole position, marshalled canonically; w is the scenario's
// data, rebuilt by Restore and shared by Clone.
type State struct {
	w *world

	Turn int    `json:"turn"`
	Step string `json:"step"` // the segment of the sequence of play (sequence.go)

	Units    []unitState    `json:"units"`
	Leaders  []leaderState  `json:"leaders"`
	Corps    []corpsState   `json:"corps"`
	Brigades []brigadeState `json:"brigades"`

	Arrivals int                  `json:"arrivals,omitempty"` // the count of units that have entered a hex (5.44)
	Act      activation           `json:"act"`
	Decided  []adjudicator.Side   `json:"decided,omitempty"` // sides done with the segment's side decision
	Control  []adjudicator.Side   `json:"control,omitempty"` // who holds each objective, scenario order
	Over     *adjudicator.Outcome `json:"over,omitempty"`
}

// unitState is a combat unit's changing part: where it is and what it has
// suffered (8.1, 8.2), its status, and what it did this activation.
type unitState struct {
	ID       counterID `json:"id"`
	Hex      shortText `json:"hex,omitzero"` // "" while off the map
	Face     shortText `json:"face,omitzero"`
	Hits     int32     `json:"hits,omitempty"`
	Disorder bool      `json:"disorder,omitempty"`
	Reserve  bool      `json:"reserve,omitempty"`
	Square   bool      `json:"square,omitempty"`  // in Square (6.14)
	Arrived  int32     `json:"arrived,omitempty"` // when it entered its hex: the stack's order, first on top (5.44)
	Out      bool      `json:"out,omitempty"`
	Arrive   int32     `json:"arrive,omitempty"`  // reinforcement turn (5.6)
	Entry    shortText `json:"entry,omitzero"`    // its entry hex
	Entered  int32     `json:"entered,omitempty"` // the turn it entered the map (5.6)
	Moved    bool      `json:"moved,omitempty"`   // this activation segment
	Fired    bool      `json:"fired,omitempty"`
	Acted    bool      `json:"acted,omitempty"` // did something other than Rally (8.51)
}

type leaderState struct {
	ID     counterID `json:"id"`
	Hex    shortText `json:"hex,omitzero"`
	Arrive int       `json:"arrive,omitempty"`
	Entry  shortText `json:"entry,omitzero"`
	Moved  bool      `json:"moved,omitempty"`
	// Finished for the turn by his 8.4 roll (revision 2): none of his game
	// functions until the next turn.
	Finished bool `json:"finished,omitempty"`
}

type corpsState struct {
	ID          string `json:"id"`
	Acts        int    `json:"acts,omitempty"` // activations this turn (4.43)
	Finished    bool   `json:"finished,omitempty"`
	Demoralized bool   `json:"demoralized,omitempty"` // for good (9.22)
	// Withdrawn by the Corps Withdrawal in Rain (9.21 stand-in,
	// revision 4): off the map for good.
	Withdrawn bool `json:"withdrawn,omitempty"`
}

type brigadeState struct {
	ID     string   `json:"id"`
	HDC    bool     `json:"hdc,omitempty"`    // Hors de Combat (9.1)
	Orders string   `json:"orders,omitempty"` // this activation: under, without, failed (4.13, 4.22)
	Rolled bool     `json:"rolled,omitempty"` // rolled for orders this turn (4.13)
	SM     bool     `json:"sm,omitempty"`     // using Strategic Movement, until its next activation (5.1)
	Start  []string `json:"start,omitempty"`  // its units In Command at the start of the activation (7.4); read only, replaced whole (clones share it)
}

// activation is the Activation Phase in progress (3 B, 4.5).
type activation struct {
	Player   adjudicator.Side   `json:"player,omitempty"`    // who selects next
	Free     bool               `json:"free,omitempty"`      // his next activation needs no roll (4.3, 4.52)
	Resume   adjudicator.Side   `json:"resume,omitempty"`    // 4.53: who resumes rolling after the opponent's Free Activation
	InRow    int                `json:"in_row,omitempty"`    // the player's activation segments in a row (4.53)
	Last     string             `json:"last,omitempty"`      // the corps just activated (4.53)
	Passes   []Pass             `json:"passes,omitempty"`    // since the last activation (4.56)
	Extended []adjudicator.Side `json:"extended,omitempty"`  // sides that attempted their Extended Activation (4.54)
	OneSide  bool               `json:"one_side,omitempty"`  // 4.55's first Free Activation given
	Corps    string             `json:"corps,omitempty"`     // the corps activating (B2), "" between
	Ext      bool               `json:"ext,omitempty"`       // it is an Extended Activation (4.43)
	NoAttack bool               `json:"no_attack,omitempty"` // 4.55: activated but may not attack
	Brigade  int                `json:"brigade,omitempty"`   // index into the corps' brigades
	Attacks  []attackDecl       `json:"attacks,omitempty"`   // declared, resolved after all movement and fire (7.4)
	Reacted  bool               `json:"reacted,omitempty"`   // the first attack's defenders have chosen their reaction (7.17)
	// Cavalry: cavalry reactions to an infantry move still to answer
	// (6.34, 7.53, revision 2), first the next.
	Cavalry []cavalryReaction `json:"cavalry,omitempty"`
	// Counter: a Counter-Battery answer still to give; CounterFired: the
	// batteries that gave theirs this segment (7.17, revision 2).
	Counter      *counterBattery `json:"counter,omitempty"`
	CounterFired []string        `json:"counter_fired,omitempty"`
	// PreAttack: the hex an enemy moved into whose batteries' Pre-Attack
	// choice is still to make; PreFired: the batteries that made theirs
	// this segment (7.17, revision 2).
	PreAttack *preAttack `json:"pre_attack,omitempty"`
	PreFired  []string   `json:"pre_fired,omitempty"`
	// PreFire: a small-arms fire held while the batteries it is aimed at
	// choose to fire first (7.17, revision 3).
	PreFire *smallArmsShot `json:"pre_fire,omitempty"`
	// Sheltered: units that retreated into a friendly hex under an attack
	// still to come (8.33, revision 3).
	Sheltered []shelter `json:"sheltered,omitempty"`
	// Massed: the Massed Cavalry Attack under way; MassedBy: the sides
	// that made theirs this turn (4.16, revision 3).
	Massed   *massedAttack      `json:"massed,omitempty"`
	MassedBy []adjudicator.Side `json:"massed_by,omitempty"`
	// Passed: the sides that passed by a line this Activation Phase;
	// from revision 2 `pass` is then their default for the rest of it.
	Passed []adjudicator.Side `json:"passed,omitempty"`
}

// attackDecl is one unit's declared attack on an adjacent hex (7.4).
type attackDecl struct {
	Unit   string `json:"unit"`
	Target string `json:"target"`
	Charge bool   `json:"charge,omitempty"`  // a cavalry charge (7.5)
	ByRoad bool   `json:"by_road,omitempty"` // into Heavily-Cultivated by road (7.52)
	Then   string `json:"then,omitempty"`    // the hex of its Continued Attack (7.47, revision 2)
	Face   string `json:"face,omitempty"`    // its one-vertex turn if it wins and enters (6.16, 8.34, revision 2)
}

// Marshal implements adjudicator.State: the exported fields as compact JSON.
func (s *State) Marshal() ([]byte, error) { return json.Marshal(s) }

// Clone implements adjudicator.State: every slice copied, the world
// shared (it never changes).
func (s *State) Clone() adjudicator.State { return s.cloneInto(nil) }

// cloneInto is Clone with the units, leaders, corps and brigades copied
// into the memory of spare, a clone the caller is done with (nil: new
// memory): the check's probes reuse one (viewCheck.Forced).
func (s *State) cloneInto(spare *State) *State {
	var sp State
	if spare != nil {
		sp = *spare
	}
	c := *s
	c.Units = cloneInto(sp.Units, s.Units)
	c.Leaders = cloneInto(sp.Leaders, s.Leaders)
	c.Corps = cloneInto(sp.Corps, s.Corps)
	c.Brigades = cloneInto(sp.Brigades, s.Brigades) // Start shared: replaced whole, never changed in place
	c.Act.Passes = slices.Clone(s.Act.Passes)
	c.Act.Extended = slices.Clone(s.Act.Extended)
	c.Act.Attacks = slices.Clone(s.Act.Attacks)
	c.Act.Passed = slices.Clone(s.Act.Passed)
	c.Act.Sheltered = slices.Clone(s.Act.Sheltered)
	c.Act.MassedBy = slices.Clone(s.Act.MassedBy)
	if s.Act.Massed != nil {
		m := *s.Act.Massed
		m.Units, m.Charged = slices.Clone(m.Units), slices.Clone(m.Charged)
		c.Act.Massed = &m
	}
	c.Decided = slices.Clone(s.Decided)
	c.Control = slices.Clone(s.Control)
	if s.Over != nil {
		o := *s.Over
		c.Over = &o
	}
	return &c
}

// cloneInto is src copied into dst's memory; slices.Clone(src) when dst
// or src is nil.
func cloneInto[T any](dst, src []T) []T {
	if dst == nil || src == nil {
		return slices.Clone(src)
	}
	return append(dst[:0], src...)
}

// Outcome implements adjudicator.State.
func (s *State) Outcome() *adjudicator.Outcome { return s.Over }

// GameTurn implements adjudicator.TurnScoped: orders come a game turn at a time.
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
	st := stepOf(s.Step)
	out := fmt.Sprintf("turn %d of %d, %s", s.Turn, s.w.turns, st.Title)
	if s.Step == stepActivation {
		if s.Act.Corps != "" {
			out += fmt.Sprintf(": %s activating", s.Act.Corps)
		} else {
			out += fmt.Sprintf(": %s to select", s.Act.Player)
		}
	}
	return out
}

// The state's slices are in the world's order (newState), so one index
// finds an id in both.

func (s *State) unit(id string) *unitState { return at(s.Units, s.w.unitIndex(id)) }

func (s *State) leader(id string) *leaderState { return at(s.Leaders, s.w.leaderIndex(id)) }

func (s *State) corps(id string) *corpsState { return at(s.Corps, s.w.index(s.w.corpsIdx, id)) }

func (s *State) brigade(id string) *brigadeState {
	return at(s.Brigades, s.w.index(s.w.brigadeIdx, id))
}

// at is &xs[i], nil when i is -1.
func at[T any](xs []T, i int) *T {
	if i < 0 || i >= len(xs) {
		return nil
	}
	return &xs[i]
}

// onMap: the unit stands on the map and is not eliminated.
func (u *unitState) onMap() bool { return !u.Hex.empty() && !u.Out }

func (u *unitState) hex() hexmap.Hex {
	h, _ := u.Hex.hex()
	return h
}

// rules is the unit as the rule functions read it.
func (s *State) rules(i int) Unit {
	u := s.w.units[i].Unit
	us := s.Units[i]
	u.Hits, u.Disorder, u.Reserve, u.Out, u.Square = int(us.Hits), us.Disorder, us.Reserve, us.Out, us.Square
	if b := s.brigade(s.w.units[i].Brigade); b != nil {
		u.SM = b.SM // 5.1: by brigade
	}
	return u
}

// sideOf a unit by index.
func (s *State) sideOf(i int) adjudicator.Side { return s.w.units[i].Side }

func (s *State) decided(side adjudicator.Side) bool {
	for _, d := range s.Decided {
		if d == side {
			return true
		}
	}
	return false
}

// enterHex puts unit i in hex h at the bottom of its stack (5.44).
func (s *State) enterHex(i int, h hexmap.Hex) {
	s.Arrivals++
	s.Units[i].Hex, s.Units[i].Arrived = hexText(h), int32(s.Arrivals)
}
