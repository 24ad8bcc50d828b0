package adjudicator

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/mincio/mincio/scenarios"
)

// Game is a system's state together with what each side has ordered: the
// unconsumed rest of its plan and its standing orders. It is what a log
// replays to, and what a snapshot stores.
type Game struct {
	System   System
	Scenario *scenarios.Scenario
	State    State
	Orders   []SideOrders // one per scenario side, in scenario order
}

// SideOrders is what one side has said so far.
type SideOrders struct {
	Side     Side   `json:"side"`
	Seq      int    `json:"seq"` // last accepted order-file seq
	Plan     []Line `json:"plan"`
	Standing []Line `json:"standing"`
}

// NewGame sets up a game at the start of a scenario.
func NewGame(sys System, sc *scenarios.Scenario) (*Game, error) {
	st, err := sys.New(sc)
	if err != nil {
		return nil, err
	}
	g := &Game{System: sys, Scenario: sc, State: st}
	for _, s := range sc.Sides {
		g.Orders = append(g.Orders, SideOrders{Side: Side(s.ID), Plan: []Line{}, Standing: []Line{}})
	}
	return g, nil
}

type snapshot struct {
	Orders []SideOrders    `json:"orders"`
	State  json.RawMessage `json:"state"`
}

// Marshal encodes the game canonically: the bytes of json.Marshal of a
// snapshot, put together without json.Marshal compacting the state again,
// which it already is (State.Marshal); that pass was a third of the cost.
func (g *Game) Marshal() ([]byte, error) {
	st, err := g.State.Marshal()
	if err != nil {
		return nil, err
	}
	orders, err := json.Marshal(g.Orders)
	if err != nil {
		return nil, err
	}
	return slices.Concat([]byte(`{"orders":`), orders, []byte(`,"state":`), st, []byte(`}`)), nil
}

// RestoreGame decodes what Marshal wrote.
func RestoreGame(sys System, sc *scenarios.Scenario, data []byte) (*Game, error) {
	var s snapshot
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, fmt.Errorf("snapshot: %v", err)
	}
	st, err := sys.Restore(sc, s.State)
	if err != nil {
		return nil, fmt.Errorf("snapshot: %v", err)
	}
	if len(s.Orders) != len(sc.Sides) {
		return nil, fmt.Errorf("snapshot: %d sides, scenario has %d", len(s.Orders), len(sc.Sides))
	}
	return &Game{System: sys, Scenario: sc, State: st, Orders: s.Orders}, nil
}

// Clone returns an independent copy, so a failed input can be discarded.
func (g *Game) Clone() *Game {
	c := *g
	c.State = g.State.Clone()
	c.Orders = make([]SideOrders, len(g.Orders))
	for i, o := range g.Orders {
		c.Orders[i] = SideOrders{
			Side:     o.Side,
			Seq:      o.Seq,
			Plan:     append([]Line{}, o.Plan...),
			Standing: append([]Line{}, o.Standing...),
		}
	}
	return &c
}

// Side finds a side's orders; ok is false for a side not in the game.
func (g *Game) Side(s Side) (*SideOrders, bool) {
	for i := range g.Orders {
		if g.Orders[i].Side == s {
			return &g.Orders[i], true
		}
	}
	return nil, false
}

// SetOrders records a new order file from side: its plan lines replace the
// unconsumed rest of the old plan, and each standing line replaces the
// standing line with the same key (DESIGN.md, "The model").
func (g *Game) SetOrders(side Side, seq int, lines []Line) error {
	o, ok := g.Side(side)
	if !ok {
		return fmt.Errorf("no side %q in this game", side)
	}
	o.Seq = seq
	o.Plan = []Line{}
	for _, l := range lines {
		if !l.Standing {
			o.Plan = append(o.Plan, l)
			continue
		}
		o.Standing = replaceStanding(o.Standing, l)
	}
	return nil
}

func replaceStanding(standing []Line, l Line) []Line {
	for i, s := range standing {
		if s.Key == l.Key {
			standing[i] = l
			return standing
		}
	}
	return append(standing, l)
}
