package tolentino

import (
	"reflect"
	"testing"
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
	f := b.fresh()
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
	again, err := newBattle(sc)
	if err != nil {
		t.Fatal(err)
	}
	first, _ := newBattle(sc)
	if reflect.ValueOf(again.terrain).Pointer() != reflect.ValueOf(first.terrain).Pointer() {
		t.Error("two battles of one scenario value built the board twice")
	}
}
