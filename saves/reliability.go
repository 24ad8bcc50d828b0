package saves

import (
	"github.com/mincio/mincio/adjudicator"
)

// Reliability counts how a player answered what they owed, in games with
// a deadline policy: an order file that answered a decision owed is on
// time when the host received it by the deadline, late when it came in
// the grace after it; a missed turn is a `missed` entry. Abandoned counts
// the sides the player let be marked abandoned.
type Reliability struct {
	OnTime, Late, Missed, Abandoned int
}

// Figure is the share of turns answered on time, in whole percent,
// rounded down; ok is false when nothing was owed under a deadline yet.
func (r Reliability) Figure() (percent int, ok bool) {
	n := r.OnTime + r.Late + r.Missed
	if n == 0 {
		return 0, false
	}
	return r.OnTime * 100 / n, true
}

func (r *Reliability) add(o Reliability) {
	r.OnTime += o.OnTime
	r.Late += o.Late
	r.Missed += o.Missed
	r.Abandoned += o.Abandoned
}

// reliabilityOf reads each player's reliability from a verified log. An
// order file is measured against the deadline of what its side owed after
// the entry before it (the same reckoning tick uses); a file sent when the
// side owed nothing, or in a game with no policy or no recorded times, is
// not measured.
func reliabilityOf(h *Header, log []*Entry, hs holders) map[string]Reliability {
	out := map[string]Reliability{}
	p := h.Deadline
	if p == nil {
		return out
	}
	get := func(n int) (*Entry, error) { return log[n-1], nil }
	for _, e := range log {
		r := out[hs.at(e.N, e.Side)]
		switch e.Kind {
		case KindMissed:
			r.Missed++
			for _, ev := range e.Result.Events {
				if ev.Code == "side-abandoned" {
					r.Abandoned++
				}
			}
		case KindOrders:
			if e.N < 2 {
				continue
			}
			_, since, ok, _ := owing(get, e.N-1, adjudicator.Side(e.Side))
			if !ok || e.Received == "" {
				continue
			}
			switch deadline := p.Deadline(since); {
			case !receivedTime(e).After(deadline):
				r.OnTime++
			default:
				r.Late++
			}
		default:
			continue
		}
		out[hs.at(e.N, e.Side)] = r
	}
	return out
}
