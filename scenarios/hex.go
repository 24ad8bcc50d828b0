package scenarios

import (
	"fmt"
	"strings"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Hex is a hex as printed on the map (XXYY); geometry is hexmap's.
type Hex = hexmap.Hex

// ParseHex reads a four-digit hex number such as "1305".
func ParseHex(s string) (Hex, error) { return hexmap.ParseHex(s) }

// isHexWord reports whether s looks like a hex number (four digits).
func isHexWord(s string) bool {
	_, err := ParseHex(s)
	return err == nil
}

// Hexside is one side of a hex as written in the file, "1305/ne". The
// map's grid turns it into the canonical hexmap.Hexside (Map.Hexside),
// so "1305/ne" and "1405/sw" name the same side.
type Hexside struct {
	Hex Hex
	Dir hexmap.Direction
}

// ParseHexside reads "XXYY/dir".
func ParseHexside(s string) (Hexside, error) {
	hs, dir, ok := strings.Cut(s, "/")
	if !ok {
		return Hexside{}, fmt.Errorf("hexside %q: want XXYY/dir, e.g. 1305/ne", s)
	}
	h, err := ParseHex(hs)
	if err != nil {
		return Hexside{}, fmt.Errorf("hexside %q: %v", s, err)
	}
	d, err := hexmap.ParseDirection(dir)
	if err != nil {
		return Hexside{}, fmt.Errorf("hexside %q: unknown direction %q (want n ne e se s sw w nw)", s, dir)
	}
	return Hexside{Hex: h, Dir: d}, nil
}

func (s Hexside) String() string { return s.Hex.String() + "/" + s.Dir.String() }
