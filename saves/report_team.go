package saves

import (
	"fmt"
	"strings"

	"github.com/mincio/mincio/adjudicator"
)

// writeTeamTemplates ends the report of a side played by a team with one
// order file for each player who owes something: their `player:` line,
// their own next seq, and only the sections they hold, the side's own for
// its holder (the first player, or the side-choices option's) (docs/players.md, "Teams"). Every player receives the
// side's report, the side's view and no more.
func writeTeamTemplates(b *strings.Builder, game, headerTag string, side adjudicator.Side, o adjudicator.SideOrders, owed []adjudicator.Decision, view adjudicator.View) {
	for _, p := range o.Players {
		var mine []adjudicator.Decision
		for _, d := range owed {
			if o.Owner(d) == p.Player {
				mine = append(mine, d)
			}
		}
		if len(mine) == 0 {
			fmt.Fprintf(b, "\n# player %s owes nothing now\n", p.Player)
			continue
		}
		fmt.Fprintf(b, "\n# the file of player %s, signed with their key:\n", p.Player)
		fmt.Fprintf(b, "mincio orders 1\ngame: %s\nheader: %s\nside: %s\nplayer: %s\nseq: %d\n", game, headerTag, side, p.Player, p.Seq+1)
		writeSections(b, o, mine, playerView(o, p.Player, view))
	}
}

// playerView is view with only the groups player holds, for their
// template.
func playerView(o adjudicator.SideOrders, player string, view adjudicator.View) adjudicator.View {
	var groups []adjudicator.Group
	for _, g := range view.Groups {
		if o.PlayerOf(g.ID) == player {
			groups = append(groups, g)
		}
	}
	view.Groups = groups
	return view
}

// firstFormation is the index of the first formation's group, whose hints
// the template writes once.
func firstFormation(groups []adjudicator.Group) int {
	for i, g := range groups {
		if g.ID != "" {
			return i
		}
	}
	return -1
}

// playerSeqs are each player's last seq, for a team's view; nil for a side
// of one player.
func playerSeqs(o adjudicator.SideOrders) map[string]int {
	if !o.Team() {
		return nil
	}
	seqs := map[string]int{}
	for _, p := range o.Players {
		seqs[p.Player] = p.Seq
	}
	return seqs
}

// lastSeq is the last accepted seq of player, as the view gives it: the
// side's for a side of one player.
func (v *SideView) lastSeq(player string) int {
	if seq, ok := v.PlayerSeqs[player]; ok {
		return seq
	}
	return v.Seq
}

// ViewSeat is one player of the side's team as its view carries it: the
// formations the host holds the player to, those their assigned formations
// enclose included. Only the side's own seats: the other side's are in the
// signed header every player receives, and no check needs them.
type ViewSeat struct {
	Player     string   `json:"player"`
	Formations []string `json:"formations,omitempty"`
	// Holder marks the teammate the side-choices option gave the side's
	// own choices to (adjudicator.PlayerOrders.Holder).
	Holder bool `json:"holder,omitempty"`
}

// viewSeats are the team's seats for its view; nil for a side of one
// player.
func viewSeats(o adjudicator.SideOrders) []ViewSeat {
	var seats []ViewSeat
	for _, p := range o.Players {
		seats = append(seats, ViewSeat{Player: p.Player, Formations: p.Formations, Holder: p.Holder})
	}
	return seats
}

// seatsOrders is the side's orders as far as its view's seats tell, for
// the team checks the host makes (teamPlayer, teamLines).
func (v *SideView) seatsOrders() (*adjudicator.SideOrders, SidePlayer) {
	o := &adjudicator.SideOrders{Side: v.Side}
	sp := SidePlayer{Side: string(v.Side)}
	for _, s := range v.Seats {
		o.Players = append(o.Players, adjudicator.PlayerOrders{Player: s.Player, Formations: s.Formations, Holder: s.Holder})
		sp.Team = append(sp.Team, Teammate{Player: s.Player, Formations: s.Formations})
	}
	return o, sp
}
