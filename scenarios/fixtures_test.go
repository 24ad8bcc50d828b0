package scenarios

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// errorMark is an expected error written next to the bad line, in a
// comment: # ERROR "text" (text must occur in a message reported at that
// line); a line may carry several: # ERROR "a" ERROR "b".
var errorMark = regexp.MustCompile(`ERROR "((?:[^"\\]|\\.)*)"`)

// TestBroken parses and checks every fixture in testdata/broken and
// requires exactly the errors its # ERROR marks announce, at their lines.
func TestBroken(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob("testdata/broken/*.scn")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no fixtures in testdata/broken")
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			checkMarks(t, file, src, problems(file, src))
		})
	}
}

// problems returns the parse errors, or else the check errors.
func problems(file string, src []byte) ErrorList {
	s, err := Parse(file, src)
	if err != nil {
		var list ErrorList
		if errors.As(err, &list) {
			return list
		}
		return ErrorList{{File: file, Msg: err.Error()}}
	}
	return s.Check()
}

type mark struct {
	line int
	text string
}

func marks(src []byte) []mark {
	var out []mark
	for i, l := range strings.Split(string(src), "\n") {
		for _, m := range errorMark.FindAllStringSubmatch(l, -1) {
			out = append(out, mark{i + 1, strings.ReplaceAll(m[1], `\"`, `"`)})
		}
	}
	return out
}

func checkMarks(t *testing.T, file string, src []byte, errs ErrorList) {
	t.Helper()
	want := marks(src)
	if len(want) == 0 {
		t.Fatalf("%s has no # ERROR marks", file)
	}
	used := make([]bool, len(errs))
	for _, m := range want {
		found := false
		for i, e := range errs {
			if e.Line == m.line && strings.Contains(e.Msg, m.text) && !used[i] {
				used[i], found = true, true
				break
			}
		}
		if !found {
			t.Errorf("%s:%d: expected error %q not reported", file, m.line, m.text)
		}
	}
	var extra []string
	for i, e := range errs {
		if !used[i] {
			extra = append(extra, e.Error())
		}
	}
	sort.Strings(extra)
	for _, e := range extra {
		t.Errorf("unexpected error: %s", e)
	}
}
