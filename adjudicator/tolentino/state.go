package tolentino

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Disorder levels (15).
const (
	good      = 0
	disorder  = 1 // 15.1
	routed    = 2 // 15.2
	orderNone = ""
)

// Unit is the changing state of one counter, combat unit or leader.
type Unit struct {
	ID         string      `json:"id"`
	Hex        hexmap.Hex  `json:"hex"`
	On         bool        `json:"on,omitempty"`      // on the map
	Gone       bool        `json:"gone,omitempty"`    // permanently eliminated, or a leader captured/killed
	Reduced    bool        `json:"reduced,omitempty"` // 12.8: on its reduced side
	Back       int         `json:"back,omitempty"`    // 12.8, 15.5: the turn it returns as a replacement
	Dis        int         `json:"dis,omitempty"`     // good, disorder, routed (15)
	March      bool        `json:"march,omitempty"`   // 9.3 road march
	Moved      bool        `json:"moved,omitempty"`   // artillery on its Moved side (3.1 B.3); leaders: moved this turn
	Acted      bool        `json:"acted,omitempty"`   // moved or attacked in the current activation (15.3)
	Held       bool        `json:"held,omitempty"`    // told to hold this activation: no move, but no action either (5.1, 15.3)
	OOC        bool        `json:"ooc,omitempty"`     // out of command in the current activation (4.3)
	Order      string      `json:"order,omitempty"`   // the unit's own order (5.3, 15.4.1); "" follows its formation
	Morale     int         `json:"morale,omitempty"`  // 13.3 morale counter, -2..+2
	Flag       bool        `json:"flag,omitempty"`    // leaders: Activated side (2.2.2)
	Rough      bool        `json:"rough,omitempty"`   // artillery moved into rough without road this turn (10.2)
	Start      int         `json:"start,omitempty"`   // distance to the nearest enemy at the start of the activation (5.1.1)
	Spent      hexmap.Cost `json:"spent,omitempty"`   // MP spent this activation (14.2)
	Charge     *hexmap.Hex `json:"charge,omitempty"`  // 14.2 Charge counter: the hex charged
	Arrived    int         `json:"arrived,omitempty"` // the turn it last entered its hex (16.1)
	Bridge     string      `json:"bridge,omitempty"`  // Radinski on its bridge side: the hexside direction (16.1)
	Fought     bool        `json:"fought,omitempty"`  // attacked this turn (12.2.3)
	Fired      bool        `json:"fired,omitempty"`   // artillery: bombarded this turn (11.4)
	New        bool        `json:"new,omitempty"`     // arrived this turn: in command (15.4.1)
	p          *spec       // the printed values, set by index
	TriedOrder bool        `json:"tried,omitempty"` // 5.3.1 tried this activation
	// Follow: artillery acts under its formation's order (11: it "may
	// always use" Defense or Maneuver instead, the default); set by
	// `artillery UNIT formation`, cleared by `artillery UNIT own`.
	Follow bool `json:"follow,omitempty"`
}

// Formation is the changing state of one formation.
type Formation struct {
	ID     string `json:"id"`
	Order  string `json:"order"`           // 5.1, shown in the Order box
	Done   bool   `json:"done,omitempty"`  // activated this turn (6.1)
	Leader string `json:"leader"`          // the officer in command (4.4.5, 4.5)
	NoCmd  bool   `json:"nocmd,omitempty"` // 4.4.5: its officer died and nobody replaced him
	Tried  bool   `json:"tried,omitempty"` // officer initiative tried this activation (5.2.1)
}

// Control records who holds a hex that matters (objectives 18, San
// Severino 9.2.1): the last side to have a combat unit in it.
type Control struct {
	Hex  hexmap.Hex       `json:"hex"`
	Side adjudicator.Side `json:"side"`
}

// State is a Tolentino game in progress. It implements adjudicator.State.
type State struct {
	b *battle

	Turn        int                `json:"turn"`
	Stage       string             `json:"stage"`
	Side        adjudicator.Side   `json:"side,omitempty"`        // who owes the decision of Stage
	Active      string             `json:"active,omitempty"`      // the active formation (6.1)
	First       bool               `json:"first,omitempty"`       // 3.2: the automatic first activation
	Changes     int                `json:"changes,omitempty"`     // 4.2: order changes left to the army commander
	NightUsed   []adjudicator.Side `json:"nightused,omitempty"`   // 17.1: sides that used their night activation
	Grenzer     bool               `json:"grenzer,omitempty"`     // 16.3 option taken
	Attacked    []hexmap.Hex       `json:"attacked,omitempty"`    // 12.2.3: hexes attacked this combat segment
	Ret         []Retreat          `json:"ret,omitempty"`         // 12.6: retreats to choose now
	Adv         []Advance          `json:"adv,omitempty"`         // 12.7: advances to decide now
	Pend        *PendingAssault    `json:"pend,omitempty"`        // 12.1: the assault being declared
	ArtRet      *ArtRetreat        `json:"artret,omitempty"`      // 11.1: artillery may retreat with its bombarded stack
	Escape      []string           `json:"escape,omitempty"`      // 4.4.6: leaders an enemy unit arrived next to
	LeaderMoved bool               `json:"leadermoved,omitempty"` // 4.1.4, 4.2.1: a leader moved: the units' movement is over
	Capture     bool               `json:"capture,omitempty"`     // 16.1: Naples decides the fate of Radinski's captured bridge
	RadCaptured bool               `json:"radcaptured,omitempty"` // 16.1: Naples kept Radinski's bridge
	Units       []*Unit            `json:"units"`
	Forms       []*Formation       `json:"forms"`
	Control     []Control          `json:"control"`
	Over        bool               `json:"over,omitempty"`

	pending []adjudicator.Event // events of deep helpers (15.2.3), flushed by Apply
}

// Stages of the sequence of play (3.1) at which the state can stop.
const (
	stCommand    = "command"    // A: start of a game turn
	stOrders     = "orders"     // A.1 (5.2): decision
	stReplace    = "replace"    // A.2 (15.5)
	stInitiative = "initiative" // A.3 (6)
	stActivate   = "activate"   // 6.1: decision
	stReinforce  = "reinforce"  // B.1 (15.4)
	stCmdCheck   = "command-check"
	stOfficer    = "officer" // B.2 (5.2.1): decision
	stMove       = "move"    // B.3 (9): decision
	stOOC        = "ooc"     // B.3 (5.3.1): decision
	stBombard    = "bombard" // B.4 (11.4): decision
	stAttack     = "attack"  // B.5 (12): decision
	stReorg      = "reorg"   // B.6 (15.3): decision
	stEndAct     = "end-activation"
	stNight      = "night"    // 17: reorganization of the formations not activated: decision
	stEndTurn    = "end-turn" // C
	stOver       = "over"
)

func newState(b *battle) *State {
	s := &State{b: b, Turn: 1, Stage: stActivate, Side: b.firstSide(), First: true} // 3.2
	if b.sc.FirstTurn > 0 {
		s.Turn = b.sc.FirstTurn
	}
	for _, id := range b.formIDs {
		f := b.forms[id]
		s.Forms = append(s.Forms, &Formation{ID: id, Order: "defense", Leader: f.Commander})
	}
	for _, st := range b.sc.Statuses {
		for _, r := range st.Status {
			if r.Key == "order" {
				for _, id := range st.IDs {
					if f := s.form(id); f != nil {
						f.Order = r.Value
					}
				}
			}
		}
	}
	for _, id := range b.ids {
		s.Units = append(s.Units, &Unit{ID: id})
	}
	s.index()
	for _, p := range b.sc.Setup {
		st := startOf(p.Status) // setupstatus.go
		for _, id := range p.Counters {
			u := s.unit(id)
			if len(p.Where) > 0 && len(p.Where[0].Hexes) > 0 {
				u.Hex, u.On = p.Where[0].Hexes[0], true
			}
			if !b.specs[id].leader() {
				u.March, u.Dis, u.Reduced = st.march, st.dis, st.reduced && b.specs[id].HasReduced
			}
		}
	}
	for _, f := range s.Forms { // 15.4.1: a formation still to arrive will enter under Maneuver
		if l := s.unit(f.Leader); l != nil && !l.On {
			f.Order = "maneuver"
		}
	}
	for _, o := range b.sc.Objectives {
		for _, h := range o.Hexes {
			s.Control = append(s.Control, Control{Hex: h, Side: Austria}) // estimated: behind the Austrian lines at start
		}
	}
	if h, _, ok := b.sanSeverino(); ok {
		s.setControl(h, Austria) // estimated: behind the Austrian lines at start (9.2.1)
	}
	return s
}

// index links each unit to its printed values.
func (s *State) index() {
	for _, u := range s.Units {
		u.p = s.b.specs[u.ID]
	}
}

// relink checks a restored state against its scenario: its units are the
// scenario's counters, in scenario order, as every state has them (so
// unit finds them by their place).
func (s *State) relink() error {
	if len(s.Units) != len(s.b.ids) {
		return fmt.Errorf("tolentino: snapshot has %d units, the scenario %d", len(s.Units), len(s.b.ids))
	}
	for i, u := range s.Units {
		if u == nil {
			return fmt.Errorf("tolentino: snapshot has no unit where the scenario has %s", s.b.ids[i])
		}
		if u.ID != s.b.ids[i] {
			return fmt.Errorf("tolentino: snapshot has unit %s where the scenario has %s", u.ID, s.b.ids[i])
		}
	}
	s.index()
	return nil
}

// unit finds a unit by id; nil for an id the scenario has not.
func (s *State) unit(id string) *Unit {
	if i, ok := s.b.unitAt[id]; ok {
		return s.Units[i]
	}
	return nil
}

// specOf is spec(u.ID), without looking the id up once u is indexed.
func (s *State) specOf(u *Unit) *spec {
	if u.p != nil {
		return u.p
	}
	return s.b.specs[u.ID]
}

func (s *State) spec(id string) *spec {
	if u := s.unit(id); u != nil && u.p != nil {
		return u.p
	}
	return s.b.specs[id]
}

func (s *State) form(id string) *Formation {
	for _, f := range s.Forms {
		if f.ID == id {
			return f
		}
	}
	return nil
}

// setControl records who holds h, for the hexes that matter.
func (s *State) setControl(h hexmap.Hex, side adjudicator.Side) {
	if ss, _, ok := s.b.sanSeverino(); s.b.objective(h) == 0 && (!ok || h != ss) {
		return
	}
	for i := range s.Control {
		if s.Control[i].Hex == h {
			s.Control[i].Side = side
			return
		}
	}
	s.Control = append(s.Control, Control{Hex: h, Side: side})
	slices.SortFunc(s.Control, func(a, b Control) int { return a.Hex.Compare(b.Hex) })
}

func (s *State) controller(h hexmap.Hex) adjudicator.Side {
	for _, c := range s.Control {
		if c.Hex == h {
			return c.Side
		}
	}
	return ""
}

// Clone implements adjudicator.State: a deep copy.
func (s *State) Clone() adjudicator.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	c.NightUsed = slices.Clone(s.NightUsed)
	c.Attacked = slices.Clone(s.Attacked)
	c.Adv = slices.Clone(s.Adv)
	c.Escape = slices.Clone(s.Escape)
	c.Ret = slices.Clone(s.Ret)
	if s.Pend != nil {
		p := *s.Pend
		p.Attackers = slices.Clone(s.Pend.Attackers)
		p.More = slices.Clone(s.Pend.More)
		c.Pend = &p
	}
	if s.ArtRet != nil {
		a := *s.ArtRet
		a.Guns, a.From = slices.Clone(a.Guns), slices.Clone(a.From)
		c.ArtRet = &a
	}
	c.Control = slices.Clone(s.Control)
	// One allocation for the units, and one for the formations: a state
	// is cloned for every answer tried.
	units := make([]Unit, len(s.Units))
	c.Units = make([]*Unit, len(s.Units))
	for i, u := range s.Units {
		units[i] = *u
		if u.Charge != nil {
			h := *u.Charge
			units[i].Charge = &h
		}
		c.Units[i] = &units[i]
	}
	forms := make([]Formation, len(s.Forms))
	c.Forms = make([]*Formation, len(s.Forms))
	for i, f := range s.Forms {
		forms[i] = *f
		c.Forms[i] = &forms[i]
	}
	c.pending = nil
	return &c
}

// Status implements adjudicator.State.
func (s *State) Status() string {
	if s.Over {
		return fmt.Sprintf("game over after turn %d", s.Turn)
	}
	t := s.b.turnInfo(s.Turn)
	when := ""
	if t != nil {
		when = fmt.Sprintf(", %s %s", t.Date, t.Time)
	}
	st := fmt.Sprintf("turn %d%s, %s", s.Turn, when, s.Stage)
	if s.Active != "" {
		st += ": " + s.b.forms[s.Active].Name
	}
	return st
}
