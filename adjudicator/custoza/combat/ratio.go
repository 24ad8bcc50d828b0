package combat

import (
	"fmt"
	"math/big"
	"strings"
)

// ratioRow is one row of the Strength Ratio Assault Modifiers Table
// (10.4·2): "a-b" read as the exact fraction a/b.
type ratioRow struct {
	key string
	val *big.Rat
	drm int
}

func parseRatioKey(s string) (*big.Rat, error) {
	a, b, ok := strings.Cut(s, "-")
	ra, ok1 := new(big.Rat).SetString(a)
	rb, ok2 := new(big.Rat).SetString(b)
	if !ok || !ok1 || !ok2 || ra.Sign() <= 0 || rb.Sign() <= 0 {
		return nil, fmt.Errorf("row %q: want a ratio attacker-defender such as 2-1 or 1-1.5", s)
	}
	return new(big.Rat).Quo(ra, rb), nil
}

func (t *Tables) checkRatios() []error {
	tb := t.byName[TableAssaultRatio]
	errs := t.checkNumbers(TableAssaultRatio, []string{"drm"}, nil, -9, 9)
	if len(errs) > 0 {
		return errs
	}
	t.ratios = nil
	for _, r := range tb.Rows {
		v, err := parseRatioKey(r.Key)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %v", rowWhere(tb, r), err))
			continue
		}
		if n := len(t.ratios); n > 0 && v.Cmp(t.ratios[n-1].val) <= 0 {
			errs = append(errs, fmt.Errorf("%s: rows must grow from the lowest ratio to the highest (10.4 step 2 rounds down to the nearest row)", rowWhere(tb, r)))
		}
		t.ratios = append(t.ratios, ratioRow{key: r.Key, val: v, drm: t.number(TableAssaultRatio, r.Key, "drm")})
	}
	return errs
}

// RatioText writes a strength ratio as 10.4 step 1 does: the larger side
// to 1, truncated to two decimals (11:3 → "3.66:1", 11:5 → "2.2:1",
// 5:7 → "1:1.4").
func RatioText(att, def int) string {
	if def <= 0 {
		return fmt.Sprintf("%d:0", att)
	}
	if att >= def {
		return trunc2(att, def) + ":1"
	}
	if att <= 0 {
		return fmt.Sprintf("0:%d", def)
	}
	return "1:" + trunc2(def, att)
}

// trunc2 writes a/b truncated to two decimals, without trailing zeros.
func trunc2(a, b int) string {
	h := a * 100 / b
	s := fmt.Sprintf("%d.%02d", h/100, h%100)
	s = strings.TrimRight(s, "0")
	return strings.TrimSuffix(s, ".")
}

// RatioRow rounds att:def down to the nearest row of the table (10.4·2:
// 11:5 = 2.2:1 → 2-1; 5:7 = 1:1.4 → 1-1.5). Below the first row it reads
// the first row. It returns the row key and its DRM.
func (t *Tables) RatioRow(att, def int) (string, int) {
	r := new(big.Rat).SetFrac64(int64(att), int64(max(def, 1)))
	best := t.ratios[0]
	for _, row := range t.ratios {
		if row.val.Cmp(r) <= 0 {
			best = row
		}
	}
	return best.key, best.drm
}
