package hexmap

import "fmt"

// PathError says why a path written by a player cannot be followed. Index
// is the position in the path of the hex that cannot be entered (-1 for an
// empty path).
type PathError struct {
	Index    int
	From, To Hex
	Reason   PathErrorReason
}

// PathErrorReason is a stable code for a PathError.
type PathErrorReason uint8

const (
	// NotOnMap: the hex is not on the map (or the path is empty: Index -1).
	NotOnMap PathErrorReason = iota + 1
	// NotAdjacent: the hex is not next to the one before, and no Link
	// joins them.
	NotAdjacent
	// Forbidden: the CostFunc forbids the move.
	Forbidden
	// MustStop: the hex before is one the unit must stop in
	// (PathOptions.Stop), so it cannot go on.
	MustStop
)

func (e *PathError) Error() string {
	switch e.Reason {
	case NotOnMap:
		if e.Index < 0 {
			return "empty path"
		}
		return fmt.Sprintf("hex %v is not on the map", e.To)
	case NotAdjacent:
		return fmt.Sprintf("%v is not next to %v", e.To, e.From)
	case Forbidden:
		return fmt.Sprintf("cannot move from %v into %v", e.From, e.To)
	case MustStop:
		return fmt.Sprintf("must stop in %v; cannot go on to %v", e.From, e.To)
	}
	return fmt.Sprintf("cannot enter %v", e.To)
}

// PathCost adds up the cost of following path, which starts with the hex
// the unit is in and lists every hex entered ("move 1305 inf 1405 1406";
// docs/design.md, "Order files"). It checks that every hex is on the map and next
// to the one before (or joined by one of opts.Links), that the CostFunc
// allows each move, and that the path does not go on from a hex in
// opts.Stop. Comparing the cost with the allowance, and the one-hex minimum
// move, are the rules system's.
func (g Grid) PathCost(path []Hex, cost CostFunc, opts PathOptions) (Cost, error) {
	if len(path) == 0 {
		return 0, &PathError{Index: -1, Reason: NotOnMap}
	}
	if !g.Contains(path[0]) {
		return 0, &PathError{Index: 0, To: path[0], Reason: NotOnMap}
	}
	var total Cost
	for i := 1; i < len(path); i++ {
		c, err := g.stepCost(path, i, cost, opts)
		if err != nil {
			return total, err
		}
		total += c
	}
	return total, nil
}

func (g Grid) stepCost(path []Hex, i int, cost CostFunc, opts PathOptions) (Cost, error) {
	from, to := path[i-1], path[i]
	fail := func(r PathErrorReason) (Cost, error) {
		return 0, &PathError{Index: i, From: from, To: to, Reason: r}
	}
	switch {
	case !g.Contains(to):
		return fail(NotOnMap)
	case i > 1 && opts.Stop != nil && opts.Stop(from):
		return fail(MustStop)
	}
	if side, ok := g.HexsideBetween(from, to); ok {
		c, ok := cost(from, to, side)
		if !ok || c < 0 {
			return fail(Forbidden)
		}
		return c, nil
	}
	for _, l := range opts.Links {
		if l.From == from && l.To == to {
			return l.Cost, nil
		}
	}
	return fail(NotAdjacent)
}
