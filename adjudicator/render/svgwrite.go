package render

import (
	"bytes"
	"slices"
)

// svgWriter writes the tree: shapes used often enough to pay for a
// definition get an id, every other path is written in place.
type svgWriter struct {
	b   *bytes.Buffer
	ids map[string]string // shape rel → id
}

func writeSVG(b *bytes.Buffer, c *svgCanvas) {
	w := svgWriter{b: b, ids: map[string]string{}}
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" width="` + num(tenths(c.w)) + `" height="` + num(tenths(c.h)) +
		`" viewBox="0 0 ` + num(tenths(c.w)) + " " + num(tenths(c.h)) + `" font-family="` + svgFonts + `">` + "\n")
	if c.title != "" {
		b.WriteString("<title>")
		esc(b, c.title)
		b.WriteString("</title>\n")
	}
	mergeRuns(&c.root)
	mergeLines(&c.root)
	w.defs(&c.root)
	w.children(&c.root, svgDefaults)
	b.WriteString("</svg>\n")
}

// defs defines each shape whose uses save more than its definition
// costs, ids in order of first use.
func (w *svgWriter) defs(root *svgNode) {
	var order []string
	count := map[string]int{}
	var walk func(n *svgNode)
	walk = func(n *svgNode) {
		if n.tag == "path" {
			if count[n.shape.rel] == 0 {
				order = append(order, n.shape.rel)
			}
			count[n.shape.rel]++
		}
		for _, ch := range n.children {
			walk(ch)
		}
	}
	walk(root)
	for _, rel := range order {
		id := shortID(len(w.ids))
		// In place: `path d="M` x y rel; used: `use href="#id" x="x" y="y"`.
		saved := count[rel] * (len(rel) - len(id) - 12)
		if saved <= len(`<path id="" d="M0 0"/>`)+len(id)+len(rel)+1 {
			continue
		}
		if len(w.ids) == 0 {
			w.b.WriteString("<defs>\n")
		}
		w.ids[rel] = id
		w.b.WriteString(`<path id="` + id + `" d="M0 0` + rel + "\"/>\n")
	}
	if len(w.ids) > 0 {
		w.b.WriteString("</defs>\n")
	}
}

// shortID is a, b … z, A … Z, then two letters and more.
func shortID(i int) string {
	const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	id := []byte{letters[i%52]}
	for i /= 52; i > 0; i /= 52 {
		id = append(id, letters[i%52])
	}
	return string(id)
}

// children writes a group's children, each stating only the properties
// that differ from ctx, what the group inherits and sets.
func (w *svgWriter) children(g *svgNode, ctx map[string]string) {
	for i := 0; i < len(g.children); i++ {
		n := g.children[i]
		if line := textLine(g.children[i:]); len(line) > 1 {
			w.textLine(line, ctx)
			i += len(line) - 1
			continue
		}
		switch n.tag {
		case "g":
			w.group(n, ctx)
		case "path":
			if id, ok := w.ids[n.shape.rel]; ok {
				w.b.WriteString(`<use href="#` + id + `" x="` + num(n.shape.x0) + `" y="` + num(n.shape.y0) + `"`)
			} else {
				w.b.WriteString(`<path d="M` + num(n.shape.x0) + " " + num(n.shape.y0) + n.shape.rel + `"`)
			}
			w.style(n.style, ctx)
			w.b.WriteString("/>\n")
		default: // circle, text
			w.b.WriteString("<" + n.tag)
			for _, a := range n.geo {
				w.b.WriteString(" " + a.name + `="` + a.value + `"`)
			}
			w.style(n.style, ctx)
			if n.tag == "circle" {
				w.b.WriteString("/>\n")
				continue
			}
			w.b.WriteString(">")
			esc(w.b, n.text)
			w.b.WriteString("</text>\n")
		}
	}
}

// textLine is the run of texts at the start of ns with the same style
// and baseline (a line of hex numbers).
func textLine(ns []*svgNode) []*svgNode {
	i := 0
	for ; i < len(ns) && ns[i].tag == "text"; i++ {
		if i > 0 && (ns[i].geo[1] != ns[0].geo[1] || !slices.Equal(ns[i].style, ns[0].style)) {
			break
		}
	}
	return ns[:i]
}

// textLine writes texts on one baseline as one text with a tspan each.
// Each tspan's x starts a chunk of its own, anchored on its own; no
// space between them, which would belong to a chunk and shift it.
func (w *svgWriter) textLine(line []*svgNode, ctx map[string]string) {
	w.b.WriteString(`<text y="` + line[0].geo[1].value + `"`)
	w.style(line[0].style, ctx)
	w.b.WriteString(">")
	for _, n := range line {
		w.b.WriteString(`<tspan x="` + n.geo[0].value + `">`)
		esc(w.b, n.text)
		w.b.WriteString("</tspan>")
	}
	w.b.WriteString("</text>\n")
}

// group writes a group with the properties its shapes share set on it.
func (w *svgWriter) group(g *svgNode, ctx map[string]string) {
	shared := sharedStyle(g, ctx)
	w.b.WriteString("<g")
	if g.class != "" {
		w.b.WriteString(` class="` + g.class + `"`)
	}
	if len(shared) > 0 {
		next := make(map[string]string, len(ctx)+len(shared))
		for k, v := range ctx {
			next[k] = v
		}
		for _, a := range shared {
			w.b.WriteString(" " + a.name + `="` + a.value + `"`)
			next[a.name] = a.value
		}
		ctx = next
	}
	w.b.WriteString(">")
	if g.tip != "" {
		w.b.WriteString("<title>")
		esc(w.b, g.tip)
		w.b.WriteString("</title>")
	}
	w.b.WriteString("\n")
	w.children(g, ctx)
	w.b.WriteString("</g>\n")
}
