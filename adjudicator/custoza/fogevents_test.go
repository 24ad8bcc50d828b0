package custoza

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// eventStrings are every string of an event a side reads.
func eventStrings(e adjudicator.Event) []string {
	out := []string{e.Text}
	for _, r := range e.Rolls {
		out = append(out, r.Purpose)
	}
	return append(out, e.Detail...)
}

// stillUnseen lists, for side, the enemy counters face down to it both
// before and after a step in which neither they nor any of side's units
// moved: the step never put them next to each other, so no event of it
// may name them to side. A counter that went out and came back in the
// step (an assault's approach into an enemy's sight, then a withdrawal
// after a failed check, 13.4) was seen on the way (fog.go `contact`):
// its owner's events tell its moves.
func stillUnseen(before, now *State, side adjudicator.Side, ev []adjudicator.Event) []*Unit {
	for _, u := range before.Units {
		w := now.unit(u.ID)
		if u.p.Side == side && (u.On != w.On || u.Hex != w.Hex || (u.Gone == "") != (w.Gone == "")) {
			return nil
		}
	}
	var out []*Unit
	for _, u := range before.Units {
		w := now.unit(u.ID)
		if u.p.Side == side || !u.On || u.Gone != "" || w.Hex != u.Hex || before.faceUpTo(u, side) || now.faceUpTo(w, side) || movedIn(ev, u) {
			continue
		}
		out = append(out, u)
	}
	return out
}

// movedIn reports whether the events u's own side reads tell u leaving
// a hex in the step (a move, a withdrawal, a retreat).
func movedIn(ev []adjudicator.Event, u *Unit) bool {
	for _, e := range ev {
		if !e.To.Sees(u.p.Side) || !names(e.Text, u) {
			continue
		}
		for _, verb := range []string{" moves ", " withdraws ", " retreats ", " advances "} {
			if strings.Contains(e.Text, verb) {
				return true
			}
		}
	}
	return false
}

// names reports whether text names u: its id, or a commander's name.
func names(text string, u *Unit) bool {
	if namesAny(text, func(id string) bool { return id == u.ID }) {
		return true
	}
	return u.p.commander() && strings.Contains(text, u.p.Name)
}

// Test7_1_FogEvents: over self-played games of the four scenarios, no
// event a side reads names an enemy counter it saw face down throughout
// the step (its id or a commander's name, in the text, a roll's purpose
// or a line of detail), no reference is left unresolved, and a movement
// paused for the other side's reaction tells only the hexes entered so
// far, never those still to come (the active side's unexecuted orders).
func Test7_1_FogEvents(t *testing.T) {
	t.Parallel()
	seeds := uint64(6)
	if testing.Short() {
		seeds = 1
	}
	steps, split, withheld, paused, rangeFire := 0, 0, 0, 0, 0
	for seed := uint64(1); seed <= seeds; seed++ {
		for _, id := range shippedScenarios {
			walkSteps(t, id, seed, func(*State, adjudicator.Decision, int) bool { return true }, func(before, now *State, ev []adjudicator.Event) {
				steps++
				for _, e := range ev {
					for _, s := range eventStrings(e) {
						if strings.Contains(s, refOpen) || strings.Contains(s, refSep) {
							t.Fatalf("%s seed %d: an unresolved reference in %q", id, seed, s)
						}
						if strings.Contains(s, "withheld") {
							withheld++
						}
						if strings.HasPrefix(s, "Fire (8.6) by face-down counters") {
							rangeFire++
						}
					}
				}
				for _, side := range now.b.sides {
					hidden := stillUnseen(before, now, side, ev)
					for _, e := range ev {
						if !e.To.Sees(side) {
							continue
						}
						if len(e.To) == 1 && strings.Contains(e.Text, "face-down") {
							split++
						}
						for _, u := range hidden {
							for _, s := range eventStrings(e) {
								if names(s, u) {
									t.Errorf("%s seed %d: %s reads %q, which names %s, face down to it throughout", id, seed, side, s, u.ID)
								}
							}
						}
					}
				}
				if now.Op != nil && len(now.Op.Path) > 0 && len(now.Reacts) > 0 {
					paused++
					checkPausedMove(t, now, ev)
				}
			})
		}
	}
	t.Logf("%d steps; %d events told face down, %d with lines withheld, %d fires by face-down guns; %d moves paused for reactions", steps, split, withheld, rangeFire, paused)
	if split == 0 || withheld == 0 || paused == 0 || rangeFire == 0 {
		t.Fatalf("the games never told a face-down counter's act (%d), withheld a line (%d), told a fire by face-down guns (%d) or paused a move (%d)", split, withheld, rangeFire, paused)
	}
}

// checkPausedMove: the events of a step that paused a movement for a
// reaction list the hexes entered, up to where the force stands, and none
// of the hexes still to come.
func checkPausedMove(t *testing.T, s *State, ev []adjudicator.Event) {
	t.Helper()
	force := s.units(s.Op.Units)
	if len(force) == 0 {
		return
	}
	for _, e := range ev {
		if e.Code != "move" || movedOther(s, e.Text, force) {
			continue
		}
		list := e.Text[strings.LastIndex(e.Text, ":")+1:]
		for _, h := range s.Op.Path {
			if strings.Contains(list, h.String()) && h != force[0].Hex {
				t.Fatalf("a paused move tells %s, still to come: %q (path left %v)", h, e.Text, s.Op.Path)
			}
		}
	}
}

// movedOther reports whether a move event names, at its start, units
// none of which is in force: another Force moved earlier in the same step
// (a move finished, then a move the rules oblige, 7.5, paused).
func movedOther(s *State, text string, force []*Unit) bool {
	head, _, ok := strings.Cut(text, " (")
	if !ok {
		return false
	}
	for _, id := range strings.Split(head, "+") {
		if s.unit(id) == nil || contains(unitIDs(force), id) {
			return false
		}
	}
	return true
}

// TestFogEventsVersions: an event told to each side in its version names
// the face-down counters of the other by their backs.
func TestFogEventsVersions(t *testing.T) {
	var s *State
	walk(t, "custoza-23.1", 1, func(st *State, d adjudicator.Decision, step int) bool {
		s = st
		return false
	})
	side := s.b.sides[0]
	var mine, theirs *Unit
	for _, u := range s.onMap() {
		switch {
		case u.p.commander():
		case u.p.Side == side && mine == nil:
			mine = u
		case u.p.Side != side && theirs == nil && !s.faceUpTo(u, side):
			theirs = u
		}
	}
	s.pending = nil
	s.event(adjudicator.Event{Code: "test", Text: fmt.Sprintf("%s fires at %s", s.ref([]*Unit{mine}), s.ref([]*Unit{theirs})),
		Detail: []string{"about " + theirs.ID + ": 5 SP", "about " + mine.ID}})
	ev := s.flush()
	if len(ev) != 2 {
		t.Fatalf("want one version per side, got %+v", ev)
	}
	for _, e := range ev {
		switch e.To[0] {
		case side:
			want := fmt.Sprintf("%s fires at %s", seenName([]*Unit{mine}), backOf([]*Unit{theirs}, theirs.Hex.String(), 2))
			if e.Text != want || len(e.Detail) != 2 || !strings.Contains(e.Detail[1], "1 line(s) withheld") {
				t.Fatalf("%s reads %q %q, want %q and a line withheld", side, e.Text, e.Detail, want)
			}
		default:
			if !strings.Contains(e.Text, seenName([]*Unit{theirs})) {
				t.Fatalf("the owner reads %q", e.Text)
			}
			// mine is face down to the other side too
			if len(e.Detail) != 2 || e.Detail[0] != "about "+theirs.ID+": 5 SP" || !strings.Contains(e.Detail[1], "1 line(s) withheld") {
				t.Fatalf("the owner of %s reads the detail %q", theirs.ID, e.Detail)
			}
		}
	}
}

// recRoller records the rolls it gives.
type recRoller struct {
	r     randRoller
	rolls []dice.Roll
}

func (r *recRoller) Roll(sides int, purpose string) int {
	v := r.r.Roll(sides, purpose)
	r.rolls = append(r.rolls, dice.Roll{Purpose: purpose, Sides: sides, Value: v})
	return v
}

// Test16_6_EveryRollTold: every die the engine rolls reaches each side in
// an event's rolls, in the order rolled, so a player can check each result
// by hand (16.6: "the die roll is" visible, whatever the fog hides).
func Test16_6_EveryRollTold(t *testing.T) {
	t.Parallel()
	rolled, seeds := 0, uint64(4)
	if testing.Short() {
		seeds = 1
	}
	for i := 0; i < int(seeds)*len(shippedScenarios); i++ {
		id, seed := shippedScenarios[i%len(shippedScenarios)], uint64(5+i/len(shippedScenarios))
		walk(t, id, seed, func(s *State, d adjudicator.Decision, step int) bool {
			for _, text := range d.Options[:min(3, len(d.Options))] {
				c := s.Clone().(*State)
				rec := &recRoller{r: randRoller{rand.New(rand.NewPCG(uint64(step), 3))}}
				ev, err := c.Apply(d, adjudicator.Line{Text: text, Kind: kindOf(text)}, rec)
				if err != nil {
					continue
				}
				rolled += len(rec.rolls)
				for _, side := range s.b.sides {
					var told []dice.Roll
					for _, e := range ev {
						if e.To.Sees(side) {
							told = append(told, e.Rolls...)
						}
					}
					if len(told) != len(rec.rolls) {
						for _, e := range ev {
							t.Logf("%v %q %v", e.To, e.Text, e.Rolls)
						}
						t.Fatalf("%s step %d %q: %d rolls %v, %s is told %d", id, step, text, len(rec.rolls), rec.rolls, side, len(told))
					}
					for i := range told {
						if told[i].Sides != rec.rolls[i].Sides || told[i].Value != rec.rolls[i].Value {
							t.Fatalf("%s step %d %q: roll %d is %v, %s is told %v", id, step, text, i, rec.rolls[i], side, told[i])
						}
					}
				}
			}
			return step < 400
		})
	}
	if rolled < 100 {
		t.Fatalf("only %d rolls", rolled)
	}
}
