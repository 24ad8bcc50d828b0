package render

import (
	"strconv"
	"strings"

	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// SetupCounters returns the scenario's set-up counters, each on one hex of
// its set-up line, in the order of the [setup] section: the first hex of
// a choice ("at 0301 0202" is 0301); "within N of" at its centre hex (or
// the place's first hex), with a marker "Within N" saying the placement
// is approximate; "columns AA-BB" at the middle of the columns, with a
// marker "Columns AA-BB". Counters set up "anywhere" are left out. The
// set-up statuses become markers ("march" is "March", "fatigue=1" is
// "Fatigue 1"); values are the numeric front ratings joined by "-".
func SetupCounters(sc *scenarios.Scenario) []Counter {
	if sc == nil || sc.Map == nil {
		return nil
	}
	var out []Counter
	for _, p := range sc.Setup {
		if len(p.Where) == 0 {
			continue
		}
		h, approx, ok := setupHex(sc.Map, p.Where[0])
		if !ok {
			continue
		}
		for _, id := range p.Counters {
			u, found := sc.Counter(id)
			if !found {
				continue
			}
			c := fromScenario(u, h)
			if approx != "" {
				c.Markers = append(c.Markers, approx)
			}
			c.Markers = append(c.Markers, statusMarkers(p.Status)...)
			out = append(out, c)
		}
	}
	return out
}

// setupHex is the hex a counter is drawn on for one set-up choice, and a
// marker when that hex is only approximate.
func setupHex(m *scenarios.Map, w scenarios.Where) (hexmap.Hex, string, bool) {
	switch w.Kind {
	case "at":
		if len(w.Hexes) > 0 {
			return w.Hexes[0], "", true
		}
	case "within":
		centres := w.Hexes
		if p, ok := m.Place(w.Place); ok && w.Place != "" {
			centres = p.Hexes
		}
		if len(centres) > 0 {
			return centres[0], "Within " + strconv.Itoa(w.Radius), true
		}
	case "columns":
		g := m.Grid
		h := hexmap.Hex{Col: (w.MinCol + w.MaxCol) / 2, Row: (g.FirstRow + g.LastRow) / 2}
		return h, "Columns " + twoDigits(w.MinCol) + "-" + twoDigits(w.MaxCol), true
	}
	return hexmap.Hex{}, "", false
}

func twoDigits(n int) string {
	s := strconv.Itoa(n)
	if len(s) < 2 {
		s = "0" + s
	}
	return s
}

// fromScenario is a counter of the scenario, face up, on hex h: its
// numeric front ratings joined by "-" ("regiment=kunerth" is left out); a
// leader whose type draws no leader symbol is typed "leader".
func fromScenario(c *scenarios.Counter, h hexmap.Hex) Counter {
	vals := make([]string, 0, len(c.Ratings))
	for _, r := range c.Ratings {
		if numeric(r.Value) {
			vals = append(vals, r.Value)
		}
	}
	typ := c.Type
	if c.Leader && classifyType(typ) != symLeader {
		typ = "leader"
	}
	return Counter{Hex: h, Side: c.Side, Type: typ, Size: c.Size, Name: c.Name, Values: strings.Join(vals, "-")}
}

// numeric reports whether a rating reads as a number: digits, with signs,
// points and slashes ("4", "-1", "1/2", "2.5").
func numeric(v string) bool {
	digit := false
	for _, r := range v {
		switch {
		case r >= '0' && r <= '9':
			digit = true
		case !strings.ContainsRune("+-./", r):
			return false
		}
	}
	return digit
}

// statusMarkers turns set-up statuses into markers: "march" is "March",
// "fatigue=1" is "Fatigue 1".
func statusMarkers(st []scenarios.Rating) []string {
	var out []string
	for _, r := range st {
		m := capitalize(strings.ReplaceAll(r.Key, "-", " "))
		if r.Value != "" {
			m += " " + capitalize(r.Value)
		}
		out = append(out, m)
	}
	return out
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
