package render

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"math"
	"strconv"
	"strings"
	"testing"
)

func TestShortID(t *testing.T) {
	seen := map[string]bool{}
	for i := 0; i < 5000; i++ {
		id := shortID(i)
		if seen[id] || id == "" {
			t.Fatalf("id %d is %q, again or empty", i, id)
		}
		seen[id] = true
	}
}

// svgLeaf is a drawn element as read back from the SVG: its tag, its
// geometry, its text and every property it inherits or sets.
type svgLeaf struct {
	tag, d, x, y, text string
	props              map[string]string
}

// readSVG parses doc, resolving <use> to its definition's path data and
// each element's properties through its ancestors, as a renderer does.
func readSVG(t *testing.T, doc []byte) (leaves []svgLeaf, titles map[string][]string) {
	t.Helper()
	defs := map[string]string{}
	titles = map[string][]string{} // tooltips by the class of their group
	type frame struct {
		props map[string]string
		class string
		leaf  int    // index into leaves of a text or tspan, else -1
		lineY string // a text of tspans: its y
	}
	stack := []frame{{props: svgDefaults, leaf: -1}}
	inTitle, inDefs := false, false
	d := xml.NewDecoder(bytes.NewReader(doc))
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			return leaves, titles
		}
		if err != nil {
			t.Fatalf("SVG is not well-formed XML: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			top := stack[len(stack)-1]
			f := frame{props: map[string]string{}, class: top.class, leaf: -1}
			for k, v := range top.props {
				f.props[k] = v
			}
			attrs := map[string]string{}
			for _, a := range tok.Attr {
				attrs[a.Name.Local] = a.Value
				if _, ok := svgDefaults[a.Name.Local]; ok || a.Name.Local == "font-size" {
					f.props[a.Name.Local] = a.Value
				}
			}
			switch tag := tok.Name.Local; {
			case tag == "defs":
				inDefs = true
			case tag == "title":
				inTitle = true
			case tag == "g":
				f.class = attrs["class"]
			case inDefs && tag == "path":
				defs[attrs["id"]] = strings.TrimPrefix(attrs["d"], "M0 0")
			case tag == "circle":
				leaves = append(leaves, svgLeaf{tag: tag, x: attrs["cx"], y: attrs["cy"], props: f.props})
			case tag == "path":
				for _, d := range subpaths(t, attrs["d"]) {
					leaves = append(leaves, svgLeaf{tag: tag, d: d, props: f.props})
				}
			case tag == "use":
				rel, ok := defs[strings.TrimPrefix(attrs["href"], "#")]
				if !ok {
					t.Fatalf("<use> of %q, which is not defined", attrs["href"])
				}
				for _, d := range subpaths(t, "M"+attrs["x"]+" "+attrs["y"]+rel) {
					leaves = append(leaves, svgLeaf{tag: "path", d: d, props: f.props})
				}
			case tag == "text" && attrs["x"] == "": // a line of tspans
				f.lineY = attrs["y"]
			case tag == "text" || tag == "tspan":
				y := attrs["y"]
				if tag == "tspan" {
					y = top.lineY
				}
				f.leaf = len(leaves)
				leaves = append(leaves, svgLeaf{tag: "text", x: attrs["x"], y: y, props: f.props})
			}
			stack = append(stack, f)
		case xml.EndElement:
			if tok.Name.Local == "defs" {
				inDefs = false
			}
			if tok.Name.Local == "title" {
				inTitle = false
			}
			stack = stack[:len(stack)-1]
		case xml.CharData:
			top := stack[len(stack)-1]
			if inTitle {
				titles[top.class] = append(titles[top.class], string(tok))
			} else if top.leaf >= 0 && top.leaf < len(leaves) {
				leaves[top.leaf].text += string(tok)
			}
		}
	}
}

// subpaths splits the outlines mergeRuns joined ("M36 50…zm0 48…z"), and
// the lines mergeLines joined ("M10 20l14 24m14-24l14 24"), into paths of
// their own ("M36 50…z", "M36 98…z"; "M10 20l14 24", "M38 20l14 24"). A
// move after z is from the outline's start, after a line from its end.
func subpaths(t *testing.T, d string) []string {
	t.Helper()
	var x, y int64
	var out []string
	for i, part := range strings.Split(d[1:], "m") {
		j := strings.IndexAny(part, "hvlz")
		f := strings.Fields(strings.ReplaceAll(part[:j], "-", " -"))
		if len(f) != 2 {
			t.Fatalf("path %q: move %q", d, part[:j])
		}
		dx, dy := parseTenths(t, f[0]), parseTenths(t, f[1])
		if i == 0 {
			x, y = dx, dy
		} else {
			x, y = x+dx, y+dy
		}
		out = append(out, "M"+num(x)+" "+num(y)+part[j:])
		if !strings.HasSuffix(part, "z") {
			x, y = lineEnd(t, x, y, part[j:])
		}
	}
	return out
}

// lineEnd is where the relative commands rel (h, v, l) take a line that
// starts at x, y.
func lineEnd(t *testing.T, x, y int64, rel string) (int64, int64) {
	t.Helper()
	cmd := byte(0)
	var nums []int64
	flush := func() {
		switch cmd {
		case 'h':
			for _, n := range nums {
				x += n
			}
		case 'v':
			for _, n := range nums {
				y += n
			}
		case 'l':
			for k := 0; k+1 < len(nums); k += 2 {
				x, y = x+nums[k], y+nums[k+1]
			}
		}
		nums = nil
	}
	for _, tok := range strings.FieldsFunc(strings.NewReplacer("h", " h ", "v", " v ", "l", " l ", "-", " -").Replace(rel), func(r rune) bool { return r == ' ' }) {
		if tok == "h" || tok == "v" || tok == "l" {
			flush()
			cmd = tok[0]
			continue
		}
		nums = append(nums, parseTenths(t, tok))
	}
	flush()
	return x, y
}

func parseTenths(t *testing.T, s string) int64 {
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatalf("number %q: %v", s, err)
	}
	return int64(math.Round(v * 10))
}

// TestSVGReadsAsDrawn: read back as a renderer reads it (shared shapes
// placed, properties inherited), the SVG draws every shape and text the
// painter drew, in the same order, with the same geometry and style.
func TestSVGReadsAsDrawn(t *testing.T) {
	for name, p := range map[string]Picture{"ponte": pontePicture(t), "big": bigPicture()} {
		opt := DefaultOptions()
		opt.Legend = true
		pa, err := newPainter(p, opt)
		if err != nil {
			t.Fatal(err)
		}
		c := newSVGCanvas(pa.width, pa.height, p.Title)
		pa.draw(c)
		var drawn []*svgNode
		var walk func(n *svgNode)
		walk = func(n *svgNode) {
			if n.tag != "g" {
				drawn = append(drawn, n)
			}
			for _, ch := range n.children {
				walk(ch)
			}
		}
		walk(&c.root)
		var b bytes.Buffer
		if err := c.finish(&b); err != nil {
			t.Fatal(err)
		}
		got, _ := readSVG(t, b.Bytes())
		if len(got) != len(drawn) {
			t.Fatalf("%s: %d elements read back, %d drawn", name, len(got), len(drawn))
		}
		for i, n := range drawn {
			g := got[i]
			want := svgLeaf{tag: n.tag, text: n.text}
			switch n.tag {
			case "path":
				want.d = "M" + num(n.shape.x0) + " " + num(n.shape.y0) + n.shape.rel
			case "circle", "text":
				want.x, want.y = n.geo[0].value, n.geo[1].value
			}
			if g.tag != want.tag || g.d != want.d || g.x != want.x || g.y != want.y || g.text != want.text {
				t.Fatalf("%s: element %d reads as %+v, drawn as %+v", name, i, g, want)
			}
			for _, a := range n.style {
				if g.props[a.name] != a.value {
					t.Fatalf("%s: element %d (%s %q) has %s %q, drawn with %q", name, i, n.tag, n.text, a.name, g.props[a.name], a.value)
				}
			}
		}
	}
}

// TestSVGHasEveryHexAndCounter: every hex number is a text of its own,
// and every counter has its group and tooltip.
func TestSVGHasEveryHexAndCounter(t *testing.T) {
	for name, p := range map[string]Picture{"ponte": pontePicture(t), "big": bigPicture()} {
		leaves, titles := readSVG(t, renderSVG(t, p, DefaultOptions()))
		texts := map[string]bool{}
		for _, l := range leaves {
			texts[l.text] = true
		}
		pa, _ := newPainter(p, DefaultOptions())
		for _, h := range pa.mapHexes() {
			if !texts[h.String()] {
				t.Errorf("%s: no hex number %s", name, h)
			}
		}
		want := map[string]int{}
		for _, ctr := range p.Counters {
			want[counterTip(ctr)]++
		}
		for _, tip := range titles["counter"] {
			want[tip]--
		}
		for tip, n := range want {
			if n != 0 {
				t.Errorf("%s: counter %q is shown %d times too few", name, tip, n)
			}
		}
	}
}
