package tolentino

import (
	"strings"
	"testing"
)

// Test3_1_FullTurn drives turn 2 from its Command phase to turn 3 with a
// scripted roller, answering every decision with its first listed option
// (the always-legal one), and checks the order of the steps of 3.1.
func Test3_1_FullTurn(t *testing.T) {
	s := newGame(t)
	playRandom(t, s, 1, 1) // turn 1
	if s.Turn != 2 || s.Stage != stOrders || s.Side != Naples {
		t.Fatalf("turn 2 starts at %s for %s", s.Stage, s.Side)
	}
	r := &script{vals: []int{6, 1}} // the first initiative: Naples
	var seen []string
	for s.Turn == 2 {
		d := s.Pending()[0]
		if len(seen) == 0 || seen[len(seen)-1] != d.Kind {
			seen = append(seen, d.Kind)
		}
		do(t, s, r, d.Options[0])
	}
	got := strings.Join(seen, " ")
	if !strings.HasPrefix(got, "orders activate") {
		t.Errorf("turn 2 starts %q, want the Orders step then an activation (3.1 A)", got)
	}
	for _, want := range []string{"activate officer move ooc reorg activate", "ooc attack reorg"} {
		if !strings.Contains(got, want) {
			t.Errorf("steps %q lack %q (3.1 B)", got, want)
		}
	}
	if r.asked[0] != "initiative naples" || r.asked[1] != "initiative austria" {
		t.Errorf("first rolls %v", r.asked[:2])
	}
	for _, f := range s.Forms {
		if f.Done {
			t.Errorf("%s still activated on turn 3 (3.1 C)", f.ID)
		}
	}
	activations := strings.Count(got, "activate")
	if activations != 8 { // r av t e s ii gd l (iii arrives on turn 7)
		t.Errorf("%d activations on turn 2, want 8: %s", activations, got)
	}
}
