package custoza

import (
	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/check"
	"github.com/mincio/mincio/scenarios"
)

// worldsOf are the check's worlds (check.Adapter.Worlds): the state
// rebuilt from the view with each face-down enemy counter's first
// stand-in and, when the view shows any, with its last (FromView), each
// past the start of its game turn (begun).
func worldsOf(sc *scenarios.Scenario, v adjudicator.View) ([]check.World[*State], error) {
	b, err := checkBattle(sc)
	if err != nil {
		return nil, err
	}
	var ws []check.World[*State]
	for _, last := range []bool{false, true} {
		st, err := fromViewOn(b, v, last)
		if err != nil {
			return nil, err
		}
		ws = append(ws, check.World[*State]{State: st.begun()})
		if !ws[0].State.guessed(v.Side) {
			break
		}
	}
	return ws, nil
}

// Depends words a verdict that changes with the guess for the face-down
// counters.
func (vc *viewCheck) Depends(_ adjudicator.Line, _ int, msg string) (string, string) {
	return "it depends on the values of enemy counters you see face down (7.1): with some of them, the rules say: " + msg,
		"your view cannot show what is printed on them; your report will say what became of the line"
}

// begun is s after the start of its game turn, when the view is there: the
// initiative and the Command Step (3·1, 3·2.1), which marks the out of
// command units, with the initiative's dice guessed (counting up, so that
// a tie is rolled again only once).
func (s *State) begun() *State {
	if s.Over != nil || s.Stage != stStart {
		return s
	}
	if ds := s.Brief(); len(ds) > 0 && ds[0].Default != nil {
		c := s.Clone().(*State)
		if _, err := c.Apply(ds[0], *ds[0].Default, &countRoller{}); err == nil {
			return c
		}
	}
	return s
}

// countRoller rolls 1, 2, 3 … on each die in turn.
type countRoller struct{ n int }

func (r *countRoller) Roll(sides int, _ string) int {
	r.n++
	return 1 + (r.n-1)%sides
}

// guessed reports whether the state holds stand-ins for face-down enemy
// counters, whose values are a guess.
func (s *State) guessed(side adjudicator.Side) bool {
	for _, u := range s.onMap() {
		if u.p.Side != side && !u.p.commander() && !s.faceUpTo(u, side) {
			return true
		}
	}
	return false
}
