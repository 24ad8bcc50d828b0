package custoza

import (
	"errors"
	"fmt"

	"github.com/mincio/mincio/adjudicator"
)

// From revision 4 a line the rules forbid when it would be used is
// refused with the rule that forbids it (adjudicator core revision 3,
// docs/design.md "Order files"): an `activate` line still waiting when its
// turn ends names a formation the rules did not let try (Goito 15.2's
// limit, 5.1: its own, with a unit in command), or is not needed (it has
// activated); and a refusal whose words name no rule cites the rule of
// its line's step.
const fatesRevision = 4

func (s *State) fates() bool { return s.b.rev >= fatesRevision }

// stepRules are the rules (002's numbers; goitoCites gives Goito's) of
// the step each kind of line answers.
var stepRules = map[string]string{
	kActivate: "5.1", kPass: "3·2.2", kDeclare: "6.1", kDoneDeclare: "6.1", kMove: "7.2", kFace: "7.6",
	kSquare: "7.7", kLine: "7.7", kLimber: "7.9", kFire: "8.2", kCharge: "9.1", kAssault: "10.1",
	kDone: "6.6", kOOC: "3·4", kDoneOOC: "3·4", kReact: "11.1", kRotate: "6.5", kMarker: "11.5.3",
	kExitMarch: "7.8.3", kReserve: "4.3", kLosses: "8.7", kRetreat: "10.5", kReactOrder: "11.4",
}

// cited is err with the rule of the step of a line of kind when its words
// name none (revision 4); earlier games keep the words they recorded.
func (s *State) cited(kind string, err error) error {
	if err == nil || !s.fates() || citedNumber.MatchString(err.Error()) {
		return err
	}
	rule, ok := stepRules[kind]
	if !ok {
		return err
	}
	return fmt.Errorf("%w (%s)", err, rule)
}

// Forbidden implements adjudicator.Forbidder: an `activate` line still
// waiting when its game turn ends is refused with the rule that kept its
// formation from trying, or is used when the formation had activated
// (revision 4).
func (s *State) Forbidden(side adjudicator.Side, l adjudicator.Line) error {
	if !s.fates() || l.Kind != kActivate {
		return nil
	}
	o, le := parseLine(l.Text)
	if le != nil {
		return nil
	}
	why := s.activationRefused(side, o.form)
	switch {
	case why == "":
		return nil
	case s.form(o.form) != nil && s.form(o.form).Activated:
		return fmt.Errorf("%w: %s", errSpent, s.goitoCites(why))
	}
	return s.goitoRefusal(s.cited(kActivate, errors.New(why)))
}
