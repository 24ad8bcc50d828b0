package hexmap

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestGridValidate(t *testing.T) {
	if err := flatOdd.Validate(); err != nil {
		t.Fatal(err)
	}
	bad := Grid{FirstCol: 5, LastCol: 4, FirstRow: 0, LastRow: 100}
	err := bad.Validate()
	if err == nil {
		t.Fatal("no error")
	}
	for _, want := range []string{"columns 5-4", "rows 0-100", "orientation", "shift"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q lacks %q", err, want)
		}
	}
}

func TestParseOrientationParity(t *testing.T) {
	if o, err := ParseOrientation("Flat"); err != nil || o != FlatTop || o.String() != "flat" {
		t.Errorf("flat: %v %v", o, err)
	}
	if o, err := ParseOrientation("pointy"); err != nil || o != PointyTop || o.String() != "pointy" {
		t.Errorf("pointy: %v %v", o, err)
	}
	if _, err := ParseOrientation("round"); err == nil {
		t.Error("round: no error")
	}
	if p, err := ParseParity("ODD"); err != nil || p != Odd || p.String() != "odd" {
		t.Errorf("odd: %v %v", p, err)
	}
	if p, err := ParseParity("even"); err != nil || p != Even || p.String() != "even" {
		t.Errorf("even: %v %v", p, err)
	}
	if _, err := ParseParity("both"); err == nil {
		t.Error("both: no error")
	}
}

func TestIndexHexAt(t *testing.T) {
	g := Grid{FirstCol: 10, LastCol: 39, FirstRow: 1, LastRow: 12, Orientation: FlatTop, Shifted: Even}
	all := g.Hexes()
	if len(all) != g.Len() {
		t.Fatalf("Hexes: %d; Len %d", len(all), g.Len())
	}
	for i, h := range all {
		j, ok := g.Index(h)
		if !ok || j != i || g.HexAt(i) != h {
			t.Fatalf("Index(%v) = %d,%v; want %d", h, j, ok, i)
		}
		if i > 0 && all[i-1].Compare(h) >= 0 {
			t.Fatalf("Hexes not in printed order at %v", h)
		}
	}
	for _, h := range hexes(t, "0901", "1000", "4001", "1013") {
		if _, ok := g.Index(h); ok || g.Contains(h) {
			t.Errorf("%v: on the map", h)
		}
	}
}

func TestGridParseHex(t *testing.T) {
	g := Grid{FirstCol: 1, LastCol: 39, FirstRow: 1, LastRow: 12, Orientation: FlatTop, Shifted: Odd}
	if h, err := g.ParseHex("3908"); err != nil || h != (Hex{39, 8}) {
		t.Errorf("3908: %v %v", h, err)
	}
	_, err := g.ParseHex("4001")
	if err == nil || err.Error() != `hex "4001": not on this map (columns 01-39, rows 01-12)` {
		t.Errorf("4001: %v", err)
	}
	if _, err := g.ParseHex("40x1"); err == nil || !strings.Contains(err.Error(), "four digits") {
		t.Errorf("40x1: %v", err)
	}
}

func TestGridJSON(t *testing.T) {
	var g Grid
	in := `{"FirstCol":1,"LastCol":49,"FirstRow":1,"LastRow":30,"Orientation":"flat","Shifted":"odd"}`
	if err := json.Unmarshal([]byte(in), &g); err != nil {
		t.Fatal(err)
	}
	if g.Orientation != FlatTop || g.Shifted != Odd || g.Validate() != nil {
		t.Fatalf("%+v", g)
	}
	out, err := json.Marshal(g)
	if err != nil || string(out) != in {
		t.Fatalf("Marshal = %s, %v", out, err)
	}
	if err := json.Unmarshal([]byte(`{"Orientation":"hexagonal"}`), &g); err == nil {
		t.Error("bad orientation: no error")
	}
	if err := json.Unmarshal([]byte(`{"Shifted":"both"}`), &g); err == nil {
		t.Error("bad shift: no error")
	}
	if _, err := json.Marshal(Grid{}); err == nil {
		t.Error("Marshal of the zero grid: no error")
	}
	if _, err := json.Marshal(Grid{Orientation: PointyTop}); err == nil {
		t.Error("Marshal with no shift: no error")
	}
}
