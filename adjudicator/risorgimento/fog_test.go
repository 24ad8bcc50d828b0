package risorgimento

import (
	"bytes"
	"encoding/json"
	"errors"
	"github.com/mincio/mincio/adjudicator"
	"strings"
	"testing"
)

// TestFogOwnBookkeeping: 003 hides no unit (docs/fog-of-war-risorgimento.md)
// but a side's own bookkeeping (its brigades' orders status) is its own:
// two positions that differ only in the Austrian orders status look the
// same to France.
func TestFogOwnBookkeeping(t *testing.T) {
	a := newSkirmish(t)
	b := newSkirmish(t)
	b.brigade("ad").Orders = "failed"
	va, vb := a.View("france"), b.View("france")
	if !bytes.Equal(va.Data, vb.Data) || va.Text != vb.Text {
		t.Fatal("France sees the Austrian orders status")
	}
	if bytes.Equal(a.View("austria").Data, b.View("austria").Data) {
		t.Fatal("Austria does not see its own orders status")
	}
	var d ViewData
	if err := json.Unmarshal(va.Data, &d); err != nil {
		t.Fatal(err)
	}
	if len(d.Units) != len(a.Units) || len(va.Pieces) == 0 {
		t.Fatalf("France's view lacks units: %d of %d, %d pieces", len(d.Units), len(a.Units), len(va.Pieces))
	}
	for _, g := range va.Groups[1:] {
		if a.w.corpsOf(a.w.brigade(g.ID).Corps).Side != "france" {
			t.Fatalf("France's template has the Austrian brigade %s", g.ID)
		}
	}
}

// TestRestore: a snapshot restores to the same bytes and decisions.
func TestRestore(t *testing.T) {
	s, _ := play(t, 2, 40)
	snap, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	r, err := System{}.Restore(loadSkirmish(t), snap)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := r.Marshal()
	if !bytes.Equal(snap, again) || len(r.Pending()) != len(s.Pending()) {
		t.Fatal("Restore does not give the same state")
	}
	if _, err := (System{}).Restore(loadSkirmish(t), []byte(`{"units":[]}`)); err == nil {
		t.Fatal("a snapshot of another scenario restored")
	}
}

// TestForbidden: a waiting activation of a corps with none left is
// refused with its rule when the turn ends.
func TestForbidden(t *testing.T) {
	s := newSkirmish(t)
	s.corps("i").Finished = true
	err := s.Forbidden("france", lineOf("activate i"))
	if err == nil || !bytes.Contains([]byte(err.Error()), []byte("(4.54, 4.56)")) {
		t.Fatalf("Forbidden: %v", err)
	}
	if err := s.Forbidden("france", lineOf("activate ii")); err != nil {
		t.Fatalf("ii may be activated: %v", err)
	}
	// An enemy corps that has acted is refused with 2.41, not "not
	// needed": the line was never France's to give.
	s.corps("v").Acts = 1
	err = s.Forbidden("france", lineOf("activate v"))
	if err == nil || errors.Is(err, adjudicator.ErrSpent) || !strings.Contains(err.Error(), "(2.41)") {
		t.Fatalf("activate v, Austria's: %v, want refused citing 2.41", err)
	}
}

// TestCloneIndependent: changing a clone leaves the state as it was. A
// brigade's Start is shared by clones, read only and replaced whole.
func TestCloneIndependent(t *testing.T) {
	s, _ := play(t, 5, 60)
	before, _ := s.Marshal()
	c := s.Clone().(*State)
	c.Units[0].Hits++
	c.Brigades[0].Start = []string{"x"}
	c.Act.Passes = append(c.Act.Passes, Pass{})
	c.Decided = append(c.Decided, "x")
	c.Control[0] = "x"
	after, _ := s.Marshal()
	if !bytes.Equal(before, after) {
		t.Fatal("a change to the clone changed the state")
	}
}
