package risorgimento

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestCoverageDoc keeps docs/rules-coverage-risorgimento.md honest: one
// row for each of the 149 numbered headings of 003, a summary that counts
// the rows' statuses, and every test it names present in this package (or
// in packages dice and hexmap).
func TestCoverageDoc(t *testing.T) {
	doc, err := os.ReadFile("../../docs/rules-coverage-risorgimento.md")
	if err != nil {
		t.Fatal(err)
	}
	row := regexp.MustCompile(`(?m)^\| (\d\.\d+) \|.*\*\*(exact|reading|partial|not yet|n\.a\.)\*\*`)
	counts := map[string]int{}
	seen := map[string]bool{}
	for _, m := range row.FindAllStringSubmatch(string(doc), -1) {
		if seen[m[1]] {
			t.Errorf("rule %s has two rows", m[1])
		}
		seen[m[1]] = true
		counts[m[2]]++
	}
	if len(seen) != 149 {
		t.Errorf("%d rows, want the 149 headings", len(seen))
	}
	summary := fmt.Sprintf("%d headings — %d exact, %d reading, %d partial, %d not yet, %d n.a.",
		len(seen), counts["exact"], counts["reading"], counts["partial"], counts["not yet"], counts["n.a."])
	if !strings.Contains(string(doc), summary) {
		t.Errorf("the summary does not say %q", summary)
	}
	sources := testSources(t, ".") + testSources(t, "../dice") + testSources(t, "../hexmap")
	for _, m := range regexp.MustCompile("`(?:dice\\.)?(Test[A-Za-z0-9_]+)`").FindAllStringSubmatch(string(doc), -1) {
		if !strings.Contains(sources, "func "+m[1]+"(") {
			t.Errorf("the doc names %s, which does not exist", m[1])
		}
	}
}

func testSources(t *testing.T, dir string) string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*_test.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no test files in %s: %v", dir, err)
	}
	var b strings.Builder
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		b.Write(data)
	}
	return b.String()
}
