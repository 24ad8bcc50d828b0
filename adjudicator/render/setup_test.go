package render

import (
	"reflect"
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

func TestSetupCounters(t *testing.T) {
	sc := load(t, "ponte.scn")
	got := SetupCounters(sc)
	want := []Counter{
		{Hex: hx(t, "0202"), Side: "red", Type: "leader", Name: "Gen. Rosso", Values: "2", Markers: []string{"March"}},
		{Hex: hx(t, "0202"), Side: "red", Type: "inf", Size: 2, Name: "1st Line", Values: "4-3-4", Markers: []string{"March"}},
		{Hex: hx(t, "0102"), Side: "red", Type: "linf", Size: 1, Name: "Jäger", Values: "2-4-5", Markers: []string{"Within 1"}},
		{Hex: hx(t, "0102"), Side: "red", Type: "cav", Size: 4, Name: "Red Horse", Values: "3-3-8", Markers: []string{"Within 1"}},
		{Hex: hx(t, "0302"), Side: "blue", Type: "inf", Size: 2, Name: "Blue Grenadiers", Values: "3-4-4", Markers: []string{"Within 1", "Shaken", "Fatigue 1"}},
		{Hex: hx(t, "0403"), Side: "blue", Type: "art", Size: 1, Name: "Blue Guns", Values: "2-3-3"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("SetupCounters:\n got %+v\nwant %+v", got, want)
	}
	if SetupCounters(nil) != nil {
		t.Error("SetupCounters(nil) should be nil")
	}
}

func TestSetupHexKinds(t *testing.T) {
	m := load(t, "ponte.scn").Map
	for _, c := range []struct {
		w      scenarios.Where
		hex    string
		marker string
		ok     bool
	}{
		{scenarios.Where{Kind: "at", Hexes: []hexmap.Hex{hx(t, "0301"), hx(t, "0202")}}, "0301", "", true},
		{scenarios.Where{Kind: "within", Radius: 2, Hexes: []hexmap.Hex{hx(t, "0404")}}, "0404", "Within 2", true},
		{scenarios.Where{Kind: "within", Radius: 1, Place: "ponte vecchio"}, "0302", "Within 1", true},
		{scenarios.Where{Kind: "columns", MinCol: 1, MaxCol: 4}, "0203", "Columns 01-04", true},
		{scenarios.Where{Kind: "anywhere"}, "0000", "", false},
	} {
		h, marker, ok := setupHex(m, c.w)
		if ok != c.ok || (ok && (h.String() != c.hex || marker != c.marker)) {
			t.Errorf("setupHex(%+v) = %v %q %v, want %s %q %v", c.w, h, marker, ok, c.hex, c.marker, c.ok)
		}
	}
}
