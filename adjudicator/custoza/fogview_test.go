package custoza

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// walk plays scenario id with random listed options (a self-play by the
// step bot) and calls visit before every decision is answered; visit
// returns false to stop.
func walk(t testing.TB, id string, seed uint64, visit func(s *State, d adjudicator.Decision, step int) bool) {
	t.Helper()
	walkSteps(t, id, seed, visit, nil)
}

// walkSteps is walk that also calls after with each step's state before
// and after it and the events it told.
func walkSteps(t testing.TB, id string, seed uint64, visit func(s *State, d adjudicator.Decision, step int) bool, after func(before, now *State, ev []adjudicator.Event)) {
	t.Helper()
	sc, err := scenarios.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	st, err := System{}.New(sc)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	rng := rand.New(rand.NewPCG(seed, 7))
	roll := randRoller{rand.New(rand.NewPCG(seed, 9))}
	for step := 0; s.Over == nil && step < 20000; step++ {
		d := s.Pending()[0]
		if !visit(s, d, step) {
			return
		}
		opts := slices.Clone(d.Options)
		// Act more than pass: the first option ends the step.
		if len(opts) > 1 && rng.IntN(4) != 0 {
			opts = opts[1:]
		}
		var ev []adjudicator.Event
		var next *State
		for _, i := range rng.Perm(len(opts)) {
			c := s.Clone().(*State)
			var err error
			if ev, err = c.Apply(d, adjudicator.Line{Text: opts[i], Kind: kindOf(opts[i])}, roll); err == nil {
				next = c
				break
			}
		}
		if next == nil {
			c := s.Clone().(*State)
			var err error
			if ev, err = c.Apply(d, adjudicator.Line{Text: d.Options[0], Kind: kindOf(d.Options[0])}, roll); err != nil {
				t.Fatalf("%s seed %d: no option of %s applies: %v", id, seed, d.Kind, d.Options)
			}
			next = c
		}
		if after != nil {
			after(s, next, ev)
		}
		s = next
	}
}

// shown is everything side is shown: its view (text, data, pieces, the
// template's groups) and the decisions it owes, options included.
func shown(s *State, side adjudicator.Side) []byte {
	v := s.View(side)
	var own []adjudicator.Decision
	for _, d := range s.Pending() {
		if d.Side == side {
			own = append(own, d)
		}
	}
	b, _ := json.Marshal(struct {
		V adjudicator.View
		D []adjudicator.Decision
	}{v, own})
	return b
}

// backKey is what a face-down counter shows of itself (7.1).
func (s *State) backKey(u *Unit) string {
	return fmt.Sprintf("%s %d %s %d %v %v %d %v %v %s", typeWord(u.p.Type), u.p.SV, u.p.Formation, u.Status, u.March, u.Square, u.Ammo, u.Exhausted != 0, u.OOC, u.Facing)
}

// referenced reports whether the action or the reactions under way name u.
func (s *State) referenced(u *Unit) bool {
	if s.Op != nil && slices.Contains(s.Op.Units, u.ID) {
		return true
	}
	for _, rx := range s.Reacts {
		if slices.Contains(rx.Units, u.ID) || slices.Contains(rx.By, u.ID) {
			return true
		}
	}
	return false
}

// hiddenChanges are changes to what side may not see: of an enemy
// counter face down to it, its SP-loss marker (8.7: under the unit), its
// bookkeeping (acted, moved, MP spent, started in a ZoR), the phase of its
// exhaustion; which of two counters with the same back stands where; and
// the hexes still to come of an enemy action under way.
func hiddenChanges(s *State, side adjudicator.Side, u *Unit) map[string]func(c *State) {
	ch := map[string]func(c *State){
		"bookkeeping": func(c *State) {
			v := c.unit(u.ID)
			v.Acted, v.Moved, v.StartedInEZoR = !v.Acted, !v.Moved, !v.StartedInEZoR
			v.Spent += hexmap.MPs(1)
		},
	}
	if u.sp() > 1 && !u.p.commander() {
		ch["sp lost"] = func(c *State) { c.unit(u.ID).Lost++ }
	}
	if u.Exhausted > 1 {
		ch["exhausted phase"] = func(c *State) { c.unit(u.ID).Exhausted-- }
	}
	if u.p.commander() || s.referenced(u) {
		return ch
	}
	for _, w := range s.Units {
		if w == u || !w.On || w.Gone != "" || w.p.Side != u.p.Side || w.Hex == u.Hex || s.faceUpTo(w, side) || s.referenced(w) || w.p.commander() {
			continue
		}
		if s.backKey(w) == s.backKey(u) {
			a, b := u.ID, w.ID
			ch["swapped with "+b] = func(c *State) {
				x, y := c.unit(a), c.unit(b)
				x.Hex, y.Hex = y.Hex, x.Hex
				c.touch()
			}
			break
		}
	}
	return ch
}

// opChanges change the enemy action under way: its hexes still to come.
func opChanges(s *State, side adjudicator.Side) map[string]func(c *State) {
	if s.Op == nil || s.Op.Side == side || len(s.Op.Path) == 0 {
		return nil
	}
	return map[string]func(c *State){
		"op path shortened": func(c *State) { c.Op.Path = c.Op.Path[:len(c.Op.Path)-1] },
		"op order":          func(c *State) { c.Op.Text = "another line" },
	}
}

// Test7_1_FogIndistinguishable: over more than 1,000 positions of
// self-played games of the four scenarios, changing anything a side may
// not see (7.1) changes not a byte of what it is shown: its view (text,
// data, the pieces the pictures are drawn from, the template's groups)
// and the decisions it owes, options included. With -short (`make test`)
// over one seed of each scenario (about 240 positions); `make test-long`
// over the 1,000.
func Test7_1_FogIndistinguishable(t *testing.T) {
	t.Parallel() // long: beside the other long ones
	want := 1000
	if testing.Short() {
		want = 40
	}
	states, changes, leaks := 0, 0, 0
	kinds := map[string]int{}
	for seed := uint64(1); states < want && seed < 100; seed++ {
		for _, id := range shippedScenarios {
			walk(t, id, seed, func(s *State, d adjudicator.Decision, step int) bool {
				// every fifth position, and every one in the middle of an
				// action (a move paused for a reaction)
				if step%5 != 0 && s.Op == nil {
					return states < want+len(shippedScenarios)*50
				}
				states++
				for _, side := range s.b.sides {
					base := shown(s, side)
					all := opChanges(s, side)
					n := 0
					for _, u := range s.Units {
						if u.p.Side == side || !u.On || u.Gone != "" || s.faceUpTo(u, side) {
							continue
						}
						if n++; n > 3 {
							break
						}
						for name, f := range hiddenChanges(s, side, u) {
							if all == nil {
								all = map[string]func(c *State){}
							}
							all[u.ID+" "+name] = f
						}
					}
					for _, name := range sortedKeys(all) {
						c := s.Clone().(*State)
						all[name](c)
						changes++
						kinds[changeKind(name)]++
						if got := shown(c, side); !bytes.Equal(got, base) {
							leaks++
							if leaks <= 5 {
								t.Errorf("%s seed %d step %d (%s owes %s): %s: %s sees a difference:\n%s", id, seed, step, d.Side, d.Kind, name, side, firstDiff(base, got))
							}
						}
					}
				}
				return true
			})
		}
	}
	t.Logf("%d positions, %d changes %v, %d seen", states, changes, kinds, leaks)
	if states < want {
		t.Fatalf("only %d positions", states)
	}
	if changes < states {
		t.Fatalf("only %d changes over %d positions", changes, states)
	}
	if leaks > 0 {
		t.Fatalf("%d of %d changes were visible", leaks, changes)
	}
}

// changeKind is a change's name without the unit it is made to.
func changeKind(name string) string {
	for _, k := range []string{"bookkeeping", "sp lost", "exhausted phase", "swapped", "op path", "op order"} {
		if strings.Contains(name, k) {
			return k
		}
	}
	return name
}

func sortedKeys[V any](m map[string]V) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// firstDiff shows where two byte strings part.
func firstDiff(a, b []byte) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	lo := max(0, i-120)
	return fmt.Sprintf("...%s\n   vs\n...%s", a[lo:min(len(a), i+120)], b[lo:min(len(b), i+120)])
}

// Test7_1_FaceDownShowsItsBack: a face-down enemy counter shows its type
// (infantry, cavalry, artillery), stacking value, formation, facing and
// markers, and nothing else; next to one of the side's units it is face
// up, in full; a commander is face down until his Formation activates.
func Test7_1_FaceDownShowsItsBack(t *testing.T) {
	var s *State
	walk(t, "custoza-23.1", 1, func(st *State, d adjudicator.Decision, step int) bool {
		s = st
		return false
	})
	side := s.b.sides[0]
	var d ViewData
	if err := json.Unmarshal(s.View(side).Data, &d); err != nil {
		t.Fatal(err)
	}
	faceDown := 0
	for _, vu := range d.Units {
		if vu.Side == side {
			if vu.FaceDown || vu.ID == "" {
				t.Fatalf("own unit face down: %+v", vu)
			}
			continue
		}
		if !vu.FaceDown {
			continue
		}
		faceDown++
		if vu.ID != "" || vu.Name != "" || vu.SP != 0 || vu.CV != 0 || vu.MA != 0 || vu.Lost != 0 || vu.Acted || vu.Spent != 0 {
			t.Fatalf("a face-down counter shows more than its back: %+v", vu)
		}
		if !slices.Contains([]string{"infantry", "cavalry", "artillery", "commander"}, vu.Type) {
			t.Fatalf("a face-down counter's type is %q", vu.Type)
		}
		if vu.Type != "commander" && (vu.SV == 0 || vu.Formation == "" || vu.Facing == "") {
			t.Fatalf("a face-down counter hides its back: %+v", vu)
		}
	}
	if faceDown == 0 {
		t.Fatal("no face-down enemy counter at the start of 23.1")
	}
	// Put an enemy unit next to one of side's: it turns face up.
	var mine, theirs *Unit
	for _, u := range s.onMap() {
		switch {
		case u.p.commander():
		case u.p.Side == side && mine == nil:
			mine = u
		case u.p.Side != side && theirs == nil:
			theirs = u
		}
	}
	c := s.Clone().(*State)
	for _, n := range c.sortedNeighbors(mine.Hex) {
		if c.sideAt(n) == "" && c.b.passable(theirs.p.class(), n) {
			c.unit(theirs.ID).Hex = n
			c.touch()
			break
		}
	}
	if !c.faceUpTo(c.unit(theirs.ID), side) {
		t.Fatal("an enemy unit next to one of the side's is face down")
	}
	if err := json.Unmarshal(c.View(side).Data, &d); err != nil {
		t.Fatal(err)
	}
	found := false
	for _, vu := range d.Units {
		found = found || vu.ID == theirs.ID && vu.SP == theirs.sp() && !vu.FaceDown
	}
	if !found {
		t.Fatalf("%s, next to %s, is not shown face up", theirs.ID, mine.ID)
	}
	// A commander turns face up when his Formation activates.
	for _, u := range s.Units {
		if u.p.commander() && u.p.Side != side && s.faceUpTo(u, side) {
			t.Fatalf("commander %s face up before any activation", u.ID)
		}
	}
}
