package risorgimento

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

const roadStackingOn = "\nrule cultivated-road-stacking on @rulebook \"5.27 play note\""

// roadColumn: on the skirmish's major road (row 05), fa-2 stands at 0405
// and fa-a, of its brigade, in 0305, a Heavily-Cultivated road hex; the
// march 0305 0205 0105 0106 0107 0108 costs 3 × 1/2 + 3 × 1 = 4.5 MP by
// the road, 7 if 0305 costs its own 3 MP (tables.scn, tec-move).
func roadColumn(t *testing.T, rev int) (*State, []hexmap.Hex) {
	s := emptied(skirmishWithRules(t, rev, roadStackingOn))
	s.enterHex(s.w.unitIndex("fa-a"), hx(t, "0305"))
	s.enterHex(s.w.unitIndex("fa-2"), hx(t, "0405"))
	acting(s, "france", "i", 0, "fa", "fa-2", "fa-a")
	var path []hexmap.Hex
	for _, h := range strings.Fields("0305 0205 0105 0106 0107 0108") {
		path = append(path, hx(t, h))
	}
	return s, path
}

// Test5_27_PlayNote_NoRoadRateIntoAStackedCultivatedHex: "No Stacking if
// you want to use roads/Trails through these hexes" (L1096–1098): passing
// by road through Heavily-Cultivated 0305 while fa-a is in it, fa-2 pays
// the hex's 3 MP, so the march is beyond its MA 6 (5.31); with 0305
// empty the road carries it; the hex left and the hexes not Heavily
// Cultivated keep the road rate.
func Test5_27_PlayNote_NoRoadRateIntoAStackedCultivatedHex(t *testing.T) {
	s, path := roadColumn(t, 4)
	b, i := s.board(), s.w.unitIndex("fa-2")
	if e := s.moveEntry(b, i, ClassInf, hx(t, "0405"), hx(t, "0305")); e.Total() != hexmap.MPs(3) {
		t.Fatalf("into 0305 with fa-a in it: %v MP, want the hex's 3 (5.27 play note)", e.Total())
	}
	err := s.checkMove(b, s.w.brigade("fa"), i, path)
	if err == nil || !strings.Contains(err.Error(), "5.31") {
		t.Fatalf("fa-2 marched by road through occupied 0305: %v", err)
	}
	// Stopping in it is allowed (5.41 2): it costs the hex, not the road.
	if err := s.checkMove(b, s.w.brigade("fa"), i, path[:1]); err != nil {
		t.Fatalf("fa-2 may stack with fa-a in 0305 paying the hex: %v", err)
	}
	s.unit("fa-a").Hex = txt("") // 0305 empty: the road carries the column
	if err := s.checkMove(s.board(), s.w.brigade("fa"), i, path); err != nil {
		t.Fatalf("through empty 0305 by road: %v", err)
	}
	// A leader is no unit for stacking (5.41 7): napoleon in 0305 costs nothing.
	s.leader("napoleon").Hex = txt("0305")
	if e := s.moveEntry(s.board(), i, ClassInf, hx(t, "0405"), hx(t, "0305")); e.Total() != hexmap.MPs(1)/2 {
		t.Fatalf("into 0305 with a leader only: %v MP, want the road's 1/2", e.Total())
	}
}

// Test5_27_PlayNote_TrailsAndOtherHexes: the play note names roads and
// trails, and Heavily-Cultivated hexes only: a trail into an occupied one
// pays the hex (not the trail's half), a road into an occupied clear hex
// keeps the road rate, and an unoccupied one keeps both (5.21, 5.22).
func Test5_27_PlayNote_TrailsAndOtherHexes(t *testing.T) {
	m, tb := newMap(), charts(t)
	a, hc, cl := hx(t, "1010"), hx(t, "1011"), hx(t, "1110")
	m.SetHex(hc, HexTerrain{Kind: HeavyCult})
	m.SetSide(a, hc, SideTerrain{Way: Trail})
	m.SetSide(a, cl, SideTerrain{Way: Major})
	for _, c := range []struct {
		to       hexmap.Hex
		occupied bool
		want     hexmap.Cost
	}{
		{hc, true, hexmap.MPs(3)},  // trail into an occupied HC hex: the hex's 3
		{hc, false, hexmap.MPs(1)}, // trail into an empty one: half of 3, rounded down (5.22)
		{cl, true, hexmap.MPs(1) / 2},
		{cl, false, hexmap.MPs(1) / 2},
	} {
		if got := CultivatedRoadEntry(m, tb, ClassInf, a, c.to, c.occupied).Total(); got != c.want {
			t.Errorf("into %v, occupied %v: %v MP, want %v", c.to, c.occupied, got, c.want)
		}
	}
}

// Test5_27_Revision3_RoadThroughStackedCultivatedHex: a revision-3 game
// with the same line keeps the road rate through occupied 0305 (its
// games were played so).
func Test5_27_Revision3_RoadThroughStackedCultivatedHex(t *testing.T) {
	s, path := roadColumn(t, 3)
	if err := s.checkMove(s.board(), s.w.brigade("fa"), s.w.unitIndex("fa-2"), path); err != nil {
		t.Fatalf("revision 3 charged the 5.27 play note: %v", err)
	}
}

// Test5_27_PlayNote_OfflineCheckAgrees: the offline check's state, rebuilt
// from France's view (FromView), refuses and accepts the same marches as
// the host, so the check and the turn bots (which try each march on it)
// play the play note as the engine does.
func Test5_27_PlayNote_OfflineCheckAgrees(t *testing.T) {
	host, path := roadColumn(t, 4)
	v := host.View("france")
	off, err := FromView(host.w.sc, v)
	if err != nil {
		t.Fatal(err)
	}
	if !off.w.roadStacking {
		t.Fatal("the offline check's world does not play the 5.27 play note")
	}
	for _, n := range []int{1, len(path)} {
		h := host.checkMove(host.board(), host.w.brigade("fa"), host.w.unitIndex("fa-2"), path[:n])
		o := off.checkMove(off.board(), off.w.brigade("fa"), off.w.unitIndex("fa-2"), path[:n])
		if (h == nil) != (o == nil) {
			t.Fatalf("march of %d hexes: host %v, offline check %v", n, h, o)
		}
	}
}

// Test5_27_PlayNote_ChargeThroughAStackedCultivatedHex: fc-c charging
// from 0205 by the road through Heavily-Cultivated 0305 at ae-1 in 0405
// pays the hex's 4 MP there while fa-a is in it, more than a charge may
// cross (7.52), and is refused for it (before its line of sight, which
// 0305 blocks anyway, 7.13); through empty 0305 the road carries it;
// revision 3 never applies the play note.
func Test5_27_PlayNote_ChargeThroughAStackedCultivatedHex(t *testing.T) {
	for _, rev := range []int{3, 4} {
		s := emptied(skirmishWithRules(t, rev, roadStackingOn))
		s.enterHex(s.w.unitIndex("fc-c"), hx(t, "0205"))
		s.unit("fc-c").Face = txt("se")
		s.enterHex(s.w.unitIndex("ae-1"), hx(t, "0405"))
		s.enterHex(s.w.unitIndex("fa-a"), hx(t, "0305"))
		acting(s, "france", "ii", 0, "fc", "fc-1", "fc-c")
		path := []hexmap.Hex{hx(t, "0305"), hx(t, "0405")}
		_, err := s.checkCharge(s.board(), s.w.brigade("fc"), s.w.unitIndex("fc-c"), path)
		notePlayed := err != nil && strings.Contains(err.Error(), "5.27 play note")
		if notePlayed != (rev >= cultivatedRoadRevision) {
			t.Fatalf("revision %d: the charge through occupied 0305: %v", rev, err)
		}
		s.unit("fa-a").Hex = txt("")
		full := append([]hexmap.Hex{hx(t, "0205")}, path...)
		if err := s.chargeThroughCultivated(s.board(), s.w.unitIndex("fc-c"), full); err != nil {
			t.Fatalf("revision %d: the charge by road through empty 0305: %v", rev, err)
		}
	}
}
