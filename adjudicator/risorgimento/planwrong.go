package risorgimento

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
)

// The deliberately wrong lines of Risorgimento's planner (package plan):
// a move that skips hexes (5.3: hex by hex), an attack on a hex not next
// to the attacker (7.4), fire beyond the unit's range (7.1, 7.3). Each
// stays wrong whatever happens before the host's turn.

// wrongRate: a wrong line comes before one planned brigade line in
// wrongRate; the selections, passes and closing lines give no such
// chance, so this makes about one line in ten of a file wrong.
const wrongRate = 6

// wrong returns, now and then, a line the rules refuse at brigade
// decision d, or "".
func (p *planner) wrong(d adjudicator.Decision) string {
	return p.Wrong(p.rng, wrongRate, d, func() []string { return p.wrongLines() }, nil)
}

// wrongLines are the candidates for a wrong line in the acting brigade's
// turn.
func (p *planner) wrongLines() []string {
	s := p.S
	bi := s.currentBrigade()
	if bi == nil {
		return nil
	}
	g := s.w.m.Grid
	var out []string
	for _, id := range bi.Units {
		i := s.w.unitIndex(id)
		u := s.Units[i]
		if !u.onMap() {
			continue
		}
		ring := func(n int) string {
			for _, h := range g.Ring(u.hex(), n) {
				if s.w.sc.Map.OnMap(h) {
					return h.String()
				}
			}
			return ""
		}
		if h := ring(3); h != "" {
			out = append(out, fmt.Sprintf("move %s %s", id, h), fmt.Sprintf("attack %s %s", id, h))
		}
		if h := ring(s.w.units[i].Unit.MaxRange + 4); h != "" {
			out = append(out, fmt.Sprintf("fire %s %s", id, h))
		}
	}
	return out
}
