package custoza

import (
	"cmp"
	"encoding/json"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// ViewData is a side's machine-readable view (View.Data): everything the
// side may see, nothing more (7.1; docs/fog-of-war-custoza.md). It is
// enough to rebuild a state the rules can run on (FromView).
type ViewData struct {
	Side       adjudicator.Side `json:"side"`
	Turn       int              `json:"turn"`
	Stage      string           `json:"stage"`
	Owing      adjudicator.Side `json:"owing,omitempty"` // who owes the decision of Stage
	Initiative adjudicator.Side `json:"initiative,omitempty"`
	Active     string           `json:"active,omitempty"`  // the activated Formation (3·2.2)
	Loose      string           `json:"loose,omitempty"`   // its loose-cannon result (5.2)
	Closing    bool             `json:"closing,omitempty"` // its Forces' actions are done (6.4, 7.5)
	Passes     int              `json:"passes,omitempty"`  // 3·2.2: passes in sequence
	// Activations are the Formations each side activated this GT, in the
	// scenario's order of sides (Goito 15.2).
	Activations [2]int          `json:"activations"`
	Phase       int             `json:"phase"`             // the count of phases (9.6.1)
	IICorps     string          `json:"iicorps,omitempty"` // Goito 16.1
	Units       []ViewUnit      `json:"units"`
	Gone        []GoneUnit      `json:"gone,omitempty"` // the side's own counters out of the game
	Formations  []ViewFormation `json:"formations"`
	Markers     []Marker        `json:"markers,omitempty"`
	Control     []Control       `json:"control,omitempty"`
	Strategic   *ViewStrategic  `json:"strategic,omitempty"` // 24.2 (viewstrategic.go)
	// Pontoon is the Pontoon Bridge, its numerical marker while building
	// (24.1.4.1): markers on the map, both sides see them. Ferry is the
	// side's own Bridge Train's ferry (24.1.4.3).
	Pontoon *Pontoon `json:"pontoon,omitempty"`
	Ferry   *Ferry   `json:"ferry,omitempty"`
}

// ViewUnit is one counter as the side sees it. A face-down enemy counter
// shows its type (infantry, cavalry, artillery), stacking value and
// formation only, and the markers on it (7.1); its facing is where it
// points on the map (2.7). A face-down commander shows that he is one.
type ViewUnit struct {
	ID        string           `json:"id,omitempty"` // empty when face down
	Side      adjudicator.Side `json:"side"`
	Hex       string           `json:"hex,omitempty"` // empty while waiting off the map
	Type      string           `json:"type"`          // face up: inf, linf, cav, art, hart, fc, oc; face down: infantry, cavalry, artillery, commander
	Formation string           `json:"formation,omitempty"`
	SV        int              `json:"sv,omitempty"`
	FaceDown  bool             `json:"face_down,omitempty"`
	Name      string           `json:"name,omitempty"`
	SP        int              `json:"sp,omitempty"`
	Lost      int              `json:"lost,omitempty"` // the SP-loss marker under the unit (8.7)
	CV        int              `json:"cv,omitempty"`   // a commander's Command Value, a unit's Cohesion Value
	MA        int              `json:"ma,omitempty"`
	Facing    string           `json:"facing,omitempty"`
	Status    string           `json:"status,omitempty"`
	March     bool             `json:"march,omitempty"`
	Square    bool             `json:"square,omitempty"`
	Ammo      string           `json:"ammo,omitempty"`
	Exhausted bool             `json:"exhausted,omitempty"`
	OOC       bool             `json:"ooc,omitempty"` // the Out of Command marker (3·2.1)
	// The rest is the side's own bookkeeping, never shown for the enemy.
	Acted       bool   `json:"acted,omitempty"`
	Moved       bool   `json:"moved,omitempty"`
	Spent       int    `json:"spent,omitempty"` // sixths of an MP spent in this activation or phase
	StartedEZoR bool   `json:"sezor,omitempty"` // began its activation in an enemy ZoR (7.5)
	ExhaustedAt int    `json:"exhausted_at,omitempty"`
	Arrives     int    `json:"arrives,omitempty"`
	Entry       string `json:"entry,omitempty"`
}

// GoneUnit is one of the side's counters out of the game, and why.
type GoneUnit struct {
	ID  string `json:"id"`
	Why string `json:"why"`
}

// ViewFormation is one Formation, the side's or the enemy's: its
// activation this GT and its Orders marker (5.1.1) are markers on its
// commander, its mood is on the Commander Mood Track (5.2.1), so both
// sides see them.
type ViewFormation struct {
	ID        string           `json:"id"`
	Side      adjudicator.Side `json:"side"`
	Name      string           `json:"name"`
	Commander string           `json:"commander"`
	Activated bool             `json:"activated,omitempty"`
	Failures  int              `json:"failures,omitempty"`
	Mood      int              `json:"mood,omitempty"`
	Entered   bool             `json:"entered,omitempty"`
	// The side's own, under revision 6 (16.1, 2.3: the Objective Map is
	// secret): its status ("march", "reserve") and Objective, and what
	// its March & Reserve Phase and Command Phase have done this GT (14·6,
	// 16.2, 15), so that a check on the view asks what the host asks.
	Status     string `json:"status,omitempty"`
	Objective  string `json:"objective,omitempty"`
	MarchTries int    `json:"march_tries,omitempty"`
	MarchDone  bool   `json:"march_done,omitempty"`
	Tried      int    `json:"tried,omitempty"`
	Changed    int    `json:"changed,omitempty"`
	Marched    bool   `json:"marched,omitempty"`
	// The side's own: the Reserve unit it activated this GT (4.3: one a
	// Formation).
	Reserve string `json:"reserve,omitempty"`
	// The side's own Fatigue Level and markers (18.1, 18.3, 19.1,
	// 20.1.1), so that its planner knows when to rest the Formation (17,
	// 18.2).
	Fatigue   int  `json:"fatigue,omitempty"`
	Fatigued  bool `json:"fatigued,omitempty"`
	Collapsed bool `json:"collapsed,omitempty"`
	CutOff    bool `json:"cutoff,omitempty"`
}

// View implements adjudicator.State.
func (s *State) View(side adjudicator.Side) adjudicator.View {
	d := s.viewData(side)
	data, _ := json.Marshal(d)
	return adjudicator.View{Side: side, Turn: s.Turn, Status: s.Status(), Text: s.viewText(d), Data: data,
		Pieces: pontoonPieces(d, s.pontoonOwner(), pieces(d)), Groups: s.groups(side)}
}

func (s *State) viewData(side adjudicator.Side) ViewData {
	d := ViewData{Side: side, Turn: s.Turn, Stage: s.Stage, Owing: s.Side, Initiative: s.Initiative, Active: s.Active,
		Loose: s.Loose, Closing: s.Closing, Passes: s.Passes, Activations: s.Activated, Phase: s.Phase,
		IICorps: s.IICorps, Control: s.Control, Strategic: s.viewStrategic(side)}
	if s.Over != nil {
		d.Owing = ""
	}
	for _, m := range s.Markers {
		if s.b.forms[s.Active].Side != side {
			m.Forces = nil // which Forces are named for it is the owner's
		}
		d.Markers = append(d.Markers, m)
	}
	var units []ViewUnit
	for _, u := range s.Units {
		own := u.p.Side == side
		if u.Gone != "" {
			if own {
				d.Gone = append(d.Gone, GoneUnit{ID: u.ID, Why: u.Gone})
			}
			continue
		}
		if u.On || (own && u.Arrives != 0) {
			units = append(units, s.viewUnit(u, side))
		}
	}
	units = append(units, s.viewScouts(side)...)
	d.Units = sortView(units)
	for _, f := range s.Forms {
		fs := s.b.forms[f.ID]
		vf := ViewFormation{ID: f.ID, Side: fs.Side, Name: fs.Name, Commander: fs.Commander,
			Activated: f.Activated, Failures: f.Failures, Mood: f.Mood, Entered: f.Entered}
		if fs.Side == side {
			vf.Reserve = f.Reserve
		}
		if fs.Side == side && s.onMarchRules() {
			vf.Status, vf.Objective = f.Status, f.Objective
			vf.Fatigue, vf.Fatigued, vf.Collapsed, vf.CutOff = f.Fatigue, f.Fatigued, f.Collapsed, f.CutOff
			vf.MarchTries, vf.MarchDone, vf.Tried, vf.Changed = f.MarchTries, f.MarchDone, f.Tried, f.Changed
			vf.Marched = f.Marched
		}
		d.Formations = append(d.Formations, vf)
	}
	d.Pontoon = s.Pontoon
	if t := s.train(); s.Ferry != nil && t != nil && t.p.Side == side {
		d.Ferry = s.Ferry
	}
	if s.Stage == stStart && s.Over == nil {
		s.turnAhead(&d)
	}
	return d
}

// turnAhead shows a view at the start of a game turn as the turn will
// find it, the side's orders being for the turn: no Formation activated
// yet (5.1: once per GT), no unit acted (6.6), the Orders markers gone,
// the initiative not yet rolled (3·1), and the Out of Command markers the
// Command Step (3·2.1, 4.1) is about to place, from where the counters
// stand.
func (s *State) turnAhead(d *ViewData) {
	d.Activations, d.Passes = [2]int{}, 0
	d.Initiative = s.b.fixedInit // rolled when the turn begins (3·1), unless fixed (23.x.1)
	for i := range d.Formations {
		d.Formations[i].Activated, d.Formations[i].Failures = false, 0
	}
	for i := range d.Units {
		vu := &d.Units[i]
		vu.Acted, vu.Moved, vu.Spent, vu.StartedEZoR = false, false, 0, false
		if vu.Hex != "" && vu.SV > 0 {
			vu.OOC = !s.commandedAt(vu.Side, vu.Formation, hexOf(vu.Hex))
		}
	}
	d.Units = sortView(d.Units)
}

// commandedAt reports whether a unit of side's formation in hex h is in
// its Formation Commander's Command Range (4.1, 4.2): inCommand from what
// the counter's back shows.
func (s *State) commandedAt(side adjudicator.Side, formation string, h hexmap.Hex) bool {
	f := s.b.forms[formation]
	if f == nil {
		return false
	}
	fc := s.unit(f.Commander)
	if fc == nil || fc.Gone != "" || !fc.On {
		return false
	}
	return s.commandDistance(side, fc.Hex, h, CommandRange) >= 0
}

// viewUnit is u as side sees it.
func (s *State) viewUnit(u *Unit, side adjudicator.Side) ViewUnit {
	vu := ViewUnit{Side: u.p.Side, Type: u.p.Type, Formation: u.p.Formation, SV: u.p.SV, Facing: facingWord(u.Facing),
		Status: statusWord(u), March: u.March, Square: u.Square, Exhausted: u.Exhausted != 0, OOC: u.OOC}
	if u.On {
		vu.Hex = u.Hex.String()
	} else {
		vu.Facing = ""
	}
	switch u.Ammo {
	case 1:
		vu.Ammo = "low"
	case 2:
		vu.Ammo = "out"
	}
	if u.p.commander() {
		vu.Facing, vu.SV = "", 0
	}
	if !s.faceUpTo(u, side) {
		vu.FaceDown, vu.Type = true, typeWord(u.p.Type)
		if fs := s.b.forms[u.p.Formation]; u.p.Type == "fc" && fs != nil && s.hidden(fs) {
			vu.Formation = "" // a blank piece, as a Scout (16.3)
		}
		return vu
	}
	vu.ID, vu.Name, vu.SP, vu.Lost, vu.CV, vu.MA = u.ID, u.p.Name, u.sp(), u.Lost, u.p.CV, u.p.MA
	if u.p.commander() {
		vu.SP, vu.CV, vu.MA = 0, u.p.Command, commanderMA
		if u.p.Type == "oc" {
			vu.CV = u.p.Rating
		}
	}
	if u.p.Side == side {
		vu.Acted, vu.Moved, vu.Spent, vu.StartedEZoR, vu.ExhaustedAt = u.Acted, u.Moved, int(u.Spent), u.StartedInEZoR, u.Exhausted
		if !u.On {
			vu.Arrives, vu.Entry = u.Arrives, u.Entry.String()
		}
	}
	return vu
}

// sortView orders the units by hex (those off the map last), then the
// ones the side sees face up before the face-down ones, these in the
// order of what they show: the order itself tells nothing the fog hides.
func sortView(us []ViewUnit) []ViewUnit {
	type keyed struct {
		u   ViewUnit
		i   int
		key string
	}
	ks := make([]keyed, len(us))
	for i, u := range us {
		k := keyed{u: u, i: i}
		if u.FaceDown {
			b, _ := json.Marshal(u)
			k.key = string(b)
		}
		ks[i] = k
	}
	slices.SortStableFunc(ks, func(a, b keyed) int {
		if c := boolCmp(a.u.Hex == "", b.u.Hex == ""); c != 0 {
			return c
		}
		if c := cmp.Compare(a.u.Hex, b.u.Hex); c != 0 {
			return c
		}
		if a.u.FaceDown != b.u.FaceDown {
			return boolCmp(a.u.FaceDown, b.u.FaceDown)
		}
		if c := cmp.Compare(a.key, b.key); c != 0 {
			return c
		}
		return cmp.Compare(a.i, b.i)
	})
	out := make([]ViewUnit, len(ks))
	for i, k := range ks {
		out[i] = k.u
	}
	return out
}

// boolCmp orders false before true.
func boolCmp(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

// hexOf parses a view's hex ("" for none).
func hexOf(s string) hexmap.Hex {
	h, _ := hexmap.ParseHex(s)
	return h
}

// facingWord is a facing as views write it ("" for none).
func facingWord(d hexmap.Direction) string {
	if d == 0 {
		return ""
	}
	return d.String()
}
