package combat

import (
	"strings"
	"testing"
)

// 5.1.1: "Every failed attempt gives a cumulative -1 DRM to the following
// attempt ... (example: three failed attempts give a total DRM of -3)."
func Test5_1_1_ThreeFailedAttemptsGiveMinus3(t *testing.T) {
	tb := tables(t)
	in := ActivationInput{Edition: Custoza, Formation: "Cerale", CommandValue: 2}
	r := roll(t, 5, 5, 5, 5)
	for i := 0; i < 3; i++ {
		res := tb.Activate(in, r)
		if res.Outcome != Failed || res.Modified != 5-i {
			t.Fatalf("attempt %d: %+v", i+1, res)
		}
		in.Failures++
	}
	if got := sumMods(ActivationModifiers(in)); got != -3 {
		t.Fatalf("after three failures the DRM is %d, want -3", got)
	}
	res := tb.Activate(in, r)
	r.done()
	if res.Outcome != Activated || res.Modified != 2 || !res.Acts() {
		t.Fatalf("fourth attempt: 5 - 3 = 2 <= 2 activates; got %+v\n%s", res, res.Explain)
	}
}

// 5.1.3: an FC within its OC's command range has an additional -1.
func Test5_1_3_WithinOCRange(t *testing.T) {
	tb := tables(t)
	res := tb.Activate(ActivationInput{Formation: "f", CommandValue: 3, InOCRange: true}, roll(t, 4))
	if res.Outcome != Activated || res.Modified != 3 {
		t.Fatalf("%+v", res)
	}
}

// 5.2: an unmodified 6 activates the Formation by its commander's
// initiative: a roll on the Initiative Table with the Mood DRM.
func Test5_2_LooseCannon(t *testing.T) {
	tb := tables(t)
	r := roll(t, 6, 4)
	res := tb.Activate(ActivationInput{Formation: "f", CommandValue: 5, Failures: 3, Mood: 1}, r)
	r.done()
	if res.Outcome != LooseCannon || res.Initiative == nil || res.Initiative.Modified != 5 || res.Initiative.Result != InitiativeAttack || !res.CountsActivated() || !res.Acts() {
		t.Fatalf("%+v %+v", res, res.Initiative)
	}
	if len(res.Rolls) != 2 {
		t.Errorf("rolls %v", res.Rolls)
	}
	// A bad mood halts it: it counts as activated but does not act.
	lc := tb.LooseCannon(Custoza, "f", -2, roll(t, 3))
	if lc.Result != InitiativeHalt {
		t.Errorf("1d6 3 - 2 = 1: %+v", lc)
	}
}

// 22.4: at night an activation 6 has no effect; the Formation stays and
// counts as activated.
func Test22_4_NightSix(t *testing.T) {
	tb := tables(t)
	r := roll(t, 6)
	res := tb.Activate(ActivationInput{Formation: "f", CommandValue: 5, Night: true}, r)
	r.done()
	if res.Outcome != NightSix || res.Acts() || !res.CountsActivated() || res.Initiative != nil {
		t.Fatalf("%+v", res)
	}
}

// 5.2.1: +1 per assault/charge won, -1 per lost, within the track.
func Test5_2_1_Mood(t *testing.T) {
	tb := tables(t)
	if m, _ := tb.MoodAfter(Custoza, 0, true, false); m != 1 {
		t.Errorf("won: %d", m)
	}
	if m, _ := tb.MoodAfter(Goito, 0, false, true); m != -1 {
		t.Errorf("lost: %d", m)
	}
	if m, _ := tb.MoodAfter(Custoza, 3, true, false); m != 3 {
		t.Errorf("the track ends at +3 (stand-in): %d", m)
	}
	if MoodToward0(2) != 1 || MoodToward0(-2) != -1 || MoodToward0(0) != 0 {
		t.Error("MoodToward0")
	}
}

// 3·1: 2d6 + OC rating if in play, highest wins, ties re-rolled; Goito A
// adds the rating without condition.
func Test3_1_Initiative(t *testing.T) {
	a := InitiativeSide{Side: "austria", OCRating: 2, OCInPlay: true}
	b := InitiativeSide{Side: "italy", OCRating: 1}
	// 3+3+2 = 8 against 4+4 = 8: tie, re-roll; 1+1+2 = 4 against 6+6 = 12.
	r := roll(t, 3, 3, 4, 4, 1, 1, 6, 6)
	res, err := Initiative(Custoza, a, b, r)
	r.done()
	if err != nil || res.Winner != "italy" || len(res.Totals) != 2 || res.Totals[0] != [2]int{8, 8} {
		t.Fatalf("%+v %v", res, err)
	}
	// Goito: Italy's rating counts even "not in play": 3+3+2 = 8 against 4+3+1 = 8, tie; then 6+6+2 against 1+1+1.
	res, _ = Initiative(Goito, a, b, roll(t, 3, 3, 4, 3, 6, 6, 1, 1))
	if res.Winner != "austria" || res.Totals[0] != [2]int{8, 8} || !strings.Contains(res.Explain.String(), "Goito A") {
		t.Fatalf("%+v", res)
	}
}

type constRoller int

func (c constRoller) Roll(int, string) int { return int(c) }

func TestInitiativeBrokenRoller(t *testing.T) {
	if _, err := Initiative(Custoza, InitiativeSide{Side: "a"}, InitiativeSide{Side: "b"}, constRoller(3)); err == nil {
		t.Fatal("endless ties must fail")
	}
}
