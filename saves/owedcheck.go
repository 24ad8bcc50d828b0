package saves

import (
	"runtime"
	"slices"
	"sync"

	"github.com/mincio/mincio/adjudicator"
)

// Listing the decisions an entry leaves owed with their Options costs more
// than the rest of replaying it (Tolentino's legal move destinations are
// path searches). Verification therefore replays with Game.BriefOwed set,
// so the owed decisions come without Options (adjudicator.Briefer), and
// lists the Options apart, on a copy of the state, on other cores, while
// the replay goes on. The check is the same: every recorded owed decision
// is listed again, byte for byte, from the state it was recorded at.

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
	got   []adjudicator.Decision
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

// add queues entry n: state is the game's state after it, got the owed
// decisions its replay listed, want what the entry recorded.
func (o *owedChecks) add(n int, state adjudicator.State, got, want []adjudicator.Decision) {
	if !needsOptions(got) {
		o.compare(n, got, want) // nothing to list: at once, on no copy
		return
	}
	if o.inline {
		o.check(owedJob{n, state, got, want})
		return
	}
	o.jobs <- owedJob{n, state.Clone(), got, want}
}

// needsOptions reports decisions listed without Options: Brief ones.
// Those the engine makes itself (a turn owed) always have them.
func needsOptions(ds []adjudicator.Decision) bool {
	for _, d := range ds {
		if len(d.Options) == 0 {
			return true
		}
	}
	return false
}

// check fills in the Options the replay left out, from Pending, which
// lists the same decisions in the same order as Brief, and compares.
func (o *owedChecks) check(j owedJob) {
	full := j.state.Pending()
	got := slices.Clone(j.got)
	for i := range got {
		if len(got[i].Options) > 0 {
			continue
		}
		if len(full) != len(got) || full[i].Side != got[i].Side || full[i].Kind != got[i].Kind {
			o.fail(j.n)
			return
		}
		got[i].Options = full[i].Options
	}
	o.compare(j.n, got, j.want)
}

func (o *owedChecks) compare(n int, got, want []adjudicator.Decision) {
	if !sameOwed(got, want) {
		o.fail(n)
	}
}

func (o *owedChecks) fail(n int) {
	o.mu.Lock()
	if o.bad == 0 || n < o.bad {
		o.bad = n
	}
	o.mu.Unlock()
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
	a, err1 := encodeJSON(got)
	b, err2 := encodeJSON(want)
	return err1 == nil && err2 == nil && string(a) == string(b)
}
