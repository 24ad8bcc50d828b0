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
	// BriefOwed: Run records owed decisions without their Options
	// (Briefer), for a replay that checks those apart (saves' verify).
	BriefOwed bool
	// Ended is set when the game ended outside the rules: a resignation,
	// an agreed draw, or the moderator (ending.go).
	Ended *Outcome
	// DrawOffers are the sides whose draw offer stands (ending.go).
	DrawOffers []Side

	marshalSize int // of the last Marshal, with room to grow: a hint
}

// SideOrders is what one side has said so far.
type SideOrders struct {
	Side Side `json:"side"`
	Seq  int  `json:"seq"` // last accepted order-file seq
	// Plan holds the lines of the side's last order file, each with what
	// became of it, and the lines of earlier files still waiting.
	Plan     []PlanLine `json:"plan"`
	Standing []Line     `json:"standing"`
	// Turns are the game turns the side has sent orders for
	// (turn-scoped games).
	Turns []int `json:"turns,omitempty"`
	// Asked records which groups and line kinds the turn's decisions
	// consulted, to say why a line went unused.
	Asked []string `json:"asked,omitempty"`
	// Absent is set by a missed turn (Missed) and cleared by the side's
	// next order file: meanwhile the missed-turn default answers for it.
	Absent bool `json:"absent,omitempty"`
	// Players are the side's players when a team plays it (team.go);
	// empty for a side of one player, which keeps Seq and Turns itself.
	Players []PlayerOrders `json:"players,omitempty"`
}

// NewGame sets up a game at the start of a scenario.
func NewGame(sys System, sc *scenarios.Scenario) (*Game, error) {
	st, err := sys.New(sc)
	if err != nil {
		return nil, err
	}
	g := &Game{System: sys, Scenario: sc, State: st}
	for _, s := range sc.Sides {
		g.Orders = append(g.Orders, SideOrders{Side: Side(s.ID), Plan: []PlanLine{}, Standing: []Line{}})
	}
	return g, nil
}

type snapshot struct {
	Orders     []SideOrders    `json:"orders"`
	State      json.RawMessage `json:"state"`
	Ended      *Outcome        `json:"ended,omitempty"`
	DrawOffers []Side          `json:"draw_offers,omitempty"`
}

// Marshal encodes the game canonically: the bytes of json.Marshal of a
// snapshot, put together without json.Marshal compacting the state again,
// which it already is (State.Marshal); that pass was a third of the cost.
// It writes into one buffer the size of the last encoding.
func (g *Game) Marshal() ([]byte, error) {
	return g.AppendMarshal(make([]byte, 0, max(g.marshalSize, 4096)))
}

// AppendMarshal appends Marshal's bytes to out: a caller that only hashes
// them may reuse one buffer.
func (g *Game) AppendMarshal(out []byte) ([]byte, error) {
	out = append(out, `{"orders":`...)
	out, err := appendOrdersJSON(out, g.Orders)
	if err != nil {
		return nil, err
	}
	out = append(out, `,"state":`...)
	if am, ok := g.State.(appendMarshaler); ok {
		out, err = am.AppendMarshal(out)
	} else {
		var st []byte
		st, err = g.State.Marshal()
		out = append(out, st...)
	}
	if err != nil {
		return nil, err
	}
	// The rest as snapshot's omitempty fields would write them.
	if g.Ended != nil {
		ended, err := json.Marshal(g.Ended)
		if err != nil {
			return nil, err
		}
		out = append(append(out, `,"ended":`...), ended...)
	}
	if len(g.DrawOffers) > 0 {
		offers, err := json.Marshal(g.DrawOffers)
		if err != nil {
			return nil, err
		}
		out = append(append(out, `,"draw_offers":`...), offers...)
	}
	out = append(out, '}')
	g.marshalSize = len(out) + len(out)/8
	return out, nil
}

// appendMarshaler is a State that appends its Marshal bytes to a buffer,
// so Game.Marshal writes the whole game in one.
type appendMarshaler interface {
	AppendMarshal(b []byte) ([]byte, error)
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
	return &Game{System: sys, Scenario: sc, State: st, Orders: s.Orders, Ended: s.Ended, DrawOffers: s.DrawOffers}, nil
}

// Clone returns an independent copy, so a failed input can be discarded.
func (g *Game) Clone() *Game {
	c := *g
	c.State = g.State.Clone()
	c.DrawOffers = slices.Clone(g.DrawOffers)
	c.Orders = make([]SideOrders, len(g.Orders))
	for i, o := range g.Orders {
		c.Orders[i] = SideOrders{
			Side:     o.Side,
			Seq:      o.Seq,
			Plan:     append([]PlanLine{}, o.Plan...),
			Standing: append([]Line{}, o.Standing...),
			Turns:    slices.Clone(o.Turns),
			Asked:    slices.Clone(o.Asked),
			Absent:   o.Absent,
		}
		for _, p := range o.Players {
			c.Orders[i].Players = append(c.Orders[i].Players, p.clone())
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

// GameTurn is the turn in progress of a turn-scoped game, else 0.
func (g *Game) GameTurn() int {
	if ts, ok := g.State.(TurnScoped); ok {
		return ts.GameTurn()
	}
	return 0
}

// Sides lists the game's sides in scenario order.
func (g *Game) Sides() []Side {
	out := make([]Side, len(g.Orders))
	for i, o := range g.Orders {
		out[i] = o.Side
	}
	return out
}
