package check

import (
	"testing"

	"github.com/mincio/mincio/adjudicator"
)

// releasable is a state that counts its releases.
type releasable struct {
	adjudicator.State
	released int
}

func (r *releasable) Release() { r.released++ }

// A part's collected states are each released once, but those kept;
// a system whose states are no Releaser collects nothing.
func TestReleaseKeepsEnds(t *testing.T) {
	c := collect[*releasable]()
	a, b, e := &releasable{}, &releasable{}, &releasable{}
	for _, st := range []*releasable{a, e, b} {
		if c.note(st) != st {
			t.Fatal("note changed the state")
		}
	}
	c.release([]*releasable{e, nil})
	if a.released != 1 || b.released != 1 || e.released != 0 {
		t.Errorf("released %d %d, kept end %d times", a.released, b.released, e.released)
	}
	c.release(nil)
	if a.released != 1 || len(c.states) != 0 {
		t.Errorf("a second release released again (%d) or kept %d", a.released, len(c.states))
	}
	if p := collect[adjudicator.State](); p != nil || p.note(a) != a {
		t.Error("a state that is no Releaser: collected")
	}
}
