package adjudicator

import (
	"errors"
	"fmt"
	"slices"
)

// Every plan line ends used, refused with the rule that forbids it,
// expired with a true reason, or still waiting (docs/design.md, "Order
// files"). The run loop refuses a line when the rules refuse it as an
// answer, and when a decision bars its subject (Decision.Barred). A line
// the rules forbid at a step that never asks for it would otherwise wait
// and expire as if time had run out: a Forbidder lets the rules say so
// when the turn ends (core revision 3).

// Forbidder is implemented, optionally, by a State whose rules can judge a
// plan line still waiting when its game turn, or the game, ends: Forbidden
// returns the refusal that names the rule forbidding the line (an
// activation beyond a limit, of a formation that has already acted, of
// one the turn does not allow), an error wrapping ErrSpent for a line
// that had nothing left to do, or nil when the rules have nothing to say
// and the line expires with the engine's reason. The engine asks the
// state as it stood before the answer that ended the turn or the game.
type Forbidder interface {
	Forbidden(side Side, l Line) error
}

// fatesRevision is the core revision from which the rules judge the
// lines left waiting when a turn or the game ends, and a line expired by
// the game's end says whether its step had come.
const fatesRevision = 3

// refuse marks pl refused with why, and tells its side.
func (pl *PlanLine) refuse(why string, side Side) Event {
	pl.Status, pl.Note = LineRefused, why
	return Event{
		Code: "line-refused",
		Text: fmt.Sprintf("%s: refused %q: %s", pl.Pos, pl.Text, why),
		To:   Only(side),
	}
}

// spent marks pl used: it had nothing left to do (ErrSpent).
func (pl *PlanLine) spent(err error) {
	pl.Status = LineUsed
	if pl.Used == 0 {
		pl.Note = fmt.Sprintf("not needed: %v", err)
		return
	}
	pl.Note = fmt.Sprintf("used %d of %d times, then not needed: %v", pl.Used, pl.Times, err)
}

// judgeEnding lets the rules judge, on the state before next, the lines
// still waiting for the turn in progress when next ends that turn or the
// game.
func (g *Game) judgeEnding(next State) []Event {
	if CoreRevisionOf(g.Scenario) < fatesRevision {
		return nil
	}
	ts, ok := g.State.(TurnScoped)
	if !ok {
		return nil
	}
	turn := ts.GameTurn()
	if nts, ok := next.(TurnScoped); ok && nts.GameTurn() == turn && next.Outcome() == nil {
		return nil
	}
	return g.judgeWaiting(turn)
}

// judgeWaiting asks the state's rules about each line still waiting for
// turn: refused, or used when it had nothing left to do.
func (g *Game) judgeWaiting(turn int) []Event {
	f, ok := g.State.(Forbidder)
	if !ok || turn == 0 {
		return nil
	}
	var ev []Event
	for i := range g.Orders {
		o := &g.Orders[i]
		for j := range o.Plan {
			pl := &o.Plan[j]
			if pl.Status != LineWaiting || pl.Turn != turn {
				continue
			}
			switch err := f.Forbidden(o.Side, pl.Line); {
			case err == nil:
			case errors.Is(err, ErrSpent):
				pl.spent(err)
			default:
				ev = append(ev, pl.refuse(err.Error(), o.Side))
			}
		}
	}
	return ev
}

// endReason says why pl, waiting when the game ended in turn, was never
// used: before core revision 3, that the game ended; from it, that the
// game ended before its turn or its step came, or the engine's reason
// when its step had come and gone (expiryReason).
func (g *Game) endReason(o *SideOrders, pl PlanLine, turn int) string {
	const ended = "the game ended before it was needed"
	switch {
	case CoreRevisionOf(g.Scenario) < fatesRevision:
		return ended
	case turn > 0 && pl.Turn > turn:
		return fmt.Sprintf("the game ended before turn %d", pl.Turn)
	case !slices.Contains(o.Asked, askedKey(pl.Turn, pl.Group, pl.Kind)):
		return ended
	}
	return o.expiryReason(pl)
}
