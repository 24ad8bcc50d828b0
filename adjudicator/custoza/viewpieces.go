package custoza

import (
	"fmt"
	"strings"

	"github.com/mincio/mincio/adjudicator"
)

// pieces are the counters of the view for the map picture, drawn from the
// view's units alone, so a picture never shows more than the view. A
// face-down counter is drawn as its back (7.1): the type symbol, size
// marks for the stacking value, the formation id where the name goes and
// "?" where the values go; a face-down commander as a blank counter.
func pieces(d ViewData) []adjudicator.Piece {
	var out []adjudicator.Piece
	for _, u := range d.Units {
		if u.Hex == "" {
			continue
		}
		p := adjudicator.Piece{Hex: u.Hex, Side: u.Side, Type: pieceType(u.Type), Name: u.ID, Facing: u.Facing, Size: u.SV}
		switch {
		case u.FaceDown && u.Type == "commander":
			p.FaceDown, p.Type, p.Facing = true, "", ""
		case u.FaceDown:
			p.Name, p.Values = u.Formation, "?"
		case u.Type == "fc" || u.Type == "oc":
			p.Values = fmt.Sprintf("%d", u.CV)
		default:
			p.Values = fmt.Sprintf("%d-%d-%d", u.SP, u.CV, u.MA)
		}
		for _, m := range []struct {
			on   bool
			name string
		}{{u.Status != "", title(u.Status)}, {u.March, "March"}, {u.Square, "Square"}, {u.Ammo == "low", "Low Ammo"},
			{u.Ammo == "out", "Out of Ammo"}, {u.Exhausted, "Exhausted"}, {u.OOC, "OOC"}, {u.Lost > 0, fmt.Sprintf("-%d SP", u.Lost)}} {
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
	gs := []adjudicator.Group{{ID: "", Name: "army", Hints: []string{
		"activate FORMATION [times N]   # in order of preference; times N retries after a failure (5.1.1)",
		"pass", "react SCOPE on TRIGGER [by TYPE] REACTION   # standing: kept until replaced (11)"}}}
	for _, id := range s.b.formIDs {
		fs := s.b.forms[id]
		if fs.Side != side {
			continue
		}
		g := adjudicator.Group{ID: id, Name: fs.Name, Hints: []string{
			"declare assault|charge TARGET from HEX by FORCE [and FORCE]", "done declare",
			"move FORCE [march] HEX… | to HEX [face DIR] [unlimber]", "fire FORCE TARGET [art]", "assault FORCE TARGET", "charge FORCE TARGET",
			"face FORCE DIR | square FORCE | line FORCE | limber FORCE | unlimber FORCE", "done",
			"react FORCE REACTION   # an answer when asked to react (11.5)"}}
		for _, uid := range fs.units {
			if u := s.unit(uid); u.Gone == "" && (u.On || u.Arrives != 0) {
				g.Units = append(g.Units, uid)
			}
		}
		gs = append(gs, g)
	}
	return gs
}
