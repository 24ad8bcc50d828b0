package scenarios_test

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"

	_ "github.com/mincio/mincio/adjudicator/custoza" // the custoza validator
	"github.com/mincio/mincio/adjudicator/render"
	"github.com/mincio/mincio/scenarios"
)

// The reconstructed scenarios of the Custoza system (docs/scenario-custoza.md).
var custozaScenarios = []string{"goito1848", "custoza-23.1", "custoza-23.2", "custoza-23.3", "custoza-26", "custoza-27"}

// TestCustozaScenariosCheck: each scenario parses and passes `mincio
// scenario check`, the custoza validator included.
func TestCustozaScenariosCheck(t *testing.T) {
	if !slices.Contains(scenarios.Systems(), "custoza") {
		t.Fatal("the custoza validator is not registered")
	}
	for _, id := range custozaScenarios {
		s, err := scenarios.Load(id)
		if err != nil {
			t.Errorf("%s: %v", id, err)
			continue
		}
		if s.System != "custoza" {
			t.Errorf("%s: system %s", id, s.System)
		}
		want := "custoza"
		if id == "goito1848" {
			want = "goito"
		}
		if s.Edition != want {
			t.Errorf("%s: edition %s, want %s", id, s.Edition, want)
		}
	}
}

func loadFull(t *testing.T, id string) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func hx(s string) scenarios.Hex { return mustHex(s) }

// sheet is the whole Custoza map, whatever a scenario's area.
type sheet struct {
	m *scenarios.Map
}

func (sh sheet) terrain(h scenarios.Hex) string {
	area := sh.m.Area
	sh.m.Area = nil
	defer func() { sh.m.Area = area }()
	if t, ok := sh.m.Terrain(h); ok {
		return t.Name
	}
	return ""
}

func (sh sheet) onPath(h scenarios.Hex) bool {
	for _, p := range sh.m.Paths {
		if slices.Contains(p.Hexes, h) {
			return true
		}
	}
	return false
}

// edge: h is a hex of the map with a side on the map's edge.
func (sh sheet) edge(h scenarios.Hex) bool {
	if !sh.m.OnSheet(h) {
		return false
	}
	for _, d := range sh.m.Grid.Directions() {
		if n, _ := sh.m.Grid.Neighbor(h, d); !sh.m.OnSheet(n) {
			return true
		}
	}
	return false
}

// reach is the set of hexes reachable from start without entering a hex
// whose terrain blocks, within rows minRow-maxRow.
func (sh sheet) reach(start scenarios.Hex, blocks func(string) bool, minRow int) map[scenarios.Hex]bool {
	seen := map[scenarios.Hex]bool{start: true}
	todo := []scenarios.Hex{start}
	for len(todo) > 0 {
		h := todo[0]
		todo = todo[1:]
		for _, n := range sh.m.Grid.Neighbors(h) {
			if seen[n] || !sh.m.OnSheet(n) || n.Row < minRow || blocks(sh.terrain(n)) {
				continue
			}
			seen[n] = true
			todo = append(todo, n)
		}
	}
	return seen
}

func isMincio(t string) bool { return t == "mincio" || t == "mincio-bridge" || t == "lake" }
func isTione(t string) bool  { return t == "tione" || t == "tione-bridge" }

// TestCustozaNamedHexes: every hex the rules 22-28 name is on the map
// at its printed number, with what the text says of it.
func TestCustozaNamedHexes(t *testing.T) {
	s := loadFull(t, "custoza-23.1")
	sh := sheet{s.Map}
	level := func(h scenarios.Hex) int { return s.Map.Elevation(h) }
	westBank := sh.reach(hx("1004"), isMincio, 1)
	tioneWest := sh.reach(hx("3119"), isTione, 9) // below the Tione's source (row 08)
	impassable := func(h string) bool { return sh.terrain(hx(h)) == "lake" || sh.terrain(hx(h)) == "mincio" }
	cases := []struct {
		hexes []string
		rule  string
		quote string
		ok    func(h string) error
	}{
		{[]string{"1705"}, "22.3.1", "Peschiera is hex 1705", func(h string) error {
			if sh.terrain(hx(h)) != "fortress" {
				return fmt.Errorf("terrain %s", sh.terrain(hx(h)))
			}
			return nil
		}},
		{[]string{"1705"}, "22.3.5", "Peschiera Fortress (hex 1705) is one level higher than the surrounding hexes for LoS determination only", func(h string) error {
			for _, n := range s.Map.Grid.Neighbors(hx(h)) {
				if level(n) != level(hx(h))-1 {
					return fmt.Errorf("level %d beside %s at %d", level(hx(h)), n, level(n))
				}
			}
			for _, f := range s.Map.Hexsides {
				for _, side := range f.Sides {
					a, b := s.Map.Hexside(side).Hexes()
					if a == hx(h) || b == hx(h) {
						return fmt.Errorf("hexside %s %s: the level is for the LoS only", f.Kind, side)
					}
				}
			}
			return nil
		}},
		{[]string{"1606", "1704", "1805"}, "22.3.5", "The Peschiera hex can be assaulted only from hexes 1606, 1704, and 1805", func(h string) error {
			if !s.Map.Grid.Adjacent(hx(h), hx("1705")) || impassable(h) {
				return fmt.Errorf("not a passable neighbour of 1705 (%s)", sh.terrain(hx(h)))
			}
			for _, n := range s.Map.Grid.Neighbors(hx("1705")) {
				if name := fmt.Sprintf("%02d%02d", n.Col, n.Row); !slices.Contains([]string{"1606", "1704", "1805"}, name) && !impassable(name) {
					return fmt.Errorf("1705 could also be assaulted from %s (%s)", name, sh.terrain(n))
				}
			}
			return nil
		}},
		{[]string{"2215"}, "28.3", "Bridge deployed at 2215: Bridge Train (a pontoon over the Mincio, 24.1.4)", func(h string) error {
			if sh.terrain(hx(h)) != "mincio" {
				return fmt.Errorf("terrain %s, want the Mincio without a bridge", sh.terrain(hx(h)))
			}
			return nil
		}},
		{[]string{"2115"}, "28.3", "2115 (#2) west of the Mincio", func(h string) error {
			if !westBank[hx(h)] {
				return fmt.Errorf("not on the west bank")
			}
			return nil
		}},
		{[]string{"1004", "1034", "2533", "4434", "4834", "7004", "7006", "7011", "7014"}, "24.1.5", "Supply Sources: Italian 1004, 1034, 2533, 4434, 4834; AH 7004, 7006, 7011, 7014 (20.1: only the first 5 hexes of the line can be non Road hexes)", edgeRoad(sh)},
		{[]string{"2101", "3601"}, "24.4", "Reinforcements ... 2101 or 3601 (21.5: another map edge hex with a road)", edgeRoad(sh)},
		{[]string{"3434", "4034"}, "26.4", "GT 4 (07:00): 3434 [8a Div] ... 4034 [9a Div]", edgeRoad(sh)},
		{[]string{"1020"}, "27.4", "map edge 1020-1034 inclusive", edgeRoad(sh)},
		{[]string{"5705", "6216"}, "24.3", "Set up in March Movement in the indicated hex or any connected Road or Track hex within 5 hexes of 5705 / 6216", func(h string) error {
			if !sh.onPath(hx(h)) {
				return fmt.Errorf("not a road or track hex")
			}
			return nil
		}},
		{[]string{"2815", "2816"}, "23.1", "kept the Forlì Brigade marching in column along the road (2815 + 2816, in March Movement)", func(h string) error {
			if !sh.onPath(hx(h)) {
				return fmt.Errorf("not on a road")
			}
			return nil
		}},
		{[]string{"3119", "3318", "3321"}, "23.1 (history, 002 line 2170)", "[the 5th Division] withdrew behind the Tione river, defending on the Santa Lucia hills", func(h string) error {
			if h == "3321" && level(hx(h)) < 1 {
				return fmt.Errorf("level %d: not a hill", level(hx(h)))
			}
			if !tioneWest[hx(h)] || tioneWest[hx("3416")] || tioneWest[hx("3514")] {
				return fmt.Errorf("the Tione does not part the 5th Division's hexes from the V Corps at 3416 and 3514")
			}
			return nil
		}},
		{[]string{"2713", "4422", "4323"}, "23.1.4, 23.2.4", "Monte Cricol, Monte Croce, Monte Torre", func(h string) error {
			for _, n := range s.Map.Grid.Neighbors(hx(h)) {
				if level(n) > level(hx(h)) || level(hx(h)) < 2 {
					return fmt.Errorf("level %d, %s at %d: not a height", level(hx(h)), n, level(n))
				}
			}
			return nil
		}},
		{[]string{"3923", "3924"}, "23.2", "the first clashes for Custoza, and its surrounding hills", func(h string) error {
			if level(hx(h)) < 1 {
				return fmt.Errorf("level %d", level(hx(h)))
			}
			return nil
		}},
	}
	for _, p := range custozaPlaces {
		p := p
		cases = append(cases, struct {
			hexes []string
			rule  string
			quote string
			ok    func(h string) error
		}{p.hexes, strings.TrimSuffix(strings.TrimPrefix(p.prov, `@rulebook "`), `"`), p.name, func(h string) error {
			pl, ok := s.Map.Place(p.name)
			if !ok || !slices.Contains(pl.Hexes, hx(h)) {
				return fmt.Errorf("place %q does not hold it", p.name)
			}
			if h != "2215" && (impassable(h) || isTione(sh.terrain(hx(h)))) {
				return fmt.Errorf("a named place in the water (%s)", sh.terrain(hx(h)))
			}
			return nil
		}})
	}
	for _, c := range cases {
		for _, h := range c.hexes {
			if !s.Map.OnSheet(hx(h)) {
				t.Errorf("%s (%s %q): not on the map", h, c.rule, c.quote)
				continue
			}
			if err := c.ok(h); err != nil {
				t.Errorf("%s (%s %q): %v", h, c.rule, c.quote, err)
			}
		}
	}
}

func edgeRoad(sh sheet) func(string) error {
	return func(h string) error {
		if !sh.edge(hx(h)) {
			return fmt.Errorf("not a map-edge hex")
		}
		if !sh.onPath(hx(h)) {
			return fmt.Errorf("no road")
		}
		return nil
	}
}

// TestCustozaRoadsCrossRiversAtBridges: a road enters a river hex only
// where it has a bridge (7.8, 22.1, 22.2), and a bridge has a road.
func TestCustozaRoadsCrossRiversAtBridges(t *testing.T) {
	s := loadFull(t, "custoza-23.3")
	sh := sheet{s.Map}
	for _, p := range s.Map.Paths {
		for _, h := range p.Hexes {
			switch sh.terrain(h) {
			case "mincio", "tione", "lake":
				t.Errorf("line %d: %s %s runs through %s without a bridge", p.Line, p.Kind, h, sh.terrain(h))
			}
		}
	}
	for _, h := range s.Map.Grid.Hexes() {
		if tt := sh.terrain(h); strings.HasSuffix(tt, "-bridge") && !sh.onPath(h) {
			t.Errorf("%s: a %s without a road", h, tt)
		}
	}
}

// setupGroup is one set-up group of a rulebook: the counters it lists and
// where ("2714 (#1)" is within 1 of 2714).
type setupGroup struct {
	scenario, text string
	ids            []string
	where          scenarios.Where
}

func within(n int, h string) scenarios.Where {
	return scenarios.Where{Kind: "within", Radius: n, Hexes: []scenarios.Hex{hx(h)}}
}

func withinPlace(n int, p string) scenarios.Where {
	return scenarios.Where{Kind: "within", Radius: n, Place: p}
}

func at(hs ...string) scenarios.Where {
	w := scenarios.Where{Kind: "at"}
	for _, h := range hs {
		w.Hexes = append(w.Hexes, hx(h))
	}
	return w
}

var setupGroups = []setupGroup{
	{"goito1848", "15: Within 2 Hex from Valle di Burato: Carlo Alberto, 5 - 6 Aosta, Aosta cav, 8 art.", []string{"carlo-alberto", "aosta-fc", "aosta5", "aosta6", "aosta-cav", "p-art8"}, withinPlace(2, "Valle di Burato")},
	{"goito1848", "15: Within 2 Hex from Motella: D'Arvillars (1 divisione), 7 - 8 Cuneo (-), 1/2 Bersaglieri, 6 art.", []string{"darvillars", "cuneo7", "cuneo8", "bers1-2", "p-art6"}, withinPlace(2, "Motella")},
	{"goito1848", "15: Within 3 Hex from Goito: Di Ferrere (2 divisione), 17 Acqui (-), 11 Casale, 2/2 Bersaglieri, 1/10 Napoli, Toscana, Nizza cav. 5 art.", []string{"diferrere", "acqui17", "casale11", "bers2-2", "napoli", "toscana", "nizza-cav", "p-art5"}, withinPlace(3, "Goito")},
	{"goito1848", "15: Within 3 Hex from Segrada: V. E. di Savoia (Riserva), 1 - 2 Guardie, Savoia cav., Genova cav., 1+2+3 art. a cavallo.", []string{"vesavoia", "guardie1", "guardie2", "savoia-cav", "genova-cav", "p-hart"}, withinPlace(3, "Segrada")},
	{"custoza-23.1", "2714 (#1): 29°, 30° Pisa Inf. Rgt.; 18° Bers. L. Inf. Btn.; 3/6 Art. Batt. (-1 SP)", []string{"pisa29", "pisa30", "bers18", "art3-6"}, within(1, "2714")},
	{"custoza-23.1", "2815 + 2816 (one unit per hex): Com. Cerale; 43°, 44° Forlì Inf. Rgt. (in March Movement)", []string{"cerale", "forli43", "forli44"}, at("2815", "2816")},
	{"custoza-23.1", "3119 (Muraglie): 20° Brescia Inf. Rgt. (Shaken), 5° Bers. L. Inf. Btn. (Shaken)", []string{"brescia20", "bers5"}, at("3119")},
	{"custoza-23.1", "3318 (La Pernisa): Com. Sirtori, 19° Brescia Inf. Rgt., 2/9 Art. Batt.", []string{"sirtori", "brescia19", "art2-9"}, at("3318")},
	{"custoza-23.1", "3321 (#1) (Santa Lucia dei Monti): 65°, 66° Valtellina Inf. Rgt.", []string{"valtellina65", "valtellina66"}, within(1, "3321")},
	{"custoza-23.1", "2612 (#1): (Benko Bde.) 17° Hohenlohe, 12° Grenzer, 37° Jäger, IV/5° Art. (-1 SP)", []string{"ir17", "gr12", "jg37", "art-iv5"}, within(1, "2612")},
	{"custoza-23.1", "2911 (#1): (Weimar Bde.) Com. von Virtsolog, 36° Degenfeld, 4/76° Paumgarten, 4/7° Maroicic, 36° Jäger, V/5° Art.", []string{"virtsolog", "ir36", "ir76-4", "ir7-4", "jg36", "art-v5"}, within(1, "2911")},
	{"custoza-23.1", "3115 (#1): (Piret Bde.) 50° Baden, 75° Crenneville, 5° KaiserJäger, 1/12° Uhlans, I/5° Art., V Corps Art.", []string{"ir50", "ir75", "kj5", "uhl12-1", "art-i5", "art-v-corps"}, within(1, "3115")},
	{"custoza-23.1", "3416 (#1): (Bauer Bde.) 23° Benedek, 70° Nagy, 19° Jäger, II/5° Art.", []string{"ir23", "ir70", "jg19", "art-ii5"}, within(1, "3416")},
	{"custoza-23.1", "3514 (#1): (Moering Bde.) Com. von Rodich, 53° A.D. Leopold, 54° Grüber, 21° L. Jäger, III/5° Art.; All in March Movement", []string{"rodich", "ir53", "ir54", "jg21", "art-iii5"}, within(1, "3514")},
	{"custoza-23.2", "4122 + 4222 (one unit per hex): 3° GdL, 4° GdL Inf. Rgt. in March Movement", []string{"gdl3", "gdl4"}, at("4122", "4222")},
	{"custoza-23.2", "4422 (#1): Com. Brignone, 1°, 2° GdS, 37° Bers., 5/6 Art. Batt.; All in March Movement", []string{"brignone", "gds1", "gds2", "bers37", "art5-6"}, within(1, "4422")},
	{"custoza-23.2", "4525 (#3): Com. Cugia, 3°, 4° Piemonte, 63°, 64° Cagliari, 6°, 30° Bers., 1+2+3/6 Art., Alessandria Cav. Rgt.; All in March Movement", []string{"cugia", "piemonte3", "piemonte4", "cagliari63", "cagliari64", "bers6", "bers30", "art1-2-3-6", "alessandria"}, within(3, "4525")},
	{"custoza-23.2", "4018 (#1): (Boeck Bde.) 63°, 66° G. D. Tosc., 15° Jäger, I/8° Art.", []string{"ir63", "ir66", "jg15", "art-i8"}, within(1, "4018")},
	{"custoza-23.2", "4419 (#1): (Weckbecker Bde.) Com. Hartung, 15° Bayern K., 39° D. Miguel, 4° K.Jäger, II/8° Art., IX Corps Art., 1/11° Hussars", []string{"hartung", "ir15", "ir39", "kj4", "art-ii8", "art-ix-corps", "hus11-1"}, within(1, "4419")},
	{"custoza-23.2", "4817 (#2): (Kirschberg Bde) 7° Maroicic, 29° Thun, 23° Jäger, IV/7° Art.; All in March Movement", []string{"ir7", "ir29", "jg23", "art-iv7"}, within(2, "4817")},
	{"custoza-23.3", "4323 (#2): 57° Haynau Inf. Rgt.; 16°+9° Art. Batt. (one unit)", []string{"ir57", "art16-9"}, within(2, "4323")},
	{"custoza-23.3", "4422 (#1): 54° Prinz Emil Inf. Rgt.", []string{"ir54"}, within(1, "4422")},
	{"custoza-23.3", "4420 (#2): Com. Simbschen, 2/12° Grenzer, 1/30° Nugent, A.D. Charles Uhlans", []string{"simbschen", "gr12-2", "ir30-1", "uhl-charles"}, within(2, "4420")},
	{"custoza-23.3", "5029 (#5): [1a Divisione di Riserva] Com. V.E. di Savoia, 1°, 2° Guardia, 7°, 8° Cuneo, 2° Bers., 3a+9a Art.", []string{"vesavoia", "guardia1", "guardia2", "cuneo7", "cuneo8", "bers2", "art3-9"}, within(5, "5029")},
	{"custoza-23.3", "5029 (#5): [I Corpo] Com. Bava, 5°, 6° Aosta, 6a Art. Batt.", []string{"bava", "aosta5", "aosta6", "art6"}, within(5, "5029")},
	// 26.3 (On March: the commander keeps the printed hex; the radius lets the set-up fit the stacking limit before the units go inside him, 16.5)
	{"custoza-26", "26.3 1621: [1a Divisione] (white): Com. Cerale, 29°, 30° Pisa, 43°, 44° Forlì Inf. Rgt., 18° Bersaglieri L. Inf. Btn., 3/6° Art. Batt.", []string{"cerale", "pisa29", "pisa30", "forli43", "forli44", "bers18", "art3-6"}, within(3, "1621")},
	{"custoza-26", "26.3 2229: [5a Divisione] (green): Com. Sirtori, 19°, 20° Brescia, 65°, 66° Valtellina Inf. Rgt., 5° Bersaglieri, 2/9° Art. Batt.", []string{"sirtori", "brescia19", "brescia20", "valtellina65", "valtellina66", "bers5", "art2-9"}, within(3, "2229")},
	{"custoza-26", "26.3 1513: [2a Divisione] (light blue): Com. Pianell, 31°, 32° Siena, 5°, 6° Aosta Inf. Rgt., 17° Bersaglieri, 4/6° Art. Batt.", []string{"pianell", "siena31", "siena32", "aosta5", "aosta6", "bers17", "art4-6"}, within(3, "1513")},
	{"custoza-26", "26.3 3205: [Reserve Division] (yellow): Com. von Virtsolog; (Benko Brigade) 17° Hohenlohe, 12° Grenzer, 37° Jäger, IV/5°; (Weimar Brigade) 36° Degenfeld, 4/76° Paumgarten, 4/7° Maroicic Btn, 36° Jäger, V/5°", []string{"virtsolog", "ir17", "gr12", "jg37", "art-iv5", "ir36", "ir76-4", "ir7-4", "jg36", "art-v5"}, within(3, "3205")},
	{"custoza-26", "26.3 4804: [V Corps] (white): Com. von Rodich, V Corps Art.; (Piret) 50° Baden, 75° Crenneville, 5° KaiserJäger, 1/12° Uhlans, I/5°; (Bauer) 23° Benedek, 70° Nagy, 19° Jäger, II/5°; (Möring) 53° A.D. Leopold, 54° Grüber, 21° Jäger, III/5°", []string{"rodich", "art-v-corps", "ir50", "ir75", "kj5", "uhl12-1", "art-i5", "ir23", "ir70", "jg19", "art-ii5", "ir53", "ir54", "jg21", "art-iii5"}, within(3, "4804")},
	{"custoza-26", "26.3 7004: [Overall Com.] Albrecht von Habsburg; [VII Corps] (black): Com. Maroičić, 1/3° Hussars, VII Corps Art.; (Scudier) 19° Prinz Rudolf, 48° A.D. Ernst, I/7°; (Töply) 43° Alemann, 65° A.D. Ludwig, 7° Jäger, II/7°; (Welserheim) 31° Meklenbourg, 76° Paumgarten, 3° KaiserJäger, III/7°", []string{"albrecht", "maroicic", "hus3-1", "art-vii-corps", "ir19", "ir48", "art-i7", "ir43", "ir65", "jg7", "art-ii7", "ir31", "ir76", "kj3", "art-iii7"}, within(3, "7004")},
	{"custoza-26", "26.3 7011: [IX Corps] (red): Com. Hartung, IX Corps Art., I/11° Hussars; (Böck) 63°, 66° Granduca di Toscana, 15° Jäger, I/8°; (Weckbecker) 15 König von Bayern, 39 Don Miguel, 4 KaiserJäger, II/8; (Kirschberg) 7° Maroicic, 29° Thun, 23° Jäger, IV/7°", []string{"hartung", "art-ix-corps", "hus11-1", "ir63", "ir66", "jg15", "art-i8", "ir15", "ir39", "kj4", "art-ii8", "ir7", "ir29", "jg23", "art-iv7"}, within(3, "7011")},
	{"custoza-26", "26.3 5017: [Cavalry Reserve] (blue): Com. Pulz; (Bujanovics) 3°, 11° Hussars, II/12° Uhlans; (Pulz) 1° Hussars, 13° Uhlans, 5° Cav. Art.", []string{"pulz", "hus3", "hus11", "uhl12-2", "hus1", "uhl13", "art-cav5"}, within(3, "5017")},
}

// TestCustozaSetupDistances: every set-up group of the rulebooks is set
// up where the text says, and the hexes it allows can hold it under the
// stacking limit (2.9: 5).
func TestCustozaSetupDistances(t *testing.T) {
	loaded := map[string]*scenarios.Scenario{}
	for _, g := range setupGroups {
		s := loaded[g.scenario]
		if s == nil {
			s = loadFull(t, g.scenario)
			loaded[g.scenario] = s
		}
		i := slices.IndexFunc(s.Setup, func(p *scenarios.Placement) bool { return slices.Contains(p.Counters, g.ids[0]) })
		if i < 0 {
			t.Errorf("%s %q: %s is not set up", g.scenario, g.text, g.ids[0])
			continue
		}
		pl := s.Setup[i]
		if !slices.Equal(pl.Counters, g.ids) {
			t.Errorf("%s %q: line %d sets up %v, want %v", g.scenario, g.text, pl.Line, pl.Counters, g.ids)
		}
		if len(pl.Where) != 1 || !sameWhere(pl.Where[0], g.where) {
			t.Errorf("%s %q: line %d says %+v, want %+v", g.scenario, g.text, pl.Line, pl.Where, g.where)
			continue
		}
		room, need := 0, 0
		for _, h := range s.Map.Hexes(pl.Where[0]) {
			if tt, ok := s.Map.Terrain(h); ok && tt.Name != "lake" && tt.Name != "mincio" {
				room += 5
			}
		}
		for _, id := range g.ids {
			if c, ok := s.Counter(id); ok && !c.Leader {
				need += c.Size
			}
		}
		if room < need {
			t.Errorf("%s %q: the hexes allowed hold %d stacking points, the group needs %d", g.scenario, g.text, room, need)
		}
	}
	// Every counter of these scenarios is in a group above or arrives.
	for id, s := range loaded {
		for _, c := range s.Counters {
			in := slices.ContainsFunc(setupGroups, func(g setupGroup) bool { return g.scenario == id && slices.Contains(g.ids, c.ID) })
			arrives := slices.ContainsFunc(s.Reinforcements, func(r *scenarios.Reinforcement) bool { return slices.Contains(r.Counters, c.ID) })
			if !in && !arrives {
				t.Errorf("%s: %s is in no set-up group of the text", id, c.ID)
			}
		}
	}
}

func sameWhere(a, b scenarios.Where) bool {
	return a.Kind == b.Kind && a.Radius == b.Radius && a.Place == b.Place && slices.Equal(a.Hexes, b.Hexes)
}

// TestCustozaMapsRender: `mincio map render` draws each reconstructed map,
// as SVG and PNG, with its places.
func TestCustozaMapsRender(t *testing.T) {
	for _, id := range custozaScenarios {
		s := loadFull(t, id)
		opt := render.DefaultOptions()
		opt.Legend, opt.Setup = true, true
		var svg, png bytes.Buffer
		if err := render.SVG(&svg, render.Picture{Title: s.Title, Scenario: s}, opt); err != nil {
			t.Errorf("%s: SVG: %v", id, err)
		}
		if err := render.PNG(&png, render.Picture{Title: s.Title, Scenario: s}, opt); err != nil {
			t.Errorf("%s: PNG: %v", id, err)
		}
		if !bytes.HasPrefix(png.Bytes(), []byte("\x89PNG")) {
			t.Errorf("%s: not a PNG", id)
		}
		for _, p := range s.Map.Places {
			if slices.ContainsFunc(p.Hexes, s.Map.OnMap) && !bytes.Contains(svg.Bytes(), []byte(p.Name)) {
				t.Errorf("%s: the picture lacks the place %q", id, p.Name)
			}
		}
	}
}

// arrival is one reinforcement group of 26.4 or 27.4: the counters, the
// game turn and the entry hexes and named edges, as printed (27.4's
// edges are the map's entries west-1020-1034 and south-2533-4834, the
// hex Scenario 3 gives first where it lies on the edge).
type arrival struct {
	scenario, text string
	ids            []string
	turn           int
	at             []string
}

var arrivals = []arrival{
	{"custoza-26", "26.4 GT 3 (06.00) 1034: [Overall Com.] A. La Marmora; [I Riserva del I Corpo] (red): Com. Durando, Lancieri Aosta, Lucca, Guide a Cav., 2°, 3°, 8°, 13° Bersaglieri, 1/6, 2/6, 1/9 Art. Batt.", []string{"lamarmora", "durando", "lancieri-aosta", "lucca-cav", "guide-cav", "bers2", "bers3", "bers8", "bers13", "art1-6", "art2-6", "art1-9"}, 3, []string{"1034"}},
	{"custoza-26", "26.4 GT 3 (06.00) 2533: [3a Divisione] (black): Com. Brignone, 1°, 2° GdS, 3°, 4° GdL, 37° Bersaglieri, 5/6 Art.", []string{"brignone", "gds1", "gds2", "gdl3", "gdl4", "bers37", "art5-6"}, 3, []string{"2533"}},
	{"custoza-26", "26.4 GT 3 (06.00) 4434: [7a Divisione] (dark blue): Com. Bixio, 1°, 2° Del Re, 47°, 48° Ferrara, 9°, 19° Bersaglieri, 1+2+3/5° Art. (one unit)", []string{"bixio", "delre1", "delre2", "ferrara47", "ferrara48", "bers9", "bers19", "art1-2-3-5"}, 3, []string{"4434"}},
	{"custoza-26", "26.4 GT 3 (06.00) 4834: [16a Divisione] (light green): Com. Umberto di Savoia, 49°, 50° Parma, 8°, 71° Mista, 11°, 4° Bersaglieri, Saluzzo Cav., 7+8+9/5° Art. (one unit)", []string{"umberto", "parma49", "parma50", "mista8", "mista71", "bers11", "bers4", "saluzzo", "art7-8-9-5"}, 3, []string{"4834"}},
	{"custoza-26", "26.4 GT 4 (07.00) 3434: [8a Divisione] (purple): Com. Cugia, 3°, 4° Piemonte, 63°, 64° Cagliari, 6°, 30° Bersaglieri, Alessandria Cav., 1+2+3/6° Art. (one unit)", []string{"cugia", "piemonte3", "piemonte4", "cagliari63", "cagliari64", "bers6", "bers30", "alessandria", "art1-2-3-6"}, 4, []string{"3434"}},
	{"custoza-26", "26.4 GT 4 (07.00) 4034: [9a Divisione] (light blue): Com. Govone, 35°, 36° Pistoia, 51°, 52° Delle Alpi, 27°, 34° Bersaglieri, Foggia Cav., 4+5+6/5° Art. (one unit)", []string{"govone", "pistoia35", "pistoia36", "alpi51", "alpi52", "bers27", "bers34", "foggia", "art4-5-6-5"}, 4, []string{"4034"}},
	{"custoza-26", "26.4 GT 6 (09.00) 4434: [Riserva di Cavalleria] (brown): Com. De Sonnaz, Savoia, Genova, Nizza, Piemonte Cav., Cav. Art.", []string{"desonnaz", "savoia-cav", "genova-cav", "nizza-cav", "piemonte-cav", "art-cav-it"}, 6, []string{"4434"}},
	{"custoza-26", "26.4 GT 15 (18.00) 4434: [19a Divisione] (orange): Com. Longoni, 59°, 60° Calabria, 67° Palermo, 33°, 40° Bersaglieri, U. Piacenza Cav., 1+2+3/7° Art. (one unit)", []string{"longoni", "calabria59", "calabria60", "palermo67", "bers33", "bers40", "piacenza", "art1-2-3-7"}, 15, []string{"4434"}},
	{"custoza-26", "26.4 GT 16 (19.00) 4834: [10a Divisione] (yellow): Com. Angioletti, 53°, 54° Umbria, 57°, 58° Abruzzi, 24°, 31° Bersaglieri, 4+5+6/9° Art. (one unit)", []string{"angioletti", "umbria53", "umbria54", "abruzzi57", "abruzzi58", "bers24", "bers31", "art4-5-6-9"}, 16, []string{"4834"}},
	{"custoza-27", "27.4 GT 1 (04.00), map edge between hexes 1020 and 1034 (inclusive): [1a Divisione] Com. Cerale", []string{"cerale", "pisa29", "pisa30", "forli43", "forli44", "bers18", "art3-6"}, 1, []string{"1020", "west-1020-1034"}},
	{"custoza-27", "27.4 GT 1 (04.00), map edge 1020-1034: [2a Divisione] Com. Pianell", []string{"pianell", "siena31", "siena32", "aosta5", "aosta6", "bers17", "art4-6"}, 1, []string{"1020", "west-1020-1034"}},
	{"custoza-27", "27.4 GT 1 (04.00), map edge 1020-1034: [5a Divisione] Com. Sirtori", []string{"sirtori", "brescia19", "brescia20", "valtellina65", "valtellina66", "bers5", "art2-9"}, 1, []string{"1034", "west-1020-1034"}},
	{"custoza-27", "27.4 GT 3 (06.00), map edge 1020-1034: [Overall Com.] A. La Marmora; [Riserva del I Corpo] Com. Durando", []string{"lamarmora", "durando", "lancieri-aosta", "lucca-cav", "guide-cav", "bers2", "bers3", "bers8", "bers13", "art1-6", "art2-6", "art1-9"}, 3, []string{"1034", "west-1020-1034"}},
	{"custoza-27", "27.4 GT 3 (06.00), map edge 1020-1034: [3a Divisione] Com. Brignone", []string{"brignone", "gds1", "gds2", "gdl3", "gdl4", "bers37", "art5-6"}, 3, []string{"1034", "west-1020-1034"}},
	{"custoza-27", "27.4 GT 3 (06.00), map edge between hexes 2533 and 4834 (inclusive): [7a Divisione] Com. Bixio", []string{"bixio", "delre1", "delre2", "ferrara47", "ferrara48", "bers9", "bers19", "art1-2-3-5"}, 3, []string{"4434", "south-2533-4834"}},
	{"custoza-27", "27.4 GT 3 (06.00), map edge 2533-4834: [16a Divisione] Com. Umberto di Savoia", []string{"umberto", "parma49", "parma50", "mista8", "mista71", "bers11", "bers4", "saluzzo", "art7-8-9-5"}, 3, []string{"4834", "south-2533-4834"}},
	{"custoza-27", "27.4 GT 4 (07.00), map edge 2533-4834: [8a Divisione] Com. Cugia", []string{"cugia", "piemonte3", "piemonte4", "cagliari63", "cagliari64", "bers6", "bers30", "alessandria", "art1-2-3-6"}, 4, []string{"3434", "south-2533-4834"}},
	{"custoza-27", "27.4 GT 4 (07.00), map edge 2533-4834: [9a Divisione] Com. Govone", []string{"govone", "pistoia35", "pistoia36", "alpi51", "alpi52", "bers27", "bers34", "foggia", "art4-5-6-5"}, 4, []string{"4034", "south-2533-4834"}},
	{"custoza-27", "27.4 GT 6 (09.00), map edge 2533-4834: [Cavalry Reserve] Com. De Sonnaz", []string{"desonnaz", "savoia-cav", "genova-cav", "nizza-cav", "piemonte-cav", "art-cav-it"}, 6, []string{"4434", "south-2533-4834"}},
	{"custoza-27", "27.4 GT 15 (18.00), map edge 2533-4834: [19a Divisione] Com. Longoni", []string{"longoni", "calabria59", "calabria60", "palermo67", "bers33", "bers40", "piacenza", "art1-2-3-7"}, 15, []string{"4434", "south-2533-4834"}},
	{"custoza-27", "27.4 GT 16 (19.00), map edge 2533-4834: [10a Divisione] Com. Angioletti", []string{"angioletti", "umbria53", "umbria54", "abruzzi57", "abruzzi58", "bers24", "bers31", "art4-5-6-9"}, 16, []string{"4834", "south-2533-4834"}},
	{"custoza-27", "27.4 AH GT 1 (04.00), 7004 or 7011: [Cavalry Reserve] Com. Pulz", []string{"pulz", "hus3", "hus11", "uhl12-2", "hus1", "uhl13", "art-cav5"}, 1, []string{"7004", "7011"}},
	{"custoza-27", "27.4 AH GT 2 (05.00), 7004 or 7011: [V Corps] Com. von Rodich", []string{"rodich", "art-v-corps", "ir50", "ir75", "kj5", "uhl12-1", "art-i5", "ir23", "ir70", "jg19", "art-ii5", "ir53", "ir54", "jg21", "art-iii5"}, 2, []string{"7004", "7011"}},
	{"custoza-27", "27.4 AH GT 3 (06.00), 3601: [Reserve Division] Com. von Virtsolog", []string{"virtsolog", "ir17", "gr12", "jg37", "art-iv5", "ir36", "ir76-4", "ir7-4", "jg36", "art-v5"}, 3, []string{"3601"}},
	{"custoza-27", "27.4 AH GT 3 (06.00), 7004 or 7011: [Overall Com.] Albrecht von Habsburg; [VII Corps] Com. Maroičić", []string{"albrecht", "maroicic", "hus3-1", "art-vii-corps", "ir19", "ir48", "art-i7", "ir43", "ir65", "jg7", "art-ii7", "ir31", "ir76", "kj3", "art-iii7"}, 3, []string{"7004", "7011"}},
	{"custoza-27", "27.4 AH GT 3 (06.00), 7004 or 7011: [IX Corps] Com. Hartung", []string{"hartung", "art-ix-corps", "hus11-1", "ir63", "ir66", "jg15", "art-i8", "ir15", "ir39", "kj4", "art-ii8", "ir7", "ir29", "jg23", "art-iv7"}, 3, []string{"7011", "7004"}},
}

// TestCustoza1866Reinforcements: every reinforcement group of 26.4 and
// 27.4 arrives as printed, every counter of 27 arrives (27.3: "All the
// units enter as reinforcements"), and 27.4's edges hold exactly the
// edge hexes between the printed ends.
func TestCustoza1866Reinforcements(t *testing.T) {
	for _, a := range arrivals {
		s := loadFull(t, a.scenario)
		i := slices.IndexFunc(s.Reinforcements, func(r *scenarios.Reinforcement) bool { return slices.Contains(r.Counters, a.ids[0]) })
		if i < 0 {
			t.Errorf("%s %q: %s does not arrive", a.scenario, a.text, a.ids[0])
			continue
		}
		r := s.Reinforcements[i]
		var at []string
		for _, h := range r.Hexes {
			at = append(at, h.String())
		}
		at = append(at, r.Entries...)
		if !slices.Equal(r.Counters, a.ids) || r.Turn != a.turn || !slices.Equal(at, a.at) {
			t.Errorf("%s %q: line %d brings %v on GT %d at %v; want %v on GT %d at %v", a.scenario, a.text, r.Line, r.Counters, r.Turn, at, a.ids, a.turn, a.at)
		}
	}
	s := loadFull(t, "custoza-27")
	if len(s.Setup) != 0 {
		t.Errorf("27.3: no unit is set up, %d set-up lines", len(s.Setup))
	}
	for _, c := range s.Counters {
		if !slices.ContainsFunc(arrivals, func(a arrival) bool { return a.scenario == "custoza-27" && slices.Contains(a.ids, c.ID) }) {
			t.Errorf("27.3: %s is in no 27.4 group", c.ID)
		}
	}
	sh := sheet{s.Map}
	for _, e := range []struct {
		id, from, to string
	}{{"west-1020-1034", "1020", "1034"}, {"south-2533-4834", "2533", "4834"}} {
		en, ok := s.Map.Entry(e.id)
		if !ok {
			t.Fatalf("no entry %s", e.id)
		}
		lo, hi := hx(e.from), hx(e.to)
		var want []string
		for _, h := range s.Map.Grid.Hexes() {
			if sh.edge(h) && h.Col >= lo.Col && h.Col <= hi.Col && h.Row >= min(lo.Row, hi.Row) && (lo.Col != hi.Col || h.Row <= hi.Row) {
				if lo.Col == hi.Col || h.Row >= 33 {
					want = append(want, h.String())
				}
			}
		}
		var got []string
		for _, h := range en.Hexes {
			got = append(got, h.String())
		}
		slices.Sort(want)
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("27.4 edge %s-%s: entry %s has %v, want the map edge hexes %v", e.from, e.to, e.id, got, want)
		}
	}
}
