package custoza

import (
	"slices"
	"testing"
)

// 3 (Goito A–E): the basic sequence of play, phase by phase, the one step
// endPhase going from each to the next: the set-up, the initiative (3·1),
// the Engaged Formations Action Phase (3·2) opened by the Initiative
// player, the Non Activated Formations Phase (3·3, no stop), the Out of
// Command Units Phase (3·4: "Initiative Player units move second"), the
// End of the Game Turn (3·5), then the next turn; Goito's II Corps choice
// (16.1) comes before the End of Turn IV only.
func Test3_BasicSequenceOfPlay(t *testing.T) {
	names := func(r *rig) []string {
		var out []string
		for _, p := range r.s.b.seq.turn {
			out = append(out, p.name)
		}
		return out
	}
	r := shipped(t, "custoza-23.1")
	if got, want := names(r), []string{stStart, stActivate, "non-activated", stOOC, stEndTurn}; !slices.Equal(got, want) {
		t.Fatalf("the basic game's phases: %v, want %v", got, want)
	}
	s := r.s
	stop := func(stage, side string) {
		t.Helper()
		if s.Stage != stage || string(s.Side) != side {
			t.Fatalf("at %s for %s, want %s for %s", s.Stage, s.Side, stage, side)
		}
	}
	stop(stSetup, "italy")
	s.endPhase(stSetup, r.dice)
	stop(stStart, string(s.b.sides[0]))
	turn, phase := s.Turn, s.Phase
	s.Initiative = "austria"
	s.endPhase(stStart, r.dice)
	stop(stActivate, "austria")
	s.endActionPhase(r.dice)
	stop(stOOC, "italy")
	if s.Phase != phase+1 {
		t.Fatalf("phase counter %d after the action phase, want %d (9.6.1)", s.Phase, phase+1)
	}
	s.endPhase(stOOC, r.dice)
	stop(stEndTurn, "italy")
	s.advance(r.dice)
	stop(stStart, string(s.b.sides[0]))
	if s.Turn != turn+1 {
		t.Fatalf("turn %d after the End of the Game Turn, want %d", s.Turn, turn+1)
	}

	g := shipped(t, "goito1848")
	if got, want := names(g), []string{stStart, stActivate, "non-activated", stOOC, stIICorps, stEndTurn}; !slices.Equal(got, want) {
		t.Fatalf("Goito's phases: %v, want %v", got, want)
	}
	for _, c := range []struct {
		turn int
		want string
	}{{3, stEndTurn}, {4, stIICorps}, {5, stEndTurn}} {
		g.s.Turn, g.s.Stage, g.s.IICorps = c.turn, stOOC, ""
		g.s.endPhase(stOOC, g.dice)
		if g.s.Stage != c.want {
			t.Errorf("turn %d: after the Out of Command Units Phase %s, want %s (Goito 16.1: at the end of Turn IV)", c.turn, g.s.Stage, c.want)
		}
	}
}
