package hexmap

// Facing is where a unit points. In all three systems a unit points at a
// hexside, never at a vertex: "must point towards a single hexside"
// (Custoza 2.7, 7.6); "faces along one of the hexsides" (Risorgimento
// 6.1). Tolentino has no facing. "Change facing one vertex" (Risorgimento
// 6.16, 8.34) is a rotation by one hexside: see Grid.Rotate.
//
// The three hexes across the faced hexside and the two beside it are the
// front (Frontal) hexes; the other three are the rear. AllRound is the
// exception with six front hexes and no rear: Custoza 2.7 and 7.6
// (Village, Fortress, Square), Risorgimento 5.52 (two or more infantry in a
// town) and 6.14 (Square).
type Facing struct {
	Toward   Direction // the hexside the unit points at
	AllRound bool
}

// FrontDirections lists the front directions of f: left front, directly
// front, right front (Toward rotated -1, 0, +1), or all six clockwise from
// the first of Directions when AllRound. Nil if Toward is not a direction
// of the map and f is not AllRound.
func (g Grid) FrontDirections(f Facing) []Direction {
	if f.AllRound {
		d := g.Directions()
		return d[:]
	}
	if !g.HasDirection(f.Toward) {
		return nil
	}
	return []Direction{g.Rotate(f.Toward, -1), f.Toward, g.Rotate(f.Toward, 1)}
}

// RearDirections lists the rear directions of f: right rear, directly
// rear, left rear (Toward rotated +2, +3, +4); none when AllRound.
func (g Grid) RearDirections(f Facing) []Direction {
	if f.AllRound || !g.HasDirection(f.Toward) {
		return nil
	}
	return []Direction{g.Rotate(f.Toward, 2), g.Rotate(f.Toward, 3), g.Rotate(f.Toward, 4)}
}

// FrontHexes lists the front hexes of a unit in h facing f that are on the
// map, in FrontDirections order (Custoza 2.7, Risorgimento 6.1).
func (g Grid) FrontHexes(h Hex, f Facing) []Hex { return g.across(h, g.FrontDirections(f)) }

// RearHexes lists the rear hexes on the map, in RearDirections order.
func (g Grid) RearHexes(h Hex, f Facing) []Hex { return g.across(h, g.RearDirections(f)) }

func (g Grid) across(h Hex, ds []Direction) []Hex {
	out := make([]Hex, 0, len(ds))
	for _, d := range ds {
		if n, ok := g.Neighbor(h, d); ok {
			out = append(out, n)
		}
	}
	return out
}

// FrontHexsides lists h's front hexsides, in FrontDirections order,
// including map-edge ones (Custoza 8.2 traces fire "through the front
// hexsides of the firing unit").
func (g Grid) FrontHexsides(h Hex, f Facing) []Hexside { return g.sides(h, g.FrontDirections(f)) }

// RearHexsides lists h's rear hexsides (Risorgimento 7.45 position DRM:
// "attacking by entering the target hex through the target's Rear hexside").
func (g Grid) RearHexsides(h Hex, f Facing) []Hexside { return g.sides(h, g.RearDirections(f)) }

func (g Grid) sides(h Hex, ds []Direction) []Hexside {
	out := make([]Hexside, 0, len(ds))
	for _, d := range ds {
		out = append(out, g.Hexside(h, d))
	}
	return out
}

// IsFront reports whether o is one of the front hexes of a unit in h
// facing f.
func (g Grid) IsFront(h Hex, f Facing, o Hex) bool {
	d, ok := g.DirectionTo(h, o)
	if !ok {
		return false
	}
	for _, x := range g.FrontDirections(f) {
		if x == d {
			return true
		}
	}
	return false
}

// IsRear reports whether o is one of the rear hexes of a unit in h facing f.
func (g Grid) IsRear(h Hex, f Facing, o Hex) bool {
	return !f.AllRound && g.Adjacent(h, o) && !g.IsFront(h, f, o)
}
