package scenarios_test

import (
	"os"
	"strings"
	"testing"
)

// generatedMaps are the files whose map is generated: the Goito map in
// its scenario's [map] section, and the one Custoza map in the file the
// Custoza scenarios include (data/custoza.map: the section's lines without
// its [map] line).
var generatedMaps = []struct {
	file   string
	spec   *mapSpec
	shared bool
}{
	{"data/goito1848.scn", goitoMap, false},
	{"data/custoza.map", custozaMap, true},
}

// includers are the scenarios that take their map from a shared file.
var includers = map[string][]string{
	"custoza.map": {"data/custoza-23.1.scn", "data/custoza-23.2.scn", "data/custoza-23.3.scn"},
}

// TestGeneratedMaps checks that every generated map is the generator's
// output, so that the scenarios on one map agree hex for hex.
func TestGeneratedMaps(t *testing.T) {
	for _, gm := range generatedMaps {
		src, err := os.ReadFile(gm.file)
		if err != nil {
			t.Fatal(err)
		}
		if gm.shared {
			want := sharedMap(generate(gm.spec))
			if string(src) == want {
				continue
			}
			if !*update {
				t.Errorf("%s differs from its generator; run go test ./scenarios -run TestGeneratedMaps -update", gm.file)
				continue
			}
			if err := os.WriteFile(gm.file, []byte(want), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		before, got, after, ok := mapSection(string(src))
		if !ok {
			t.Fatalf("%s: no \"# GENERATED MAP\" block", gm.file)
		}
		want := generate(gm.spec)
		if got == want {
			continue
		}
		if !*update {
			t.Errorf("%s: the [map] section differs from its generator; run go test ./scenarios -run TestGeneratedMaps -update", gm.file)
			continue
		}
		area := ""
		for _, l := range strings.SplitAfter(string(src), "\n") {
			if strings.HasPrefix(l, "area ") {
				area = l
			}
		}
		if err := os.WriteFile(gm.file, []byte(before+want+area+after), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// sharedMap is a generated [map] section as a shared file: the lines
// without the [map] line, which each includer writes itself.
func sharedMap(section string) string {
	return strings.Replace(section, "[map]\n", "", 1)
}

// TestSharedMapsIncluded: each scenario on a shared map takes it whole
// from the shared file, with only its own area line after it, and no copy
// of its own.
func TestSharedMapsIncluded(t *testing.T) {
	for name, files := range includers {
		for _, f := range files {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			want := "[map]\ninclude " + name + "\narea "
			if !strings.Contains(string(src), want) {
				t.Errorf("%s: its [map] section is not %q followed by its area line", f, "include "+name)
			}
			if strings.Contains(string(src), "\ngrid ") {
				t.Errorf("%s carries a map of its own (a grid line)", f)
			}
		}
	}
}
