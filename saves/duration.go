package saves

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Duration is a span of time in a deadline policy, written as players and
// moderators speak of them: "3d", "36h", "1d12h", "90m" (days of 24 hours,
// hours, minutes). Its JSON form is the canonical text, so a policy in a
// signed header reads the same to people and to mincio.
type Duration time.Duration

// MaxDuration bounds every span of a policy: a year is more than any
// correspondence game gives for one turn.
const MaxDuration = Duration(366 * 24 * time.Hour)

// ParseDuration reads "3d", "36h", "1d12h", "90m" or "0". Units may come in
// any order but each once; the value is rounded to nothing: minutes are the
// smallest unit.
func ParseDuration(s string) (Duration, error) {
	if s == "0" {
		return 0, nil
	}
	if s == "" {
		return 0, fmt.Errorf("empty duration: write e.g. 3d, 36h, 1d12h or 90m")
	}
	var total time.Duration
	seen := map[byte]bool{}
	rest := s
	for rest != "" {
		i := 0
		for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
			i++
		}
		if i == 0 || i == len(rest) || i > 6 {
			return 0, fmt.Errorf("%q is not a duration: write numbers with units d, h or m, e.g. 3d, 36h, 1d12h, 90m", s)
		}
		n, _ := strconv.Atoi(rest[:i])
		unit := rest[i]
		var u time.Duration
		switch unit {
		case 'd':
			u = 24 * time.Hour
		case 'h':
			u = time.Hour
		case 'm':
			u = time.Minute
		default:
			return 0, fmt.Errorf("%q: unknown unit %q: use d (days), h (hours) or m (minutes)", s, unit)
		}
		if seen[unit] {
			return 0, fmt.Errorf("%q: unit %c given twice", s, unit)
		}
		seen[unit] = true
		total += time.Duration(n) * u
		if Duration(total) > MaxDuration {
			return 0, fmt.Errorf("%q is more than a year (366d)", s)
		}
		rest = rest[i+1:]
	}
	return Duration(total), nil
}

// String is the canonical text: days, hours, minutes, zero parts left out.
func (d Duration) String() string {
	if d <= 0 {
		return "0"
	}
	t := time.Duration(d)
	var b strings.Builder
	for _, u := range []struct {
		c byte
		v time.Duration
	}{{'d', 24 * time.Hour}, {'h', time.Hour}, {'m', time.Minute}} {
		if n := t / u.v; n > 0 {
			fmt.Fprintf(&b, "%d%c", n, u.c)
			t -= n * u.v
		}
	}
	return b.String()
}

// Std is the duration as the standard library has it.
func (d Duration) Std() time.Duration { return time.Duration(d) }

// MarshalJSON writes the canonical text.
func (d Duration) MarshalJSON() ([]byte, error) { return json.Marshal(d.String()) }

// UnmarshalJSON reads the text form.
func (d *Duration) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return fmt.Errorf("a duration is a string such as \"3d\": %v", err)
	}
	v, err := ParseDuration(s)
	if err != nil {
		return err
	}
	*d = v
	return nil
}
