package hexmap

import (
	"errors"
	"fmt"
	"strings"
)

// Orientation is how the hexes of a map sit.
type Orientation uint8

const (
	// FlatTop: flat-topped hexes in vertical columns, the usual for the
	// mincio maps. Columns run west to east, rows north to south; hexsides
	// are n ne se s sw nw.
	FlatTop Orientation = iota + 1
	// PointyTop: pointy-topped hexes in horizontal rows. Hexsides are
	// ne e se sw w nw.
	PointyTop
)

var orientationNames = [...]string{"", "flat", "pointy"}

// String returns "flat" or "pointy", the words ParseOrientation reads.
func (o Orientation) String() string {
	if int(o) < len(orientationNames) && o != 0 {
		return orientationNames[o]
	}
	return fmt.Sprintf("Orientation(%d)", uint8(o))
}

// ParseOrientation reads "flat" (flat-topped, in columns) or "pointy"
// (pointy-topped, in rows), case-insensitively.
func ParseOrientation(s string) (Orientation, error) {
	switch strings.ToLower(s) {
	case "flat":
		return FlatTop, nil
	case "pointy":
		return PointyTop, nil
	}
	return 0, fmt.Errorf("orientation %q: want flat or pointy", s)
}

// MarshalText writes "flat" or "pointy", for map data files.
func (o Orientation) MarshalText() ([]byte, error) {
	if o != FlatTop && o != PointyTop {
		return nil, fmt.Errorf("orientation %v: want flat or pointy", o)
	}
	return []byte(o.String()), nil
}

// UnmarshalText reads "flat" or "pointy".
func (o *Orientation) UnmarshalText(b []byte) error {
	v, err := ParseOrientation(string(b))
	if err == nil {
		*o = v
	}
	return err
}

// Parity says which columns (flat-topped) or rows (pointy-topped) are the
// shifted ones.
type Parity uint8

const (
	Odd Parity = iota + 1
	Even
)

var parityNames = [...]string{"", "odd", "even"}

// String returns "odd" or "even", the words ParseParity reads.
func (p Parity) String() string {
	if int(p) < len(parityNames) && p != 0 {
		return parityNames[p]
	}
	return fmt.Sprintf("Parity(%d)", uint8(p))
}

// ParseParity reads "odd" or "even", case-insensitively.
func ParseParity(s string) (Parity, error) {
	switch strings.ToLower(s) {
	case "odd":
		return Odd, nil
	case "even":
		return Even, nil
	}
	return 0, fmt.Errorf("shift %q: want odd or even", s)
}

// MarshalText writes "odd" or "even", for map data files.
func (p Parity) MarshalText() ([]byte, error) {
	if p != Odd && p != Even {
		return nil, fmt.Errorf("shift %v: want odd or even", p)
	}
	return []byte(p.String()), nil
}

// UnmarshalText reads "odd" or "even".
func (p *Parity) UnmarshalText(b []byte) error {
	v, err := ParseParity(string(b))
	if err == nil {
		*p = v
	}
	return err
}

// Grid is the geometry of one map: the printed range of columns and rows,
// the orientation, and which columns or rows are shifted half a hex. It is
// map data, not a constant; every method assumes Validate returns nil.
//
// Columns are numbered west to east and rows north to south, as printed.
// With FlatTop, the columns of parity Shifted sit half a hex lower (further
// south) than the columns beside them: with Shifted == Odd, 0505 is half a
// hex below 0605, so 0505's ne neighbour is 0605 and its se neighbour 0606.
// With PointyTop, the rows of parity Shifted sit half a hex further east.
type Grid struct {
	FirstCol, LastCol int // printed numbers of the westmost and eastmost columns
	FirstRow, LastRow int // printed numbers of the northmost and southmost rows
	Orientation       Orientation
	Shifted           Parity
}

// Validate checks that the grid describes a real map.
func (g Grid) Validate() error {
	var errs []error
	if g.FirstCol < 0 || g.LastCol > 99 || g.FirstCol > g.LastCol {
		errs = append(errs, fmt.Errorf("grid columns %d-%d: want 0 <= first <= last <= 99", g.FirstCol, g.LastCol))
	}
	if g.FirstRow < 0 || g.LastRow > 99 || g.FirstRow > g.LastRow {
		errs = append(errs, fmt.Errorf("grid rows %d-%d: want 0 <= first <= last <= 99", g.FirstRow, g.LastRow))
	}
	if g.Orientation != FlatTop && g.Orientation != PointyTop {
		errs = append(errs, fmt.Errorf("grid orientation %v: want flat or pointy", g.Orientation))
	}
	if g.Shifted != Odd && g.Shifted != Even {
		errs = append(errs, fmt.Errorf("grid shift %v: want odd or even", g.Shifted))
	}
	return errors.Join(errs...)
}

// Contains reports whether h is on the map.
func (g Grid) Contains(h Hex) bool {
	return h.Col >= g.FirstCol && h.Col <= g.LastCol && h.Row >= g.FirstRow && h.Row <= g.LastRow
}

// Len is the number of hexes on the map.
func (g Grid) Len() int {
	return (g.LastCol - g.FirstCol + 1) * (g.LastRow - g.FirstRow + 1)
}

// Index numbers the hexes of the map 0..Len()-1 in printed-id order
// (column, then row), for dense per-hex tables. ok is false off the map.
func (g Grid) Index(h Hex) (i int, ok bool) {
	if !g.Contains(h) {
		return -1, false
	}
	return (h.Col-g.FirstCol)*(g.LastRow-g.FirstRow+1) + h.Row - g.FirstRow, true
}

// HexAt is the inverse of Index.
func (g Grid) HexAt(i int) Hex {
	rows := g.LastRow - g.FirstRow + 1
	return Hex{Col: g.FirstCol + i/rows, Row: g.FirstRow + i%rows}
}

// Hexes lists every hex of the map in printed-id order.
func (g Grid) Hexes() []Hex {
	out := make([]Hex, 0, g.Len())
	for c := g.FirstCol; c <= g.LastCol; c++ {
		for r := g.FirstRow; r <= g.LastRow; r++ {
			out = append(out, Hex{c, r})
		}
	}
	return out
}

// axial is the internal coordinate: q grows to the east; the third cube
// coordinate is -q-r. The same axial vectors serve both orientations (the
// lattice is only turned by 30 degrees); only the names of the directions
// and the conversion from printed ids differ.
type axial struct{ q, r int }

func (a axial) add(b axial) axial { return axial{a.q + b.q, a.r + b.r} }

// shiftAdj is 0 when odd columns/rows are shifted, 1 when even ones are:
// floor((n+adj)/2) counts the shifted lines before line n.
func (g Grid) shiftAdj() int {
	if g.Shifted == Even {
		return 1
	}
	return 0
}

func (g Grid) toAxial(h Hex) axial {
	adj := g.shiftAdj()
	if g.Orientation == PointyTop {
		return axial{h.Col - (h.Row+adj)>>1, h.Row}
	}
	return axial{h.Col, h.Row - (h.Col+adj)>>1}
}

func (g Grid) fromAxial(a axial) Hex {
	adj := g.shiftAdj()
	if g.Orientation == PointyTop {
		return Hex{Col: a.q + (a.r+adj)>>1, Row: a.r}
	}
	return Hex{Col: a.q, Row: a.r + (a.q+adj)>>1}
}

// ParseHex reads a hex id (see the package-level ParseHex) and checks that
// the hex is on this map.
func (g Grid) ParseHex(s string) (Hex, error) {
	h, err := ParseHex(s)
	if err != nil {
		return Hex{}, err
	}
	if !g.Contains(h) {
		return Hex{}, fmt.Errorf("hex %q: not on this map (columns %02d-%02d, rows %02d-%02d)",
			s, g.FirstCol, g.LastCol, g.FirstRow, g.LastRow)
	}
	return h, nil
}
