package saves

import (
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/mincio/mincio/adjudicator"
)

// Verification uses every core. The replay goes in log order on one
// goroutine, and helpers, one for each other core, work around it: they
// check entries ahead of it (read, decode, both signatures:
// verifyahead.go) and finish the entries it has replayed (list the
// options of their owed decisions, compare them with their files:
// resultcheck.go). The replay does itself what no helper has taken when
// it needs it done (the next entry's checks, a result when the helpers'
// queue is full), so no core waits for another, and one core needs no
// goroutine at all. The replay makes its checks in the order it would
// alone, so the first bad entry, and what is said of it, are those of a
// sequential check.

// aheadWindow bounds how many entries helpers may check ahead of the
// replay, and how many replayed entries wait for them, so memory does not
// grow with the log.
const aheadWindow = 64

// parallelFrom is the length from which a log is checked with helpers: a
// shorter one costs less than starting them.
const parallelFrom = 16

type pipeline struct {
	v       *verifier
	rf      *Folder // the folder inputs are read from
	head    int
	slots   []aheadSlot  // entry n at [n-1]
	next    atomic.Int64 // the next entry a helper may take to check
	horizon atomic.Int64 // helpers check no entry beyond it
	results *resultChecks
	jobs    chan resultJob // nil without helpers
	wake    chan struct{}  // the replay moved on
	done    chan struct{}  // the replay is over
	wg      sync.WaitGroup
}

// aheadSlot is one entry's checks, done by whoever takes it first.
type aheadSlot struct {
	taken atomic.Bool
	ready chan struct{} // closed when a helper has set c
	c     *checked
}

// startPipeline sets out to verify entries 1 to head.
func (v *verifier) startPipeline(head int) *pipeline {
	p := &pipeline{v: v, rf: v.f, head: head, slots: make([]aheadSlot, head), results: &resultChecks{}}
	helpers := runtime.GOMAXPROCS(0) - 1
	if head < parallelFrom || helpers < 1 {
		return p
	}
	// Helpers check each input against its side's key as it stood at
	// that entry (a moderator's replace changes it), so they read the
	// acts from a folder of their own that sees the whole log; the
	// replay's folder only grows as it goes. A log whose acts cannot be
	// listed is checked by the replay alone, which names the damage.
	rf, err := v.f.readerAt(head)
	if err != nil {
		return p
	}
	p.rf = rf
	p.jobs, p.wake, p.done = make(chan resultJob, aheadWindow), make(chan struct{}, 1), make(chan struct{})
	for i := range p.slots {
		p.slots[i].ready = make(chan struct{})
	}
	p.next.Store(1)
	p.horizon.Store(aheadWindow)
	for range helpers {
		p.wg.Add(1)
		go p.help()
	}
	return p
}

// help keeps the replay supplied with checked entries, a few ahead of it,
// and otherwise finishes replayed entries; when it cannot keep up with
// those, the replay finishes them itself (finish), so the work falls
// evenly.
func (p *pipeline) help() {
	defer p.wg.Done()
	for {
		if p.next.Load() <= p.horizon.Load()-aheadWindow+aheadSupply {
			if n := p.takeAhead(); n > 0 {
				p.checkAhead(n)
				continue
			}
		}
		select {
		case j, ok := <-p.jobs:
			if !ok {
				return
			}
			p.results.check(j)
			continue
		default:
		}
		if n := p.takeAhead(); n > 0 {
			p.checkAhead(n)
			continue
		}
		select {
		case j, ok := <-p.jobs:
			if !ok {
				return
			}
			p.results.check(j)
		case <-p.wake:
		case <-p.done:
		}
	}
}

// aheadSupply is how many entries ahead of the replay a helper checks
// before it turns to finishing replayed ones.
const aheadSupply = 4

func (p *pipeline) checkAhead(n int) {
	s := &p.slots[n-1]
	s.c = p.v.check(p.rf, n)
	close(s.ready)
}

// takeAhead takes the next entry to check ahead of the replay, or 0.
func (p *pipeline) takeAhead() int {
	for {
		n := p.next.Load()
		if n > p.horizon.Load() || n > int64(p.head) || p.stopped() {
			return 0
		}
		if p.next.CompareAndSwap(n, n+1) && p.slots[n-1].taken.CompareAndSwap(false, true) {
			return int(n)
		}
	}
}

func (p *pipeline) stopped() bool {
	select {
	case <-p.done:
		return true
	default:
		return false
	}
}

// checked returns entry n's checks, made now if no helper has taken them.
func (p *pipeline) checked(n int) *checked {
	s := &p.slots[n-1]
	var c *checked
	if s.taken.CompareAndSwap(false, true) {
		c = p.v.check(p.rf, n)
	} else {
		p.waitFor(s)
		c = s.c
	}
	s.c = nil
	if p.wake != nil {
		p.horizon.Store(int64(n + aheadWindow))
		select {
		case p.wake <- struct{}{}:
		default:
		}
	}
	return c
}

// waitFor waits for a helper to finish checking slot s, finishing
// replayed entries meanwhile rather than idle.
func (p *pipeline) waitFor(s *aheadSlot) {
	for {
		select {
		case <-s.ready:
			return
		case j := <-p.jobs:
			p.results.check(j)
		}
	}
}

// finish queues replayed entry e, read from data, for a helper, or
// finishes it now; state is the game's state after it.
func (p *pipeline) finish(e *Entry, data []byte, state adjudicator.State) {
	j := resultJob{data: data, e: *e}
	if needsOptions(e.Result.Owed) {
		j.state = state
	}
	if p.jobs != nil {
		// No copy of state: the replay goes on from it but never changes
		// it (a game applies each answer to a clone, adjudicator.State).
		select {
		case p.jobs <- j:
			return
		default: // the queue is full: now
		}
	}
	p.results.check(j)
}

// firstBad is the first entry found to differ so far, or 0.
func (p *pipeline) firstBad() int { return p.results.firstBad() }

// wait lets the helpers finish the entries queued and go; it returns the
// first entry found to differ, or 0, and what is wrong with it.
func (p *pipeline) wait() (int, error) {
	if p.jobs != nil {
		close(p.done)
		p.drain() // beside the helpers, not waiting for them
		close(p.jobs)
		p.wg.Wait()
	}
	return p.results.result()
}

// drain finishes the replayed entries still queued.
func (p *pipeline) drain() {
	for {
		select {
		case j := <-p.jobs:
			p.results.check(j)
		default:
			return
		}
	}
}
