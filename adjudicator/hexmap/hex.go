package hexmap

import (
	"fmt"
	"strconv"
)

// Hex is a hex as printed on the map: column then row, written as four
// digits XXYY (Custoza 1705, 2529, 4913; Tolentino 1112, 3908). Col and Row
// are the printed numbers, not offsets from the map's first hex.
type Hex struct{ Col, Row int }

// ParseHex reads a hex id written as four digits XXYY, column then row.
func ParseHex(s string) (Hex, error) {
	if len(s) != 4 {
		return Hex{}, hexSyntaxError(s)
	}
	for i := 0; i < 4; i++ {
		if s[i] < '0' || s[i] > '9' {
			return Hex{}, hexSyntaxError(s)
		}
	}
	return Hex{
		Col: int(s[0]-'0')*10 + int(s[1]-'0'),
		Row: int(s[2]-'0')*10 + int(s[3]-'0'),
	}, nil
}

func hexSyntaxError(s string) error {
	return fmt.Errorf("hex %s: want four digits XXYY as printed on the map", strconv.Quote(s))
}

// String returns the id as printed on the map, zero padded: Hex{13, 5} is
// "1305". A hex that cannot be printed in four digits (off any map, such as
// a neighbour beyond column 00) is written with its numbers in parentheses,
// "(-1,05)", so it can never be mistaken for a real id.
func (h Hex) String() string {
	if h.Printable() {
		return string([]byte{
			byte('0' + h.Col/10), byte('0' + h.Col%10),
			byte('0' + h.Row/10), byte('0' + h.Row%10),
		})
	}
	return fmt.Sprintf("(%02d,%02d)", h.Col, h.Row)
}

// Printable reports whether h can be written as four digits XXYY.
func (h Hex) Printable() bool {
	return h.Col >= 0 && h.Col <= 99 && h.Row >= 0 && h.Row <= 99
}

// Compare orders hexes by their printed id: column, then row (so "0912" <
// "1003" < "1005"). It returns -1, 0 or +1, for slices.SortFunc.
func (h Hex) Compare(o Hex) int {
	switch {
	case h.Col != o.Col:
		return cmpInt(h.Col, o.Col)
	default:
		return cmpInt(h.Row, o.Row)
	}
}

func cmpInt(a, b int) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// MarshalText writes the printed id, so hexes read and write as "1305" in
// JSON and similar data files.
func (h Hex) MarshalText() ([]byte, error) {
	if !h.Printable() {
		return nil, fmt.Errorf("hex %v: not a printable XXYY id", h)
	}
	return []byte(h.String()), nil
}

// UnmarshalText reads a printed id (see ParseHex).
func (h *Hex) UnmarshalText(b []byte) error {
	v, err := ParseHex(string(b))
	if err != nil {
		return err
	}
	*h = v
	return nil
}
