package custoza

import (
	"testing"
)

// The corrections of Custoza rules revision 2 (System.Revision), each
// tested with the rule it corrects and, under revision 1, the behaviour
// games already played keep.

// 10.1: "The target hex must be within the MA of any Assaulting Force,
// with the path of assault traced through the Assaulting hex." ai1 (MA 5)
// stands 5 clear hexes from the marker hex: the target is the 6th.
func Test10_1_AssaultTargetWithinTheMA(t *testing.T) {
	for _, c := range []struct {
		rev  int
		from string
		ok   bool
	}{
		{2, "0510", true},  // 4 MP to 0506, 1 into 0505
		{2, "0511", false}, // 5 MP to 0506, the 6th into 0505
		{1, "0511", true},  // revision 1 costed the path to the marker only
	} {
		r := newRig(t, rigMap{rev: c.rev})
		r.put("afc1", c.from, "n")
		r.put("ai1", c.from, "n")
		r.put("ii3", "0505", "s")
		r.activate("k1")
		line := "declare assault 0505 from 0506 by ai1"
		if c.ok {
			r.do(line)
			continue
		}
		r.refused(line, "with the MP to enter the target 0505 left (10.1)")
		// the marker placed for another Force, ai1's assault is refused too
		r.put("ai2", "0408", "n")
		r.do("declare assault 0505 from 0506 by ai2")
		r.do("done declare")
		r.refused("assault ai1 0505", "cannot reach 0505 through a marker pointing at it within its MA (10.1")
		r.refused("assault ai1 0505 via 0510 0509 0508 0507 0506", "the target hex must be within the MA (10.1)")
	}
}

// 9.1: "The target hex must be within the MA ... of any one Charging
// Force, with the path of charge traced through the Charging hex." ac1
// (MA 8) stands 8 clear hexes from the marker hex: the target is the 9th.
func Test9_1_ChargeTargetWithinTheMA(t *testing.T) {
	for _, c := range []struct {
		rev  int
		from string
		ok   bool
	}{
		{2, "0510", true},  // 7 MP to 0503, 1 into 0502
		{2, "0511", false}, // 8 MP to 0503, the 9th into 0502
		{1, "0511", true},
	} {
		r := newRig(t, rigMap{rev: c.rev})
		r.put("afc1", "0512", "n")
		r.put("ac1", c.from, "n")
		r.put("ii3", "0502", "s")
		r.activate("k1")
		line := "declare charge 0502 from 0503 by ac1"
		if c.ok {
			r.do(line)
			continue
		}
		r.refused(line, "with the MP to enter the target 0502 left (9.1, 9.3)")
	}
}
