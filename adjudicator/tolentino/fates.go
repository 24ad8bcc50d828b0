package tolentino

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
)

// From revision 3 a line the rules forbid when it would be used is
// refused with the rule that forbids it (adjudicator core revision 3,
// docs/design.md "Order files"): an activation of a formation the
// activation step may not take, an advance by a unit that fought but may
// not advance, and, when the turn ends, an `activate` line still waiting
// for a formation that could not have been activated.
const fatesRevision = 3

func (s *State) fates() bool { return s.b.rev >= fatesRevision }

// notActivatable says why side may not activate formation id now, with the
// rule; "" if it may (6.1: a formation not yet activated, friend or enemy;
// 3.2: the first activation of the game is a Neapolitan formation; 17.1:
// at night each player activates one of their own).
func (s *State) notActivatable(side adjudicator.Side, id string) string {
	f := s.form(id)
	if f == nil {
		return fmt.Sprintf("no formation %q in this game", id)
	}
	owner := s.b.sideOfFormation(id)
	switch {
	case f.Done:
		return fmt.Sprintf("formation %s has been activated in turn %d already (6.1: a formation not yet activated)", id, s.Turn)
	case s.First && owner != side:
		return fmt.Sprintf("formation %s is %s's: the game's first activation is one of %s's own formations (3.2)", id, owner, side)
	case s.b.night(s.Turn) && owner != side:
		return fmt.Sprintf("formation %s is %s's: at night each player activates one of their own formations (17.1)", id, owner)
	case !s.present(id):
		return fmt.Sprintf("formation %s has no unit on the map or arriving this turn: nothing to activate (6.1)", id)
	}
	return ""
}

// barredActivations are the formations the activation step may not take
// for the rest of the turn, each with the rule (Decision.Barred); a line
// for one already activated, by either side, is not needed rather than
// refused. An enemy formation at the game's first activation (3.2) is not
// barred: a line for it waits for a later activation of the turn.
func (s *State) barredActivations() []adjudicator.Bar {
	var out []adjudicator.Bar
	for _, f := range s.Forms {
		if s.First && s.b.sideOfFormation(f.ID) != s.Side && !f.Done && s.present(f.ID) {
			continue // 3.2 holds for the first activation only: the line waits for a later one
		}
		if why := s.notActivatable(s.Side, f.ID); why != "" {
			out = append(out, adjudicator.Bar{Subject: f.ID, Why: why, Spent: f.Done})
		}
	}
	return out
}

// barredFromAdvance are the victors of a combat that may not advance
// (units: those that may), each with the rule: eliminated or retreating
// (12.7: "one victorious unit"), artillery or disordered (12.7.1).
func (s *State) barredFromAdvance(victors []*Unit, units []string) []adjudicator.Bar {
	var out []adjudicator.Bar
	for _, u := range victors {
		if slices.Contains(units, u.ID) || s.specOf(u).leader() {
			continue
		}
		var why string
		switch {
		case u.Gone || !u.On:
			why = fmt.Sprintf("%s was eliminated in the combat: only a victorious unit may advance (12.7)", u.ID)
		case s.specOf(u).art():
			why = fmt.Sprintf("%s is artillery: artillery may not advance after combat (12.7.1)", u.ID)
		case u.Dis != good:
			why = fmt.Sprintf("%s is %s: disordered units may not advance after combat (12.7.1)", u.ID, disWord(u.Dis))
		default:
			why = fmt.Sprintf("%s retreats after the combat: only a victorious unit may advance (12.7)", u.ID)
		}
		out = append(out, adjudicator.Bar{Subject: u.ID, Why: why})
	}
	return out
}

// Forbidden implements adjudicator.Forbidder: an `activate` line still
// waiting when its turn ends names a formation that could not have been
// activated then (revision 3); one for a formation activated meanwhile
// was not needed.
func (s *State) Forbidden(side adjudicator.Side, l adjudicator.Line) error {
	if !s.fates() || l.Kind != "activate" || l.Subject == "" {
		return nil
	}
	why := s.notActivatable(side, l.Subject)
	switch {
	case why == "":
		return nil
	case s.form(l.Subject).Done:
		return fmt.Errorf("%w: %s", adjudicator.ErrSpent, why)
	}
	return errors.New(why)
}

// stepRules are the rules of the steps a decision of each kind belongs
// to: cited by a refusal whose words name no rule of their own (revision
// 3: every refusal names its rule).
var stepRules = map[string]string{
	stOrders: "5.2", stActivate: "6.1", stOfficer: "5.2.1", stMove: "9.1", stOOC: "5.3.1",
	stBombard: "11.4", stAttack: "12.2", stReorg: "15.3", stNight: "17",
	"retreat": "12.6", "advance": "12.7", "artillery-retreat": "11.1",
	"leader-escape": "4.4.6", "bridge-capture": "16.1",
}

// citesRule: a rule number in parentheses, as the refusals write them.
var citesRule = regexp.MustCompile(`\(\d+(\.\d+)*[,)]`)

// cited is err with the rule of the step of kind when its words name
// none (revision 3); earlier games keep the words they recorded.
func (s *State) cited(kind string, err error) error {
	if err == nil || !s.fates() || citesRule.MatchString(err.Error()) {
		return err
	}
	rule, ok := stepRules[kind]
	if !ok && strings.HasPrefix(kind, "assault-") {
		rule, ok = "12.4", true
	}
	if !ok {
		return err
	}
	return fmt.Errorf("%w (%s)", err, rule)
}
