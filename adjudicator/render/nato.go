package render

import (
	"image/color"
	"strings"
)

// symbolClass is the NATO-style symbol drawn for a counter type. Types
// are the rules system's words, classed by the keywords they contain.
type symbolClass uint8

const (
	symOther symbolClass = iota
	symInfantry
	symLightInfantry
	symCavalry
	symArtillery
	symHorseArtillery
	symLeader
	symPioneer
	symTrain
)

// typeKeywords are tried in order: "hart" before "art", "linf" before "inf".
// Army, corps, division and brigade are the types of leaders (Tolentino's
// leaders are typed by the level they command).
var typeKeywords = []struct {
	word  string
	class symbolClass
}{
	{"hart", symHorseArtillery}, {"horse-art", symHorseArtillery}, {"art", symArtillery},
	{"gun", symArtillery}, {"batt", symArtillery}, {"linf", symLightInfantry},
	{"light", symLightInfantry}, {"jag", symLightInfantry}, {"jäg", symLightInfantry},
	{"bers", symLightInfantry}, {"skirm", symLightInfantry}, {"rifle", symLightInfantry},
	{"tirail", symLightInfantry}, {"cav", symCavalry}, {"drag", symCavalry}, {"huss", symCavalry},
	{"uhl", symCavalry}, {"lanc", symCavalry}, {"cuir", symCavalry}, {"chev", symCavalry},
	{"inf", symInfantry}, {"gren", symInfantry}, {"line", symInfantry}, {"fus", symInfantry},
	{"guard", symInfantry}, {"leader", symLeader}, {"gen", symLeader}, {"command", symLeader},
	{"hq", symLeader}, {"army", symLeader}, {"corps", symLeader}, {"division", symLeader},
	{"brigade", symLeader}, {"pion", symPioneer}, {"eng", symPioneer}, {"sap", symPioneer},
	{"train", symTrain}, {"supply", symTrain}, {"wagon", symTrain},
}

func classifyType(t string) symbolClass {
	t = strings.ToLower(t)
	for _, k := range typeKeywords {
		if strings.Contains(t, k.word) {
			return k.class
		}
	}
	return symOther
}

var symbolNames = [...]string{
	symOther: "other (type written in the box)", symInfantry: "infantry", symLightInfantry: "light infantry",
	symCavalry: "cavalry", symArtillery: "artillery", symHorseArtillery: "horse artillery",
	symLeader: "leader", symPioneer: "pioneers, engineers", symTrain: "train, supply",
}

// drawSymbol draws the symbol of a type in a box of w×h centred on at.
func drawSymbol(c canvas, typ string, at pt, w, h float64, ink color.NRGBA, u float64) {
	cl := classifyType(typ)
	x0, y0, x1, y1 := at.X-w/2, at.Y-h/2, at.X+w/2, at.Y+h/2
	st := paint{stroke: ink, width: 1.1 * u}
	if cl == symLeader {
		c.poly(star(at, 0.62*h), fillOnly(ink))
		return
	}
	c.poly(rect(x0, y0, w, h), st)
	switch cl {
	case symInfantry, symLightInfantry:
		c.line([]pt{{x0, y0}, {x1, y1}}, st)
		c.line([]pt{{x0, y1}, {x1, y0}}, st)
		if cl == symLightInfantry {
			c.line([]pt{{x0, at.Y}, {x1, at.Y}}, st)
		}
	case symCavalry:
		c.line([]pt{{x0, y1}, {x1, y0}}, st)
	case symArtillery:
		c.circle(at, 0.2*h, fillOnly(ink))
	case symHorseArtillery:
		c.line([]pt{{x0, y1}, {x1, y0}}, st)
		c.circle(at, 0.2*h, fillOnly(ink))
	case symPioneer:
		l, r, t, b := x0+0.22*w, x1-0.22*w, at.Y-0.18*h, at.Y+0.22*h
		c.line([]pt{{l, b}, {l, t}, {r, t}, {r, b}}, st)
		c.line([]pt{{at.X, t}, {at.X, b}}, st)
	case symTrain:
		c.line([]pt{{x0, y1 - 0.3*h}, {x1, y1 - 0.3*h}}, st)
	default:
		label, size := fit(typ, 0.62*h, 0.9*w)
		c.text(at, label, textStyle{size: size, col: ink})
	}
}

// drawSizeMarks draws a counter's size above its symbol, centred on at:
// 1-3 as | || |||, 4-6 as x xx xxx (larger sizes as xxx).
func drawSizeMarks(c canvas, n int, at pt, h float64, ink color.NRGBA, u float64) {
	if n <= 0 {
		return
	}
	st := paint{stroke: ink, width: 1.1 * u}
	cross := n > 3
	if cross {
		n = min(n-3, 3)
	}
	step := h * 0.75
	if cross {
		step = h * 1.3
	}
	x := at.X - step*float64(n-1)/2
	for i := 0; i < n; i++ {
		cx := x + step*float64(i)
		if cross {
			c.line([]pt{{cx - h/2, at.Y - h/2}, {cx + h/2, at.Y + h/2}}, st)
			c.line([]pt{{cx - h/2, at.Y + h/2}, {cx + h/2, at.Y - h/2}}, st)
			continue
		}
		c.line([]pt{{cx, at.Y - h/2}, {cx, at.Y + h/2}}, st)
	}
}
