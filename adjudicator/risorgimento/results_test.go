package risorgimento

import "testing"

// 8.11, 7.21, 7.33: hits go to the hex, as evenly as possible, the owner
// placing the leftover; never artillery; stacked Jägers only when alone.
func Test8_11_HitDistribution(t *testing.T) {
	us := []Unit{inf("a", "b", 5), {ID: "art", Kind: Artillery}, inf("c", "b", 5), {ID: "j", Kind: Jager, Cohesion: 3}}
	takers := HitTakers(us, true)
	if len(takers) != 2 || takers[0] != 0 || takers[1] != 2 {
		t.Fatalf("takers %v", takers)
	}
	got := DistributeHits(3, len(us), takers, []int{2})
	if got[0] != 1 || got[2] != 2 || got[1] != 0 || got[3] != 0 {
		t.Errorf("3 hits, leftover to c: %v", got)
	}
	if got := DistributeHits(1, len(us), takers, nil); got[0] != 1 || got[2] != 0 {
		t.Errorf("1 hit, stack order: %v", got)
	}
	if t2 := HitTakers(us, false); len(t2) != 3 {
		t.Errorf("fire: Jägers take hits too, %v", t2)
	}
	if t3 := HitTakers([]Unit{{ID: "j", Kind: Jager}}, true); len(t3) != 1 {
		t.Error("a lone Jäger takes hits")
	}
}

// 8.31: the first priority that applies.
func Test8_31_DetermineLoser(t *testing.T) {
	cases := []struct {
		att, def CombatSide
		want     Loser
	}{
		{CombatSide{Hits: 1}, CombatSide{Hits: 2}, Loser{false, 1}},
		{CombatSide{Hits: 2, LowestCohesion: 3}, CombatSide{Hits: 2, LowestCohesion: 2}, Loser{false, 2}},
		{CombatSide{Hits: 1, LowestCohesion: 2}, CombatSide{Hits: 1, LowestCohesion: 3}, Loser{true, 2}},
		{CombatSide{LowestCohesion: 3}, CombatSide{LowestCohesion: 3, Brigadier: true}, Loser{true, 3}},
		{CombatSide{LowestCohesion: 3, Brigadier: true}, CombatSide{LowestCohesion: 3}, Loser{false, 3}},
		{CombatSide{LowestCohesion: 3, Brigadier: true, CommitmentDRM: 1}, CombatSide{LowestCohesion: 3, Brigadier: true, CommitmentDRM: -1}, Loser{true, 4}},
		{CombatSide{LowestCohesion: 3}, CombatSide{LowestCohesion: 3}, Loser{true, 5}},
	}
	for _, c := range cases {
		if got := DetermineLoser(c.att, c.def); got != c.want {
			t.Errorf("%+v vs %+v: %+v, want %+v", c.att, c.def, got, c.want)
		}
	}
}

// 8.33: retreat into the least costly open hex, never enemy-occupied or the
// attacker's origin; displacement only as the only path; none: eliminated.
func Test8_33_DefenderRetreat(t *testing.T) {
	m, tb := newMap(), charts(t)
	from := hx(t, "1010")
	ns := grid.Neighbors(from)
	for _, h := range ns {
		m.SetHex(h, HexTerrain{Kind: Woods})
	}
	cheap := ns[3]
	m.SetHex(cheap, HexTerrain{})
	g := RetreatGround{Enemy: in(ns[0]), Origin: in(ns[1]), OtherZOC: in(cheap), CannotStack: none}
	got := DefenderRetreat(m, tb, inf("u", "b", 5), from, g)
	if len(got) != 1 || got[0].Hex != cheap || !got[0].ExtraHit {
		t.Errorf("%+v, want only %v with the ZOC hit", got, cheap)
	}
	g.Enemy = in(ns[0])
	g.CannotStack = in(ns[2], ns[3], ns[4], ns[5])
	got = DefenderRetreat(m, tb, inf("u", "b", 5), from, g)
	if len(got) != 1 || !got[0].Displaces {
		t.Errorf("only path into friends it cannot stack with: displacement, got %+v", got)
	}
	g.Enemy = in(ns...)
	if got := DefenderRetreat(m, tb, inf("u", "b", 5), from, g); got != nil {
		t.Errorf("no retreat: %+v", got)
	}
	if !RetreatingArtillery(Unit{Kind: Artillery}).Eliminated() {
		t.Error("artillery in a retreating stack is eliminated")
	}
	if _, hit := CDRHit(roll(t, 6), inf("u", "b", 5)); !hit {
		t.Error("CDR 6 > 5: a hit")
	}
}

// 8.4: leaders endangered.
func Test8_4_Leaders(t *testing.T) {
	if !Endangered(DPlus1, 0, false, false) || !Endangered(NE, 2, false, false) || Endangered(D, 1, false, false) || !Endangered(NE, 0, true, true) {
		t.Error("triggers")
	}
	r := roll(t, 7, 6)
	if _, f := LeaderRoll(r, "x"); !f {
		t.Error("7 or higher: Finished")
	}
	if _, f := LeaderRoll(r, "x"); f {
		t.Error("6: not Finished")
	}
	if !CorpsFinishedByLeader(1) || CorpsFinishedByLeader(2) {
		t.Error("corps finished before his two activations")
	}
}

// 8.51, 8.52, 8.53: rally and recovery.
func Test8_5_RallyRecovery(t *testing.T) {
	if !MayRally(false, false, false) || MayRally(true, false, false) || MayRally(false, true, false) || MayRally(false, false, true) {
		t.Error("8.51")
	}
	u := inf("u", "b", 6)
	u.Hits, u.Disorder, u.Reserve = 4, true, true
	if got := Recover(u); got.Hits != 2 || got.Disorder {
		t.Errorf("two hits and Disorder: %+v", got)
	}
	u.Hits = 2
	if got := Recover(u); got.Hits != 1 {
		t.Errorf("the first hit is permanent: %+v", got)
	}
	u.Reserve = false
	if got := Recover(u); got.Hits != 2 {
		t.Error("only units in Reserve recover")
	}
}

// 9.1: more than half Disordered or eliminated; artillery and Piedmontese
// cavalry do not count.
func Test9_1_HorsDeCombat(t *testing.T) {
	d := inf("d", "b", 5)
	d.Disorder = true
	e := inf("e", "b", 5)
	e.Hits = 6
	ok := inf("o", "b", 5)
	art := Unit{Kind: Artillery, Disorder: true}
	cav := Unit{Kind: Cavalry, Disorder: true}
	if !HorsDeCombat([]Unit{d, e, ok}, false) || HorsDeCombat([]Unit{d, ok}, false) || HorsDeCombat([]Unit{d, ok, art}, false) {
		t.Error("more than half")
	}
	if HorsDeCombat([]Unit{d, ok, ok, cav, cav}, true) || !HorsDeCombat([]Unit{d, ok, ok, cav, cav}, false) {
		t.Error("Piedmontese cavalry ignored")
	}
}

// 8.4: a lone leader joins the nearest combat unit of his brigade.
func Test8_4_LeaderRejoins(t *testing.T) {
	gone := inf("x", "b", 5)
	gone.Out = true
	units := []Placed{{gone, hx(t, "1011")}, {inf("a", "b", 5), hx(t, "1014")}, {inf("c", "b", 5), hx(t, "1007")}}
	if to, ok := LeaderRejoins(grid, hx(t, "1010"), units); !ok || to != hx(t, "1007") {
		t.Errorf("%v %v, want 1007 (1011's unit is eliminated; 1007 and 1014 are 3 and 4 away)", to, ok)
	}
	if _, ok := LeaderRejoins(grid, hx(t, "1010"), units[:1]); ok {
		t.Error("no unit left")
	}
}
