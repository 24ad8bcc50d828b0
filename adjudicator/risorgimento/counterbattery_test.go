package risorgimento

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// batteryDuel: the French fa-a in 0505 and the Austrian ad-a two hexes
// off in a straight line, facing each other; France's Brigade A acting.
func batteryDuel(t *testing.T, rev int) (*State, hexmap.Hex) {
	t.Helper()
	s := emptied(skirmishAt(t, rev))
	leadersOff(s)
	g := s.w.m.Grid
	from := hx(t, "0505")
	d := g.Directions()[1]
	mid, _ := g.Neighbor(from, d)
	to, _ := g.Neighbor(mid, d)
	back, _ := g.DirectionTo(mid, from)
	s.unit("fa-a").Hex, s.unit("fa-a").Face = txt(from.String()), txt(d.String())
	s.unit("ad-a").Hex, s.unit("ad-a").Face = txt(to.String()), txt(back.String())
	acting(s, "france", "i", 0, "fa", "fa-a")
	return s, to
}

// Test7_17_CounterBatteryFire: ad-a, fired at by fa-a, fires back at it
// after the original fire by Austria's standing `react fire`, once in
// the segment (7.17 Counter-Battery Fire).
func Test7_17_CounterBatteryFire(t *testing.T) {
	s, to := batteryDuel(t, 2)
	o, _ := readOrder("fire fa-a " + to.String())
	if _, err := s.act(roller(3), o); err != nil {
		t.Fatal(err)
	}
	if s.unit("ad-a").Disorder {
		t.Fatal("roller(3) Disordered ad-a, which may then not fire (7.18): the test needs a seed that leaves it in order")
	}
	ds := s.Pending()
	if len(ds) != 1 || ds[0].Kind != "react" || ds[0].Side != "austria" || ds[0].Subjects[0] != "ad-a" {
		t.Fatalf("pending %+v, want Austria's counter-battery choice", ds)
	}
	sys := System{}.ForScenario(loadSkirmish(t))
	lines, ps := sys.ParseOrders("austria", "a", 1, []byte("standing react fire hold"))
	if len(ps) > 0 || !ds[0].Answers(lines[0]) {
		t.Fatalf("the standing order %v (%v) does not answer it", lines, ps)
	}
	ev, err := s.Apply(ds[0], lines[0], roller(3))
	if err != nil {
		t.Fatal(err)
	}
	if text := eventsText(ev); !strings.Contains(text, "ad-a fires in Counter-Battery at 0505") {
		t.Fatalf("no counter-battery fire:\n%s", text)
	}
	if s.Act.Counter != nil || len(s.counterReactors(s.board(), counterBattery{At: "0505", Target: to.String()})) != 0 {
		t.Error("ad-a may counter-battery fire twice in one segment (7.17)")
	}
}

// Test7_17_CounterBatteryHoldAndRevision1: `react hold` keeps the battery
// silent; revision 1's games never ask.
func Test7_17_CounterBatteryHoldAndRevision1(t *testing.T) {
	for _, rev := range []int{1, 2} {
		s, to := batteryDuel(t, rev)
		o, _ := readOrder("fire fa-a " + to.String())
		if _, err := s.act(roller(3), o); err != nil {
			t.Fatal(err)
		}
		ds := s.Pending()
		if rev == 1 {
			if ds[0].Kind == "react" {
				t.Fatalf("revision 1 asked for counter-battery fire: %+v", ds)
			}
			continue
		}
		ev, err := s.Apply(ds[0], lineOf("react hold fire"), roller(3))
		if err != nil || len(ev) != 0 || s.Act.Counter != nil {
			t.Fatalf("hold: %v %v", ev, err)
		}
	}
}
