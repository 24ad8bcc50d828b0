package hexmap

import (
	"fmt"
	"strconv"
	"strings"
)

// Cost is an exact number of movement points (or command-range points),
// counted in sixths of a point, so halves (Custoza 4.2: "count ½ ... through
// hexes with Roads"; Tolentino 9.3.1: "one-half (1/2) movement point in
// Road March") and thirds are exact and sums never round.
type Cost int64

const (
	Sixth Cost = 1
	Third Cost = 2
	Half  Cost = 3
	MP    Cost = 6 // one whole movement point
)

// MPs is n whole points.
func MPs(n int) Cost { return Cost(n) * MP }

// MaxCost is larger than any real cost; an unlimited budget.
const MaxCost Cost = 1<<62 - 1

// String writes the cost as players write it: "0", "4", "1/2", "3 1/2",
// "2/3", "-1/2".
func (c Cost) String() string {
	if c == MaxCost {
		return "unlimited"
	}
	sign := ""
	if c < 0 {
		sign, c = "-", -c
	}
	whole, part := int64(c/MP), int64(c%MP)
	if part == 0 {
		return sign + strconv.FormatInt(whole, 10)
	}
	g := gcd(int(part), int(MP))
	frac := fmt.Sprintf("%d/%d", part/int64(g), int64(MP)/int64(g))
	if whole == 0 {
		return sign + frac
	}
	return fmt.Sprintf("%s%d %s", sign, whole, frac)
}

// ParseCost reads a cost written as String writes it ("4", "1/2", "3 1/2",
// "2/3") or as a decimal with a half ("3.5", ".5"). The fraction's
// denominator must divide 6.
func ParseCost(s string) (Cost, error) {
	bad := func() (Cost, error) {
		return 0, fmt.Errorf("cost %q: want whole points and sixths, halves or thirds, such as 4, 1/2 or 3 1/2", s)
	}
	t := strings.TrimSpace(s)
	neg := strings.HasPrefix(t, "-")
	t = strings.TrimPrefix(t, "-")
	var whole, part Cost
	wholeStr, fracStr, hasSpace := strings.Cut(t, " ")
	switch {
	case hasSpace:
	case strings.Contains(t, "/"):
		wholeStr, fracStr = "0", t
	case strings.Contains(t, "."):
		w, f, _ := strings.Cut(t, ".")
		if w == "" {
			w = "0"
		}
		switch strings.TrimRight(f, "0") {
		case "":
		case "5":
			part = Half
		default:
			return bad()
		}
		wholeStr = w
	}
	n, err := strconv.ParseUint(wholeStr, 10, 31)
	if err != nil {
		return bad()
	}
	whole = MPs(int(n))
	if fracStr != "" {
		ns, ds, ok := strings.Cut(fracStr, "/")
		num, err1 := strconv.ParseUint(ns, 10, 31)
		den, err2 := strconv.ParseUint(ds, 10, 31)
		if !ok || err1 != nil || err2 != nil || den == 0 || int64(MP)%int64(den) != 0 {
			return bad()
		}
		part = Cost(num) * (MP / Cost(den))
		if hasSpace && part >= MP {
			return bad()
		}
	}
	c := whole + part
	if neg {
		c = -c
	}
	return c, nil
}
