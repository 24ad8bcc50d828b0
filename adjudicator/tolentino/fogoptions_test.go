package tolentino

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/mincio/mincio/adjudicator"
)

// fogChanges are what a side may not see of an enemy counter out of its
// sight: its state, and which hidden stack it is in.
func fogChanges(s *State, side adjudicator.Side, u *Unit) map[string]func(c *State) {
	ch := map[string]func(c *State){
		"routed":     func(c *State) { c.unit(u.ID).Dis = routed },
		"disordered": func(c *State) { c.unit(u.ID).Dis = disorder },
		"state": func(c *State) {
			v := c.unit(u.ID)
			v.Reduced, v.Morale, v.March, v.Flag, v.OOC, v.Order, v.Acted, v.Moved = true, -2, true, true, true, "attack", true, true
		},
	}
	// another hidden stack of the same side, with this one still occupied
	stays := false
	for _, w := range s.Units {
		if w == u || !w.On || w.Gone || s.spec(w.ID).Side == side {
			continue
		}
		if w.Hex == u.Hex {
			stays = true
		}
	}
	if stays {
		for _, w := range s.Units {
			if w.On && !w.Gone && w.Hex != u.Hex && s.spec(w.ID).Side == s.spec(u.ID).Side && !s.visibleTo(side, w.Hex) {
				to := w.Hex
				ch["moved to another hidden stack"] = func(c *State) { c.unit(u.ID).Hex = to }
				break
			}
		}
	}
	return ch
}

// ownDecisions is what side reads of the decisions owed: its own in full.
func ownDecisions(s *State, side adjudicator.Side) []byte {
	var own []adjudicator.Decision
	for _, d := range s.Pending() {
		if d.Side == side {
			own = append(own, d)
		}
	}
	b, _ := json.Marshal(own)
	return b
}

// Test11_3_2_FogOptionsIndistinguishable: over more than 1,000 positions
// of random games, changing anything the deciding side may not see of an
// enemy counter changes nothing it is shown: not its view (text, data,
// pieces), nor the decisions it owes (prompt, options, default). With
// -short (`make test`) over 100 positions; `make test-long`, which CI
// runs, over the 1,000.
func Test11_3_2_FogOptionsIndistinguishable(t *testing.T) {
	t.Parallel() // long: beside the other long ones
	want := 1000
	if testing.Short() {
		want = 100
	}
	states, changes, leaks := 0, 0, 0
	for seed := uint64(1); states < want && seed < 200; seed++ {
		s := newGame(t)
		pick := rand.New(rand.NewPCG(seed, 7))
		r := newSeeded(seed)
		for step := 0; !s.Over && step < 4000; step++ {
			p := s.Pending()
			d := p[0]
			if step%7 == 0 {
				states++
				side := d.Side
				wantView := s.View(side)
				wantOwed := ownDecisions(s, side)
				n := 0
				for _, u := range s.Units {
					if !u.On || u.Gone || s.spec(u.ID).Side == side || s.visibleTo(side, u.Hex) {
						continue
					}
					if n++; n > 2 {
						break
					}
					for name, change := range fogChanges(s, side, u) {
						c := s.clone()
						change(c)
						changes++
						got := c.View(side)
						gotOwed := ownDecisions(c, side)
						if got.Text != wantView.Text || !bytes.Equal(got.Data, wantView.Data) || !reflect.DeepEqual(got.Pieces, wantView.Pieces) || !bytes.Equal(gotOwed, wantOwed) {
							leaks++
							if leaks <= 5 {
								t.Errorf("seed %d step %d (%s, %s to decide): hidden %s %s: %s sees a difference:\n%s\n%s", seed, step, d.Kind, side, u.ID, name, side, wantOwed, gotOwed)
							}
						}
					}
				}
			}
			text := d.Options[pick.IntN(len(d.Options))]
			if step%5 == 4 {
				text = d.Options[0]
			}
			if _, err := s.Apply(d, lineOf(t, text), r); err != nil {
				t.Fatalf("seed %d: listed option %q refused: %v", seed, text, err)
			}
		}
	}
	t.Logf("%d positions, %d changes, %d leaks", states, changes, leaks)
	if states < want {
		t.Fatalf("only %d positions", states)
	}
	if leaks > 0 {
		t.Fatalf("%d of %d changes were visible", leaks, changes)
	}
}
