package render

import (
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// sideClass is how a hexside kind is drawn. Kinds are the rules
// system's words; they are classed by the keywords they contain.
type sideClass uint8

const (
	sideOther sideClass = iota
	sideRiver
	sideStream
	sideSlope
	sideWall
	sideHedge
	sideImpassable
	sideBridge
	sideFord
)

var sideKeywords = []struct {
	word  string
	class sideClass
}{
	{"bridge", sideBridge}, {"ford", sideFord}, {"impass", sideImpassable},
	{"river", sideRiver}, {"canal", sideRiver}, {"stream", sideStream}, {"creek", sideStream},
	{"brook", sideStream}, {"ditch", sideStream}, {"slope", sideSlope}, {"escarp", sideSlope},
	{"cliff", sideSlope}, {"crest", sideSlope}, {"ridge", sideSlope}, {"wall", sideWall},
	{"dike", sideWall}, {"levee", sideWall}, {"embank", sideWall}, {"hedge", sideHedge},
}

func classifySide(kind string) sideClass {
	kind = strings.ToLower(kind)
	for _, k := range sideKeywords {
		if strings.Contains(kind, k.word) {
			return k.class
		}
	}
	return sideOther
}

// crossing reports whether a class is drawn across the side (a bridge or
// ford), on top of roads, rather than along it.
func (c sideClass) crossing() bool { return c == sideBridge || c == sideFord }

var (
	colRiver  = rgb(0x2f74d0)
	colStream = rgb(0x4a90e2)
	colBridge = rgb(0x8b5a2b)
	colFord   = rgb(0xe8d8a0)
	colWall   = rgb(0x4d4d4d)
	colHedge  = rgb(0x2f6b2f)
	colImpass = rgb(0x6e0000)
)

// drawHexsides draws hexside features: those along the side, or (when
// crossings) bridges and fords across it.
func (pa *painter) drawHexsides(c canvas, crossings bool) {
	c.group(sideGroup(crossings), "")
	// The kinds by class, each kind's sides, then every slope's ticks:
	// the sides drawn alike are then one path in the SVG (mergeLines).
	kinds := slices.Clone(pa.m.Hexsides)
	slices.SortStableFunc(kinds, func(a, b *scenarios.HexsideFeature) int {
		return int(classifySide(a.Kind)) - int(classifySide(b.Kind))
	})
	var slopes []hexmap.Hexside
	for _, f := range kinds {
		cl := classifySide(f.Kind)
		if cl.crossing() != crossings {
			continue
		}
		for _, s := range f.Sides {
			hs := pa.m.Hexside(s)
			if hs.IsZero() {
				continue
			}
			if a, b := hs.Hexes(); !pa.on(a) && !pa.on(b) {
				continue
			}
			pa.drawSide(c, f.Kind, cl, hs)
			if cl == sideSlope {
				slopes = append(slopes, hs)
			}
		}
	}
	for _, hs := range slopes {
		pa.drawSlopeTicks(c, hs)
	}
	c.end()
}

// drawSide draws one hexside of a kind (a slope's ticks apart).
func (pa *painter) drawSide(c canvas, kind string, cl sideClass, hs hexmap.Hexside) {
	a, b, from, to := pa.l.hexsideSegment(hs)
	u, s := pa.u, pa.l.s
	switch cl {
	case sideBridge, sideFord:
		drawCrossing(c, cl, a.lerp(b, 0.5), from, to, s, u)
	case sideSlope:
		c.line([]pt{a, b}, paint{stroke: colContour, width: 1.6 * u, round: true})
	default:
		c.line([]pt{a, b}, sidePaint(kind, cl, u))
	}
}

// drawSlopeTicks draws the ticks across a slope hexside, pointing
// downhill.
func (pa *painter) drawSlopeTicks(c canvas, hs hexmap.Hexside) {
	a, b, from, to := pa.l.hexsideSegment(hs)
	h, o := hs.Hexes()
	if pa.m.Elevation(h) < pa.m.Elevation(o) {
		from, to = to, from
	}
	dir := to.sub(from).mul(0.18 * pa.l.s / to.sub(from).len())
	for _, t := range []float64{0.25, 0.5, 0.75} {
		p := a.lerp(b, t)
		c.line([]pt{p, p.add(dir)}, paint{stroke: colContour, width: 1.2 * pa.u})
	}
}

// sidePaint is the stroke of a hexside drawn along the side.
func sidePaint(kind string, cl sideClass, u float64) paint {
	switch cl {
	case sideRiver:
		return paint{stroke: colRiver, width: 4.5 * u, round: true}
	case sideStream:
		return paint{stroke: colStream, width: 2.6 * u, round: true}
	case sideSlope:
		return paint{stroke: colContour, width: 1.6 * u, round: true}
	case sideWall:
		return paint{stroke: colWall, width: 2.8 * u}
	case sideHedge:
		return paint{stroke: colHedge, width: 2.4 * u, dash: []float64{2.5 * u, 2 * u}}
	case sideImpassable:
		return paint{stroke: colImpass, width: 4 * u, round: true}
	}
	return paint{stroke: hashColour(kind, 0.65, 0.4), width: 2.4 * u, dash: []float64{5 * u, 2.5 * u}}
}

// drawCrossing draws a bridge deck or a ford across a side of a hex of
// size s, centred on mid and running from one hex centre towards the
// other.
func drawCrossing(c canvas, cl sideClass, mid, from, to pt, s, u float64) {
	along := to.sub(from).mul(1 / to.sub(from).len())
	across := pt2(-along.Y, along.X)
	hl, hw := 0.3*s, 0.13*s
	if cl == sideFord {
		hw = 0.16 * s
	}
	corner := func(l, w float64) pt { return mid.add(along.mul(l)).add(across.mul(w)) }
	deck := []pt{corner(-hl, -hw), corner(hl, -hw), corner(hl, hw), corner(-hl, hw)}
	if cl == sideFord {
		c.poly(deck, paint{fill: colFord, stroke: colStream, width: 1.2 * u, dash: []float64{2 * u, 1.5 * u}})
		return
	}
	c.poly(deck, paint{fill: colBridge, stroke: colInk, width: 0.9 * u})
}

// pathClass is how a path kind (road, trail, railway …) is drawn.
type pathClass uint8

const (
	pathOther pathClass = iota
	pathMajorRoad
	pathRoad
	pathTrail
	pathRailway
)

var pathKeywords = []struct {
	word  string
	class pathClass
}{
	{"trail", pathTrail}, {"rail", pathRailway}, {"track", pathTrail}, {"lane", pathTrail},
	{"path", pathTrail}, {"major", pathMajorRoad}, {"main", pathMajorRoad}, {"high", pathMajorRoad},
	{"pike", pathMajorRoad}, {"chauss", pathMajorRoad}, {"road", pathRoad},
}

func classifyPath(kind string) pathClass {
	kind = strings.ToLower(kind)
	for _, k := range pathKeywords {
		if strings.Contains(kind, k.word) {
			return k.class
		}
	}
	return pathOther
}

var colRoad = rgb(0x9c4a1a)

// pathPaints are the strokes of a path kind, drawn one over the other.
func pathPaints(kind string, cl pathClass, u float64) []paint {
	switch cl {
	case pathMajorRoad:
		return []paint{{stroke: colInk, width: 4.6 * u, round: true}, {stroke: rgb(0xf0a030), width: 3 * u, round: true}}
	case pathRoad:
		return []paint{{stroke: colRoad, width: 2.6 * u, round: true}}
	case pathTrail:
		return []paint{{stroke: colRoad, width: 1.6 * u, dash: []float64{4 * u, 3 * u}}}
	case pathRailway:
		return []paint{{stroke: colInk, width: 1.6 * u}, {stroke: colInk, width: 5 * u, dash: []float64{1.2 * u, 4 * u}}}
	}
	return []paint{{stroke: hashColour(kind, 0.7, 0.35), width: 1.8 * u, dash: []float64{2 * u, 2 * u}}}
}

// drawPaths draws roads, trails and railways from hex centre to hex
// centre; a path that leaves the scenario's area is drawn only where it
// runs through hexes on the map.
func (pa *painter) drawPaths(c canvas) {
	if len(pa.m.Paths) == 0 {
		return
	}
	c.group("paths", "")
	for _, p := range pa.m.Paths {
		var runs [][]pt
		var pts []pt
		for _, h := range p.Hexes {
			if !pa.on(h) {
				if len(pts) > 1 {
					runs = append(runs, pts)
				}
				pts = nil
				continue
			}
			pts = append(pts, pa.l.centre(h))
		}
		if len(pts) > 1 {
			runs = append(runs, pts)
		}
		for _, run := range runs {
			for _, st := range pathPaints(p.Kind, classifyPath(p.Kind), pa.u) {
				c.line(run, st)
			}
		}
	}
	c.end()
}

func sideGroup(crossings bool) string {
	if crossings {
		return "crossings"
	}
	return "hexsides"
}
