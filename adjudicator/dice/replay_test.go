package dice

import (
	"errors"
	"slices"
	"testing"
)

var logged = []Roll{
	{"initiative", 10, 7},
	{"initiative Austria", 6, 2},
	{"combat 1305", 6, 5},
}

func TestReplayMatches(t *testing.T) {
	r := NewReplay(logged)
	for _, want := range logged {
		if got := r.Roll(want.Sides, want.Purpose); got != want.Value {
			t.Errorf("Roll(%d, %q) = %d, want %d", want.Sides, want.Purpose, got, want.Value)
		}
	}
	if err := r.Err(); err != nil {
		t.Errorf("Err() = %v", err)
	}
	if err := r.Done(); err != nil {
		t.Errorf("Done() = %v", err)
	}
	if got := r.Rolls(); !slices.Equal(got, logged) {
		t.Errorf("Rolls() = %v", got)
	}
}

func TestReplayCopiesInput(t *testing.T) {
	in := slices.Clone(logged)
	r := NewReplay(in)
	in[0].Value = 1
	if got := r.Roll(10, "initiative"); got != 7 {
		t.Errorf("Replay saw a change to the caller's slice: got %d", got)
	}
}

func TestReplayMismatch(t *testing.T) {
	type ask struct {
		sides   int
		purpose string
	}
	for _, tc := range []struct {
		name     string
		recorded []Roll
		asks     []ask
		want     string
		wantVals []int
	}{
		{
			name:     "sides and purpose",
			recorded: []Roll{{"initiative Austria", 6, 3}, {"initiative Piedmont", 6, 4}, {"initiative", 10, 9}},
			asks:     []ask{{6, "initiative Austria"}, {6, "initiative Piedmont"}, {6, "combat 1305"}, {6, "combat 1306"}},
			want:     "roll 3: rules asked for d6 (combat 1305) but the log recorded d10 (initiative)",
			wantVals: []int{3, 4, 1, 1},
		},
		{
			name:     "purpose only",
			recorded: []Roll{{"combat 1305", 6, 6}},
			asks:     []ask{{6, "combat 1306"}},
			want:     "roll 1: rules asked for d6 (combat 1306) but the log recorded d6 (combat 1305)",
			wantVals: []int{1},
		},
		{
			name:     "past the end",
			recorded: []Roll{{"morale", 6, 2}, {"morale", 6, 5}},
			asks:     []ask{{6, "morale"}, {6, "morale"}, {6, "rout"}},
			want:     "roll 3: rules asked for d6 (rout) but the log recorded only 2 rolls",
			wantVals: []int{2, 5, 1},
		},
		{
			name:     "empty log",
			recorded: nil,
			asks:     []ask{{10, ""}},
			want:     "roll 1: rules asked for d10 but the log recorded only 0 rolls",
			wantVals: []int{1},
		},
		{
			name:     "impossible value",
			recorded: []Roll{{"fire", 6, 7}},
			asks:     []ask{{6, "fire"}},
			want:     "roll 1: the log recorded d6=7 (fire), which is not a possible d6 result",
			wantVals: []int{1},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := NewReplay(tc.recorded)
			var vals []int
			for _, a := range tc.asks {
				vals = append(vals, r.Roll(a.sides, a.purpose))
			}
			if !slices.Equal(vals, tc.wantVals) {
				t.Errorf("values = %v, want %v", vals, tc.wantVals)
			}
			err := r.Err()
			if err == nil {
				t.Fatal("Err() = nil")
			}
			if err.Error() != tc.want {
				t.Errorf("Err():\n got %s\nwant %s", err, tc.want)
			}
			var m *MismatchError
			if !errors.As(err, &m) {
				t.Errorf("Err() is %T, want *MismatchError", err)
			}
			if got := r.Mark(); got != len(tc.asks) {
				t.Errorf("Mark() = %d, want %d", got, len(tc.asks))
			}
		})
	}
}

func TestReplayDone(t *testing.T) {
	r := NewReplay(logged)
	r.Roll(10, "initiative")
	err := r.Done()
	const want = "roll 2: the log recorded 2 more rolls than the rules asked for, starting with d6=2 (initiative Austria)"
	if err == nil || err.Error() != want {
		t.Fatalf("Done():\n got %v\nwant %s", err, want)
	}
	var u *UnusedError
	if !errors.As(err, &u) || !slices.Equal(u.Unused, logged[1:]) {
		t.Errorf("Done() = %#v", err)
	}
	r.Roll(6, "initiative Austria")
	if err := r.Done(); err == nil || err.Error() != "roll 3: the log recorded 1 more roll than the rules asked for, starting with d6=5 (combat 1305)" {
		t.Errorf("Done() = %v", err)
	}
	if r.Err() != nil {
		t.Errorf("Err() = %v", r.Err())
	}
}

func TestReplayRewind(t *testing.T) {
	r := NewReplay(logged)
	r.Roll(10, "initiative")
	mark := r.Mark()
	// An input that the engine will reject asks for rolls the log does not
	// have (it recorded none for the rejected input).
	r.Roll(6, "combat 9999")
	r.Roll(6, "combat 9999")
	if r.Err() == nil {
		t.Fatal("Err() = nil before Rewind")
	}
	r.Rewind(mark)
	if err := r.Err(); err != nil {
		t.Errorf("after Rewind, Err() = %v; a mismatch in forgotten rolls should be forgotten", err)
	}
	if got := r.Rolls(); !slices.Equal(got, logged[:1]) {
		t.Errorf("after Rewind, Rolls() = %v", got)
	}
	for _, want := range logged[1:] {
		if got := r.Roll(want.Sides, want.Purpose); got != want.Value {
			t.Errorf("after Rewind, Roll(%d, %q) = %d, want %d", want.Sides, want.Purpose, got, want.Value)
		}
	}
	if r.Err() != nil || r.Done() != nil {
		t.Errorf("Err() = %v, Done() = %v", r.Err(), r.Done())
	}

	// A mismatch before the mark survives the rewind.
	r = NewReplay(logged)
	r.Roll(6, "wrong")
	r.Roll(6, "initiative Austria")
	r.Rewind(1)
	if r.Err() == nil {
		t.Error("Rewind forgot a mismatch before the mark")
	}
}
