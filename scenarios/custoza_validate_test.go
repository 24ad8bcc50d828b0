package scenarios_test

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/scenarios"
)

// validCustoza is a small scenario the custoza validator accepts; each
// case of TestCustozaValidator changes one line of it.
const validCustoza = `scenario v
system custoza
edition custoza
side italy "Italians"
side austria "Austrians"
turns 5-6

[map]
provenance estimated "test"
grid flat cols=01-03 rows=01-02 shifted=odd
terrain c clear
terrain k cultivated
terrain T tione
row 01 cTk
row 02 ckc
level 01 010
level 02 000
hexside slope 0101/se
path minor-road 0101 0201 0301
place "Alpha" 0101

[counters]
provenance estimated "test"
formation d1 "Division" side=italy commander=fc1 kind=division
formation c1 "Corps" side=austria commander=fc2 kind=corps
leader fc1 "FC 1" side=italy type=fc formation=d1 command=3
leader fc2 "FC 2" side=austria type=fc formation=c1 command=4
leader oc "OC" side=austria type=oc rating=1
counter i1 "Inf" side=italy type=inf formation=d1 size=3 sp=8 cv=6 ma=5
counter a1 "Jäger" side=austria type=linf formation=c1 size=1 sp=3 cv=8 ma=6 reserve=no

[setup]
provenance estimated "test"
set fc1 i1 at 0101 with march
set fc2 oc a1 at 0302 with shaken

[rules]
rule initiative austria @estimated "test"
rule control italy @estimated "test"

[victory]
provenance estimated "test"
objective 0101 name="Alpha"
objective 0202
condition all majority "most objective hexes"
condition austria hold "Alpha at the end of any turn" 0101 when=any-turn
`

func TestCustozaValidator(t *testing.T) {
	if err := checkText(validCustoza); err != nil {
		t.Fatalf("the valid scenario is refused: %v", err)
	}
	cases := []struct {
		name, old, new, want string
	}{
		{"edition", "edition custoza", "edition 1866", `edition "1866"`},
		{"no edition", "edition custoza\n", "", `edition ""`},
		{"goito terrain in custoza", "terrain k cultivated", "terrain k farm", "terrain farm: the custoza edition has"},
		{"unknown hexside", "hexside slope", "hexside cliff", "hexside kind cliff"},
		{"river hexside is goito's", "hexside slope", "hexside river", "hexside kind river"},
		{"path kind", "path minor-road", "path railway", "path kind railway"},
		{"feature", `place "Alpha" 0101`, "feature ford 0201", "feature kind ford"},
		{"unit type", "type=linf", "type=pioneer", "type=pioneer, want inf, linf, cav, art, hart"},
		{"leader type", "type=oc rating=1", "type=army rating=1", "type=army, want fc"},
		{"rating key", "ma=5", "mp=5", `unknown custoza rating "mp"`},
		{"leader rating", "command=4", "range=4", `unknown custoza rating "range"`},
		{"not a number", "sp=8", "sp=many", "sp=many is not a whole number"},
		{"reduced side", "ma=5\n", "ma=5 | sp=4\n", "no reduced side"},
		{"size and sv", "size=1 sp=3", "size=1 sv=2 sp=3", "size=1 and sv=2 disagree"},
		{"reserve", "reserve=no", "reserve=maybe", "reserve=maybe, want yes or no"},
		{"formation kind", "kind=division", "kind=army", "kind=army, want corps"},
		{"formation key", "kind=corps", "kind=corps colour=red", "unknown key colour"},
		{"status", "with shaken", "with routed", "status routed"},
		{"status level", "with shaken", "with status=broken", "status=broken"},
		{"unknown rule", `rule control italy @estimated "test"`, `rule night-turns 2 @estimated "test"`, "rule night-turns: the custoza system reads no such rule"},
		{"rule value", "rule initiative austria", "rule initiative naples", "rule initiative naples: not a side"},
		{"no-oc-drm", `rule control italy @estimated "test"`, `rule no-oc-drm "d1 d9" @estimated "test"`, "no formation d9"},
		{"option", `rule control italy @estimated "test"`, `option grenzer "x" @estimated "test"`, "option grenzer: the custoza system reads no such option"},
		{"ii-corps-roll without the option", `rule control italy @estimated "test"`, `rule ii-corps-roll 5 @estimated "test"`, "the scenario has no option ii-corps"},
		{"ii-corps-roll outside the turns", `rule control italy @estimated "test"`, "option ii-corps \"x\" @estimated \"test\"\nrule ii-corps-roll 9 @estimated \"test\"", "outside the scenario's turns"},
		{"charge-los", `rule control italy @estimated "test"`, `rule charge-los sideways @estimated "test"`, "rule charge-los sideways: not target, marker or none"},
		{"withdrawal-check", `rule control italy @estimated "test"`, `rule withdrawal-check never @estimated "test"`, "not always or reaction"},
		{"withdrawal-drm", `rule control italy @estimated "test"`, `rule withdrawal-drm 4 @estimated "test"`, "not difference or plus4"},
		{"mood", `rule control italy @estimated "test"`, `rule mood happy @estimated "test"`, "not result or retreat"},
		{"command-streams", `rule control italy @estimated "test"`, `rule command-streams yes @estimated "test"`, "not block or pass"},
		{"fortresses", `rule control italy @estimated "test"`, `rule fortresses venice @estimated "test"`, "rule fortresses venice: not a side"},
		{"oc-stacked-only", `rule control italy @estimated "test"`, `rule oc-stacked-only piedmont @estimated "test"`, "rule oc-stacked-only piedmont: not a side"},
		{"start-on-march in the basic game", `rule control italy @estimated "test"`, `rule start-on-march yes @estimated "test"`, "On March is the advanced game's"},
		{"no-command-phase in the basic game", `rule control italy @estimated "test"`, `rule no-command-phase "3" @estimated "test"`, "the Command Phase is the advanced game's"},
		{"start-on-march without objective=", `rule control italy @estimated "test"`, "rule advanced-game yes @estimated \"test\"\nrule supply \"italy 0101 austria 0202\" @estimated \"test\"\nrule start-on-march yes @estimated \"test\"", "give its default Objective, objective=HEX (26.3)"},
		{"formation objective", "kind=division", "kind=division objective=9999", "objective=9999: not a hex of the map (26.3)"},
		{"objective vp", `objective 0202`, `objective 0202 vp=3`, "reads only its hexes and name="},
		{"condition for all", `condition all majority`, `condition all points`, "condition all points: the only condition for both sides"},
		{"condition key", "when=any-turn", "when=any-turn vp=2", "unknown key vp"},
		{"condition when", "when=any-turn", "when=dawn", "when=dawn"},
		{"condition min", "when=any-turn", "min=3", "min=3, want a number from 1 to its 1 hexes"},
		{"condition option", "when=any-turn", "option=ii-corps", "option=ii-corps names no option"},
		{"majority without objectives", "objective 0101 name=\"Alpha\"\nobjective 0202\n", "", "no objective hexes to count"},
		{"control without objectives", "objective 0101 name=\"Alpha\"\nobjective 0202\n", "", "rule control italy: the scenario has no objective hexes"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if !strings.Contains(validCustoza, c.old) {
				t.Fatalf("the base scenario has no %q", c.old)
			}
			err := checkText(strings.Replace(validCustoza, c.old, c.new, 1))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("got %v, want an error with %q", err, c.want)
			}
		})
	}
}

// The Goito edition has its own words: farms and farmhouses, river
// hexsides; woods and the Tione are Custoza's.
func TestCustozaValidatorGoitoEdition(t *testing.T) {
	goito := strings.NewReplacer("edition custoza", "edition goito", "terrain k cultivated", "terrain k farmhouse",
		"terrain T tione", "terrain T farm", "hexside slope", "hexside river").Replace(validCustoza)
	if err := checkText(goito); err != nil {
		t.Fatalf("a goito scenario is refused: %v", err)
	}
	err := checkText(strings.Replace(goito, "terrain T farm", "terrain T woods", 1))
	if err == nil || !strings.Contains(err.Error(), "terrain woods: the goito edition has clear, village, farmhouse, farm") {
		t.Errorf("woods in goito: %v", err)
	}
}

func checkText(text string) error {
	s, err := scenarios.Parse("v.scn", []byte(text))
	if err != nil {
		return err
	}
	if errs := s.Check(); len(errs) > 0 {
		return errs
	}
	return nil
}
