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
	// Revision is the latest revision of the system's rules: 1, raised by
	// each landing that changes an outcome or an event of a game already
	// played, whose games keep the behaviour of the revision they record
	// (the scenario's Revisions.System; docs/archives.md).
	Revision() int
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
// no goroutines, and all randomness through the Roller (docs/design.md,
// "Determinism").
type State interface {
	// Only Apply changes a state, and a Game applies each answer to a
	// Clone of its state, which it then takes for its own: so a game's
	// state is only ever read, and the methods other than Apply may be
	// called from several goroutines at once (verification lists the
	// Pending of an entry's state on one core while the replay goes on
	// from it on another).

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
	// Groups are the sections of the side's order-file template: its own
	// choices (ID "") and then its formations, in the order of the
	// scenario.
	Groups []Group `json:"groups,omitempty"`
}

// Group is one of a side's formations as its order file names it, or,
// with ID "", the side's own choices (the `army` section).
type Group struct {
	ID    string   `json:"id"`
	Name  string   `json:"name"`
	Order string   `json:"order,omitempty"` // its current order, where the rules give one
	Units []string `json:"units,omitempty"` // its counters on the map
	// Arriving are its reinforcements, each "ID (turn N at HEX)": counters
	// its lines may order once they enter.
	Arriving []string `json:"arriving,omitempty"`
	// Commanders are the commanders its lines may move besides its units,
	// each "ID" or "ID (turn N at HEX)" when he arrives later.
	Commanders []string `json:"commanders,omitempty"`
	// Hints are the lines the section takes, in the system's words, for
	// the template's comments.
	Hints []string `json:"hints,omitempty"`
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
// does offline, before sending (`mincio orders check --view`), and what the
// host answers to a `mode: check` file. It runs the same rules code as the
// host on what the side may see, and returns one verdict per line that is
// not a heading, in file order; an error says the view cannot be used.
type ViewChecker interface {
	CheckOrders(sc *scenarios.Scenario, v View, lines []Line) ([]LineCheck, error)
}

// TurnScoped is implemented by states whose sides send their orders a game
// turn at a time (docs/design.md, "A game turn in one mail"). The engine then
// keeps each plan line to the turn it was written for, reports the lines a
// turn left unused, and at the start of each turn waits until every side
// has sent its orders for that turn.
type TurnScoped interface {
	// GameTurn is the game turn in progress, from 1; 0 turns the
	// scoping off (every line is for whenever it is needed).
	GameTurn() int
}
