package custoza

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
)

// The 1848 campaign scenarios (24, 25, 28) through the engine: the
// special rules they add (24.1.2's stronghold, 24.1.3's Bridge Train)
// on the rig, and their set-ups on the shipped scenarios.

func strongholdRig() rigMap {
	return rigMap{rules: []string{`rule stronghold "italy 0808 2"`}}
}

// 24.1.2: "the unit in 4604 is the Italian stronghold Osteria al Bosco,
// a Fortress with a Combat Value of 2": a Fortress hex whose garrison is
// 2 line infantry SP (22.3.1's words for a fortress's strength) with
// 22.3.1's Cohesion Value 9, held by the Italians, and no artillery.
func Test24_1_2_OsteriaAlBoscoIsAFortressOfCombatValue2(t *testing.T) {
	r := newRig(t, strongholdRig())
	h := r.hex("0808")
	if got := r.s.b.terrainOf(h); got != "fortress" {
		t.Fatalf("the stronghold's hex is %s, want fortress (24.1.2: a Fortress)", got)
	}
	g := r.s.garrisonIn(h)
	if len(g) != 1 {
		t.Fatalf("the stronghold's garrison is %v, want one infantry counter", unitIDs(g))
	}
	u := g[0]
	if u.ID != "0808-garrison-inf" || u.p.Side != "italy" || u.sp() != 2 || u.p.CV != combat.FortressCV || !u.p.inf() || u.p.Formation != "" {
		t.Fatalf("garrison %s side %s SP %d CV %d type %s formation %q", u.ID, u.p.Side, u.sp(), u.p.CV, u.p.Type, u.p.Formation)
	}
	if r.u("0808-garrison-art") != nil {
		t.Fatal("the stronghold has 22.3.1's artillery SP: its Combat Value is 2")
	}
	// 22.3.4: one other unit may stack there
	r.put("ifc1", "0810", "n")
	r.put("il1", "0809", "n")
	r.put("ia1", "0709", "n", "limbered")
	r.act("d1")
	r.do("move il1 0808")
	r.quiet()
	r.refused("move ia1 0808", "")
}

// 24.1.2 with 22.3.2-22.3.3: the stronghold reacts only by fire, and
// when it loses all its infantry SP it surrenders and is destroyed.
func Test24_1_2_StrongholdFightsAsAFortress(t *testing.T) {
	r := newRig(t, strongholdRig())
	r.u("0808-garrison-inf").Lost = 1
	r.s.b.specs["ai2"].SP = 16
	r.put("afc1", "0805", "n")
	r.put("ai2", "0806", "s")
	r.act("k1", "declare assault 0808 from 0807 by ai2")
	r.do("assault ai2 0808")
	d := r.owes("react", "italy")
	if d.Default == nil {
		t.Fatal("no default for the stronghold's reaction")
	}
	r.refused("react 0808-garrison-inf counter", "a fortress can only fire as a reaction (22.3.2)")
	// 16:1 is 4-1 (+4), the fortress -3: 6+6+1 = 13 on column 7-9 = -2:
	// -/2S3/B: the garrison loses its last SP
	r.roll(6, 6)
	r.do("react 0808-garrison-inf none")
	r.quiet()
	r.saw("the fortress of 0808 routed or lost all its infantry SP: it surrenders and is destroyed (22.3.3)")
	if len(r.s.garrisonIn(r.hex("0808"))) != 0 {
		t.Fatal("the stronghold stands after losing all its infantry SP")
	}
}

// 24.1.2: the rule's value is SIDE HEX SP triples; anything else is
// refused with what to write.
func Test24_1_2_StrongholdRuleRefusesBadValues(t *testing.T) {
	sides := []adjudicator.Side{"italy", "austria"}
	got, err := parseStrongholds("italy 4604 2", sides)
	if err != nil || len(got) != 1 || got[0].hex.String() != "4604" || got[0].sp != 2 || got[0].side != "italy" {
		t.Fatalf("italy 4604 2: %+v, %v", got, err)
	}
	for in, want := range map[string]string{
		"":                          "want SIDE HEX SP",
		"italy 4604":                "want SIDE HEX SP",
		"france 4604 2":             `"france" is not a side`,
		"italy 46 2":                `"46" is not a hex`,
		"italy 4604 0":              "not a number of infantry SP",
		"italy 4604 2 italy 4604 1": "a stronghold twice",
	} {
		if _, err := parseStrongholds(in, sides); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", in, err, want)
		}
	}
}

func FuzzParseStrongholds(f *testing.F) {
	f.Add("italy 4604 2")
	f.Add("austria 0101 9 italy 7034 1")
	f.Add("italy 4604 x")
	f.Fuzz(func(t *testing.T, v string) {
		got, err := parseStrongholds(v, []adjudicator.Side{"italy", "austria"})
		if err != nil && got != nil {
			t.Fatalf("%q: a result with an error", v)
		}
		for _, sh := range got {
			if sh.sp < 1 || (sh.side != "italy" && sh.side != "austria") {
				t.Fatalf("%q: %+v", v, sh)
			}
		}
	})
}

// The shipped 24: the stronghold in 4604 is the Italians' (24.1.2),
// Peschiera and its fortresses too (24.1.1); the AH II and I Corps
// stand in March Movement on the roads around 5705 and 6216 (24.3); the
// Italian set-up choices are the areas 24.3 offers.
func Test24_3_SetupChoices(t *testing.T) {
	r := campaignStart(t, "custoza-24")
	s := r.s
	if s.Turn != 4 || s.b.lastTurn != 65 {
		t.Fatalf("24.1.6: turns %d-%d, want 4-65", s.Turn, s.b.lastTurn)
	}
	if g := s.garrisonIn(r.hex("4604")); len(g) != 1 || g[0].p.Side != "italy" || g[0].sp() != 2 {
		t.Fatalf("24.1.2: Osteria al Bosco's garrison %v", unitIDs(g))
	}
	if g := s.garrisonIn(r.hex("1705")); len(g) != 2 || g[0].p.Side != "italy" {
		t.Fatalf("24.1.1: Peschiera's garrison %v", unitIDs(g))
	}
	for _, id := range []string{"radetzky", "ir1", "art6-ah", "wratislaw", "ir28", "cart1"} {
		u := r.u(id)
		if !u.On || !s.b.hasRoad(u.Hex) || (!u.p.commander() && !u.March) {
			t.Errorf("%s in %s, on the map %v, March %v: 24.3 puts it in March Movement on a road", id, u.Hex, u.On, u.March)
		}
	}
	for _, id := range []string{"haller", "grenadiers", "bridge-train", "carlo-alberto", "bava", "perin"} {
		if r.u(id).On {
			t.Errorf("%s is on the map: it is a reinforcement (24.4)", id)
		}
	}
	r.owes(kSetup, "italy")
	r.do("setup pinerolo13 5027") // 5029 (#4)
	r.do("setup novara1 4912")    // or 4913 (#4)
	r.refused("setup novara1 4403", "not among the hexes its set-up line offers")
	r.do("setup savoia1 4402") // 4402 Palazzolo (#4)
	r.do("setup prov1 1621")   // 1621 Mozambano (#4)
	r.do("done setup")
	r.owes(kSetup, "austria")
	r.do("setup ir48 5710") // on the minor road joined at 6208
	r.at("ir48", "5710")
	r.refused("setup ir48 5305", "not among the hexes its set-up line offers") // within 5, not on a connected road
	r.do("done setup")
}

// 25.3: "The Italian player sets up ... anywhere west of column 54xx
// inclusive"; "No AH unit is on the map".
func Test25_3_FreeSetupWestOfColumn54(t *testing.T) {
	r := campaignStart(t, "custoza-25")
	s := r.s
	for _, u := range s.Units {
		if u.p.Side == "austria" && u.On {
			t.Errorf("%s is on the map: 25.3 sets up no AH unit", u.ID)
		}
	}
	if g := s.garrisonIn(r.hex("4604")); len(g) != 1 {
		t.Fatal("25.3: Osteria al Bosco in 4604")
	}
	r.owes(kSetup, "italy")
	r.do("setup pinerolo13 5410")
	r.do("setup broglia 1030")
	r.refused("setup savoia1 5510", "not among the hexes its set-up line offers")
	r.do("done setup")
}

// 28.1.2: Osteria al Bosco is eliminated; 28.3: commanders with Fatigue
// 4, Shaken units, the Bridge Train at 2215 (its bridge is 24.1.4's).
func Test28_3_LateStart(t *testing.T) {
	r := campaignStart(t, "custoza-28")
	s := r.s
	if s.Turn != 35 || s.b.lastTurn != 65 {
		t.Fatalf("28.1.6: turns %d-%d, want 35-65", s.Turn, s.b.lastTurn)
	}
	if g := s.garrisonIn(r.hex("4604")); len(g) != 0 || s.b.terrainOf(r.hex("4604")) == "fortress" {
		t.Fatal("28.1.2: Osteria al Bosco is eliminated")
	}
	for id, want := range map[string]int{"i-corps": 4, "haller-div": 4, "taxis-div": 4, "div3": 4, "div2r": 4, "ii-corps": 0, "div1r": 0} {
		if f := s.form(id); f.Fatigue != want {
			t.Errorf("%s: Fatigue %d, want %d (28.3)", id, f.Fatigue, want)
		}
	}
	for _, id := range []string{"bers1", "art-pm", "pinerolo14"} {
		if r.u(id).Status != combat.Shaken {
			t.Errorf("%s is %s, want Shaken (28.3)", id, r.u(id).Status)
		}
	}
	if r.u("prov1").Status != combat.GoodOrder {
		t.Error("prov1 is not in Good Order")
	}
	// "Bridge deployed at 2215 / Bridge Train (one unit)": the train is
	// its Pontoon Bridge, built, out of play as a unit (24.1.4.1).
	if bt := r.u("bridge-train"); bt.On {
		t.Error("28.3: the Bridge Train stands as a unit; it is deployed as the Pontoon Bridge")
	}
	if s.b.terrainOf(r.hex("2215")) != "mincio-bridge" || s.Pontoon == nil || !s.Pontoon.Built {
		t.Errorf("28.3: no Pontoon Bridge at 2215: terrain %s, state %+v", s.b.terrainOf(r.hex("2215")), s.Pontoon)
	}
	for id, centre := range map[string]string{"ir57": "4323", "daspre": "3105", "ir28": "2115", "haller": "3807", "carlo-alberto": "5029", "fdsavoia": "5031"} {
		if d := s.b.grid.Distance(r.u(id).Hex, r.hex(centre)); d > 5 {
			t.Errorf("%s set up %d hexes from %s", id, d, centre)
		}
	}
}

// 24.1.5, 24.1.6, 22.4 on the shipped 24: the advanced game with its
// Supply Sources, GT 1 of the 24th and 25th (turns 25 and 49) as the
// days' first turns, dawn at GT 1 and night from GT 18 (estimated track).
func Test24_1_5_SupplyAndTurnTrack(t *testing.T) {
	r := campaignStart(t, "custoza-24")
	b := r.s.b
	if !r.s.advanced() {
		t.Fatal("24: the advanced game")
	}
	var it, ah []string
	for _, h := range b.adv.supply["italy"] {
		it = append(it, h.String())
	}
	for _, h := range b.adv.supply["austria"] {
		ah = append(ah, h.String())
	}
	if strings.Join(it, " ") != "1004 1034 2533 4434 4834" || strings.Join(ah, " ") != "7004 7006 7011 7014" {
		t.Fatalf("24.1.5: supply %v / %v", it, ah)
	}
	if len(b.adv.dayFirst) != 2 || b.adv.dayFirst[0] != 25 || b.adv.dayFirst[1] != 49 {
		t.Fatalf("the days' first turns %v, want 25 49", b.adv.dayFirst)
	}
	for turn, want := range map[int]combat.Period{4: combat.Day, 17: combat.Twilight, 18: combat.Night, 25: combat.Dawn, 26: combat.Day, 48: combat.Night, 65: combat.Twilight} {
		if got := b.period(turn); got != want {
			t.Errorf("turn %d is %s, want %s", turn, got, want)
		}
	}
}

// 24.4: each reinforcement waits for its turn at the first hex of its
// line; the optional ones wait on their conditions (24.4, arrivalif.go:
// Test24_4_OptionalReinforcementsIfObjectiveThree and
// Test24_4_ReinforcementsIfEverControlled play them).
func Test24_4_Reinforcements(t *testing.T) {
	r := campaignStart(t, "custoza-24")
	for id, want := range map[string]string{"haller": "4 7004", "taxis": "4 7011", "bridge-train": "4 7006", "pinerolo14": "9 2101",
		"carlo-alberto": "9 2533", "olivieri": "11 4434", "cuneo7": "13 2533", "bava": "28 4834", "simbschen": "28 7004"} {
		u := r.u(id)
		if got := fmt.Sprintf("%d %s", u.Arrives, u.Entry); u.On || got != want {
			t.Errorf("%s arrives %s (on the map %v), want turn and hex %s", id, got, u.On, want)
		}
	}
}

// docBlock returns the lines of the code block of docs/orders-custoza.md
// that follows the paragraph containing after, from its `army` line on.
func docBlock(t *testing.T, after string) []string {
	t.Helper()
	doc, err := os.ReadFile("../../docs/orders-custoza.md")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(doc), after)
	if !ok {
		t.Fatalf("docs/orders-custoza.md has no %q", after)
	}
	_, rest, _ = strings.Cut(rest, "```\n")
	block, _, _ := strings.Cut(rest, "```")
	var out []string
	in := false
	for _, l := range strings.Split(block, "\n") {
		l, _, _ = strings.Cut(l, "#")
		l = strings.TrimSpace(l)
		if l == "army" {
			in = true
			continue
		}
		if in && l != "" {
			out = append(out, l)
		}
	}
	return out
}

// 25.3 by mail: the Italian set-up file of docs/orders-custoza.md, every
// line accepted, each unit where its line put it.
func Test25_3_SetUpFileByMail(t *testing.T) {
	r := campaignStart(t, "custoza-25")
	lines := docBlock(t, "**Scenario 25's set-up file.**")
	if len(lines) < 10 {
		t.Fatalf("the set-up file has %d lines", len(lines))
	}
	for _, l := range lines {
		r.do(l)
		if w := strings.Fields(l); w[0] == "setup" {
			r.at(w[1], w[2])
		}
	}
	r.owes(kSetup, "austria")
	r.do("done setup")
	r.owes(kTurnStart, "italy")
}

// A campaign turn by mail (docs/orders-custoza.md): game turn 4 of 24,
// the Austrian file's lines, Haller's march and its report.
func Test24_WorkedCampaignTurnByMail(t *testing.T) {
	r := campaignStart(t, "custoza-24")
	r.do("done setup")
	r.do("done setup")
	r.roll(5, 2, 1, 1) // the initiative: italy 7, austria 2 + 1 (Radetzky)
	r.do("begin turn")
	lines := docBlock(t, "**A campaign turn: 24, game turn 4.**")
	r.do(lines[0]) // the Austrian Command Phase first: the Italians have the initiative (14·2)
	r.do(lines[1])
	r.do(lines[2])
	r.do("done command") // the Italian's
	r.do("pass")         // Italian, Austrian, Italian: the Action Phase ends
	r.do(lines[3])
	r.do("pass")
	r.do("done ooc")
	r.refused("march haller-div 6904 6805 6705 6606 6506 6407 6307 6208 6107 6007", "the march costs 6 MP, more than haller-div's MA 5, its slowest unit's (16.5)")
	r.roll(2)
	r.do(lines[4])
	for _, want := range []string{
		"haller-div enters On March at 7004, its Objective 4707 on your Objective Map, grenadiers, ir3, ir25, ir43, gr12-1, art8-9 inside its commander (14·2.5, 21.1, 21.3, 16.5)",
		"haller-div tries to march: rolled 2 ≤ Command Value 3: activated (14·6, 16.4)",
		"Com. Haller marches from 7004 to 6009; scout-ii-corps marches from 7004 to 5810",
		"scout-ii-corps in 5810 comes within 9 hexes of the enemy: it is a Scout, removed (16.9)",
		"a face-down piece enters the map at 7004 (21.3)",
		"austria tries to activate a face-down Formation: rolled 2 (16.6)",
		"a face-down piece moves from 7004 to 6009 (16.4)",
	} {
		r.saw(want)
	}
}

// campaignStart is a shipped campaign past its Strategic Objectives
// (24.2, 26.2: each side takes Objective 1 before the set-up).
func campaignStart(t *testing.T, id string) *rig {
	t.Helper()
	r := shipped(t, id)
	for r.s.Stage == stStrategic {
		r.do("strategic 1")
	}
	return r
}
