package render

import (
	"slices"
	"strings"
)

// mergeLines joins open paths drawn one after another in the same opaque
// style — the hexsides of one kind, the contour lines, a road's segments —
// into one path of several subpaths: "M10 20l14 24m14-24l14 24", each
// "m" from the end of the line before. Each
// subpath is stroked as a line of its own (a dash pattern starts again at
// each, caps at both ends), so the picture is the same and each line
// costs its coordinates only: issue 23 measured the hexsides, one path
// each, at a third of a Custoza report's SVG.
func mergeLines(g *svgNode) {
	var out []*svgNode
	for i := 0; i < len(g.children); {
		n := g.children[i]
		if n.tag == "g" {
			mergeLines(n)
		}
		j := i + 1
		for j < len(g.children) && lineMergeable(n) && lineMergeable(g.children[j]) && slices.Equal(g.children[j].style, n.style) {
			j++
		}
		if j-i < 2 {
			out = append(out, n)
			i++
			continue
		}
		m := *n
		var b strings.Builder
		b.WriteString(n.shape.rel)
		prev := n
		for _, k := range g.children[i+1 : j] {
			// "m" moves from where the line before ended
			b.WriteString("m" + num(k.shape.x0-prev.shape.x1))
			if y := num(k.shape.y0 - prev.shape.y1); y[0] == '-' {
				b.WriteString(y)
			} else {
				b.WriteString(" " + y)
			}
			b.WriteString(k.shape.rel)
			prev = k
		}
		m.shape.rel = b.String()
		m.shape.x1, m.shape.y1 = prev.shape.x1, prev.shape.y1
		out = append(out, &m)
		i = j
	}
	g.children = out
}

// lineMergeable: an open path stroked in opaque paint and not filled,
// whose overlaps with others of its style would not show.
func lineMergeable(n *svgNode) bool {
	if n.tag != "path" || strings.ContainsAny(n.shape.rel, "zm") {
		return false
	}
	for _, a := range n.style {
		switch {
		case a.name == "fill" && a.value != "none":
			return false
		case strings.HasSuffix(a.name, "-opacity") && a.value != "1" && a.name != "fill-opacity":
			return false
		}
	}
	return true
}
