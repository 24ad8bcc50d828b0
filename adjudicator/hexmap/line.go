package hexmap

// A line of sight is "a straight line traced from the center of the firing
// hex to the center of the target hex" (Custoza 8.9, Risorgimento 7.13,
// Tolentino 11.3). Grid.Line computes exactly, with integers, every hex the
// line passes through, every hexside it crosses or runs along and every
// vertex it passes through. It applies no blocking rule: each system does
// that on top (see the Trace methods and docs/hexmap.md).

// StepKind says how a Step of a line meets the hexes.
type StepKind uint8

const (
	// InHex: the line passes through the inside of one hex.
	InHex StepKind = iota + 1
	// AlongHexside: the line runs exactly along a hexside, between two
	// hexes, neither of which it enters. Both are reported as a pair;
	// whether the pair blocks is the system's rule (Custoza 8.9: only if
	// both block; Risorgimento 7.13: if either blocks).
	AlongHexside
)

// Step is one stretch of a line of sight: the inside of one hex, or the
// length of one hexside.
type Step struct {
	Kind StepKind
	Hex  Hex     // InHex: the hex; AlongHexside: the first hex of Side
	Side Hexside // AlongHexside only: the side run along

	// Enter and Exit are where the stretch begins and ends along the line:
	// 0 is the centre of the firing hex, 1 the centre of the target.
	Enter, Exit Frac
	// FromStart and ToEnd are the distances in hexes from the firing hex
	// and to the target (Grid.Distance). Both hexes of an AlongHexside step
	// are at the same distances. "Halfway between the two or closer to the
	// target" (Risorgimento 7.13) is ToEnd <= FromStart.
	FromStart, ToEnd int
}

// Hexes returns the step's hex, or both hexes of the side run along.
func (s Step) Hexes() []Hex {
	if s.Kind == AlongHexside {
		a, b := s.Side.Hexes()
		return []Hex{a, b}
	}
	return []Hex{s.Hex}
}

// PointKind says what a line passes through between two steps.
type PointKind uint8

const (
	// CrossHexside: the line crosses a hexside at a point inside it.
	CrossHexside PointKind = iota + 1
	// ThroughVertex: the line passes exactly through a vertex, the junction
	// of three hexes and three hexsides (Tolentino 11.3.1). The one of the
	// three hexes that is in neither neighbouring step is touched only at
	// that point.
	ThroughVertex
)

// Point is where a line passes from one Step to the next.
type Point struct {
	Kind   PointKind
	Side   Hexside // CrossHexside only
	Vertex Vertex  // ThroughVertex only
	At     Frac    // position along the line, as for Step
}

// Trace is a line of sight from the centre of From to the centre of To.
// Steps run in order from From (always the first, InHex) to To (always the
// last); Points[i] lies between Steps[i] and Steps[i+1]. When From == To
// there is one step and no point.
type Trace struct {
	From, To Hex
	Steps    []Step
	Points   []Point
}

// Intervening returns the steps strictly between the firing and the target
// hex: "any hex crossed by the LoS is an intervening hex" (Custoza 8.9).
func (t Trace) Intervening() []Step {
	if len(t.Steps) < 2 {
		return nil
	}
	return t.Steps[1 : len(t.Steps)-1]
}

// Hexes lists every hex the line passes through or along, From first and
// To last; both hexes of an AlongHexside step are listed, in Side order.
// Hexes touched only at a vertex are not listed (see Vertices).
func (t Trace) Hexes() []Hex {
	out := make([]Hex, 0, len(t.Steps)+2)
	for _, s := range t.Steps {
		out = append(out, s.Hexes()...)
	}
	return out
}

// InterveningHexes is Hexes without From and To.
func (t Trace) InterveningHexes() []Hex {
	h := t.Hexes()
	if len(h) < 2 {
		return nil
	}
	return h[1 : len(h)-1]
}

// Crossed lists the hexsides the line crosses, in order.
func (t Trace) Crossed() []Hexside {
	var out []Hexside
	for _, p := range t.Points {
		if p.Kind == CrossHexside {
			out = append(out, p.Side)
		}
	}
	return out
}

// Along lists the hexsides the line runs exactly along, in order.
func (t Trace) Along() []Hexside {
	var out []Hexside
	for _, s := range t.Steps {
		if s.Kind == AlongHexside {
			out = append(out, s.Side)
		}
	}
	return out
}

// Vertices lists the vertices the line passes through, in order.
func (t Trace) Vertices() []Vertex {
	var out []Vertex
	for _, p := range t.Points {
		if p.Kind == ThroughVertex {
			out = append(out, p.Vertex)
		}
	}
	return out
}

// Line traces the line of sight from the centre of a to the centre of b.
// Hexes off the map may appear when both ends are near an edge; the
// systems decide what an off-map hex means.
func (g Grid) Line(a, b Hex) Trace {
	A, B := g.toAxial(a), g.toAxial(b)
	t := Trace{From: a, To: b}
	if A == B {
		t.Steps = []Step{{Kind: InHex, Hex: a, Enter: Frac{0, 1}, Exit: Frac{1, 1}}}
		return t
	}
	l := newLiner(A, B)
	n := axialDistance(A, B)
	// Lines cross at most about 4n/3 hexes (measured up to n = 12); append
	// grows the slices if a longer one ever comes.
	size := n + n/3 + 2
	t.Steps = make([]Step, 0, size)
	t.Points = make([]Point, 0, size-1)
	_, s, _ := l.interval(A)
	t.Steps = append(t.Steps, Step{Kind: InHex, Hex: a, Enter: Frac{0, 1}, Exit: l.frac(s), ToEnd: n})
	cur := cells{c: [3]axial{A}, n: 1}
	for s < l.L {
		touch, next, hi := l.advance(cur, s)
		if next.n == 0 {
			break // impossible for a well-formed lattice; never loop forever
		}
		t.Points = append(t.Points, g.point(cur, touch, l.frac(s)))
		t.Steps = append(t.Steps, g.stepOf(next, l.frac(s), l.frac(hi), A, B))
		cur, s = next, hi
	}
	return t
}

// advance looks at the point P(s) where the line leaves the cells cur. It
// returns the other cells containing that point (touch), the cells the
// line goes on in (next: one hex, or the two hexes of a side it runs
// along) and where it leaves them (hi).
func (l *liner) advance(cur cells, s int) (touch, next cells, hi int) {
	var cand cells12
	cand.around(cur)
	hi = s
	for _, x := range cand.c[:cand.n] {
		lo, h, ok := l.interval(x)
		if !ok || lo > s || h < s {
			continue
		}
		if touch.n < len(touch.c) {
			touch.add(x)
		}
		if lo == s && h > s && next.n < len(next.c) {
			next.add(x)
			hi = h
		}
	}
	return touch, next, hi
}

// stepOf makes the Step for the cells next, between enter and exit.
func (g Grid) stepOf(next cells, enter, exit Frac, A, B axial) Step {
	h := g.fromAxial(next.c[0])
	st := Step{Kind: InHex, Hex: h, Enter: enter, Exit: exit,
		FromStart: axialDistance(A, next.c[0]), ToEnd: axialDistance(next.c[0], B)}
	if next.n == 2 {
		st.Kind = AlongHexside
		st.Side = g.hexsideAxial(next.c[0], next.c[1])
		st.Hex, _ = st.Side.Hexes()
	}
	return st
}

// hexsideAxial is the side between the adjacent cells a and b.
func (g Grid) hexsideAxial(a, b axial) Hexside {
	d := axial{b.q - a.q, b.r - a.r}
	for j, v := range cycle {
		if v != d {
			continue
		}
		i := j
		if g.Orientation == PointyTop {
			i = mod6(j - 1)
		}
		ha, hb := g.fromAxial(a), g.fromAxial(b)
		if i < 3 {
			return Hexside{a: ha, b: hb, dir: g.Directions()[i]}
		}
		return Hexside{a: hb, b: ha, dir: g.Directions()[i-3]}
	}
	return Hexside{}
}

// cells is a small set of hexes the line is in or touches at one point.
type cells struct {
	c [3]axial
	n int
}

func (c *cells) add(x axial) { c.c[c.n] = x; c.n++ }

// cells12 is the neighbourhood of up to two cells.
type cells12 struct {
	c [12]axial
	n int
}

// around sets c to the neighbours of the cells of cur, without them and
// without repeats, in a fixed order.
func (c *cells12) around(cur cells) {
	in := func(list []axial, x axial) bool {
		for _, y := range list {
			if x == y {
				return true
			}
		}
		return false
	}
	for _, a := range cur.c[:cur.n] {
		for _, v := range cycle {
			if x := a.add(v); !in(cur.c[:cur.n], x) && !in(c.c[:c.n], x) {
				c.c[c.n] = x
				c.n++
			}
		}
	}
}

// point describes the junction between the cells cur and the other cells
// touch that contain it: two cells in all is a hexside crossing, three a
// vertex.
func (g Grid) point(cur, touch cells, at Frac) Point {
	var all [3]axial
	k := copy(all[:], cur.c[:cur.n])
	k += copy(all[k:], touch.c[:touch.n])
	if k == 2 {
		return Point{Kind: CrossHexside, Side: g.hexsideAxial(all[0], all[1]), At: at}
	}
	return Point{Kind: ThroughVertex, At: at,
		Vertex: newVertex(g.fromAxial(all[0]), g.fromAxial(all[1]), g.fromAxial(all[2]))}
}

// liner holds a line from the centre of A to the centre of B in exact
// integer form. A point of the line is P(s) = A + (s/L)(B-A) for integer s
// in 0..L, in cube coordinates (x, y, z) = (q, -q-r, r). A point p lies in
// the closed hexagon of the hex with centre c exactly when
// |(p-c)_i - (p-c)_j| <= 1 for the three pairs (x,y), (y,z), (z,x); each is
// a linear inequality in s. L is the least common multiple of the nonzero
// |(B-A)_i - (B-A)_j|, which makes every boundary crossing an integer s.
type liner struct {
	a0 [3]int // pair differences of A
	db [3]int // pair differences of B-A
	m  [3]int // L / db (0 where db is 0)
	L  int
}

func pairDiffs(a axial) [3]int {
	x, y, z := a.q, -a.q-a.r, a.r
	return [3]int{x - y, y - z, z - x}
}

func newLiner(A, B axial) liner {
	l := liner{a0: pairDiffs(A), L: 1}
	l.db = pairDiffs(axial{B.q - A.q, B.r - A.r})
	for _, b := range l.db {
		if b != 0 {
			l.L = l.L / gcd(l.L, abs(b)) * abs(b)
		}
	}
	for k, b := range l.db {
		if b != 0 {
			l.m[k] = l.L / b
		}
	}
	return l
}

// interval returns the range [lo, hi] of s for which the line lies in the
// closed hexagon of c; ok is false if it never does.
func (l *liner) interval(c axial) (lo, hi int, ok bool) {
	cd := pairDiffs(c)
	lo, hi = 0, l.L
	for k := 0; k < 3; k++ {
		a := l.a0[k] - cd[k] // (P(0)-c)_i - (P(0)-c)_j
		if l.db[k] == 0 {
			if a < -1 || a > 1 {
				return 0, 0, false
			}
			continue
		}
		// -L <= a*L + s*db <= L
		x, y := (-1-a)*l.m[k], (1-a)*l.m[k]
		if x > y {
			x, y = y, x
		}
		lo, hi = max(lo, x), min(hi, y)
	}
	return lo, hi, lo <= hi
}

func (l *liner) frac(s int) Frac { return newFrac(s, l.L) }

// ExitSides returns the hexsides of the firing hex (From) through which
// the line leaves it: one side when it crosses a side, or the two sides
// meeting at the vertex it leaves through. Custoza 8.2 traces artillery
// range "through the front hexsides of the firing unit": compare with
// Grid.FrontHexsides. Nil when From == To.
func (g Grid) ExitSides(t Trace) []Hexside {
	if len(t.Points) == 0 {
		return nil
	}
	return g.sidesAt(t.From, t.Points[0])
}

// EntrySides returns the hexsides of the target hex (To) through which the
// line enters it, as ExitSides does for the firing hex.
func (g Grid) EntrySides(t Trace) []Hexside {
	if len(t.Points) == 0 {
		return nil
	}
	return g.sidesAt(t.To, t.Points[len(t.Points)-1])
}

func (g Grid) sidesAt(h Hex, p Point) []Hexside {
	if p.Kind == CrossHexside {
		return []Hexside{p.Side}
	}
	var out []Hexside
	for _, x := range p.Vertex.Hexes() {
		if s, ok := g.HexsideBetween(h, x); ok {
			out = append(out, s)
		}
	}
	return out
}
