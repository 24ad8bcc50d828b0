package risorgimento

import "github.com/mincio/mincio/adjudicator/dice"

// HorsDeCombat is 9.1: a brigade is HDC when more than half of its units
// are Disordered or eliminated; artillery and Piedmontese cavalry do not
// count. units are all the brigade's units, eliminated ones included.
// Checked in the Demoralization segment; the marker goes when the brigade
// no longer qualifies (9.12).
func HorsDeCombat(units []Unit, piedmont bool) bool {
	n, bad := 0, 0
	for _, u := range units {
		if u.Kind == Artillery || (piedmont && u.Kind == Cavalry) {
			continue
		}
		n++
		if u.Disorder || u.Eliminated() {
			bad++
		}
	}
	return 2*bad > n
}

// DemoralizationLevel is the adjusted roll at which a corps is
// Demoralized (9.2); the optional French level is 6 or 5 (9.22).
const DemoralizationLevel = 7

// DemoralizationRoll is 9.2, rolled for each corps with at least one
// brigade HDC: d10 plus the HDC brigades less the corps commander's
// Continuity Rating; at or above the level the corps is Demoralized, for
// good (9.22).
func DemoralizationRoll(r dice.Roller, corps string, hdcBrigades, continuity, level int) (roll, adjusted int, demoralized bool) {
	if hdcBrigades == 0 {
		return -1, 0, false
	}
	roll = d10(r, "demoralization "+corps+" (9.2)")
	adjusted = roll + hdcBrigades - continuity
	return roll, adjusted, adjusted >= level
}
