package risorgimento

import (
	"fmt"
	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"slices"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// batteryFiredAt: the Austrian ad-a alone in 0606 facing sw, France's
// chasseurs fb-j in the hex across that facing, acting, facing it.
func batteryFiredAt(t *testing.T, rev int) (s *State, from hexmap.Hex) {
	t.Helper()
	s = emptied(skirmishAt(t, rev))
	leadersOff(s)
	bat := hx(t, "0606")
	s.unit("ad-a").Hex, s.unit("ad-a").Face = txt(bat.String()), txt("sw")
	sw, _ := hexmap.ParseDirection("sw")
	from, _ = s.w.m.Grid.Neighbor(bat, sw)
	s.unit("fb-j").Hex, s.unit("fb-j").Face = txt(from.String()), txt("ne")
	acting(s, "france", "i", 1, "fb", "fb-j")
	return s, from
}

// Test7_17_PreAttackFireBeforeSmallArms: fb-j is about to fire small arms
// [7.2] at ad-a's hex; Austria's `react fire` fires the battery first at
// fb-j's hex, its one Pre-Attack fire of the segment, and then fb-j fires
// (7.17 Pre-Attack Fire: "an artillery battery that is about to be fired at
// [7.2] … may fire at any one frontal hex").
func Test7_17_PreAttackFireBeforeSmallArms(t *testing.T) {
	s, from := batteryFiredAt(t, 3)
	o, _ := readOrder("fire fb-j 0606")
	ev, err := s.act(roller(1), o)
	if err != nil {
		t.Fatal(err)
	}
	if text := eventsText(ev); strings.Contains(text, "fires small arms at") || s.Act.PreFire == nil {
		t.Fatalf("fb-j fired before the battery's choice:\n%s", text)
	}
	ds := s.Pending()
	if len(ds) != 1 || ds[0].Kind != "react" || ds[0].Side != "austria" || ds[0].Default.Text != "react hold" {
		t.Fatalf("pending %+v, want Austria's Pre-Attack choice with default hold", ds)
	}
	ev, err = s.Apply(ds[0], lineOf("react fire"), roller(1))
	if err != nil {
		t.Fatal(err)
	}
	text := eventsText(ev)
	first := strings.Index(text, "ad-a fires in Pre-Attack Fire at "+from.String())
	then := strings.Index(text, "fb-j fires small arms at 0606")
	if first < 0 || then < first {
		t.Fatalf("want the battery's fire, then fb-j's:\n%s", text)
	}
	if s.Act.PreFire != nil || !slices.Contains(s.Act.PreFired, "ad-a") {
		t.Errorf("ad-a's Pre-Attack fire not spent: %+v", s.Act)
	}
}

// Test7_17_PreAttackHoldBeforeSmallArms: `react hold` lets fb-j fire at
// once; the battery keeps its Pre-Attack fire for the segment.
func Test7_17_PreAttackHoldBeforeSmallArms(t *testing.T) {
	s, _ := batteryFiredAt(t, 3)
	o, _ := readOrder("fire fb-j 0606")
	if _, err := s.act(roller(1), o); err != nil {
		t.Fatal(err)
	}
	ev, err := s.Apply(s.Pending()[0], lineOf("react hold"), roller(1))
	if err != nil {
		t.Fatal(err)
	}
	if text := eventsText(ev); strings.Contains(text, "Pre-Attack") || !strings.Contains(text, "fb-j fires small arms at 0606") {
		t.Fatalf("want fb-j's fire alone:\n%s", text)
	}
	if slices.Contains(s.Act.PreFired, "ad-a") {
		t.Error("a battery that held spent its Pre-Attack fire")
	}
}

// Test7_17_PreAttackSpentOrBehind: a battery that has made its Pre-Attack
// fire this segment, or whose front does not hold the firer, is not asked.
func Test7_17_PreAttackSpentOrBehind(t *testing.T) {
	s, _ := batteryFiredAt(t, 3)
	s.Act.PreFired = []string{"ad-a"}
	o, _ := readOrder("fire fb-j 0606")
	ev, err := s.act(roller(1), o)
	if err != nil || s.Act.PreFire != nil || !strings.Contains(eventsText(ev), "fb-j fires small arms at 0606") {
		t.Fatalf("spent battery asked, or fb-j held (%v):\n%s", err, eventsText(ev))
	}
	s, _ = batteryFiredAt(t, 3)
	s.unit("ad-a").Face = txt("ne")
	if ev, err := s.act(roller(1), o); err != nil || s.Act.PreFire != nil {
		t.Fatalf("a battery facing away was asked (%v):\n%s", err, eventsText(ev))
	}
}

// Test7_17_SmallArmsPreAttackRevision2: revision 2's games fire small arms
// at a battery at once, as they were played.
func Test7_17_SmallArmsPreAttackRevision2(t *testing.T) {
	s, _ := batteryFiredAt(t, 2)
	o, _ := readOrder("fire fb-j 0606")
	ev, err := s.act(roller(1), o)
	if err != nil || s.Act.PreFire != nil || !strings.Contains(eventsText(ev), "fb-j fires small arms at 0606") {
		t.Fatalf("revision 2 held the fire (%v):\n%s", err, eventsText(ev))
	}
}

// Test7_17_PreAttackBeforeSmallArmsInTheCheck: the offline check plays a
// small-arms fire at a battery through the battery's choice (the enemy's
// standing order or default) and goes on checking the brigade's lines:
// the fire is ok, a second fire by the same unit is refused (7.1, 7.23).
func Test7_17_PreAttackBeforeSmallArmsInTheCheck(t *testing.T) {
	s, _ := batteryFiredAt(t, 3)
	got := checkFile(t, s, "france", fmt.Sprintf("turn %d\nformation fb\nfire fb-j 0606\nfire fb-j 0606\ndone\n", s.Turn))
	adjudicatortest.WantVerdict(t, got, 3, adjudicator.CheckOK)
	adjudicatortest.WantVerdict(t, got, 4, adjudicator.CheckProblem, "has fired this activation")
}

// Test7_17_VolleyAtAnEmptiedHex: batteries firing one after the other in
// reaction hold their fire once the hex they fire at is empty (its units
// eliminated by the first), instead of firing at nothing (7.1, 7.17).
func Test7_17_VolleyAtAnEmptiedHex(t *testing.T) {
	s, _ := batteryFiredAt(t, 3)
	ev, err := s.volley(roller(1), []int{s.w.unitIndex("ad-a")}, hx(t, "0505"), " in Counter-Battery")
	if err != nil || !strings.Contains(eventsText(ev), "0505 is empty: ad-a hold their fire") {
		t.Fatalf("volley at an empty hex (%v):\n%s", err, eventsText(ev))
	}
}
