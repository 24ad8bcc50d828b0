package saves

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
)

// Abandonment as a result (core revision 2; docs/moderator.md, "Results
// in the log"). Under core revision 1 a side marked abandoned by missed
// turns went on being played by its defaults, and could win: the
// standings then rated the absent player's win. From core revision 2 the
// missed turn that marks a side abandoned ends the game, with the result
// the game's signed policy names: the side forfeits (the other side wins)
// or the game ends unrated. The result is in the missed input the host
// signs (`result:`), and in the entry's outcome; verify checks both
// against the policy.

// What a game's policy does when a side is abandoned (DeadlinePolicy.OnAbandon).
const (
	OnAbandonForfeit = "forfeit" // the abandoned side loses; in a game of two sides the other wins
	OnAbandonUnrated = "unrated" // the game ends with no winner, and the standings do not rate it
)

// onAbandon is the policy's result for an abandoned side, forfeit unless
// it says unrated.
func (p *DeadlinePolicy) onAbandon() string {
	if p.OnAbandon == OnAbandonUnrated {
		return OnAbandonUnrated
	}
	return OnAbandonForfeit
}

// ForNewGame is the policy as a new game's header records it: the result
// of an abandonment written out, so every player reads it in the header.
func (p *DeadlinePolicy) ForNewGame() *DeadlinePolicy {
	if p == nil {
		return nil
	}
	c := *p
	if c.AbandonAfter > 0 && c.OnAbandon == "" {
		c.OnAbandon = OnAbandonForfeit
	}
	return &c
}

// forCore is the policy a new game of core revision core records: from
// revision 2, with the abandonment's result written out.
func (p *DeadlinePolicy) forCore(core int) *DeadlinePolicy {
	if core < 2 {
		return p
	}
	return p.ForNewGame()
}

// abandonResult is what the missed turn m records as the result of its
// side's abandonment in the game f: the policy's, from core revision 2
// on, and nothing under revision 1 (the game goes on).
func abandonResult(f *Folder, m *MissedTurn) string {
	if !m.Abandoned || f.Header.Revisions().Core < 2 {
		return ""
	}
	return f.Header.Deadline.onAbandon()
}

// endAbandoned ends g for the abandonment of side, as result says: the
// other side wins a forfeit (in a game of two sides), or nobody wins an
// unrated game.
func endAbandoned(g *adjudicator.Game, side adjudicator.Side, result string) error {
	if result == OnAbandonUnrated {
		return g.EndAs(&adjudicator.Outcome{Level: "abandoned, unrated", End: adjudicator.EndAbandonedUnrated,
			Text: fmt.Sprintf("%s was abandoned: the game ends unrated", side)})
	}
	out := &adjudicator.Outcome{Level: "forfeit", End: adjudicator.EndForfeit, Text: fmt.Sprintf("%s was abandoned and forfeits", side)}
	if sides := g.Sides(); len(sides) == 2 {
		for _, s := range sides {
			if s != side {
				out.Winner = s
				out.Text = fmt.Sprintf("%s was abandoned and forfeits: %s wins", side, s)
			}
		}
	}
	return g.EndAs(out)
}
