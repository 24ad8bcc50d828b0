package scenarios

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A scenario file that includes a shared part, read from its directory:
// the Scenario's Source and Digest are the expanded text's, so a game
// binds the exact map; errors name the included file's own lines.
func TestIncludeFromAFile(t *testing.T) {
	emb, err := Load("custoza-23.1")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(emb.Source), "\ninclude ") || !strings.Contains(string(emb.Source), "\ngrid flat cols=10-70") {
		t.Fatal("the embedded scenario's Source is not the expanded text")
	}
	if emb.Digest != digest(emb.Source) {
		t.Fatal("the digest is not the expanded text's")
	}
	// the expanded Source parses on its own, as a game folder reads it
	if _, err := Parse("scenario.scn", emb.Source); err != nil {
		t.Fatalf("the expanded source does not parse alone: %v", err)
	}

	dir := t.TempDir()
	scn, _ := fs.ReadFile(data, "data/custoza-23.1.scn")
	shared, _ := fs.ReadFile(data, "data/custoza.map")
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("s.scn", strings.Replace(string(scn), "scenario custoza-23.1", "scenario s", 1))
	write("custoza.map", string(shared))
	s, err := Load(filepath.Join(dir, "s.scn"))
	if err != nil {
		t.Fatal(err)
	}
	if s.Map.Grid.Len() != emb.Map.Grid.Len() {
		t.Fatal("the file's map differs from the embedded one")
	}
	// a bad line inside the included file is reported at its own line
	bad := strings.Replace(string(shared), "\ngrid flat", "\nbogus line\ngrid flat", 1)
	write("custoza.map", bad)
	_, err = Load(filepath.Join(dir, "s.scn"))
	line := strings.Count(bad[:strings.Index(bad, "bogus line")], "\n") + 1
	var el ErrorList
	if !errors.As(err, &el) || len(el) == 0 || el[0].File != "custoza.map" || el[0].Line != line || !strings.Contains(el[0].Msg, "included by") {
		t.Fatalf("the error in the included file: %v, want custoza.map:%d", err, line)
	}
	// a missing file names the include line and what to do
	os.Remove(filepath.Join(dir, "custoza.map"))
	_, err = Load(filepath.Join(dir, "s.scn"))
	if err == nil || !strings.Contains(err.Error(), "include custoza.map") || !strings.Contains(err.Error(), "must be next to the scenario") {
		t.Fatalf("a missing include: %v", err)
	}
}

// Lines after an include keep their own numbers in errors.
func TestIncludeErrorsAfterTheIncludeKeepTheirLines(t *testing.T) {
	src := "a\ninclude x\nb\nc\n"
	full, segs, errs := expandIncludes("s.scn", []byte(src), func(string) ([]byte, error) { return []byte("1\n2\n3\n"), nil })
	if errs != nil {
		t.Fatal(errs)
	}
	if string(full) != "a\n1\n2\n3\nb\nc\n" {
		t.Fatalf("expanded %q", full)
	}
	got := relocate("s.scn", segs, ErrorList{{File: "s.scn", Line: 6, Msg: "c"}, {File: "s.scn", Line: 3, Msg: "2"}, {File: "s.scn", Line: 1, Msg: "a"}})
	want := []Error{{File: "s.scn", Line: 4}, {File: "x", Line: 2}, {File: "s.scn", Line: 1}}
	for i, w := range want {
		if got[i].File != w.File || got[i].Line != w.Line {
			t.Fatalf("error %d at %s:%d, want %s:%d", i, got[i].File, got[i].Line, w.File, w.Line)
		}
	}
}

// Includes are refused where they cannot be read safely: text parsed
// without its directory, a path, a nested include.
func TestIncludeRefusals(t *testing.T) {
	if _, err := Parse("x.scn", []byte("scenario x\n[map]\ninclude custoza.map\n")); err == nil || !strings.Contains(err.Error(), "x.scn:3: include is expanded when a scenario is loaded from its file") {
		t.Fatalf("Parse with an include: %v", err)
	}
	read := func(name string) ([]byte, error) {
		if name == "nested" {
			return []byte("ok\ninclude other\n"), nil
		}
		return []byte("ok\n"), nil
	}
	for src, want := range map[string]string{
		"include ../secret\n": "s.scn:1: include ../secret: name a file in the scenario's own directory, without a path",
		"include a b\n":       "s.scn:1: include takes one file name",
		"include nested\n":    "nested:2: an included file may not include another",
	} {
		_, _, errs := expandIncludes("s.scn", []byte(src), read)
		if errs == nil || !strings.Contains(errs.Error(), want) {
			t.Errorf("%q: %v, want %q", src, errs, want)
		}
	}
}

// FuzzExpandIncludes: any text expands without panicking, and text
// without include lines is unchanged.
func FuzzExpandIncludes(f *testing.F) {
	f.Add([]byte("scenario x\n[map]\ninclude m\narea cols=1-2\n"), []byte("grid flat cols=01-02 rows=01-02\n"))
	f.Add([]byte("include\ninclude a b\n\r\n"), []byte("include c\n"))
	f.Fuzz(func(t *testing.T, src, inc []byte) {
		full, segs, errs := expandIncludes("s.scn", src, func(string) ([]byte, error) { return inc, nil })
		if errs != nil {
			return
		}
		_ = relocate("s.scn", segs, ErrorList{{File: "s.scn", Line: 1}, {File: "s.scn", Line: len(segs) + 3}})
		if len(segs) == 0 && string(full) != strings.ReplaceAll(string(src), "\r\n", "\n") {
			t.Fatalf("%q expanded to %q with no include", src, full)
		}
	})
}
