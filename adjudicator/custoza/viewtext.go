package custoza

import (
	"fmt"
	"strings"
)

// viewText is the view for people: the turn, the Formations of both
// sides, the side's units by hex, the enemy as seen, the markers and the
// objectives. Every unit line gives what an order names (its id, its hex)
// and what the rules read (SP, CV, MA, facing, markers).
func (s *State) viewText(d ViewData) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s, %s. You are %s.\n", s.b.sc.Title, s.Status(), d.Side)
	if d.Initiative != "" {
		fmt.Fprintf(&b, "Initiative this turn: %s.\n", d.Initiative)
	}
	if s.b.limited != "" {
		i := s.b.sideIndex(s.b.limited)
		fmt.Fprintf(&b, "%s has activated %d of the %d Formations it may this turn (Goito 15.2).\n", s.b.limited, d.Activations[i], s.Turn-s.b.firstTurn+1)
	}
	s.formationsText(&b, d, true)
	s.formationsText(&b, d, false)
	b.WriteString("\nYour units (id (name): hex facing, type SP/CV/MA, [markers]):\n")
	for _, u := range d.Units {
		if u.Side == d.Side {
			fmt.Fprintf(&b, "  %s\n", unitLine(u))
		}
	}
	if len(d.Gone) > 0 {
		var ws []string
		for _, g := range d.Gone {
			ws = append(ws, g.ID+" ("+g.Why+")")
		}
		fmt.Fprintf(&b, "  out of the game: %s\n", strings.Join(ws, ", "))
	}
	b.WriteString("\nEnemy units you see (face down: not next to one of your units, 7.1):\n")
	n := 0
	for _, u := range d.Units {
		if u.Side == d.Side {
			continue
		}
		n++
		if u.FaceDown && s.onMarchRules() && u.Type == "commander" && u.Formation == "" {
			fmt.Fprintf(&b, "  %s\n", blankPieceLine(u))
			continue
		}
		if u.FaceDown {
			fmt.Fprintf(&b, "  %s\n", backLine(u))
			continue
		}
		fmt.Fprintf(&b, "  %s\n", unitLine(u))
	}
	if n == 0 {
		b.WriteString("  none\n")
	}
	if len(d.Markers) > 0 {
		b.WriteString("\nAssault and Charge markers of " + d.Active + " (6.1):\n")
		for _, m := range d.Markers {
			done := ""
			if m.Done {
				done = ", made"
			}
			forces := ""
			if len(m.Forces) > 0 {
				forces = ", for " + strings.Join(m.Forces, " ")
			}
			fmt.Fprintf(&b, "  %s in %s pointing at %s%s%s\n", markerKind(m.Charge), m.Hex, m.Target, forces, done)
		}
	}
	s.strategicText(&b, d)
	pontoonText(&b, d)
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

// formationsText lists the side's Formations (own) or the enemy's.
func (s *State) formationsText(b *strings.Builder, d ViewData, own bool) {
	if own {
		b.WriteString("\nYour formations (commander, mood, activation this turn):\n")
	} else {
		b.WriteString("\nEnemy formations (mood, activation this turn):\n")
	}
	for _, f := range d.Formations {
		if (f.Side == d.Side) != own {
			continue
		}
		state := "not yet activated"
		switch {
		case f.Activated:
			state = "activated"
		case f.Failures > 0:
			state = fmt.Sprintf("%d failed attempt(s), Orders marker -%d", f.Failures, f.Failures)
		}
		if f.ID == d.Active {
			state = "activated, acting now"
		}
		cmdr := ""
		if own {
			cmdr = ", commander " + f.Commander
		}
		switch f.Status {
		case marchStatus:
			state += ", On March, Objective " + f.Objective + " (16.1)"
		case reserveStatus:
			state += ", In Reserve (17)"
		}
		fmt.Fprintf(b, "  %-14s %s%s, mood %+d, %s\n", f.ID, f.Name, cmdr, f.Mood, state)
	}
}

// unitLine is a counter the side sees face up.
func unitLine(u ViewUnit) string {
	where := u.Hex
	if where == "" {
		where = fmt.Sprintf("off the map, enters at %s from turn %d", u.Entry, u.Arrives)
	}
	face := ""
	if u.Facing != "" && u.Hex != "" {
		face = " facing " + u.Facing
	}
	vals := fmt.Sprintf(", %s %d/%d/%d", u.Type, u.SP, u.CV, u.MA)
	switch u.Type {
	case "fc":
		vals = fmt.Sprintf(", commander of %s, Command Value %d", u.Formation, u.CV)
	case "oc":
		vals = fmt.Sprintf(", Overall Commander, Command Rating %d", u.CV)
	case scoutType:
		vals = scoutValues
	}
	return fmt.Sprintf("%s (%s): %s%s%s%s", u.ID, u.Name, where, face, vals, markerWords(u))
}

// backLine is a counter the side sees face down: what its back shows.
func backLine(u ViewUnit) string {
	if u.Type == "commander" {
		f := ""
		if u.Formation != "" {
			f = " of " + u.Formation
		}
		return fmt.Sprintf("%s: face down, a commander%s%s", u.Hex, f, markerWords(u))
	}
	form := "formation " + u.Formation
	if u.Formation == "" {
		form = "no formation"
	}
	return fmt.Sprintf("%s: face down, %s, stacking value %d, %s, facing %s%s", u.Hex, u.Type, u.SV, form, u.Facing, markerWords(u))
}

func markerWords(u ViewUnit) string {
	var ws []string
	if u.Status != "" {
		ws = append(ws, u.Status)
	}
	for _, m := range []struct {
		on   bool
		word string
	}{{u.March, "march"}, {u.Square, "square"}, {u.Ammo != "", u.Ammo + " ammo"}, {u.Exhausted, "exhausted"},
		{u.OOC, "out of command"}, {u.Acted, "acted"}} {
		if m.on {
			ws = append(ws, m.word)
		}
	}
	if u.Lost > 0 {
		ws = append(ws, fmt.Sprintf("-%d SP", u.Lost))
	}
	if len(ws) == 0 {
		return ""
	}
	return " [" + strings.Join(ws, ", ") + "]"
}
