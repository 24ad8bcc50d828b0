package combat

import "fmt"

// Fortress garrison strengths (22.3.1): "Every Fortress hex, and
// Peschiera itself, has an intrinsic Combat Value of 3 Line Infantry SPs,
// 1 Artillery SP, and a Cohesion Value of 9."
const (
	FortressInfantrySP  = 3
	FortressArtillerySP = 1
	FortressCV          = 9
	// FortressInfantrySV and FortressArtillerySV are estimated: 22.3 gives
	// no stacking value; the infantry leads the stack (10.4 step 4) as a
	// regiment would (SV 3), the guns as a battery (SV 1).
	FortressInfantrySV  = 3
	FortressArtillerySV = 1
)

// FortressGarrison is the intrinsic garrison of a fortress hex (22.3.1)
// as two units, ids HEX-garrison-inf and HEX-garrison-art, at status s.
func FortressGarrison(hex string, s Status) []Unit {
	return []Unit{
		{ID: hex + "-garrison-inf", Type: LineInfantry, SP: FortressInfantrySP, CV: FortressCV, SV: FortressInfantrySV, Status: s},
		{ID: hex + "-garrison-art", Type: Artillery, SP: FortressArtillerySP, CV: FortressCV, SV: FortressArtillerySV, Status: s},
	}
}

// FortressHit applies nS# to a fortress hex (22.3.3, 22.3.4): "suffers
// losses to the Infantry SPs only"; "Losses are absorbed by the
// fortress" (a unit stacked there loses no SP); status levels go to every
// unit of the hex (8.7). Surrendered: the garrison routed or lost all its
// infantry SP, so the fortress is destroyed (22.3.3).
func FortressHit(garrison []Unit, stacked []Unit, hit Hit) (LossResult, bool) {
	var inf []Unit
	for _, u := range garrison {
		if u.Type.Infantry() {
			inf = append(inf, u)
		}
	}
	sp := ApplyHit("22.3.3", inf, Hit{SP: hit.SP}, nil)
	res := LossResult{Hit: hit, Explain: sp.Explain}
	surrendered := len(inf) == 0
	all := append(append([]Unit(nil), garrison...), stacked...)
	for _, u := range all {
		l := UnitLoss{ID: u.ID, SPAfter: u.SP, Levels: hit.Levels, Before: u.Status, After: u.Status.Worsen(hit.Levels)}
		if x, ok := sp.Unit(u.ID); ok {
			l.SP, l.SPAfter, l.Eliminated = x.SP, x.SPAfter, x.Eliminated
			surrendered = surrendered || x.Eliminated
		}
		l.Routed = l.After == Routed
		if l.Routed && isGarrison(garrison, u.ID) {
			surrendered = true
		}
		if hit.Levels > 0 {
			res.Explain.add("  %s: %d level(s): %s -> %s%s", u.ID, hit.Levels, u.Status, l.After, routText(l.Routed))
		}
		res.Units = append(res.Units, l)
	}
	if surrendered {
		res.Explain.add("The fortress routed or lost all its infantry SP: it surrenders and is destroyed (22.3.3)")
	}
	return res, surrendered
}

func isGarrison(g []Unit, id string) bool {
	for _, u := range g {
		if u.ID == id {
			return true
		}
	}
	return false
}

// FortressRecovery is 22.3.3: "Fortresses recover one Status Level for
// free during the Fatigue Phase."
func FortressRecovery(s Status) (Status, string) {
	if s <= GoodOrder || s >= Routed {
		return s, fmt.Sprintf("the fortress stays %s (22.3.3)", s)
	}
	return s - 1, fmt.Sprintf("the fortress recovers one level for free: %s -> %s (22.3.3)", s, s-1)
}

// hitForce applies nS# to a Force or stack: by 8.7's allocation
// (ApplyHit), or, when the units hold a fortress's garrison (its ids),
// by FortressHit (22.3.3, 22.3.4). The fortress's surrender is the
// engine's to read from the garrison's losses.
func hitForce(rule string, units []Unit, hit Hit, order, garrison []string) LossResult {
	if len(garrison) == 0 {
		return ApplyHit(rule, units, hit, order)
	}
	var g, stacked []Unit
	for _, u := range units {
		if isIn(garrison, u.ID) {
			g = append(g, u)
		} else {
			stacked = append(stacked, u)
		}
	}
	res, _ := FortressHit(g, stacked, hit)
	// FortressHit lists the garrison first: keep the units' order.
	ordered := LossResult{Hit: res.Hit, Explain: res.Explain}
	for _, u := range units {
		if l, ok := res.Unit(u.ID); ok {
			ordered.Units = append(ordered.Units, l)
		}
	}
	return ordered
}

func isIn(ids []string, id string) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}
