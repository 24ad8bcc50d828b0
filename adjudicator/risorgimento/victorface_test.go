package risorgimento

import (
	"strings"
	"testing"
)

// Test6_16_8_34_VictorTurnsOneVertex: fa-1, facing se, beats ae-1 out of
// 0605, enters and turns to s, one vertex, as its attack named; a facing
// three vertices away is not taken (6.16, 8.34). Revision 1 refuses the
// facing on an attack line.
func Test6_16_8_34_VictorTurnsOneVertex(t *testing.T) {
	for face, want := range map[string]string{"s": "s", "nw": "se"} {
		s := attackPosition(t)
		leadersOff(s)
		s.Act.Attacks = []attackDecl{{Unit: "fa-1", Target: "0605", Face: face}}
		ev := eventsText(s.battle(roll(t, 1, 9, 1, 5, 5, 5), hx(t, "0605"), []string{"fa-1"}))
		if u := s.unit("fa-1"); !u.Hex.is("0605") || !u.Face.is(want) {
			t.Fatalf("asked %s: fa-1 in %s facing %s, want 0605 facing %s:\n%s", face, u.Hex, u.Face, want, ev)
		}
	}
	s := skirmishAt(t, 1)
	acting(s, "france", "i", 0, "fa", "fa-1")
	o, err := readOrder("attack fa-1 0505 face s")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.declareAttack(s.w.brigade("fa"), o); err == nil || !strings.Contains(err.Error(), "(6.16)") {
		t.Fatalf("revision 1 took a facing with an attack: %v", err)
	}
}

// TestAttackLineForms: an attack line may name its Continued Attack
// (7.47) and its victor's facing (6.16), together or alone.
func TestAttackLineForms(t *testing.T) {
	for line, want := range map[string]string{
		"attack fa-1 0605":                  "[0605] ",
		"attack fa-1 0605 then 0606":        "[0605 0606] ",
		"attack fa-1 0605 face s":           "[0605] s",
		"attack fa-1 0605 then 0606 face s": "[0605 0606] s",
	} {
		o, err := readOrder(line)
		if err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		if got := strings.TrimSpace(pathText(o.Path)); "["+got+"] "+o.Facing != want {
			t.Errorf("%q read as %v facing %q, want %s", line, o.Path, o.Facing, want)
		}
	}
	if _, err := readOrder("attack fa-1 0605 face up"); err == nil {
		t.Error("a facing that is no compass word was read")
	}
}
