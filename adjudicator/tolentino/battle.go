package tolentino

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/adjudicator/tolentino/combat"
	"github.com/mincio/mincio/scenarios"
)

// battle is what the scenario fixes for the whole game: the map, the
// counters' printed values, the turn track. It is shared, never changed,
// by every clone of a State.
type battle struct {
	sc      *scenarios.Scenario
	rev     int // the rules revision the game plays under (System.Revision)
	grid    hexmap.Grid
	terrain map[hexmap.Hex]string   // terrain name per hex
	stream  map[hexmap.Hexside]bool // 10.3
	bridge  map[hexmap.Hexside]bool // 10.4
	// sideKinds: the kinds of hexside feature on each hexside (stream,
	// bridge), for the TEC's los column (11.3.1 blocking hexsides).
	sideKinds map[hexmap.Hexside][]string
	road      map[hexmap.Hexside]bool // road hexsides (9.3.1)
	trail     map[hexmap.Hexside]bool // trail hexsides (9.3.1)
	onRoad    map[hexmap.Hex]bool     // hexes with a road or trail (10.2, 10.6)
	fort      map[hexmap.Hex]bool     // 10.5
	level     map[hexmap.Hex]int      // 10.2: height for the LoS (rough 1, higher rough 2); nil when the scenario turns levels off
	tec       map[string]tecRow       // terrain effects chart (stand-in)
	specs     map[string]*spec        // counters by id
	ids       []string                // counter ids in scenario order
	unitAt    map[string]int          // the place of each id in ids, and in State.Units
	forms     map[string]*scenarios.Formation
	formIDs   []string
	cells     []tecRow // tec line of each hex, by Grid.Index
	lex       *lexicon
	cellAt    []cell             // fixed facts by Grid.Index, for path searches (sides.go)
	dirSlot   [hexmap.NW + 1]int // a side's place among its owner's sides, by direction
	streamMP  int                // the chart's extra MP for a stream hexside
	streamCmd int                // and its extra command points
	nbrs      [][]int            // the Grid.Index of each hex's neighbours on the grid
	los       *losMemo           // lines of sight asked so far (losmemo.go)

	tabOnce sync.Once // combat tables, loaded on first use
	tab     *combat.Tables
	tabErr  error
}

// spec is one counter's printed values.
type spec struct {
	ID, Name, Type, Formation, Regiment, Role string
	Side                                      adjudicator.Side
	SP, Eff, MP, RSP, REff, RMP               int
	HasReduced                                bool
	IR, Range, Init                           int
}

func (p *spec) leader() bool { return p.Type == "leader" }
func (p *spec) art() bool    { return p.Type == "art" }
func (p *spec) cav() bool    { return p.Type == "cav" }

// horse reports a horse battery: "Artillery with 5 or 6 PM" (11).
func (p *spec) horse() bool { return p.art() && p.MP >= 5 }

// tecRow is one terrain's line of the stand-in Terrain Effects Chart.
type tecRow struct {
	MP, Cmd int
	Blocks  bool
}

// buildBattle reads the board's fixed facts from the scenario: what
// newBattle shares between the games of one scenario (battleshare.go).
func buildBattle(sc *scenarios.Scenario) (*battle, error) {
	if sc.Map == nil {
		return nil, fmt.Errorf("tolentino: scenario %s has no map", sc.ID)
	}
	b := &battle{sc: sc, rev: adjudicator.SystemRevision(System{}, sc), grid: sc.Map.Grid, terrain: map[hexmap.Hex]string{},
		stream: map[hexmap.Hexside]bool{}, bridge: map[hexmap.Hexside]bool{},
		road: map[hexmap.Hexside]bool{}, trail: map[hexmap.Hexside]bool{}, onRoad: map[hexmap.Hex]bool{},
		fort: map[hexmap.Hex]bool{}, tec: map[string]tecRow{}, specs: map[string]*spec{},
		forms: map[string]*scenarios.Formation{}, sideKinds: map[hexmap.Hexside][]string{}}
	for _, h := range b.grid.Hexes() {
		if t, ok := sc.Map.Terrain(h); ok {
			b.terrain[h] = t.Name
			if t.Name == "town" {
				b.onRoad[h] = true // 10.1: there is a trail in all towns
			}
		}
	}
	for _, f := range sc.Map.Hexsides {
		for _, hs := range f.Sides {
			side := sc.Map.Hexside(hs)
			b.sideKinds[side] = append(b.sideKinds[side], f.Kind)
			switch f.Kind {
			case "stream":
				b.stream[sc.Map.Hexside(hs)] = true
			case "bridge":
				b.bridge[sc.Map.Hexside(hs)] = true
			}
		}
	}
	for _, p := range sc.Map.Paths {
		set := b.road
		if p.Kind == "trail" {
			set = b.trail
		}
		for i, h := range p.Hexes {
			b.onRoad[h] = true
			if i > 0 {
				if hs, ok := b.grid.HexsideBetween(p.Hexes[i-1], h); ok {
					set[hs] = true
				}
			}
		}
	}
	for _, f := range sc.Map.Features {
		if f.Kind == "fortified" {
			for _, h := range f.Hexes {
				b.fort[h] = true
			}
		}
	}
	b.loadLevels()
	if err := b.loadTEC(); err != nil {
		return nil, err
	}
	b.cells = make([]tecRow, b.grid.Len())
	for i := range b.cells {
		t, ok := b.tec[b.terrain[b.grid.HexAt(i)]]
		if !ok {
			t = b.tec["clear"]
		}
		b.cells[i] = t
	}
	b.indexCells()
	b.los = new(losMemo)
	for _, f := range sc.Formations {
		b.forms[f.ID] = f
		b.formIDs = append(b.formIDs, f.ID)
	}
	for _, c := range sc.Counters {
		p, err := specOf(c)
		if err != nil {
			return nil, err
		}
		b.specs[c.ID] = p
		b.ids = append(b.ids, c.ID)
	}
	b.unitAt = make(map[string]int, len(b.ids))
	for i, id := range b.ids {
		b.unitAt[id] = i
	}
	b.lex = lexiconOf(sc)
	return b, nil
}

func (b *battle) loadTEC() error {
	t, ok := b.sc.Table("tec")
	if !ok {
		return fmt.Errorf("tolentino: scenario %s has no [table tec]", b.sc.ID)
	}
	for _, r := range t.Rows {
		if len(r.Cells) < 3 {
			return fmt.Errorf("tolentino: tec row %s: want mp cmd los", r.Key)
		}
		mp, err1 := strconv.Atoi(strings.TrimPrefix(r.Cells[0], "+"))
		cmd, err2 := strconv.Atoi(strings.TrimPrefix(r.Cells[1], "+"))
		if err1 != nil || err2 != nil {
			return fmt.Errorf("tolentino: tec row %s: mp and cmd must be numbers", r.Key)
		}
		b.tec[r.Key] = tecRow{MP: mp, Cmd: cmd, Blocks: r.Cells[2] == "block"}
	}
	return nil
}

func specOf(c *scenarios.Counter) (*spec, error) {
	p := &spec{ID: c.ID, Name: c.Name, Type: c.Type, Formation: c.Formation, Side: adjudicator.Side(c.Side)}
	if c.Leader {
		p.Role, p.Type = c.Type, "leader"
	}
	for _, r := range c.Ratings {
		if err := p.set(r, false); err != nil {
			return nil, fmt.Errorf("tolentino: counter %s: %v", c.ID, err)
		}
	}
	for _, r := range c.Reduced {
		p.HasReduced = true
		if err := p.set(r, true); err != nil {
			return nil, fmt.Errorf("tolentino: counter %s: %v", c.ID, err)
		}
	}
	if p.Regiment == "" {
		p.Regiment = c.ID
	}
	return p, nil
}

func (p *spec) set(r scenarios.Rating, reduced bool) error {
	if r.Key == "regiment" {
		p.Regiment = r.Value
		return nil
	}
	n, err := strconv.Atoi(r.Value)
	if err != nil {
		return fmt.Errorf("rating %s=%s: want a whole number", r.Key, r.Value)
	}
	dst := map[string]*int{"sp": &p.SP, "eff": &p.Eff, "mp": &p.MP, "ir": &p.IR, "range": &p.Range, "init": &p.Init}
	if reduced {
		dst = map[string]*int{"sp": &p.RSP, "eff": &p.REff, "mp": &p.RMP}
	}
	if d, ok := dst[r.Key]; ok {
		*d = n
	}
	return nil
}

// sideOfFormation is the side a formation fights for.
func (b *battle) sideOfFormation(id string) adjudicator.Side {
	if f := b.forms[id]; f != nil {
		return adjudicator.Side(f.Side)
	}
	return ""
}

// turnInfo returns the turn track line of turn n.
func (b *battle) turnInfo(n int) *scenarios.Turn {
	t, _ := b.sc.Turn(n)
	return t
}

// light is the turn track's light of turn n: "twilight" (17.1, turn 5 in
// tolentino1815), "night" (17.2, turn 6) or "" for day.
func (b *battle) light(n int) string {
	if t := b.turnInfo(n); t != nil {
		return t.Light
	}
	return ""
}

// night reports the night turns 5 and 6 (17), as the turn track marks them.
func (b *battle) night(n int) bool {
	t := b.turnInfo(n)
	return t != nil && (t.Light == "night" || t.Light == "twilight")
}

// objective returns the VP of a star hex (18), 0 if none.
func (b *battle) objective(h hexmap.Hex) int {
	for _, o := range b.sc.Objectives {
		if slices.Contains(o.Hexes, h) {
			return o.VP
		}
	}
	return 0
}

// enemy is the other side.
func enemy(s adjudicator.Side) adjudicator.Side {
	if s == Austria {
		return Naples
	}
	return Austria
}

// aSideName is sideName with its article: "an Austrian", "a Neapolitan".
func aSideName(s adjudicator.Side) string {
	if s == Austria {
		return "an Austrian"
	}
	return "a Neapolitan"
}

// sideName is the adjective reports use.
func sideName(s adjudicator.Side) string {
	if s == Austria {
		return "Austrian"
	}
	return "Neapolitan"
}
