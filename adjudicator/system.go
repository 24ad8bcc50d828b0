package adjudicator

import (
	"encoding/json"

	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/scenarios"
)

// System is one rules system (Custoza, Risorgimento, Tolentino): it sets up
// games from scenarios and reads its own order language.
type System interface {
	// Name is the key scenarios use in their `system` line.
	Name() string
	// New sets up the state at the start of a scenario.
	New(sc *scenarios.Scenario) (State, error)
	// Restore decodes what State.Marshal wrote.
	Restore(sc *scenarios.Scenario, snapshot []byte) (State, error)
	// ParseOrders reads the body of one side's order file. firstLine is the
	// file line the body starts on, so problems carry real line numbers.
	// Every problem is returned, not just the first.
	ParseOrders(side Side, file string, firstLine int, body []byte) ([]Line, Problems)
}

// State is the position of one game under one system.
//
// Rules code must be deterministic: no wall clock, no map iteration order,
// no goroutines, and all randomness through the Roller (DESIGN.md).
type State interface {
	// Pending lists the decisions the rules need now, in the order they
	// should be answered; empty when the game is over.
	Pending() []Decision
	// Apply answers decision d with line l. On error the caller discards
	// the state (the run loop applies to a Clone), so Apply may fail midway.
	Apply(d Decision, l Line, r dice.Roller) ([]Event, error)
	// View is what side may see now, after the system's fog of war.
	View(side Side) View
	// Outcome is nil until the game has ended.
	Outcome() *Outcome
	// Status is a one-line account of where the game stands
	// ("turn 3, 10:00, action phase: Austrian 1st division").
	Status() string
	// Marshal encodes the state canonically: same state, same bytes, as
	// compact JSON (json.Marshal's form; Game.Marshal relies on it).
	Marshal() ([]byte, error)
	// Clone returns an independent deep copy.
	Clone() State
}

// View is one side's picture of the game. Text is for people; Data is the
// machine-readable form a player's mincio checks orders against offline;
// Pieces are the counters as this side may see them, from which the map
// pictures are drawn, so a picture can never show more than the view.
type View struct {
	Side   Side            `json:"side"`
	Turn   int             `json:"turn"` // game turn, from 1; for "--turns K" and mail subjects
	Status string          `json:"status"`
	Text   string          `json:"text"`
	Data   json.RawMessage `json:"data,omitempty"`
	Pieces []Piece         `json:"pieces,omitempty"`
}

// Piece is a counter on the map as one side sees it, in words any rules
// system can fill and any picture can draw.
type Piece struct {
	Hex     string   `json:"hex"`               // as printed: "1305"
	Side    Side     `json:"side"`              // owner
	Type    string   `json:"type"`              // inf, linf, cav, art, leader …
	Size    int      `json:"size,omitempty"`    // size marks
	Name    string   `json:"name,omitempty"`    // short name as on the counter
	Values  string   `json:"values,omitempty"`  // ratings as printed, e.g. "4-3-4"
	Facing  string   `json:"facing,omitempty"`  // compass word of the faced hexside
	Markers []string `json:"markers,omitempty"` // "Disordered", "March", "Attack" …
	// FaceDown: the side sees that something is there and nothing more.
	FaceDown bool `json:"face_down,omitempty"`
	Reduced  bool `json:"reduced,omitempty"`
}

// ViewChecker is implemented by systems that can check order lines against
// a side's machine-readable view (View.Data) alone: what a player's mincio
// does offline, before sending (`mincio orders check --view`).
type ViewChecker interface {
	CheckOrders(v View, lines []Line) Problems
}
