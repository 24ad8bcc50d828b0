package custoza

import (
	"archive/tar"
	"compress/gzip"
	"io"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// 22.3.1 "Peschiera is hex 1705", 22.3.5 "The Peschiera hex can be
// assaulted only from hexes 1606, 1704, and 1805": read from the map, the
// same on the shipped scenarios and on every scenario copy the golden
// archives store (old games keep their own copy: they must read the same
// facts). A scenario whose area leaves Peschiera out, and Goito's map,
// have none.
func TestPeschieraFromTheMap(t *testing.T) {
	want := func(t *testing.T, name string, sc *scenarios.Scenario) {
		t.Helper()
		b, err := newBattle(sc)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var from []string
		for _, h := range b.peschieraFrom {
			from = append(from, h.String())
		}
		h, _ := hexmap.ParseHex("1705")
		on := b.on(h) && b.terrainOf(h) == "fortress"
		switch {
		case on && (b.peschiera.String() != "1705" || !slices.Equal(from, []string{"1606", "1704", "1805"})):
			t.Errorf("%s: Peschiera %s, assaulted from %v; want 1705 from 1606, 1704, 1805 (22.3.1, 22.3.5)", name, b.peschiera, from)
		case !on && (b.isPeschiera(b.peschiera) || len(from) > 0):
			t.Errorf("%s: Peschiera %s, from %v, on a map or area without it", name, b.peschiera, from)
		}
	}
	for _, id := range []string{"custoza-23.1", "custoza-23.2", "custoza-23.3", "goito1848", "custoza-26", "custoza-27"} {
		sc, err := scenarios.Load(id)
		if err != nil {
			t.Fatal(err)
		}
		want(t, id, sc)
	}
	archives, _ := filepath.Glob("../../saves/testdata/golden/*.tar.gz")
	copies := 0
	for _, a := range archives {
		for name, src := range scenarioCopies(t, a) {
			sc, err := scenarios.Parse(name, src)
			if err != nil {
				t.Fatal(err)
			}
			if sc.System != "custoza" {
				continue
			}
			copies++
			want(t, filepath.Base(a)+":"+name, sc)
		}
	}
	if copies < 8 {
		t.Fatalf("%d Custoza scenario copies in the golden archives, want the 8 there are", copies)
	}
}

// scenarioCopies are the scenario.scn files of a game archive.
func scenarioCopies(t *testing.T, archive string) map[string][]byte {
	t.Helper()
	f, err := os.Open(archive)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]byte{}
	tr := tar.NewReader(zr)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		if path.Base(h.Name) == "scenario.scn" {
			if out[h.Name], err = io.ReadAll(tr); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// 22.3.5 on a map that draws only water around Peschiera: no hex to
// assault it from, and a marker pointing at it is refused.
func TestPeschieraWithoutLand(t *testing.T) {
	m := peschieraRig()
	for _, h := range []string{"1606", "1704", "1805"} {
		m.terrain[h] = 'M'
	}
	r := newRig(t, m)
	if len(r.s.b.peschieraFrom) > 0 {
		t.Fatalf("Peschiera assaulted from %v, a map with no land next to it", r.s.b.peschieraFrom)
	}
	if why := r.s.peschieraRefused(r.hex("1606"), r.hex("1705")); !strings.Contains(why, "cannot be assaulted") {
		t.Fatalf("a marker in 1606: %q", why)
	}
}
