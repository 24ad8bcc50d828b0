package tolentino

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
)

// playRandom answers decisions with random listed options until the turn
// changes (turns > 0) or the game ends; every listed option must be legal.
func playRandom(t testing.TB, s *State, seed uint64, turns int) int {
	t.Helper()
	pick := rand.New(rand.NewPCG(seed, 7))
	r := newSeeded(seed)
	start := s.Turn
	steps := 0
	for !s.Over && (turns == 0 || s.Turn < start+turns) {
		p := s.Pending()
		if len(p) != 1 {
			t.Fatalf("turn %d %s: %d decisions pending", s.Turn, s.Stage, len(p))
		}
		d := p[0]
		if len(d.Options) == 0 {
			t.Fatalf("turn %d %s: no options", s.Turn, s.Stage)
		}
		text := d.Options[pick.IntN(len(d.Options))]
		if steps%5 == 4 { // make progress: end the step now and then
			text = d.Options[0]
		}
		body := text
		if len(d.Groups) > 0 && d.Groups[0] != "" {
			body = "formation " + d.Groups[0] + "\n" + text // the section the decision reads
		}
		ls, ps := System{lx: s.b.lexicon()}.ParseOrders(d.Side, "test", 1, []byte(body))
		if ps != nil || len(ls) == 0 || ls[len(ls)-1].Kind == adjudicator.Heading {
			t.Fatalf("turn %d %s: listed option %q does not parse: %v", s.Turn, d.Kind, text, ps)
		}
		if _, err := s.Apply(d, ls[len(ls)-1], r); err != nil {
			t.Fatalf("turn %d %s: listed option %q refused: %v", s.Turn, d.Kind, text, err)
		}
		steps++
		if steps > 20000 {
			t.Fatal("no progress")
		}
	}
	return steps
}

// TestWholeGameRandom plays random games to the end: three, one with
// -short.
func TestWholeGameRandom(t *testing.T) {
	t.Parallel() // long: beside the other long ones
	games := uint64(3)
	if testing.Short() {
		games = 1
	}
	for seed := uint64(1); seed <= games; seed++ {
		s := newGame(t)
		playRandom(t, s, seed, 0)
		if s.Outcome() == nil {
			t.Fatalf("seed %d: game not over", seed)
		}
		t.Logf("seed %d: %s", seed, s.Outcome().Text)
	}
}

// TestDeterminism: the same answers and rolls give the same bytes.
func TestDeterminism(t *testing.T) {
	a, b := newGame(t), newGame(t)
	playRandom(t, a, 42, 3)
	playRandom(t, b, 42, 3)
	ma, _ := a.Marshal()
	mb, _ := b.Marshal()
	if !bytes.Equal(ma, mb) {
		t.Fatal("same inputs, different states")
	}
	for _, side := range []adjudicator.Side{Austria, Naples} {
		if va, vb := a.View(side), b.View(side); va.Text != vb.Text || !bytes.Equal(va.Data, vb.Data) {
			t.Fatalf("%s: same inputs, different views", side)
		}
	}
}

// TestMarshalRestore: Restore(Marshal(s)) is s, byte for byte.
func TestMarshalRestore(t *testing.T) {
	s := newGame(t)
	playRandom(t, s, 9, 2)
	data, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	r, err := System{}.Restore(s.b.sc, data)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := r.Marshal()
	if !bytes.Equal(data, again) {
		t.Fatal("round trip changed the state")
	}
	if r.View(Naples).Text != s.View(Naples).Text {
		t.Fatal("restored view differs")
	}
}

// TestRestoreRefusesOtherUnits: a snapshot's units are the scenario's
// counters in scenario order, or it is refused.
func TestRestoreRefusesOtherUnits(t *testing.T) {
	s := newGame(t)
	swapped := s.clone()
	swapped.Units[0], swapped.Units[1] = swapped.Units[1], swapped.Units[0]
	short := s.clone()
	short.Units = short.Units[1:]
	for name, bad := range map[string]*State{"swapped": swapped, "short": short} {
		data, err := bad.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := (System{}).Restore(s.b.sc, data); err == nil || !strings.Contains(err.Error(), "snapshot has") {
			t.Errorf("%s: restored, or the wrong error: %v", name, err)
		}
	}
}

// TestCloneIndependent: changing a clone leaves the original alone.
func TestCloneIndependent(t *testing.T) {
	s := newGame(t)
	before, _ := s.Marshal()
	c := s.Clone().(*State)
	c.Units[0].Hex = hx("0101")
	c.Forms[0].Order = "attack"
	c.Control[0].Side = Naples
	c.unit("murat").Gone = true
	after, _ := s.Marshal()
	if !bytes.Equal(before, after) {
		t.Fatal("clone shares state with the original")
	}
}

func BenchmarkFullTurnRandom(b *testing.B) {
	base := newGame(b)
	playRandom(b, base, 1, 1) // from turn 2 on, a turn with a command phase
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := base.clone()
		playRandom(b, s, uint64(i), 1)
	}
}
