package combat

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/mincio/mincio/scenarios"
)

// tableDRM reads the drm column of a modifier table at n; LoadTables
// checked that every value looked up has a row.
func tableDRM(tb *scenarios.Table, n int) int {
	r, ok := tb.RowFor(n)
	if !ok {
		return 0
	}
	s, _ := tb.Cell(r.Key, "drm")
	v, _ := strconv.Atoi(s)
	return v
}

// colKey is a column key of the Bombardment Table: "3" or ">=6".
type colKey struct {
	key    string
	n      int
	orMore bool
}

func parseColKey(s string) (colKey, error) {
	k := colKey{key: s}
	num := s
	if strings.HasPrefix(s, ">=") {
		k.orMore, num = true, s[2:]
	}
	n, err := strconv.Atoi(num)
	if err != nil || n < 1 {
		return k, fmt.Errorf("column %q is not an artillery value (want N or >=N, N >= 1)", s)
	}
	k.n = n
	return k, nil
}

// bombCol is the Bombardment Table column of an artillery value.
func (t *Tables) bombCol(v int) string {
	for _, c := range t.bombCols {
		if v == c.n || (c.orMore && v >= c.n) {
			return c.key
		}
	}
	return ""
}

// Maximum values LoadTables checks the bombardment tables for.
const (
	maxGunValue = 20 // two stacked artillery units (7.1 c) of up to 10 SP
	maxDensity  = 60 // SP of combat units in one hex
)

func (t *Tables) checkBombardment() []error {
	var errs []error
	tb := t.Bombardment
	for i, c := range tb.Columns {
		k, err := parseColKey(c)
		if err != nil {
			errs = append(errs, fmt.Errorf("table %s: %v", tb.Name, err))
			continue
		}
		if k.orMore && i != len(tb.Columns)-1 {
			errs = append(errs, fmt.Errorf("table %s: column %s must be the last", tb.Name, c))
		}
		t.bombCols = append(t.bombCols, k)
	}
	for v := 1; v <= maxGunValue && len(errs) == 0; v++ {
		if t.bombCol(v) == "" {
			errs = append(errs, fmt.Errorf("table %s: no column for an artillery value of %d (end with a >=N column)", tb.Name, v))
		}
	}
	errs = append(errs, cells(tb, func(s string) error { _, err := ParseBombardCode(s); return err })...)
	isNum := func(s string) error {
		if _, err := strconv.Atoi(s); err != nil {
			return fmt.Errorf("%q is not a whole number", s)
		}
		return nil
	}
	lo, hi := 0, 0
	for _, m := range []struct {
		tb       *scenarios.Table
		from, to int
		what     string
	}{{t.BombardmentRange, 1, MaxRange, "range"}, {t.BombardmentDensity, 1, maxDensity, "SP in the target hex"}} {
		if indexOf(m.tb.Columns, "drm") < 0 {
			errs = append(errs, fmt.Errorf("table %s: column drm is missing", m.tb.Name))
			continue
		}
		errs = append(errs, cells(m.tb, isNum)...)
		mlo, mhi := 99, -99
		for n := m.from; n <= m.to; n++ {
			if _, ok := m.tb.RowFor(n); !ok {
				errs = append(errs, fmt.Errorf("table %s: no row for %s %d", m.tb.Name, m.what, n))
				break
			}
			d := tableDRM(m.tb, n)
			mlo, mhi = min(mlo, d), max(mhi, d)
		}
		lo, hi = lo+mlo, hi+mhi
	}
	tlo, thi := 0, 0
	for _, e := range t.terrains {
		tlo, thi = min(tlo, e.Bombard), max(thi, e.Bombard)
	}
	for n := 1 + lo + tlo; n <= 6+hi+thi && len(errs) == 0; n++ {
		if _, ok := tb.RowFor(n); !ok {
			errs = append(errs, fmt.Errorf("table %s: no row for modified die roll %d (rows must cover %d to %d with the range, density and terrain modifiers)", tb.Name, n, 1+lo+tlo, 6+hi+thi))
		}
	}
	return errs
}
