package tolentino

import (
	"slices"

	"github.com/mincio/mincio/scenarios"
)

// The set-up statuses of a `set … with …` line that the system reads: a
// unit may start in Road March (9.3, 7.1.3), Disordered (15.1), Routed
// (15.2) or on its reduced side (12.8).
var setupStatuses = []string{"march", "disordered", "routed", "reduced"}

// startStatus is what a placement's statuses give its combat units.
type startStatus struct {
	march, reduced bool
	dis            int
}

func startOf(list []scenarios.Rating) startStatus {
	var st startStatus
	for _, r := range list {
		switch r.Key {
		case "march":
			st.march = true
		case "reduced":
			st.reduced = true
		case "disordered":
			st.dis = disorder
		case "routed":
			st.dis = routed
		}
	}
	return st
}

// validateStatuses refuses the statuses the system would not read (14):
// set-up statuses other than setupStatuses (bare words), Disordered with
// Routed, a status on a leader other than march; `status` lines other
// than order=… on formations; reinforcement statuses other than
// order=maneuver (15.4.1 fixes it), `if` conditions, and options the
// system does not know.
func validateStatuses(s *scenarios.Scenario) []scenarios.Error {
	var errs []scenarios.Error
	leader := map[string]bool{}
	for _, c := range s.Counters {
		leader[c.ID] = c.Leader
	}
	for _, p := range s.Setup {
		for _, r := range p.Status {
			if !slices.Contains(setupStatuses, r.Key) || r.Value != "" {
				errs = append(errs, s.Errorf(p.Line, "set-up status %s: the tolentino system reads only march, disordered, routed and reduced; remove it", ratingText(r)))
			}
		}
		st := startOf(p.Status)
		if hasKey(p.Status, "disordered") && hasKey(p.Status, "routed") {
			errs = append(errs, s.Errorf(p.Line, "a unit is disordered or routed, not both (15.1, 15.2): keep one"))
		}
		for _, id := range p.Counters {
			if leader[id] && (st.dis != good || st.reduced) {
				errs = append(errs, s.Errorf(p.Line, "leader %s: leaders are never disordered, routed or reduced; set the leader on a line of his own", id))
			}
		}
	}
	forms := map[string]bool{}
	for _, f := range s.Formations {
		forms[f.ID] = true
	}
	for _, st := range s.Statuses {
		for _, r := range st.Status {
			if r.Key != "order" {
				errs = append(errs, s.Errorf(st.Line, "status %s: the tolentino system reads only order=… on formations (5.1); remove it", ratingText(r)))
			}
		}
		for _, id := range st.IDs {
			if !forms[id] {
				errs = append(errs, s.Errorf(st.Line, "status %s: orders are given to formations (5.1), and %s is none; give the formation's id", id, id))
			}
		}
	}
	for _, a := range s.Reinforcements {
		for _, r := range a.Status {
			if r.Key != "order" || r.Value != "maneuver" {
				errs = append(errs, s.Errorf(a.Line, "reinforcement status %s: reinforcements always enter in command with a Maneuver order (15.4.1); write order=maneuver or nothing", ratingText(r)))
			}
		}
		if a.If != "" {
			errs = append(errs, s.Errorf(a.Line, "reinforcement condition if %s: the tolentino system reads no conditions; remove it", a.If))
		}
		if a.Option != "" && !slices.Contains(scenarioOptions, a.Option) {
			errs = append(errs, s.Errorf(a.Line, "reinforcement option %s: the tolentino system reads only the option grenzer (16.3)", a.Option))
		}
	}
	return errs
}

func hasKey(list []scenarios.Rating, key string) bool {
	return slices.ContainsFunc(list, func(r scenarios.Rating) bool { return r.Key == key })
}

func ratingText(r scenarios.Rating) string {
	if r.Value == "" {
		return r.Key
	}
	return r.Key + "=" + r.Value
}
