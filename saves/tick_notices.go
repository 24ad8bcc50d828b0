package saves

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strconv"
	"strings"

	"github.com/mincio/mincio/adjudicator"
)

// A missed turn's notices (to its side, and word to the moderator when it
// makes the side abandoned) are written after its entry: a tick killed in
// between would lose them for good, since the next tick finds nothing
// due. So tick first writes ticks/notices-pending naming the entry it is
// about to append, and removes it once the notices are in the outbox; a
// tick that finds the file writes the notices of that entry again, from
// the log as it stood at that entry (the same bytes verify expects), and
// removes it. A notice already in the outbox is kept; one mailed between
// the kill and the next tick is mailed again (at least once, never lost).

// noticesPending is the marker of a missed turn whose notices may be
// missing.
func (f *Folder) noticesPending() string { return f.path("ticks", "notices-pending") }

// markNoticesPending notes that entry n, a missed turn, is about to be
// appended and its notices written.
func (w *writer) markNoticesPending(n int) error {
	if err := w.f.fs.MkdirAll(w.f.path("ticks"), dirPerm); err != nil {
		return err
	}
	return w.f.fs.WriteFile(w.f.noticesPending(), []byte(strconv.Itoa(n)+"\n"), filePerm)
}

// finishNotices writes again the notices of the missed turn a killed tick
// left pending, if its entry was appended, and clears the marker.
func (w *writer) finishNotices() error {
	data, err := os.ReadFile(w.f.noticesPending())
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	n, err := strconv.Atoi(strings.TrimSpace(string(data)))
	if err == nil && n >= 1 && n <= w.f.Len() {
		if err := w.rewriteMissedNotices(n); err != nil {
			return fmt.Errorf("the notices of entry %d, which an interrupted tick left unwritten: %w", n, err)
		}
	}
	return w.f.fs.Remove(w.f.noticesPending())
}

// rewriteMissedNotices writes the notices of the missed turn at entry n
// that are not in the outbox, as they were to be written at head n.
func (w *writer) rewriteMissedNotices(n int) error {
	at, err := w.f.upTo(n)
	if err != nil {
		return err
	}
	e := at.Last()
	if e.Kind != KindMissed {
		return nil
	}
	in, err := at.readInput(e)
	if err != nil {
		return err
	}
	g, err := at.State()
	if err != nil {
		return err
	}
	nts, err := missedNotices(at, g, in.Missed, n)
	if err != nil {
		return err
	}
	for _, nt := range nts {
		if exists(w.f.path("outbox", nt.file(n))) || exists(bundled(w.f.path("outbox", nt.file(n)))) {
			continue // written before the crash, loose or bundled
		}
		if err := w.writeNoticeAt(nt, n); err != nil {
			return err
		}
	}
	return nil
}

// missedNotices are the notices of missed turn m at entry n, f's head:
// to its side, and to the moderator when it makes the side, or one
// teammate alone (team_abandon.go), abandoned.
func missedNotices(f *Folder, g *adjudicator.Game, m *MissedTurn, n int) ([]noticeText, error) {
	nt, err := missedNotice(f, g, m, n)
	if err != nil {
		return nil, err
	}
	out := []noticeText{nt}
	if tellsModerator(f.Header.Deadline, m) {
		out = append(out, abandonedNotice(f, m, n))
	}
	seats, err := seatAbandonedNotices(f, m, n)
	return append(out, seats...), err
}

// upTo is the folder as it stood at entry n: its head is n.
func (f *Folder) upTo(n int) (*Folder, error) {
	if n == f.n {
		return f, nil
	}
	e, data, err := f.readEntry(n)
	if err != nil {
		return nil, err
	}
	c := *f
	c.n, c.last, c.lastFile = n, e, data
	if f.entries != nil {
		c.entries = f.entries[:n]
	}
	c.acts, c.actsRead = nil, false
	return &c, nil
}
