package custoza

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// dieOf is a dice.Roller that always rolls v (at most the die's sides).
type dieOf int

func (d dieOf) Roll(sides int, _ string) int { return min(int(d), sides) }

// permutations are the orders of n items, as index lists.
func permutations(n int) [][]int {
	if n == 0 {
		return [][]int{nil}
	}
	var out [][]int
	for _, p := range permutations(n - 1) {
		for i := 0; i <= len(p); i++ {
			q := append(append(append([]int{}, p[:i]...), n-1), p[i:]...)
			out = append(out, q)
		}
	}
	return out
}

// Test16_OnMarchSecretsIndistinguishable: 2.3 "Each player's Objective
// Map must be kept out of sight of the opponent", 16.3 and 16.6 the
// face-down commander and Scout. Over 1,176 hidden variants of one
// position — which of four face-down Italian pieces is d1's commander,
// d2's, or a Scout (24 ways), d1's and d2's Objectives (7 × 7), each
// Italian Command Phase trying an objective change with a die that
// succeeds in some variants and fails in others — the Austrians are shown
// the same bytes: their view (text, data, the pieces of the picture, the
// template's groups), the decisions they owe (their options), and the
// events told to them, from which their mails are written. The Italians'
// own view differs with every Objective.
func Test16_OnMarchSecretsIndistinguishable(t *testing.T) {
	base := advancedRig(t, rigMap{paths: []string{rigRoad}})
	base.put("ioc", "0101", "n")
	base.put("afc1", "1911", "n")
	base.put("ai1", "2012", "n")
	spots := []string{"0305", "0310", "0705", "0208"}
	objectives := []string{"1505", "1005", "0910", "1201", "0601", "1808", "2005"}
	pieces := []string{"ifc1", "ifc2", "scout-d1", "scout-d2"}
	var want []byte
	own := map[string]bool{}
	variants := 0
	for _, perm := range permutations(len(pieces)) {
		for i1, o1 := range objectives {
			for i2, o2 := range objectives {
				s := base.s.Clone().(*State)
				s.Scouts = nil
				for i, p := range pieces {
					h := base.hex(spots[perm[i]])
					if u := s.unit(p); u != nil {
						u.Hex, u.On, u.FaceUp = h, true, false
						continue
					}
					s.Scouts = append(s.Scouts, Scout{ID: p, Side: "italy", Hex: h})
				}
				s.touch()
				s.form("d1").Status, s.form("d1").Objective = marchStatus, o1
				s.form("d2").Status, s.form("d2").Objective = marchStatus, o2
				s.Turn, s.Stage, s.Side, s.Initiative = 2, stCommand, "italy", "austria"
				roll := dieOf(1 + (i1+i2+perm[0])%6) // 6 fails; 1–5 succeed for d1 (4 + 2)
				var told []adjudicator.Event
				for _, line := range []string{"objective d1 1205", "objective d2 " + objectives[(i2+3)%len(objectives)], "done command"} {
					d := s.Pending()[0]
					ev, err := s.Apply(d, adjudicator.Line{Text: line, Kind: kindOf(line)}, roll)
					if err != nil && line != "objective d2 "+o2 {
						t.Fatalf("%s: %v", line, err)
					}
					for _, e := range ev {
						if e.To.Sees("austria") {
							told = append(told, e)
						}
					}
				}
				if d := s.Pending()[0]; d.Side != "austria" || d.Kind != kCommand {
					t.Fatalf("austria owes %s %s", d.Side, d.Kind)
				}
				shownAustria := shown(s, "austria")
				evBytes, _ := json.Marshal(told)
				got := append(shownAustria, evBytes...)
				if want == nil {
					want = got
				} else if !bytes.Equal(got, want) {
					t.Fatalf("variant %v %s %s: the Austrians see a difference:\n%s", perm, o1, o2, firstDiff(want, got))
				}
				own[string(s.View("italy").Data)] = true
				variants++
			}
		}
	}
	if variants < 1000 {
		t.Fatalf("only %d variants", variants)
	}
	if len(own) < len(objectives)*len(objectives) {
		t.Fatalf("the Italians' own view takes %d forms over %d variants: it must show their Objectives", len(own), variants)
	}
	t.Logf("%d hidden variants, one Austrian view; %d Italian views", variants, len(own))
}

// Test16_6_MarchIndistinguishable: a march with its Scout (16.6, 16.7)
// tells the enemy the same bytes whichever of the two pieces is the
// commander: the commander in 0305 marching to 0805 with the Scout from
// 0405 to 0905, or the commander in 0405 marching to 0905 with the Scout
// from 0305 to 0805, toward each of four Objectives.
func Test16_6_MarchIndistinguishable(t *testing.T) {
	var want []byte
	n := 0
	for _, obj := range []string{"1505", "2005", "1405", "1305"} {
		for _, swap := range []bool{false, true} {
			r := onMarchRig(t, obj)
			fcFrom, scFrom := "0305", "0405"
			march := "march d1 0405 0505 0605 0705 0805 scout scout-d1 0505 0605 0705 0805 0905"
			if swap {
				fcFrom, scFrom = "0405", "0305"
				march = "march d1 0505 0605 0705 0805 0905 scout scout-d1 0405 0505 0605 0705 0805"
			}
			r.put("ifc1", fcFrom, "n")
			r.s.Scouts[0].Hex = r.hex(scFrom)
			r.s.Stage = stMarch
			r.roll(1)
			r.do(march)
			got := austriaSees(r)
			if want == nil {
				want = got
			} else if !bytes.Equal(got, want) {
				t.Fatalf("Objective %s, swapped %v: the Austrians see a difference:\n%s", obj, swap, firstDiff(want, got))
			}
			n++
		}
	}
	t.Logf("%d marches, one Austrian view", n)
}

// Test16_ReserveOrMarchIndistinguishable: whether d1 is In Reserve or On
// March (the Objective Map, 2.3) is not told by the March & Reserve
// Phase: a side with nothing left to try passes as one that chooses to.
func Test16_ReserveOrMarchIndistinguishable(t *testing.T) {
	var want []byte
	for _, status := range []string{reserveStatus, marchStatus} {
		r := onMarchRig(t, "1505")
		r.s.form("d1").Status = status
		r.s.Stage, r.s.Side, r.s.Initiative = stMarch, "austria", "austria"
		r.s.Turn = 3 // not a day's first turn
		r.dice.fill = 6
		r.s.advance(r.dice)
		r.ev = append(r.ev, r.s.flush()...)
		if status == marchStatus {
			r.do("pass") // d1 could march; the Italians pass
		}
		r.do("march-oc stay")
		got := austriaSees(r)
		if want == nil {
			want = got
		} else if !bytes.Equal(got, want) {
			t.Fatalf("the Austrians tell In Reserve from On March:\n%s", firstDiff(want, got))
		}
	}
}

// austriaSees is what the rig's Austrians are shown now (shown) and every
// event told to them so far.
func austriaSees(r *rig) []byte {
	var told []adjudicator.Event
	for _, e := range r.ev {
		if e.To.Sees("austria") {
			told = append(told, e)
		}
	}
	b, _ := json.Marshal(told)
	return append(shown(r.s, "austria"), b...)
}

// Test26_3_ObjectivesSecret: 26.3's Objectives, set in the Italian set-up
// for a Formation on the map (div1) and a reinforcement (res1), and
// entered with it On March on GT 3, never reach the Austrians: over 49
// variants their view, their decisions and the events told to them are
// the same bytes; the Italians' own view shows the Objectives.
func Test26_3_ObjectivesSecret(t *testing.T) {
	r := campaignRig(t, "custoza-26")
	objectives := []string{"2529", "2430", "3923", "3125", "2625", "4929", "1621"}
	var want []byte
	own := map[string]bool{}
	for _, o1 := range objectives {
		for _, o2 := range objectives {
			s := r.s.Clone().(*State)
			var told []adjudicator.Event
			for _, line := range []string{"objective div1 " + o1, "objective res1 " + o2, "done setup", "done setup", "begin turn"} {
				ev, err := s.Apply(s.Pending()[0], adjudicator.Line{Text: line, Kind: kindOf(line)}, dieOf(3))
				if err != nil {
					t.Fatalf("%s: %v", line, err)
				}
				for _, e := range ev {
					if e.To.Sees("austria") {
						told = append(told, e)
					}
				}
			}
			if s.form("res1").Status != marchStatus || s.form("res1").Objective != o2 {
				t.Fatalf("res1 enters On March toward %s: %q %q", o2, s.form("res1").Status, s.form("res1").Objective)
			}
			evBytes, _ := json.Marshal(told)
			got := append(shown(s, "austria"), evBytes...)
			if want == nil {
				want = got
			} else if !bytes.Equal(got, want) {
				t.Fatalf("objectives %s %s: the Austrians see a difference:\n%s", o1, o2, firstDiff(want, got))
			}
			own[string(s.View("italy").Data)] = true
		}
	}
	if len(own) != len(objectives)*len(objectives) {
		t.Fatalf("the Italians' own view takes %d forms: it must show their Objectives", len(own))
	}
}

// 24.2 "keeps the chosen marker face down": over the Italian's three
// objectives and four answers to the change (keep, 1, 2, 3), the
// Austrians are shown the same bytes — view, decisions, template, events
// — through the choice, the change and the next Command Phase; the
// Italians' own view differs with each objective.
func Test24_2_StrategicSecretIndistinguishable(t *testing.T) {
	var want []byte
	own := map[string]bool{}
	n := 0
	for first := 1; first <= 3; first++ {
		for _, change := range []string{"keep strategic", "strategic 1", "strategic 2", "strategic 3"} {
			s := strategicGame(t, strategicMap())
			die := &cycleDie{}
			var told []adjudicator.Event
			keep := func(ev []adjudicator.Event) {
				for _, e := range ev {
					if e.To.Sees("austria") {
						told = append(told, e)
					}
				}
			}
			keep(answer(t, s, fmt.Sprintf("strategic %d", first)))
			atChoice := shown(s, "austria")
			keep(answer(t, s, "strategic 2"))
			for s.Stage != stStrategicChange && s.Over == nil {
				d := s.Pending()[0]
				if d.Default == nil {
					t.Fatalf("no default at %s", d.Kind)
				}
				ev, err := s.Apply(d, *d.Default, die)
				if err != nil {
					t.Fatal(err)
				}
				keep(ev)
			}
			atChange := shown(s, "austria")
			rebuiltShowsTheSame(t, s)
			keep(answer(t, s, change))
			rebuiltShowsTheSame(t, s)
			got := append(append(atChoice, atChange...), shown(s, "austria")...)
			b, _ := json.Marshal(told)
			got = append(got, b...)
			if want == nil {
				want = got
			} else if string(got) != string(want) {
				t.Fatalf("objective %d, change %q: the Austrians see a difference:\n%s", first, change, firstDiff(want, got))
			}
			own[string(s.View("italy").Data)] = true
			n++
		}
	}
	if len(own) < 3 {
		t.Fatalf("the Italians' view takes %d forms: it must show their objective", len(own))
	}
	t.Logf("%d hidden variants, one Austrian view", n)
}

// rebuiltShowsTheSame: each side's `orders check` state, rebuilt from
// its view (FromView), shows that side the same view and decisions.
func rebuiltShowsTheSame(t *testing.T, s *State) {
	t.Helper()
	for _, side := range s.b.sides {
		r, err := FromView(s.b.sc, s.View(side))
		if err != nil {
			t.Fatal(err)
		}
		if want, got := shown(s, side), shown(r, side); string(want) != string(got) {
			t.Fatalf("%s's rebuilt state shows otherwise:\n%s", side, firstDiff(want, got))
		}
	}
}

// cycleDie rolls 1, 2, 3 … in turn: the same rolls in every variant.
type cycleDie struct{ n int }

func (d *cycleDie) Roll(sides int, _ string) int {
	d.n++
	return 1 + (d.n-1)%sides
}

// 24.2 by mail: the Italian's first order file chooses its objective (or
// says nothing, taking the default); the engine runs the first game
// turn's files; what the Austrians are told (every event of the run they
// see) and shown (their view) is the same bytes in each case.
func Test24_2_StrategicSecretByMail(t *testing.T) {
	var want []byte
	for _, italy := range []string{"turn 1\nstrategic 1\n", "turn 1\nstrategic 2\n", "turn 1\nstrategic 3\n", "turn 1\npass\n"} {
		sc := strategicGame(t, strategicMap()).b.sc
		g, err := adjudicator.NewGame(System{}, sc)
		if err != nil {
			t.Fatal(err)
		}
		files := map[adjudicator.Side]string{"italy": italy, "austria": "turn 1\nstrategic 2\npass\n"}
		setOrderFiles(t, g, files)
		seed, _ := dice.ParseSeed(strings.Repeat("24", 32))
		res, err := g.Run(dice.NewStream(seed, "strategic", 1, [32]byte{}))
		if err != nil {
			t.Fatal(err)
		}
		var told []adjudicator.Event
		for _, e := range res.Events {
			if e.To.Sees("austria") {
				told = append(told, e)
			}
		}
		s := g.State.(*State)
		if s.Strat.Chosen[1] != 2 || s.Turn < 2 {
			t.Fatalf("after the run: %v at turn %d", s.Strat.Chosen, s.Turn)
		}
		b, _ := json.Marshal(told)
		got := append(shown(s, "austria"), b...)
		if want == nil {
			want = got
		} else if string(got) != string(want) {
			t.Fatalf("Italian file %q: the Austrians see a difference:\n%s", italy, firstDiff(want, got))
		}
	}
}

// setOrderFiles gives each side of the game its order file, sequence 1
// for the Italians and 2 for the Austrians.
func setOrderFiles(t *testing.T, g *adjudicator.Game, files map[adjudicator.Side]string) {
	t.Helper()
	for i, side := range []adjudicator.Side{"italy", "austria"} {
		lines, ps := g.System.ParseOrders(side, string(side)+".txt", 1, []byte(files[side]))
		if ps != nil {
			t.Fatal(ps)
		}
		if err := g.SetOrders(side, i+1, lines); err != nil {
			t.Fatal(err)
		}
	}
}
