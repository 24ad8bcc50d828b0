package risorgimento

import (
	"reflect"
	"slices"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// TestCommandStepsMatchCommandStep: the table of command-range steps is
// commandStep (4.12) on every hex and hexside of both battles, for a
// brigadier's range and a corps commander's (the Naviglio, Magenta).
func TestCommandStepsMatchCommandStep(t *testing.T) {
	for _, id := range []string{"magenta1859", "solferino1859"} {
		w, err := newWorld(loadBattle(t, id))
		if err != nil {
			t.Fatal(err)
		}
		cs := newCommandSteps(w.m, w.t)
		for i, ns := range w.m.nbrs {
			a := w.m.Grid.HexAt(i)
			for d, j := range ns {
				for _, corps := range []bool{false, true} {
					want := Prohibited
					if j >= 0 {
						want = commandStep(w.m, w.t, a, w.m.Grid.HexAt(int(j)), corps)
					}
					if got := cs.step(corps, int32(i), d); got != want {
						t.Fatalf("%s: %s, direction %d, corps %v: table %v, commandStep %v", id, a, d, corps, got, want)
					}
				}
			}
		}
	}
}

// TestBoardsMatchFreshWork plays the skirmish (four seeds) and Magenta
// to their end and, every few decisions, asks the board what the cache
// keeps and what it searches with the table — the stacks, each side's
// ZOC, command ranges — and compares each with the same worked out
// afresh: the stacks built again, ZOC from every stack (workZOC),
// CommandReach and CommandReaches over the map and the charts. Each time
// one unit is also turned, Disordered and put in Square in place, as the
// rules change a unit, and the board asked again. The ranges are traced
// from every leader and from every unit near the enemy, so that some are
// cut by an enemy ZOC.
func TestBoardsMatchFreshWork(t *testing.T) {
	var f freshCount
	for seed := byte(1); seed <= 4; seed++ {
		f.play(t, loadSkirmish(t), seed)
	}
	f.play(t, loadBattle(t, "magenta1859"), 1)
	if f.positions < 100 || f.cut == 0 || f.zocChanged == 0 {
		t.Fatalf("%d positions compared, %d ranges cut by an enemy ZOC, %d ZOCs changed by a unit's turn or state: too few to tell", f.positions, f.cut, f.zocChanged)
	}
}

// play plays sc from New to its end (playScenario), comparing every
// tenth position.
func (f *freshCount) play(t *testing.T, sc *scenarios.Scenario, seed byte) {
	t.Helper()
	playScenario(t, sc, seed, 5000, func(n int, s *State) {
		if n%10 == 0 {
			f.compare(t, s)
			f.perturb(t, s.Clone().(*State), n)
		}
	})
}

// freshCount counts what TestBoardsMatchFreshWork compared.
type freshCount struct{ positions, cut, zocChanged int }

func (f *freshCount) compare(t *testing.T, s *State) {
	t.Helper()
	f.positions++
	b := s.board()
	if at, mixed := stacksByMap(s); !sameStacks(b.stacks, at, mixed) {
		t.Fatalf("%s: the board's stacks are not those built afresh", s.Status())
	}
	for _, side := range s.w.sides {
		if got, want := b.zocOf(side), b.workZOC(side); !reflect.DeepEqual(got, want) {
			t.Fatalf("%s: %s's ZOC differs from the one worked out afresh", s.Status(), side)
		}
	}
	for _, li := range s.w.leaders {
		at, ok := s.leaderHex(li.ID)
		switch {
		case !ok || li.Role == "oc":
		case li.Role == "corps":
			_, rng, _ := b.corpsRange(s.w.corpsOf(li.Command))
			f.ranges(t, b, li.Side, at, rng, true)
		default:
			f.ranges(t, b, li.Side, at, s.w.brigade(li.Command).RangeMP, false)
		}
	}
	for i := range s.Units {
		if s.Units[i].onMap() && b.nearestEnemy(s.sideOf(i), s.Units[i].hex()) <= 2 {
			f.ranges(t, b, s.sideOf(i), s.Units[i].hex(), 6, i%2 == 0)
		}
	}
}

// ranges compares a range from at on b with CommandReach, and its answer
// for each of the side's units with CommandReaches.
func (f *freshCount) ranges(t *testing.T, b *board, side adjudicator.Side, at hexmap.Hex, rng int, corps bool) {
	t.Helper()
	s := b.s
	enemyZOC := func(h hexmap.Hex) bool { return b.enemyZOC(side, h) }
	friendly := func(h hexmap.Hex) bool { return b.owner(h) == side }
	want := CommandReach(s.w.m, s.w.t, at, rng, corps, enemyZOC, friendly)
	if got := b.reach(side, at, rng, corps); !reflect.DeepEqual(got, want) {
		t.Fatalf("%s: the range from %s differs from CommandReach", s.Status(), at)
	}
	if len(want) < len(CommandReach(s.w.m, s.w.t, at, rng, corps, none, none)) {
		f.cut++
	}
	for i := range s.Units {
		if !s.Units[i].onMap() || s.sideOf(i) != side {
			continue
		}
		to := s.Units[i].hex()
		if got := b.reaches(side, at, to, rng, corps); got != CommandReaches(s.w.m, s.w.t, at, to, rng, corps, enemyZOC, friendly) || got != want[to] {
			t.Fatalf("%s: reaching %s from %s: %v, CommandReaches says otherwise", s.Status(), to, at, got)
		}
	}
}

// perturb changes one unit of s in place, a field the ZOC reads at a
// time, and compares the board's ZOCs each time, and an enemy range from
// the unit's hex.
func (f *freshCount) perturb(t *testing.T, s *State, n int) {
	t.Helper()
	var on []int
	for i := range s.Units {
		if s.Units[i].onMap() {
			on = append(on, i)
		}
	}
	if len(on) == 0 {
		return
	}
	u := &s.Units[on[n%len(on)]]
	before := s.board().zocOf(s.sideOf(on[n%len(on)]))
	d, _ := u.Face.direction()
	for _, change := range []func(){
		func() { u.Face = txt(s.w.m.Grid.Rotate(d, 1).String()) },
		func() { u.Disorder = !u.Disorder },
		func() { u.Square = !u.Square },
	} {
		change()
		b := s.board()
		for _, side := range s.w.sides {
			got := b.zocOf(side)
			if want := b.workZOC(side); !reflect.DeepEqual(got, want) {
				t.Fatalf("%s: %s's ZOC after a change to %s differs from the one worked out afresh", s.Status(), side, u.ID)
			}
			if side == s.sideOf(on[n%len(on)]) && !reflect.DeepEqual(got, before) {
				f.zocChanged++
			}
		}
		f.ranges(t, b, s.w.other(s.sideOf(on[n%len(on)])), u.hex(), 6, n%2 == 0)
	}
}

// TestPositionCacheForgetsOldTerrain: a ZOC kept for a position is not
// read again once the terrain it was worked out on has changed (a test
// changing the map after the game began), nor is a command step.
func TestPositionCacheForgetsOldTerrain(t *testing.T) {
	s := newSkirmish(t)
	var side adjudicator.Side
	var front hexmap.Hex
	for i := range s.Units {
		b := s.board()
		if !s.Units[i].onMap() || !s.rules(i).ExertsZOC() {
			continue
		}
		side = s.sideOf(i)
		for _, h := range ZOC(s.w.m, b.stack(s.Units[i].hex())) {
			if i, _ := s.w.m.Grid.Index(h); b.zocOf(side)[i] {
				front = h
			}
		}
		break
	}
	if side == "" {
		t.Fatal("no unit exerts a ZOC in the skirmish")
	}
	fi, _ := s.w.m.Grid.Index(front)
	before := s.w.positions.commandSteps(s.w)
	s.w.m.SetHex(front, HexTerrain{Kind: Town}) // 6.22: no ZOC into a town
	if after := s.w.positions.commandSteps(s.w); after == before {
		t.Error("the command steps kept after the terrain changed")
	}
	if s.board().zocOf(side)[fi] {
		t.Errorf("the ZOC into %s kept after it became a town", front)
	}
	if s.board().zocOf(side)[fi] != s.board().workZOC(side)[fi] {
		t.Error("the kept ZOC is not the one worked out")
	}
}

// stacksByMap is who stands where in s built the plain way: a map by hex
// of the units in index order, each stack sorted stably by arrival, the
// first on top (5.44), and whether a hex holds both sides.
func stacksByMap(s *State) (map[hexmap.Hex][]int, bool) {
	at, mixed := map[hexmap.Hex][]int{}, false
	for i := range s.Units {
		if s.Units[i].onMap() {
			h := s.Units[i].hex()
			if is := at[h]; len(is) > 0 && s.sideOf(is[0]) != s.sideOf(i) {
				mixed = true
			}
			at[h] = append(at[h], i)
		}
	}
	for _, is := range at {
		slices.SortStableFunc(is, func(x, y int) int { return int(s.Units[x].Arrived - s.Units[y].Arrived) })
	}
	return at, mixed
}

// sameStacks: st holds the stacks of at, and no other, and says mixed.
func sameStacks(st *stacks, at map[hexmap.Hex][]int, mixed bool) bool {
	n := 0
	for h, is := range st.all {
		n++
		if !slices.Equal(is, at[h]) || !slices.Equal(st.on(h), is) {
			return false
		}
	}
	return n == len(at) && st.mixed == mixed
}
