package saves

import (
	"bytes"
	"fmt"
	"slices"
	"sync"

	"github.com/mincio/mincio/adjudicator"
)

// Each replayed entry is finished apart, by a helper on another core
// while the replay goes on (verifypipe.go): the whole entry, its head as
// read and its result as replayed, is encoded and compared with the file,
// byte for byte. An entry records its owed decisions without their Options
// (Game.BriefOwed, adjudicator.Briefer: listing them costs more than the
// rest of replaying the entry, as Tolentino's `move … to` samples are path
// searches; the reports list them, from the state). Entries written by
// earlier versions of mincio record the Options too: for those, the
// Options are listed from the state the entry was recorded at, and the
// entry compared again.
//
// That one comparison is the three that verification made before: the
// file is in canonical form (the encoding of what it decodes to), its
// result less the owed decisions encodes as the replayed one, and so do
// its owed decisions. The file equals the encoding of its head with the
// replayed result exactly when all three hold: an entry's encoding is made
// of the encodings of its fields, and encoding what an encoded entry
// decodes to gives it back (as every entry the host writes must, to verify
// at all). When it differs, diagnose says which, in the words of the three.

// resultChecks remembers the first entry that differs.
type resultChecks struct {
	mu      sync.Mutex
	bad     int    // first entry that differs; 0 if none yet
	badData []byte // its file
}

type resultJob struct {
	data  []byte            // the entry's file
	e     Entry             // its head as read, its result as replayed
	state adjudicator.State // for the Options of an older entry (only read); nil if none are missing
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

// check compares the entry with its file: as replayed, which is how
// mincio records owed decisions (without their Options, as Brief lists
// them); failing that, with the Options filled in from Pending, which is
// how entries written by earlier versions of mincio record them.
func (o *resultChecks) check(j resultJob) {
	if j.matches() {
		return
	}
	if j.state != nil {
		if full, ok := withOptions(j.e.Result.Owed, j.state); ok {
			j.e.Result.Owed = full
			if j.matches() {
				return
			}
		}
	}
	o.fail(j)
}

// matches reports whether the entry encodes as its file.
func (j *resultJob) matches() bool {
	buf := encodeBuffers.Get().(*[]byte) // encoded only to compare
	defer encodeBuffers.Put(buf)
	got, err := appendEntry((*buf)[:0], &j.e)
	*buf = got
	return err == nil && bytes.Equal(got, j.data)
}

// withOptions fills in the Options of the owed decisions listed without
// them, from st's Pending, which lists the same decisions in the same
// order as Brief; ok is false when the two lists do not match.
func withOptions(owed []adjudicator.Decision, st adjudicator.State) ([]adjudicator.Decision, bool) {
	if !needsOptions(owed) {
		return owed, true
	}
	full := st.Pending()
	out := slices.Clone(owed)
	for i := range out {
		if len(out[i].Options) > 0 {
			continue
		}
		if len(full) != len(out) || full[i].Side != out[i].Side || full[i].Kind != out[i].Kind {
			return owed, false
		}
		out[i].Options = full[i].Options
	}
	return out, true
}

func (o *resultChecks) fail(j resultJob) {
	o.mu.Lock()
	if o.bad == 0 || j.e.N < o.bad {
		o.bad, o.badData = j.e.N, j.data
	}
	o.mu.Unlock()
}

// firstBad is the first entry found to differ so far, or 0.
func (o *resultChecks) firstBad() int {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.bad
}

// result is the first entry that differs, or 0, and what is wrong with
// it; once every check is made.
func (o *resultChecks) result() (int, error) {
	if o.bad == 0 {
		return 0, nil
	}
	return o.bad, diagnose(o.bad, o.badData)
}

// diagnose says what is wrong with entry n, whose file data differs from
// what its replay gives: its form, or its result.
func diagnose(n int, data []byte) error {
	what := fmt.Sprintf("entry %d (log/%s.json)", n, entryName(n))
	if err := decodeCanonical(data, new(Entry)); err != nil {
		return fmt.Errorf("%s: %v", what, err)
	}
	return fmt.Errorf("%s: replaying the input does not reproduce the recorded result", what)
}
