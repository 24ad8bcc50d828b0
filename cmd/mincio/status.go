package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/mincio/mincio/mail"
	"github.com/mincio/mincio/saves"
)

// runOverview prints one line per game of the leagues and game folders
// given: `mincio status LEAGUE` or `mincio status DIR DIR…`. A folder that
// is neither is an error, after the others are printed.
func runOverview(w, errw io.Writer, dirs []string) error {
	var games []string
	for _, d := range dirs {
		if saves.IsLeague(d) {
			l, err := saves.OpenLeague(d)
			if err != nil {
				return err
			}
			games = append(games, l.Games()...)
			continue
		}
		games = append(games, d)
	}
	var failed []string
	for _, g := range games {
		line, err := overviewLine(g)
		if err != nil {
			printError(errw, fmt.Errorf("%s: %w", g, err))
			failed = append(failed, g)
			continue
		}
		fmt.Fprintln(w, line)
	}
	if len(failed) > 0 {
		return hintErr("give game folders or league folders; `mincio status DIR` on one says more",
			"%d of %d folders could not be read: %s", len(failed), len(games), strings.Join(failed, " "))
	}
	return nil
}

// overviewLine is one game's line: id, turn, who owes what since when and
// by when, what waits in its outbox, and its mail pending or failed in the
// host's outbox.
func overviewLine(dir string) (string, error) {
	f, err := saves.Open(dir)
	if err != nil {
		return "", err
	}
	o, err := f.Overview()
	if err != nil {
		return "", err
	}
	parts := []string{o.Game}
	if o.Turn > 0 {
		parts = append(parts, fmt.Sprintf("turn %d", o.Turn))
	}
	if o.Over != "" {
		parts = append(parts, "over: "+o.Over)
	}
	if o.Paused {
		parts = append(parts, "paused since "+o.PausedSince.Format(time.RFC3339))
	}
	for _, ow := range o.Owes {
		parts = append(parts, owingText(ow))
	}
	if o.Over == "" && len(o.Owes) == 0 {
		parts = append(parts, o.Status)
	}
	pending, failed := 0, 0
	for _, e := range gameMail(dir, o.Game) {
		if e.State == "failed" {
			failed++
		} else {
			pending++
		}
	}
	parts = append(parts, fmt.Sprintf("outbox: %s, %s; mail: %d pending, %d failed", count(o.Reports, "report"), count(o.Notices, "notice"), pending, failed))
	return strings.Join(parts, "  "), nil
}

// owingText says "red owes act since T, due D (missed at E)".
func owingText(ow saves.Owing) string {
	s := fmt.Sprintf("%s owes %s", ow.Side, strings.Join(ow.Kinds, "+"))
	if !ow.Since.IsZero() {
		s += " since " + ow.Since.Format(time.RFC3339)
	}
	if !ow.Deadline.IsZero() {
		s += ", due " + ow.Deadline.Format(time.RFC3339)
		if !ow.End.Equal(ow.Deadline) {
			s += " (missed at " + ow.End.Format(time.RFC3339) + ")"
		}
	}
	for _, l := range ow.Leave {
		s += fmt.Sprintf(", on leave %s to %s", l.From.Format(time.RFC3339), l.To.Format(time.RFC3339))
	}
	if ow.Missed > 0 {
		s += fmt.Sprintf(", %d missed in a row", ow.Missed)
		if ow.Abandoned {
			s += ", abandoned"
		}
	}
	return s
}

// hostOutbox is the host's mail outbox for a game folder: LEAGUE/outbox
// for a league's game, else the outbox beside the game folders.
func hostOutbox(dir string) string {
	games := filepath.Dir(filepath.Clean(dir))
	if league := filepath.Dir(games); saves.IsLeague(league) {
		return filepath.Join(league, "outbox")
	}
	return filepath.Join(games, "outbox")
}

// gameMail lists the game's mails waiting in the host's outbox, pending
// or failed for good.
func gameMail(dir, game string) []mail.OutboxEntry {
	outDir := hostOutbox(dir)
	if _, err := os.Stat(outDir); err != nil {
		return nil
	}
	out, err := mail.OpenOutbox(outDir)
	if err != nil {
		return nil
	}
	entries, _ := out.Status()
	var mine []mail.OutboxEntry
	for _, e := range entries {
		if strings.Contains(e.Subject, "[mincio "+game+"]") || strings.HasPrefix(e.ID, game+"-") {
			mine = append(mine, e)
		}
	}
	return mine
}

// printSince says, for one game, since when each side has owed.
func printSince(w io.Writer, f *saves.Folder) error {
	o, err := f.Overview()
	if err != nil {
		return err
	}
	for _, ow := range o.Owes {
		if !ow.Since.IsZero() {
			fmt.Fprintf(w, "since: %s: %s\n", ow.Side, ow.Since.Format(time.RFC3339))
		}
	}
	return nil
}

// count writes "1 report", "2 reports".
func count(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

// printSeats names each side's player as the game stands: the address its
// reports go to and its key, and when the moderator changed either.
func printSeats(w io.Writer, f *saves.Folder) error {
	seats, err := f.Seats()
	if err != nil {
		return err
	}
	for _, s := range seats {
		if len(s.Team) > 0 {
			printTeam(w, s.SidePlayer, f.Header.SideChoices(s.Side))
			continue
		}
		addr := s.Address
		if addr == "" {
			addr = "(no address)"
		}
		fmt.Fprintf(w, "player: %s: %s, key %s", s.Side, addr, saves.KeyFingerprint(s.Key))
		switch {
		case s.ReplacedAt > 0 && s.AddressAt > s.ReplacedAt:
			fmt.Fprintf(w, " (new player at entry %d, address changed at entry %d)", s.ReplacedAt, s.AddressAt)
		case s.ReplacedAt > 0:
			fmt.Fprintf(w, " (new player at entry %d)", s.ReplacedAt)
		case s.AddressAt > 0:
			fmt.Fprintf(w, " (address changed at entry %d)", s.AddressAt)
		}
		fmt.Fprintln(w)
	}
	return nil
}

// printTeam names each player of a side played by a team, with the
// formations assigned to them; the first holds the formations assigned to
// nobody, and holder the side's own choices.
func printTeam(w io.Writer, s saves.SidePlayer, holder string) {
	for i, tm := range s.Team {
		if i == 0 { // the side's seat, as the moderator's replace and address left it
			tm.Key, tm.Address = s.Key, s.Address
		}
		addr := tm.Address
		if addr == "" {
			addr = "(no address)"
		}
		holds := strings.Join(tm.Formations, ", ")
		if i == 0 {
			holds = strings.TrimSuffix("the formations assigned to nobody, "+holds, ", ")
		}
		if tm.Player == holder {
			holds = strings.TrimSuffix("the side's own choices, "+holds, ", ")
		}
		fmt.Fprintf(w, "player: %s (player %s): %s, key %s, holds %s\n", s.Side, tm.Player, addr, saves.KeyFingerprint(tm.Key), holds)
	}
}
