package custoza

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Rules whose boundary no other test held: a rules audit changed each
// condition (a mutation) and the whole suite still passed.

// 8.1: fire goes "only into/through front hexes": at one hex the target
// must be a front hex. il1 faces north; ai1 stands behind it.
func Test8_1_OneHexFireOnlyIntoAFrontHex(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("il1", "0506", "n")
	r.put("ia1", "0606", "n")
	r.put("ai1", "0507", "s") // south of both: a rear hex of each
	if why := r.s.fireRefused([]*Unit{r.u("il1")}, r.hex("0507"), false); why != "0507 is not one of its front hexes (8.1)" {
		t.Fatalf("light infantry fires into its rear hex: %q", why)
	}
	r.put("ai1", "0505", "s") // north: a front hex
	if why := r.s.fireRefused([]*Unit{r.u("il1")}, r.hex("0505"), false); why != "" {
		t.Fatalf("light infantry may not fire into its front hex: %q", why)
	}
}

// 4.1.1: "if they move, they can only move to shorten the distance in
// hexes, at the end of their movement, between them and their Formation
// Commander": a hex as far from him as the start does not shorten it.
func Test4_1_1_EqualDistanceIsNotCloser(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("ifc1", "0501", "n")
	u := r.put("ii1", "0507", "n")
	c := r.u("ifc1")
	start := r.s.b.grid.Distance(u.Hex, c.Hex)
	var same, closer hexmap.Hex
	for _, n := range r.s.sortedNeighbors(u.Hex) {
		switch r.s.b.grid.Distance(n, c.Hex) {
		case start:
			same = n
		case start - 1:
			closer = n
		}
	}
	if same == (hexmap.Hex{}) || closer == (hexmap.Hex{}) {
		t.Fatal("the rig has no neighbour at the same distance and one closer")
	}
	if why := r.s.oocMoveRefused([]*Unit{u}, same); !strings.Contains(why, "must end closer") {
		t.Fatalf("a move to %s, %d hexes from the commander as at the start, refused with %q", same, start, why)
	}
	if why := r.s.oocMoveRefused([]*Unit{u}, closer); why != "" {
		t.Fatalf("a move closer refused: %q", why)
	}
}

// 10.5: "The Defender must Retreat away (two hexes intervening) from any
// Charge/Assault marker": each hex farther than the last; a hex as far as
// the one it leaves is not away.
func Test10_5_DefenderRetreatsStrictlyAway(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("ii3", "0505", "s")
	from := r.hex("0506")
	force := []*Unit{r.u("ii3")}
	at := r.u("ii3").Hex
	for _, c := range r.s.retreatCandidates(force, at, []hexmap.Hex{at}, []hexmap.Hex{from}, false, false) {
		h, _ := hexmap.ParseHex(c.Hex)
		away := r.s.b.grid.Distance(h, from) > r.s.b.grid.Distance(at, from)
		blocked := c.Blocked == "not away from the attacker and its markers (10.5)"
		if away == blocked {
			t.Fatalf("%s (%d hexes from %s, %d at the start): blocked %q", c.Hex, r.s.b.grid.Distance(h, from), from, r.s.b.grid.Distance(at, from), c.Blocked)
		}
	}
}

// 11.5.1: "A reacting Force can change its facing to any other hexside.
// After doing that, a Cohesion Check (13.2) is required, applying the
// result": the facing changes, and a failed check costs its levels.
func Test11_5_1_FacingReactionChecks(t *testing.T) {
	r := newRig(t, rigMap{})
	r.put("afc1", "0509", "n")
	r.put("ai1", "0506", "n") // in ii1's ZoR: it leaves (11.1 c), no combat follows
	r.put("ii1", "0505", "n")
	r.act("k1")
	r.do("move ai1 0507 0508")
	r.owes("react", "italy")
	r.roll(6, 6) // 12 > CCV 7: the check fails
	r.do("react ii1 face s")
	r.quiet()
	if d := r.u("ii1").Facing.String(); d != "s" {
		t.Fatalf("ii1 faces %s after its facing reaction, want s", d)
	}
	if st := r.u("ii1").Status; st == combat.GoodOrder {
		t.Fatalf("the failed check of the facing reaction cost no level:\n%s", r.events())
	}
	r.at("ai1", "0508")
	r.done()
}

// 13.2: "If the result is less than or equal to its CCV, the check is
// successful": a roll equal to the CCV passes, one more fails.
func Test13_2_RollEqualToTheCCVPasses(t *testing.T) {
	r := newRig(t, rigMap{})
	u := r.put("ii1", "0505", "n") // CV 7, Good Order: CCV 7
	for _, c := range []struct {
		a, b int
		pass bool
	}{{3, 4, true}, {4, 4, false}} {
		res := r.s.b.tab.JudgeCohesion("test", c.a, c.b, []combat.Unit{u.cu()}, nil)
		if res.Passed() != c.pass {
			t.Fatalf("%d+%d against CCV 7: passed %v, want %v", c.a, c.b, res.Passed(), c.pass)
		}
	}
}

// 10.4 step 4: "the unit with the highest stacking value" gives a stack's
// CCV, wherever it stands in the stack.
func Test10_4_4_LeadUnitIsTheBiggestWhereverListed(t *testing.T) {
	tb := r10Tables(t)
	small := combat.Unit{ID: "Jg", Type: combat.LineInfantry, SP: 3, CV: 10, SV: 1}
	big := combat.Unit{ID: "IR", Type: combat.LineInfantry, SP: 3, CV: 6, SV: 3}
	for _, defenders := range [][]combat.Unit{{small, big}, {big, small}} {
		in := combat.AssaultInput{Edition: combat.Custoza, Attackers: []combat.Unit{small, big}, Defenders: defenders, TargetTerrain: "clear"}
		res, err := tb.ResolveAssaultTable(in, &scripted{t: t, queue: []int{3, 4}})
		if err != nil {
			t.Fatal(err)
		}
		if res.DefenderLead.ID != "IR" || res.AttackerLead.ID != "IR" || res.DefenderCCV != 6 {
			t.Fatalf("defenders %v: leads %s and %s, defender CCV %d; want IR, IR, 6", defenders, res.AttackerLead.ID, res.DefenderLead.ID, res.DefenderCCV)
		}
	}
}

// r10Tables are the rig's stand-in tables.
func r10Tables(t *testing.T) *combat.Tables {
	return newRig(t, rigMap{}).s.b.tab
}
