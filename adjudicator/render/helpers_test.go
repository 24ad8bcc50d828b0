package render

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

func hx(t testing.TB, s string) hexmap.Hex {
	t.Helper()
	h, err := hexmap.ParseHex(s)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func load(t testing.TB, name string) *scenarios.Scenario {
	t.Helper()
	sc, err := scenarios.Load(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

// pontePicture is red's view of the test map: counters of both sides,
// with facing, markers, a stack, a reduced counter and a face-down one.
func pontePicture(t testing.TB) Picture {
	return Picture{
		Title:    "g1 — red's view, turn 3 (12:00)",
		Scenario: load(t, "ponte.scn"),
		Counters: []Counter{
			{Hex: hx(t, "0202"), Side: "red", Type: "leader", Name: "Gen. Rosso", Values: "2"},
			{Hex: hx(t, "0202"), Side: "red", Type: "inf", Size: 2, Name: "1st Line", Values: "4-3-4", Facing: hexmap.SE, Markers: []string{"March"}},
			{Hex: hx(t, "0102"), Side: "red", Type: "linf", Size: 1, Name: "Jäger", Values: "2-4-5", Reduced: true, Markers: []string{"Disordered", "Hits 2"}},
			{Hex: hx(t, "0201"), Side: "red", Type: "cav", Size: 4, Name: "Red Horse", Values: "3-3-8", Facing: hexmap.N},
			{Hex: hx(t, "0403"), Side: "blue", FaceDown: true, Facing: hexmap.SW},
			{Hex: hx(t, "0404"), Side: "blue", Type: "art", Size: 1, Name: "Blue Guns", Values: "2-3", Facing: hexmap.NW, Markers: []string{"Limbered", "Low Ammo"}},
			{Hex: hx(t, "0302"), Side: "blue", Type: "inf", Size: 2, Name: "Blue Grenadiers", Values: "3-4-4", Markers: []string{"Shaken", "Fatigue 1", "Attack", "Out of Command", "Moved", "Routed"}},
		},
		Highlight: []hexmap.Hex{hx(t, "0202"), hx(t, "0302")},
	}
}

// pointyPicture is a pointy-topped map with a few counters.
func pointyPicture(t testing.TB) Picture {
	return Picture{
		Title:    "g2 — piedmont's view, turn 1",
		Scenario: load(t, "pointy.scn"),
		Counters: []Counter{
			{Hex: hx(t, "0202"), Side: "austria", Type: "hart", Size: 1, Name: "HA 1", Values: "3-6", Facing: hexmap.E},
			{Hex: hx(t, "0303"), Side: "piedmont", Type: "pioneer", Name: "Genio", Values: "1-4", Markers: []string{"Square"}},
			{Hex: hx(t, "0401"), Side: "piedmont", Type: "bersaglieri", Size: 5, Name: "Bers", Values: "3-5"},
			{Hex: hx(t, "0104"), Side: "austria", FaceDown: true},
			{Hex: hx(t, "0104"), Side: "austria", Type: "supply-train", Name: "Train"},
		},
		Highlight: []hexmap.Hex{hx(t, "0303")},
	}
}

func renderSVG(t testing.TB, p Picture, opt Options) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := SVG(&b, p, opt); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func renderPNG(t testing.TB, p Picture, opt Options) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := PNG(&b, p, opt); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// golden compares got with testdata/name, or rewrites it with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./adjudicator/render -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (%d bytes, want %d); if the change is meant, run go test ./adjudicator/render -update and look at the picture", name, len(got), len(want))
	}
}
