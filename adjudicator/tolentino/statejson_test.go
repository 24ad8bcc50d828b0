package tolentino

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/internal/jsonw"
	"github.com/mincio/mincio/internal/jsonw/jsonwtest"
)

// TestMarshalIsJSONMarshal: State.Marshal writes the bytes json.Marshal
// writes, for states whose every field, at every depth, is set at random
// (zero or not, odd strings and unprintable hexes now and then), so a
// field added to the state and not to Marshal fails here.
func TestMarshalIsJSONMarshal(t *testing.T) {
	rng := rand.New(rand.NewPCG(1815, 5))
	fast := 0
	for i := range 400 {
		var s State
		jsonwtest.Fill(reflect.ValueOf(&s).Elem(), rng)
		sameAsJSONMarshal(t, &s, i)
		var w jsonw.Writer
		if s.appendJSON(&w); !w.Slow {
			fast++
		}
	}
	if fast < 100 {
		t.Fatalf("only %d of 400 states written without json.Marshal", fast)
	}
}

// TestMarshalIsJSONMarshalInPlay: the same on the states of a game, which
// Marshal writes without falling back to json.Marshal.
func TestMarshalIsJSONMarshalInPlay(t *testing.T) {
	s := newGame(t)
	for turn := 0; !s.Over && turn < 4; turn++ {
		sameAsJSONMarshal(t, s, turn)
		var w jsonw.Writer
		if s.appendJSON(&w); w.Slow {
			t.Fatalf("turn %d: Marshal fell back to json.Marshal", s.Turn)
		}
		playRandom(t, s, 3, 1)
	}
	sameAsJSONMarshal(t, s, -1)
}

func sameAsJSONMarshal(t *testing.T, s *State, i int) {
	t.Helper()
	got, err := s.Marshal()
	want, wantErr := json.Marshal(s)
	if (err == nil) != (wantErr == nil) || !bytes.Equal(got, want) {
		t.Fatalf("state %d:\n Marshal      %s (%v)\n json.Marshal %s (%v)", i, got, err, want, wantErr)
	}
}

// TestGameMarshalIsJSONMarshal: a game of Tolentino, its state appended
// by AppendMarshal, encodes as json.Marshal encodes its snapshot, ended
// or not, at its first encoding and at the next.
func TestGameMarshalIsJSONMarshal(t *testing.T) {
	g, err := adjudicator.NewGame(System{}, load(t))
	if err != nil {
		t.Fatal(err)
	}
	playRandom(t, g.State.(*State), 4, 1)
	for i := range 3 {
		if i == 2 {
			g.Ended, g.DrawOffers = &adjudicator.Outcome{Winner: Naples, Text: "resigned <b>"}, []adjudicator.Side{Austria}
		}
		st, err := json.Marshal(g.State)
		if err != nil {
			t.Fatal(err)
		}
		want, err := json.Marshal(struct {
			Orders     []adjudicator.SideOrders `json:"orders"`
			State      json.RawMessage          `json:"state"`
			Ended      *adjudicator.Outcome     `json:"ended,omitempty"`
			DrawOffers []adjudicator.Side       `json:"draw_offers,omitempty"`
		}{g.Orders, st, g.Ended, g.DrawOffers})
		if err != nil {
			t.Fatal(err)
		}
		if got, err := g.Marshal(); err != nil || !bytes.Equal(got, want) {
			t.Fatalf("encoding %d:\n Marshal      %s (%v)\n json.Marshal %s", i, got, err, want)
		}
	}
}
