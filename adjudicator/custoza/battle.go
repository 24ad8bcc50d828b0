package custoza

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// battle is what the scenario fixes for the whole game: the map, the
// counters' printed values, the turn track, the tables and the special
// rules. Every clone of a State shares it; nothing changes it.
type battle struct {
	sc    *scenarios.Scenario
	rev   int // the rules revision the game plays under (System.Revision)
	ed    combat.Edition
	grid  hexmap.Grid
	tab   *combat.Tables
	sides []adjudicator.Side

	terrain []string // by Grid.Index: the terrain at the hex centre (2.2.1)
	level   []int    // by Grid.Index: ground level for the LoS (8.9)
	onMap   []bool   // by Grid.Index: inside the scenario's area
	road    []bool   // by Grid.Index: a road or track runs through the hex
	// roadSide: the road kind of each hexside a road crosses (7.8, 4.2).
	roadSide map[hexmap.Hexside]string
	// sideKinds: the hexside features of each hexside (stream, slope …).
	sideKinds map[hexmap.Hexside][]string
	// memo is what the battle works out on first use (its own per
	// battle: a battle with a pontoon bridge, pontoon.go, has its own).
	memo *battleMemo
	// untold: the states are the order check's (viewworlds.go), which
	// reads the lines' verdicts and never the events: event() queues
	// each event as the rules raise it, without the sides' versions, and
	// Apply notes nothing seen (noteSeen: for those versions alone). A
	// battle with a pontoon bridge built is its battle's copy: untold too.
	untold bool

	specs   map[string]*spec
	ids     []string       // counter ids in scenario order
	pos     map[string]int // each counter id's place in ids (and in State.Units)
	forms   map[string]*formSpec
	formIDs []string

	turns     map[int]*scenarios.Turn
	firstTurn int
	lastTurn  int

	fixedInit  adjudicator.Side // 23.x.1: this side has the initiative every turn
	limited    adjudicator.Side // Goito 15.2: activates at most turn-number Formations a turn
	reluctant  adjudicator.Side // 26.1.3: its Formations are reluctant until their first assault or charge
	control0   adjudicator.Side // 23.x.4: controls the objectives at the start
	objectives []hexmap.Hex     // hexes whose control is tracked (2.2)
	noOCDRM    []string         // 26.1.2: formations without the OC -1
	iiCorpsAt  int              // Goito 16.1.1: the turn whose end the II Corps roll starts
	sw         switches         // readings the scenario chooses (switches.go)
	setupFirst adjudicator.Side // 23.x.5: the side that sets up first
	seq        sequence         // the sequence of play the scenario's rules choose (sequence.go)
	// peschiera is Peschiera's hex on the scenario's map and peschieraFrom
	// the hexes it can be assaulted from (22.3.1, 22.3.5: peschiera.go).
	peschiera     hexmap.Hex
	peschieraFrom []hexmap.Hex
	adv           advancedRules  // the Advanced Game's data (advanced.go); zero in the basic game
	pontoon       pontoonRules   // 24.1.3, 24.1.4: the Bridge Train and its bridge (pontoon.go)
	strat         strategicRules // Strategic Objectives (strategic.go); zero without them
	strongholds   []stronghold   // 24.1.2's Osteria al Bosco (stronghold.go)
	ifs           arrivalIfs     // 24.4: the reinforcements' conditions (arrivalif.go)
}

// battleMemo is what a battle works out once, on first use.
type battleMemo struct {
	// step's answers by hex index and direction (steptable.go).
	stepOnce sync.Once
	stepTab  *stepTable
	// what a command trace may cross (commandtrace.go).
	traceOnce sync.Once
	traceTab  *traceTable
	// cites is goitoCites' answer by text: the same events recur in every
	// run of an order check.
	cites sync.Map
	// bridged are this battle with a pontoon bridge built, by its hex
	// (24.1.4.1, pontoon.go): one per hex, shared like the battle.
	bridgedMu sync.Mutex
	bridged   map[hexmap.Hex]*battle
}

// spec is one counter's printed values.
type spec struct {
	ID, Name  string
	Type      string // inf, linf, cav, art, hart (2.4.1); fc, oc (2.4.2)
	Formation string
	Side      adjudicator.Side
	SP, CV    int // 2.4.1.1, 2.4.1.2
	MA        int // 2.4.1.4; commanders 8 (2.4.2.3)
	SV        int // stacking value (2.9)
	Command   int // a Formation Commander's Command Value (2.4.2.1)
	Rating    int // an Overall Commander's Command Rating (2.4.2.2)
	Reserve   bool
	// Garrison is the fortress hex of a fortress's intrinsic garrison
	// (22.3.1); zero for every counter of the scenario.
	Garrison hexmap.Hex
}

func (p *spec) commander() bool { return p.Type == "fc" || p.Type == "oc" }
func (p *spec) inf() bool       { return p.Type == "inf" || p.Type == "linf" }
func (p *spec) cav() bool       { return p.Type == "cav" }
func (p *spec) art() bool       { return p.Type == "art" || p.Type == "hart" }

// class is the column of the movement table the counter pays (7.10:
// commanders pay infantry costs).
func (p *spec) class() string {
	switch {
	case p.cav():
		return combat.ClassCav
	case p.art():
		return combat.ClassArt
	}
	return combat.ClassInf
}

// unit is the counter as the combat package sees it.
func (p *spec) unit(status combat.Status, lost int) combat.Unit {
	return combat.Unit{ID: p.ID, Type: combat.Type(p.Type), SP: max(0, p.SP-lost), CV: p.CV, SV: p.SV, Status: status}
}

// formSpec is one Formation (2.5).
type formSpec struct {
	ID, Name  string
	Side      adjudicator.Side
	Commander string
	Kind      string // corps, division, brigade (6.2)
	units     []string
}

const commanderMA = 8 // 2.4.2.3, 7.10

func newBattle(sc *scenarios.Scenario) (*battle, error) {
	if sc.Map == nil {
		return nil, fmt.Errorf("custoza: scenario %s has no map", sc.ID)
	}
	ed, err := combat.ParseEdition(sc.Edition)
	if err != nil {
		return nil, fmt.Errorf("custoza: scenario %s: %v", sc.ID, err)
	}
	tab, err := combat.LoadTables(sc)
	if err != nil {
		return nil, fmt.Errorf("custoza: scenario %s: %v", sc.ID, err)
	}
	b := &battle{sc: sc, rev: adjudicator.SystemRevision(System{}, sc), ed: ed, grid: sc.Map.Grid, tab: tab,
		memo: &battleMemo{}, roadSide: map[hexmap.Hexside]string{}, sideKinds: map[hexmap.Hexside][]string{},
		specs: map[string]*spec{}, pos: map[string]int{}, forms: map[string]*formSpec{}, turns: map[int]*scenarios.Turn{}}
	for _, s := range sc.Sides {
		b.sides = append(b.sides, adjudicator.Side(s.ID))
	}
	if len(b.sides) != 2 {
		return nil, fmt.Errorf("custoza: scenario %s has %d sides, the system plays two", sc.ID, len(b.sides))
	}
	b.loadMap()
	b.loadStrongholds()
	if err := b.loadCounters(); err != nil {
		return nil, err
	}
	b.loadTurns()
	b.loadArrivalIfs()
	b.loadRules()
	b.loadSwitches()
	b.loadGarrisons()
	b.loadPeschiera()
	b.loadAdvanced()
	b.loadStrategic()
	b.loadPontoon()
	b.seq = sequenceFor(b)
	for i, id := range b.ids { // the garrisons too (fortresses.go)
		b.pos[id] = i
	}
	return b, nil
}

func (b *battle) loadMap() {
	m := b.sc.Map
	n := b.grid.Len()
	b.terrain, b.level, b.onMap, b.road = make([]string, n), make([]int, n), make([]bool, n), make([]bool, n)
	for i := range n {
		h := b.grid.HexAt(i)
		b.onMap[i] = m.InArea(h) && m.OnMap(h)
		b.terrain[i] = "clear"
		if t, ok := m.Terrain(h); ok {
			b.terrain[i] = t.Name
		}
		b.level[i] = m.Elevation(h)
	}
	for _, f := range m.Hexsides {
		for _, hs := range f.Sides {
			side := m.Hexside(hs)
			b.sideKinds[side] = append(b.sideKinds[side], f.Kind)
		}
	}
	for _, p := range m.Paths {
		for i, h := range p.Hexes {
			if j, ok := b.grid.Index(h); ok {
				b.road[j] = true
			}
			if i > 0 {
				if hs, ok := b.grid.HexsideBetween(p.Hexes[i-1], h); ok {
					b.roadSide[hs] = p.Kind
				}
			}
		}
	}
}

func (b *battle) loadCounters() error {
	for _, f := range b.sc.Formations {
		fs := &formSpec{ID: f.ID, Name: f.Name, Side: adjudicator.Side(f.Side), Commander: f.Commander, Kind: "division"}
		for _, r := range f.Extra {
			if r.Key == "kind" {
				fs.Kind = r.Value
			}
		}
		b.forms[f.ID] = fs
		b.formIDs = append(b.formIDs, f.ID)
	}
	for _, c := range b.sc.Counters {
		p := &spec{ID: c.ID, Name: c.Name, Type: c.Type, Formation: c.Formation, Side: adjudicator.Side(c.Side), SV: c.Size}
		get := func(keys ...string) int {
			for _, k := range keys {
				if v, ok := c.Int(k); ok {
					return v
				}
			}
			return 0
		}
		p.SP, p.CV, p.MA = get("sp"), get("cv"), get("ma")
		if p.SV == 0 {
			p.SV = get("sv")
		}
		p.Command, p.Rating = get("command", "cv"), get("rating", "cr")
		if r, _ := c.Rating("reserve"); r == "yes" {
			p.Reserve = true
		}
		if p.commander() {
			p.MA, p.SV = commanderMA, 0
			if p.Type == "fc" && p.Formation == "" {
				for _, f := range b.sc.Formations {
					if f.Commander == c.ID {
						p.Formation = f.ID
					}
				}
			}
		} else if p.SV == 0 {
			return fmt.Errorf("custoza: %s:%d: counter %s has no stacking value (size=)", b.sc.File, c.Line, c.ID)
		}
		if p.Formation != "" {
			f, ok := b.forms[p.Formation]
			if !ok {
				return fmt.Errorf("custoza: %s:%d: counter %s: no formation %s", b.sc.File, c.Line, c.ID, p.Formation)
			}
			if !p.commander() {
				f.units = append(f.units, c.ID)
			}
		}
		b.specs[c.ID] = p
		b.ids = append(b.ids, c.ID)
	}
	return nil
}

func (b *battle) loadTurns() {
	b.firstTurn, b.lastTurn = max(1, b.sc.FirstTurn), b.sc.LastTurn()
	for _, t := range b.sc.TurnTrack {
		b.turns[t.Number] = t
	}
	if b.lastTurn < b.firstTurn {
		b.lastTurn = b.firstTurn
	}
}

func (b *battle) loadRules() {
	if v, ok := b.sc.Rule("initiative"); ok {
		b.fixedInit = adjudicator.Side(v)
	}
	if v, ok := b.sc.Rule("activation-limit"); ok {
		b.limited = adjudicator.Side(v)
	}
	if v, ok := b.sc.Rule("reluctance"); ok {
		b.reluctant = adjudicator.Side(v)
	}
	if v, ok := b.sc.Rule("control"); ok {
		b.control0 = adjudicator.Side(v)
	}
	if v, ok := b.sc.Rule("no-oc-drm"); ok {
		b.noOCDRM = strings.Fields(strings.Trim(v, `"`))
	}
	if v, ok := b.sc.Rule("ii-corps-roll"); ok {
		fmt.Sscan(v, &b.iiCorpsAt)
	}
	for _, o := range b.sc.Objectives {
		for _, h := range o.Hexes {
			if !slices.Contains(b.objectives, h) {
				b.objectives = append(b.objectives, h)
			}
		}
	}
	for _, c := range b.sc.Conditions {
		for _, h := range c.Hexes {
			if !slices.Contains(b.objectives, h) {
				b.objectives = append(b.objectives, h)
			}
		}
	}
	slices.SortFunc(b.objectives, hexmap.Hex.Compare)
	for _, p := range b.sc.Setup {
		for _, id := range p.Counters {
			if sp := b.specs[id]; sp != nil && b.setupFirst == "" {
				b.setupFirst = sp.Side
			}
		}
	}
}

// idx is a hex's index on the grid (Grid.Index); ok is false off the
// grid. It reads the grid's bounds in place: Grid.Index, a method of the
// grid's value, copies the whole grid for each call, and the rules ask
// for an index on every counter and hex they look at (~10 % of a check's
// time went to that copy). TestBattleIdx holds it to Grid.Index.
func (b *battle) idx(h hexmap.Hex) (int, bool) {
	g := &b.grid
	if h.Col < g.FirstCol || h.Col > g.LastCol || h.Row < g.FirstRow || h.Row > g.LastRow {
		return -1, false
	}
	return (h.Col-g.FirstCol)*(g.LastRow-g.FirstRow+1) + h.Row - g.FirstRow, true
}

// on reports whether h is a hex of the scenario's map (inside its area).
func (b *battle) on(h hexmap.Hex) bool {
	i, ok := b.idx(h)
	return ok && b.onMap[i]
}

func (b *battle) terrainOf(h hexmap.Hex) string {
	if i, ok := b.idx(h); ok {
		return b.terrain[i]
	}
	return ""
}

func (b *battle) levelOf(h hexmap.Hex) int {
	if i, ok := b.idx(h); ok {
		return b.level[i]
	}
	return 0
}

// hasRoad reports whether a road or track runs through h.
func (b *battle) hasRoad(h hexmap.Hex) bool {
	i, ok := b.idx(h)
	return ok && b.road[i]
}

// roadBetween returns the kind of road crossing the hexside from a to b,
// "" if none.
func (b *battle) roadBetween(a, c hexmap.Hex) string {
	hs, ok := b.grid.HexsideBetween(a, c)
	if !ok {
		return ""
	}
	return b.roadSide[hs]
}

// hexsideKinds lists the features of the hexside between a and c.
func (b *battle) hexsideKinds(a, c hexmap.Hex) []string {
	if i, ok := b.idx(a); ok {
		if j, ok := b.idx(c); ok {
			return b.steps().kindsAt(i, j) // a command trace asks for every hex it reaches
		}
	}
	hs, ok := b.grid.HexsideBetween(a, c)
	if !ok {
		return nil
	}
	return b.sideKinds[hs]
}

// allRound: Village and Fortress hexes give all-round facing (2.7, 7.6);
// Goito: Village and Farmhouse (Goito 3.1.1).
func (b *battle) allRound(h hexmap.Hex) bool {
	switch b.terrainOf(h) {
	case "village", "fortress":
		return true
	case "farmhouse":
		return b.ed == combat.Goito
	}
	return false
}

// blocksZoR: a ZoR does not extend into Woods, Village and Fortress hexes
// (2.6); Goito: Village and Farmhouse (Goito 3).
func (b *battle) blocksZoR(h hexmap.Hex) bool {
	switch b.terrainOf(h) {
	case "woods", "village", "fortress":
		return true
	case "farmhouse":
		return b.ed == combat.Goito
	}
	return false
}

// blocksLoS: terrain that blocks a line of sight at its level (8.9: Woods,
// Village, Fortress; Goito 9.4.4: Village, Farmhouse, Farm).
func (b *battle) blocksLoS(h hexmap.Hex) bool {
	switch b.terrainOf(h) {
	case "woods", "village", "fortress":
		return true
	case "farmhouse", "farm":
		return b.ed == combat.Goito
	}
	return false
}

func (b *battle) enemy(s adjudicator.Side) adjudicator.Side {
	if s == b.sides[0] {
		return b.sides[1]
	}
	return b.sides[0]
}

// sideIndex is 0 or 1.
func (b *battle) sideIndex(s adjudicator.Side) int {
	if s == b.sides[1] {
		return 1
	}
	return 0
}

// markerLimit is 6.2: a Corps places 6 Assault/Charge markers, a Division
// 4, a Brigade 2. Goito 7.1.1: as many as the commander's Command Value,
// +1 when he is in range of the Commander in Chief (inRange).
func (b *battle) markerLimit(f *formSpec, inRange bool) int {
	if b.ed == combat.Goito {
		n := 0
		if c := b.specs[f.Commander]; c != nil {
			n = c.Command
		}
		if inRange {
			n++
		}
		return n
	}
	switch f.Kind {
	case "corps":
		return 6
	case "brigade":
		return 2
	}
	return 4
}

// period is the light of a game turn (22.4).
func (b *battle) period(turn int) combat.Period {
	if t := b.turns[turn]; t != nil && t.Light != "" {
		switch t.Light {
		case "dusk":
			return combat.Twilight
		case "day", "dawn", "twilight", "night":
			return combat.Period(t.Light)
		}
	}
	return combat.Day
}

// turnLabel is how a report names a game turn ("GT 5, 08:00", "Turn IV,
// 15:00").
func (b *battle) turnLabel(turn int) string {
	t := b.turns[turn]
	name := fmt.Sprintf("GT %d", turn)
	if b.ed == combat.Goito {
		name = fmt.Sprintf("Turn %d", turn)
	}
	if t == nil {
		return name
	}
	for _, r := range t.Extra {
		if r.Key == "label" {
			name = "Turn " + r.Value
		}
	}
	if t.Time != "" {
		name += ", " + t.Time
	}
	return name
}
