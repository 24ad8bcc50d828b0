package combat

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Every test the coverage document cites exists (in package combat or in
// the engine), every code file it names exists, and every Go name it puts
// in backquotes after a file is a word of that file: the document cannot
// drift from the code unnoticed.
func TestCoverageDocCitesRealTests(t *testing.T) {
	doc, err := os.ReadFile("../../../docs/rules-coverage-custoza.md")
	if err != nil {
		t.Fatal(err)
	}
	var src strings.Builder
	files, _ := filepath.Glob("*_test.go")
	engine, _ := filepath.Glob("../*_test.go")
	files = append(files, engine...)
	for _, f := range files {
		b, _ := os.ReadFile(f)
		src.Write(b)
	}
	tests := src.String()
	testName := regexp.MustCompile(`\bTest\w+`)
	rows, engineRows := 0, 0
	for _, line := range strings.Split(string(doc), "\n") {
		if !strings.HasPrefix(line, "| ") || !strings.Contains(line, "adjudicator/custoza") {
			continue
		}
		rows++
		cells := strings.Split(strings.Trim(line, "| "), " | ")
		if len(cells) != 5 {
			t.Errorf("a row without its five cells: %s", line)
			continue
		}
		if enginePath.MatchString(cells[2]) {
			engineRows++
		}
		if strings.Contains(cells[4], "not yet") {
			t.Errorf("a row still says not yet: %s", cells[0])
		}
		checkCode(t, cells[0], cells[2])
		for _, name := range testName.FindAllString(cells[3], -1) {
			if !strings.Contains(tests, "func "+name+"(") {
				t.Errorf("row %s cites %s, which is not a test of package combat or the engine", cells[0], name)
			}
		}
	}
	if rows < 300 {
		t.Errorf("only %d coverage rows name the custoza packages", rows)
	}
	if engineRows < 250 {
		t.Errorf("only %d coverage rows name the engine's code", engineRows)
	}
}

var (
	enginePath = regexp.MustCompile(`adjudicator/custoza/[a-z_]+\.go`)
	dirPrefix  = regexp.MustCompile(`^(adjudicator/custoza/(?:combat/)?|scenarios/data/)`)
	fileName   = regexp.MustCompile(`^([a-z_0-9.-]+\.(?:go|scn))`)
	goName     = regexp.MustCompile("`([A-Za-z_][A-Za-z0-9_]*(?:\\.[A-Za-z_][A-Za-z0-9_]*)?)`")
)

// checkCode reads a code cell: segments separated by "; ", each a file
// (a bare name is in the directory named last) and its backquoted names.
func checkCode(t *testing.T, rule, code string) {
	t.Helper()
	dir := ""
	for _, seg := range strings.Split(code, "; ") {
		seg = strings.TrimSpace(seg)
		if m := dirPrefix.FindString(seg); m != "" {
			dir = m
			seg = seg[len(m):]
		}
		f := fileName.FindString(seg)
		if f == "" || dir == "" {
			continue
		}
		path := map[string]string{"adjudicator/custoza/combat/": "", "adjudicator/custoza/": "../", "scenarios/data/": "../../../scenarios/data/"}[dir] + f
		body, err := os.ReadFile(path)
		if err != nil {
			t.Errorf("row %s names %s%s, which does not exist", rule, dir, f)
			continue
		}
		for _, m := range goName.FindAllStringSubmatch(seg, -1) {
			name := m[1]
			if i := strings.LastIndex(name, "."); i >= 0 {
				name = name[i+1:]
			}
			if !regexp.MustCompile(`\b` + regexp.QuoteMeta(name) + `\b`).Match(body) {
				t.Errorf("row %s names %s in %s%s, which has no such word", rule, m[1], dir, f)
			}
		}
	}
}
