package custoza

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/dice"
)

// The ways the rules tell what happened (events.go gives each side its
// version): a Force's act, an activation attempt, a fire.

// tellForce reports something a force did, to each side as it sees the
// force.
func (s *State) tellForce(force []*Unit, code, text string) {
	s.tellRolls(force, code, text, nil, nil)
}

// tellRolls is tellForce with the dice and the explanation a player
// checks by hand.
func (s *State) tellRolls(force []*Unit, code, text string, rolls []dice.Roll, ex combat.Explanation) {
	if len(force) > 0 {
		text = strings.Replace(text, s.forceName(force), s.ref(force), 1)
	}
	s.event(adjudicator.Event{Code: code, Text: text, Rolls: rolls, Detail: ex})
}

// commandValue is how an activation's explanation gives the Command Value
// (combat.Activate).
var commandValue = regexp.MustCompile(`Command Value \d+`)

// tellActivation tells an activation attempt of formation fs (5.1): the
// roll is public, and so is the outcome (an Orders marker on the
// commander, or his Formation acting), but a commander who stays face
// down (7.1: "Commanders are deployed face down before being activated,
// face up after") keeps his Command Value from the enemy.
func (s *State) tellActivation(fs *formSpec, acts bool, e adjudicator.Event) {
	c := s.unit(fs.Commander)
	if acts || c == nil || c.FaceUp {
		s.event(e)
		return
	}
	mine := e
	mine.To = adjudicator.Only(fs.Side)
	s.event(mine)
	theirs := e
	theirs.To = adjudicator.Only(s.b.enemy(fs.Side))
	theirs.Detail = nil
	for _, d := range e.Detail {
		theirs.Detail = append(theirs.Detail, commandValue.ReplaceAllString(d, "the Command Value (the commander is face down, 7.1)"))
	}
	s.event(theirs)
}

// tellFire tells a fire (8.6). Its dice are public, and so is its result
// on the Fire Table; a side that sees the firing Force face down (fire at
// range) is not told what rests on its counters' values: its units, its
// SP, the column they give and the firer's CCV modifier (7.1); it reads
// the dice, the result and its own losses.
func (s *State) tellFire(force, targets []*Unit, e adjudicator.Event, res combat.FireResult) {
	if len(force) == 0 || len(targets) == 0 {
		s.event(e)
		return
	}
	owner, target := force[0].p.Side, targets[0].p.Side
	for _, u := range force {
		if !s.visibleTo(u, target) {
			mine := e
			mine.To = adjudicator.Only(owner)
			s.event(mine)
			theirs := e
			theirs.To = adjudicator.Only(target)
			theirs.Detail = append([]string{
				fmt.Sprintf("Fire (8.6) by face-down counters at range %d: their SP, the Fire Table column and the modifiers rest on their values, which you do not see (7.1)", s.b.grid.Distance(force[0].Hex, targets[0].Hex)),
				fmt.Sprintf("2d6 %d+%d: Fire Table result %s", res.Dice[0], res.Dice[1], res.Hit),
			}, res.Losses.Explain...)
			if !res.Fired {
				theirs.Detail = []string{"No fire: out of ammunition (8.8)"}
			}
			s.event(theirs)
			return
		}
	}
	s.event(e)
}
