package saves

import (
	"slices"
	"testing"
	"time"
)

func TestOverviewOwingSinceAndDeadline(t *testing.T) {
	w := newDeadlineWorld(t)
	w.submitAt(t, at(time.Hour), orders(t, w.red, "red", 1, "turn 1\nroll\n"))
	f, err := Open(w.dir)
	if err != nil {
		t.Fatal(err)
	}
	o, err := f.Overview()
	if err != nil {
		t.Fatal(err)
	}
	// blue owes its act since the game began; red owes nothing
	if o.Game != "g1" || o.Turn != 1 || o.Over != "" || len(o.Owes) != 1 || o.Reports == 0 {
		t.Fatalf("overview %+v", o)
	}
	b := o.Owes[0]
	if b.Side != "blue" || !slices.Equal(b.Kinds, []string{"turn"}) || !b.Since.Equal(t0) || !b.Deadline.Equal(at(2*day)) || !b.End.Equal(at(3*day)) || b.Missed != 0 {
		t.Fatalf("blue owes %+v", b)
	}
	tickAt(t, w.dir, at(3*day))
	f, _ = Open(w.dir)
	o, _ = f.Overview()
	if o.Turn != 2 || len(o.Owes) != 2 || o.Owes[1].Side != "blue" || o.Owes[1].Missed != 1 || !o.Owes[1].Since.Equal(at(3*day)) {
		t.Fatalf("after the missed turn: %+v", o)
	}
}
