package custoza

import (
	"testing"

	"github.com/mincio/mincio/scenarios"
)

// The order check's battle is built once per scenario: a scenario loaded
// again (another pointer, the same text) gets the one kept, told apart by
// its revisions, table override and game options; it is the check's (untold), and a
// scenario with no digest (built by hand) gets its own each time.
func TestCheckBattleKept(t *testing.T) {
	load := func() *scenarios.Scenario {
		sc, err := scenarios.Load("goito1848")
		if err != nil {
			t.Fatal(err)
		}
		return sc
	}
	kept := func(sc *scenarios.Scenario) *battle {
		b, err := checkBattle(sc)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	ba := kept(load())
	if kept(load()) != ba {
		t.Error("the same scenario loaded twice: two battles")
	}
	if !ba.untold {
		t.Error("the check's battle tells events")
	}
	c := load()
	c.Revisions.System = 1
	if bc := kept(c); bc == ba || bc.rev != 1 || ba.rev == 1 {
		t.Errorf("revision 1's battle: shared %v, revisions %d and %d", bc == ba, bc.rev, ba.rev)
	}
	d := load()
	d.TablesDigest = "sha256:other"
	if kept(d) == ba {
		t.Error("another table override: the same battle")
	}
	o := load()
	if err := o.ApplyOptions([]string{"reactions=ask"}); err != nil {
		t.Fatal(err)
	}
	if bo := kept(o); bo == ba || bo.sc != o {
		t.Error("a game option (reactions=ask): the battle of the scenario without it")
	}
	e := load()
	e.Digest = ""
	if kept(e) == kept(e) {
		t.Error("a scenario with no digest: one battle kept for it")
	}
}
