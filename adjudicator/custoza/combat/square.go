package combat

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator/dice"
)

// SquareReaction is 11.5.4: "Infantry and Light Infantry units can enter
// Square Formation as a Reaction. Make a Cohesion Check (13.2) for the
// Force, with an additional -1 DRM. If no unit loses Status Levels, the
// Square is formed, and also Artillery Forces in the hex are included in
// the Square. Other results are immediately applied." Disorganized units
// never enter Square (7.7; Goito 8.6.3): such a Force rolls nothing.
// An error means the Force may not try; nothing was rolled.
func (t *Tables) SquareReaction(e Edition, force []Unit, r dice.Roller) (CohesionResult, bool, error) {
	rule := e.rule("11.5.4", "12.2.5")
	if len(force) == 0 {
		return CohesionResult{}, false, fmt.Errorf("square (%s): no units", rule)
	}
	for _, u := range force {
		switch {
		case !u.Type.Infantry():
			return CohesionResult{}, false, fmt.Errorf("square (%s): %s is %s; only line and light infantry form square", rule, u.ID, u.Type)
		case u.Status >= Disorganized:
			return CohesionResult{}, false, fmt.Errorf("square (%s): %s is %s; Disorganized units can never enter Square (%s)", rule, u.ID, u.Status, e.rule("7.7", "8.6.3"))
		}
	}
	var mods []Modifier
	if m, ok := t.CCMT("square-reaction"); ok {
		mods = append(mods, Modifier{Rule: rule, Source: "forming square by reaction", Value: m.Value})
	}
	c := t.Cohesion(r, "forming square by reaction ("+rule+")", force, mods)
	formed := true
	for _, u := range c.Units {
		formed = formed && u.Levels == 0
	}
	if formed {
		c.Explain.add("No unit lost a level: the Square is formed; artillery in the hex is included (%s)", rule)
	} else {
		c.Explain.add("A unit lost levels: no Square; the results apply (%s)", rule)
	}
	return c, formed, nil
}
