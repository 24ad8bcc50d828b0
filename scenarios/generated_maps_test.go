package scenarios_test

import (
	"os"
	"strings"
	"testing"
)

// generatedMaps are the scenarios whose [map] section is generated: the
// Goito map, and the one Custoza map the small scenarios share (each file
// carries a copy, as the format keeps one self-contained file per
// scenario; they differ only in their area line).
var generatedMaps = []struct {
	file string
	spec *mapSpec
}{
	{"data/goito1848.scn", goitoMap},
	{"data/custoza-23.1.scn", custozaMap},
	{"data/custoza-23.2.scn", custozaMap},
	{"data/custoza-23.3.scn", custozaMap},
}

// TestGeneratedMaps checks that every copy of a generated map is the
// generator's output, so that the scenarios on one map agree hex for hex.
func TestGeneratedMaps(t *testing.T) {
	for _, gm := range generatedMaps {
		src, err := os.ReadFile(gm.file)
		if err != nil {
			t.Fatal(err)
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
