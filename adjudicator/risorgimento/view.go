package risorgimento

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/mincio/mincio/adjudicator"
)

// ViewData is a side's machine-readable view: the whole map, for 003
// hides no unit (docs/fog-of-war-risorgimento.md), and the side's own
// bookkeeping (orders status, activations, Reserve) for itself only.
type ViewData struct {
	Turn    int         `json:"turn"`
	Step    string      `json:"step"`
	Player  string      `json:"player,omitempty"`
	Units   []viewUnit  `json:"units"`
	Leaders []viewUnit  `json:"leaders"`
	Corps   []viewCorps `json:"corps"`
	// The rest of the position, all of it public (003 hides nothing but
	// a side's own orders status): what FromView needs to rebuild it.
	Arrivals int                  `json:"arrivals,omitempty"`
	Act      activation           `json:"act"`
	Decided  []adjudicator.Side   `json:"decided,omitempty"`
	Control  []adjudicator.Side   `json:"control,omitempty"`
	Over     *adjudicator.Outcome `json:"over,omitempty"`
}

type viewUnit struct {
	ID, Side, Hex, Face, Kind string
	Brigade                   string `json:",omitempty"`
	Hits                      int    `json:",omitempty"`
	Disorder, Reserve         bool   `json:",omitempty"`
	Arrive                    int    `json:",omitempty"`
	Entry                     string `json:",omitempty"`
	Square, Moved, Fired      bool   `json:",omitempty"`
	Acted                     bool   `json:",omitempty"`
	Arrived, Entered          int    `json:",omitempty"`
}

type viewCorps struct {
	ID, Side    string
	Acts        int           `json:",omitempty"`
	Finished    bool          `json:",omitempty"`
	Demoralized bool          `json:",omitempty"`
	Brigades    []viewBrigade `json:",omitempty"`
}

type viewBrigade struct {
	ID     string
	HDC    bool     `json:",omitempty"`
	SM     bool     `json:",omitempty"`
	Orders string   `json:",omitempty"` // own side only
	Rolled bool     `json:",omitempty"` // own side only
	Start  []string `json:",omitempty"` // own side only
}

// View implements adjudicator.State.
func (s *State) View(side adjudicator.Side) adjudicator.View {
	d := ViewData{Turn: s.Turn, Step: s.Step, Player: string(s.Act.Player),
		Arrivals: s.Arrivals, Act: s.Act, Decided: s.Decided, Control: s.Control, Over: s.Over}
	var text strings.Builder
	fmt.Fprintf(&text, "%s\n", s.Status())
	var pieces []adjudicator.Piece
	for i, ui := range s.w.units {
		u := s.Units[i]
		if u.Out {
			continue
		}
		vu := viewUnit{ID: ui.ID, Side: string(ui.Side), Hex: u.Hex, Face: u.Face, Kind: ui.Unit.Kind.String(), Brigade: ui.Brigade,
			Hits: u.Hits, Disorder: u.Disorder, Reserve: u.Reserve, Arrive: u.Arrive, Entry: u.Entry,
			Square: u.Square, Moved: u.Moved, Fired: u.Fired, Acted: u.Acted, Arrived: u.Arrived, Entered: u.Entered}
		d.Units = append(d.Units, vu)
		if u.Hex == "" {
			continue
		}
		p := adjudicator.Piece{Hex: u.Hex, Side: ui.Side, Type: ui.Unit.Kind.String(), Name: ui.ID, Facing: u.Face,
			Values: fmt.Sprintf("%d", ui.Unit.Cohesion)}
		if u.Disorder {
			p.Markers = append(p.Markers, "Disordered")
		}
		if u.Reserve {
			p.Markers = append(p.Markers, "Reserve")
		}
		if u.Hits > 0 {
			p.Markers = append(p.Markers, fmt.Sprintf("%d Hits", u.Hits))
		}
		pieces = append(pieces, p)
	}
	for i, li := range s.w.leaders {
		l := s.Leaders[i]
		d.Leaders = append(d.Leaders, viewUnit{ID: li.ID, Side: string(li.Side), Hex: l.Hex, Kind: li.Role, Arrive: l.Arrive, Entry: l.Entry, Moved: l.Moved})
		if l.Hex != "" {
			pieces = append(pieces, adjudicator.Piece{Hex: l.Hex, Side: li.Side, Type: "leader", Name: li.ID})
		}
	}
	var groups []adjudicator.Group
	groups = append(groups, adjudicator.Group{ID: "", Name: "army", Hints: []string{"pass", "activate CORPS", "extend CORPS", "reserve BRIGADE", "no reserve", "release BRIGADE", "keep reserve", "commander LEADER HEX…", "commanders stay"}})
	for _, ci := range s.w.corps {
		c := s.corps(ci.ID)
		vc := viewCorps{ID: ci.ID, Side: string(ci.Side), Acts: c.Acts, Finished: c.Finished, Demoralized: c.Demoralized}
		for _, bid := range ci.Brigades {
			bs := s.brigade(bid)
			vb := viewBrigade{ID: bid, HDC: bs.HDC, SM: bs.SM}
			if ci.Side == side {
				vb.Orders, vb.Rolled, vb.Start = bs.Orders, bs.Rolled, bs.Start
			}
			vc.Brigades = append(vc.Brigades, vb)
			if ci.Side != side {
				continue
			}
			g := adjudicator.Group{ID: bid, Name: s.w.brigade(bid).Name, Order: bs.Orders,
				Hints: []string{"move UNIT HEX… [face DIR]", "face UNIT DIR", "fire UNIT HEX", "attack UNIT HEX", "rally UNIT", "orders", "done"}}
			if l := s.w.brigade(bid).Leader; l != "" {
				g.Commanders = append(g.Commanders, l)
			}
			for _, id := range s.w.brigade(bid).Units {
				u := s.unit(id)
				switch {
				case u.onMap():
					g.Units = append(g.Units, id)
				case !u.Out && u.Arrive > 0:
					g.Arriving = append(g.Arriving, fmt.Sprintf("%s (turn %d at %s)", id, u.Arrive, u.Entry))
				}
			}
			groups = append(groups, g)
		}
		d.Corps = append(d.Corps, vc)
		fmt.Fprintf(&text, "corps %s (%s): %d activation(s)%s%s\n", ci.ID, ci.Side, c.Acts,
			map[bool]string{true: ", Finished"}[c.Finished], map[bool]string{true: ", Demoralized"}[c.Demoralized])
	}
	for _, u := range d.Units {
		if u.Hex != "" {
			fmt.Fprintf(&text, "  %s %s %s at %s facing %s%s\n", u.Side, u.Kind, u.ID, u.Hex, u.Face,
				map[bool]string{true: " Disordered"}[u.Disorder]+map[bool]string{true: " Reserve"}[u.Reserve])
		}
	}
	data, _ := json.Marshal(d)
	return adjudicator.View{Side: side, Turn: s.Turn, Status: s.Status(), Text: text.String(), Data: data, Pieces: pieces, Groups: groups}
}
