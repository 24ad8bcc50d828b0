package saves

import (
	"runtime"
	"sync"

	"github.com/mincio/mincio/adjudicator"
)

// Listing the decisions an entry leaves owed, with their Options, costs
// more than the rest of replaying it (legal move destinations are path
// searches). Verification therefore replays with briefState, whose owed
// decisions come without Options, and checks the full ones apart, on a
// copy of the state, on other cores, while the replay goes on. The result
// is the same check: every recorded owed decision is listed again, byte
// for byte, from the state it was recorded at.

// briefState is a State whose Pending lists decisions as Brief does.
type briefState struct{ adjudicator.State }

func (b briefState) Pending() []adjudicator.Decision { return adjudicator.BriefOf(b.State) }
func (b briefState) Brief() []adjudicator.Decision   { return adjudicator.BriefOf(b.State) }
func (b briefState) Clone() adjudicator.State        { return briefState{b.State.Clone()} }

// owedChecks compares the recorded owed decisions of entries with what the
// rules list, on a pool of workers, and remembers the first that differs.
type owedChecks struct {
	jobs   chan owedJob
	wg     sync.WaitGroup
	mu     sync.Mutex
	bad    int  // first entry whose owed decisions differ; 0 if none yet
	inline bool // a short log: no workers
}

type owedJob struct {
	n     int
	state adjudicator.State // a copy nobody else touches
	want  []adjudicator.Decision
}

// startOwedChecks starts workers for a long log; for a short one, add
// checks at once.
func startOwedChecks(long bool) *owedChecks {
	o := &owedChecks{jobs: make(chan owedJob, aheadWindow), inline: !long}
	if !long {
		return o
	}
	for range runtime.GOMAXPROCS(0) {
		o.wg.Add(1)
		go func() {
			defer o.wg.Done()
			for j := range o.jobs {
				o.check(j)
			}
		}()
	}
	return o
}

// add queues entry n: state is the game's state after it, want what the
// entry recorded.
func (o *owedChecks) add(n int, state adjudicator.State, want []adjudicator.Decision) {
	if b, ok := state.(briefState); ok {
		state = b.State // Pending in full
	}
	if o.inline {
		o.check(owedJob{n, state, want})
		return
	}
	o.jobs <- owedJob{n, state.Clone(), want}
}

func (o *owedChecks) check(j owedJob) {
	if !sameOwed(j.state.Pending(), j.want) {
		o.mu.Lock()
		if o.bad == 0 || j.n < o.bad {
			o.bad = j.n
		}
		o.mu.Unlock()
	}
}

// firstBad is the first entry found to differ so far, or 0.
func (o *owedChecks) firstBad() int {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.bad
}

// wait finishes the checks and returns the first entry that differs, or 0.
func (o *owedChecks) wait() int {
	close(o.jobs)
	o.wg.Wait()
	return o.bad
}

// sameOwed compares two lists as results record them.
func sameOwed(got, want []adjudicator.Decision) bool {
	if got == nil {
		got = []adjudicator.Decision{}
	}
	a, err1 := encodeJSON(got)
	b, err2 := encodeJSON(want)
	return err1 == nil && err2 == nil && string(a) == string(b)
}
