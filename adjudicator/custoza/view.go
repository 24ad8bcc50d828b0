package custoza

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/mincio/mincio/adjudicator"
)

// ViewData is a side's machine-readable view (View.Data): everything the
// side may see, nothing more (7.1).
type ViewData struct {
	Side       adjudicator.Side `json:"side"`
	Turn       int              `json:"turn"`
	Stage      string           `json:"stage"`
	Initiative adjudicator.Side `json:"initiative,omitempty"`
	Active     string           `json:"active,omitempty"`
	Units      []ViewUnit       `json:"units"`
	Formations []ViewFormation  `json:"formations"`
	Markers    []Marker         `json:"markers,omitempty"`
	Control    []Control        `json:"control,omitempty"`
}

// ViewUnit is one counter as the side sees it. A face-down enemy counter
// shows its type (infantry, cavalry, artillery), stacking value and
// formation only, and its markers (7.1).
type ViewUnit struct {
	ID        string           `json:"id,omitempty"` // empty when face down
	Side      adjudicator.Side `json:"side"`
	Hex       string           `json:"hex,omitempty"` // empty while waiting off the map
	Type      string           `json:"type"`
	Formation string           `json:"formation,omitempty"`
	SV        int              `json:"sv,omitempty"`
	FaceDown  bool             `json:"face_down,omitempty"`
	Name      string           `json:"name,omitempty"`
	SP        int              `json:"sp,omitempty"`
	Lost      int              `json:"lost,omitempty"`
	CV        int              `json:"cv,omitempty"`
	MA        int              `json:"ma,omitempty"`
	Facing    string           `json:"facing,omitempty"`
	Status    string           `json:"status,omitempty"`
	March     bool             `json:"march,omitempty"`
	Square    bool             `json:"square,omitempty"`
	Ammo      string           `json:"ammo,omitempty"`
	Exhausted bool             `json:"exhausted,omitempty"`
	OOC       bool             `json:"ooc,omitempty"`
	Acted     bool             `json:"acted,omitempty"`
	Arrives   int              `json:"arrives,omitempty"`
	Entry     string           `json:"entry,omitempty"`
}

// ViewFormation is one of the side's own Formations.
type ViewFormation struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Commander string `json:"commander"`
	Activated bool   `json:"activated,omitempty"`
	Failures  int    `json:"failures,omitempty"`
	Mood      int    `json:"mood,omitempty"`
}

// View implements adjudicator.State.
func (s *State) View(side adjudicator.Side) adjudicator.View {
	d := s.viewData(side)
	data, _ := json.Marshal(d)
	return adjudicator.View{Side: side, Turn: s.Turn, Status: s.Status(), Text: s.viewText(d), Data: data,
		Pieces: s.pieces(d), Groups: s.groups(side)}
}

func (s *State) viewData(side adjudicator.Side) ViewData {
	d := ViewData{Side: side, Turn: s.Turn, Stage: s.Stage, Initiative: s.Initiative, Active: s.Active,
		Markers: s.Markers, Control: s.Control}
	for _, u := range s.Units {
		if u.Gone != "" {
			continue
		}
		own := u.p.Side == side
		if !u.On && !(own && u.Arrives != 0) {
			continue
		}
		vu := ViewUnit{Side: u.p.Side, Type: u.p.Type, Formation: u.p.Formation, SV: u.p.SV,
			March: u.March, Square: u.Square, Exhausted: u.Exhausted != 0, Status: statusWord(u)}
		if u.On {
			vu.Hex = u.Hex.String()
		}
		if u.Ammo == 1 {
			vu.Ammo = "low"
		} else if u.Ammo == 2 {
			vu.Ammo = "out"
		}
		if s.faceUpTo(u, side) {
			vu.ID, vu.Name, vu.SP, vu.Lost, vu.CV, vu.MA = u.ID, u.p.Name, u.sp(), u.Lost, u.p.CV, u.p.MA
			vu.Facing = u.Facing.String()
		} else {
			vu.FaceDown = true
			vu.Type = typeWord(u.p.Type)
			if u.p.commander() {
				vu.Type = "commander"
			}
		}
		if own {
			vu.OOC, vu.Acted = u.OOC, u.Acted
			if !u.On {
				vu.Arrives, vu.Entry = u.Arrives, u.Entry.String()
			}
		}
		d.Units = append(d.Units, vu)
	}
	for _, f := range s.Forms {
		fs := s.b.forms[f.ID]
		if fs.Side != side {
			continue
		}
		d.Formations = append(d.Formations, ViewFormation{ID: f.ID, Name: fs.Name, Commander: fs.Commander,
			Activated: f.Activated, Failures: f.Failures, Mood: f.Mood})
	}
	return d
}

func statusWord(u *Unit) string {
	if u.Status == 0 {
		return ""
	}
	return strings.ToLower(u.Status.String())
}

// viewText is the view for people: the turn, the side's Formations, its
// units by hex, the enemy as seen, the markers and the objectives.
func (s *State) viewText(d ViewData) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s, %s. You are %s.\n", s.b.sc.Title, s.Status(), d.Side)
	if d.Initiative != "" {
		fmt.Fprintf(&b, "Initiative this turn: %s.\n", d.Initiative)
	}
	b.WriteString("\nYour formations (mood, activation):\n")
	for _, f := range d.Formations {
		state := "not yet activated"
		switch {
		case f.Activated:
			state = "activated"
		case f.Failures > 0:
			state = fmt.Sprintf("%d failed attempts (-%d)", f.Failures, f.Failures)
		}
		fmt.Fprintf(&b, "  %-14s %s, commander %s, mood %+d, %s\n", f.ID, f.Name, f.Commander, f.Mood, state)
	}
	b.WriteString("\nYour units (id: hex facing, SP/CV/MA, status):\n")
	for _, u := range d.Units {
		if u.Side != d.Side {
			continue
		}
		fmt.Fprintf(&b, "  %s\n", unitLine(u))
	}
	b.WriteString("\nEnemy units you see:\n")
	n := 0
	for _, u := range d.Units {
		if u.Side == d.Side {
			continue
		}
		n++
		if u.FaceDown {
			fmt.Fprintf(&b, "  %s: face down, %s, stacking value %d, formation %s%s\n", u.Hex, u.Type, u.SV, u.Formation, markerWords(u))
			continue
		}
		fmt.Fprintf(&b, "  %s\n", unitLine(u))
	}
	if n == 0 {
		b.WriteString("  none\n")
	}
	if len(d.Markers) > 0 {
		b.WriteString("\nAssault and Charge markers:\n")
		for _, m := range d.Markers {
			fmt.Fprintf(&b, "  %s in %s pointing at %s\n", markerKind(m.Charge), m.Hex, m.Target)
		}
	}
	if len(d.Control) > 0 {
		b.WriteString("\nObjective hexes (controlled by):\n")
		for _, c := range d.Control {
			who := string(c.Side)
			if who == "" {
				who = "nobody"
			}
			fmt.Fprintf(&b, "  %s %s\n", c.Hex, who)
		}
	}
	return b.String()
}

func unitLine(u ViewUnit) string {
	where := u.Hex
	if where == "" {
		where = fmt.Sprintf("off the map, enters at %s from turn %d", u.Entry, u.Arrives)
	}
	vals := ""
	if u.Type != "fc" && u.Type != "oc" {
		vals = fmt.Sprintf(", %s %d/%d/%d", u.Type, u.SP, u.CV, u.MA)
	} else {
		vals = ", commander"
	}
	face := ""
	if u.Facing != "" && u.Hex != "" {
		face = " facing " + u.Facing
	}
	return fmt.Sprintf("%s (%s): %s%s%s%s", u.ID, u.Name, where, face, vals, markerWords(u))
}

func markerWords(u ViewUnit) string {
	var ws []string
	if u.Status != "" {
		ws = append(ws, u.Status)
	}
	if u.March {
		ws = append(ws, "march")
	}
	if u.Square {
		ws = append(ws, "square")
	}
	if u.Ammo != "" {
		ws = append(ws, u.Ammo+" ammo")
	}
	if u.Exhausted {
		ws = append(ws, "exhausted")
	}
	if u.OOC {
		ws = append(ws, "out of command")
	}
	if u.Acted {
		ws = append(ws, "acted")
	}
	if u.Lost > 0 {
		ws = append(ws, fmt.Sprintf("-%d SP", u.Lost))
	}
	if len(ws) == 0 {
		return ""
	}
	return " [" + strings.Join(ws, ", ") + "]"
}

// pieces are the counters of the view for the map picture.
func (s *State) pieces(d ViewData) []adjudicator.Piece {
	var out []adjudicator.Piece
	for _, u := range d.Units {
		if u.Hex == "" {
			continue
		}
		p := adjudicator.Piece{Hex: u.Hex, Side: u.Side, Type: pieceType(u.Type), Name: u.ID, Facing: u.Facing, FaceDown: u.FaceDown, Size: u.SV}
		if !u.FaceDown && u.Type != "fc" && u.Type != "oc" {
			p.Values = fmt.Sprintf("%d-%d-%d", u.SP, u.CV, u.MA)
		}
		for _, m := range []struct {
			on   bool
			name string
		}{{u.Status != "", title(u.Status)}, {u.March, "March"}, {u.Square, "Square"}, {u.Ammo == "low", "Low Ammo"},
			{u.Ammo == "out", "Out of Ammo"}, {u.Exhausted, "Exhausted"}, {u.OOC, "OOC"}} {
			if m.on {
				p.Markers = append(p.Markers, m.name)
			}
		}
		out = append(out, p)
	}
	return out
}

func pieceType(t string) string {
	switch t {
	case "fc", "oc", "commander":
		return "leader"
	case "infantry":
		return "inf"
	case "cavalry":
		return "cav"
	case "artillery":
		return "art"
	}
	return t
}

func title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// groups are the sections of the side's order-file template: the army,
// then each Formation with its units and what its section takes.
func (s *State) groups(side adjudicator.Side) []adjudicator.Group {
	gs := []adjudicator.Group{{ID: "", Name: "army", Hints: []string{"activate FORMATION [times N]", "pass"}}}
	for _, id := range s.b.formIDs {
		fs := s.b.forms[id]
		if fs.Side != side {
			continue
		}
		g := adjudicator.Group{ID: id, Name: fs.Name, Hints: []string{
			"declare assault|charge TARGET from HEX by FORCE", "done declare",
			"move FORCE [march] HEX… | to HEX [face DIR]", "fire FORCE TARGET", "assault FORCE TARGET", "charge FORCE TARGET", "done"}}
		for _, uid := range fs.units {
			if u := s.unit(uid); u.Gone == "" && (u.On || u.Arrives != 0) {
				g.Units = append(g.Units, uid)
			}
		}
		gs = append(gs, g)
	}
	return gs
}
