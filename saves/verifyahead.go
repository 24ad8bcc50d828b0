package saves

import (
	"encoding/json"
	"fmt"
	"runtime"

	"github.com/mincio/mincio/adjudicator/dice"
)

// The signature checks of verification run ahead of the replay, on every
// core: each entry's file is read, decoded, its host signature and its
// input's signature checked by a pool of workers, while the replay, which
// must go in log order on one core, takes the results entry by entry. The
// replay then makes its checks in the same order it would alone, so the
// first bad entry, and what is said of it, are those of a sequential check.

// checked is what the workers found for one entry.
type checked struct {
	data    []byte
	readErr error  // from reading log/NNNNNN.json
	e       *Entry // its head, and its recorded rolls (decodeHead)
	decErr  error
	sigErr  error // host signature on the entry
	in      *Input
	inErr   error // reading the input and checking its signature
}

// aheadWindow bounds how many entries the workers may be ahead of the
// replay, so memory does not grow with the log.
const aheadWindow = 64

// ahead hands out the workers' results in log order; for a short log,
// which workers would not speed up, it checks each entry when asked.
type ahead struct {
	results chan chan *checked
	done    chan struct{}
	inline  *verifier // set for a short log
	n       int       // the last entry checked inline
}

// next waits for the next entry's result.
func (a *ahead) next() *checked {
	if a.inline != nil {
		a.n++
		return a.inline.check(a.inline.f, a.n)
	}
	return <-<-a.results
}

// stop lets the workers go; call it once the replay is over.
func (a *ahead) stop() {
	if a.inline == nil {
		close(a.done)
	}
}

// parallelFrom is the length from which a log is checked by workers: a
// shorter one costs less than starting them.
const parallelFrom = 16

// checkAhead starts the workers on entries 1 to head.
func (v *verifier) checkAhead(head int) *ahead {
	if head < parallelFrom {
		return &ahead{inline: v}
	}
	// The workers check each input against its side's key as it stood at
	// that entry (a moderator's replace changes it), so they read the acts
	// from a folder of their own that sees the whole log; the replay's
	// folder only grows as it goes. A log whose acts cannot be listed is
	// checked inline, where the replay names the damage.
	rf, err := v.f.readerAt(head)
	if err != nil {
		return &ahead{inline: v}
	}
	a := &ahead{results: make(chan chan *checked, aheadWindow), done: make(chan struct{})}
	type job struct {
		n   int
		out chan *checked
	}
	jobs := make(chan job)
	for range runtime.GOMAXPROCS(0) {
		go func() {
			for j := range jobs {
				j.out <- v.check(rf, j.n)
			}
		}()
	}
	go func() {
		defer close(jobs)
		for n := 1; n <= head; n++ {
			j := job{n, make(chan *checked, 1)}
			select {
			case a.results <- j.out:
			case <-a.done:
				return
			}
			select {
			case jobs <- j:
			case <-a.done:
				return
			}
		}
	}()
	return a
}

// check reads entry n and checks both its signatures; f is the folder its
// input is read from (readerAt's for the workers, the replay's inline).
func (v *verifier) check(f *Folder, n int) *checked {
	c := new(checked)
	name := "log/" + entryName(n) + ".json"
	if c.data, c.readErr = readFile(v.f.path(name)); c.readErr != nil {
		return c
	}
	if c.e, c.decErr = decodeHead(c.data); c.decErr != nil {
		return c
	}
	c.sigErr = v.checkSig(fmt.Sprintf("entry %d (%s)", n, name), c.data, name)
	if c.e.N == n { // otherwise the replay stops before it reads the input
		c.in, c.inErr = f.readInput(c.e)
	}
	return c
}

// entryHead is an entry without its recorded result, but for the rolls
// its replay draws: the rest of the result is compared as a whole with
// what the replay gives (resultcheck.go), so it need not be decoded.
type entryHead struct {
	Entry
	Result struct {
		Rolls []dice.Roll `json:"rolls"`
	} `json:"result"` // shadows Entry.Result
}

// decodeHead reads an entry's head and rolls. Whether the file is in
// canonical form is known once the entry is compared as a whole.
func decodeHead(data []byte) (*Entry, error) {
	var h entryHead
	if err := json.Unmarshal(data, &h); err != nil {
		return nil, fmt.Errorf("not valid JSON: %v", err)
	}
	e := &h.Entry
	e.Result = Result{Rolls: h.Result.Rolls}
	return e, nil
}

// readerAt is a folder that reads the log on disk up to entry head, for
// the workers: it lists the acts (seats.go) once, before they start, and
// is only read after that.
func (f *Folder) readerAt(head int) (*Folder, error) {
	last, data, err := f.readEntry(head)
	if err != nil {
		return nil, err
	}
	rf := &Folder{Dir: f.Dir, Header: f.Header, Scenario: f.Scenario, System: f.System,
		n: head, last: last, lastFile: data, headerBytes: f.headerBytes, fs: f.fs}
	if _, err := rf.actEntries(); err != nil {
		return nil, err
	}
	return rf, nil
}
