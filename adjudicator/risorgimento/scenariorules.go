package risorgimento

import (
	"slices"
	"strconv"
	"strings"

	"github.com/mincio/mincio/scenarios"
)

// playedRules are the scenario rule switches the engine reads, with their
// rule (docs/scenario-risorgimento.md, "Special rules"). A name ending in
// "-" takes a suffix: a side (initiative-drm-france) or a corps
// (reserve-release-a7).
// From revision 4 the engine reads cultivated-road-stacking (5.27's play
// note) and corps-withdrawal-in-rain (9.21, a stand-in): readRevision4Rules.
var playedRules = []string{"control", "naviglio", "initiative-drm-", "reserve-release-", "cultivated-road-stacking", "corps-withdrawal-in-rain"}

// unplayedRules are the Magenta playbook rules whose existence the
// rulebook states but whose text is not in the seed (5.3, 5.11, 7.45): the
// scenario files record them, the engine does not play them
// (docs/scenario-risorgimento.md, "Special rules"), and the validator
// accepts them so that the files can say so.
var unplayedRules = []string{"magenta-surprise", "awareness", "railroad-trail"}

// unplayedOptions are the scenario options the engine does not offer yet:
// 9.22's optional French Demoralization Level.
var unplayedOptions = []string{"french-demoralization-6"}

// ruleErrors refuses a rule switch or option the engine does not know, so
// that a misspelt line or a `--option` of another system is not taken in
// silence. New asks it from revision 2 (knownRulesRevision), not the
// validator: a game's scenario is validated before its header's revision
// is known, and a revision-1 game took any line. From revision 4 it also
// refuses a value of the lines that revision plays (revision4Errors).
func ruleErrors(sc *scenarios.Scenario, rev int) []scenarios.Error {
	errs := revision4Errors(sc, rev)
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

// readRevision4Rules reads the two lines revision 4 plays: `rule
// cultivated-road-stacking on` (the 5.27 play note, cultivated.go) and
// `rule corps-withdrawal-in-rain LEVEL` (the 9.21 stand-in,
// corpswithdrawal.go); any other value leaves the rule out. A game of an
// earlier revision does not read them: it plays as it was played. The
// values are refused by revision4Errors when a game is set up, not here:
// the validator builds the world before a game's revision is known, and
// an earlier game's scenario wrote `corps-withdrawal-in-rain on`.
func (w *world) readRevision4Rules() {
	if w.rev < cultivatedRoadRevision {
		return
	}
	for _, r := range w.sc.Rules {
		switch r.Name {
		case "cultivated-road-stacking":
			w.roadStacking = r.Value == "on"
		case "corps-withdrawal-in-rain":
			if n, err := strconv.Atoi(r.Value); err == nil && n >= 1 {
				w.withdrawLevel = n
			}
		}
	}
}

// revision4Errors refuses, from revision 4, a value of the two lines it
// plays that readRevision4Rules cannot read.
func revision4Errors(sc *scenarios.Scenario, rev int) []scenarios.Error {
	if rev < cultivatedRoadRevision {
		return nil
	}
	var errs []scenarios.Error
	for _, r := range sc.Rules {
		switch r.Name {
		case "cultivated-road-stacking":
			if r.Value != "on" && r.Value != "off" {
				errs = append(errs, sc.Errorf(r.Line, "rule cultivated-road-stacking is on or off, not %q (the 5.27 play note)", r.Value))
			}
		case "corps-withdrawal-in-rain":
			if n, err := strconv.Atoi(r.Value); r.Value != "off" && (err != nil || n < 1) {
				errs = append(errs, sc.Errorf(r.Line, "rule corps-withdrawal-in-rain wants the level a Demoralized corps' roll must reach to withdraw (a number, e.g. 7) or off, not %q (9.21)", r.Value))
			}
		}
	}
	return errs
}
