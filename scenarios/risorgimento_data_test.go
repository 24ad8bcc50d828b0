package scenarios_test

// Tests of the Risorgimento 1859 scenarios (data/): they
// parse and check, every place stands where its coordinates put it
// relative to the others and at the rulebook's scale, the hexes the
// rulebook's examples name have the terrain the examples need, and the
// orders of battle count what the sources count.

import (
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

func loadRS(t *testing.T, id string) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.Load("data/" + id + ".scn")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestRisorgimentoScenariosCheck(t *testing.T) {
	for _, c := range []struct {
		id    string
		turns int
		first string
	}{{"magenta1859", 11, "10:00"}, {"solferino1859", 16, "05:00"}} {
		s := loadRS(t, c.id)
		if s.ID != c.id || s.System != "risorgimento" || len(s.Sides) != 2 || s.Sides[0].ID != "france" || s.Sides[1].ID != "austria" {
			t.Errorf("%s: header %s %s %v", c.id, s.ID, s.System, s.Sides)
		}
		if s.LastTurn() != c.turns || len(s.TurnTrack) != c.turns || s.TurnTrack[0].Time != c.first {
			t.Errorf("%s: %d turns from %s, want %d from %s", c.id, len(s.TurnTrack), s.TurnTrack[0].Time, c.turns, c.first)
		}
		rb, est := s.ProvenanceCounts()
		if src := s.SourcedCount(); rb == 0 || est == 0 || src == 0 {
			t.Errorf("%s: provenance rulebook %d, source %d, estimated %d: want each kind", c.id, rb, src, est)
		}
		// Formatting and parsing again gives the same scenario (the
		// @source marks survive the writer).
		again, err := scenarios.Parse("again.scn", []byte(s.Format()))
		if err != nil {
			t.Fatalf("%s: the formatted text does not parse: %v", c.id, err)
		}
		if a, b := again.SourcedCount(), s.SourcedCount(); a != b {
			t.Errorf("%s: %d sourced values after formatting, %d before", c.id, a, b)
		}
	}
}

// TestRisorgimentoDocCounts: the provenance counts docs/scenario-risorgimento.md
// reports are the files' own.
func TestRisorgimentoDocCounts(t *testing.T) {
	doc, err := os.ReadFile("../docs/scenario-risorgimento.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"magenta1859", "solferino1859"} {
		s := loadRS(t, id)
		rb, est := s.ProvenanceCounts()
		want := fmt.Sprintf("| %d | %d | %d |", rb, s.SourcedCount(), est)
		if !strings.Contains(string(doc), "| `"+id+"` |") || !strings.Contains(string(doc), want) {
			t.Errorf("docs/scenario-risorgimento.md: the row of %s should end %q", id, want)
		}
	}
}

// centre is a hex's position in hex widths: x east, y south.
func centre(h hexmap.Hex) (x, y float64) {
	y = float64(h.Row)
	if h.Col%2 == 1 {
		y += 0.5
	}
	return float64(h.Col) * math.Sqrt(3) / 2, y
}

func placeHex(t *testing.T, s *scenarios.Scenario, name string) hexmap.Hex {
	t.Helper()
	p, ok := s.Map.Place(name)
	if !ok {
		t.Fatalf("%s: no place %q", s.ID, name)
	}
	return p.Hexes[0]
}

// relation is "a is DIR of b", DIR one or two of n, s, e, w.
type relation struct{ a, dir, b, why string }

func checkRelations(t *testing.T, s *scenarios.Scenario, rels []relation) {
	t.Helper()
	for _, r := range rels {
		ax, ay := centre(placeHex(t, s, r.a))
		bx, by := centre(placeHex(t, s, r.b))
		for _, d := range r.dir {
			ok := map[rune]bool{'n': ay < by, 's': ay > by, 'e': ax > bx, 'w': ax < bx}[d]
			if !ok {
				t.Errorf("%s: %s should be %c of %s (%s)", s.ID, r.a, d, r.b, r.why)
			}
		}
	}
}

// haversineKm is the distance between two coordinates.
func haversineKm(lat1, lon1, lat2, lon2 float64) float64 {
	rad := math.Pi / 180
	dlat, dlon := (lat2-lat1)*rad, (lon2-lon1)*rad
	a := math.Sin(dlat/2)*math.Sin(dlat/2) + math.Cos(lat1*rad)*math.Cos(lat2*rad)*math.Sin(dlon/2)*math.Sin(dlon/2)
	return 2 * 6371 * math.Asin(math.Sqrt(a))
}

// checkScale: between every two places whose coordinates a source gives,
// the distance between their hexes' centres is the true distance at 325
// yards a hex (2.5), within a hex and a half.
func checkScale(t *testing.T, s *scenarios.Scenario, sp *rsMapSpec) {
	t.Helper()
	var sourced []rsPlace
	for _, p := range sp.places {
		if p.src[:7] == "@source" {
			sourced = append(sourced, p)
		}
	}
	if len(sourced) < 2 {
		t.Fatalf("%s: fewer than two places with sourced coordinates", s.ID)
	}
	for i, a := range sourced {
		for _, b := range sourced[i+1:] {
			km := haversineKm(a.lat, a.lon, b.lat, b.lon)
			ax, ay := centre(placeHex(t, s, a.name))
			bx, by := centre(placeHex(t, s, b.name))
			onMap := math.Hypot(ax-bx, ay-by) * rsHexKm
			if math.Abs(onMap-km) > 1.5*rsHexKm+0.05*km {
				t.Errorf("%s: %s-%s is %.2f km on the map, %.2f km on the ground", s.ID, a.name, b.name, onMap, km)
			}
		}
	}
}

func TestRisorgimentoMagentaPlaces(t *testing.T) {
	s := loadRS(t, "magenta1859")
	checkRelations(t, s, []relation{
		{"Magenta", "e", "Ponte Nuovo", "Magenta lies east of the Naviglio, Ponte Nuovo on it"},
		{"Ponte Nuovo", "e", "Ponte di San Martino", "the road crosses the Ticino, then the Naviglio"},
		{"San Martino", "w", "Ponte di San Martino", "the bridgehead on the west bank"},
		{"Boffalora", "n", "Ponte Nuovo", "Buffalora north of Ponte Nuovo on the canal"},
		{"Boffalora", "w", "Magenta", "Boffalora on the canal, west of Magenta"},
		{"Bernate", "n", "Boffalora", "Bernate upstream on the canal"},
		{"Cuggiono", "n", "Bernate", "MacMahon came down from Cuggiono"},
		{"Marcallo", "ne", "Boffalora", "Marcallo north of Magenta, east of the canal"},
		{"Marcallo", "n", "Magenta", "Marcallo north of Magenta"},
		{"Ponte Vecchio", "sw", "Magenta", "the old bridge south-west of the town"},
		{"Ponte Vecchio", "s", "Ponte Nuovo", "downstream on the canal"},
		{"Robecco", "s", "Ponte Vecchio", "further downstream"},
		{"Corbetta", "e", "Magenta", "on the Milan road"},
	})
	checkScale(t, s, magentaMapSpec)
	// The Naviglio: every canal hexside separates the valley (level 1)
	// from the terrace (level 2), and Magenta, Marcallo, Corbetta and
	// Robecco are on the terrace while San Martino and the Ticino bridge
	// are not (5.27: the Magenta level-2 hexes).
	for _, name := range []string{"Magenta", "Marcallo", "Corbetta", "Robecco", "Boffalora", "Ponte Nuovo"} {
		if l := s.Map.Elevation(placeHex(t, s, name)); l != 2 {
			t.Errorf("%s is at level %d, want 2 (east of the Naviglio)", name, l)
		}
	}
	for _, name := range []string{"San Martino"} {
		if l := s.Map.Elevation(placeHex(t, s, name)); l != 1 {
			t.Errorf("%s is at level %d, want 1 (the Ticino valley)", name, l)
		}
	}
	// 4.12: the Naviglio is written as the chart's canal (5.23) and the
	// scenario says this map's canals are the Naviglio.
	if v, _ := s.Rule("naviglio"); v != "on" {
		t.Errorf("rule naviglio is %q, want on (4.12)", v)
	}
	canal, bridges := hexsides(s, "canal"), hexsides(s, "bridge")
	if len(canal) < 30 {
		t.Errorf("the Naviglio has %d hexsides, want it across the map", len(canal))
	}
	for hs := range canal {
		a, b := hs.Hexes()
		if la, lb := s.Map.Elevation(a), s.Map.Elevation(b); la+lb != 3 {
			t.Errorf("canal hexside %v between levels %d and %d", hs, la, lb)
		}
	}
	// The Novara-Milan road crosses the Ticino by a bridge hex and the
	// Naviglio by a bridge hexside (5.23).
	road := pathOf(t, s, "major-road")
	crossed := false
	for i := 1; i < len(road); i++ {
		hs, _ := s.Map.Grid.HexsideBetween(road[i-1], road[i])
		if canal[hs] && !bridges[hs] {
			t.Errorf("the major road crosses the Naviglio at %v without a bridge", hs)
		}
		crossed = crossed || bridges[hs]
		if tt, _ := s.Map.Terrain(road[i]); tt.Name == "ticino" {
			t.Errorf("the major road enters the Ticino at %v", road[i])
		}
	}
	if !crossed {
		t.Error("the major road never crosses the Naviglio")
	}
}

func TestRisorgimentoSolferinoPlaces(t *testing.T) {
	s := loadRS(t, "solferino1859")
	checkRelations(t, s, []relation{
		{"Solferino", "n", "Medole", "Medole in the plain south of the hills"},
		{"Solferino", "n", "Guidizzolo", "Guidizzolo in the plain"},
		{"San Martino", "n", "Solferino", "San Martino in the north"},
		{"San Martino", "n", "Madonna della Scoperta", "Madonna della Scoperta between Solferino and San Martino"},
		{"Madonna della Scoperta", "n", "Solferino", "north of Solferino"},
		{"Pozzolengo", "ne", "Madonna della Scoperta", "Pozzolengo east of the Scoperta"},
		{"Pozzolengo", "se", "San Martino", "Pozzolengo south-east of San Martino"},
		{"Cavriana", "se", "Solferino", "Cavriana south-east of Solferino"},
		{"San Cassiano", "se", "Solferino", "San Cassiano between Solferino and Cavriana"},
		{"San Cassiano", "nw", "Cavriana", "San Cassiano between Solferino and Cavriana"},
		{"Guidizzolo", "e", "Medole", "Medole west of Guidizzolo"},
		{"Guidizzolo", "s", "Cavriana", "Guidizzolo south of Cavriana"},
		{"Castiglione", "w", "Medole", "the French came from Castiglione in the west"},
		{"Castiglione", "w", "Solferino", "the French came from Castiglione in the west"},
		{"Rocca di Solferino", "n", "Solferino", "5.29: the castle above the village"},
	})
	checkScale(t, s, solferinoMapSpec)
	if d := s.Map.Grid.Distance(placeHex(t, s, "Rocca di Solferino"), placeHex(t, s, "Solferino")); d != 1 {
		t.Errorf("the castle is %d hexes from Solferino, want 1 (above the village)", d)
	}
	if tt, _ := s.Map.Terrain(placeHex(t, s, "Rocca di Solferino")); tt.Name != "castle" {
		t.Errorf("the Rocca is %s, want castle (5.29)", tt.Name)
	}
	// 5.23 note: the big canal runs through Medole.
	medole := placeHex(t, s, "Medole")
	through := false
	for hs := range hexsides(s, "canal") {
		through = through || hs.Has(medole)
	}
	if !through {
		t.Error("no canal hexside at Medole (5.23 note: the big canal through Medole)")
	}
	// 5.24: every level 4 and 5 hex is Rough (except the castle and the
	// villages on the heights).
	for _, h := range s.Map.Grid.Hexes() {
		if !s.Map.OnMap(h) || s.Map.Elevation(h) < 4 {
			continue
		}
		if tt, _ := s.Map.Terrain(h); tt.Name != "rough" && tt.Name != "wooded-rough" && tt.Name != "castle" && tt.Name != "village" {
			t.Errorf("%v at level %d is %s, want rough (5.24)", h, s.Map.Elevation(h), tt.Name)
		}
	}
	// 6.23: the southern plain is Lightly Cultivated.
	if tt, _ := s.Map.Terrain(hexmap.Hex{Col: 20, Row: 50}); tt.Name != "lightly-cultivated" {
		t.Errorf("the plain of Medole is %s, want lightly-cultivated", tt.Name)
	}
}

// TestRisorgimentoExampleHexes: the hexes the rulebook's examples name have
// the terrain the examples need (risorgimento-facts (c) 10).
func TestRisorgimentoExampleHexes(t *testing.T) {
	m := loadRS(t, "magenta1859")
	hc := func(s *scenarios.Scenario, x string) bool {
		tt, _ := s.Map.Terrain(mustHex(x))
		return tt.Name == "heavily-cultivated"
	}
	// 6.23 E23: M2403 facing M2503 controls M2503 and M2404 (by road),
	// not M2502; all Heavily Cultivated.
	for _, x := range []string{"2403", "2404", "2502", "2503"} {
		if !hc(m, x) {
			t.Errorf("6.23 E23: M%s is not Heavily Cultivated", x)
		}
	}
	if !onPath(m, "minor-road", "2403", "2404") {
		t.Error("6.23 E23: no road from M2403 to M2404")
	}
	for _, x := range []string{"2502", "2503", "2404"} {
		if !m.Map.Grid.Adjacent(mustHex("2403"), mustHex(x)) {
			t.Errorf("6.23 E23: M%s is not adjacent to M2403", x)
		}
	}
	// 7.52 E29: cavalry in M4609 may charge M4507 (two hexes by road into
	// Heavily Cultivated) but not M4408 (Heavily Cultivated off the road).
	if !onPath(m, "minor-road", "4609", "4508") || !onPath(m, "minor-road", "4508", "4507") {
		t.Error("7.52 E29: no road M4609-M4508-M4507")
	}
	if !hc(m, "4507") || !hc(m, "4508") || !hc(m, "4408") {
		t.Error("7.52 E29: M4507, M4508 and M4408 must be Heavily Cultivated")
	}
	for _, p := range m.Map.Paths {
		for _, h := range p.Hexes {
			if h == mustHex("4408") {
				t.Errorf("7.52 E29: M4408 is on a %s", p.Kind)
			}
		}
	}
	if d := m.Map.Grid.Distance(mustHex("4609"), mustHex("4408")); d != 2 {
		t.Errorf("7.52 E29: M4408 is %d hexes from M4609, want 2", d)
	}

	s := loadRS(t, "solferino1859")
	// 5.25 E20: infantry S2218 → S2117 pays 1 to enter (clear) + 2 for a
	// Sharp ridge (two levels).
	a, b := mustHex("2218"), mustHex("2117")
	hs, ok := s.Map.Grid.HexsideBetween(a, b)
	if !ok || !hexsides(s, "ridge-2")[hs] {
		t.Error("5.25 E20: no ridge-2 hexside between S2218 and S2117")
	}
	if tt, _ := s.Map.Terrain(b); tt.Name != "clear" || s.Map.Elevation(b)-s.Map.Elevation(a) != 2 {
		t.Errorf("5.25 E20: S2117 is %s at %d levels above S2218, want clear, 2", tt.Name, s.Map.Elevation(b)-s.Map.Elevation(a))
	}
	// 5.21 E18: the road from S1424 into S1425 crosses a slope.
	if !onPath(s, "minor-road", "1424", "1425") || s.Map.Elevation(mustHex("1424")) == s.Map.Elevation(mustHex("1425")) {
		t.Error("5.21 E18: no road across a slope from S1424 to S1425")
	}
}

// TestRisorgimentoOrdersOfBattle counts what the rulebook and the sources
// count (docs/scenario-risorgimento.md, "Orders of battle").
func TestRisorgimentoOrdersOfBattle(t *testing.T) {
	s := loadRS(t, "solferino1859")
	m := loadRS(t, "magenta1859")
	for _, c := range []struct {
		s       *scenarios.Scenario
		form    string
		kind    string // counted: "brigades", "bns" (infantry battalions), "bat" (batteries), "cav" (regiments)
		min, mx int
		why     string
	}{
		{s, "a5", "brigades", 5, 5, "9.2 E33: V Corps, five brigades"},
		{s, "a3", "brigades", 5, 5, "4.13 E8: Pokorny, Dienstl, Wetzlar, Hartung, Rösgen"},
		{s, "a11", "brigades", 5, 5, "Hungarian history, 'A déli szárnyakon': Baltin, Greschke, Dobrzensky, Host, Klapka"},
		{s, "a8", "brigades", 6, 6, "Hungarian history, 'Az északi szárnyakon': five brigades and Reichlin's"},
		{s, "goze-bde", "bns", 9, 9, "2.2: three battalions each of the 1st Zouaves, 33rd and 34th"},
		{s, "hoditz-bde", "bns", 5, 5, "2.2: four battalions of Ernst and the 14th Jäger"},
		{s, "colliano-bde", "bns", 9, 9, "2.2: 1st and 2nd Grenadiers, four battalions each, and the 3rd Bersaglieri"},
		{s, "niol-bde", "bns", 5, 5, "fra.wiki OOB: five battalions"},
		{s, "blanchard-bde", "bns", 6, 6, "fra.wiki OOB: six battalions"},
		{s, "guard", "bat", 6, 6, "fra.wiki OOB: 36 guns, six batteries of six"},
		{s, "a3", "bat", 9, 9, "fr.wikipedia OOB: 72 guns in batteries of eight"},
		{s, "a9", "bat", 8, 8, "fr.wikipedia OOB: 64 guns"},
		{s, "a11", "bat", 3, 3, "fr.wikipedia OOB: 25 guns"},
		{s, "a3", "bns", 23, 25, "fr.wikipedia OOB: 17,895 infantry at 750 (2.5)"},
		{s, "a9", "bns", 24, 26, "fr.wikipedia OOB: 18,728 infantry at 750 (2.5)"},
		{s, "a11", "bns", 16, 18, "fr.wikipedia OOB: 12,486 infantry at 750 (2.5)"},
		{s, "lang", "bns", 10, 10, "5.41 E22: Dauber and Lippert, the standard brigade"},
		{s, "a8d2", "bns", 15, 15, "with Lang's, the VIII Corps' own 25 battalions: 2.5, 29,000 Sardinians were 50 per cent more than the VIII Corps, at 750"},
		{s, "i", "bns", 39, 42, "2.5: the I Corps' 22,000 at 550"},
		{s, "iii", "bns", 19, 21, "2.5: the III Corps' 11,000 at 550"},
		{s, "a3", "cav", 2, 2, "fr.wikipedia OOB: 880 horsemen; 7.54 E30: the 3/4 Sicilian Uhlans"},
		{s, "zedtwitz", "cav", 6, 6, "fr.wikipedia OOB: 2,970 horsemen at 500 (2.5)"},
		{s, "morris", "cav", 6, 6, "fra.wiki OOB: 3,259 Guard horsemen, six regiments at 500 (2.5)"},
		{m, "a1", "bns", 9, 10, "Gyulai's report: about 7,000 of Clam's men at Magenta, at 750"},
		{m, "mellinet", "bns", 11, 11, "fra.wiki OOB: five and six battalions"},
	} {
		n := countOOB(c.s, c.form, c.kind)
		if n < c.min || n > c.mx {
			t.Errorf("%s %s: %d %s, want %d-%d (%s)", c.s.ID, c.form, n, c.kind, c.min, c.mx, c.why)
		}
	}
	// Every brigade's bns key is its counters' battalions.
	for _, sc := range []*scenarios.Scenario{s, m} {
		for _, f := range sc.Formations {
			if v, ok := extra(f, "bns"); ok {
				want, _ := strconv.Atoi(v)
				if got := countOOB(sc, f.ID, "bns"); got != want {
					t.Errorf("%s %s: bns=%d but its counters hold %d battalions", sc.ID, f.ID, want, got)
				}
			}
		}
	}
}

// countOOB counts under a formation (and the formations inside it).
func countOOB(s *scenarios.Scenario, form, kind string) int {
	in := func(f string) bool {
		for f != "" {
			if f == form {
				return true
			}
			ff, ok := s.Formation(f)
			if !ok {
				return false
			}
			f = ff.Parent
		}
		return false
	}
	n := 0
	if kind == "brigades" {
		for _, f := range s.Formations {
			if k, _ := extra(f, "kind"); k == "brigade" && in(f.ID) {
				n++
			}
		}
		return n
	}
	for _, c := range s.Counters {
		if c.Leader || !in(c.Formation) {
			continue
		}
		switch {
		case kind == "bat" && c.Type == "art", kind == "cav" && c.Type == "cav":
			n++
		case kind == "bns" && (c.Type == "inf" || c.Type == "linf" || c.Type == "jager"):
			b, ok := c.Int("bns")
			if !ok {
				b = 1
			}
			n += b
		}
	}
	return n
}

func extra(f *scenarios.Formation, key string) (string, bool) {
	for _, r := range f.Extra {
		if r.Key == key {
			return r.Value, true
		}
	}
	return "", false
}

func hexsides(s *scenarios.Scenario, kind string) map[hexmap.Hexside]bool {
	out := map[hexmap.Hexside]bool{}
	for _, f := range s.Map.Hexsides {
		if f.Kind == kind {
			for _, hs := range f.Sides {
				out[s.Map.Hexside(hs)] = true
			}
		}
	}
	return out
}

func pathOf(t *testing.T, s *scenarios.Scenario, kind string) []hexmap.Hex {
	t.Helper()
	for _, p := range s.Map.Paths {
		if p.Kind == kind {
			return p.Hexes
		}
	}
	t.Fatalf("%s: no %s", s.ID, kind)
	return nil
}

// onPath reports whether a path of the kind runs from a to b directly.
func onPath(s *scenarios.Scenario, kind, a, b string) bool {
	ha, hb := mustHex(a), mustHex(b)
	for _, p := range s.Map.Paths {
		if p.Kind != kind {
			continue
		}
		for i := 1; i < len(p.Hexes); i++ {
			if p.Hexes[i-1] == ha && p.Hexes[i] == hb || p.Hexes[i-1] == hb && p.Hexes[i] == ha {
				return true
			}
		}
	}
	return false
}
