package saves

import (
	"fmt"
	"strings"
	"time"

	"github.com/mincio/mincio/adjudicator"
)

// The texts of the notices tick writes (notice.go): a reminder to a side,
// a missed-turn notice to it, word to the moderator that a side is
// abandoned. Each is a function of the game at the head the notice is
// written at, nothing else, so verify writes them again from the log and
// compares (verify_notices.go).

// noticeText is one notice before it is signed: its addressee (a side, or
// ModeratorTo), its name in the outbox file name, subject and body.
type noticeText struct{ to, name, subject, body string }

// data is the notice as the outbox keeps it.
func (n noticeText) data() []byte {
	return []byte(fmt.Sprintf("to: %s\nsubject: %s\n\n%s", n.to, n.subject, n.body))
}

// file is the notice's file name in the outbox when written at head.
func (n noticeText) file(head int) string {
	return fmt.Sprintf("%s-%s.%s.notice.txt", entryName(head), n.to, n.name)
}

// reminderNotice is the reminder r before deadline to side, which owes.
func reminderNotice(f *Folder, g *adjudicator.Game, side adjudicator.Side, r Duration, deadline time.Time) (noticeText, error) {
	body, err := owedNoticeBody(f, g, side, fmt.Sprintf("This is the reminder %s before the deadline.", r))
	return noticeText{to: string(side), name: "remind-" + r.String(),
		subject: fmt.Sprintf("reminder: orders due for %s by %s", side, utcText(deadline)), body: body}, err
}

// seatReminderNotice is the reminder r before deadline to player of
// side's team, who owes (core revision 4: their own clock's); the side's
// reminder when player is "". The name carries the player
// (remind-12h-bob), so that it is mailed to them alone (Notice.Owing).
func seatReminderNotice(f *Folder, g *adjudicator.Game, side adjudicator.Side, player string, r Duration, deadline time.Time) (noticeText, error) {
	if player == "" {
		return reminderNotice(f, g, side, r, deadline)
	}
	o, err := owedNow(f, g, side)
	if err != nil {
		return noticeText{}, err
	}
	c, err := f.clockOf(f.Len(), side, player)
	if err != nil {
		return noticeText{}, err
	}
	o.Deadline, o.End = c.deadline, c.end
	return noticeText{to: string(side), name: "remind-" + r.String() + "-" + player,
		subject: fmt.Sprintf("reminder: orders due for %s from %s by %s", side, player, utcText(deadline)),
		body:    owedBody(o, fmt.Sprintf("This is the reminder %s before the deadline of player %s.", r, player))}, nil
}

// missedNotice tells the side of m that its turn was recorded missed at
// entry n, and what it owes now and by when (its clock restarted there).
func missedNotice(f *Folder, g *adjudicator.Game, m *MissedTurn, n int) (noticeText, error) {
	side := adjudicator.Side(m.Side)
	what := "the turn in progress"
	if m.Turn > 0 {
		what = fmt.Sprintf("turn %d", m.Turn)
	}
	first := fmt.Sprintf("Game %s: side %s sent no orders by %s (grace included) and missed %s (entry %d; %d missed in a row). Its standing orders and the defaults answered what it owed (%s).",
		f.Header.Game, side, utcText(m.Deadline), what, n, m.InARow, strings.Join(m.Owed, ", "))
	nt := noticeText{to: m.Side, name: "missed", subject: fmt.Sprintf("missed turn: %s missed %s", side, what)}
	if out := f.Last().Result.Outcome; out != nil {
		nt.subject += "; the game is over"
		nt.body = first + "\n\nThe game is over: " + out.Text + "\n"
		return nt, nil
	}
	var err error
	if nt.body, err = owedNoticeBody(f, g, side, first); err != nil {
		return nt, err
	}
	if d, _, ok, err := f.Due(m.Side); err != nil {
		return nt, err
	} else if ok {
		nt.subject += fmt.Sprintf("; next orders due by %s", utcText(d))
	}
	return nt, nil
}

// abandonedNotice tells the moderator that the side of m, whose missed
// turn at entry n reached the policy's count, is marked abandoned.
func abandonedNotice(f *Folder, m *MissedTurn, n int) noticeText {
	pl, _ := f.Player(m.Side)
	if out := f.Last().Result.Outcome; m.Result != "" && out != nil { // core revision 2: the abandonment ended the game
		return noticeText{to: ModeratorTo, name: "abandoned-" + m.Side, subject: fmt.Sprintf("side %s abandoned; the game is over", m.Side),
			body: fmt.Sprintf("Game %s: side %s (%s) has missed %d turns in a row and is marked abandoned (entry %d).\nThe game's policy (%s) made that the result: %s.\n",
				f.Header.Game, m.Side, pl.Address, m.InARow, n, m.Result, out.Text)}
	}
	return noticeText{to: ModeratorTo, name: "abandoned-" + m.Side, subject: fmt.Sprintf("side %s abandoned", m.Side),
		body: fmt.Sprintf("Game %s: side %s (%s) has missed %d turns in a row and is marked abandoned (entry %d).\nIts standing orders and the defaults keep answering for it. Replace the player, or end the game.\n",
			f.Header.Game, m.Side, pl.Address, m.InARow, n)}
}

// tellsModerator says whether missed turn m is the one that makes its
// side abandoned: the moderator is told once, at that turn.
func tellsModerator(p *DeadlinePolicy, m *MissedTurn) bool {
	if len(missedPlayers(m.Owed)) > 0 { // a team's: abandoned when its last teammate reaches the count (team_missed.go)
		return m.Abandoned
	}
	return m.Abandoned && m.InARow == p.AbandonAfter
}

// owedNoticeBody is a notice to side: first, then what it owes now and
// by when.
func owedNoticeBody(f *Folder, g *adjudicator.Game, side adjudicator.Side, first string) (string, error) {
	o, err := owedNow(f, g, side)
	if err != nil {
		return "", err
	}
	return owedBody(o, first), nil
}

// owedBody is a notice's text: first, then what o says is owed and by
// when.
func owedBody(o Owed, first string) string {
	var b strings.Builder
	b.WriteString(first + "\n\n")
	b.WriteString(o.Text())
	if len(o.Decisions) == 0 {
		return b.String()
	}
	b.WriteString("\nYour last report from this game ends with an order file ready to fill in.\n")
	b.WriteString("If you miss the turn, your standing orders and the defaults answer for you until you send orders again.\n")
	return b.String()
}
