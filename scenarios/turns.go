package scenarios

import (
	"strings"
)

// Turn is one line of the turn track:
//
//	turn N [time=HH:MM] [date=YYYY-MM-DD] [light=day|dawn|twilight|dusk|night] [key=value…]
type Turn struct {
	Number int
	Time   string
	Date   string
	Light  string // "" means day
	Extra  []Rating
	Origin
}

// Lights are the light conditions a turn may have.
var Lights = []string{"day", "dawn", "twilight", "dusk", "night"}

func (p *parser) turnLine(l *line) {
	if l.Keyword() != "turn" {
		p.errf(l.Num, "unknown [turns] keyword %q (want turn)", l.Words[0].Text)
		return
	}
	if !p.want(l, 1, -1, "turn N [time=HH:MM] [date=YYYY-MM-DD] [light=day|dawn|twilight|dusk|night] [key=value…]") {
		return
	}
	n, ok := atoi(l.Words[1].Text)
	if !ok || n < 1 {
		p.errf(l.Num, "turn %q: want a whole number of at least 1", l.Words[1].Text)
		return
	}
	t := &Turn{Number: n}
	for _, r := range p.ratings(l, l.Words[2:], false) {
		switch r.Key {
		case "time":
			t.Time = r.Value
			if !isClock(r.Value) {
				p.errf(l.Num, "time=%s: want HH:MM", r.Value)
			}
		case "date":
			t.Date = r.Value
			if !isDate(r.Value) {
				p.errf(l.Num, "date=%s: want YYYY-MM-DD", r.Value)
			}
		case "light":
			t.Light = strings.ToLower(r.Value)
			if !contains(Lights, t.Light) {
				p.errf(l.Num, "light=%s: want one of %s", r.Value, strings.Join(Lights, ", "))
			}
		default:
			t.Extra = append(t.Extra, r)
		}
	}
	p.first(l, "turn", itoa(n), "turn "+itoa(n))
	t.Origin = p.origin(l)
	p.s.TurnTrack = append(p.s.TurnTrack, t)
}

func isClock(s string) bool {
	if len(s) != 5 || s[2] != ':' {
		return false
	}
	h, ok1 := atoi(s[:2])
	m, ok2 := atoi(s[3:])
	return ok1 && ok2 && h < 24 && m < 60
}

func isDate(s string) bool {
	if len(s) != 10 || s[4] != '-' || s[7] != '-' {
		return false
	}
	_, ok1 := atoi(s[:4])
	m, ok2 := atoi(s[5:7])
	d, ok3 := atoi(s[8:])
	return ok1 && ok2 && ok3 && m >= 1 && m <= 12 && d >= 1 && d <= 31
}

// Turn returns the track entry of turn n.
func (s *Scenario) Turn(n int) (*Turn, bool) {
	for _, t := range s.TurnTrack {
		if t.Number == n {
			return t, true
		}
	}
	return nil, false
}
