package scenarios_test

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/scenarios"
)

// TestSideChoices: side-choices=SIDE:PLAYER, sides comma-separated or the
// option repeated, other options ignored; a side twice or a pair without
// SIDE:PLAYER refused naming the option.
func TestSideChoices(t *testing.T) {
	got, err := scenarios.SideChoices([]string{"reactions=ask", "side-choices=italy:bob, austria : carl", "SIDE-CHOICES=france:mac"})
	if err != nil || len(got) != 3 || got["italy"] != "bob" || got["austria"] != "carl" || got["france"] != "mac" {
		t.Fatalf("got %v, %v", got, err)
	}
	if got, err := scenarios.SideChoices([]string{"press=none"}); got != nil || err != nil {
		t.Fatalf("no side-choices: got %v, %v", got, err)
	}
	for _, c := range []struct {
		opts []string
		want string
	}{
		{[]string{"side-choices=italy"}, `--option: "side-choices=italy": write side-choices=SIDE:PLAYER`},
		{[]string{"side-choices=italy:,austria:carl"}, "write side-choices=SIDE:PLAYER"},
		{[]string{"side-choices=italy:bob", "side-choices=italy:ann"}, "side italy named twice in side-choices"},
	} {
		if _, err := scenarios.SideChoices(c.opts); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: error %v, want %q", c.opts, err, c.want)
		}
	}
}

// TestApplySideChoices: the scenario takes side-choices as the core's
// option, not as a rule its system reads, and refuses a side it lacks.
func TestApplySideChoices(t *testing.T) {
	sc, err := scenarios.Load("custoza-23.2")
	if err != nil {
		t.Fatal(err)
	}
	if err := sc.ApplyOptions([]string{"side-choices=italy:bob", "reactions=ask"}); err != nil {
		t.Fatal(err)
	}
	if v, ok := sc.Rule("side-choices"); ok {
		t.Fatalf("side-choices became a rule: %q", v)
	}
	err = sc.ApplyOptions([]string{"side-choices=prussia:bob"})
	if err == nil || !strings.Contains(err.Error(), `side-choices: scenario custoza-23.2 has no side "prussia" (its sides: `) {
		t.Fatalf("an unknown side: %v", err)
	}
}

// FuzzSideChoices: any option text is read or refused, never a panic, and
// what is read names a side and a player each time.
func FuzzSideChoices(f *testing.F) {
	for _, s := range []string{"side-choices=italy:bob", "side-choices=italy:bob,austria:carl", "side-choices=:", "side-choices=a:b,a:c", "x=y"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := scenarios.SideChoices([]string{s})
		if err != nil {
			return
		}
		for side, player := range got {
			if side == "" || player == "" {
				t.Fatalf("%q read as %v", s, got)
			}
		}
	})
}
