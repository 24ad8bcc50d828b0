package custoza

import (
	"slices"
	"strconv"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// The system key is "custoza" (the engine's Name).
func init() { scenarios.RegisterValidator("custoza", Validate) }

// Validate is the scenario validator of the Custoza system: it refuses,
// with its file and line, every word of a scenario the system does not
// read (vocab.go), and rule values of the wrong kind.
func Validate(s *scenarios.Scenario) []scenarios.Error {
	var errs []scenarios.Error
	ed := s.Edition
	if ed != EditionGoito && ed != EditionCustoza {
		errs = append(errs, s.Errorf(0, "edition %q: a custoza scenario says `edition goito` (Goito 1848) or `edition custoza` (Custoza, Fields of Doom) in its header", ed))
	}
	errs = append(errs, validateMap(s, ed)...)
	errs = append(errs, validateCounters(s)...)
	errs = append(errs, validateStatuses(s)...)
	errs = append(errs, validateRules(s)...)
	errs = append(errs, validateVictory(s)...)
	errs = append(errs, validateStrategic(s)...)
	return errs
}

func terrainIDs(list []Terrain, ed string) []string {
	var out []string
	for _, t := range list {
		if ed == "" || slices.Contains(t.Editions, ed) {
			out = append(out, t.ID)
		}
	}
	return out
}

// knownIn reports whether id is in list for edition ed; when the edition
// is unknown (already reported) any edition's word passes.
func knownIn(list []Terrain, ed, id string) bool {
	if ed != EditionGoito && ed != EditionCustoza {
		ed = ""
	}
	return slices.Contains(terrainIDs(list, ed), id)
}

func wordList(list []string) string { return strings.Join(list, ", ") }

func validateMap(s *scenarios.Scenario, ed string) []scenarios.Error {
	var errs []scenarios.Error
	if s.Map == nil {
		return append(errs, s.Errorf(0, "a custoza scenario needs a [map] section: the engine plays on it"))
	}
	for _, t := range s.Map.Legend {
		if !knownIn(Terrains, ed, t.Name) {
			errs = append(errs, s.Errorf(t.Line, "terrain %s: the %s edition has %s", t.Name, ed, wordList(terrainIDs(Terrains, ed))))
		}
	}
	for _, f := range s.Map.Hexsides {
		if !knownIn(HexsideKinds, ed, f.Kind) {
			errs = append(errs, s.Errorf(f.Line, "hexside kind %s: the %s edition has %s", f.Kind, ed, wordList(terrainIDs(HexsideKinds, ed))))
		}
	}
	for _, f := range s.Map.Features {
		if !slices.Contains(FeatureKinds, f.Kind) {
			errs = append(errs, s.Errorf(f.Line, "feature kind %s: the custoza system reads no hex features; use a terrain, a hexside or a path", f.Kind))
		}
	}
	for _, p := range s.Map.Paths {
		if !slices.Contains(PathKinds, p.Kind) {
			errs = append(errs, s.Errorf(p.Line, "path kind %s: want %s (7.8, 24.3)", p.Kind, wordList(PathKinds)))
		}
	}
	return errs
}

func validateCounters(s *scenarios.Scenario) []scenarios.Error {
	var errs []scenarios.Error
	types := make([]string, len(UnitTypes))
	for i, t := range UnitTypes {
		types[i] = t.ID
	}
	errs = append(errs, s.CheckRatingKeys(func(c *scenarios.Counter, key string) bool {
		if c.Leader {
			return slices.Contains(LeaderRatings, key)
		}
		return slices.Contains(UnitRatings, key)
	})...)
	for _, c := range s.Counters {
		switch {
		case c.Leader && !slices.Contains(LeaderTypes, c.Type):
			errs = append(errs, s.Errorf(c.Line, "leader %s: type=%s, want fc (Formation Commander) or oc (Overall Commander) (2.4.2)", c.ID, c.Type))
		case !c.Leader && !slices.Contains(types, c.Type):
			errs = append(errs, s.Errorf(c.Line, "counter %s: type=%s, want %s (2.4.1)", c.ID, c.Type, wordList(types)))
		}
		if len(c.Reduced) > 0 {
			errs = append(errs, s.Errorf(c.Line, "counter %s: custoza counters have no reduced side (SP losses are markers under the unit, 8.7); remove the ratings after |", c.ID))
		}
		if sv, ok := c.Int("sv"); ok && c.Size != 0 && sv != c.Size {
			errs = append(errs, s.Errorf(c.Line, "counter %s: size=%d and sv=%d disagree; give the stacking value once, as size=", c.ID, c.Size, sv))
		}
		if r, ok := c.Rating("reserve"); ok && r != "yes" && r != "no" {
			errs = append(errs, s.Errorf(c.Line, "counter %s: reserve=%s, want yes or no (4.3)", c.ID, r))
		}
		for _, k := range []string{"sp", "cv", "ma", "sv", "command", "rating", "cr"} {
			if v, ok := c.Rating(k); ok {
				if n, err := strconv.Atoi(v); err != nil || n < 0 {
					errs = append(errs, s.Errorf(c.Line, "%s %s: %s=%s is not a whole number", c.Type, c.ID, k, v))
				}
			}
		}
	}
	for _, f := range s.Formations {
		for _, r := range f.Extra {
			switch {
			case !slices.Contains(FormationKeys, r.Key):
				errs = append(errs, s.Errorf(f.Line, "formation %s: unknown key %s (want kind=%s)", f.ID, r.Key, strings.Join(FormationKinds, "|")))
			case r.Key == "kind" && !slices.Contains(FormationKinds, r.Value):
				errs = append(errs, s.Errorf(f.Line, "formation %s: kind=%s, want %s (6.2)", f.ID, r.Value, wordList(FormationKinds)))
			case r.Key == "collapse":
				if n, err := strconv.Atoi(r.Value); err != nil || n < 1 {
					errs = append(errs, s.Errorf(f.Line, "formation %s: collapse=%s, want the Collapse Level, a whole number of SP from 1 (19.1)", f.ID, r.Value))
				}
			case r.Key == "objective":
				if msg := objectiveKeyErr(s, r.Value); msg != "" {
					errs = append(errs, s.Errorf(f.Line, "formation %s: objective=%s: %s (26.3)", f.ID, r.Value, msg))
				}
			}
		}
		if v, _ := s.Rule("start-on-march"); v == "yes" && !slices.ContainsFunc(f.Extra, func(r scenarios.Rating) bool { return r.Key == "objective" }) {
			errs = append(errs, s.Errorf(f.Line, "formation %s: rule start-on-march starts it On March: give its default Objective, objective=HEX (26.3)", f.ID))
		}
	}
	return errs
}

// statusErr says what is wrong with one status word, "" if nothing.
func statusErr(r scenarios.Rating) string {
	if r.Key == "status" {
		if !slices.Contains(StatusLevels, r.Value) {
			return "status=" + r.Value + ": want " + wordList(StatusLevels) + " (2.4.1.3)"
		}
		return ""
	}
	if r.Value != "" || !slices.Contains(Statuses, r.Key) {
		return "status " + r.Key + ": want " + wordList(Statuses) + " or status=LEVEL"
	}
	return ""
}

func validateStatuses(s *scenarios.Scenario) []scenarios.Error {
	var errs []scenarios.Error
	check := func(line int, rs []scenarios.Rating) {
		for _, r := range rs {
			if msg := statusErr(r); msg != "" {
				errs = append(errs, s.Errorf(line, "%s", msg))
			}
		}
	}
	for _, p := range s.Setup {
		check(p.Line, p.Status)
	}
	for _, st := range s.Statuses {
		for _, r := range st.Status {
			if r.Key != "fatigue" {
				continue
			}
			if n, err := strconv.Atoi(r.Value); err != nil || n < 0 {
				errs = append(errs, s.Errorf(st.Line, "fatigue=%s: want a Fatigue Level, a whole number from 0 (18.1)", r.Value))
			}
			for _, id := range st.IDs {
				if _, ok := s.Formation(id); !ok {
					errs = append(errs, s.Errorf(st.Line, "fatigue=%s on %s: a Fatigue Level is a Formation's (18.1); name the formation", r.Value, id))
				}
			}
		}
		check(st.Line, slices.DeleteFunc(slices.Clone(st.Status), func(r scenarios.Rating) bool { return r.Key == "fatigue" }))
	}
	for _, r := range s.Reinforcements {
		check(r.Line, r.Status)
	}
	return errs
}

func isSide(s *scenarios.Scenario, v string) bool {
	_, ok := s.Side(v)
	return ok
}

func validateRules(s *scenarios.Scenario) []scenarios.Error {
	var errs []scenarios.Error
	var names, options []string
	for _, k := range RuleSwitches {
		names = append(names, k.Name)
	}
	for _, o := range Options {
		options = append(options, o.Name)
	}
	if v, ok := s.Rule("advanced-game"); ok && v == "yes" {
		if s.Edition == EditionGoito {
			errs = append(errs, s.Errorf(0, "rule advanced-game: Goito 1848 has no advanced game (002 14–21 are Custoza's); remove the line"))
		}
		if _, ok := s.Rule("supply"); !ok {
			errs = append(errs, s.Errorf(0, "rule advanced-game yes: the advanced game needs each side's Supply Sources: add rule supply \"SIDE HEX… SIDE HEX…\" (20.1)"))
		}
	}
	for _, r := range s.Rules {
		if r.Name == "control" && !r.Option && len(s.Objectives) == 0 {
			errs = append(errs, s.Errorf(r.Line, "rule control %s: the scenario has no objective hexes for it to control at the start (23.1.4)", r.Value))
		}
		if r.Option {
			if !slices.Contains(options, r.Name) {
				errs = append(errs, s.Errorf(r.Line, "option %s: the custoza system reads no such option (it knows: %s); remove the line", r.Name, wordList(options)))
			}
			continue
		}
		i := slices.IndexFunc(RuleSwitches, func(k RuleSwitch) bool { return k.Name == r.Name })
		if i < 0 {
			errs = append(errs, s.Errorf(r.Line, "rule %s: the custoza system reads no such rule (it knows: %s); remove the line", r.Name, wordList(names)))
			continue
		}
		if msg := badRuleValue(s, r); msg != "" {
			k := RuleSwitches[i]
			errs = append(errs, s.Errorf(r.Line, "rule %s %s: %s; want %s (%s)", r.Name, r.Value, msg, k.Want, k.Rule))
		}
	}
	return errs
}

// badRuleValue says what is wrong with a known rule's value, "" if nothing.
func badRuleValue(s *scenarios.Scenario, r *scenarios.Rule) string {
	switch r.Name {
	case "charge-los":
		return notOneOf(r.Value, "target", "marker", "none")
	case "withdrawal-check":
		return notOneOf(r.Value, "always", "reaction")
	case "withdrawal-drm":
		return notOneOf(r.Value, "difference", "plus4")
	case "mood":
		return notOneOf(r.Value, "result", "retreat")
	case "command-streams":
		return notOneOf(r.Value, "block", "pass")
	case "initiative", "activation-limit", "control", "reluctance", "fortresses":
		if !isSide(s, r.Value) {
			return "not a side"
		}
	case "no-oc-drm":
		ids := strings.Fields(r.Value)
		if len(ids) == 0 {
			return "no formation"
		}
		for _, id := range ids {
			if _, ok := s.Formation(id); !ok {
				return "no formation " + id
			}
		}
	case "reactions":
		if r.Value != "ask" && r.Value != "standing" {
			return "not ask or standing"
		}
	case "activations":
		if r.Value != "ask" && r.Value != "plan" {
			return "not ask or plan"
		}
	case "advanced-game":
		return notOneOf(r.Value, "yes")
	case "supply":
		if _, err := parseSupply(strings.Trim(r.Value, `"`), sidesOf(s)); err != nil {
			return err.Error()
		}
	case "rear":
		if _, err := parseRear(strings.Trim(r.Value, `"`), sidesOf(s)); err != nil {
			return err.Error()
		}
	case "stronghold":
		if _, err := parseStrongholds(strings.Trim(r.Value, `"`), sidesOf(s)); err != nil {
			return err.Error()
		}
	case "oc-stacked-only":
		if !isSide(s, r.Value) {
			return "not a side"
		}
	case "start-on-march":
		if msg := notOneOf(r.Value, "yes"); msg != "" {
			return msg
		}
		if v, _ := s.Rule("advanced-game"); v != "yes" {
			return "On March is the advanced game's (15.2, 16): add rule advanced-game yes"
		}
	case "no-command-phase":
		if v, _ := s.Rule("advanced-game"); v != "yes" {
			return "the Command Phase is the advanced game's (14·2): add rule advanced-game yes"
		}
		fallthrough
	case "day-first-turns":
		if _, err := parseTurns(strings.Trim(r.Value, `"`)); err != nil {
			return err.Error()
		}
	case "bridge-train":
		return badBridgeTrain(s, r.Value)
	case "pontoon-bridge":
		return badPontoonHex(s, r.Value)
	case "ii-corps-roll":
		n, err := strconv.Atoi(r.Value)
		if err != nil || n < 1 {
			return "not a turn"
		}
		if _, ok := s.Option("ii-corps"); !ok {
			return "the scenario has no option ii-corps"
		}
		if first, last := s.FirstTurn, s.LastTurn(); last > 0 && (n < first || n > last) {
			return "outside the scenario's turns"
		}
	}
	return ""
}

// sidesOf lists the scenario's sides.
func sidesOf(s *scenarios.Scenario) []adjudicator.Side {
	var sides []adjudicator.Side
	for _, sd := range s.Sides {
		sides = append(sides, adjudicator.Side(sd.ID))
	}
	return sides
}

// notOneOf says "not a, b or c" when v is none of them.
func notOneOf(v string, want ...string) string {
	if slices.Contains(want, v) {
		return ""
	}
	return "not " + strings.Join(want[:len(want)-1], ", ") + " or " + want[len(want)-1]
}

func validateVictory(s *scenarios.Scenario) []scenarios.Error {
	var errs []scenarios.Error
	for _, o := range s.Objectives {
		if o.VP != 0 || o.Side != "" || len(o.Extra) > 0 {
			errs = append(errs, s.Errorf(o.Line, "objective: the custoza system reads only its hexes and name= (vp=, side= and other keys count for nothing; 23.1.4)"))
		}
	}
	for _, c := range s.Conditions {
		if c.Side == "all" && c.Name != MajorityCondition {
			errs = append(errs, s.Errorf(c.Line, "condition all %s: the only condition for both sides is `condition all %s \"…\"` (23.1.4); give other conditions a side", c.Name, MajorityCondition))
		}
		if c.Name == MajorityCondition && (c.Side != "all" || len(c.Hexes) > 0 || len(c.Extra) > 0) {
			errs = append(errs, s.Errorf(c.Line, "condition %s %s: write `condition all majority \"text\"`; its hexes are the objective lines", c.Side, c.Name))
		}
		if c.Name == MajorityCondition && len(s.Objectives) == 0 {
			errs = append(errs, s.Errorf(c.Line, "condition all majority: the scenario has no objective hexes to count (23.1.4); add objective lines"))
		}
		for _, r := range c.Extra {
			switch {
			case !slices.Contains(ConditionKeys, r.Key):
				errs = append(errs, s.Errorf(c.Line, "condition %s: unknown key %s (want %s)", c.Name, r.Key, wordList(ConditionKeys)))
			case r.Key == "when" && !slices.Contains(ConditionWhen, r.Value):
				errs = append(errs, s.Errorf(c.Line, "condition %s: when=%s, want %s", c.Name, r.Value, wordList(ConditionWhen)))
			case r.Key == "min":
				if n, err := strconv.Atoi(r.Value); err != nil || n < 1 || n > len(c.Hexes) {
					errs = append(errs, s.Errorf(c.Line, "condition %s: min=%s, want a number from 1 to its %d hexes", c.Name, r.Value, len(c.Hexes)))
				}
			case r.Key == "option" || r.Key == "unless":
				if _, ok := s.Option(r.Value); !ok {
					errs = append(errs, s.Errorf(c.Line, "condition %s: %s=%s names no option of [rules]", c.Name, r.Key, r.Value))
				}
			}
		}
		if c.Side != "all" && len(c.Hexes) == 0 && len(c.Extra) > 0 {
			errs = append(errs, s.Errorf(c.Line, "condition %s: min/when/option need the hexes the side must control", c.Name))
		}
	}
	return errs
}

// objectiveKeyErr says what is wrong with a formation's objective=HEX, ""
// if nothing: a hex of the map (the Objective Map "reproducing the main
// map", 2.3).
func objectiveKeyErr(s *scenarios.Scenario, v string) string {
	h, err := hexmap.ParseHex(v)
	if err != nil || len(v) != 4 {
		return "not a hex (want XXYY)"
	}
	if s.Map != nil && !s.Map.OnMap(h) {
		return "not a hex of the map"
	}
	return ""
}
