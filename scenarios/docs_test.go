package scenarios

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestDocExample keeps docs/scenario-format.md honest: its complete
// example and its override example are the test fixtures, byte for byte.
func TestDocExample(t *testing.T) {
	t.Parallel()
	doc, err := os.ReadFile("../docs/scenario-format.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ fence, file string }{
		{"```scn\n", "testdata/example.scn"},
		{"```\n# The printed charts", "testdata/override.tables"},
	} {
		want, err := os.ReadFile(tc.file)
		if err != nil {
			t.Fatal(err)
		}
		_, rest, ok := strings.Cut(string(doc), tc.fence)
		if !ok {
			t.Fatalf("the doc has no block starting %q", tc.fence)
		}
		if strings.HasPrefix(tc.fence, "```\n") {
			rest = strings.TrimPrefix(tc.fence, "```\n") + rest
		}
		block, _, _ := strings.Cut(rest, "```")
		if strings.TrimSpace(block) != strings.TrimSpace(string(want)) {
			t.Errorf("the doc's block for %s differs from the file", tc.file)
		}
	}
}

// TestCustozaDocCounts keeps docs/scenario-custoza.md's table of value
// lines by provenance in step with the shipped scenarios.
func TestCustozaDocCounts(t *testing.T) {
	doc, err := os.ReadFile("../docs/scenario-custoza.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"goito1848", "custoza-23.1", "custoza-23.2", "custoza-23.3", "custoza-26", "custoza-27"} {
		s, err := Load(id)
		if err != nil {
			t.Fatal(err)
		}
		rb, est := s.ProvenanceCounts()
		row := "| `" + id + "` |"
		_, rest, ok := strings.Cut(string(doc), row)
		line, _, _ := strings.Cut(rest, "\n")
		if want := fmt.Sprintf("| %d | %d |", rb, est); !ok || !strings.HasSuffix(line, want) {
			t.Errorf("docs/scenario-custoza.md: the row of %s should end %q", id, want)
		}
	}
}
