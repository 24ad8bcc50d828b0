package custoza

import (
	"slices"
	"testing"

	"github.com/mincio/mincio/adjudicator"
)

// The 1866 campaigns (002 26, 27) on their own scenario files: the start
// On March (26.3), the omitted Command Phase (26.1.6), La Marmora
// (26.1.2), and Scenario 4's entries (27.3, 27.4).

// campaignRig is the shipped scenario id at its set-up, each side's
// Strategic Objective chosen (1), with scripted dice that roll 3 once the
// script runs out.
func campaignRig(t *testing.T, id string) *rig {
	t.Helper()
	r := campaignStart(t, id)
	r.dice.fill = 3
	return r
}

// startTurn ends both sides' set-up by default and begins the first game
// turn.
func (r *rig) startTurn() {
	r.t.Helper()
	for r.s.Stage == stSetup {
		r.do("done setup")
	}
	r.do("begin turn")
}

// 26.3: "Both players start with Formations On March. At the beginning of
// the Scenario, On March Formations must establish an Objective on the
// Objective Map (Reinforcements Formations included)."
func Test26_3_OnMarchStart(t *testing.T) {
	r := campaignRig(t, "custoza-26")
	printed := map[string]string{"div1": "1621", "div5": "2229", "div2": "1513", "reserve": "3205",
		"v-corps": "4804", "vii-corps": "7004", "ix-corps": "7011", "cav-reserve": "5017"}
	for id, hex := range printed {
		fs, f := r.s.b.forms[id], r.s.form(id)
		fc := r.s.unit(fs.Commander)
		if f.Status != marchStatus || f.Objective != r.s.b.adv.objective[id].String() {
			t.Errorf("%s: status %q, Objective %q: want On March toward its default", id, f.Status, f.Objective)
		}
		if !fc.On || fc.Hex.String() != hex || fc.FaceUp {
			t.Errorf("%s: commander on=%v in %s face-up=%v, want face down in %s (16.3)", id, fc.On, fc.Hex, fc.FaceUp, hex)
		}
		for _, uid := range fs.units {
			if u := r.u(uid); u.On || u.Arrives != 0 {
				t.Errorf("%s: %s on the map or arriving: its units are inside the commander (16.5)", id, uid)
			}
		}
		if !slices.ContainsFunc(r.s.Scouts, func(sc Scout) bool { return sc.Side == fs.Side && sc.Hex == fc.Hex }) {
			t.Errorf("%s: no Scout on its commander (16.3)", id)
		}
	}
	if len(r.s.Scouts) != len(printed) {
		t.Errorf("%d Scouts, want one per On March Formation (16.3): %d", len(r.s.Scouts), len(printed))
	}
	for _, id := range []string{"res1", "div3", "div7", "div16", "div8", "div9", "cav-res", "div19", "div10"} {
		if f := r.s.form(id); f.Status != "" || f.Objective == "" {
			t.Errorf("%s: a reinforcement has its Objective from the start and is not on the map: %q %q", id, f.Status, f.Objective)
		}
	}
}

// 26.3 by mail: each side establishes its Objectives in its set-up, free
// (no 16.2 roll), its own Formations only, reinforcements included; the
// On March commanders stay in their printed hexes.
func Test26_3_SetupObjectives(t *testing.T) {
	r := campaignRig(t, "custoza-26")
	if d := r.decision(); d.Side != "italy" || !slices.Contains(d.Accepts, kObjective) {
		t.Fatalf("the Italians set up first (26.3) and may set Objectives: %+v", d)
	}
	r.do("objective div1 2430")
	r.do("objective div19 4929")
	r.done() // no die
	r.refused("objective vii-corps 1621", "formation of austria")
	r.refused("setup cerale 1622", "stands in the hex his set-up gives, 1621 (26.3)")
	if r.s.form("div1").Objective != "2430" || r.s.form("div19").Objective != "4929" {
		t.Fatalf("objectives %q %q", r.s.form("div1").Objective, r.s.form("div19").Objective)
	}
	r.saw("div1's Objective is 2430 on your Objective Map (26.3)")
	for _, e := range r.ev {
		if e.Code == "objective" && !slices.Equal(e.To, adjudicator.Only("italy")) {
			t.Fatalf("an Objective told beyond its owner (2.3): %+v", e)
		}
	}
	r.do("done setup")
	r.do("objective ix-corps 2625")
	if r.s.form("ix-corps").Objective != "2625" {
		t.Fatal("the AH sets its own")
	}
}

// 26.1.6: "The Command Phase is omitted on Game Turn 3 (the first turn)";
// 26.4's GT 3 reinforcements enter On March with the Objectives set at the
// start (26.3), La Marmora with Durando's Formation at 1034.
func Test26_1_6_NoCommandPhase(t *testing.T) {
	r := campaignRig(t, "custoza-26")
	r.startTurn()
	if r.s.Turn != 3 || r.s.Stage == stCommand || r.s.commandDue() {
		t.Fatalf("GT %d at stage %s: GT 3 has no Command Phase", r.s.Turn, r.s.Stage)
	}
	r.s.Turn = 4
	if !r.s.commandDue() {
		t.Fatal("GT 4 has its Command Phase")
	}
	r.s.Turn = 3
	for id, hex := range map[string]string{"res1": "1034", "div3": "2533", "div7": "4434", "div16": "4834"} {
		f, fc := r.s.form(id), r.s.unit(r.s.b.forms[id].Commander)
		if f.Status != marchStatus || !fc.On || fc.Hex.String() != hex {
			t.Errorf("%s: %q, commander in %s on=%v; want On March in %s (26.4)", id, f.Status, fc.Hex, fc.On, hex)
		}
	}
	if lm := r.u("lamarmora"); !lm.On || lm.Hex.String() != "1034" {
		t.Fatalf("La Marmora on=%v in %s, want 1034 with Durando (26.4)", lm.On, lm.Hex)
	}
	if f := r.s.form("div8"); f.Status != "" {
		t.Fatal("div8 is due on GT 4")
	}
}

// 26.1.2: La Marmora's "value is 0. He can only affect Commanders stacked
// with himself", and III Corps Formations and De Sonnaz "cannot receive a
// DRM from the Overall Commander": the 5.1.3 -1 and the 16.2 addition go
// only to a Formation Commander in his hex, whatever his rating.
func Test26_1_2_LaMarmoraOnlyStacked(t *testing.T) {
	r := campaignRig(t, "custoza-26")
	r.startTurn()
	lm := r.u("lamarmora")
	r.s.b.specs["lamarmora"].Rating = 2 // a rating would not widen it
	durando := r.u("durando")
	res1 := r.s.b.forms["res1"]
	if durando.Hex != lm.Hex || !r.s.inOCRange(res1) || r.s.ocRatingFor(res1) != 2 {
		t.Fatal("Durando stacked with La Marmora: affected")
	}
	durando.Hex = r.hex("1133")
	if r.s.inOCRange(res1) || r.s.ocRatingFor(res1) != 0 {
		t.Fatal("one hex away: not affected (26.1.2)")
	}
	bixio := r.u("bixio")
	bixio.Hex = lm.Hex
	if r.s.inOCRange(r.s.b.forms["div7"]) {
		t.Fatal("a III Corps Formation gets no OC DRM even stacked (26.1.2)")
	}
	// Albrecht (no such rule) affects by range: Maroicic stacked, Hartung
	// 7 hexes off with a rating of 1 not.
	if !r.s.inOCRange(r.s.b.forms["vii-corps"]) || r.s.inOCRange(r.s.b.forms["ix-corps"]) {
		t.Fatal("Albrecht's range is his Command Rating (5.1.3)")
	}
}

// 27.3: "All the units enter as reinforcements"; 27.4 its edges and turns,
// "All Commanders ... enter the map accompanied by their units".
func Test27_3_AllEnter(t *testing.T) {
	r := campaignRig(t, "custoza-27")
	west := func(col, row int) bool { return col == 10 && row >= 20 && row <= 34 }
	south := func(col, row int) bool { return col >= 25 && col <= 48 && row >= 33 }
	want := map[string]struct {
		turn int
		ok   func(col, row int) bool
	}{
		"div1": {1, west}, "div2": {1, west}, "div5": {1, west}, "res1": {3, west}, "div3": {3, west},
		"div7": {3, south}, "div16": {3, south}, "div8": {4, south}, "div9": {4, south}, "cav-res": {6, south},
		"div19": {15, south}, "div10": {16, south},
		"cav-reserve": {2 - 1, func(c, r int) bool { return c == 70 && (r == 4 || r == 11) }},
		"v-corps":     {2, func(c, r int) bool { return c == 70 && (r == 4 || r == 11) }},
		"vii-corps":   {3, func(c, r int) bool { return c == 70 && (r == 4 || r == 11) }},
		"ix-corps":    {3, func(c, r int) bool { return c == 70 && (r == 4 || r == 11) }},
		"reserve":     {3, func(c, r int) bool { return c == 36 && r == 1 }},
	}
	for _, u := range r.s.Units {
		if u.isGarrison() {
			continue
		}
		if u.On {
			t.Errorf("%s is on the map at the start (27.3)", u.ID)
			continue
		}
		fid := u.p.Formation
		if u.p.Type == "oc" {
			fid = map[string]string{"lamarmora": "res1", "albrecht": "vii-corps"}[u.ID]
		}
		w, ok := want[fid]
		if !ok {
			t.Errorf("%s: no 27.4 entry for its Formation %q", u.ID, fid)
			continue
		}
		if u.Arrives != w.turn || !w.ok(u.Entry.Col, u.Entry.Row) {
			t.Errorf("%s (%s): GT %d at %s, want GT %d on its 27.4 edge", u.ID, fid, u.Arrives, u.Entry, w.turn)
		}
	}
}

// 27.4's "7004 or 7011" and "Map edge between hexes 1020 and 1034
// (inclusive)": the side picks its hex in the Command Phase, `entry
// FORMATION HEX`, with no delay; a hex off the list is 21.5's switch.
func Test27_4_EntryChoice(t *testing.T) {
	r := campaignRig(t, "custoza-27")
	r.roll(6, 1) // the initiative (3·1): Italian; the Austrian's Command Phase first (14·2)
	r.startTurn()
	if r.s.Stage != stCommand || r.decision().Side != "austria" {
		t.Fatalf("GT 1 opens with the Command Phase, the side without the initiative first: %s %s", r.s.Stage, r.s.Side)
	}
	r.do("entry cav-reserve 7011")
	r.refused("entry cav-reserve 7006", "not blocked")
	if u := r.u("pulz"); u.Entry.String() != "7011" || u.Arrives != 1 {
		t.Fatalf("Pulz enters at %s on GT %d, want 7011 on GT 1", u.Entry, u.Arrives)
	}
	r.do("status cav-reserve march 4929")
	if fc := r.u("pulz"); !fc.On || fc.Hex.String() != "7011" || r.s.form("cav-reserve").Status != marchStatus {
		t.Fatalf("the Cavalry Reserve enters On March at 7011 (21.1, 21.3): %s %v", fc.Hex, fc.On)
	}
	r.do("done command")
	r.do("entry div1 1025")
	if r.u("cerale").Entry.String() != "1025" {
		t.Fatal("1025 is on the 1020-1034 edge")
	}
}

// Test26_3_CampaignTurnByMail is docs/orders-custoza.md's "A 1866
// campaign turn by mail": each side's set-up file sets Objectives (26.3);
// GT 3 has no Command Phase (26.1.6), so its March & Reserve Phase is the
// first to move the On March Formations (14·6); on GT 4 the Italians'
// Command Phase tries an Objective change, Cerale not stacked with La
// Marmora (26.1.2: no Command Value of his added).
func Test26_3_CampaignTurnByMail(t *testing.T) {
	r := shipped(t, "custoza-26")
	r.dice.fill = 3
	r.do("strategic 3") // the Italians' line; the Austrians' file has none: the default
	r.do(r.decision().Default.Text)
	if r.s.Strat.Chosen != [2]int{3, 1} {
		t.Fatalf("Strategic Objectives %v", r.s.Strat.Chosen)
	}
	for _, line := range []string{"objective div1 2430", "objective div19 4929", "done setup", "objective ix-corps 2625", "done setup"} {
		r.do(line)
	}
	r.roll(3, 3, 3, 3) // the initiative, 6 each: Albrecht's rating 1 gives it to the AH (3·1)
	r.do("begin turn")
	if r.s.Initiative != "austria" {
		t.Fatalf("initiative %s", r.s.Initiative)
	}
	for r.s.Stage != stMarch {
		r.do("pass") // GT 3: no Engaged Formation acts (div2, deployed at 1513, passes)
	}
	r.ev = nil
	r.roll(2, 5, 1, 4)
	r.do("march vii-corps 6904 6805 6705 6606 6506 6407 6307 6208 6108 6009")
	r.do("march div5 2329 2430 2529 2629 2628 2627 2626 2625 2725 2826")
	r.do("march ix-corps 6910 6810 6709 6609 6508 6409 6308")
	r.do("march div5 2329 2430 2529 2629 2628 2627 2626 2625 2725 2826")
	r.saw("div5 tries to march: rolled 5 > Command Value 3: not activated; its next attempt has -1 (14·6)")
	r.saw("div5 tries to march: rolled 4, -1 for its prior attempts, 3 ≤ Command Value 3: activated (14·6, 16.4)")
	r.saw("a face-down piece moves from 7004 to 6009 (16.4)")
	for r.s.Stage == stMarch || r.s.Stage == stOCMarch {
		r.do(r.decision().Default.Text) // pass, pass, pass; march-oc stay
	}
	if r.u("sirtori").Hex.String() != "2826" || r.u("maroicic").Hex.String() != "6009" || r.u("hartung").Hex.String() != "6308" {
		t.Fatal("the marches")
	}
	r.roll(3, 3, 3, 3)
	r.do("begin turn")
	if r.s.Turn != 4 || r.s.Stage != stCommand || r.decision().Side != "italy" {
		t.Fatalf("GT 4's Command Phase, the Italians first: GT %d %s", r.s.Turn, r.s.Stage)
	}
	r.ev = nil
	r.roll(2)
	r.do("objective div1 2529")
	r.saw("div1 tries to change its Objective to 2529: rolled 2, needs 3 or less: the Objective is changed (16.2)")
	if f := r.s.form("div8"); f.Status != marchStatus || r.u("cugia").Hex.String() != "3434" {
		t.Fatal("GT 4: Cugia's 8a Divisione has entered On March at 3434 (26.4)")
	}
	r.do("done command")
	r.do("done command")
	for r.s.Stage != stMarch {
		r.do("pass")
	}
	r.do("pass") // the AH first
	r.roll(1)
	r.do("march div1 1622 1623 1624 1625 1626 1526 1627 1727 1728 1729")
	r.saw("Com. Cerale marches from 1621 to 1729")
}
