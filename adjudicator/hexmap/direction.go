package hexmap

import (
	"fmt"
	"strings"
)

// Direction is a compass word naming a hexside of a hex, and the neighbour
// across it. Which six words a map uses is fixed by its orientation:
// flat-topped n ne se s sw nw; pointy-topped ne e se sw w nw.
// The zero Direction is no direction.
type Direction uint8

const (
	N Direction = iota + 1
	NE
	E
	SE
	S
	SW
	W
	NW
)

var dirNames = [...]string{"", "n", "ne", "e", "se", "s", "sw", "w", "nw"}

// String returns the lower-case compass word used in order files ("ne").
func (d Direction) String() string {
	if d >= N && d <= NW {
		return dirNames[d]
	}
	return fmt.Sprintf("Direction(%d)", uint8(d))
}

// ParseDirection reads a compass word (n ne e se s sw w nw),
// case-insensitively. Whether the map uses it is Grid.HasDirection's
// question.
func ParseDirection(s string) (Direction, error) {
	l := strings.ToLower(s)
	for d := N; d <= NW; d++ {
		if dirNames[d] == l {
			return d, nil
		}
	}
	return 0, fmt.Errorf("direction %q: want a compass word: n ne e se s sw w nw", s)
}

// Opposite is the direction pointing the other way (ne -> sw).
func (d Direction) Opposite() Direction {
	if d < N || d > NW {
		return 0
	}
	return (d-1+4)%8 + 1
}

var (
	flatDirs   = [6]Direction{N, NE, SE, S, SW, NW}
	pointyDirs = [6]Direction{NE, E, SE, SW, W, NW}
	// cycle holds the axial vectors clockwise; flat index i is cycle[i],
	// pointy index i is cycle[i+1].
	cycle = [6]axial{{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}
)

// Directions returns the map's six directions clockwise: flat-topped
// n ne se s sw nw, pointy-topped ne e se sw w nw. This is the fixed order
// of every per-direction list in this package.
func (g Grid) Directions() [6]Direction {
	if g.Orientation == PointyTop {
		return pointyDirs
	}
	return flatDirs
}

// dirIndex is d's position in Directions(), or -1.
func (g Grid) dirIndex(d Direction) int {
	dirs := g.Directions()
	for i, x := range dirs {
		if x == d {
			return i
		}
	}
	return -1
}

func (g Grid) vector(i int) axial {
	if g.Orientation == PointyTop {
		return cycle[(i+1)%6]
	}
	return cycle[i]
}

// HasDirection reports whether d is one of the map's six directions.
func (g Grid) HasDirection(d Direction) bool { return g.dirIndex(d) >= 0 }

// Rotate turns d by steps hexsides, clockwise for positive steps (Custoza
// 6.5 "rotated one hexside left or right"; Risorgimento 6.16 "change facing
// one vertex"). It returns 0 if d is not one of the map's directions.
func (g Grid) Rotate(d Direction, steps int) Direction {
	i := g.dirIndex(d)
	if i < 0 {
		return 0
	}
	return g.Directions()[mod6(i+steps)]
}

func mod6(i int) int { return ((i % 6) + 6) % 6 }

// step is the hex across side i (an index into Directions), on the map or
// not.
func (g Grid) step(h Hex, i int) Hex {
	return g.fromAxial(g.toAxial(h).add(g.vector(i)))
}

// Neighbor returns the hex across h's side d. ok is false when d is not one
// of the map's directions (the Hex is then zero) or the neighbour is off the
// map (the Hex is still returned, for map-edge hexsides).
func (g Grid) Neighbor(h Hex, d Direction) (Hex, bool) {
	i := g.dirIndex(d)
	if i < 0 {
		return Hex{}, false
	}
	n := g.step(h, i)
	return n, g.Contains(n)
}

// Neighbors lists the neighbours of h that are on the map, in direction
// order (Directions).
func (g Grid) Neighbors(h Hex) []Hex {
	out := make([]Hex, 0, 6)
	for i := 0; i < 6; i++ {
		if n := g.step(h, i); g.Contains(n) {
			out = append(out, n)
		}
	}
	return out
}

// DirectionTo returns the direction from a to b when they are adjacent.
func (g Grid) DirectionTo(a, b Hex) (Direction, bool) {
	d := g.toAxial(b)
	s := g.toAxial(a)
	v := axial{d.q - s.q, d.r - s.r}
	for i := 0; i < 6; i++ {
		if g.vector(i) == v {
			return g.Directions()[i], true
		}
	}
	return 0, false
}

// Adjacent reports whether a and b are neighbours.
func (g Grid) Adjacent(a, b Hex) bool {
	_, ok := g.DirectionTo(a, b)
	return ok
}
