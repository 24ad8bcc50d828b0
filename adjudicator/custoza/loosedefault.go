package custoza

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
)

// 5.2: a loose cannon's Attack result obliges the commander to declare at
// least one Assault or Charge. Which one the rules leave to the side; when
// its lines declare none, the default declares one for it. From
// looseDefaultRevision the default takes a Force the side's lines leave
// free — one that no line still waiting for this activation names — and
// only when every Force that could attack is ordered, the first option;
// the side's report says which and why. Revision 5's games took the first
// option, whichever Force it named (decisions.go).

// looseDefaultRevision is the revision from which a loose cannon's
// default declaration spares the Forces the side's lines order (5.2;
// issue 23).
const looseDefaultRevision = 6

// DefaultFor implements adjudicator.WaitingDefaulter: a loose cannon's
// obliged declaration (5.2) by a Force the side's waiting lines for the
// active Formation leave free. Every other default is the decision's own.
func (s *State) DefaultFor(d adjudicator.Decision, waiting []adjudicator.Line) (adjudicator.Line, string, bool) {
	if s.b.rev < looseDefaultRevision || d.Kind != kDeclare || s.Stage != stDeclare || s.Loose != "attack" || len(s.Markers) > 0 || !s.markersLeft() {
		return adjudicator.Line{}, "", false
	}
	ordered := s.orderedUnits(waiting)
	var first string
	var firstForce []*Unit
	for _, force := range s.actingForces() {
		decl := s.forceDeclarations(force, 1)
		if len(decl) == 0 {
			continue
		}
		if !slices.ContainsFunc(force, func(u *Unit) bool { return slices.Contains(ordered, u.ID) }) {
			return *defaultLine(decl[0], kDeclare), fmt.Sprintf("by %s, a Force your lines leave free (5.2)", forceRefOf(force)), true
		}
		if first == "" {
			first, firstForce = decl[0], force
		}
	}
	if first == "" {
		return adjudicator.Line{}, "", false
	}
	return *defaultLine(first, kDeclare), fmt.Sprintf("by %s, though your lines order it too: each Force that could attack has a line of yours (5.2)", forceRefOf(firstForce)), true
}

// orderedUnits are the units that the lines in waiting for the active
// Formation name as their Force, a Force named for a marker or a Reserve
// unit (4.3).
func (s *State) orderedUnits(waiting []adjudicator.Line) []string {
	var ids []string
	for _, l := range waiting {
		if l.Group != s.Active {
			continue
		}
		o, le := parseLine(l.Text)
		if le != nil {
			continue
		}
		if o.unit != "" {
			ids = append(ids, o.unit)
		}
		for _, fr := range append([]forceRef{o.force}, o.forces...) {
			switch {
			case len(fr.Units) > 0:
				ids = append(ids, fr.Units...)
			case fr.Type != "": // a hex and a type: the units there now
				if force, err := s.actingForce(fr); err == nil {
					ids = append(ids, unitIDs(force)...)
				}
			}
		}
	}
	return ids
}
