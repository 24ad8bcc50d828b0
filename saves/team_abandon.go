package saves

import (
	"fmt"
	"slices"
	"strings"
)

// A teammate alone reaching abandon_after (docs/moderator.md, "Teams") does
// not abandon the side: the team plays on, that seat answered by the
// missed-turn defaults. The moderator is told once, by a host-signed
// notice written with the missed turn that makes the count (as the word
// that a side is abandoned is), so that the seat can be given to someone
// else; `mincio status` names the seat while its run lasts. The notice is
// not in the log, and verify expects it from the log like any other.

// TeammateMissed is one teammate's missed turns in a row, and whether they
// have reached the game's abandon_after.
type TeammateMissed struct {
	Player    string
	InARow    int
	Abandoned bool
}

// TeammatesMissed lists, on a side played by a team, each teammate with
// missed turns in a row; nil on a side of one player.
func (f *Folder) TeammatesMissed(side string) ([]TeammateMissed, error) {
	sp, _ := f.Header.Player(side)
	var out []TeammateMissed
	for _, tm := range sp.Team {
		n, err := f.teammateMissedInARow(f.Entry, f.Len(), sp, tm.Player)
		if err != nil {
			return nil, err
		}
		if n > 0 {
			out = append(out, TeammateMissed{Player: tm.Player, InARow: n, Abandoned: f.reachesAbandon(n)})
		}
	}
	return out, nil
}

// reachesAbandon says whether n missed turns in a row reach the policy's
// abandon_after.
func (f *Folder) reachesAbandon(n int) bool {
	p := f.Header.Deadline
	return p != nil && p.AbandonAfter > 0 && n >= p.AbandonAfter
}

// seatAbandonedNotices are the words to the moderator that missed turn m,
// at entry n (f's head), brought a teammate it names to abandon_after
// while the side plays on: one for each such teammate, at the turn that
// makes the count exactly.
func seatAbandonedNotices(f *Folder, m *MissedTurn, n int) ([]noticeText, error) {
	p := f.Header.Deadline
	players := missedPlayers(m.Owed)
	if p == nil || p.AbandonAfter == 0 || m.Abandoned || len(players) == 0 {
		return nil, nil
	}
	st, _, err := f.seat(m.Side, n+1)
	if err != nil {
		return nil, err
	}
	var out []noticeText
	for _, tm := range st.Team {
		if !slices.Contains(players, tm.Player) {
			continue
		}
		row, err := f.teammateMissedInARow(f.Entry, n, st.SidePlayer, tm.Player)
		if err != nil {
			return nil, err
		}
		if row == p.AbandonAfter {
			out = append(out, seatAbandonedNotice(f, m.Side, tm, row, n))
		}
	}
	return out, nil
}

// seatAbandonedNotice tells the moderator that teammate tm of side has
// missed row turns in a row, at entry n, and what to do.
func seatAbandonedNotice(f *Folder, side string, tm Teammate, row, n int) noticeText {
	holds := "the side's own choices and the formations assigned to nobody"
	if len(tm.Formations) > 0 {
		holds = strings.Join(tm.Formations, ", ")
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Game %s: player %s of side %s (%s) has missed %d turns in a row (entry %d), the game's abandon_after.\n", f.Header.Game, tm.Player, side, tm.Address, row, n)
	fmt.Fprintf(&b, "The side is not abandoned: the team plays on, and the missed-turn defaults answer for what %s holds (%s) until %s sends orders again. The side is abandoned only when every teammate has missed %d in a row.\n\n", tm.Player, holds, tm.Player, row)
	fmt.Fprintf(&b, "To give the seat to someone else (in a league, register them first with `mincio league add-player LEAGUE NAME --email ADDRESS --key NEW.pub`):\n\n")
	fmt.Fprintf(&b, "  mincio moderate GAME-FOLDER replace --side %s:%s --key NEW.pub --email ADDRESS --moderator-key KEY\n\n", side, tm.Player)
	fmt.Fprintf(&b, "GAME-FOLDER is the folder of game %s (in a league, LEAGUE/games/%s). The new player signs as player %s, with their own key.\n", f.Header.Game, f.Header.Game, tm.Player)
	return noticeText{to: ModeratorTo, name: "abandoned-" + side + "-" + tm.Player,
		subject: fmt.Sprintf("player %s of side %s abandoned; the team plays on", tm.Player, side), body: b.String()}
}

// seatAbandonedActs are tick's lines for the words to the moderator among
// nts that a teammate of side alone is abandoned.
func seatAbandonedActs(game, side string, nts []noticeText) []TickAction {
	var acts []TickAction
	for _, nt := range nts {
		if player, ok := strings.CutPrefix(nt.name, "abandoned-"+side+"-"); ok && nt.to == ModeratorTo {
			acts = append(acts, TickAction{Game: game, Side: side, What: "abandoned",
				Text: fmt.Sprintf("abandoned: player %s of side %s; the team plays on; the moderator is told", player, side)})
		}
	}
	return acts
}
