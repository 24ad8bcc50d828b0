package tolentino

import (
	"reflect"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/scenarios"
)

// A battle on a shared board has every fixed fact of the board, and its
// own memo and tables: a field added to battle must be copied by fresh,
// or named here as a battle's own.
func TestFreshBattleSharesTheBoard(t *testing.T) {
	sc := load(t)
	b, err := buildBattle(sc)
	if err != nil {
		t.Fatal(err)
	}
	own := map[string]bool{"los": true, "tabOnce": true, "tab": true, "tabErr": true}
	f := b.fresh(sc)
	bv, fv := reflect.ValueOf(b).Elem(), reflect.ValueOf(f).Elem()
	for i := range bv.NumField() {
		name := bv.Type().Field(i).Name
		if own[name] || bv.Field(i).IsZero() {
			continue
		}
		if fv.Field(i).IsZero() {
			t.Errorf("fresh leaves battle.%s out", name)
		}
	}
	if f.los == b.los || f.los == nil {
		t.Error("a fresh battle shares the line-of-sight memo")
	}
	first, err := newBattle(sc)
	if err != nil {
		t.Fatal(err)
	}
	// each game's copy of one parse, with its own revisions
	cp := *sc
	cp.Revisions = scenarios.Revisions{}
	again, err := newBattle(&cp)
	if err != nil {
		t.Fatal(err)
	}
	if reflect.ValueOf(again.terrain).Pointer() != reflect.ValueOf(first.terrain).Pointer() {
		t.Error("two copies of one parse built the board twice")
	}
	if again.sc != &cp || again.rev != adjudicator.SystemRevision(System{}, &cp) {
		t.Error("a battle on a shared board took another game's scenario value or revision")
	}
	parsedAgain, err := scenarios.Parse(sc.File, sc.Source)
	if err != nil {
		t.Fatal(err)
	}
	other, err := newBattle(parsedAgain)
	if err != nil {
		t.Fatal(err)
	}
	if reflect.ValueOf(other.terrain).Pointer() == reflect.ValueOf(first.terrain).Pointer() {
		t.Error("a scenario parsed again shares the board of another parse")
	}
}
