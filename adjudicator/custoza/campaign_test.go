package custoza

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// campaignScenario is a test scenario on the Custoza map that ends, as
// the campaign scenarios do, with `include custoza-N.campaign`: a few
// counters of each side, the Reserve Corps as two Formations (haller-div and
// taxis-div, 24.2's NOTE), the advanced game with 24.1.5's Supply Sources, and
// three days over six turns (day 2 from turn 3).
func campaignScenario(n int) string {
	return fmt.Sprintf(`scenario campaign-%d-test
system custoza
edition custoza
title "test of custoza-%d.campaign"
side italy "Italian army"
side austria "Austro-Hungarian army"
turns 1-6 @estimated "test"

[map]
include custoza.map

[counters]
provenance estimated "test"
formation d4 "4a Divisione" side=italy commander=ifc kind=division
formation ii-corps "II Corps" side=austria commander=afc kind=corps
formation haller-div "Reserve Haller" side=austria commander=hfc kind=corps
formation taxis-div "Reserve Taxis" side=austria commander=tfc kind=corps
leader ifc "Com. Ferdinando" side=italy type=fc formation=d4 command=3
leader afc "Com. D'Aspre" side=austria type=fc formation=ii-corps command=3
leader hfc "Com. Haller" side=austria type=fc formation=haller-div command=3
leader tfc "Com. Taxis" side=austria type=fc formation=taxis-div command=3
counter i1 "Inf 1" side=italy type=inf formation=d4 size=3 sp=8 cv=7 ma=5
counter i2 "Inf 2" side=italy type=inf formation=d4 size=3 sp=8 cv=7 ma=5
counter a1 "IR 1" side=austria type=inf formation=ii-corps size=3 sp=8 cv=7 ma=5
counter h1 "Gren" side=austria type=inf formation=haller-div size=3 sp=8 cv=7 ma=5
counter t1 "Drag" side=austria type=cav formation=taxis-div size=2 sp=4 cv=8 ma=8

[setup]
provenance estimated "test"
set ifc i1 at 4834
set i2 at 4434
set afc a1 at 5705
set hfc h1 at 6216
set tfc t1 at 6214

[turns]
provenance estimated "test"
turn 1 time=06:00
turn 2 time=07:00
turn 3 time=06:00
turn 4 time=07:00
turn 5 time=06:00
turn 6 time=07:00

[rules]
provenance estimated "test"
rule advanced-game yes
rule supply "italy 1004 1034 2533 4434 4834 austria 7004 7006 7011 7014"
rule day-first-turns "1 3 5"

%s
include custoza-%d.campaign
`, n, n, standInBlock(), n)
}

// loadCampaign writes the test scenario beside copies of custoza.map and
// the campaign file and loads it, as a shipped scenario is.
func loadCampaign(t *testing.T, n int) (*scenarios.Scenario, error) {
	t.Helper()
	dir := t.TempDir()
	for _, name := range []string{"custoza.map", fmt.Sprintf("custoza-%d.campaign", n)} {
		b, err := os.ReadFile(filepath.Join("..", "..", "scenarios", "data", name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	file := filepath.Join(dir, fmt.Sprintf("campaign-%d-test.scn", n))
	if err := os.WriteFile(file, []byte(campaignScenario(n)), 0o644); err != nil {
		t.Fatal(err)
	}
	return scenarios.Load(file)
}

func campaignGame(t *testing.T, n int) *State {
	t.Helper()
	sc, err := loadCampaign(t, n)
	if err != nil {
		t.Fatal(err)
	}
	st, err := System{}.New(sc)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// The five campaign files load in a scenario that includes them, with
// 24.2's and 26.2's three objectives a side, the Italian change on day 2
// (24, 25) and 28.2's assumed Objective 3.
func Test24_2_26_2_CampaignFilesLoad(t *testing.T) {
	for n := 24; n <= 28; n++ {
		s := campaignGame(t, n)
		sc := s.b.sc
		for _, side := range []string{"italy", "austria"} {
			if got := intWords(sc.StrategicNumbers(side)); got != "1, 2, 3" {
				t.Errorf("%d: %s has objectives %s", n, side, got)
			}
		}
		for _, c := range sc.Strategics {
			if c.Prov.Kind == "" || !strings.HasPrefix(c.Prov.Note, fmt.Sprintf("%d.2", n)) {
				t.Errorf("%d: line %d's provenance %q does not cite %d.2", n, c.Line, c.Prov.Note, n)
			}
		}
		change, fixed := s.b.strat.changeTurn, s.b.strat.fixed
		switch n {
		case 24, 25:
			if change != [2]int{3, 0} || fixed != [2]int{} {
				t.Errorf("%d: change %v fixed %v, want the Italian change at turn 3", n, change, fixed)
			}
		case 28:
			if change != [2]int{} || fixed != [2]int{3, 0} {
				t.Errorf("28: change %v fixed %v, want the Italian fixed on 3", change, fixed)
			}
			if d := s.Pending()[0]; d.Side != "austria" || d.Kind != kStrategic {
				t.Errorf("28: the first decision is %s %s, want the Austrian's choice only", d.Side, d.Kind)
			}
		default:
			if change != [2]int{} || fixed != [2]int{} {
				t.Errorf("%d: change %v fixed %v, want none (26.2: no change option)", n, change, fixed)
			}
		}
	}
}

// 26.2 AH 1 on custoza.map: the Mincio bridges are 1921 and 2129; the
// east side of each is its north-east and south-east neighbours.
func Test26_2_MincioBridgesOfTheCustozaMap(t *testing.T) {
	s := campaignGame(t, 26)
	if got := hexText(s.b.strat.bridgesEast); got != "2021 2022 2229 2230" {
		t.Fatalf("east side of the bridges %q", got)
	}
	// West of the Mincio: 1513 Ponti, 1621 Monzambano, 2529 Valeggio is east.
	for h, want := range map[string]bool{"1513": true, "1621": true, "1526": true, "2529": false, "1705": false, "1921": false, "4034": false} {
		hx, _ := hexmap.ParseHex(h)
		if got := s.b.westOfMincio(hx); got != want {
			t.Errorf("%s west of the Mincio: %v, want %v", h, got, want)
		}
	}
}

// 24.2 played to the end on the campaign file: the Italian takes
// Objective 3 and controls its eight hexes; the Austrian's Objective 3
// needs its Corps off the south edge, west of 4034 inclusive.
func Test24_2_CampaignVictoryAtTheEnd(t *testing.T) {
	s := campaignGame(t, 24)
	answer(t, s, "strategic 3")
	answer(t, s, "strategic 3")
	for _, h := range []string{"4707", "4913", "4914", "5014", "4929", "5029", "5030", "5129"} {
		hx, _ := hexmap.ParseHex(h)
		s.takeControl("italy", hx)
	}
	// The south edge: row 34 in even columns, 33 in odd ones (their row 34
	// is a half hex, custoza.map).
	if got := hexText(s.b.exitHexes("austria")); !strings.HasPrefix(got, "1034 1133 1234") || !strings.HasSuffix(got, "3933 4034") {
		t.Fatalf("exit hexes %q", got)
	}
	s.checkVictory(true)
	o := s.Over
	if o == nil || o.Winner != adjudicator.Side("italy") {
		t.Fatalf("outcome %+v", o)
	}
	for _, want := range []string{`italy's Strategic Objective 3, "Cut Off AH communications" (no change made): achieved`,
		"exit-corps [NOT met]: no uncollapsed Corps has exited entire off the south edge: haller-div+taxis-div has exited no unit; ii-corps has exited no unit", "(24.2)"} {
		if !strings.Contains(o.Text, want) {
			t.Fatalf("outcome lacks %q:\n%s", want, o.Text)
		}
	}
}

// A campaign game whose sides send nothing plays to its end on the
// defaults (24.2: Objective 1 each, the Italian keeping it on day 2), and
// the end reveals both objectives with every condition's verdict.
func Test24_2_SilentCampaignPlaysToTheEnd(t *testing.T) {
	s := campaignGame(t, 24)
	die := &cycleDie{}
	changes := 0
	for step := 0; s.Over == nil; step++ {
		if step > 5000 {
			t.Fatalf("no end after %d decisions (%s)", step, s.Status())
		}
		d := s.Pending()[0]
		if d.Default == nil {
			t.Fatalf("%s owes %s with no default", d.Side, d.Kind)
		}
		if s.Stage == stStrategicChange {
			changes++
		}
		if _, err := s.Apply(d, *d.Default, die); err != nil {
			t.Fatalf("%s: %v", d.Default.Text, err)
		}
	}
	if changes != 1 || s.Strat.Chosen != [2]int{1, 1} || !s.Strat.Changed[0] {
		t.Fatalf("%d changes, chosen %v, changed %v", changes, s.Strat.Chosen, s.Strat.Changed)
	}
	o := s.Over
	for _, want := range []string{`italy's Strategic Objective 1, "Keep Mantova under siege" (its one change considered)`, `austria's Strategic Objective 1, "Establish a bridgehead west of the Mincio River"`, "occupy [NOT met]"} {
		if !strings.Contains(o.Text, want) {
			t.Fatalf("outcome lacks %q:\n%s", want, o.Text)
		}
	}
	if v := s.viewStrategic("austria"); v.Enemy != 1 {
		t.Fatalf("the end does not reveal the Italian objective: %+v", v)
	}
}

// 26.2 on the campaign file and custoza.map: IT 1 "The AH player cannot
// trace a valid LOC between Peschiera (1705) and hex 7004" holds only
// when the roads from Peschiera to Verona are cut; AH 1 needs the four
// east-bank hexes of the two Mincio bridges.
func Test26_2_CampaignVictoryAtTheEnd(t *testing.T) {
	s := campaignGame(t, 26)
	answer(t, s, "strategic 1")
	answer(t, s, "strategic 1")
	it1 := s.b.sc.StrategicOf("italy", 1)[0]
	if r := s.evalStrategic("italy", it1); r.met {
		t.Fatalf("open roads, IT 1 met: %s", r.why)
	}
	// The Italians hold 7004 itself: no line reaches it.
	h7004, _ := hexmap.ParseHex("7004")
	s.unit("i1").Hex, s.unit("i1").On = h7004, true
	s.touch()
	if r := s.evalStrategic("italy", it1); !r.met || !strings.Contains(r.why, "austria cannot trace a valid LoC between 1705 and 7004") {
		t.Fatalf("7004 held, IT 1: %+v", r)
	}
	for _, h := range []string{"2021", "2022", "2229", "2230"} {
		hx, _ := hexmap.ParseHex(h)
		s.takeControl("austria", hx)
	}
	s.checkVictory(true)
	if o := s.Over; o == nil || o.Level != "draw" || !strings.Contains(o.Text, "both sides achieve") || !strings.Contains(o.Text, "controls the east-bank hexes of the Mincio bridges 2021 2022 2229 2230 (2.2)") {
		t.Fatalf("outcome %+v", s.Over)
	}
}
