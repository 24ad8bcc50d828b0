package risorgimento

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
)

// Forbidden implements adjudicator.Forbidder: when a game turn ends, the
// lines still waiting for it are judged by the rules (core revision 3,
// "true fates"). An activation of a corps that had no activation left is
// refused with the rule; one of a corps that did activate is spent; a
// Reserve line for a brigade that could not go into (or out of) Reserve
// is refused with 4.6. Other lines expire with the engine's reason: the
// step they wait for did not come.
func (s *State) Forbidden(side adjudicator.Side, l adjudicator.Line) error {
	o, err := readOrder(l.Text)
	if err != nil {
		return err
	}
	switch o.Verb {
	case "activate", "extend":
		if why, _ := s.whyNot(side, o.ID); why != "" {
			// not needed only for one's own corps that has acted; an
			// enemy corps is refused with its rule (2.41)
			if ci := s.w.corpsOf(o.ID); ci != nil && ci.Side == side && s.corps(o.ID).Acts > 0 {
				return fmt.Errorf("%w: %s", adjudicator.ErrSpent, why)
			}
			return fmt.Errorf("%s", why)
		}
	case "massed":
		if slices.Contains(s.Act.MassedBy, side) {
			return fmt.Errorf("%w: one Massed Attack per player per turn, made (4.16)", adjudicator.ErrSpent)
		}
		if _, err := s.w.massedLeader(side, o.ID); err != nil {
			return err
		}
	case "reserve":
		if s.Step == stepReserve {
			break
		}
		if why := s.reserveBar(s.board(), side, o.ID); why != "" {
			return fmt.Errorf("%s", why)
		}
	case "release":
		if !s.inReserve(side, o.ID) {
			return fmt.Errorf("%s is not a brigade of %s In Reserve (4.6)", o.ID, side)
		}
	}
	return nil
}

var _ adjudicator.Forbidder = (*State)(nil)
