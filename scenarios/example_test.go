package scenarios

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// registered once for every test: the "toy" system's rating keys.
func init() {
	RegisterValidator("toy", func(s *Scenario) []Error {
		return s.CheckRatingKeys(KeysAllowed("sp", "eff", "mp", "cmd", "range"))
	})
}

func loadExample(t *testing.T) *Scenario {
	t.Helper()
	src, err := os.ReadFile("testdata/example.scn")
	if err != nil {
		t.Fatal(err)
	}
	s, err := Parse("testdata/example.scn", src)
	if err != nil {
		t.Fatal(err)
	}
	if errs := s.Check(); len(errs) > 0 {
		t.Fatal(errs)
	}
	return s
}

func TestExample(t *testing.T) {
	t.Parallel()
	s := loadExample(t)
	m := s.Map
	if tt, ok := m.Terrain(Hex{Col: 2, Row: 1}); !ok || tt.Name != "town" {
		t.Errorf("terrain of 0201 = %v, %v", tt, ok)
	}
	if m.OnMap(Hex{Col: 3, Row: 2}) || !m.OnMap(Hex{Col: 2, Row: 2}) {
		t.Error("OnMap wrong for 0302 or 0202")
	}
	if m.Elevation(Hex{Col: 3, Row: 1}) != 1 {
		t.Error("elevation of 0301")
	}
	if c, ok := s.Counter("r1"); !ok || c.Size != 2 || c.Formation != "rd" {
		t.Errorf("r1 = %+v", c)
	} else if v, _ := c.Int("sp"); v != 4 || len(c.Reduced) != 3 {
		t.Errorf("r1 sp = %d, reduced %v", v, c.Reduced)
	}
	if got := s.Setup[1].Where[0]; got.Kind != "within" || got.Place != "Ponte Vecchio" || got.Radius != 1 {
		t.Errorf("b1 placement = %+v", got)
	}
	if r := s.Reinforcements[0]; r.Turn != 2 || r.Entries[0] != "west" || r.If == "" {
		t.Errorf("reinforcement = %+v", r)
	}
	if tb, _ := s.Table("crt"); tb == nil {
		t.Error("no crt")
	} else if r, ok := tb.RowFor(4); !ok || r.Key != "2..5" {
		t.Errorf("RowFor(4) = %v", r)
	} else if c, _ := tb.Cell("6", "3:1"); c != "DE" {
		t.Errorf("crt 6 3:1 = %q", c)
	}
	if v, ok := s.Rule("first-player"); !ok || v != "red" {
		t.Errorf("rule first-player = %q %v", v, ok)
	}
	rb, est := s.ProvenanceCounts()
	if rb != 19 || est != 29 {
		t.Errorf("provenance counts = %d rulebook, %d estimated", rb, est)
	}
}

// TestRoundTrip: Parse → Format → Parse gives the same data, and Format
// is a fixed point.
func TestRoundTrip(t *testing.T) {
	t.Parallel()
	files, _ := filepath.Glob("testdata/*.scn")
	broken, _ := filepath.Glob("testdata/broken/*.scn")
	if len(files) < 2 {
		t.Fatal("no fixtures")
	}
	for _, file := range append(files, broken...) {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		a, err := Parse(file, src)
		if err != nil {
			continue // broken fixtures that do not parse have nothing to round-trip
		}
		out := a.Format()
		b, err := Parse(file, out)
		if err != nil {
			t.Fatalf("%s: reparse: %v\n%s", file, err, out)
		}
		if again := b.Format(); string(again) != string(out) {
			t.Errorf("%s: Format is not a fixed point:\n%s\n---\n%s", file, out, again)
		}
		if !sameData(a, b) {
			t.Errorf("%s: data changed in the round trip:\n%s", file, out)
		}
	}
}

// sameData compares two scenarios, ignoring line numbers, source and
// digest. It zeroes those fields of a and b.
func sameData(a, b *Scenario) bool {
	for _, s := range []*Scenario{a, b} {
		s.Source, s.Digest, s.lines = nil, "", nil
		for _, t := range s.Tables {
			t.columnsLine, t.rowsLine = 0, 0
		}
		zeroLines(reflect.ValueOf(s))
	}
	return reflect.DeepEqual(a, b)
}

// zeroLines sets every exported int field named Line to 0.
func zeroLines(v reflect.Value) {
	switch v.Kind() {
	case reflect.Pointer:
		if !v.IsNil() {
			zeroLines(v.Elem())
		}
	case reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			zeroLines(v.Index(i))
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			f := v.Field(i)
			if !f.CanSet() {
				continue
			}
			if v.Type().Field(i).Name == "Line" && f.Kind() == reflect.Int {
				f.SetInt(0)
				continue
			}
			zeroLines(f)
		}
	}
}

func TestWhereHexes(t *testing.T) {
	t.Parallel()
	m := loadExample(t).Map
	for _, tc := range []struct {
		w    Where
		want string
	}{
		{Where{Kind: "at", Hexes: []Hex{{Col: 3, Row: 1}, {Col: 3, Row: 2}}}, "[0301]"},
		{Where{Kind: "within", Place: "Ponte Vecchio", Radius: 1}, "[0101 0102 0201 0202 0301]"},
		{Where{Kind: "within", Hexes: []Hex{{Col: 1, Row: 1}}, Radius: 1}, "[0101 0102 0201]"},
		{Where{Kind: "columns", MinCol: 2, MaxCol: 3}, "[0201 0202 0301]"},
		{Where{Kind: "anywhere"}, "[0101 0102 0201 0202 0301]"},
	} {
		if got := fmt.Sprint(hexStrings(m.Hexes(tc.w))); got != tc.want {
			t.Errorf("Hexes(%+v) = %s, want %s", tc.w, got, tc.want)
		}
	}
}

func TestArea(t *testing.T) {
	t.Parallel()
	src, err := os.ReadFile("testdata/example.scn")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(src), "terrain c clear", "area cols=01-02 @rulebook \"test: west of column 02\"\nterrain c clear", 1)
	s, err := Parse("area.scn", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if s.Map.OnMap(Hex{Col: 3, Row: 1}) || !s.Map.OnMap(Hex{Col: 2, Row: 1}) {
		t.Error("area not applied by OnMap")
	}
	errs := s.Check()
	if len(errs) == 0 || !strings.Contains(errs.Error(), "hex 0301 is not on the map") {
		t.Errorf("Check = %v, want hex 0301 off the map", errs)
	}
	// The map's own lines may name hexes outside the area (the road runs
	// on to 0301), so that scenarios on one map share its lines; set-up
	// and supply may not.
	for _, e := range errs {
		if line := lineOf(text, "path road"); e.Line == line {
			t.Errorf("the path line is refused: %v", e)
		}
	}
	if !s.Map.OnSheet(Hex{Col: 3, Row: 1}) || s.Map.InArea(Hex{Col: 3, Row: 1}) {
		t.Error("OnSheet/InArea wrong for 0301")
	}
	if got := fmt.Sprint(hexStrings(s.Map.Hexes(Where{Kind: "anywhere"}))); got != "[0101 0102 0201 0202]" {
		t.Errorf("anywhere = %s", got)
	}
	again, err := Parse("area.scn", s.Format())
	if err != nil || again.Map.Area == nil || again.Map.Area.LastCol != 2 {
		t.Errorf("area lost in the round trip: %v", err)
	}
}

// lineOf is the number of the first line of text that starts with prefix.
func lineOf(text, prefix string) int {
	for i, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(l, prefix) {
			return i + 1
		}
	}
	return 0
}
