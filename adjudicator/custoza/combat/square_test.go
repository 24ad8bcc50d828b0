package combat

import "testing"

// 11.5.4: a cohesion check with an additional -1; the square forms only
// if no unit loses a level; Disorganized units never form square (7.7).
func Test11_5_4_SquareByReaction(t *testing.T) {
	tb := tables(t)
	a, b := inf("a", 4, 8, 2), inf("b", 3, 7, 1)
	// 4+4 = 8, -1 = 7: a passes (CCV 8), b passes (CCV 7).
	c, formed, err := tb.SquareReaction(Custoza, []Unit{a, b}, roll(t, 4, 4))
	if err != nil || !formed || c.Units[1].Modified != 7 {
		t.Fatalf("%v %v\n%s", err, formed, c.Explain)
	}
	// 5+4 = 9, -1 = 8: b fails by 1 and loses a level: no square.
	c, formed, _ = tb.SquareReaction(Custoza, []Unit{a, b}, roll(t, 5, 4))
	if formed || c.Units[1].Levels != 1 || c.Units[0].Levels != 0 {
		t.Fatalf("%v\n%s", formed, c.Explain)
	}
	d := a
	d.Status = Disorganized
	r := roll(t)
	if _, _, err := tb.SquareReaction(Custoza, []Unit{d}, r); err == nil || len(r.rolls) != 0 {
		t.Error("a Disorganized unit formed square")
	}
	if _, _, err := tb.SquareReaction(Goito, []Unit{hussars()}, roll(t)); err == nil {
		t.Error("cavalry formed square")
	}
}
