package adjudicator

import "fmt"

// A decision's Default answers it when no line of the side's and no
// standing order does (Run, step 3). Where the rules leave the answer to
// the side but oblige one (a Custoza loose cannon's Attack result obliges
// a marker, 5.2), the best default may depend on what the side's lines
// already order: a default should not take a Force the side ordered
// elsewhere. A WaitingDefaulter sees those lines when its default is
// chosen.

// WaitingDefaulter is implemented, optionally, by a State whose default
// for a decision depends on the lines of the deciding side still waiting
// for the decision's turn (in every group, in the order received).
// DefaultFor returns the line that answers d by default, and why that
// one, in the rules' words with the rule, for the side's report ("by ai2,
// a Force your lines leave free (5.2)"); ok false keeps d.Default. The
// line must be one the rules accept, as d.Default must; the engine calls
// DefaultFor only for a decision that has a Default.
type WaitingDefaulter interface {
	DefaultFor(d Decision, waiting []Line) (l Line, why string, ok bool)
}

// defaultFor is d's default for side o: the state's choice among the
// side's waiting lines (WaitingDefaulter), else d.Default; why is "" for
// d.Default.
func (g *Game) defaultFor(d Decision, o *SideOrders) (Line, string) {
	wd, ok := g.State.(WaitingDefaulter)
	if !ok {
		return *d.Default, ""
	}
	if l, why, ok := wd.DefaultFor(d, o.waiting(d.Turn)); ok {
		return l, why
	}
	return *d.Default, ""
}

// waiting lists o's plan lines still waiting for turn.
func (o *SideOrders) waiting(turn int) []Line {
	var out []Line
	for _, pl := range o.Plan {
		if pl.Status == LineWaiting && pl.Turn == turn {
			out = append(out, pl.Line)
		}
	}
	return out
}

// defaultEvent tells d's side that default l answered d, and why when the
// state chose it (WaitingDefaulter).
func defaultEvent(d Decision, l Line, why string) Event {
	text := fmt.Sprintf("%s: no line of yours answered it, so the default %q applies", d.Prompt, l.Text)
	if why != "" {
		text += ", " + why
	}
	return Event{Code: "default", To: Only(d.Side), Text: text}
}
