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

var shippedScenarios = []string{"goito1848", "custoza-23.1", "custoza-23.2", "custoza-23.3", "custoza-24", "custoza-25", "custoza-28"}

// TestScenarioTables checks that every shipped Custoza scenario carries
// the stand-in tables, unchanged.
func TestScenarioTables(t *testing.T) {
	want := standInBlock()
	for _, id := range shippedScenarios {
		file := "../../scenarios/data/" + id + ".scn"
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		head, got, _ := strings.Cut(string(src), tablesMark)
		// a campaign file ends with its strategic objectives' include
		// line, after the tables (docs/scenario-custoza.md)
		tail := ""
		if i := strings.LastIndex(got, "\n\ninclude "); i >= 0 {
			got, tail = got[:i+1], got[i+1:]
		}
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
