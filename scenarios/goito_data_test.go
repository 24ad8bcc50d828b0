package scenarios_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/mincio/mincio/scenarios"
)

// TestGoitoScenario checks goito1848.scn against Goito 1848's rules 14-16
// (seed 000; 001 the same): what the text states is in the data as stated.
func TestGoitoScenario(t *testing.T) {
	s := loadFull(t, "goito1848")
	terrain := func(h scenarios.Hex) string {
		if tt, ok := s.Map.Terrain(h); ok {
			return tt.Name
		}
		return ""
	}
	t.Run("14.2 Village (Goito and Cerlongo)", func(t *testing.T) {
		for _, name := range []string{"Goito", "Cerlongo"} {
			p, ok := s.Map.Place(name)
			if !ok {
				t.Fatalf("no place %s", name)
			}
			for _, h := range p.Hexes {
				if terrain(h) != "village" {
					t.Errorf("%s %s: %s, want village", name, h, terrain(h))
				}
			}
		}
	})
	t.Run("14.1 the Mincio impassable, a Stream, bridges", func(t *testing.T) {
		kinds := map[string]int{}
		for _, f := range s.Map.Hexsides {
			kinds[f.Kind] += len(f.Sides)
		}
		if kinds["river"] < s.Map.Grid.LastRow || kinds["stream"] == 0 || kinds["bridge"] == 0 {
			t.Errorf("hexsides %v: want the Mincio the map's length, a stream and bridges", kinds)
		}
		// The Goito bridge: the road east from Goito crosses the Mincio on a bridge.
		goito, _ := s.Map.Place("Ponte di Goito")
		var bridged bool
		for _, f := range s.Map.Hexsides {
			for _, side := range f.Sides {
				a, b := s.Map.Hexside(side).Hexes()
				if f.Kind == "bridge" && (a == goito.Hexes[0] || b == goito.Hexes[0]) {
					bridged = true
				}
			}
		}
		if !bridged {
			t.Error("no bridge at Goito")
		}
	})
	t.Run("15 set-up places", func(t *testing.T) {
		for _, name := range []string{"Valle di Burato", "Motella", "Goito", "Segrada", "Cerlongo"} {
			if _, ok := s.Map.Place(name); !ok {
				t.Errorf("no place %q", name)
			}
		}
	})
	t.Run("15.1 brigades by the Sacca road, turns I-IV", func(t *testing.T) {
		want := map[int][]string{
			1: {"radetzky", "benedek", "gr4", "ir21", "ir33", "a-art1"},
			2: {"wohlgemuth", "kj4", "gr1-3", "ir45", "a-art8"},
			3: {"strassoldo", "ir17", "jg10", "hus5", "a-hart3"},
			4: {"clam-gallas", "ir7", "ir18", "gren", "gr1-8", "a-art2"},
		}
		for _, r := range s.Reinforcements {
			if r.Option != "" {
				continue
			}
			if !slices.Equal(r.Counters, want[r.Turn]) || !slices.Equal(r.Entries, []string{"sacca"}) {
				t.Errorf("line %d: turn %d %v at %v", r.Line, r.Turn, r.Counters, r.Entries)
			}
			delete(want, r.Turn)
		}
		if len(want) > 0 {
			t.Errorf("turns without their brigade: %v", want)
		}
		if e, ok := s.Map.Entry("sacca"); !ok || e.Side != "austria" {
			t.Error("no Austrian entry sacca")
		}
	})
	t.Run("15.2 activation limit", func(t *testing.T) {
		if v, ok := s.Rule("activation-limit"); !ok || v != "piedmont" {
			t.Errorf("activation-limit = %q, %v", v, ok)
		}
	})
	t.Run("16.1 II Corps by the Catapane road, from Turn IV", func(t *testing.T) {
		if _, ok := s.Option("ii-corps"); !ok {
			t.Fatal("no option ii-corps")
		}
		if v, _ := s.Rule("ii-corps-roll"); v != "4" {
			t.Errorf("ii-corps-roll %q, want 4 (16.1.1: starting with Turn IV)", v)
		}
		var brigades [][]string
		for _, r := range s.Reinforcements {
			if r.Option == "ii-corps" {
				if !slices.Equal(r.Entries, []string{"catapane"}) || r.If == "" {
					t.Errorf("line %d: II Corps brigade at %v, if %q", r.Line, r.Entries, r.If)
				}
				brigades = append(brigades, r.Counters)
				if r.Turn != 4+len(brigades) {
					t.Errorf("line %d: turn %d, want %d (one brigade a turn after a 1 at the end of IV)", r.Line, r.Turn, 4+len(brigades))
				}
			}
		}
		want := [][]string{{"liechtenstein", "jg9", "ir52", "cav2"}, {"thurn-taxis", "kj2", "ir38", "a-art4"}, {"giulay", "jg11", "ir48", "a-art5"}}
		if !slices.EqualFunc(brigades, want, slices.Equal) {
			t.Errorf("II Corps %v, want %v", brigades, want)
		}
	})
	t.Run("16 and 16.1.2 victory", func(t *testing.T) {
		goito, _ := s.Map.Place("Goito")
		cerlongo, _ := s.Map.Place("Cerlongo")
		farms := 0
		for _, h := range s.Map.Grid.Hexes() {
			if tt := terrain(h); tt == "farm" || tt == "farmhouse" {
				farms++
			}
		}
		if farms < 9 {
			t.Errorf("%d farmhouses/farms: 16.1.2's nine cannot be won", farms)
		}
		want := map[string]struct {
			hexes     []scenarios.Hex
			min, when string
			option    string
		}{
			"decisive":    {goito.Hexes, "", "any-turn", "unless=ii-corps"},
			"decisive-ii": {append(slices.Clone(goito.Hexes), cerlongo.Hexes...), "", "any-turn", "option=ii-corps"},
			"tactical":    {nil, "6", "", "unless=ii-corps"},
			"tactical-ii": {nil, "9", "", "option=ii-corps"},
		}
		for _, c := range s.Conditions {
			w, ok := want[c.Name]
			if !ok {
				continue
			}
			delete(want, c.Name)
			extra := map[string]string{}
			for _, r := range c.Extra {
				extra[r.Key] = r.Value
			}
			k, v, _ := strings.Cut(w.option, "=")
			if extra[k] != v || extra["min"] != w.min || extra["when"] != w.when {
				t.Errorf("condition %s: %v", c.Name, extra)
			}
			if w.hexes != nil && !slices.Equal(c.Hexes, w.hexes) {
				t.Errorf("condition %s: hexes %v, want %v", c.Name, c.Hexes, w.hexes)
			}
			if w.min != "" {
				for _, h := range c.Hexes {
					if tt := terrain(h); tt != "farm" && tt != "farmhouse" {
						t.Errorf("condition %s: %s is %s", c.Name, h, tt)
					}
				}
				if len(c.Hexes) != farms {
					t.Errorf("condition %s counts %d of the %d farmhouses/farms", c.Name, len(c.Hexes), farms)
				}
			}
		}
		if len(want) > 0 {
			t.Errorf("missing conditions %v", want)
		}
	})
}
