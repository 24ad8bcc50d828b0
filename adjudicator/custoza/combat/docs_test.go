package combat

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Every test the coverage document cites for a combat row exists (here
// or in the engine),
// and every code file it names exists: the document cannot drift from
// the code unnoticed.
func TestCoverageDocCitesRealTests(t *testing.T) {
	doc, err := os.ReadFile("../../../docs/rules-coverage-custoza.md")
	if err != nil {
		t.Fatal(err)
	}
	var src strings.Builder
	// Rows the engine shares cite its tests too (package adjudicator/custoza).
	files, _ := filepath.Glob("*_test.go")
	engine, _ := filepath.Glob("../*_test.go")
	files = append(files, engine...)
	for _, f := range files {
		b, _ := os.ReadFile(f)
		src.Write(b)
	}
	tests := src.String()
	testName := regexp.MustCompile(`\bTest\w+`)
	fileName := regexp.MustCompile(`adjudicator/custoza/combat/([a-z]+\.(?:go|scn))`)
	rows := 0
	for _, line := range strings.Split(string(doc), "\n") {
		if !strings.Contains(line, "adjudicator/custoza/combat/") {
			continue
		}
		rows++
		for _, m := range fileName.FindAllStringSubmatch(line, -1) {
			if _, err := os.Stat(m[1]); err != nil {
				t.Errorf("the coverage doc names %s, which does not exist: %s", m[1], line)
			}
		}
		for _, name := range testName.FindAllString(line, -1) {
			if !strings.Contains(tests, "func "+name+"(") {
				t.Errorf("the coverage doc cites %s, which is not a test of package combat or the engine", name)
			}
		}
	}
	if rows < 50 {
		t.Errorf("only %d coverage rows name package combat", rows)
	}
}
