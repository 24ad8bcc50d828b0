package tolentino

import (
	"strconv"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/scenarios"
)

// The victory conditions of 18.1, from the scenario's [victory] lines:
//
//	condition SIDE LEADER "text"              SIDE loses at once if LEADER is eliminated (18.1: Murat)
//	condition all LEVEL "text" [min=N] [max=N] the level of a Neapolitan VP total from N to N
//
// LEVEL is `stalemate` or WORD-SIDE (`decisive-naples`: a decisive
// Neapolitan victory). A scenario without condition lines gets the
// rulebook's levels (level).

// automaticLoss returns the side that has lost by a condition on a
// leader, with the condition's text; "" when none applies.
func (s *State) automaticLoss() (adjudicator.Side, string) {
	conds := s.b.sc.Conditions
	if len(conds) == 0 {
		if s.muratLost() {
			return Naples, "Murat is eliminated: automatic Austrian victory (18.1)"
		}
		return "", ""
	}
	for _, c := range conds {
		if c.Side == "all" {
			continue
		}
		if u := s.unit(c.Name); u != nil && u.Gone {
			return adjudicator.Side(c.Side), s.spec(c.Name).Name + " is eliminated: automatic " + sideName(enemy(adjudicator.Side(c.Side))) + " victory (18.1)"
		}
	}
	return "", ""
}

// levelOf is 18.1 for a Neapolitan VP total: the scenario's level whose
// range holds vp, else the rulebook's (level).
func (s *State) levelOf(vp int) (adjudicator.Side, string) {
	for _, c := range s.b.sc.Conditions {
		if c.Side != "all" {
			continue
		}
		lo, hi, _ := condRange(c)
		if vp >= lo && vp <= hi {
			return levelName(c.Name)
		}
	}
	return level(vp)
}

// condRange is a level's VP range: min and max, open where not given.
func condRange(c *scenarios.Condition) (lo, hi int, err error) {
	lo, hi = -1<<30, 1<<30
	for _, r := range c.Extra {
		n, e := strconv.Atoi(r.Value)
		switch {
		case e != nil:
			err = e
		case r.Key == "min":
			lo = n
		case r.Key == "max":
			hi = n
		}
	}
	return lo, hi, err
}

// levelName turns `decisive-naples` into naples, "decisive Neapolitan
// victory"; `stalemate` into no winner.
func levelName(name string) (adjudicator.Side, string) {
	word, side, ok := strings.Cut(name, "-")
	if !ok || (side != string(Austria) && side != string(Naples)) {
		return "", strings.ReplaceAll(name, "-", " ")
	}
	return adjudicator.Side(side), word + " " + sideName(adjudicator.Side(side)) + " victory"
}

// validateConditions refuses the condition lines the system cannot read.
func validateConditions(s *scenarios.Scenario) []scenarios.Error {
	var errs []scenarios.Error
	for _, c := range s.Conditions {
		if c.Side != "all" {
			if k, ok := s.Counter(c.Name); !ok || !k.Leader || k.Side != c.Side {
				errs = append(errs, s.Errorf(c.Line, "condition %s %s: the tolentino system reads `condition SIDE LEADER` as SIDE losing when its leader LEADER is eliminated (18.1); name a leader of %s", c.Side, c.Name, c.Side))
			}
			continue
		}
		if _, _, err := condRange(c); err != nil {
			errs = append(errs, s.Errorf(c.Line, "condition all %s: min and max are whole numbers of Neapolitan VP (18.1)", c.Name))
		}
		for _, r := range c.Extra {
			if r.Key != "min" && r.Key != "max" {
				errs = append(errs, s.Errorf(c.Line, "condition all %s: %s: the tolentino system reads only min= and max= (18.1); remove it", c.Name, r.Key))
			}
		}
		if _, lv := levelName(c.Name); c.Name != "stalemate" && !strings.HasSuffix(lv, " victory") {
			errs = append(errs, s.Errorf(c.Line, "condition all %s: name a level stalemate or WORD-austria / WORD-naples (decisive-naples, tactical-austria …)", c.Name))
		}
	}
	return errs
}
