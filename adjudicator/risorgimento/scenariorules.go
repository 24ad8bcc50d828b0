package risorgimento

import (
	"slices"
	"strings"

	"github.com/mincio/mincio/scenarios"
)

// playedRules are the scenario rule switches the engine reads, with their
// rule (docs/scenario-risorgimento.md, "Special rules"). A name ending in
// "-" takes a suffix: a side (initiative-drm-france) or a corps
// (reserve-release-a7).
var playedRules = []string{"control", "naviglio", "initiative-drm-", "reserve-release-"}

// unplayedRules are the Magenta and Solferino playbook rules whose
// existence the rulebook states but whose text is not in the seed
// (5.27, 7.45, 9.21): the scenario files record them, the engine does not
// play them yet (docs/rules-coverage-risorgimento.md, 5.27 and 9.21
// partial), and the validator accepts them so that the files can say so.
var unplayedRules = []string{"magenta-surprise", "awareness", "railroad-trail", "cultivated-road-stacking", "corps-withdrawal-in-rain"}

// unplayedOptions are the scenario options the engine does not offer yet:
// 9.22's optional French Demoralization Level.
var unplayedOptions = []string{"french-demoralization-6"}

// ruleErrors refuses a rule switch or option the engine does not know, so
// that a misspelt line or a `--option` of another system is not taken in
// silence. New asks it from revision 2 (knownRulesRevision), not the
// validator: a game's scenario is validated before its header's revision
// is known, and a revision-1 game took any line.
func ruleErrors(sc *scenarios.Scenario) []scenarios.Error {
	var errs []scenarios.Error
	for _, r := range sc.Rules {
		if r.Option {
			if !slices.Contains(unplayedOptions, r.Name) {
				errs = append(errs, sc.Errorf(r.Line, "option %s: the risorgimento system reads no such option (it knows: %s); remove the line", r.Name, strings.Join(unplayedOptions, ", ")))
			}
			continue
		}
		if knownRule(r.Name) {
			continue
		}
		var names []string
		for _, n := range append(slices.Clone(playedRules), unplayedRules...) {
			if strings.HasSuffix(n, "-") {
				n += "…"
			}
			names = append(names, n)
		}
		errs = append(errs, sc.Errorf(r.Line, "rule %s: the risorgimento system reads no such rule (it knows: %s); remove the line", r.Name, strings.Join(names, ", ")))
	}
	return errs
}

func knownRule(name string) bool {
	if slices.Contains(unplayedRules, name) {
		return true
	}
	for _, p := range playedRules {
		if prefix, ok := strings.CutSuffix(p, "-"); ok {
			if rest, ok := strings.CutPrefix(name, prefix+"-"); ok && rest != "" {
				return true
			}
		} else if name == p {
			return true
		}
	}
	return false
}
