package mail

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/mincio/mincio/saves"
)

// collectNotices queues a game's notices (deadline reminders, word to the
// moderator) as mails, with their host signature attached, and removes
// them from the game. A notice whose addressee has no address stays, and
// one for a player who takes a digest waits for it.
func (h *Host) collectNotices(f *saves.Folder, out *Outbox, held func(string) bool) (int, error) {
	notices, err := f.Notices()
	if err != nil {
		return 0, err
	}
	n := 0
	for _, nt := range notices {
		if nt.Stale { // its turn is decided: mailing it now would mislead
			if err := saves.RemoveNotice(nt); err != nil {
				return n, err
			}
			h.logf("%s: dropped %s: its deadline is already decided", f.Header.Game, filepath.Base(nt.Path))
			continue
		}
		to := ""
		if nt.To == saves.ModeratorTo {
			if f.Header.Moderator != nil {
				to = f.Header.Moderator.Address
			}
		} else if p, ok := f.Player(nt.To); ok {
			to = p.Address
		}
		if to == "" || nt.To != saves.ModeratorTo && held(to) && !teamSide(f, nt.To) {
			continue
		}
		m := Message{From: h.From, To: noticeTo(f, nt, to), Subject: Subject(f.Header.Game, nt.Turn, nt.Subject),
			Date: h.Now(), Body: nt.Body}
		og, err := NewOutgoing(m)
		if err != nil {
			return n, err
		}
		og.ID = fmt.Sprintf("%s-%s", f.Header.Game, strings.TrimSuffix(filepath.Base(nt.Path), ".txt"))
		if err := out.Put(og); err != nil {
			return n, err
		}
		crashPoint()
		if err := saves.RemoveNotice(nt); err != nil {
			return n + 1, err
		}
		n++
	}
	return n, nil
}
