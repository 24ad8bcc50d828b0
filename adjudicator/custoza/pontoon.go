package custoza

import (
	"fmt"
	"maps"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// The Austrian Bridge Train and its Pontoon Bridge (002 24.1.3, 24.1.4;
// 25.1.3–4 and 28.1.3–4 "Same as"), chosen by the scenario's
// `rule bridge-train ID` (the counter) and, for 28.3's "Bridge deployed at
// 2215", `rule pontoon-bridge HEX`. Without them nothing here runs.
//
// 24.1.4.1: "During the Activation of a Formation, the AH player may
// declare that he is starting the build the bridge, and a "4" numerical
// marker is placed above the Bridge Train marker. On each following
// Command Phase, the numerical marker is decreased by 1 and, when it
// reaches "0", the Bridge is ready ... If, during the Building Process,
// the Bridge Train unit is moved, fails a Cohesion Check, or is
// destroyed, the process is interrupted, and has to restart from zero.
// Once deployed, the Pontoon Bridge marker cannot be moved or destroyed:
// it will serve as a normal bridge like any other bridge printed on the
// map."
//
// Readings (docs/rules-coverage-custoza.md, 24.1.4.1):
//   - the bridge is built IN the Mincio hex the train is adjacent to (28.3
//     deploys it "at 2215", a Mincio hex of the map), which becomes a
//     Mincio bridge hex (22.2);
//   - "a normal bridge like any other bridge printed on the map": printed
//     bridges carry a road, crossed in March Movement at road cost (7.8,
//     22.2); the pontoon carries a minor road from the bridge hex to every
//     adjacent hex that is not Mincio or lake (both banks);
//   - the declaration is a line of any of the side's Formations'
//     activations (`build TRAIN HEX`), spending no action of the train;
//   - "restart from zero": the side may declare again, marker 4;
//   - "turn the marker to the Pontoon Bridge side": the counter is "The
//     AH Bridge Train/Pontoon Bridge" (24.1.3), one counter with two
//     sides; ready, it is the bridge, no longer a unit: it leaves play as
//     a unit (trainDeployed, no loss for 19.2) and ferries no more; 28.3's
//     "Bridge deployed at 2215: Bridge Train (one unit)" is that counter
//     on its bridge side from the start.

// trainCannotFire is 24.1.3: "The Bridge Train unit is treated like an
// Artillery unit (but it cannot fire)" (fire.go).
const trainCannotFire = "the Bridge Train is treated like an Artillery unit but cannot fire (24.1.3)"

// trainDeployed is the Bridge Train's Unit.Gone once it is the bridge.
const trainDeployed = "deployed as the Pontoon Bridge (24.1.4.1)"

// pontoonCountdown is 24.1.4.1's "4" numerical marker.
const pontoonCountdown = 4

// pontoonRoad is the road the pontoon bridge carries (a reading of
// 24.1.4.1 "a normal bridge": 7.8's "Road (Major/Minor) cost").
const pontoonRoad = "minor-road"

// pontoonRules are the scenario's Bridge Train data.
type pontoonRules struct {
	train string // the Bridge Train's counter id (`rule bridge-train`)
	// bridged is the hex of the pontoon bridge this battle's map carries:
	// 28.3's at the start, or one built (withBridge); zero for none.
	bridged hexmap.Hex
	base    *battle // the battle without a built bridge, for withBridge
}

// Pontoon is the state of the Bridge Train's one Pontoon Bridge
// (24.1.4.1, 24.1.4.2): building (Count > 0) or built.
type Pontoon struct {
	Hex   hexmap.Hex `json:"hex"`             // the Mincio hex bridged
	Count int        `json:"count,omitempty"` // the numerical marker while building
	Built bool       `json:"built,omitempty"`
	From  hexmap.Hex `json:"from,omitempty"` // the train's hex when the build was declared
}

// loadPontoon reads `rule bridge-train` and `rule pontoon-bridge`
// (validate.go refuses bad values).
func (b *battle) loadPontoon() {
	if v, ok := b.sc.Rule("bridge-train"); ok {
		b.pontoon.train = v
	}
	if v, ok := b.sc.Rule("pontoon-bridge"); ok {
		if h, err := hexmap.ParseHex(v); err == nil {
			b.layBridge(h)
		}
	}
}

// isTrain reports whether u is the scenario's Bridge Train.
func (b *battle) isTrain(u *Unit) bool {
	return b.pontoon.train != "" && u.ID == b.pontoon.train
}

// water reports whether terrain is the Mincio or the lake: what no
// pontoon road lands on.
func water(terrain string) bool {
	return terrain == "mincio" || terrain == "mincio-bridge" || terrain == "lake"
}

// layBridge makes h a Mincio bridge hex with its road to both banks: on
// a battle no State uses yet (loadPontoon, withBridge).
func (b *battle) layBridge(h hexmap.Hex) {
	i, ok := b.idx(h)
	if !ok {
		return
	}
	b.terrain[i], b.road[i] = "mincio-bridge", true
	for _, n := range b.grid.Neighbors(h) {
		if !b.on(n) || water(b.terrainOf(n)) {
			continue
		}
		if hs, ok := b.grid.HexsideBetween(h, n); ok {
			b.roadSide[hs] = pontoonRoad
		}
	}
	b.pontoon.bridged = h
}

// withBridge is the battle with the pontoon bridge built at h: the same
// scenario, counters and rules, its map with the bridge, and its own
// step table. One per hex, kept by the battle without it, so the clones
// of a state and the states restored from its snapshots share it.
func (b *battle) withBridge(h hexmap.Hex) *battle {
	if b.pontoon.bridged == h {
		return b
	}
	base := b
	if b.pontoon.base != nil {
		base = b.pontoon.base
	}
	m := base.memo
	m.bridgedMu.Lock()
	defer m.bridgedMu.Unlock()
	if nb := m.bridged[h]; nb != nil {
		return nb
	}
	nb := *base
	nb.memo = &battleMemo{}
	nb.terrain, nb.road, nb.roadSide = slices.Clone(base.terrain), slices.Clone(base.road), maps.Clone(base.roadSide)
	nb.layBridge(h)
	nb.pontoon.base = base
	if m.bridged == nil {
		m.bridged = map[hexmap.Hex]*battle{}
	}
	m.bridged[h] = &nb
	return &nb
}

// startPontoon is the state's bridge at the start: 28.3's, built.
func (s *State) startPontoon() {
	if h := s.b.pontoon.bridged; h != (hexmap.Hex{}) {
		s.Pontoon = &Pontoon{Hex: h, Built: true}
	}
}

// deployTrain turns the Bridge Train to its Pontoon Bridge side
// (24.1.4.1): the counter leaves play as a unit. The commanders left
// alone in its hex stay (2.4.2.3).
func (s *State) deployTrain() {
	if t := s.train(); t != nil && t.Gone == "" {
		t.Gone, t.On, t.With = trainDeployed, false, ""
		s.touch()
	}
}

// relinkPontoon gives a decoded state the battle with its built bridge.
func (s *State) relinkPontoon() {
	if s.Pontoon != nil && s.Pontoon.Built {
		s.b = s.b.withBridge(s.Pontoon.Hex)
	}
}

// train is the Bridge Train's unit, nil when the scenario has none.
func (s *State) train() *Unit {
	if s.b.pontoon.train == "" {
		return nil
	}
	return s.unit(s.b.pontoon.train)
}

// building reports whether the bridge is being built (24.1.4.1).
func (s *State) building() bool { return s.Pontoon != nil && !s.Pontoon.Built }

// applyBuild is `build TRAIN HEX`: the AH player declares, during a
// Formation's activation, that the train starts building the bridge in
// the Mincio hex next to it (24.1.4.1).
func (s *State) applyBuild(o order) error {
	if why := s.buildRefused(o.unit, o.target); why != "" {
		return refusal("24.1.4.1", why, false)
	}
	t := s.train()
	s.Pontoon = &Pontoon{Hex: o.target, Count: pontoonCountdown, From: t.Hex}
	s.tellForce([]*Unit{t}, "pontoon", fmt.Sprintf("%s starts building a Pontoon Bridge at %s: a \"%d\" marker on it, one less each following Command Phase, the bridge ready at 0 (24.1.4.1)",
		s.forceName([]*Unit{t}), o.target, pontoonCountdown))
	return nil
}

// buildRefused says why `build id h` may not be declared now, "" if it
// may.
func (s *State) buildRefused(id string, h hexmap.Hex) string {
	t := s.train()
	switch {
	case t == nil:
		return "this scenario has no Bridge Train (24.1.4; rule bridge-train)"
	case id != t.ID:
		return fmt.Sprintf("%s is not the Bridge Train: only %s builds the Pontoon Bridge (24.1.4)", id, t.ID)
	case t.p.Side != s.Side:
		return t.ID + " is not one of your units (24.1.4)"
	case s.Pontoon != nil && s.Pontoon.Built:
		return fmt.Sprintf("the Pontoon Bridge stands at %s already: the Bridge Train builds one Pontoon Bridge only (24.1.4.2)", s.Pontoon.Hex)
	case s.building():
		return fmt.Sprintf("the Pontoon Bridge at %s is being built already (marker %d, 24.1.4.1)", s.Pontoon.Hex, s.Pontoon.Count)
	case t.Gone != "" || !t.On:
		return t.ID + " is not on the map (24.1.4.1)"
	case s.b.terrainOf(h) != "mincio":
		return fmt.Sprintf("%s is not a Mincio River hex without a bridge: the Pontoon Bridge is built over the Mincio (24.1.4)", h)
	case !s.b.grid.Adjacent(t.Hex, h):
		return fmt.Sprintf("%s is not next to %s in %s: the Bridge Train must be adjacent to the Mincio hex (24.1.4.1)", h, t.ID, t.Hex)
	}
	return ""
}

// pontoonCommandPhase is 24.1.4.1 at the start of each Command Phase:
// the marker goes down by one; at 0 the bridge is ready and serves as a
// printed bridge from then on (the state's battle becomes the one with
// the bridge).
func (s *State) pontoonCommandPhase() {
	s.watchPontoon()
	if !s.building() {
		return
	}
	p := s.Pontoon
	p.Count--
	t := s.train()
	if p.Count > 0 {
		s.tellForce([]*Unit{t}, "pontoon", fmt.Sprintf("the Pontoon Bridge at %s: the marker on %s goes down to %d (24.1.4.1)", p.Hex, s.forceName([]*Unit{t}), p.Count))
		return
	}
	p.Built, p.From = true, hexmap.Hex{}
	s.b = s.b.withBridge(p.Hex)
	s.deployTrain()
	s.touch()
	s.event(adjudicator.Event{Code: "pontoon", Text: fmt.Sprintf("the Pontoon Bridge at %s is ready: a Mincio bridge like those printed on the map, crossed in March Movement (24.1.4.1, 22.2)", p.Hex)})
}

// watchPontoon interrupts the build when the train is destroyed or has
// left the hex it declared from (24.1.4.1): after every step, and before
// the Command Phase counts down.
func (s *State) watchPontoon() {
	if !s.building() {
		return
	}
	t := s.train()
	switch {
	case t.Gone != "":
		s.interruptBuild(t, "is out of play ("+t.Gone+")") // "destroyed"
	case !t.On || t.Hex != s.Pontoon.From:
		s.interruptBuild(t, "is moved")
	}
}

// trainMoved is called for every unit moving a hex: the train moving
// interrupts the build at once, even if it comes back (24.1.4.1).
func (s *State) trainMoved(u *Unit) {
	if s.building() && s.b.isTrain(u) {
		s.interruptBuild(u, "is moved")
	}
}

// trainFailed is called for every unit failing a cohesion check
// (24.1.4.1: "fails a Cohesion Check").
func (s *State) trainFailed(u *Unit) {
	if s.building() && s.b.isTrain(u) {
		s.interruptBuild(u, "fails a Cohesion Check")
	}
}

func (s *State) interruptBuild(t *Unit, why string) {
	h := s.Pontoon.Hex
	s.Pontoon = nil
	s.tellForce([]*Unit{t}, "pontoon", fmt.Sprintf("%s %s: the building of the Pontoon Bridge at %s is interrupted and must restart from zero (24.1.4.1)", s.forceName([]*Unit{t}), why, h))
}

// badBridgeTrain says what is wrong with `rule bridge-train ID`, "" if
// nothing: a counter treated like an Artillery unit (24.1.3), in the
// advanced game, whose Command Phase counts the build down (24.1.4.1).
func badBridgeTrain(s *scenarios.Scenario, id string) string {
	c, ok := s.Counter(id)
	switch {
	case !ok:
		return "no counter " + id
	case c.Type != "art" && c.Type != "hart":
		return fmt.Sprintf("counter %s is of type %s, not artillery (24.1.3: treated like an Artillery unit)", id, c.Type)
	}
	if v, _ := s.Rule("advanced-game"); v != "yes" {
		return "the build counts down in the Command Phase of the advanced game: add rule advanced-game yes"
	}
	return ""
}

// badPontoonHex says what is wrong with `rule pontoon-bridge HEX`, ""
// if nothing: a Mincio hex of the map.
func badPontoonHex(s *scenarios.Scenario, v string) string {
	h, err := hexmap.ParseHex(v)
	if err != nil || len(v) != 4 || s.Map == nil {
		return "not a hex"
	}
	if t, ok := s.Map.Terrain(h); !ok || t.Name != "mincio" {
		return fmt.Sprintf("%s is not a Mincio River hex without a bridge on the map", v)
	}
	return ""
}
