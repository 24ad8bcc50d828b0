package saves

import (
	"slices"
)

// Missed turns in a row on a side played by a team (docs/moderator.md,
// "Teams"): each teammate's count runs apart, from their own last order
// file or the moderator's replacement of their seat, and counts the missed
// turns that named them. A teammate who reaches the policy's abandon_after
// leaves their formations to the missed-turn defaults, as any missed turn
// does; the side is abandoned, with the policy's result, only when every
// teammate has reached it: a league loses a team, not one player, and the
// moderator can give a silent seat to someone else meanwhile.

// teamRow is what a missed turn of side naming players records after
// entry last: the longest run in a row of the players it names, this turn
// included, and whether every teammate has now missed abandonAfter in a
// row (0: never).
func (f *Folder) teamRow(get entryAt, last int, side string, players []string, abandonAfter int) (inARow int, abandoned bool, err error) {
	sp, _ := f.Header.Player(side)
	abandoned = abandonAfter > 0
	for _, tm := range sp.Team {
		n, err := f.teammateMissedInARow(get, last, sp, tm.Player)
		if err != nil {
			return 0, false, err
		}
		if slices.Contains(players, tm.Player) {
			n++
			inARow = max(inARow, n)
		}
		abandoned = abandoned && n >= abandonAfter
	}
	return inARow, abandoned, nil
}

// teammateMissedInARow counts the missed turns naming player of side sp's
// team since their own last order file or the replacement of their seat,
// up to entry last.
func (f *Folder) teammateMissedInARow(get entryAt, last int, sp SidePlayer, player string) (int, error) {
	return countBack(get, last, func(e *Entry) (bool, bool, error) {
		if replaces(e, sp.Side) {
			return false, replacesSeat(e, sp, player), nil
		}
		if e.Side != sp.Side || e.Kind != KindOrders && e.Kind != KindMissed {
			return false, false, nil
		}
		in, err := f.readInput(e)
		if err != nil {
			return false, false, err
		}
		return in.Missed != nil && slices.Contains(missedPlayers(in.Missed.Owed), player),
			in.Envelope != nil && in.Envelope.Player == player, nil
	})
}

// missedRow is what a missed turn m of side records after entry last: its
// count in a row and whether it abandons the side, per side or, on a team,
// per teammate (teamRow).
func (f *Folder) missedRow(get entryAt, last int, m *MissedTurn) (inARow int, abandoned bool, err error) {
	p := f.Header.Deadline
	if f.Header.HasTeam(m.Side) {
		return f.teamRow(get, last, m.Side, missedPlayers(m.Owed), p.AbandonAfter)
	}
	row, err := missedInARow(get, last, m.Side)
	if err != nil {
		return 0, false, err
	}
	return row + 1, p.AbandonAfter > 0 && row+1 >= p.AbandonAfter, nil
}
