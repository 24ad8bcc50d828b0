package custoza

import (
	"testing"

	"github.com/mincio/mincio/scenarios"
)

// The order check's battle is built once per scenario: a scenario loaded
// again (another pointer, the same text) gets the one kept, told apart by
// its revisions and table override; it is the check's (untold), and a
// scenario with no digest (built by hand) gets its own each time.
func TestCheckBattleKept(t *testing.T) {
	load := func() *scenarios.Scenario {
		sc, err := scenarios.Load("goito1848")
		if err != nil {
			t.Fatal(err)
		}
		return sc
	}
	a, b := load(), load()
	ba, err := checkBattle(a)
	if err != nil {
		t.Fatal(err)
	}
	bb, err := checkBattle(b)
	if err != nil {
		t.Fatal(err)
	}
	if ba != bb {
		t.Error("the same scenario loaded twice: two battles")
	}
	if !ba.untold {
		t.Error("the check's battle tells events")
	}
	c := load()
	c.Revisions.System = 1
	bc, err := checkBattle(c)
	if err != nil {
		t.Fatal(err)
	}
	if bc == ba || bc.rev != 1 || ba.rev == 1 {
		t.Errorf("revision 1's battle: shared %v, revisions %d and %d", bc == ba, bc.rev, ba.rev)
	}
	d := load()
	d.TablesDigest = "sha256:other"
	if bd, err := checkBattle(d); err != nil || bd == ba {
		t.Errorf("another table override: shared %v (%v)", bd == ba, err)
	}
	e := load()
	e.Digest = ""
	b1, err1 := checkBattle(e)
	b2, err2 := checkBattle(e)
	if err1 != nil || err2 != nil || b1 == b2 {
		t.Errorf("a scenario with no digest: shared %v (%v, %v)", b1 == b2, err1, err2)
	}
}
