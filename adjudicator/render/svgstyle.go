package render

// svgDefaults are the initial values of the properties the canvas sets,
// so that an element states only what differs from what it inherits.
var svgDefaults = map[string]string{
	"fill": "#000", "fill-opacity": "1", "stroke": "none", "stroke-opacity": "1", "stroke-width": "1",
	"stroke-linecap": "butt", "stroke-linejoin": "miter", "stroke-dasharray": "none",
	"font-weight": "normal", "text-anchor": "start", "paint-order": "normal",
}

// style writes the properties of st that differ from the inherited ctx.
func (w *svgWriter) style(st []svgAttr, ctx map[string]string) {
	for _, a := range st {
		if ctx[a.name] != a.value {
			w.b.WriteString(" " + a.name + `="` + a.value + `"`)
		}
	}
}

// sharedStyle picks, for each property of the group's shapes (its own
// and its subgroups'), the value whose setting on the group saves the
// most bytes, if any: shapes with that value then leave it out, and
// shapes with the inherited value must state it.
func sharedStyle(g *svgNode, ctx map[string]string) []svgAttr {
	var props []string
	seen := map[string]bool{}
	counts := map[svgAttr]int{}
	var first []svgAttr // each value in order of first appearance
	var walk func(n *svgNode)
	walk = func(n *svgNode) {
		for _, a := range n.style {
			if !seen[a.name] {
				props = append(props, a.name)
				seen[a.name] = true
			}
			if counts[a] == 0 {
				first = append(first, a)
			}
			counts[a]++
		}
		for _, ch := range n.children {
			walk(ch)
		}
	}
	walk(g)
	size := func(a svgAttr) int { return len(a.name) + len(a.value) + 4 } // ` name="value"`
	var out []svgAttr
	for _, p := range props {
		inherited := svgAttr{p, ctx[p]}
		best, bestGain := svgAttr{}, 0
		for _, a := range first {
			if a.name != p || a == inherited {
				continue
			}
			gain := (counts[a]-1)*size(a) - counts[inherited]*size(inherited)
			if gain > bestGain {
				best, bestGain = a, gain
			}
		}
		if bestGain > 0 {
			out = append(out, best)
		}
	}
	return out
}
