package custoza

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/check"
)

// looseRig is k1 of the rig at its declarations after a loose cannon's
// Attack result (5.2): ai1 and ai2 could each assault ii1 in 0505, and
// the first declaration the rules list is ai1's.
func looseRig(t *testing.T, rev int) *rig {
	t.Helper()
	r := newRig(t, rigMap{rev: rev})
	r.put("afc1", "0510", "n")
	r.put("ai1", "0508", "n")
	r.put("ai2", "0509", "n")
	r.put("ii1", "0505", "s")
	r.s.Side, r.s.Initiative = "austria", "austria"
	r.s.markCommand()
	r.s.form("k1").Mood = 2
	r.roll(6, 3) // a natural 6, then 3 + 2 = 5 on the Initiative Table: attack
	r.do("activate k1")
	r.saw("attack")
	if first := r.s.declarationOptions(1); len(first) != 1 || !strings.HasSuffix(first[0], " by ai1") {
		t.Fatalf("the first declaration is %v, want ai1's", first)
	}
	return r
}

// runLoose plays austria's file for k1 through the run loop (no line of
// it declares) and returns the events and the Forces named for the
// marker the default declared.
func runLoose(t *testing.T, r *rig, k1 string) ([]adjudicator.Event, []string) {
	t.Helper()
	g := &adjudicator.Game{System: System{b: r.s.b}, Scenario: r.s.b.sc, State: r.s}
	for _, side := range r.s.b.sides {
		g.Orders = append(g.Orders, adjudicator.SideOrders{Side: side, Plan: []adjudicator.PlanLine{}, Standing: []adjudicator.Line{}})
	}
	turn := fmt.Sprintf("turn %d\n", r.s.GameTurn())
	for i, f := range []struct {
		side adjudicator.Side
		body string
	}{{"austria", turn + "formation k1\n" + k1}, {"italy", turn}} {
		lines, ps := g.System.ParseOrders(f.side, string(f.side)+".txt", 1, []byte(f.body))
		if ps != nil {
			t.Fatal(ps)
		}
		if err := g.SetOrders(f.side, i+1, lines); err != nil {
			t.Fatal(err)
		}
	}
	// Stop once the markers are placed, so that they can be read.
	g.State = atActions{r.s}
	r.dice.fill = 3
	res, err := g.Run(r.dice)
	if err != nil {
		t.Fatal(err)
	}
	s := g.State.(atActions).State
	if len(s.Markers) != 1 {
		t.Fatalf("%d markers placed, want 1: %v", len(s.Markers), res.Events)
	}
	return res.Events, s.Markers[0].Forces
}

// atActions is a state that asks nothing once its Formation's actions
// begin (3·2.2.b).
type atActions struct{ *State }

func (a atActions) Pending() []adjudicator.Decision {
	if a.Stage == stAction {
		return nil
	}
	return a.State.Pending()
}
func (a atActions) Brief() []adjudicator.Decision {
	if a.Stage == stAction {
		return nil
	}
	return a.State.Brief()
}
func (a atActions) Clone() adjudicator.State { return atActions{a.State.Clone().(*State)} }

// defaultSaid is the text of the event that tells the side its default.
func defaultSaid(t *testing.T, ev []adjudicator.Event) string {
	t.Helper()
	for _, e := range ev {
		if e.Code == "default" {
			return e.Text
		}
	}
	t.Fatalf("no default event: %v", ev)
	return ""
}

// 5.2 (issue 23): a loose cannon's Attack result obliges a marker; when
// the side's lines declare none, the default declares one by a Force its
// lines waiting for this activation leave free, and says so; only when
// each Force that could attack is ordered, the first declaration.
func Test5_2_LooseCannonDefaultSparesOrderedForces(t *testing.T) {
	ev, forces := runLoose(t, looseRig(t, 0), "move ai1 0408\n")
	if !slices.Equal(forces, []string{"ai2"}) {
		t.Fatalf("the default named %v for the marker, want ai2 (ai1 is ordered to move)", forces)
	}
	said := defaultSaid(t, ev)
	if !strings.Contains(said, `so the default "declare assault 0505 from `) || !strings.HasSuffix(said, ` by ai2" applies, by ai2, a Force your lines leave free (5.2)`) {
		t.Fatalf("the report says %q", said)
	}

	ev, forces = runLoose(t, looseRig(t, 0), "")
	if !slices.Equal(forces, []string{"ai1"}) || !strings.HasSuffix(defaultSaid(t, ev), "by ai1, a Force your lines leave free (5.2)") {
		t.Fatalf("with no line: %v, %q; want the first declaration, ai1's", forces, defaultSaid(t, ev))
	}

	ev, forces = runLoose(t, looseRig(t, 0), "move ai1 0408\nmove ai2 0409\n")
	if !slices.Equal(forces, []string{"ai1"}) {
		t.Fatalf("every Force ordered: the default named %v, want the first declaration's ai1", forces)
	}
	if said := defaultSaid(t, ev); !strings.HasSuffix(said, "by ai1, though your lines order it too: each Force that could attack has a line of yours (5.2)") {
		t.Fatalf("every Force ordered: the report says %q", said)
	}
}

// 5.2: revision 5's games keep the first declaration as the default,
// whichever Force it names, and its words.
func Test5_2_LooseCannonDefaultFirstOptionUnderRevision5(t *testing.T) {
	ev, forces := runLoose(t, looseRig(t, looseDefaultRevision-1), "move ai1 0408\n")
	if !slices.Equal(forces, []string{"ai1"}) {
		t.Fatalf("revision 5: the default named %v, want the first declaration's ai1", forces)
	}
	if said := defaultSaid(t, ev); !strings.HasSuffix(said, ` by ai1" applies`) {
		t.Fatalf("revision 5: the report says %q", said)
	}
}

// 5.2: the offline check runs the same default as the host: on austria's
// view it accepts the file, and its run of the activation names ai2, the
// Force the file leaves free, for the loose cannon's marker.
func Test5_2_LooseCannonDefaultCheckedAsTheHostDoes(t *testing.T) {
	r := looseRig(t, 0)
	_, host := runLoose(t, looseRig(t, 0), "move ai1 0408\n")
	a, err := newViewCheck(r.s.b.sc, r.s.View("austria"))
	if err != nil {
		t.Fatal(err)
	}
	ma := &markersAdapter{Adapter: a}
	sys := System{}.ForScenario(r.s.b.sc)
	body := fmt.Sprintf("turn %d\nformation k1\nmove ai1 0408\n", r.s.GameTurn())
	lines, ps := sys.ParseOrders("austria", "austria.txt", 1, []byte(body))
	if ps != nil {
		t.Fatal(ps)
	}
	cs, err := System{}.CheckOrders(r.s.b.sc, r.s.View("austria"), lines)
	if err != nil || len(cs) != 1 || cs[0].Verdict != adjudicator.CheckOK {
		t.Fatalf("the check of %q: %+v %v", body, cs, err)
	}
	check.Lines[*State](ma, "austria", lines)
	if ma.end == nil {
		t.Fatal("the check's run did not reach k1's actions")
	}
	if len(ma.end.Markers) != 1 || !slices.Equal(ma.end.Markers[0].Forces, host) {
		t.Fatalf("the check's run placed %+v, the host named %v", ma.end.Markers, host)
	}
}

// markersAdapter is the check's Custoza adapter with its activation run
// stopped once the markers are placed, and the state there kept.
type markersAdapter struct {
	check.Adapter[*State]
	end *State
}

func (m *markersAdapter) CheckFormation(c *check.Check[*State], form string, lines []adjudicator.Line) {
	m.end, _ = c.Alone(form, lines, nil, func(s *State) bool { return s.Active != form || s.Stage == stAction })
}
