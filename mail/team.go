package mail

import (
	"slices"
	"strings"

	"github.com/mincio/mincio/saves"
)

// reportCopy is one mail of a side's report: to its player, or to one
// player of the team that plays it (docs/players.md, "Teams"), with a
// subject that says whether that player owes an answer.
type reportCopy struct {
	Address string
	Subject string
	Suffix  string // of the outbox id: "" for the side's first player
	Key     string // the seat's key, which an encrypted copy is encrypted to
}

// reportCopies are the mails of side's report: one to its player unless
// held for their digest, or one to each player of its team with an
// address. Every teammate receives the side's report, its view and no
// more. A team's mail is never held for a digest: the report is one file
// for every teammate, mailed once.
func reportCopies(f *saves.Folder, side string, v saves.SideView, held func(string) bool) []reportCopy {
	player, ok := f.Player(side)
	if !ok {
		return nil
	}
	var out []reportCopy
	if len(player.Team) == 0 {
		if player.Address != "" && !held(player.Address) {
			out = append(out, reportCopy{Address: player.Address, Subject: reportSubject(v, side), Key: player.Key})
		}
		return out
	}
	for i, tm := range player.Team { // each seat as the moderator's acts left it
		suffix := "-" + tm.Player
		if i == 0 {
			suffix = ""
		}
		if tm.Address == "" {
			continue
		}
		out = append(out, reportCopy{Address: tm.Address, Subject: teamSubject(v, side, tm.Player), Suffix: suffix, Key: tm.Key})
	}
	return out
}

// teamSubject says whether player owes an answer, or only their teammates.
func teamSubject(v saves.SideView, side, player string) string {
	if v.Outcome != nil {
		return "game over, report for " + side
	}
	var others []string
	for _, d := range v.Owed {
		if d.Player == player {
			return "orders due for " + side + " from " + player
		}
		if d.Player != "" && !slices.Contains(others, d.Player) {
			others = append(others, d.Player)
		}
	}
	if len(others) > 0 {
		return "report for " + side + ", nothing owed by " + player + " (waiting for " + strings.Join(others, ", ") + ")"
	}
	return "report for " + side + ", nothing owed"
}

// teamAddress reports whether addr is the address of a player of side's
// team.
func teamAddress(f *saves.Folder, side, addr string) bool {
	sp, _ := f.Player(side) // as the moderator's acts left each seat
	return teamHas(sp, addr)
}

// teamHas says whether addr is the address of one of the seat's teammates.
func teamHas(sp saves.SidePlayer, addr string) bool {
	for _, tm := range sp.Team {
		if tm.Address != "" && strings.EqualFold(tm.Address, addr) {
			return true
		}
	}
	return false
}

// noticeTo are the recipients of notice nt to a side (a reminder, a
// missed turn): its player's address to; on a side played by a team every
// teammate's for a missed turn, and for a reminder only the teammates who
// still owe (Notice.Owing), each seat as the moderator's acts left it.
func noticeTo(f *saves.Folder, nt saves.Notice, to string) []Address {
	sp, _ := f.Player(nt.To)
	if len(sp.Team) == 0 {
		return []Address{{Address: to}}
	}
	var out []Address
	for _, tm := range sp.Team {
		if tm.Address != "" && (len(nt.Owing) == 0 || slices.Contains(nt.Owing, tm.Player)) {
			out = append(out, Address{Address: tm.Address})
		}
	}
	if len(out) == 0 {
		out = []Address{{Address: to}}
	}
	return out
}

// teamSide reports whether side is played by a team, whose mail is never
// held for a digest.
func teamSide(f *saves.Folder, side string) bool {
	sp, _ := f.Header.Player(side)
	return len(sp.Team) > 0
}
