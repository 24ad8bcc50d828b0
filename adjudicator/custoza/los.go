package custoza

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// lineOfSight is 8.9 (Goito 9.4.4) from hex from to hex to: "blocked by
// any intervening hex at a ground level higher than both the firing and
// the target hex", and by "any intervening hex: with friendly or enemy
// units; with Woods, Village or Fortress terrain ..., provided that the
// intervening hex is at the same level as the highest of the firing and
// the target hex. If both the firing and the target hexes are at a level
// higher than the blocking hex, the LoS is clear. It is always possible to
// fire directly into and from a blocking hex. LOS can be traced along an
// hexside only when one of the two hexes sharing the hexside is not
// blocking." At Dawn and Twilight it reaches 3 hexes at most (22.4). It
// returns "" when clear, else why not.
func (s *State) lineOfSight(from, to hexmap.Hex) string {
	if m := s.b.period(s.Turn).MaxLoS(); m > 0 && s.b.grid.Distance(from, to) > m {
		return fmt.Sprintf("at %s the line of sight reaches %d hexes (22.4)", s.b.period(s.Turn), m)
	}
	top := max(s.losLevel(from), s.losLevel(to))
	for _, st := range s.b.grid.Line(from, to).Intervening() {
		hexes := st.Hexes()
		blocked := 0
		why := ""
		for _, h := range hexes {
			if w := s.losBlocks(h, top); w != "" {
				blocked++
				why = w
			}
		}
		if blocked == len(hexes) {
			return why
		}
	}
	return ""
}

// losLevel is a hex's level for the LoS: Peschiera "is considered one
// level higher than the surrounding hexes, for LoS purposes only"
// (22.3.5).
func (s *State) losLevel(h hexmap.Hex) int {
	l := s.b.levelOf(h)
	if s.b.isPeschiera(h) {
		l++
	}
	return l
}

// losBlocks says why intervening hex h blocks a line between ends whose
// higher level is top, "" if it does not. Goito 9.4.4 has no level
// clause for its blockers: "LoS is also blocked by any intervening hex:
// with friendly or enemy units; with Village, Farmhouse or Farm terrain"
// at any level (Goito 14.4: farms "block the LoS").
func (s *State) losBlocks(h hexmap.Hex, top int) string {
	l := s.losLevel(h)
	if l > top {
		return fmt.Sprintf("hex %s is higher than both ends (%s)", h, s.rule("8.9", "9.4.4"))
	}
	if l < top && s.b.ed == combat.Goito {
		l = top
	}
	if l < top {
		return ""
	}
	if s.b.blocksLoS(h) {
		return fmt.Sprintf("%s in hex %s (%s)", s.b.terrainOf(h), h, s.rule("8.9: at the level of the higher end", "9.4.4"))
	}
	if len(s.combatAt(h)) > 0 {
		return fmt.Sprintf("units in hex %s (%s)", h, s.rule("8.9: at the level of the higher end", "9.4.4"))
	}
	return ""
}
