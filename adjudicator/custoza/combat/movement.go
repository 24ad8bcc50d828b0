package combat

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// TableMovement is the movement part of the Terrain Effects Chart (7.2).
const TableMovement = "movement"

// Moving classes of the movement table: infantry (line and light, and
// commanders, who "pay terrain costs as Infantry units", 7.10), cavalry
// and artillery (always limbered when it moves, 7.9).
const (
	ClassInf = "inf"
	ClassCav = "cav"
	ClassArt = "art"
)

var movementColumns = []string{ClassInf, ClassCav, ClassArt, "check", "cav-levels"}

// MoveCost is one row of the movement table for one class.
type MoveCost struct {
	Row        string
	Cost       hexmap.Cost // MP to enter the hex, or added to cross the hexside
	Impassable bool
	// Check: this class makes a cohesion check on entering or crossing (7.3).
	Check bool
	// Levels: status levels lost automatically (cavalry, 22.1, Goito 14.1).
	Levels int
}

// Movement reads the movement table's row for a moving class; false if
// the table has no such row (the terrain costs nothing special).
func (t *Tables) Movement(row, class string) (MoveCost, bool) {
	tb := t.byName[TableMovement]
	r, ok := tb.Row(row)
	if !ok {
		return MoveCost{Row: row}, false
	}
	i := slices.Index(movementColumns, class)
	if i < 0 || i > 2 {
		return MoveCost{Row: row}, false
	}
	mc := MoveCost{Row: row}
	cell := r.Cells[i]
	if cell == "x" {
		mc.Impassable = true
	} else {
		mc.Cost, _ = hexmap.ParseCost(strings.TrimPrefix(cell, "+"))
	}
	mc.Check = checksClass(r.Cells[3], class)
	if class == ClassCav {
		mc.Levels, _ = strconv.Atoi(r.Cells[4])
	}
	return mc, true
}

// checksClass reads the check column: "-", a class, or classes joined
// with "+", or "all".
func checksClass(cell, class string) bool {
	if cell == "all" {
		return true
	}
	return slices.Contains(strings.Split(cell, "+"), class)
}

func (t *Tables) checkMovement() []error {
	tb := t.byName[TableMovement]
	if strings.Join(tb.Columns, " ") != strings.Join(movementColumns, " ") {
		return []error{fmt.Errorf("%s: columns are %q, want %q", where(tb), strings.Join(tb.Columns, " "), strings.Join(movementColumns, " "))}
	}
	var errs []error
	for _, k := range []string{"clear"} {
		if _, ok := tb.Row(k); !ok {
			errs = append(errs, fmt.Errorf("%s: row %s is missing", where(tb), k))
		}
	}
	for _, r := range tb.Rows {
		if len(r.Cells) != len(movementColumns) {
			errs = append(errs, fmt.Errorf("%s: %d cells, want %d (one per column %s)", rowWhere(tb, r), len(r.Cells), len(movementColumns), strings.Join(movementColumns, " ")))
			continue
		}
		for i, c := range r.Cells[:3] {
			if c == "x" {
				continue
			}
			if cost, err := hexmap.ParseCost(strings.TrimPrefix(c, "+")); err != nil || cost < 0 || cost > hexmap.MPs(9) {
				errs = append(errs, fmt.Errorf("%s column %s: %q is not a cost from 0 to 9 MP (such as 1, +1 or 1/2) nor x (impassable)", rowWhere(tb, r), movementColumns[i], c))
			}
		}
		if c := r.Cells[3]; c != "-" && c != "all" {
			for _, w := range strings.Split(c, "+") {
				if !slices.Contains(movementColumns[:3], w) {
					errs = append(errs, fmt.Errorf("%s column check: %q: want -, all, or classes (inf, cav, art) joined by +", rowWhere(tb, r), c))
					break
				}
			}
		}
		if n, err := strconv.Atoi(r.Cells[4]); err != nil || n < 0 || n > 4 {
			errs = append(errs, fmt.Errorf("%s column cav-levels: %q is not a whole number from 0 to 4", rowWhere(tb, r), r.Cells[4]))
		}
	}
	return errs
}
