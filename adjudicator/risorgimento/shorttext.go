package risorgimento

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// shortText is a text of at most four bytes kept in place: a unit's hex
// (XXYY), its entry hex or its facing word. A state's units hold no
// pointer but their id, so the clone the core makes before every answer
// (Game.try) is a plain copy that the collector neither scans nor guards
// with write barriers: the offline check (issue 23) makes thousands.
// The zero value is "". It reads and writes itself in JSON as the string
// it holds, so a state's bytes are those of the string fields it replaced
// (with omitzero for their omitempty).
type shortText struct {
	b [4]byte
	n uint8
}

// textOf is s as a shortText; false when s is longer than four bytes.
func textOf(s string) (shortText, bool) {
	var t shortText
	if len(s) > len(t.b) {
		return shortText{}, false
	}
	t.n = uint8(copy(t.b[:], s))
	return t, true
}

// hexText is h written as its id (hexmap.Hex.String): a hex of the map
// is always four digits (ParseHex).
func hexText(h hexmap.Hex) shortText {
	if !h.Printable() {
		panic(fmt.Sprintf("risorgimento: hex %v has no four-digit id", h))
	}
	return shortText{b: [4]byte{byte('0' + h.Col/10), byte('0' + h.Col%10), byte('0' + h.Row/10), byte('0' + h.Row%10)}, n: 4}
}

// wordText is a compass word the rules made (an order's facing, read
// by ParseDirection and written by Direction.String): none is longer
// than two bytes, so a longer one is a bug.
func wordText(s string) shortText {
	t, ok := textOf(s)
	if !ok {
		panic(fmt.Sprintf("risorgimento: facing %q is no compass word", s))
	}
	return t
}

// faceText is d's compass word (hexmap.Direction.String).
func faceText(d hexmap.Direction) shortText {
	t, _ := textOf(d.String())
	return t
}

func (t shortText) String() string { return string(t.b[:t.n]) }

func (t shortText) empty() bool { return t.n == 0 }

// is: t holds s.
func (t shortText) is(s string) bool { return string(t.b[:t.n]) == s }

// hex is the hex t names (hexmap.ParseHex).
func (t shortText) hex() (hexmap.Hex, error) {
	if t.n != 4 {
		return hexmap.ParseHex(t.String())
	}
	for _, c := range t.b {
		if c < '0' || c > '9' {
			return hexmap.ParseHex(t.String())
		}
	}
	return hexmap.Hex{Col: int(t.b[0]-'0')*10 + int(t.b[1]-'0'), Row: int(t.b[2]-'0')*10 + int(t.b[3]-'0')}, nil
}

// direction is the compass word t holds (hexmap.ParseDirection).
func (t shortText) direction() (hexmap.Direction, error) { return hexmap.ParseDirection(t.String()) }

// MarshalText writes the string t holds.
func (t shortText) MarshalText() ([]byte, error) { return t.b[:t.n], nil }

// UnmarshalText reads a string of at most four bytes.
func (t *shortText) UnmarshalText(b []byte) error {
	v, ok := textOf(string(b))
	if !ok {
		return fmt.Errorf("%q: want a hex id or a facing of at most four characters", b)
	}
	*t = v
	return nil
}
