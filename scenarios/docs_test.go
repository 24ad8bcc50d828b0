package scenarios

import (
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
