package saves

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/internal/cores"
)

// TickAction is one thing Tick did.
type TickAction struct {
	Game string
	Side string
	What string // "reminder", "missed", "abandoned"
	Text string // one line that says what was done, starting with what kind
}

// Tick does what a game's deadline policy makes due at opt.Now: a reminder
// to a side that still owes, at the times the policy gives before its
// deadline; at the deadline plus grace (and at least the policy's delay
// after the last entry), a missed turn for that side, recorded as a
// host-signed entry both sides are told of; and when a side has missed
// AbandonAfter turns in a row, word to the moderator. A game without a
// policy, over, or revealed is left alone. Time comes only from opt.Now,
// which must be set: the command line passes the clock or --now.
func Tick(dir string, opt Options) ([]TickAction, error) {
	if opt.Now.IsZero() {
		return nil, errors.New("tick: no time given")
	}
	if nothingDue(dir, opt.Now) {
		return nil, nil
	}
	var acts []TickAction
	err := withGame(dir, opt, func(w *writer) (err error) {
		acts, err = w.tick()
		return err
	})
	return acts, err
}

// tick is Tick on a held game.
func (w *writer) tick() ([]TickAction, error) {
	p := w.f.Header.Deadline
	if p == nil {
		return nil, nil
	}
	if err := w.finishNotices(); err != nil {
		return nil, err
	}
	// A missed turn changes what everyone owes: look again, at most
	// once per clock (a side's, or a teammate's: seat_clock.go), since a
	// clock restarts at its missed turn.
	var acts []TickAction
	for range w.f.Header.clockCount() + 1 {
		last := w.f.Last()
		if last == nil || last.Result.Outcome != nil || w.f.revealed() {
			return acts, nil
		}
		missed := false
		for _, s := range w.f.Header.Sides {
			a, did, err := w.tickSide(p, adjudicator.Side(s.Side))
			if err != nil {
				return acts, err
			}
			acts = append(acts, a...)
			if did {
				missed = true
				break
			}
		}
		if !missed {
			return acts, nil
		}
	}
	return acts, nil
}

// tickSide reminds side or records its missed turn, if either is due;
// missed says a missed turn was recorded.
func (w *writer) tickSide(p *DeadlinePolicy, side adjudicator.Side) (acts []TickAction, missed bool, err error) {
	now, f := w.opt.Now.UTC(), w.f
	cs, err := f.clocks(f.Len(), side)
	if err != nil {
		return nil, false, err
	}
	if end, players, due := missedDue(p, cs, f.Last(), now); due {
		return w.recordMissed(p, side, end, players)
	}
	for _, c := range cs {
		if _, r := dueNow(p, c.sideClock, f.Last(), now); c.running() && r > 0 {
			a, err := w.remind(side, c, r)
			if err != nil {
				return acts, false, err
			}
			acts = append(acts, a...)
		}
	}
	return acts, false, nil
}

// remind writes the reminder r before deadline to side once: a marker in
// ticks/ remembers it was written for that deadline, so a deadline the
// moderator, a leave or a pause moved gets its reminders again.
func (w *writer) remind(side adjudicator.Side, c seatClock, r Duration) ([]TickAction, error) {
	deadline := c.deadline
	marker := w.f.seatReminderMarker(side, c.player, c.from, r, deadline)
	if _, err := os.Stat(marker); err == nil {
		return nil, nil
	}
	g, err := w.state()
	if err != nil {
		return nil, err
	}
	nt, err := seatReminderNotice(w.f, g, side, c.player, r, deadline)
	if err != nil {
		return nil, err
	}
	if err := w.writeNotice(nt); err != nil {
		return nil, err
	}
	if err := w.f.fs.MkdirAll(w.f.path("ticks"), dirPerm); err != nil {
		return nil, err
	}
	if err := writeFresh(w.f.fs, marker, []byte(deadline.Format(time.RFC3339)+"\n"), filePerm); err != nil {
		return nil, err
	}
	return []TickAction{{Game: w.f.Header.Game, Side: string(side), What: "reminder",
		Text: fmt.Sprintf("reminder to %s: orders due by %s (%s before)", seatName(side, c.player), utcText(deadline), r)}}, nil
}

// recordMissed appends side's missed turn (of the teammates players, or
// the side's when nil), tells the side, and tells the moderator when it
// makes the side abandoned.
func (w *writer) recordMissed(p *DeadlinePolicy, side adjudicator.Side, end time.Time, players []string) ([]TickAction, bool, error) {
	f := w.f
	last := f.Last()
	m := &MissedTurn{Side: string(side), Turn: last.Result.Turn, Owed: owedKindsOf(last.Result, side, players), Deadline: end}
	var err error
	if m.InARow, m.Abandoned, err = f.missedRow(f.Entry, f.Len(), m); err != nil {
		return nil, false, err
	}
	m.Result = abandonResult(f, m)
	if err := w.loadSecrets(); err != nil { // before the marker: a tick that can sign nothing changes nothing
		return nil, false, err
	}
	if !w.batched { // in a batch, the journal undoes the entry if its notices are lost
		if err := w.markNoticesPending(f.Len() + 1); err != nil {
			return nil, false, err
		}
	}
	rc, err := w.appendMissed(*m)
	if err != nil {
		f.fs.Remove(f.noticesPending())
		return nil, false, err
	}
	n := rc.Entry.N
	acts := []TickAction{{Game: f.Header.Game, Side: string(side), What: "missed",
		Text: fmt.Sprintf("missed turn: entry %d: %s missed its turn (%s owed; %d in a row)", n, side, strings.Join(m.Owed, " "), m.InARow)}}
	g, err := w.state()
	if err != nil {
		return acts, true, err
	}
	nts, err := missedNotices(f, g, m, n)
	if err != nil {
		return acts, true, err
	}
	for _, nt := range nts {
		if err := w.writeNotice(nt); err != nil {
			return acts, true, err
		}
	}
	if !w.batched {
		if err := f.fs.Remove(f.noticesPending()); err != nil {
			return acts, true, err
		}
	}
	if tellsModerator(p, m) {
		acts = append(acts, TickAction{Game: f.Header.Game, Side: string(side), What: "abandoned", Text: fmt.Sprintf("abandoned: side %s; the moderator is told", side)})
	}
	return append(acts, seatAbandonedActs(f.Header.Game, string(side), nts)...), true, nil
}

// TickAll ticks every game of a league or of a folder of games, or the one
// game dir is; a game that fails is reported and the others still ticked.
func TickAll(dir string, opt Options) ([]TickAction, []error) {
	var games []string
	switch {
	case IsLeague(dir):
		l, err := OpenLeague(dir)
		if err != nil {
			return nil, []error{err}
		}
		games = l.Games()
	case isGame(dir) == nil:
		games = []string{dir}
	default:
		names, err := os.ReadDir(dir)
		if err != nil {
			return nil, []error{userErr("give a game folder, a league folder or a folder of games", "%v", err)}
		}
		for _, d := range names {
			p := dir + string(os.PathSeparator) + d.Name()
			if !strings.HasPrefix(d.Name(), ".") && isGame(p) == nil { // .mincio-new-*: a game being built
				games = append(games, p)
			}
		}
		if len(games) == 0 {
			return nil, []error{userErr("give a game folder, a league folder or a folder of games", "%s holds no games", dir)}
		}
	}
	slices.Sort(games)
	return tickInBatches(games, opt)
}

// tickBatchGames is how many games with something due a tick holds at
// once: each is locked until its batch commits, and a batch costs three
// syncfs, each a wait of 10 to 600 ms on a loaded file system (issue 25:
// 400 games due in a league of 1,000, one batch; about 0.3 MB a game held).
const tickBatchGames = 500

// tickInBatches ticks games in batches (batch.go): what falls due across a
// league, reminders and missed turns, is made durable once a batch, not a
// file at a time (issue 25). What a batch did is reported once it is
// durable; if its commit fails, each of its games is reported failed and
// its next command undoes the batch. The games of a batch are read and
// ticked across the cores (cores.Each); what each writes, and the order
// of what is reported, are those of a tick one game after another.
func tickInBatches(games []string, opt Options) ([]TickAction, []error) {
	if opt.Now.IsZero() {
		return nil, []error{errors.New("tick: no time given")}
	}
	var acts []TickAction
	var errs []error
	b := NewBatch(opt)
	defer b.Abandon() // after a panic; after the last commit it holds nothing
	due := dueGames(games, opt.Now)
	for len(due) > 0 {
		n := min(len(due), tickBatchGames)
		a, e := b.tickBatch(due[:n], opt)
		acts, errs = append(acts, a...), append(errs, e...)
		due = due[n:]
	}
	return acts, errs
}

// dueGames are the games of games that nothingDue does not rule out, in
// their order.
func dueGames(games []string, now time.Time) []string {
	idle := make([]bool, len(games))
	cores.Each(len(games), func(i int) { idle[i] = nothingDue(games[i], now) })
	var due []string
	for i, g := range games {
		if !idle[i] {
			due = append(due, g)
		}
	}
	return due
}

// tickBatch ticks the games dirs, each with something due, in one batch
// and commits it. The games Hold takes are ticked across the cores; one
// it could not take (another process holds it) after them, on its own,
// since taking it may commit the batch early (Batch.game).
func (b *Batch) tickBatch(dirs []string, opt Options) ([]TickAction, []error) {
	b.Hold(dirs) // their journals durable at once
	acts := make([][]TickAction, len(dirs))
	errs := make([]error, len(dirs))
	var held, rest []int
	for i, d := range dirs {
		if b.held[filepath.Clean(d)] != nil {
			held = append(held, i)
		} else {
			rest = append(rest, i)
		}
	}
	cores.Each(len(held), func(k int) {
		i := held[k]
		acts[i], errs[i] = b.tickDue(dirs[i], opt)
	})
	for _, i := range rest {
		acts[i], errs[i] = b.tickDue(dirs[i], opt)
	}
	var out []error
	for i, err := range errs {
		if err != nil {
			out = append(out, fmt.Errorf("%s: %w", dirs[i], err))
		}
	}
	committed := slices.Clone(b.order)
	if err := b.Commit(); err != nil {
		for _, g := range committed {
			out = append(out, fmt.Errorf("%s: %w", g, err))
		}
		return nil, out
	}
	return slices.Concat(acts...), out
}

// tickDue is Tick within the batch, on a game nothingDue did not rule out.
func (b *Batch) tickDue(dir string, opt Options) ([]TickAction, error) {
	w, err := b.game(dir, opt)
	if err != nil {
		return nil, err
	}
	return w.tick()
}
