package risorgimento

import (
	"reflect"
	"testing"
)

// TestSharedWorld: the worlds of one parse and revision share the fixed
// parts newWorld builds (the map, the order of battle, the command steps)
// and keep their own scenario value and position cache; another revision
// or another parse builds its own, equal to newWorld's.
func TestSharedWorld(t *testing.T) {
	sc := loadBattle(t, "magenta1859")
	a, err := sharedWorld(sc)
	if err != nil {
		t.Fatal(err)
	}
	copyOf := *sc // a game's own copy of the parse (saves/scenarioshare.go)
	b, err := sharedWorld(&copyOf)
	if err != nil {
		t.Fatal(err)
	}
	if a.m != b.m || &a.units[0] != &b.units[0] || b.sc != &copyOf || a.positions == b.positions {
		t.Fatal("two worlds of one parse: the fixed parts not shared, or the scenario value or the cache shared")
	}
	if a.positions.commandSteps(a) != b.positions.commandSteps(b) {
		t.Error("two worlds of one parse fill two tables of command steps")
	}
	fresh, err := newWorld(sc)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(a.units, fresh.units) || !reflect.DeepEqual(a.brigades, fresh.brigades) || a.rev != fresh.rev {
		t.Error("the shared world differs from newWorld's")
	}
	older := *sc
	older.Revisions.System = troopsRevision - 1
	o, err := sharedWorld(&older)
	if err != nil {
		t.Fatal(err)
	}
	if o.rev != troopsRevision-1 || o.m == a.m {
		t.Errorf("revision %d shares the world of revision %d", o.rev, a.rev)
	}
	if again, err := sharedWorld(loadBattle(t, "magenta1859")); err != nil || again.m == a.m {
		t.Errorf("a scenario parsed again shares the old parse's world (%v)", err)
	}
}
