package render

import (
	"math"
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

var layouts = []hexmap.Grid{
	{FirstCol: 1, LastCol: 8, FirstRow: 1, LastRow: 7, Orientation: hexmap.FlatTop, Shifted: hexmap.Odd},
	{FirstCol: 1, LastCol: 8, FirstRow: 1, LastRow: 7, Orientation: hexmap.FlatTop, Shifted: hexmap.Even},
	{FirstCol: 2, LastCol: 9, FirstRow: 3, LastRow: 8, Orientation: hexmap.PointyTop, Shifted: hexmap.Odd},
	{FirstCol: 0, LastCol: 7, FirstRow: 0, LastRow: 6, Orientation: hexmap.PointyTop, Shifted: hexmap.Even},
}

// TestGeometryMatchesHexmap: for every hex and direction, the neighbour
// hexmap names lies one hex away in the direction of the side drawn for
// it, and the side drawn is the side between the two centres.
func TestGeometryMatchesHexmap(t *testing.T) {
	const s = 10
	for _, g := range layouts {
		l := newLayout(g, s)
		for _, h := range g.Hexes() {
			c := l.centre(h)
			for i, d := range g.Directions() {
				n, _ := g.Neighbor(h, d)
				v := l.centre(n).sub(c)
				want := l.stretch(polar(sqrt3*s, l.sideAngle(i)))
				if v.sub(want).len() > 1e-9 {
					t.Fatalf("%v %v shifted: %v/%v points to %v, drawn towards %v", g.Orientation, g.Shifted, h, d, v, want)
				}
				a, b := l.side(h, i)
				mid := a.lerp(b, 0.5)
				if mid.sub(c.lerp(l.centre(n), 0.5)).len() > 1e-9 {
					t.Fatalf("%v/%v: side drawn off the midpoint of the two centres", h, d)
				}
			}
		}
	}
}

// TestHexsideSegment: a hexside named from either hex is drawn the same.
func TestHexsideSegment(t *testing.T) {
	for _, g := range layouts {
		l := newLayout(g, 10)
		h := hexmap.Hex{Col: 4, Row: 4}
		for _, d := range g.Directions() {
			n, _ := g.Neighbor(h, d)
			a1, b1, _, _ := l.hexsideSegment(g.Hexside(h, d))
			a2, b2, _, _ := l.hexsideSegment(g.Hexside(n, d.Opposite()))
			if a1 != a2 || b1 != b2 {
				t.Errorf("%v/%v drawn at %v-%v, from the other side %v-%v", h, d, a1, b1, a2, b2)
			}
		}
	}
}

// TestLatticeOnWholePixels: hex centres fall on whole pixels at every hex
// size, with steps at most a pixel from the regular hexagon's (1% at the
// default 28 px).
func TestLatticeOnWholePixels(t *testing.T) {
	for _, g := range layouts {
		for s := float64(MinHexSize); s <= MaxHexSize; s += 0.25 {
			l := newLayout(g, s)
			if math.Abs(l.along-1.5*s) > 0.5 || math.Abs(l.across-sqrt3*s) > 1 {
				t.Fatalf("%v at %v px: steps %v and %v", g.Orientation, s, l.along, l.across)
			}
			for _, h := range g.Hexes() {
				if c := l.centre(h); c.X != math.Round(c.X) || c.Y != math.Round(c.Y) {
					t.Fatalf("%v at %v px: %v is centred at %v", g.Orientation, s, h, c)
				}
			}
		}
		if k := newLayout(g, DefaultHexSize).k; math.Abs(k.X-1) > 0.011 || math.Abs(k.Y-1) > 0.011 {
			t.Errorf("%v at %v px: stretched by %v", g.Orientation, DefaultHexSize, k)
		}
	}
}

func TestFit(t *testing.T) {
	for _, c := range []struct {
		s         string
		size, w   float64
		want      string
		wantSmall bool
	}{
		{"4-3-4", 10, 100, "4-3-4", false},
		{"Blue Grenadiers", 10, 60, "Blue Grenadiers", true},
		{"Blue Grenadiers", 10, 40, "Blue Grena", true},
		{"", 10, 5, "", false},
	} {
		got, size := fit(c.s, c.size, c.w)
		if got != c.want || (size < c.size) != c.wantSmall {
			t.Errorf("fit(%q, %v, %v) = %q, %v", c.s, c.size, c.w, got, size)
		}
		if textWidth(got, size) > c.w+1e-9 && len(got) > 1 {
			t.Errorf("fit(%q): %q at %v is %.1f wide, more than %v", c.s, got, size, textWidth(got, size), c.w)
		}
	}
}

func TestDashes(t *testing.T) {
	runs := dashes([]pt{{0, 0}, {10, 0}, {10, 10}}, []float64{4, 2})
	// 20 px: on 0-4, 6-10, 12-16, 18-20.
	if len(runs) != 4 {
		t.Fatalf("got %d dashes, want 4: %v", len(runs), runs)
	}
	if last := runs[1]; last[0] != (pt{6, 0}) || last[len(last)-1] != (pt{10, 0}) {
		t.Errorf("second dash %v, want from (6,0) to (10,0)", last)
	}
	if third := runs[2]; third[0] != (pt{10, 2}) || third[1] != (pt{10, 6}) {
		t.Errorf("third dash %v, want (10,2)-(10,6)", third)
	}
}

func TestClassify(t *testing.T) {
	for typ, want := range map[string]symbolClass{
		"inf": symInfantry, "linf": symLightInfantry, "cav": symCavalry, "art": symArtillery,
		"hart": symHorseArtillery, "leader": symLeader, "pioneer": symPioneer, "bersaglieri": symLightInfantry,
		"supply-train": symTrain, "zouave": symOther, "division": symLeader,
	} {
		if got := classifyType(typ); got != want {
			t.Errorf("classifyType(%q) = %v, want %v", typ, got, want)
		}
	}
	for kind, want := range map[string]pathClass{"road": pathRoad, "trail": pathTrail, "railway": pathRailway, "major-road": pathMajorRoad, "canal": pathOther} {
		if got := classifyPath(kind); got != want {
			t.Errorf("classifyPath(%q) = %v, want %v", kind, got, want)
		}
	}
	for kind, want := range map[string]sideClass{"stream": sideStream, "minor-river": sideRiver, "bridge": sideBridge, "ford": sideFord, "slope": sideSlope, "wall": sideWall, "impassable": sideImpassable, "vines": sideOther} {
		if got := classifySide(kind); got != want {
			t.Errorf("classifySide(%q) = %v, want %v", kind, got, want)
		}
	}
	for m, want := range map[string]string{"March": "Mar", "hits 2": "H2", "Fatigue 1": "F1", "Out of Command": "OoC", "Whatever": "Wha", "Columns 01-05": "~C", "Routed": "Rtd", "Within 2": "~2"} {
		if got, _ := marker(m); got != want {
			t.Errorf("marker(%q) = %q, want %q", m, got, want)
		}
	}
}
