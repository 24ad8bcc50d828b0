package render

import (
	"image/color"
	"strconv"
	"strings"
)

// markerKind groups markers by what they tell a player, for their colour.
type markerKind uint8

const (
	markInfo      markerKind = iota // moved, set-up area …
	markFormation                   // march, square, limbered
	markOrder                       // attack, defense, advance, maneuver
	markWarn                        // disordered, shaken, low ammo, fatigue
	markDanger                      // routed, out of ammo, out of command, hits, exhausted
)

// markerWords abbreviate the usual markers on a tag; a marker's first word
// is matched case-insensitively, and a number after it is kept ("Hits 2"
// is "H2").
var markerWords = []struct {
	full, short string
	kind        markerKind
}{
	{"march", "Mar", markFormation}, {"square", "Sq", markFormation}, {"limbered", "Lim", markFormation},
	{"column", "Col", markFormation}, {"attack", "Att", markOrder}, {"defense", "Def", markOrder},
	{"defence", "Def", markOrder}, {"advance", "Adv", markOrder}, {"maneuver", "Man", markOrder},
	{"manoeuvre", "Man", markOrder}, {"disordered", "Dis", markWarn}, {"shaken", "Shk", markWarn},
	{"low ammo", "LoA", markWarn}, {"fatigue", "F", markWarn}, {"routed", "Rtd", markDanger},
	{"out of ammo", "NoA", markDanger}, {"out of command", "OoC", markDanger},
	{"exhausted", "Exh", markDanger}, {"hits", "H", markDanger}, {"moved", "Mvd", markInfo},
	{"within", "~", markInfo},
}

// marker returns a marker's tag text and kind.
func marker(m string) (string, markerKind) {
	l := strings.ToLower(strings.TrimSpace(m))
	for _, w := range markerWords {
		if l == w.full {
			return w.short, w.kind
		}
		if rest, ok := strings.CutPrefix(l, w.full+" "); ok && isNumber(rest) {
			return w.short + rest, w.kind
		}
	}
	if strings.HasPrefix(l, "columns ") {
		return "~C", markInfo
	}
	r := []rune(strings.TrimSpace(m))
	if len(r) > 3 {
		r = r[:3]
	}
	return string(r), markInfo
}

func isNumber(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

var markerColours = [...]uint32{
	markInfo: 0xe4e4e4, markFormation: 0xfff1a8, markOrder: 0xa9dbe8, markWarn: 0xf6a623, markDanger: 0xd7263d,
}

func markerColour(k markerKind) color.NRGBA { return rgb(markerColours[k]) }

// maxTags is the most tags drawn beside a stack; the last one says "+N"
// when there are more. Tags hold at most three letters, so that the
// column stays clear of the counters in the next hexes.
const maxTags = 4

// drawStackTags draws the markers of a stack as small tags in a column
// straddling the right edge of its top counter: the top counter's
// markers first, then those of the counters below it.
func (pa *painter) drawStackTags(c canvas, s stack, top pt) {
	k := pa.counterSize()
	var all []string
	for i := len(s.counters) - 1; i >= 0; i-- {
		all = append(all, s.counters[i].Markers...)
	}
	size, h := 0.2*k, 0.25*k
	y := top.Y - 0.5*k
	for i, m := range all {
		if i == maxTags {
			break
		}
		label, kind := marker(m)
		if i == maxTags-1 && len(all) > maxTags {
			label, kind = "+"+strconv.Itoa(len(all)-i), markInfo
		}
		label, sz := fit(label, size, 0.34*k)
		w := textWidth(label, sz) + 0.08*k
		x0 := top.X + 0.36*k
		bg := markerColour(kind)
		c.poly(rect(x0, y, w, h), paint{fill: bg, stroke: colInk, width: 0.6 * pa.u})
		c.text(pt2(x0+w/2, y+h/2), label, textStyle{size: sz, col: inkOn(bg)})
		y += h + 0.02*k
	}
}
