package hexmap

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// render writes a trace as a list of hex sets: "[0505]" for a stretch
// inside a hex, "[0605 0606]" for a stretch along the side between them,
// "<0505 0605 0606 @1/3>" for a vertex passed through and "<0505 0506
// @1/8>" for a hexside crossed.
func render(t Trace) string {
	var b strings.Builder
	for i, s := range t.Steps {
		hs := slices.Clone(s.Hexes())
		slices.SortFunc(hs, Hex.Compare)
		fmt.Fprintf(&b, "[%s]", hexList(hs))
		if i < len(t.Points) {
			p := t.Points[i]
			var hs []Hex
			if p.Kind == CrossHexside {
				a, c := p.Side.Hexes()
				hs = []Hex{a, c}
			} else {
				v := p.Vertex.Hexes()
				hs = v[:]
			}
			slices.SortFunc(hs, Hex.Compare)
			fmt.Fprintf(&b, "<%s @%v>", hexList(hs), p.At)
		}
	}
	return b.String()
}

// oracle traces the line by brute force with a different test for "point in
// hexagon": in the plane X = 3q, Y = 2r + q (flat-topped axes, y divided by
// sqrt 3 and doubled), the hexagon of centre C is |dY| <= 1 and
// |dX| + |dY| <= 2. It samples the line at 6*L evenly spaced points and
// lists the sets of hexes containing each, merging repeats.
func oracle(g Grid, a, b Hex) string {
	A, B := g.toAxial(a), g.toAxial(b)
	n := axialDistance(A, B)
	M := 6 * newLiner(A, B).L
	var cells []axial
	for q := A.q - n - 1; q <= A.q+n+1; q++ {
		for r := A.r - n - 1; r <= A.r+n+1; r++ {
			c := axial{q, r}
			if axialDistance(c, A)+axialDistance(c, B) <= n+2 {
				cells = append(cells, c)
			}
		}
	}
	xy := func(c axial) (int, int) { return 3 * c.q, 2*c.r + c.q }
	ax, ay := xy(A)
	bx, by := xy(B)
	type run struct {
		set    string
		k0, k1 int
	}
	var runs []run
	for k := 0; k <= M; k++ {
		px, py := M*ax+k*(bx-ax), M*ay+k*(by-ay)
		var in []Hex
		for _, c := range cells {
			cx, cy := xy(c)
			dx, dy := abs(px-M*cx), abs(py-M*cy)
			if dy <= M && dx+dy <= 2*M {
				in = append(in, g.fromAxial(c))
			}
		}
		slices.SortFunc(in, Hex.Compare)
		set := hexList(in)
		if len(runs) > 0 && runs[len(runs)-1].set == set {
			runs[len(runs)-1].k1 = k
			continue
		}
		runs = append(runs, run{set, k, k})
	}
	var sb strings.Builder
	for _, r := range runs {
		if r.k0 == r.k1 && r.k0 != 0 && r.k0 != M {
			fmt.Fprintf(&sb, "<%s @%v>", r.set, newFrac(r.k0, M))
		} else {
			fmt.Fprintf(&sb, "[%s]", r.set)
		}
	}
	return sb.String()
}

func TestLineAgainstOracle(t *testing.T) {
	for _, gc := range allGrids {
		g := gc.g
		for _, from := range hexes(t, "1010", "1111", "2017") {
			for _, to := range g.Around(from, 7) {
				got, want := render(g.Line(from, to)), oracle(g, from, to)
				if got != want {
					t.Fatalf("%s: Line(%v, %v)\n got %s\nwant %s", gc.name, from, to, got, want)
				}
			}
		}
	}
}

func TestLineStraightDownAColumn(t *testing.T) {
	tr := flatOdd.Line(hx(t, "0505"), hx(t, "0509"))
	if got := hexList(tr.InterveningHexes()); got != "0506 0507 0508" {
		t.Errorf("intervening = %v", got)
	}
	want := "[0505]<0505 0506 @1/8>[0506]<0506 0507 @3/8>[0507]<0507 0508 @5/8>[0508]<0508 0509 @7/8>[0509]"
	if got := render(tr); got != want {
		t.Errorf("trace\n got %s\nwant %s", got, want)
	}
	if len(tr.Along()) != 0 || len(tr.Vertices()) != 0 || len(tr.Crossed()) != 4 {
		t.Errorf("along %v vertices %v crossed %v", tr.Along(), tr.Vertices(), tr.Crossed())
	}
	for i, s := range tr.Intervening() {
		if s.FromStart != i+1 || s.ToEnd != 3-i || s.Kind != InHex {
			t.Errorf("step %d: %+v", i, s)
		}
	}
}

// With odd columns lower, 0505 and 0705 are level and the line between
// their centres runs exactly along the side between 0605 and 0606: both are
// reported as a pair, with the vertices at each end of that side.
func TestLineAlongHexside(t *testing.T) {
	g := flatOdd
	tr := g.Line(hx(t, "0505"), hx(t, "0705"))
	want := "[0505]<0505 0605 0606 @1/3>[0605 0606]<0605 0606 0705 @2/3>[0705]"
	if got := render(tr); got != want {
		t.Errorf("trace\n got %s\nwant %s", got, want)
	}
	along := tr.Along()
	if len(along) != 1 || along[0].String() != "0606/n" {
		t.Fatalf("along = %v; want 0606/n", along)
	}
	in := tr.Intervening()
	if len(in) != 1 || in[0].Kind != AlongHexside || in[0].Side != along[0] || in[0].FromStart != 1 || in[0].ToEnd != 1 {
		t.Errorf("intervening = %+v", in)
	}
	if got := hexList(tr.Hexes()); got != "0505 0606 0605 0705" {
		t.Errorf("Hexes = %v", got)
	}
	if len(tr.Crossed()) != 0 || len(tr.Vertices()) != 2 {
		t.Errorf("crossed %v vertices %v", tr.Crossed(), tr.Vertices())
	}
	// The same on a pointy-topped map with odd rows shifted east: 0505 and
	// 0507 are level, and row 6 between them has 0506 and 0606 meeting on
	// the line.
	p := pointyOdd.Line(hx(t, "0505"), hx(t, "0507"))
	if got, want := render(p), "[0505]<0505 0506 0606 @1/3>[0506 0606]<0506 0507 0606 @2/3>[0507]"; got != want {
		t.Errorf("pointy trace\n got %s\nwant %s", got, want)
	}
	if a := p.Along(); len(a) != 1 || a[0].String() != "0506/e" {
		t.Errorf("pointy: along %v", a)
	}
}

// Lines whose direction is congruent to a vertex direction modulo 3 pass
// exactly through vertices: the hex touched only at the vertex is not an
// intervening hex, but the vertex names it (Tolentino 11.3.1).
func TestLineThroughVertex(t *testing.T) {
	tr := flatOdd.Line(hx(t, "0505"), hx(t, "0902"))
	want := "[0505]<0505 0605 @1/9>[0605]<0604 0605 0704 @1/3>[0704]<0703 0704 @1/2>[0703]<0703 0803 0804 @2/3>[0803]<0803 0902 @8/9>[0902]"
	if got := render(tr); got != want {
		t.Errorf("trace\n got %s\nwant %s", got, want)
	}
	vs := tr.Vertices()
	if len(vs) != 2 || vs[0].String() != "0604/0605/0704" || vs[1].String() != "0703/0803/0804" {
		t.Errorf("vertices = %v", vs)
	}
	if got := hexList(tr.InterveningHexes()); got != "0605 0704 0703 0803" {
		t.Errorf("intervening = %v", got)
	}
}

func TestLineDiagonal(t *testing.T) {
	tr := flatOdd.Line(hx(t, "0505"), hx(t, "0808"))
	// Checked on paper: centres (x, y/sqrt3) run from (7.5, 5.5) to (12, 8);
	// at x = 9 the line is at y 6 1/3 (0606), at x = 10.5 at 7 1/6 (0707).
	if got := hexList(tr.Hexes()); got != "0505 0606 0607 0706 0707 0808" {
		t.Errorf("hexes = %v (%s)", got, render(tr))
	}
	if len(tr.Vertices()) != 0 || len(tr.Along()) != 0 || len(tr.Crossed()) != 5 {
		t.Errorf("vertices %v along %v crossed %v", tr.Vertices(), tr.Along(), tr.Crossed())
	}
}

func TestLineSameAndAdjacent(t *testing.T) {
	g := flatOdd
	h := hx(t, "1010")
	tr := g.Line(h, h)
	if len(tr.Steps) != 1 || len(tr.Points) != 0 || tr.Intervening() != nil || tr.InterveningHexes() != nil {
		t.Errorf("same hex: %+v", tr)
	}
	tr = g.Line(h, hx(t, "1011"))
	if render(tr) != "[1010]<1010 1011 @1/2>[1011]" || len(tr.Intervening()) != 0 {
		t.Errorf("adjacent: %s", render(tr))
	}
}

// The line from b to a is the line from a to b backwards.
func TestLineReversible(t *testing.T) {
	for _, gc := range allGrids {
		g := gc.g
		from := hx(t, "1515")
		for _, to := range g.Around(from, 6) {
			f, r := g.Line(from, to), g.Line(to, from)
			if len(f.Steps) != len(r.Steps) {
				t.Fatalf("%s %v %v: %s vs %s", gc.name, from, to, render(f), render(r))
			}
			for i := range f.Steps {
				a, b := f.Steps[i], r.Steps[len(r.Steps)-1-i]
				if hexList(a.Hexes()) != hexList(b.Hexes()) || a.FromStart != b.ToEnd {
					t.Fatalf("%s %v %v: step %d", gc.name, from, to, i)
				}
			}
		}
	}
}

func checkTrace(t *testing.T, g Grid, tr Trace) {
	t.Helper()
	if len(tr.Steps) == 0 || tr.Steps[0].Hex != tr.From || tr.Steps[len(tr.Steps)-1].Hex != tr.To {
		t.Fatalf("trace %v-%v does not run from end to end: %s", tr.From, tr.To, render(tr))
	}
	if tr.Steps[0].Kind != InHex || tr.Steps[len(tr.Steps)-1].Kind != InHex {
		t.Fatalf("ends not InHex")
	}
	if len(tr.Points) != len(tr.Steps)-1 {
		t.Fatalf("%d points for %d steps", len(tr.Points), len(tr.Steps))
	}
	n := g.Distance(tr.From, tr.To)
	for i := 1; i < len(tr.Steps); i++ {
		prev, s, p := tr.Steps[i-1], tr.Steps[i], tr.Points[i-1]
		for _, a := range prev.Hexes() {
			for _, b := range s.Hexes() {
				if !g.Adjacent(a, b) {
					t.Fatalf("step %d: %v not adjacent to %v: %s", i, a, b, render(tr))
				}
			}
		}
		if prev.Kind == AlongHexside && s.Kind == AlongHexside {
			t.Fatalf("two hexsides in a row")
		}
		if prev.Exit != p.At || s.Enter != p.At || p.At.Cmp(Frac{0, 1}) <= 0 || p.At.Cmp(Frac{1, 1}) >= 0 {
			t.Fatalf("positions: %+v %+v %+v", prev, p, s)
		}
		for _, h := range append(prev.Hexes(), s.Hexes()...) {
			if p.Kind == CrossHexside && !p.Side.Has(h) || p.Kind == ThroughVertex && !p.Vertex.Has(h) {
				t.Fatalf("point %+v does not join its steps", p)
			}
		}
		for _, h := range s.Hexes() {
			if g.Distance(tr.From, h) != s.FromStart || g.Distance(h, tr.To) != s.ToEnd {
				t.Fatalf("distances of %v: %+v", h, s)
			}
		}
		if s.FromStart+s.ToEnd > n+1 {
			t.Fatalf("step %v far from the line", s)
		}
	}
}

func TestLineInvariants(t *testing.T) {
	for _, gc := range allGrids {
		all := gc.g.Hexes()
		for i := 0; i < len(all); i += 37 {
			for j := 0; j < len(all); j += 53 {
				checkTrace(t, gc.g, gc.g.Line(all[i], all[j]))
			}
		}
	}
}

func FuzzLine(f *testing.F) {
	f.Add(uint8(5), uint8(5), uint8(7), uint8(5), uint8(0))
	f.Add(uint8(5), uint8(5), uint8(9), uint8(2), uint8(1))
	f.Add(uint8(0), uint8(0), uint8(99), uint8(99), uint8(3))
	f.Fuzz(func(t *testing.T, c1, r1, c2, r2, layout uint8) {
		g := allGrids[int(layout)%len(allGrids)].g
		g.FirstCol, g.LastCol, g.FirstRow, g.LastRow = 0, 99, 0, 99
		a := Hex{int(c1) % 100, int(r1) % 100}
		b := Hex{int(c2) % 100, int(r2) % 100}
		checkTrace(t, g, g.Line(a, b))
	})
}

// Custoza 8.9: an intervening hex blocks if higher than both ends, or if it
// holds units or Woods/Village/Fortress at the level of the higher end; "LOS
// can be traced along an hexside only when one of the two hexes sharing the
// hexside is not blocking" - so an along pair blocks only if both block.
func TestLOS_Custoza8_9(t *testing.T) {
	g := flatOdd
	type terrain struct {
		level int
		woods bool
	}
	blocked := func(m map[Hex]terrain, a, b Hex) bool {
		top := max(m[a].level, m[b].level)
		blocks := func(h Hex) bool {
			x := m[h]
			return x.level > m[a].level && x.level > m[b].level || x.woods && x.level == top
		}
		for _, s := range g.Line(a, b).Intervening() {
			hs := s.Hexes()
			if s.Kind == InHex && blocks(hs[0]) || s.Kind == AlongHexside && blocks(hs[0]) && blocks(hs[1]) {
				return true
			}
		}
		return false
	}
	a, b := hx(t, "0505"), hx(t, "0705")
	if blocked(map[Hex]terrain{hx(t, "0605"): {woods: true}}, a, b) {
		t.Error("one wooded hex beside the hexside blocks")
	}
	if !blocked(map[Hex]terrain{hx(t, "0605"): {woods: true}, hx(t, "0606"): {woods: true}}, a, b) {
		t.Error("two wooded hexes along the hexside do not block")
	}
	if !blocked(map[Hex]terrain{hx(t, "0507"): {level: 1}}, a, hx(t, "0509")) {
		t.Error("a hill between two low hexes does not block")
	}
	if blocked(map[Hex]terrain{hx(t, "0507"): {level: 1}, a: {level: 2}, hx(t, "0509"): {level: 2}}, a, hx(t, "0509")) {
		t.Error("woods lower than both ends blocks")
	}
}

// Risorgimento 7.13: "The hexside of a potentially blocking hex is part of
// that hex and thus that hex will block LOS that travels along that
// hexside", and a woods hex lower than the firer blocks "if the obstruction
// is halfway between the two or closer to the target".
func TestLOS_Risorgimento7_13(t *testing.T) {
	g := flatOdd
	tr := g.Line(hx(t, "0505"), hx(t, "0705"))
	anyBlocks := false
	for _, s := range tr.Intervening() {
		for _, h := range s.Hexes() {
			if h == hx(t, "0605") {
				anyBlocks = true
			}
		}
	}
	if !anyBlocks {
		t.Error("woods in 0605 beside the hexside run along is not seen")
	}
	// Firer in 0505 on a hill, target 0509 below: which intervening hexes
	// are halfway or closer to the target?
	var near []Hex
	for _, s := range g.Line(hx(t, "0505"), hx(t, "0509")).Intervening() {
		if s.ToEnd <= s.FromStart {
			near = append(near, s.Hexes()...)
		}
	}
	if got := hexList(near); got != "0507 0508" {
		t.Errorf("halfway or closer to the target: %v; want 0507 0508", got)
	}
}

// Tolentino 11.3.1: "If any hex or hexside between the active unit and the
// target is blocking terrain, the LoS is blocked ... blocked if it passes
// through the juncture of two or more blocking hexsides or the juncture of
// a blocking terrain hexside and a blocking terrain hex."
func TestLOS_Tolentino11_3_1(t *testing.T) {
	g := flatOdd
	a, b := hx(t, "0505"), hx(t, "0902")
	side := func(x, y string) Hexside {
		s, ok := g.HexsideBetween(hx(t, x), hx(t, y))
		if !ok {
			t.Fatalf("%s %s not adjacent", x, y)
		}
		return s
	}
	blocked := func(hexes map[Hex]bool, sides map[Hexside]bool) bool {
		tr := g.Line(a, b)
		for _, h := range tr.InterveningHexes() {
			if hexes[h] {
				return true
			}
		}
		for _, s := range append(tr.Crossed(), tr.Along()...) {
			if sides[s] {
				return true
			}
		}
		for _, v := range tr.Vertices() {
			n := 0
			for _, s := range g.VertexHexsides(v) {
				if sides[s] {
					n++
				}
			}
			for _, h := range v.Hexes() {
				if hexes[h] && h != a && h != b {
					n++
				}
			}
			if n >= 2 {
				return true
			}
		}
		return false
	}
	// The line passes through the vertex 0604/0605/0704 without crossing
	// any of its three hexsides.
	one := map[Hexside]bool{side("0604", "0605"): true}
	if blocked(nil, one) {
		t.Error("one blocking hexside touching the line at a vertex blocks")
	}
	two := map[Hexside]bool{side("0604", "0605"): true, side("0604", "0704"): true}
	if !blocked(nil, two) {
		t.Error("the juncture of two blocking hexsides does not block")
	}
	if !blocked(map[Hex]bool{hx(t, "0604"): true}, one) {
		t.Error("the juncture of a blocking hexside and a blocking hex does not block")
	}
	if !blocked(nil, map[Hexside]bool{side("0704", "0703"): true}) {
		t.Error("a crossed blocking hexside does not block")
	}
}

// Custoza 8.2: range is traced "through the front hexsides of the firing
// unit".
func TestExitSides_Custoza8_2(t *testing.T) {
	g := flatOdd
	gun := hx(t, "0505")
	f := Facing{Toward: NE}
	front := g.FrontHexsides(gun, f)
	isFront := func(s Hexside) bool { return slices.Contains(front, s) }
	for _, tc := range []struct {
		target string
		sides  string
		front  bool
	}{
		{"0509", "0506/n", false},         // straight south: rear
		{"0902", "0505/ne", true},         // crosses the ne side
		{"0705", "0505/ne 0505/se", true}, // leaves through the vertex between ne and se
		{"0302", "0405/se 0505/n", false}, // between nw (rear) and n (front)
		{"0505", "", false},               // no line
	} {
		tr := g.Line(gun, hx(t, tc.target))
		sides := g.ExitSides(tr)
		var names []string
		all := len(sides) > 0
		for _, s := range sides {
			names = append(names, s.String())
			all = all && isFront(s)
		}
		if got := strings.Join(names, " "); got != tc.sides {
			t.Errorf("%s: exit sides %q; want %q", tc.target, got, tc.sides)
		}
		if all != tc.front {
			t.Errorf("%s: all front %v; want %v", tc.target, all, tc.front)
		}
	}
	tr := g.Line(gun, hx(t, "0705"))
	if got := g.EntrySides(tr); len(got) != 2 {
		t.Errorf("entry sides %v", got)
	}
}
