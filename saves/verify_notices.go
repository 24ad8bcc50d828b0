package saves

import (
	"bytes"
	"fmt"
	"os"

	"github.com/mincio/mincio/adjudicator"
)

// A notice waiting in the outbox (a reminder, a missed-turn notice, word
// to the moderator) is host-signed like a report, and is checked like
// one: byte for byte against the notice mincio writes at the head its
// name gives (notice_text.go), from the log as it stood there. A notice
// that says what the log does not (a wrong deadline or owed decision, a
// missed turn the log does not hold, a reminder to a side that owes
// nothing or while the game is paused, a side abandoned before its time)
// fails verification. When the reminder was written is not recorded, so
// that it was written at its time is not checked.

// noticeFiles lists the notices in the outbox by the head their names
// give; those after the log's head are leftovers, as reports are.
func (v *verifier) noticeFiles(head int) map[int][]string {
	names, _ := os.ReadDir(v.f.path("outbox"))
	out := map[int][]string{}
	for _, d := range names {
		n, ok := entryNumber(d.Name())
		if ok && n <= head && isNotice(d.Name()) {
			out[n] = append(out[n], d.Name())
		}
	}
	return out
}

// expectNotices writes every notice mincio may write at head n (the game
// g after entry n, whose input is in), for the outbox check to compare.
func (v *verifier) expectNotices(n int, g *adjudicator.Game, in *Input) error {
	if v.notices == nil {
		v.notices = map[string][]byte{}
	}
	want, err := noticesAt(v.f, g, in)
	if err != nil {
		return fmt.Errorf("entry %d (log/%s.json): the notices written after it: %v", n, entryName(n), err)
	}
	for _, nt := range want {
		v.notices[nt.file(n)] = nt.data()
	}
	return nil
}

// noticesAt lists the notices that tick may write with the game at f's
// head: a reminder of each of the policy's times to each side that owes
// (each teammate who owes, on a side whose deadlines run per teammate)
// while the game runs, and after a missed turn its notices (missedNotices).
func noticesAt(f *Folder, g *adjudicator.Game, in *Input) ([]noticeText, error) {
	p := f.Header.Deadline
	if p == nil || f.Last().Result.Outcome != nil && in.Missed == nil {
		return nil, nil
	}
	var out []noticeText
	for _, s := range f.Header.Sides {
		side := adjudicator.Side(s.Side)
		cs, err := f.clocks(f.Len(), side)
		if err != nil {
			return nil, err
		}
		for _, c := range cs {
			if !c.running() || f.Last().Result.Outcome != nil {
				continue
			}
			for _, r := range p.Reminders {
				nt, err := seatReminderNotice(f, g, side, c.player, r, c.deadline)
				if err != nil {
					return nil, err
				}
				out = append(out, nt)
			}
		}
	}
	if m := in.Missed; m != nil {
		nts, err := missedNotices(f, g, m, f.Len())
		if err != nil {
			return nil, err
		}
		out = append(out, nts...)
	}
	return out, nil
}

// checkNotice compares a notice in the outbox with the one mincio writes.
func (v *verifier) checkNotice(name string, data []byte) error {
	want, ok := v.notices[name]
	if !ok {
		return fmt.Errorf("outbox/%s: not a notice mincio writes at that point of the log (to whom, or what, does not fit)", name)
	}
	if !bytes.Equal(want, data) {
		return fmt.Errorf("outbox/%s: says what the log does not: it differs from the notice mincio writes at that point", name)
	}
	return nil
}
