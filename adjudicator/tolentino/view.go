package tolentino

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// ViewData is the machine-readable view of one side (View.Data): enough to
// check an order file offline. What it holds is fixed by 11.3.2 and
// docs/fog-of-war-tolentino.md.
type ViewData struct {
	Side       adjudicator.Side `json:"side"`
	Turn       int              `json:"turn"`
	Date       string           `json:"date,omitempty"`
	Time       string           `json:"time,omitempty"`
	Light      string           `json:"light,omitempty"`
	Stage      string           `json:"stage"`
	Owing      adjudicator.Side `json:"owing,omitempty"`
	Active     string           `json:"active,omitempty"`
	Formations []FormationView  `json:"formations"`
	Units      []UnitView       `json:"units"`
	Hidden     []HiddenStack    `json:"hidden,omitempty"`
	Off        []string         `json:"off,omitempty"` // eliminated counters of both sides (public)
	Control    []Control        `json:"control"`
	// Attacked are the hexes assaulted in the combat segment under way
	// (12.2.3; assaults are public).
	Attacked []hexmap.Hex `json:"attacked,omitempty"`
}

// FormationView is public: orders are in the Order box (5.1), activation
// is seen by both players (6.1).
type FormationView struct {
	ID    string           `json:"id"`
	Name  string           `json:"name"`
	Side  adjudicator.Side `json:"side"`
	Order string           `json:"order"`
	Done  bool             `json:"done,omitempty"`
	// Own formations only, and only when an officer was lost (4.4.5,
	// 4.5): the officer now in command, or none (NoCmd).
	Leader string `json:"leader,omitempty"`
	NoCmd  bool   `json:"nocmd,omitempty"`
}

// UnitView is one counter that side may examine.
type UnitView struct {
	ID        string           `json:"id"`
	Name      string           `json:"name"`
	Side      adjudicator.Side `json:"side"`
	Type      string           `json:"type"`
	Role      string           `json:"role,omitempty"`
	Formation string           `json:"formation,omitempty"`
	Hex       hexmap.Hex       `json:"hex"`
	SP        int              `json:"sp,omitempty"`
	Eff       int              `json:"eff,omitempty"`
	MP        int              `json:"mp"`
	Reduced   bool             `json:"reduced,omitempty"`
	Status    string           `json:"status,omitempty"` // disordered, routed
	March     bool             `json:"march,omitempty"`
	Moved     bool             `json:"moved,omitempty"`
	Activated bool             `json:"activated,omitempty"`
	Morale    int              `json:"morale,omitempty"`
	// Own units only: command and order state.
	OOC    bool   `json:"ooc,omitempty"`
	Order  string `json:"order,omitempty"`
	Acted  bool   `json:"acted,omitempty"`
	Held   bool   `json:"held,omitempty"`   // told to hold: no move, but no action either (15.3)
	Fought bool   `json:"fought,omitempty"` // attacked this turn (12.2.3)
	Follow bool   `json:"follow,omitempty"` // artillery under its formation's order (11)
}

// HiddenStack is an enemy stack out of sight: its hex and nothing more.
type HiddenStack struct {
	Hex hexmap.Hex `json:"hex"`
}

// View implements adjudicator.State.
func (s *State) View(side adjudicator.Side) adjudicator.View {
	d := s.viewData(side)
	raw, _ := json.Marshal(d)
	return adjudicator.View{Side: side, Turn: s.Turn, Status: s.Status(), Text: viewText(d), Data: raw, Pieces: s.pieces(d), Groups: s.groups(side)}
}

// formationHints are the lines of a formation's section, in the order of
// its activation (3.1 B).
var formationHints = []string{
	"initiative FORMATION ORDER | done orders   (5.2.1: the officer's try)",
	"move UNIT HEX HEX… | move UNIT [march] to HEX | hold UNIT | charge CAV HEX | artillery GUN own|formation   (9, 14.2, 11)",
	"done   (ends the movement; the obligations of 5.1.1/5.1.2 follow)",
	"order UNIT ORDER | done orders   (5.3.1: out of command units)",
	"bombard GUN… HEX | done bombard   (11.4)",
	"attack HEX… with UNIT… | done attack   (12.2)",
	"advance UNIT HEX | retreat UNIT HEX…|auto   (12.7, 12.6)",
	"reorganize UNIT | done reorganize   (15.3)",
}

// groups lists the army's own section and side's formations with their orders and counters on the
// map, for the report's order-file template.
func (s *State) groups(side adjudicator.Side) []adjudicator.Group {
	army := adjudicator.Group{Name: "army", Hints: []string{
		"order FORMATION advance|attack|defense|maneuver   (5.2: your army commander's changes, Command phase, from turn 2)",
		"done orders                                       (5.2: no more changes)",
		s.activateHint(side),
	}}
	if side == Austria {
		army.Hints = append(army.Hints, "grenzer yes|no   (16.3: turn 8 only)")
	}
	army.Hints = append(army.Hints, "reorganize UNIT, done reorganize   (17: night turn)")
	out := []adjudicator.Group{army}
	for _, f := range s.Forms {
		if s.b.sideOfFormation(f.ID) != side {
			continue
		}
		g := adjudicator.Group{ID: f.ID, Name: s.b.forms[f.ID].Name, Order: f.Order, Hints: formationHints}
		for _, u := range s.Units {
			if u.On && !u.Gone && s.specOf(u).Formation == f.ID {
				g.Units = append(g.Units, u.ID)
			}
		}
		out = append(out, g)
	}
	return out
}

// activateHint is the template's hint for the activation list: any
// formation, yours or the enemy's (6.1), but one of yours for the game's
// first activation (3.2) and at night (17.1).
func (s *State) activateHint(side adjudicator.Side) string {
	switch {
	case s.First && side == s.Side:
		return "activate FORMATION   (3.2: the game's first activation is one of yours: " + strings.Join(s.formationsOf(side), " ") + "; after it, 6.1: one a line, in order of preference, yours or the enemy's)"
	case s.b.night(s.Turn):
		return "activate FORMATION   (17.1: at night one of yours: " + strings.Join(s.formationsOf(side), " ") + ")"
	}
	return "activate FORMATION   (6.1: one a line, in order of preference, yours or the enemy's: " + strings.Join(s.b.formIDs, " ") + ")"
}

func (s *State) viewData(side adjudicator.Side) ViewData {
	d := ViewData{Side: side, Turn: s.Turn, Stage: s.Stage, Owing: s.Side, Active: s.Active, Control: slices.Clone(s.Control), Attacked: slices.Clone(s.Attacked)}
	if t := s.b.turnInfo(s.Turn); t != nil {
		d.Date, d.Time, d.Light = t.Date, t.Time, t.Light
	}
	if s.Over {
		d.Owing = ""
	}
	for _, f := range s.Forms {
		fv := FormationView{ID: f.ID, Name: s.b.forms[f.ID].Name, Side: s.b.sideOfFormation(f.ID), Order: f.Order, Done: f.Done}
		if fv.Side == side && (f.Leader != s.b.forms[f.ID].Commander || f.NoCmd) {
			fv.Leader, fv.NoCmd = f.Leader, f.NoCmd
		}
		d.Formations = append(d.Formations, fv)
	}
	hidden := map[hexmap.Hex]bool{}
	for _, u := range s.Units {
		p := s.specOf(u)
		if !u.On || u.Gone {
			if u.Gone || u.Back > 0 {
				d.Off = append(d.Off, u.ID)
			}
			continue
		}
		if p.Side != side && !s.visibleTo(side, u.Hex) {
			hidden[u.Hex] = true
			continue
		}
		d.Units = append(d.Units, s.unitView(u, p.Side == side))
	}
	for h := range hidden {
		d.Hidden = append(d.Hidden, HiddenStack{Hex: h})
	}
	slices.SortFunc(d.Hidden, func(a, b HiddenStack) int { return a.Hex.Compare(b.Hex) })
	slices.SortStableFunc(d.Units, func(a, b UnitView) int { return a.Hex.Compare(b.Hex) })
	return d
}

func (s *State) unitView(u *Unit, own bool) UnitView {
	p := s.specOf(u)
	v := UnitView{ID: u.ID, Name: p.Name, Side: p.Side, Type: p.Type, Role: p.Role, Formation: p.Formation, Hex: u.Hex,
		SP: p.SP, Eff: s.efficiency(u), MP: p.MP, Reduced: u.Reduced, March: u.March, Moved: u.Moved && p.art(), Activated: u.Flag, Morale: u.Morale}
	if u.Reduced {
		v.SP, v.MP = p.RSP, p.RMP
	}
	if u.Dis != good {
		v.Status = disWord(u.Dis)
	}
	if own && !p.leader() {
		v.OOC, v.Order, v.Acted, v.Held, v.Fought, v.Follow = u.OOC, s.orderOf(u), u.Acted, u.Held, u.Fought, u.Follow
	}
	return v
}

// viewText is the view for people: the turn, the orders, then the map
// hex by hex.
func viewText(d ViewData) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Tolentino 1815, turn %d (%s %s%s), %s; you are %s\n", d.Turn, d.Date, d.Time, lightNote(d.Light), d.Stage, d.Side)
	if d.Active != "" {
		fmt.Fprintf(&b, "active formation: %s\n", d.Active)
	}
	b.WriteString("orders:\n")
	for _, f := range d.Formations {
		done := ""
		if f.Done {
			done = " (activated)"
		}
		fmt.Fprintf(&b, "  %-4s %-30s %-8s %s%s\n", f.ID, f.Name, f.Side, f.Order, done)
	}
	b.WriteString("map:\n")
	i, j := 0, 0 // merge units and hidden stacks, both sorted by hex
	for i < len(d.Units) || j < len(d.Hidden) {
		if j == len(d.Hidden) || i < len(d.Units) && d.Units[i].Hex.Compare(d.Hidden[j].Hex) <= 0 {
			fmt.Fprintf(&b, "  %v %s\n", d.Units[i].Hex, unitLine(d.Units[i]))
			i++
			continue
		}
		fmt.Fprintf(&b, "  %v enemy stack, out of sight (11.3.2)\n", d.Hidden[j].Hex)
		j++
	}
	if len(d.Off) > 0 {
		fmt.Fprintf(&b, "off the map: %s\n", strings.Join(d.Off, " "))
	}
	return b.String()
}

func lightNote(l string) string {
	if l == "" || l == "day" {
		return ""
	}
	return ", " + l
}

func unitLine(u UnitView) string {
	var f []string
	f = append(f, u.ID, fmt.Sprintf("%q", u.Name), string(u.Side))
	if u.Type == "leader" {
		f = append(f, u.Role+" leader")
	} else {
		f = append(f, u.Type, u.Formation, fmt.Sprintf("%d-%d-%d", u.SP, u.Eff, u.MP))
	}
	for _, x := range []struct {
		on   bool
		word string
	}{{u.Reduced, "reduced"}, {u.Status != "", u.Status}, {u.March, "road-march"}, {u.Moved, "moved"}, {u.Activated, "activated"}, {u.OOC, "out-of-command"}} {
		if x.on {
			f = append(f, x.word)
		}
	}
	if u.Order != "" {
		f = append(f, "order="+u.Order)
	}
	if u.Morale != 0 {
		f = append(f, fmt.Sprintf("morale%+d", u.Morale))
	}
	return strings.Join(f, " ")
}
