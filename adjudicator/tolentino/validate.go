package tolentino

import (
	"slices"

	"github.com/mincio/mincio/adjudicator/tolentino/combat"
	"github.com/mincio/mincio/scenarios"
)

// The words a Tolentino scenario may use (docs/scenario-format.md).
var (
	ratingKeys   = []string{"sp", "eff", "mp", "ir", "range", "init", "regiment"}
	unitTypes    = []string{"inf", "cav", "art", "pioneer"}
	leaderRoles  = []string{"army", "division", "brigade"}
	terrainNames = []string{"clear", "rough", "woods", "town"}
	hexsideKinds = []string{"stream", "bridge"}
	featureKinds = []string{"fortified", "high"} // high: the higher level of rough (10.2)
	pathKinds    = []string{"road", "trail"}
	orderNames   = []string{"advance", "attack", "defense", "maneuver"}
)

// Validate is the scenario validator of the Tolentino system: rating keys,
// counter types, terrain, hexside, feature and path kinds, and statuses.
func Validate(s *scenarios.Scenario) []scenarios.Error {
	errs := s.CheckRatingKeys(scenarios.KeysAllowed(ratingKeys...))
	errs = append(errs, validateRules(s)...)
	errs = append(errs, validateStatuses(s)...)
	errs = append(errs, validateConditions(s)...)
	for _, c := range s.Counters {
		if c.Leader && !slices.Contains(leaderRoles, c.Type) {
			errs = append(errs, s.Errorf(c.Line, "leader %s: type=%s, want army, division or brigade", c.ID, c.Type))
		}
		if !c.Leader && !slices.Contains(unitTypes, c.Type) {
			errs = append(errs, s.Errorf(c.Line, "counter %s: type=%s, want inf, cav, art or pioneer", c.ID, c.Type))
		}
	}
	if s.Map == nil {
		return errs
	}
	for _, t := range s.Map.Legend {
		if !slices.Contains(terrainNames, t.Name) {
			errs = append(errs, s.Errorf(t.Line, "terrain %s: want clear, rough, woods or town (10)", t.Name))
		}
	}
	for _, f := range s.Map.Hexsides {
		if !slices.Contains(hexsideKinds, f.Kind) {
			errs = append(errs, s.Errorf(f.Line, "hexside kind %s: want stream or bridge", f.Kind))
		}
	}
	for _, f := range s.Map.Features {
		if !slices.Contains(featureKinds, f.Kind) {
			errs = append(errs, s.Errorf(f.Line, "feature kind %s: want fortified or high", f.Kind))
		}
		for _, h := range f.Hexes {
			if t, ok := s.Map.Terrain(h); f.Kind == "high" && (!ok || t.Name != "rough") {
				errs = append(errs, s.Errorf(f.Line, "feature high %v: only rough has a higher level (10.2)", h))
			}
		}
	}
	for _, p := range s.Map.Paths {
		if !slices.Contains(pathKinds, p.Kind) {
			errs = append(errs, s.Errorf(p.Line, "path kind %s: want road or trail", p.Kind))
		}
	}
	for _, st := range s.Statuses {
		for _, r := range st.Status {
			if r.Key == "order" && !slices.Contains(orderNames, r.Value) {
				errs = append(errs, s.Errorf(st.Line, "order=%s: want advance, attack, defense or maneuver (5.1)", r.Value))
			}
		}
	}
	if _, ok := s.Table("tec"); !ok {
		errs = append(errs, s.Errorf(0, "tolentino needs a [table tec] with columns mp cmd los"))
	}
	// The combat tables, when the scenario has them (else the combat
	// package's stand-ins are used): what the combat rules read.
	if t, ok := s.Table(combat.TableCRT); ok {
		if _, err := combat.LoadTables(s); err != nil {
			errs = append(errs, s.Errorf(t.Line, "combat tables: %v", err))
		}
	}
	return errs
}
