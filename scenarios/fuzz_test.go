package scenarios

import (
	"os"
	"path/filepath"
	"testing"
)

func addSeeds(f *testing.F, pattern string) {
	files, _ := filepath.Glob(pattern)
	for _, file := range files {
		if data, err := os.ReadFile(file); err == nil {
			f.Add(data)
		}
	}
}

// FuzzParse: Parse never panics; what parses also checks without
// panicking, and its canonical form parses to a fixed point.
func FuzzParse(f *testing.F) {
	addSeeds(f, "testdata/*.scn")
	addSeeds(f, "testdata/broken/*.scn")
	addSeeds(f, "data/*.scn") // the shipped scenarios: areas, generated maps, ids like custoza-23.1, @source provenance
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Parse("fuzz.scn", data)
		if err != nil {
			return
		}
		s.Check()
		s.ProvenanceCounts()
		s.SourcedCount()
		out := s.Format()
		s2, err := Parse("fuzz.scn", out)
		if err != nil {
			t.Fatalf("canonical form does not parse: %v\n%s", err, out)
		}
		if again := s2.Format(); string(again) != string(out) {
			t.Fatalf("Format is not a fixed point:\n%s\n---\n%s", out, again)
		}
	})
}

// FuzzApplyTables: an override never panics, and one that is accepted
// leaves no table gap.
func FuzzApplyTables(f *testing.F) {
	addSeeds(f, "testdata/*.tables")
	addSeeds(f, "testdata/broken/*.tables")
	src, err := os.ReadFile("testdata/example.scn")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Parse("testdata/example.scn", src)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.ApplyTables("fuzz.tables", data); err != nil {
			return
		}
		for _, tb := range s.Tables {
			if errs := checkTable(tb.File, tb); len(errs) > 0 {
				t.Fatalf("accepted override leaves gaps: %v", errs)
			}
		}
	})
}
