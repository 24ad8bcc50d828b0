package tolentino

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Test11_3_2_FogIndistinguishable: changing anything Naples may not see
// (the contents of Austrian stacks out of its line of sight) changes not a
// byte of its view.
func Test11_3_2_FogIndistinguishable(t *testing.T) {
	base := newGame(t)
	for _, h := range []string{"1312", "1810", "1112"} {
		if base.visibleTo(Naples, hx(h)) {
			t.Fatalf("%s should be out of Neapolitan sight at start", h)
		}
	}
	want := base.View(Naples)
	changes := map[string]func(s *State){
		"disorder":        func(s *State) { s.unit("dt1").Dis = routed },
		"reduced":         func(s *State) { s.unit("wac").Reduced = true },
		"morale":          func(s *State) { s.unit("ec1").Morale = -1 },
		"leader moves in": func(s *State) { s.unit("eckhardt").Hex = hx("1312") },
		"leader leaves":   func(s *State) { s.unit("taxis").Hex = hx("1412") },
		"out of command":  func(s *State) { s.unit("wac").OOC = true; s.unit("wac").Order = "defense" },
		"activated side":  func(s *State) { s.unit("senitzer").Flag = true },
		"moved side":      func(s *State) { s.unit("sb").Moved = true },
		"road march":      func(s *State) { s.unit("dt2").March = true },
		"units swapped":   func(s *State) { s.unit("dt2").Hex, s.unit("dt3").Hex = hx("1511"), hx("1412") },
	}
	for name, change := range changes {
		s := base.clone()
		change(s)
		got := s.View(Naples)
		if got.Text != want.Text || !bytes.Equal(got.Data, want.Data) {
			t.Errorf("%s: the Neapolitan view changed", name)
		}
		if s.View(Austria).Text == base.View(Austria).Text && name != "out of command" {
			t.Logf("%s: not visible to Austria either (fine if intended)", name)
		}
	}
}

// Test11_3_2_FogVisible: an enemy stack in line of sight is shown in full.
func Test11_3_2_FogVisible(t *testing.T) {
	s := newGame(t)
	s.unit("3lg1").Hex = hx("1611") // next to dt3 at 1511
	if !s.visibleTo(Naples, hx("1511")) {
		t.Fatal("adjacent stack out of sight")
	}
	var d ViewData
	if err := jsonUnmarshal(s.View(Naples).Data, &d); err != nil {
		t.Fatal(err)
	}
	found := false
	for _, u := range d.Units {
		found = found || u.ID == "dt3" && u.SP == 3
	}
	if !found {
		t.Fatal("visible enemy unit not in the view data")
	}
}

// TestFogEvents: a move out of enemy sight reaches the enemy redacted.
func TestFogEvents(t *testing.T) {
	s := newGame(t)
	ev := do(t, s, &script{}, "activate ii")
	_ = ev
	do(t, s, &script{}, "done orders")
	ev = do(t, s, &script{}, "move 3lg1 march to 3703")
	var mine, theirs int
	for _, e := range ev {
		if e.Code != "move" {
			continue
		}
		if e.To.Sees(Naples) && !e.To.Sees(Austria) {
			mine++
		}
		if e.To.Sees(Austria) && !e.To.Sees(Naples) {
			theirs++
			if e.Text != "a Neapolitan counter moves out of sight" {
				t.Errorf("redacted text: %q", e.Text)
			}
		}
	}
	if mine != 1 || theirs != 1 {
		t.Fatalf("events %+v", ev)
	}
	_ = adjudicator.Public
}

// TestPictureCountersFog: hidden stacks are face down and carry nothing.
func TestPictureCountersFog(t *testing.T) {
	s := newGame(t)
	cs := PictureCounters(s, Naples)
	down := 0
	for _, c := range cs {
		if c.FaceDown {
			down++
			if c.Name != "" || c.Values != "" || len(c.Markers) != 0 || c.Side != string(Austria) {
				t.Errorf("face-down counter shows %+v", c)
			}
		}
	}
	if down == 0 {
		t.Fatal("no face-down counter at start")
	}
	if PictureCounters(nil, Naples) != nil {
		t.Fatal("nil state")
	}
}

// Test11_3_2_FogIndistinguishableRandom: in positions from random games,
// changing anything on each enemy counter out of sight changes nothing in
// the view.
func Test11_3_2_FogIndistinguishableRandom(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		s := newGame(t)
		playRandom(t, s, seed, 3)
		for _, side := range []adjudicator.Side{Naples, Austria} {
			want := s.View(side)
			n := 0
			for _, u := range s.Units {
				if !u.On || u.Gone || s.spec(u.ID).Side == side || s.visibleTo(side, u.Hex) {
					continue
				}
				n++
				c := s.clone()
				v := c.unit(u.ID)
				v.Dis, v.Reduced, v.Morale, v.March, v.Flag, v.OOC, v.Order, v.Acted, v.Moved = routed, true, -2, true, true, true, "attack", true, true
				got := c.View(side)
				if got.Text != want.Text || !bytes.Equal(got.Data, want.Data) || !reflect.DeepEqual(got.Pieces, want.Pieces) {
					t.Fatalf("seed %d: changing hidden %s changed the %s view", seed, u.ID, side)
				}
			}
			if n == 0 {
				t.Logf("seed %d: %s sees every enemy counter", seed, side)
			}
		}
	}
}

// Test11_3_2_FogRetreatEvents: where a unit retreats to is news only for
// a side that may examine that hex (11.3.2). At night (range 1) 6ln1
// retreats from 1506 into 1505 or 1605, both out of Austrian sight: the
// Austrian reads the same words either way, without the hex; Naples reads
// the hex.
func Test11_3_2_FogRetreatEvents(t *testing.T) {
	var seen []string
	for _, h := range []string{"1505", "1605"} {
		s := combatSetup(t, "6ln1")
		s.Turn = 6
		s.Ret = []Retreat{{Unit: "6ln1", N: 1, From: []hexmap.Hex{hx("1507"), hx("1406")}}}
		if s.visibleTo(Austria, hx(h)) {
			t.Fatalf("%s is in Austrian sight at night", h)
		}
		var austria, naples string
		for _, e := range do(t, s, &script{}, "retreat 6ln1 "+h) {
			if e.To.Sees(Austria) {
				austria += e.Text + strings.Join(e.Detail, "|") + "\n"
			}
			if e.To.Sees(Naples) {
				naples += e.Text + "\n"
			}
		}
		if strings.Contains(austria, h) || !strings.Contains(naples, h) {
			t.Errorf("retreat to %s: Austria reads %q, Naples %q", h, austria, naples)
		}
		seen = append(seen, austria)
	}
	if seen[0] != seen[1] {
		t.Errorf("the Austrian can tell the two retreats apart: %q, %q", seen[0], seen[1])
	}
}
