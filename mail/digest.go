package mail

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/mincio/mincio/saves"
)

// A daily digest (docs/moderator.md, "Daily digests"): a league player
// whose line in players.txt says mail=digest gets one mail a day across
// all their games instead of a mail per report and notice. Their reports
// and notices wait in each game's outbox; the first mail run (send or
// serve) at or after their hour (UTC) on a day something waits gathers
// them into one mail: what they owe in each game and by when, then every
// report and notice, with each report's signed files attached under the
// game's name. LEAGUE/digests/NAME remembers the day the last one went.

// digestPlayers reads the league's players who take a digest, by address
// (lower case); none when the host serves no league.
func (h *Host) digestPlayers() (map[string]saves.Player, error) {
	out := map[string]saves.Player{}
	if h.League == "" {
		return out, nil
	}
	l, err := saves.OpenLeague(h.League)
	if err != nil {
		return nil, err
	}
	ps, err := l.Players()
	if err != nil {
		return nil, err
	}
	for _, p := range ps {
		if p.Mail.Digest {
			out[strings.ToLower(p.Address)] = p
		}
	}
	return out, nil
}

// digestItem is one report or notice waiting for a digest.
type digestItem struct {
	f      *saves.Folder
	side   string
	report *saves.OutboxReport // or
	path   string              // the report's path, or
	notice *saves.Notice
}

// collectDigests queues the digests due at h.Now() and removes what they
// carry from the games' outboxes.
func (h *Host) collectDigests(players map[string]saves.Player, out *Outbox) (int, error) {
	now := h.Now().UTC()
	n := 0
	var errs []error
	for _, addr := range sortedKeys(players) {
		p := players[addr]
		last, _ := os.ReadFile(h.digestMarker(p.Name))
		if !p.Mail.DigestDue(now, strings.TrimSpace(string(last))) {
			continue
		}
		sent, err := h.digestFor(p, now, out)
		if err != nil {
			errs = append(errs, fmt.Errorf("digest for %s: %w", p.Name, err))
			continue
		}
		if sent {
			n++
		}
	}
	return n, errors.Join(errs...)
}

func (h *Host) digestMarker(name string) string {
	return filepath.Join(h.League, "digests", name)
}

// digestFor gathers and queues one player's digest, if anything waits.
func (h *Host) digestFor(p saves.Player, now time.Time, out *Outbox) (bool, error) {
	var items []digestItem
	var owed []saves.Owed
	encrypt := false
	for _, dir := range GameDirs(h.Games) {
		f, err := saves.Open(dir)
		if err != nil {
			return false, err
		}
		for _, s := range f.Header.Sides {
			if sp, ok := f.Player(s.Side); !ok || !strings.EqualFold(sp.Address, p.Address) {
				continue
			}
			got, err := waitingFor(f, s.Side)
			if err != nil {
				return false, err
			}
			if len(got) > 0 && f.Header.Encrypt {
				encrypt = true
			}
			items = append(items, got...)
			if o, err := saves.OwedBy(f, s.Side); err == nil && len(o.Decisions) > 0 && f.Last().Result.Outcome == nil {
				owed = append(owed, o)
			}
		}
	}
	if len(items) == 0 {
		return false, nil
	}
	m, err := h.digestMessage(p, now, items, owed)
	if err != nil {
		return false, err
	}
	if encrypt {
		m.EncryptTo = []byte(p.Key)
	}
	og, err := NewOutgoing(m)
	if err != nil {
		return false, err
	}
	og.ID = fmt.Sprintf("digest-%s-%s", p.Name, now.Format(time.DateOnly))
	if err := out.Put(og); err != nil {
		return false, err
	}
	for _, it := range items {
		if err := it.remove(); err != nil {
			return true, err
		}
	}
	if err := os.MkdirAll(filepath.Dir(h.digestMarker(p.Name)), 0o700); err != nil {
		return true, err
	}
	return true, os.WriteFile(h.digestMarker(p.Name), []byte(now.Format(time.DateOnly)+"\n"), 0o600)
}

// waitingFor lists side's reports and notices in the game's outbox.
func waitingFor(f *saves.Folder, side string) ([]digestItem, error) {
	var items []digestItem
	for _, path := range f.Outbox() {
		r, err := f.ReadOutboxReport(path)
		if err != nil {
			return nil, fmt.Errorf("game %s: %w (run mincio verify)", f.Header.Game, err)
		}
		if r.Side == side {
			items = append(items, digestItem{f: f, side: side, report: r, path: path})
		}
	}
	notices, err := f.Notices()
	if err != nil {
		return nil, err
	}
	for _, nt := range notices {
		if nt.To == side && !nt.Stale {
			items = append(items, digestItem{f: f, side: side, notice: &nt})
		}
	}
	return items, nil
}

func (it digestItem) remove() error {
	if it.notice != nil {
		return saves.RemoveNotice(*it.notice)
	}
	return saves.RemoveReport(it.path)
}

// digestMessage writes the digest: what is owed, then each item, with the
// reports' signed files attached as GAME-NNNNNN-SIDE.report.txt and so on.
func (h *Host) digestMessage(p saves.Player, now time.Time, items []digestItem, owed []saves.Owed) (Message, error) {
	var b strings.Builder
	games := map[string]bool{}
	for _, it := range items {
		games[it.f.Header.Game] = true
	}
	fmt.Fprintf(&b, "Daily digest for %s, %s: %d reports and notices from %d games since the last digest.\n\n== What you owe\n",
		p.Name, now.Format(time.DateOnly), len(items), len(games))
	if len(owed) == 0 {
		b.WriteString("Nothing: you wait for the other players.\n")
	}
	for _, o := range owed {
		b.WriteString(o.Text() + "\n")
	}
	var atts []Attachment
	headers := map[string]bool{}
	for _, it := range items {
		game := it.f.Header.Game
		if it.notice != nil {
			fmt.Fprintf(&b, "\n== %s: %s\n\n%s", game, it.notice.Subject, it.notice.Body)
			continue
		}
		r := it.report
		name := fmt.Sprintf("%s-%06d-%s", game, r.Entry, r.Side)
		fmt.Fprintf(&b, "\n== %s: report for %s, entry %d (attached as %s.report.txt)\n\n%s", game, r.Side, r.Entry, name, r.Report)
		if r.Entry == 1 {
			b.WriteString("\n\n" + it.f.HowToVerify())
		}
		atts = append(atts,
			Attachment{Name: name + ".report.txt", ContentType: "text/plain; charset=utf-8", Data: r.Report},
			Attachment{Name: name + ".report.txt.sig", ContentType: "text/plain", Data: r.ReportSig},
			Attachment{Name: name + ".view.json", ContentType: "application/json", Data: r.ViewJSON},
			Attachment{Name: name + ".view.json.sig", ContentType: "text/plain", Data: r.ViewSig})
		trust, err := h.trustAttachments(it.f, r)
		if err != nil {
			return Message{}, fmt.Errorf("game %s: %v", game, err)
		}
		for _, a := range trust {
			if strings.HasPrefix(a.Name, "header.json") {
				if headers[game+a.Name] {
					continue
				}
				headers[game+a.Name] = true
				a.Name = game + "." + a.Name
			}
			atts = append(atts, a)
		}
	}
	return Message{From: h.From, To: []Address{{Address: p.Address}},
		Subject: fmt.Sprintf("[mincio] daily digest for %s, %s: %d games", p.Name, now.Format(time.DateOnly), len(games)),
		Date:    now, Body: b.String(), Attachments: atts}, nil
}

func sortedKeys(m map[string]saves.Player) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
