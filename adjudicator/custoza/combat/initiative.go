package combat

import (
	"errors"
	"fmt"

	"github.com/mincio/mincio/adjudicator/dice"
)

// InitiativeSide is one player at the initiative roll (3·1).
type InitiativeSide struct {
	Side     string
	OCRating int  // the Overall Commander's Command Rating, "[ ]" (2.4.2.2)
	OCInPlay bool // 3·1 "if in play"; Goito A adds it without condition
}

// InitiativeResult is the initiative roll (3·1, Goito A).
type InitiativeResult struct {
	Winner  string
	Totals  [][2]int // per round, each side's total
	Rolls   []dice.Roll
	Explain Explanation
}

// maxInitiativeRounds bounds the re-rolls of ties, against a broken roller.
const maxInitiativeRounds = 1000

// Initiative: "Each Player rolls two dice, adding the Command Rating of
// the Overall Commander, if in play. The player with the highest total is
// the Initiative player. Re-roll on ties." (3·1). Goito (A) adds the
// rating without "if in play".
func Initiative(e Edition, a, b InitiativeSide, r dice.Roller) (InitiativeResult, error) {
	rec := record(r)
	res := InitiativeResult{}
	rule := e.rule("3·1", "A")
	add := func(s InitiativeSide) (int, string) {
		x, y := rec.two("initiative "+s.Side, dice.Stake{Who: s.Side, High: true})
		if e == Goito || s.OCInPlay {
			return x + y + s.OCRating, fmt.Sprintf("%s %s %+d OC rating = %d", s.Side, diceText(x, y), s.OCRating, x+y+s.OCRating)
		}
		return x + y, fmt.Sprintf("%s %s, no Overall Commander in play = %d", s.Side, diceText(x, y), x+y)
	}
	for i := 0; i < maxInitiativeRounds; i++ {
		ta, wa := add(a)
		tb, wb := add(b)
		res.Totals = append(res.Totals, [2]int{ta, tb})
		switch {
		case ta > tb:
			res.Winner = a.Side
		case tb > ta:
			res.Winner = b.Side
		default:
			res.Explain.add("Initiative (%s): %s; %s: tie, re-roll", rule, wa, wb)
			continue
		}
		res.Explain.add("Initiative (%s): %s; %s: %s has the initiative", rule, wa, wb, res.Winner)
		res.Rolls = rec.rolls
		return res, nil
	}
	return InitiativeResult{}, errors.New("initiative: tied 1000 times; the dice roller is broken")
}
