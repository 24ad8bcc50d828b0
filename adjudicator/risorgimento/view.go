package risorgimento

import (
	"encoding/json"
	"fmt"
	"slices"
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
	Finished                  bool   `json:",omitempty"` // a leader Finished by 8.4 (revision 2)
}

type viewCorps struct {
	ID, Side    string
	Acts        int           `json:",omitempty"`
	Finished    bool          `json:",omitempty"`
	Demoralized bool          `json:",omitempty"`
	Withdrawn   bool          `json:",omitempty"` // 9.21 stand-in (revision 4)
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
		vu := viewUnit{ID: ui.ID, Side: string(ui.Side), Hex: u.Hex.String(), Face: u.Face.String(), Kind: ui.Unit.Kind.String(), Brigade: ui.Brigade,
			Hits: int(u.Hits), Disorder: u.Disorder, Reserve: u.Reserve, Arrive: int(u.Arrive), Entry: u.Entry.String(),
			Square: u.Square, Moved: u.Moved, Fired: u.Fired, Acted: u.Acted, Arrived: int(u.Arrived), Entered: int(u.Entered)}
		d.Units = append(d.Units, vu)
		if u.Hex.empty() {
			continue
		}
		p := adjudicator.Piece{Hex: u.Hex.String(), Side: ui.Side, Type: ui.Unit.Kind.String(), Name: ui.ID, Facing: u.Face.String(),
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
		d.Leaders = append(d.Leaders, viewUnit{ID: li.ID, Side: string(li.Side), Hex: l.Hex.String(), Kind: li.Role, Arrive: l.Arrive, Entry: l.Entry.String(), Moved: l.Moved, Finished: l.Finished})
		if !l.Hex.empty() {
			pieces = append(pieces, adjudicator.Piece{Hex: l.Hex.String(), Side: li.Side, Type: "leader", Name: li.ID})
		}
	}
	var groups []adjudicator.Group
	hints := armyHints
	if s.rev() >= cavalryReactionRevision {
		hints = append(slices.Clip(hints), counterchargeHint)
	}
	groups = append(groups, adjudicator.Group{ID: "", Name: "army", Hints: hints})
	for _, ci := range s.w.corps {
		c := s.corps(ci.ID)
		vc := viewCorps{ID: ci.ID, Side: string(ci.Side), Acts: c.Acts, Finished: c.Finished, Demoralized: c.Demoralized, Withdrawn: c.Withdrawn}
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
				Hints: brigadeHints}
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
		fmt.Fprintf(&text, "corps %s (%s): %d activation(s)%s%s%s\n", ci.ID, ci.Side, c.Acts,
			map[bool]string{true: ", Finished"}[c.Finished], map[bool]string{true: ", Demoralized"}[c.Demoralized],
			map[bool]string{true: ", Withdrawn (9.21)"}[c.Withdrawn])
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

// armyHints are the template's lines for the side's own choices, in the
// order of the turn (3.0), each with its rule (docs/orders-risorgimento.md).
var armyHints = []string{
	"reserve BRIGADE | no reserve   (B1 Reserve Placement, 4.6)",
	"activate CORPS   (B2/B3: your activation plan, one a line, in order: 4.3 free after the initiative, else a continuity roll 4.51)",
	"extend CORPS   (its Extended Activation: a roll, once a side a turn, 4.43, 4.54)",
	"pass   (4.52: the opponent gets a Free Activation; passes in succession end the phase, 4.56)",
	"release BRIGADE | keep reserve   (C2 Out of Reserve, 4.6)",
	"commander LEADER HEX… | commanders stay   (C3 a corps commander moves, 4.23)",
	"standing react fire|withdraw|hold …   (before an enemy attack on your hex: 7.17, 7.24, 6.34, 6.35)",
}

// counterchargeHint is the template's line for the reactions revision 2
// adds: Counter-Battery and Pre-Attack fire on a move, cavalry's
// withdrawal or countercharge.
const counterchargeHint = "standing react fire|countercharge|withdraw|hold …   (also: batteries fired at by a battery, or whose frontal hex an enemy enters, 7.17; lone cavalry when enemy infantry moves next to it or into its ZOC, 6.34, 7.53)"

// brigadeHints are the template's lines for a brigade, when its corps is
// activated (3.0 B2), each with its rule.
var brigadeHints = []string{
	"strategic | strategic off   (before any unit moves: Strategic Movement, 5.1, 5.11)",
	"orders   (a brigade Without Orders rolls to come Under Orders, 4.13)",
	"move UNIT HEX… [face DIR] | face UNIT DIR   (5.2, 6.1, 6.3)",
	"fire UNIT HEX   (artillery 7.1; small arms into an adjacent frontal hex 7.23)",
	"attack UNIT HEX | charge UNIT HEX HEX [HEX]   (resolved after the corps' movement and fire, 7.4; a charge 7.5)",
	"square UNIT [off] | rally UNIT [face DIR]   (6.14; 8.51, 6.15)",
	"done   (the brigade has finished; the next one acts)",
}
