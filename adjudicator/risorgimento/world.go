package risorgimento

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// world is what a game reads from its scenario and never changes: the
// map, the charts, the order of battle. State rebuilds it on Restore and
// Clone shares it.
type world struct {
	sc       *scenarios.Scenario
	rev      int // the rules revision the game plays under (revision.go)
	m        *Map
	t        *Tables
	sides    []adjudicator.Side // scenario order
	austria  adjudicator.Side   // the side of the Austrian army (4.3, 4.56)
	corps    []*corpsInfo       // scenario order
	brigades []*brigadeInfo     // scenario order
	units    []*unitInfo        // scenario order
	leaders  []*leaderInfo      // scenario order
	turns    int
	weather  map[int]bool // Heat or Rain turns (4.44)
	rain     map[int]bool // Rain turns (9.21; revision 4)
	// roadStacking: the 5.27 play note is in play (revision 4,
	// cultivated.go).
	roadStacking bool
	// withdrawLevel: the level of the stand-in Corps Withdrawal roll, 0
	// when the scenario has none (9.21; revision 4, corpswithdrawal.go).
	withdrawLevel int
	drm           map[adjudicator.Side]int
	entries       map[string][]hexmap.Hex
	releases      map[string]int // corps → the turn its brigades leave Reserve (4.62)

	// id → index in the slices above (and the state's, newState), filled
	// as the order of battle is read: read-only after newWorld.
	unitIdx, leaderIdx, corpsIdx, brigadeIdx map[string]int

	positions *positionCache // the boards' stacks and ZOCs by position, for every state of the world
}

// corpsInfo is one activation command (2.41): a corps, Piedmont's army
// (4.25) or the Austrian Reserve (4.17).
type corpsInfo struct {
	ID, Name   string
	Side       adjudicator.Side
	Nation     Nation
	Leader     string // its commander's counter id, "" if none
	Continuity int
	Range      int
	RangeHigh  int // 4.24: the Guard commander's higher range
	Brigades   []string
}

// brigadeInfo is one maneuver command (2.41) under a brigadier.
type brigadeInfo struct {
	ID, Name string
	Corps    string
	Leader   string
	Units    []string
	Piedmont bool
	Reserve  bool // the corps' Reserve batteries: one command with no range (4.14)
	Commit   int  // the brigadier's Commitment DRM (4.11)
	RangeMP  int
	Army     string // the army it belongs to, for 4.16 a (oob.go armyOf)
}

// unitInfo is one combat unit's printed values.
type unitInfo struct {
	ID, Name string
	Side     adjudicator.Side
	Brigade  string
	Corps    string
	Unit     Unit
}

// leaderInfo is one leader counter.
type leaderInfo struct {
	ID, Name string
	Side     adjudicator.Side
	Role     string // "oc", "corps" or "brigadier"
	Command  string // the corps or brigade he commands
	MA       int
	Init     int
}

func (w *world) corpsOf(id string) *corpsInfo { return deref(w.corps, w.index(w.corpsIdx, id)) }

func (w *world) brigade(id string) *brigadeInfo { return deref(w.brigades, w.index(w.brigadeIdx, id)) }

func (w *world) unitIndex(id string) int { return w.index(w.unitIdx, id) }

func (w *world) leaderIndex(id string) int { return w.index(w.leaderIdx, id) }

// index is id's index in m, -1 if none.
func (w *world) index(m map[string]int, id string) int {
	if i, ok := m[id]; ok {
		return i
	}
	return -1
}

// deref is xs[i], nil when i is -1.
func deref[T any](xs []*T, i int) *T {
	if i < 0 {
		return nil
	}
	return xs[i]
}

func (w *world) other(s adjudicator.Side) adjudicator.Side {
	for _, o := range w.sides {
		if o != s {
			return o
		}
	}
	return s
}

// allied: the French (and Piedmontese) side (4.56).
func (w *world) allied(s adjudicator.Side) bool { return s != w.austria }

func newWorld(sc *scenarios.Scenario) (*world, error) {
	if sc == nil || sc.Map == nil {
		return nil, fmt.Errorf("risorgimento: the scenario has no [map]")
	}
	if len(sc.Sides) != 2 {
		return nil, fmt.Errorf("risorgimento: %s has %d sides; the rules have two (the Austrian and the allied, 2.41)", sc.ID, len(sc.Sides))
	}
	w := &world{sc: sc, rev: adjudicator.SystemRevision(System{}, sc), turns: sc.Turns, weather: map[int]bool{}, rain: map[int]bool{}, drm: map[adjudicator.Side]int{}, entries: map[string][]hexmap.Hex{}, releases: map[string]int{},
		unitIdx: map[string]int{}, leaderIdx: map[string]int{}, corpsIdx: map[string]int{}, brigadeIdx: map[string]int{},
		positions: &positionCache{}}
	for _, s := range sc.Sides {
		w.sides = append(w.sides, adjudicator.Side(s.ID))
	}
	var err error
	if w.m, err = mapOf(sc); err != nil {
		return nil, err
	}
	if w.t, err = tablesOf(sc); err != nil {
		return nil, err
	}
	if err := w.readOrderOfBattle(); err != nil {
		return nil, err
	}
	for _, t := range sc.TurnTrack {
		for _, r := range t.Extra {
			if r.Key == "weather" && r.Value != "" && r.Value != "clear" {
				w.weather[t.Number] = true
			}
			if r.Key == "weather" && r.Value == "rain" {
				w.rain[t.Number] = true
			}
		}
	}
	for _, r := range sc.Rules {
		if side, ok := strings.CutPrefix(r.Name, "initiative-drm-"); ok {
			n, err := strconv.Atoi(r.Value)
			if err != nil {
				return nil, fmt.Errorf("risorgimento: %s line %d: rule %s wants a number (4.3)", sc.File, r.Line, r.Name)
			}
			w.drm[adjudicator.Side(side)] = n
		}
	}
	for _, r := range sc.Rules {
		c, ok := strings.CutPrefix(r.Name, "reserve-release-")
		if !ok {
			continue
		}
		n, err := strconv.Atoi(r.Value)
		if err != nil || w.corpsOf(c) == nil {
			return nil, fmt.Errorf("risorgimento: %s line %d: rule %s wants a corps of the scenario and a turn (4.62)", sc.File, r.Line, r.Name)
		}
		w.releases[c] = n
	}
	w.readRevision4Rules()
	for _, e := range sc.Map.Entries {
		w.entries[e.ID] = e.Hexes
	}
	if w.turns == 0 {
		w.turns = len(sc.TurnTrack)
	}
	if w.turns == 0 {
		return nil, fmt.Errorf("risorgimento: %s gives no number of turns", sc.ID)
	}
	return w, nil
}

// tablesOf is the scenario's own charts: every Risorgimento scenario
// carries them (the stand-ins of tables.scn, or the printed charts a group
// gave with --tables), so that what a game plays on is what its scenario
// says and what --tables replaces (docs/risorgimento-tables.md).
func tablesOf(sc *scenarios.Scenario) (*Tables, error) {
	t, err := LoadTables(sc)
	if err != nil {
		return nil, fmt.Errorf("risorgimento: %s: the charts: %w (a scenario carries the [table] sections of adjudicator/risorgimento/tables.scn, docs/risorgimento-tables.md)", sc.File, err)
	}
	return t, nil
}
