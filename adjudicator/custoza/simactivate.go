package custoza

import (
	"errors"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// activateAsIf activates formation id of side on a state rebuilt from a
// view, as if its activation die had passed (5.1.1), for the planning bots
// and the offline check: what a Formation's lines do is for when it acts,
// whatever the dice and whenever that is. Whatever the step under way, the
// activation starts afresh; Goito's activation limit (15.2) is not
// counted, since any of the side's Formations may be among those that act.
func (s *State) activateAsIf(side adjudicator.Side, id string, r dice.Roller) error {
	if s.Over != nil {
		return errors.New("the game is over")
	}
	s.Activated[s.b.sideIndex(side)] = 0
	if why := s.activationRefused(side, id); why != "" {
		return errors.New(why)
	}
	s.Op, s.Reacts, s.Withdraw, s.Closing, s.Loose, s.Passes = nil, nil, nil, false, "", 0
	s.form(id).Activated = true
	s.Activated[s.b.sideIndex(side)]++
	s.startActivation(id)
	s.advance(r)
	s.flush()
	return nil
}
