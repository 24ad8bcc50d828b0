package combat

import (
	"fmt"
	"strconv"
	"strings"
)

// numKey is a column key of the Fire or Assault Table: a number ("3",
// "-2"), a range ("5-6") or an open end ("<=-3", ">=16").
type numKey struct {
	key    string
	lo, hi int // inclusive; open ends are ±1<<30
}

const openEnd = 1 << 30

func parseNumKey(s string) (numKey, error) {
	k := numKey{key: s}
	bad := fmt.Errorf("column %q: want a number (3, -2), a range (5-6) or an open end (<=-3, >=16)", s)
	switch {
	case strings.HasPrefix(s, "<="):
		n, err := strconv.Atoi(s[2:])
		if err != nil {
			return k, bad
		}
		k.lo, k.hi = -openEnd, n
	case strings.HasPrefix(s, ">="):
		n, err := strconv.Atoi(s[2:])
		if err != nil {
			return k, bad
		}
		k.lo, k.hi = n, openEnd
	default:
		if i := strings.Index(s[min(1, len(s)):], "-"); i >= 0 {
			i++
			a, err1 := strconv.Atoi(s[:i])
			b, err2 := strconv.Atoi(s[i+1:])
			if err1 != nil || err2 != nil || a > b {
				return k, bad
			}
			k.lo, k.hi = a, b
		} else {
			n, err := strconv.Atoi(s)
			if err != nil {
				return k, bad
			}
			k.lo, k.hi = n, n
		}
	}
	return k, nil
}

// parseColumns reads keys that must run left to right without gap or
// overlap and cover every number from lo to hi.
func parseColumns(keys []string, lo, hi int) ([]numKey, error) {
	var out []numKey
	for i, s := range keys {
		k, err := parseNumKey(s)
		if err != nil {
			return nil, err
		}
		if i > 0 && k.lo != out[i-1].hi+1 {
			return nil, fmt.Errorf("column %q does not follow %q (columns run left to right without gap or overlap)", s, out[i-1].key)
		}
		out = append(out, k)
	}
	if len(out) == 0 || out[0].lo > lo || out[len(out)-1].hi < hi {
		return nil, fmt.Errorf("columns %s must cover %d to %d", strings.Join(keys, " "), lo, hi)
	}
	return out, nil
}

// columnOf is the index of the column holding n (clamped to the ends).
func columnOf(cols []numKey, n int) int {
	for i, k := range cols {
		if n >= k.lo && n <= k.hi {
			return i
		}
	}
	if n < cols[0].lo {
		return 0
	}
	return len(cols) - 1
}
