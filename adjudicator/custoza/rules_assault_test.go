package custoza

import (
	"testing"

	"github.com/mincio/mincio/adjudicator/custoza/combat"
)

// Assaults (10), retreats (10.5) and artillery in combat (10.6), through
// the engine.

// assaultRig: Austrian infantry ai1 in 0507 facing north with its
// commander; the Italian defenders are placed by each test, usually in
// 0505, the marker in 0506.
func assaultRig(t *testing.T, m rigMap) *rig {
	r := newRig(t, m)
	r.put("afc1", "0508", "n")
	r.put("ai1", "0507", "n")
	return r
}

// 10.2: "The Assaulting Force is the Attacker, while all the units in the
// target hex are the Defender stack."
func Test10_2_EveryUnitOfTheHexDefends(t *testing.T) {
	r := assaultRig(t, rigMap{})
	r.put("ii3", "0505", "s")
	r.put("il2", "0505", "s")
	r.act("k1", "declare assault 0505 from 0506 by ai1")
	r.roll(3, 3, 3, 3)
	r.do("assault ai1 0505")
	r.quiet()
	r.saw("8 SP against 11 SP")
	r.saw("ai1 on ii3+il2")
}

// 10.3, 10.4 step 11: "If the Assaulting Force wins the Combat, it must
// advance into the Defender hex, possibly causing Reactions from other
// enemy units"; "At the end of the Advance, the Force can choose its
// facing" (the order's `face DIR`).
func Test10_3_AdvanceAndItsReactions(t *testing.T) {
	r := assaultRig(t, rigMap{})
	r.s.b.specs["ai1"].SP = 16
	r.put("ii3", "0505", "s")
	r.put("ia1", "0504", "s") // next to 0505: the advance enters its ZoR
	r.act("k1", "declare assault 0505 from 0506 by ai1")
	r.roll(6, 6)
	r.do("assault ai1 0505 face nw")
	r.quiet()
	r.saw("the attacker wins")
	r.at("ai1", "0505")
	if d := r.u("ai1").Facing.String(); d != "nw" {
		t.Fatalf("after its advance ai1 faces %s, want nw", d)
	}
	if !r.seen("an enemy Force advanced into its ZoR") && !r.seen("ia1 (art in 0504) does not react") {
		t.Fatalf("the advance raised no reaction (11.1 e):\n%s", r.events())
	}
}

// 10.4 step 12: "At the end of a Combat, both sides can, if they wish,
// exit from March Movement" — mincio's default: they do.
func Test10_4_12_LeaveMarchAfterCombat(t *testing.T) {
	r := assaultRig(t, rigMap{})
	r.put("ii3", "0505", "s", "march")
	r.act("k1", "declare assault 0505 from 0506 by ai1")
	r.roll(3, 3, 3, 3, 3, 3)
	r.do("assault ai1 0505")
	r.quiet()
	if u := r.u("ii3"); u.Gone == "" && u.March {
		t.Fatal("the defender is still in March Movement after the combat")
	}
}

// 10.5: the owner's retreat order chooses among hexes of equal priority
// (`retreat SCOPE toward HEX`), splits the Force (10.5.4, `split`) and
// its facing at the end (10.5.5, `face DIR`).
func Test10_5_RetreatChoices(t *testing.T) {
	win := func(t *testing.T, pref string) *rig {
		r := assaultRig(t, rigMap{})
		r.s.b.specs["ai1"].SP = 16
		r.put("ii3", "0505", "s")
		r.put("il2", "0505", "s")
		r.act("k1", "declare assault 0505 from 0506 by ai1")
		r.roll(6, 6) // 16:11 = 1.5-1 (+1), column 0, 13: -/2S3/B
		r.do("assault ai1 0505")
		for r.orderByDefault(""); r.decision().Kind == "react"; r.orderByDefault("") {
			r.do("react " + forceKey(r.s.units(r.s.Reacts[0].Units)) + " none")
		}
		r.owes(kLosses, "italy")
		r.do("losses il2")
		r.owes(kRetreat, "italy")
		r.do(pref)
		r.quiet()
		return r
	}
	t.Run("losses after the first SP", func(t *testing.T) {
		r := win(t, "retreat any")
		// the first SP from the biggest (ii3, 8.7), the second il2's
		if r.u("ii3").Lost != 1 || r.u("il2").Lost != 1 {
			t.Fatalf("ii3 lost %d, il2 %d; want 1 and 1 (losses il2)", r.u("ii3").Lost, r.u("il2").Lost)
		}
	})
	t.Run("toward", func(t *testing.T) {
		r := win(t, "retreat any toward 0703")
		if d := r.s.b.grid.Distance(r.u("ii3").Hex, r.hex("0703")); d > 2 {
			t.Fatalf("the retreat went to %s, %d from 0703", r.u("ii3").Hex, d)
		}
	})
	t.Run("split", func(t *testing.T) {
		r := win(t, "retreat d2 split")
		r.saw("splits to retreat (10.5.4)")
	})
	t.Run("face", func(t *testing.T) {
		r := win(t, "retreat any face s")
		if d := r.u("ii3").Facing.String(); d != "s" {
			t.Fatalf("after the retreat ii3 faces %s, want s", d)
		}
	})
	t.Run("scope", func(t *testing.T) {
		r := assaultRig(t, rigMap{})
		r.s.b.specs["ai1"].SP = 16
		r.put("ii3", "0505", "s")
		r.act("k1", "declare assault 0505 from 0506 by ai1")
		r.roll(6, 6)
		r.do("assault ai1 0505")
		r.do("react ii3 none")
		r.owes(kRetreat, "italy")
		r.refused("retreat d1 face s", "this retreat order is for d1")
	})
}

// 10.5.1, 10.5.3: "Forces which must retreat, but cannot are permanently
// eliminated from the game".
func Test10_5_1_NoRetreatSurrenders(t *testing.T) {
	r := assaultRig(t, rigMap{})
	r.s.b.specs["ai1"].SP = 16
	r.put("ii3", "0501", "s") // the map's edge behind it
	r.u("ai1").Hex = r.hex("0503")
	r.u("afc1").Hex = r.hex("0504")
	r.put("al1", "0601", "n") // enemy on the other side
	r.put("ac1", "0401", "n")
	r.act("k1", "declare assault 0501 from 0502 by ai1")
	r.roll(6, 6)
	r.do("assault ai1 0501")
	r.quiet()
	if u := r.u("ii3"); u.Gone != "surrendered" {
		t.Fatalf("ii3 is %q, want surrendered:\n%s", u.Gone, r.events())
	}
	r.saw("surrenders: permanently eliminated")
}

// 10.5.2: "Forces that have to retreat in violation of the stacking limits
// must retreat one more hex ... All Forces passed through by retreating
// Forces because of stacking violations lose one Status Level."
func Test10_5_2_OverStackedRetreat(t *testing.T) {
	// the Mincio channels the retreat north: 0505, 0504, 0503, 0502
	r := assaultRig(t, rigMap{terrain: map[string]byte{"0405": 'M', "0605": 'M', "0404": 'M', "0604": 'M'}})
	r.s.b.specs["ai1"].SP = 16
	r.put("ii3", "0505", "s")
	r.put("ii1", "0503", "s")
	r.put("il1", "0503", "s") // 4 stacking points: ii3 cannot stop there
	r.act("k1", "declare assault 0505 from 0506 by ai1")
	r.roll(6, 6)
	r.do("assault ai1 0505")
	r.quiet()
	if h := r.u("ii3").Hex.String(); h == "0503" || h == "0504" || h == "0505" {
		t.Fatalf("ii3 stopped in %s", h)
	}
	r.saw("retreats from 0505 to " + r.u("ii3").Hex.String())
	for _, id := range []string{"ii1", "il1"} {
		if st := r.u(id).Status; st != combat.Shaken {
			t.Fatalf("%s, passed through, is %s, want Shaken (10.5.2)", id, st)
		}
	}
}

// 10.5.6: "Forces retreating into an EZoR trigger a reaction by the
// Force(s) projecting the EZoR, excluding the Forces involved in the
// combat."
func Test10_5_6_RetreatIntoAnEnemyZoR(t *testing.T) {
	// the attacker's only rear hex, 0507, is in al2's ZoR
	r := newRig(t, rigMap{terrain: map[string]byte{"0607": 'M', "0407": 'M'}})
	r.put("ifc1", "0508", "n")
	r.put("ii1", "0507", "n")
	r.put("ai3", "0505", "s")
	r.put("al2", "0608", "n")
	r.act("d1", "declare assault 0505 from 0506 by ii1")
	r.roll(1, 1) // 8:8 1-1, column 0, 2: 2S2/0S1/R, the attacker loses
	r.do("assault ii1 0505")
	for i := 0; i < 10; i++ {
		d := r.decision()
		if d.Kind == kRetreat {
			r.do("retreat any")
			continue
		}
		if d.Kind != "react" || r.s.Reacts[0].Trigger == trRetreat {
			break
		}
		r.do("react " + forceKey(r.s.units(r.s.Reacts[0].Units)) + " none")
	}
	r.saw("the defender wins")
	r.at("ii1", "0507")
	d := r.owes("react", "austria")
	if rx := r.s.Reacts[0]; rx.Trigger != trRetreat || !contains(rx.Units, "al2") {
		t.Fatalf("the reaction owed is %+v (%s), want al2's to the retreat", rx, d.Prompt)
	}
	for _, rx := range r.s.Reacts {
		if contains(rx.Units, "ai3") {
			t.Fatal("the defender reacts to the attacker's retreat: it was in the combat (10.5.6)")
		}
	}
}

// 10.6.1: "Artillery units alone in a hex are permanently eliminated ...
// without rolling the dice for the Combat, after any reaction by enemy
// units adjacent to the hex containing the Artillery ... If the attacking
// Force is repulsed by the reaction, the Artillery is safe."
func Test10_6_1_LoneArtillery(t *testing.T) {
	t.Run("overrun", func(t *testing.T) {
		r := assaultRig(t, rigMap{})
		r.put("ia1", "0505", "s")
		r.act("k1", "declare assault 0505 from 0506 by ai1")
		r.do("assault ai1 0505")
		r.quiet()
		if u := r.u("ia1"); u.Gone != "eliminated" {
			t.Fatalf("the lone battery is %q", u.Gone)
		}
		r.at("ai1", "0505")
		r.saw("overruns the lone artillery in 0505")
		r.done()
	})
	t.Run("repulsed", func(t *testing.T) {
		r := assaultRig(t, rigMap{})
		r.put("ia1", "0505", "s")
		r.put("ifc1", "0404", "n")
		r.put("ic1", "0405", "s") // next to 0505
		r.act("k1", "declare assault 0505 from 0506 by ai1")
		r.do("assault ai1 0505")
		// the battery's neighbours react to the attacker now in its hex:
		// the cavalry counterattacks (check 2+2, then 6+6: 4:8 1-2 -2,
		// charge +1, column 1, 11: the counterattacker wins)
		for r.orderByDefault(""); r.decision().Kind == "react" && !contains(r.s.Reacts[0].Units, "ic1"); r.orderByDefault("") {
			r.do("react " + forceKey(r.s.units(r.s.Reacts[0].Units)) + " none")
		}
		r.roll(2, 2, 6, 6)
		r.do("react ic1 counter")
		r.quiet()
		if u := r.u("ia1"); u.Gone != "" {
			t.Fatalf("the battery was lost though the attacker was repulsed:\n%s", r.events())
		}
		r.saw("the artillery is safe")
	})
}

// 5.2.1: "Each Assault/Charge won increases by +1 the DRM, each
// Assault/Charge Lost decreases by -1 the DRM (both as attacker or as
// defender)"; Goito 6.2.1: won "when the enemy retreats".
func Test5_2_1_MoodAfterAnAssault(t *testing.T) {
	r := assaultRig(t, rigMap{})
	r.s.b.specs["ai1"].SP = 16
	r.put("ii3", "0505", "s")
	r.act("k1", "declare assault 0505 from 0506 by ai1")
	r.roll(6, 6)
	r.do("assault ai1 0505")
	r.quiet()
	if a, d := r.s.form("k1").Mood, r.s.form("d2").Mood; a != 1 || d != -1 {
		t.Fatalf("moods after the win: attacker %d, defender %d; want +1, -1", a, d)
	}
	_ = combat.GoodOrder
}
