package custoza

import (
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/custoza/combat"
)

var update = flag.Bool("update", false, "rewrite the generated parts of the shipped scenarios")

// tablesMark starts the copy of the stand-in tables in a shipped scenario.
const tablesMark = "# STAND-IN TABLES: a copy of adjudicator/custoza/combat/tables.scn"

// standInBlock is tables.scn from its first table's comment on, as every
// Custoza scenario carries it (a scenario is one self-contained file, and
// `mincio new --tables` replaces a scenario's own tables).
func standInBlock() string {
	src := string(combat.StandInFile())
	i := strings.Index(src, "\n# 13.1")
	return tablesMark + " (docs/custoza-tables.md);\n# run go test ./adjudicator/custoza -run TestScenarioTables -update after changing it.\n" + src[i+1:]
}

var shippedScenarios = []string{"goito1848", "custoza-23.1", "custoza-23.2", "custoza-23.3", "custoza-26", "custoza-27"}

// TestScenarioTables checks that every shipped Custoza scenario, and the
// planner's test bed, carries the stand-in tables, unchanged.
func TestScenarioTables(t *testing.T) {
	want := standInBlock()
	var files []string
	for _, id := range shippedScenarios {
		files = append(files, "../../scenarios/data/"+id+".scn")
	}
	for _, file := range append(files, "testdata/planbed/custoza-planbed.scn") { // and the planner's test bed
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		head, got, _ := strings.Cut(string(src), tablesMark)
		got, tail := campaignTail(got)
		if tablesMark+got == want {
			continue
		}
		if !*update {
			t.Errorf("%s: its tables differ from combat/tables.scn; run go test ./adjudicator/custoza -run TestScenarioTables -update", file)
			continue
		}
		head = strings.TrimRight(head, "\n") + "\n\n"
		if err := os.WriteFile(file, []byte(head+want+tail), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// campaignTail splits off a campaign scenario's last line, `include
// custoza-2N.campaign` (its strategic objectives, which end the file),
// from the tables before it.
func campaignTail(src string) (tables, tail string) {
	body := strings.TrimSuffix(src, "\n")
	i := strings.LastIndex(body, "\n")
	if last := body[i+1:]; strings.HasPrefix(last, "include ") && strings.HasSuffix(last, ".campaign") {
		return strings.TrimRight(body[:i], "\n") + "\n", "\n" + last + "\n"
	}
	return src, ""
}
