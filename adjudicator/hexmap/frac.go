package hexmap

import "fmt"

// Frac is an exact fraction Num/Den in lowest terms, Den > 0. Lines of
// sight use it for positions along the line: 0 at the centre of the
// firing hex, 1 at the centre of the target hex.
type Frac struct{ Num, Den int }

func newFrac(n, d int) Frac {
	if d < 0 {
		n, d = -n, -d
	}
	if g := gcd(abs(n), d); g > 1 {
		n, d = n/g, d/g
	}
	return Frac{n, d}
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// Cmp compares two fractions: -1, 0 or +1.
func (f Frac) Cmp(o Frac) int { return cmpInt(f.Num*o.Den, o.Num*f.Den) }

// Float64 is f as a float, for display only.
func (f Frac) Float64() float64 { return float64(f.Num) / float64(f.Den) }

// String writes "1/3", or "0" and "1" for whole numbers.
func (f Frac) String() string {
	if f.Den == 1 {
		return fmt.Sprint(f.Num)
	}
	return fmt.Sprintf("%d/%d", f.Num, f.Den)
}
