package render

import (
	"fmt"
	"image/color"
	"slices"
	"strings"
)

// legendRow is one line of the legend: a heading, or an icon and a label.
type legendRow struct {
	heading bool
	label   string
	icon    func(c canvas, at pt) // at: the icon's centre
}

const (
	legendRowH  = 18
	legendText  = 12
	legendIconW = 30
)

func legendHeight(rows []legendRow) float64 { return float64(len(rows)) * legendRowH }

// legendRows lists what the picture uses: sides, terrain, levels,
// hexside and path kinds, features, map marks, counter symbols and
// markers. Nothing of a face-down counter but its side and markers
// appears.
func (pa *painter) legendRows() []legendRow {
	var rows []legendRow
	add := func(label string, icon func(canvas, pt)) {
		rows = append(rows, legendRow{label: label, icon: icon})
	}
	head := func(s string) { rows = append(rows, legendRow{heading: true, label: s}) }
	const u = 1.0 // the legend is drawn at a fixed size, whatever the hex size
	head("Sides")
	for _, s := range pa.p.Scenario.Sides {
		add(orDefault(s.Name, s.ID), swatch(pa.sideColour(s.ID)))
	}
	pa.terrainRows(head, add)
	pa.lineRows(head, add, u)
	pa.markRows(head, add)
	pa.counterRows(head, add, u)
	return rows
}

func orDefault(s, d string) string {
	if s == "" {
		return d
	}
	return s
}

func swatch(col color.NRGBA) func(canvas, pt) {
	return func(c canvas, at pt) {
		c.poly(rect(at.X-9, at.Y-6, 18, 12), paint{fill: col, stroke: colHexEdge, width: 0.8})
	}
}

func (pa *painter) terrainRows(head func(string), add func(string, func(canvas, pt))) {
	if len(pa.m.Legend) > 0 {
		head("Terrain")
		for _, t := range pa.m.Legend {
			add(orDefault(t.Label, t.Name), swatch(terrainColour(t.Name)))
		}
	}
	var levels []int
	for _, h := range pa.mapHexes() {
		if l := pa.m.Elevation(h); !slices.Contains(levels, l) {
			levels = append(levels, l)
		}
	}
	if len(levels) < 2 {
		return
	}
	slices.Sort(levels)
	head("Elevation")
	for _, l := range levels {
		add(fmt.Sprintf("level %d", l), swatch(levelTint(terrainColour(defaultTerrain), l)))
	}
	add("change of level", lineIcon(paint{stroke: colContour, width: 1.8, round: true}))
}

func lineIcon(ps ...paint) func(canvas, pt) {
	return func(c canvas, at pt) {
		for _, p := range ps {
			c.line([]pt{{at.X - 12, at.Y}, {at.X + 12, at.Y}}, p)
		}
	}
}

func (pa *painter) lineRows(head func(string), add func(string, func(canvas, pt)), u float64) {
	var kinds []string
	for _, f := range pa.m.Hexsides {
		if !slices.Contains(kinds, f.Kind) {
			kinds = append(kinds, f.Kind)
		}
	}
	if len(kinds) > 0 {
		head("Hexsides")
	}
	for _, k := range kinds {
		cl := classifySide(k)
		if cl.crossing() {
			add(k, func(c canvas, at pt) {
				c.line([]pt{{at.X, at.Y - 9}, {at.X, at.Y + 9}}, sidePaint("stream", sideStream, u))
				drawCrossing(c, cl, at, at.add(pt2(-1, 0)), at, DefaultHexSize, u)
			})
			continue
		}
		add(k, lineIcon(sidePaint(k, cl, u)))
	}
	kinds = kinds[:0]
	for _, p := range pa.m.Paths {
		if !slices.Contains(kinds, p.Kind) {
			kinds = append(kinds, p.Kind)
		}
	}
	if len(kinds) > 0 {
		head("Roads and paths")
	}
	for _, k := range kinds {
		add(k, lineIcon(pathPaints(k, classifyPath(k), u)...))
	}
	kinds = kinds[:0]
	for _, f := range pa.m.Features {
		if !slices.Contains(kinds, f.Kind) {
			kinds = append(kinds, f.Kind)
		}
	}
	if len(kinds) > 0 {
		head("Features")
	}
	for _, k := range kinds {
		add(k, func(c canvas, at pt) { c.poly(diamond(at, 5), featurePaint(k, u)) })
	}
}

func (pa *painter) markRows(head func(string), add func(string, func(canvas, pt))) {
	objs := pa.p.Scenario.Objectives
	if len(objs) == 0 && len(pa.m.Entries) == 0 && len(pa.p.Highlight) == 0 {
		return
	}
	head("Map")
	for i, o := range objs {
		if i == 8 {
			add(fmt.Sprintf("… %d more objectives", len(objs)-i), nil)
			break
		}
		var hexes []string
		for _, h := range o.Hexes {
			hexes = append(hexes, h.String())
		}
		edge := colInk
		if o.Side != "" {
			edge = pa.sideColour(o.Side)
		}
		add(strings.TrimPrefix(objectiveTip(o.Name, o.VP, o.Side), "objective ")+" "+strings.Join(hexes, " "), func(c canvas, at pt) {
			c.poly(star(at, 7), paint{fill: colObjective, stroke: edge, width: 1.1})
		})
	}
	if len(pa.m.Entries) > 0 {
		add("entry hexes (colour of the side)", lineIcon(paint{stroke: colNeutral, width: 2, dash: []float64{4, 2.5}}))
	}
	if len(pa.p.Highlight) > 0 {
		add("highlighted hex", lineIcon(paint{stroke: colHighlight, width: 3, round: true}))
	}
}

func (pa *painter) counterRows(head func(string), add func(string, func(canvas, pt)), u float64) {
	var classes []symbolClass
	types := map[symbolClass][]string{}
	var faceDown, reduced, facing, sized bool
	var markers []string
	for _, ctr := range pa.counters {
		for _, m := range ctr.Markers {
			if !slices.Contains(markers, m) {
				markers = append(markers, m)
			}
		}
		facing = facing || ctr.Facing != 0
		if ctr.FaceDown {
			faceDown = true
			continue
		}
		reduced, sized = reduced || ctr.Reduced, sized || ctr.Size > 0
		cl := classifyType(ctr.Type)
		if !slices.Contains(classes, cl) {
			classes = append(classes, cl)
		}
		if !slices.Contains(types[cl], ctr.Type) {
			types[cl] = append(types[cl], ctr.Type)
		}
	}
	if len(pa.counters) == 0 {
		return
	}
	head("Counters")
	slices.Sort(classes)
	for _, cl := range classes {
		typ := types[cl][0]
		add(symbolNames[cl]+": "+strings.Join(types[cl], " "), func(c canvas, at pt) {
			drawSymbol(c, typ, at, 20, 12, colInk, u)
		})
	}
	if sized {
		add("size: | || ||| x xx", func(c canvas, at pt) { drawSizeMarks(c, 2, at, 6, colInk, u) })
	}
	if faceDown {
		add("face-down counter", func(c canvas, at pt) {
			c.poly(rect(at.X-8, at.Y-8, 16, 16), paint{fill: colNeutral, stroke: colInk, width: 0.8})
			c.text(at, "?", textStyle{size: 12, col: colHalo, bold: true})
		})
	}
	if reduced {
		add("reduced: pale top band", swatch(mix(colNeutral, colHalo, 0.6)))
	}
	if facing {
		add("facing: bar on the faced hexside", lineIcon(paint{stroke: colInk, width: 5.6, round: true}, paint{stroke: colNeutral, width: 3.4, round: true}))
	}
	if len(markers) > 0 {
		head("Markers")
	}
	for _, m := range markers {
		label, kind := marker(m)
		add(m, func(c canvas, at pt) {
			bg := markerColour(kind)
			w := textWidth(label, 10) + 4
			c.poly(rect(at.X-w/2, at.Y-6, w, 12), paint{fill: bg, stroke: colInk, width: 0.6})
			c.text(at, label, textStyle{size: 10, col: inkOn(bg)})
		})
	}
}

// drawLegend draws the rows right of the map.
func (pa *painter) drawLegend(c canvas) {
	c.group("legend", "")
	x := pa.mapW + 8
	y := pa.titleH + 10
	c.poly(rect(pa.mapW, pa.titleH, legendWidth-4, legendHeight(pa.legend)+14), paint{fill: rgb(0xfafaf6), stroke: colHexEdge, width: 0.8})
	for _, r := range pa.legend {
		mid := y + legendRowH/2
		if r.heading {
			c.text(pt2(x, mid+1), r.label, textStyle{size: legendText + 1, col: colInk, anchor: start, bold: true})
		} else {
			if r.icon != nil {
				r.icon(c, pt2(x+legendIconW/2, mid))
			}
			label, size := fit(r.label, legendText, legendWidth-legendIconW-20)
			c.text(pt2(x+legendIconW+6, mid), label, textStyle{size: size, col: colInk, anchor: start})
		}
		y += legendRowH
	}
	c.end()
}
