package custoza

import (
	"fmt"
	"sort"
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
		case u.Type == scoutType:
			p.Values = "S"
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
	case "fc", "oc", "commander", scoutType:
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
// then each Formation with its units, its reinforcements, its commander
// and what its section takes — every kind of line the side may need this
// turn (issue 23): the set-up before the first turn, the Out of Command
// phase, the commanders' moves.
func (s *State) groups(side adjudicator.Side) []adjudicator.Group {
	army := adjudicator.Group{ID: "", Name: "army", Hints: append(append(s.strategicHints(side), s.setupHints(side)...),
		"activate FORMATION [times N]   # in order of preference; times N retries after a failure (5.1.1)",
		"pass", "react SCOPE on TRIGGER [by TYPE] REACTION   # standing: kept until replaced (11)")}
	for _, id := range s.b.ids {
		if u := s.unit(id); u.p.Type == "oc" && u.p.Side == side && u.Gone == "" && (u.On || u.Arrives != 0) {
			army.Commanders = append(army.Commanders, s.arrivalNote(u)+"   # the Overall Commander: moves in any of your Formations' activations (7.10)")
		}
	}
	if s.onMarchRules() {
		army.Hints = append(army.Hints, onMarchHints...)
	}
	gs := []adjudicator.Group{army}
	for _, id := range s.b.formIDs {
		fs := s.b.forms[id]
		if fs.Side != side {
			continue
		}
		g := adjudicator.Group{ID: id, Name: fs.Name, Hints: []string{
			"declare assault|charge TARGET from HEX by FORCE [and FORCE]", "done declare",
			"move FORCE [march] HEX… | to HEX [face DIR] [unlimber]", "fire FORCE TARGET [art]", "assault FORCE TARGET", "charge FORCE TARGET",
			"face FORCE DIR | square FORCE | line FORCE | limber FORCE | unlimber FORCE", "done",
			"move COMMANDER HEX… | to HEX   # its commander, in its activation (7.10)",
			"ooc FORCE HEX… | to HEX   # Out of Command Units Phase: an out of command unit moves closer to its commander (3·4, 4.1.1)",
			"done ooc   # ends the phase for this Formation's units",
			"react FORCE REACTION   # an answer when asked to react (11.5)"}}
		g.Hints = append(g.Hints, s.pontoonHints(side)...)
		for _, uid := range fs.units {
			switch u := s.unit(uid); {
			case u.Gone != "":
			case u.On:
				g.Units = append(g.Units, uid)
			case u.Arrives != 0:
				g.Arriving = append(g.Arriving, s.arrivalNote(u))
			}
		}
		if c := s.unit(fs.Commander); c != nil && c.Gone == "" && (c.On || c.Arrives != 0) {
			g.Commanders = append(g.Commanders, s.arrivalNote(c))
		}
		gs = append(gs, g)
	}
	return gs
}

// arrivalNote names a counter, with when and where it enters if it is a
// reinforcement still off the map.
func (s *State) arrivalNote(u *Unit) string {
	if u.On || u.Arrives == 0 {
		return u.ID
	}
	return fmt.Sprintf("%s (turn %d at %s)", u.ID, u.Arrives, u.Entry)
}

// setupHints are the army section's set-up lines while the side's set-up
// is to be made (23, Goito 15): the line's form, and for each unit it may
// place the hexes its set-up line offers.
func (s *State) setupHints(side adjudicator.Side) []string {
	// The first side's set-up is done once the second's is owed (the
	// stage ends with the second's): said from what the view shows, the
	// stage and who owes it, so that a state rebuilt from the view
	// (FromView) writes the same template.
	first := s.b.sides[0] // as New starts the stage
	if s.b.setupFirst != "" {
		first = s.b.setupFirst
	}
	switch {
	case s.Stage == stStrategic: // the set-up follows in the same first file
	case s.Stage != stSetup || side == first && s.Side != side:
		return nil
	}
	hints := []string{
		"setup UNIT HEX [face DIR] [limbered|unlimbered]   # the set-up (23, Goito 15), in this first file",
		"done setup   # the units without a setup line stay where mincio put them"}
	for _, p := range s.b.sc.Setup {
		hexes := s.setupHexes(p)
		if len(hexes) < 2 {
			continue // a unit set up in one hex has no choice but its facing
		}
		var ids []string
		for _, id := range p.Counters {
			if u := s.unit(id); u != nil && u.p.Side == side && u.On {
				ids = append(ids, id)
			}
		}
		if len(ids) == 0 {
			continue
		}
		words := make([]string, len(hexes))
		for i, h := range hexes {
			words[i] = h.String()
		}
		sort.Strings(words)
		hints = append(hints, fmt.Sprintf("setup %s HEX   # %s may set up in %s", ids[0], strings.Join(ids, " "), strings.Join(words, " ")))
	}
	return append(hints, s.setupObjectiveHints(side)...)
}
