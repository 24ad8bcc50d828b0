package render

import (
	"slices"
	"strings"
)

// mergeRuns joins runs of the same closed shape, drawn one after another
// in the same style, each next to the one before (a column of hexes of
// one terrain), into one path of several outlines: "M36 50h28…z
// m0 48h28…z". A run of a given length is then a shape of its own, which
// defs can share. The fills and outlines of a run's members only touch,
// so painting all fills before all outlines looks the same.
func mergeRuns(g *svgNode) {
	var out []*svgNode
	for i := 0; i < len(g.children); {
		n := g.children[i]
		if n.tag == "g" {
			mergeRuns(n)
		}
		run := shapeRun(g.children[i:])
		if len(run) < 2 {
			out = append(out, n)
			i++
			continue
		}
		m := *run[0]
		var b strings.Builder
		b.WriteString(m.shape.rel)
		for k := 1; k < len(run); k++ {
			b.WriteString("m" + num(run[k].shape.x0-run[k-1].shape.x0))
			if dy := num(run[k].shape.y0 - run[k-1].shape.y0); dy[0] == '-' {
				b.WriteString(dy)
			} else {
				b.WriteString(" " + dy)
			}
			b.WriteString(m.shape.rel)
		}
		m.shape.rel = b.String()
		out = append(out, &m)
		i += len(run)
	}
	g.children = out
}

// shapeRun is the run of shapes that mergeRuns may join at the start of
// ns: closed, opaque, of one outline and style, each next to the one
// before (a step as long as the outline's extent along one axis).
func shapeRun(ns []*svgNode) []*svgNode {
	if len(ns) < 2 || !mergeable(ns[0]) {
		return nil
	}
	a := ns[0]
	dx, dy := ns[1].shape.x0-a.shape.x0, ns[1].shape.y0-a.shape.y0
	ax, ay := abs64(dx), abs64(dy)
	if !(ax == a.shape.w && ay <= a.shape.h || ay == a.shape.h && ax <= a.shape.w) {
		return nil // they would overlap, or not touch
	}
	i := 1
	for ; i < len(ns); i++ {
		n, prev := ns[i], ns[i-1]
		if !mergeable(n) || n.shape.rel != a.shape.rel || !slices.Equal(n.style, a.style) ||
			n.shape.x0-prev.shape.x0 != dx || n.shape.y0-prev.shape.y0 != dy {
			break
		}
	}
	return ns[:i]
}

// mergeable: a closed path in opaque paint, whose overlaps with others
// would not show as darker.
func mergeable(n *svgNode) bool {
	if n.tag != "path" || !strings.HasSuffix(n.shape.rel, "z") {
		return false
	}
	for _, a := range n.style {
		if strings.HasSuffix(a.name, "-opacity") && a.value != "1" {
			return false
		}
	}
	return true
}

func abs64(v int64) int64 {
	if v < 0 {
		return -v
	}
	return v
}
