package adjudicator

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator/dice"
)

// How a game ended when not by its rules (Outcome.End).
const (
	EndResigned   = "resigned"    // a side resigned by signed order file; the other side wins
	EndDrawAgreed = "draw-agreed" // every side signed a draw
	EndModerator  = "moderator"   // the league's moderator ended it, with a reason
	// From core revision 2, a side marked abandoned by missed turns ends
	// the game, as the game's deadline policy says (saves/abandon.go):
	EndForfeit          = "forfeit"           // the abandoned side forfeits; the other side wins
	EndAbandonedUnrated = "abandoned-unrated" // no winner, and the game is not rated
)

// Outcome is how the game ended: by resignation, agreed draw or the
// moderator (Ended) before the rules' own victory conditions.
func (g *Game) Outcome() *Outcome {
	if g.Ended != nil {
		return g.Ended
	}
	return g.State.Outcome()
}

// over refuses a change to a game that has ended.
func (g *Game) over() error {
	if out := g.Outcome(); out != nil {
		return fmt.Errorf("the game is over: %s", out.Text)
	}
	return nil
}

// Declared records that side sent a signed declaration (leave, resign,
// draw) as file seq: it counts like an order file for the order of seqs,
// and leaves the side's lines as they are. On a side played by a team the
// seq is player's.
func (g *Game) Declared(side Side, player string, seq int) error {
	o, ok := g.Side(side)
	if !ok {
		return fmt.Errorf("no side %q in this game", side)
	}
	o.NoteSeq(player, seq)
	return nil
}

// Resign ends the game: side resigned, and in a game of two sides the
// other one wins. In a game of more sides nobody is named winner.
func (g *Game) Resign(side Side) error {
	if err := g.over(); err != nil {
		return err
	}
	out := &Outcome{Level: "resignation", End: EndResigned, Text: fmt.Sprintf("%s resigned", side)}
	if len(g.Orders) == 2 {
		for _, o := range g.Orders {
			if o.Side != side {
				out.Winner = o.Side
				out.Text = fmt.Sprintf("%s resigned: %s wins", side, o.Side)
			}
		}
	}
	g.Ended = out
	return nil
}

// OfferDraw records side's draw offer. The game ends in a draw once every
// side's offer stands at the same time; any order file withdraws (its own
// side's) or declines (another side's) every standing offer (SetOrders),
// and a missed turn leaves offers standing. agreed says the draw is made.
func (g *Game) OfferDraw(side Side) (agreed bool, err error) {
	if err := g.over(); err != nil {
		return false, err
	}
	if !slices.Contains(g.DrawOffers, side) {
		g.DrawOffers = append(g.DrawOffers, side)
		slices.Sort(g.DrawOffers)
	}
	for _, o := range g.Orders {
		if !slices.Contains(g.DrawOffers, o.Side) {
			return false, nil
		}
	}
	var names []string
	for _, s := range g.DrawOffers {
		names = append(names, string(s))
	}
	g.Ended = &Outcome{Level: "agreed draw", End: EndDrawAgreed, Text: "draw agreed by " + strings.Join(names, " and ")}
	g.DrawOffers = nil
	return true, nil
}

// EndAs ends the game with out, decided outside the rules (an abandoned
// side, saves/abandon.go).
func (g *Game) EndAs(out *Outcome) error {
	if err := g.over(); err != nil {
		return err
	}
	g.Ended = out
	g.DrawOffers = nil
	return nil
}

// EndBy ends the game as the moderator rules: winner wins, or nobody for
// a draw (winner empty), for the reason given.
func (g *Game) EndBy(winner Side, reason string) error {
	if err := g.over(); err != nil {
		return err
	}
	out := &Outcome{Winner: winner, Level: "ended by the moderator", End: EndModerator}
	if winner == "" {
		out.Text = "the moderator declared a draw: " + reason
	} else {
		if _, ok := g.Side(winner); !ok {
			return fmt.Errorf("no side %q in this game", winner)
		}
		out.Text = fmt.Sprintf("the moderator declared %s the winner: %s", winner, reason)
	}
	g.Ended = out
	g.DrawOffers = nil
	return nil
}

// Rule answers one of side's owed decisions with the order line the
// moderator gives (a ruling by hand): it must answer a decision the engine
// is waiting on from that side (in the decision's group, as the side
// would have written it), and the rules must accept it. The turn's orders
// themselves cannot be ruled on: the side sends them, or its missed turn
// stands for them.
func (g *Game) Rule(side Side, text string, r dice.Recorder) ([]Event, error) {
	if err := g.over(); err != nil {
		return nil, err
	}
	turn := g.GameTurn()
	for _, d := range g.turnDue(turn) {
		if d.Side == side {
			return nil, fmt.Errorf("side %s owes its orders for game turn %d, which only the side (or its missed turn) can send; rule on a decision asked mid-turn", side, turn)
		}
	}
	var asked []string
	var refused error
	for _, d := range g.State.Pending() {
		if d.Side != side {
			continue
		}
		d.Turn = turn
		asked = append(asked, d.Kind)
		head := ""
		if len(d.Groups) > 0 && d.Groups[0] != "" {
			head = "formation " + d.Groups[0] + "\n"
		}
		lines, ps := g.System.ParseOrders(side, "ruling", 1, []byte(head+text+"\n"))
		if ps != nil {
			refused = fmt.Errorf("%q: %v", text, ps)
			continue
		}
		for _, l := range lines {
			if l.Kind == Heading || !d.Answers(l) {
				continue
			}
			ev, err := g.try(d, l, r)
			if err != nil {
				refused = fmt.Errorf("%q for %s: the rules refuse it: %v", text, d.Kind, err)
				continue
			}
			return ev, nil
		}
	}
	switch {
	case len(asked) == 0:
		return nil, fmt.Errorf("side %s owes no decision to rule on", side)
	case refused != nil:
		return nil, refused
	}
	return nil, fmt.Errorf("%q answers none of what side %s owes (%s)", text, side, strings.Join(asked, ", "))
}
