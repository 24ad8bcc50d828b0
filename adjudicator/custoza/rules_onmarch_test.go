package custoza

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
)

// On March (002 15.2, 16) on the rig under revision 6: a road along row
// 05, d1 On March with its commander and Scout in 0305, its Objective
// 1505; the Italian OC (rating 2) in 0310.

const rigRoad = "road 0105 0205 0305 0405 0505 0605 0705 0805 0905 1005 1105 1205 1305 1405 1505 1605 1705 1805 1905 2005"

// onMarchRig is the advanced rig with d1 On March toward objective.
func onMarchRig(t *testing.T, objective string) *rig {
	r := advancedRig(t, rigMap{paths: []string{rigRoad}})
	r.put("ifc1", "0305", "n")
	r.put("ioc", "0310", "n")
	f := r.s.form("d1")
	f.Status, f.Objective = marchStatus, objective
	r.s.Scouts = []Scout{{ID: "scout-d1", Side: "italy", Hex: r.hex("0305")}}
	r.s.Stage, r.s.Side, r.s.Initiative = stCommand, "italy", "italy"
	return r
}

// Revision 5's advanced games refused On March, and still do.
func Test16_RevisionFiveRefusesOnMarch(t *testing.T) {
	r := advancedRig(t, rigMap{rev: onMarchRevision - 1})
	r.put("ifc1", "0505", "n")
	r.put("ii1", "0505", "n")
	r.s.Stage, r.s.Side, r.s.Initiative = stCommand, "italy", "italy"
	r.do("status d1 reserve")
	r.s.Turn++
	r.refused("status d1 march 1010", "On March (15.2, 16) is not played yet")
	r.refused("objective d1 1010", "does not answer")
	if len(r.s.Scouts) != 0 {
		t.Fatal("revision 5: 16.12 places no Scout")
	}
	if got := phaseNames(r.s.b.seq); strings.Join(got, " ") != "start command activate non-activated ooc march-reserve fatigue end-turn" || r.s.b.seq.turn[5].stages != nil {
		t.Fatalf("revision 5's March & Reserve Phase has no stop: %v", got)
	}
}

// 16.12, 17.1, 16.2: an In Reserve Formation gets a Scout on its
// commander, and from the following GT takes a new Objective
// "automatically" (no die roll), going On March; Engaged => In Reserve =>
// On March (15 note).
func Test16_2_InReserveTakesAnObjectiveWithoutARoll(t *testing.T) {
	r := advancedRig(t, rigMap{paths: []string{rigRoad}})
	r.put("ifc1", "0505", "n")
	r.put("ii1", "0505", "n")
	r.s.Stage, r.s.Side, r.s.Initiative = stCommand, "italy", "italy"
	r.refused("status d1 march 1505", "Engaged => In Reserve => On March (15)")
	r.do("status d1 reserve")
	if len(r.s.Scouts) != 1 || r.s.Scouts[0].Hex != r.hex("0505") {
		t.Fatalf("16.12: a Scout is placed on the commander: %v", r.s.Scouts)
	}
	r.refused("status d1 march 1505", "only one time in a Game Turn (15)")
	r.s.Turn++
	r.refused("status d1 march", "write `status d1 march HEX`")
	r.refused("status d1 march 2112", "not a hex of the map")
	r.do("status d1 march 1505")
	r.done() // no die
	if f := r.s.form("d1"); f.Status != marchStatus || f.Objective != "1505" {
		t.Fatalf("d1 is %q toward %q", f.Status, f.Objective)
	}
	r.saw("goes On March, its Objective 1505")
	if why := r.s.activationRefused("italy", "d1"); !strings.Contains(why, "March & Reserve Phase") {
		t.Fatalf("an On March Formation activates in the Action Phase: %q", why)
	}
}

// 16.2: "On March Formations must roll a die; if the result is less than
// or equal to the sum of the Command Value of the Overall Commander and
// the Formation Commander, the Objective can be changed. A natural 6 is
// always a failure."
func Test16_2_ObjectiveChange(t *testing.T) {
	r := onMarchRig(t, "1505")
	// FC 4 + OC 2 = 6: every roll but the natural 6 succeeds.
	r.roll(6)
	r.do("objective d1 1005")
	r.saw("a natural 6 always fails")
	if r.s.form("d1").Objective != "1505" {
		t.Fatal("a natural 6 changed the Objective")
	}
	r.refused("objective d1 1005", "this Command Phase already (16.2)")
	r.s.Turn++
	r.roll(5)
	r.do("objective d1 1005")
	if r.s.form("d1").Objective != "1005" {
		t.Fatal("5 ≤ 4 + 2: the Objective changes")
	}
	// Without the OC on the map: FC 4 alone.
	r.s.Turn++
	r.s.unit("ioc").On = false
	r.roll(5)
	r.do("objective d1 0905")
	if r.s.form("d1").Objective != "1005" {
		t.Fatal("5 > 4: the Objective stays")
	}
	r.done()
	r.refused("objective d2 0905", "Engaged Formations no longer have an Objective (16.2.2)")
	r.refused("objective k1 0905", "each player sets the Objectives on his own Objective Map")
	// The roll and the Objective are the owner's alone (2.3).
	for _, e := range r.ev {
		if strings.Contains(e.Text, "Objective") && (len(e.To) != 1 || e.To[0] != "italy") {
			t.Fatalf("told to %v: %s", e.To, e.Text)
		}
	}
}

// 16.1: "An On March Commander must move at least half of his MA along
// any type of Road, using March Movement (only). At the end of his
// movement, he must be at least one hex closer to his Objective." His MA
// is his Formation's slowest unit's (16.5): d1's infantry, 5 (the road
// 1/2 MP a hex: at least 5 road hexes, at most 10).
func Test16_1_MarchObligations(t *testing.T) {
	r := onMarchRig(t, "1505")
	r.s.Stage = stMarch
	r.refused("march d1 0405 0505 0605 0705", "at least half of his MA (5) along a Road")
	r.refused("march d1 0405 0505 0605 0705 0806", "at least half of his MA (5) along a Road")
	r.refused("march d1 0205 0105", "at least half of his MA")
	r.refused("march d1 0405 0505 0605 0705 0805 0905 1005 1105 1205 1305 1405", "more than d1's MA 5")
	r.refused("march k1 0405", "not one of your On March Formations")
	// a failure, then a -1; then a natural 6 would stop it for the GT
	r.roll(5)
	r.do("march d1 0405 0505 0605 0705 0805")
	r.saw("not activated; its next attempt has -1")
	if r.u("ifc1").Hex != r.hex("0305") {
		t.Fatal("a failed attempt moves nothing")
	}
	// austria has no On March Formation: it passes, italy tries again
	r.owes(kMarchPhase, "italy")
	r.roll(5)    // 5 - 1 = 4 ≤ 4
	r.roll(6, 6) // d1's fatigue check, once three passes end the phase
	r.do("march d1 0405 0505 0605 0705 0805 scout scout-d1 0306 0307")
	r.at("ifc1", "0805")
	if r.s.Scouts[0].Hex != r.hex("0307") {
		t.Fatalf("16.7: the Scout moves with it: %v", r.s.Scouts)
	}
	// the enemy is told the die and two face-down pieces moving, in an
	// order that does not say which is the commander
	var toEnemy []string
	for _, e := range r.ev {
		if len(e.To) == 1 && e.To[0] == "austria" {
			toEnemy = append(toEnemy, e.Text)
		}
		if strings.Contains(e.Text, "d1") && len(e.To) != 1 {
			t.Fatalf("told to both: %s", e.Text)
		}
	}
	want := "italy tries to activate a face-down Formation: rolled 5 (16.6)|a face-down piece moves from 0305 to 0307 (16.4)|a face-down piece moves from 0305 to 0805 (16.4)"
	if got := strings.Join(toEnemy[len(toEnemy)-3:], "|"); got != want {
		t.Fatalf("the enemy is told %q, want %q", got, want)
	}
	// 14·6: "On March Formations cannot move any more in the current
	// GT"; three passes end the phase; 18.2: On March and moved, +1.
	r.do("march-oc stay") // 14·6: the Italian OC may move at the end; the Austrian's is off the map
	if f := r.s.form("d1"); f.Fatigue != 1 {
		t.Fatalf("18.2: an On March Formation that moved: +1, level %d", f.Fatigue)
	}
}

// 16.4: "an unmodified activation die roll of "6" will stop the
// Formation ... The Formation does not move, keeps its objective, and
// rests" (18.2: −2).
func Test16_4_NaturalSixStopsTheMarch(t *testing.T) {
	r := onMarchRig(t, "1505")
	r.s.form("d1").Fatigue = 3
	r.s.Stage = stMarch
	r.roll(6, 6, 6) // the march, then d1's fatigue check
	r.do("march d1 0405 0505 0605 0705 0805")
	r.do("march-oc stay")
	r.at("ifc1", "0305")
	r.saw("a natural 6 stops it where it is")
	if f := r.s.form("d1"); f.Objective != "1505" || f.Fatigue != 1 {
		t.Fatalf("16.4: it keeps its Objective and rests (18.2 −2): %q, level %d", f.Objective, f.Fatigue)
	}
}

// 16.1: off the road, "Formation Commanders who are not in a Road hex
// ... must move towards the nearest Road hex".
func Test16_1_OffRoadCommanderGoesToTheRoad(t *testing.T) {
	r := onMarchRig(t, "1505")
	r.put("ifc1", "0308", "n")
	r.s.Stage = stMarch
	r.refused("march d1 0309", "must move towards the nearest Road hex")
	r.roll(1)
	r.dice.fill = 6
	r.do("march d1 0307 0306 0305 0405")
	r.at("ifc1", "0405")
}

// 16.1, 16.2.1, 16.10, 16.12: reached = within 2 hexes of the Objective;
// only then may an On March Formation go In Reserve or deploy by choice.
func Test16_10_AtTheObjectiveReserveOrDeploy(t *testing.T) {
	r := onMarchRig(t, "0605")
	r.refused("status d1 reserve", "has not reached its Objective")
	r.refused("status d1 engaged", "has not reached its Objective")
	r.put("ifc1", "0505", "n")
	r.do("status d1 engaged")
	if f := r.s.form("d1"); f.Status != "" || f.Objective != "" || !r.u("ifc1").FaceUp || !r.u("ii1").On {
		t.Fatal("16.10, 16.11, 16.2.2: deployed, Engaged, no Objective")
	}
	if len(r.s.Scouts) != 0 {
		t.Fatal("16.8: a Scout leaves the map when a Formation deploys")
	}
	r2 := onMarchRig(t, "0605")
	r2.put("ifc1", "0705", "n")
	r2.do("status d1 reserve")
	if f := r2.s.form("d1"); f.Status != reserveStatus || f.Objective != "" || len(r2.s.Scouts) != 1 {
		t.Fatalf("16.2.1: In Reserve at the Objective, its Scout kept: %+v %v", f, r2.s.Scouts)
	}
}

// 16.8: an On March commander within 9 hexes (8 intervening) of an enemy
// unit or commander deploys; 16.9: a Scout that comes within 9 hexes is
// removed and placed over another On March piece, and no Formation
// deploys.
func Test16_8_16_9_ContactDeploysOrUnmasksTheScout(t *testing.T) {
	r := onMarchRig(t, "1505")
	r.put("ii1", "0305", "n")
	r.u("ii1").On = false
	r.put("ifc2", "0310", "n")
	d2 := r.s.form("d2")
	d2.Status, d2.Objective = marchStatus, "1510"
	r.s.Scouts = []Scout{{ID: "scout-d1", Side: "italy", Hex: r.hex("1205")}, {ID: "scout-d2", Side: "italy", Hex: r.hex("0310")}}
	r.s.touch()
	r.s.Stage = stAction
	r.put("ai1", "1905", "s") // 7 hexes from the Scout in 1205, 16 from the commanders
	r.s.noteSeen()
	r.s.forcedDeployments()
	ev := r.s.flush()
	if r.u("ii1").On || r.s.form("d1").Status != marchStatus {
		t.Fatal("16.9: a Scout's contact deploys no Formation")
	}
	if len(r.s.Scouts) != 2 || r.s.Scouts[1].ID != "scout-d1" || (r.s.Scouts[1].Hex != r.hex("0305") && r.s.Scouts[1].Hex != r.hex("0310")) {
		t.Fatalf("16.9: the Scout goes face down over another On March piece: %v", r.s.Scouts)
	}
	told := false
	for _, e := range ev {
		if len(e.To) == 1 && e.To[0] == "austria" && strings.Contains(e.Text, "the face-down piece in 1205 is a Scout: removed (16.9)") {
			told = true
		}
	}
	if !told {
		t.Fatal("the enemy sees the Scout removed")
	}
	r.put("ai1", "1205", "s") // 9 hexes from 0305
	r.s.forcedDeployments()
	r.s.flush()
	if !r.u("ii1").On || r.s.form("d1").Status != "" || !r.u("ifc1").FaceUp || r.s.form("d1").Objective != "" {
		t.Fatal("16.8: within 9 hexes the On March Formation deploys and is Engaged, its commander face up")
	}
	if r.s.form("d2").Status != marchStatus {
		t.Fatal("d2's commander is 10 hexes away: it marches on")
	}
}

// 15–17 in play: with the armies far apart, random play under revision 6
// goes In Reserve (16.12, a Scout placed), On March toward the enemy's
// Supply Source (17.1) and marches in the March & Reserve Phase (14·6),
// every state surviving a snapshot round trip.
func Test16_OnMarchRandomPlay(t *testing.T) {
	total := map[string]int{}
	for seed := uint64(1); seed <= 6; seed++ {
		for code, n := range advancedRandomPlay(t, seed, 1, 18) {
			total[code] += n
		}
	}
	t.Logf("events: objective %d, march %d, scout %d, status %d", total["objective"], total["march"], total["scout"], total["status"])
	if total["objective"] == 0 || total["march"] == 0 || total["scout"] == 0 {
		t.Fatalf("random play never went On March and marched: %v", total)
	}
}

// The worked turn of docs/orders-custoza.md ("An On March turn by mail"):
// d1 On March from 0305 toward 1505, d2 In Reserve in 0310 since GT 1; in
// GT 2 the Italians try to change d1's Objective, send d2 On March, and
// march d1 with a Scout.
func Test16_WorkedTurnByMail(t *testing.T) {
	r := onMarchRig(t, "1505")
	r.put("ifc2", "0310", "n")
	d2 := r.s.form("d2")
	d2.Status, d2.Changed = reserveStatus, 1
	r.s.Scouts = append(r.s.Scouts, Scout{ID: "scout-d2", Side: "italy", Hex: r.hex("0310")})
	r.put("afc1", "2012", "s")
	r.s.Turn, r.s.Initiative = 2, "austria"
	r.roll(3) // 3 ≤ 4 + 2
	r.do("objective d1 1205")
	r.do("status d2 march 1510")
	r.do("done command")
	r.owes(kCommand, "austria")
	r.do("done command")
	// no Formation Engaged: the Action Phase passes by itself; in the
	// March & Reserve Phase the Austrians, with the initiative and no On
	// March Formation, pass
	r.owes(kMarchPhase, "italy")
	r.roll(2) // 2 ≤ 4: activated
	r.do("march d1 0405 0505 0605 0705 0805 scout scout-d1 0306 0307")
	r.at("ifc1", "0805")
	for _, want := range []string{
		"d1 tries to change its Objective to 1205: rolled 3, needs 6 or less: the Objective is changed (16.2)",
		"d2 goes On March, its Objective 1510 on your Objective Map (15.2, 16.2, 17.1)",
		"d1 tries to march: rolled 2 ≤ Command Value 4: activated (14·6, 16.4)",
		"FC One marches from 0305 to 0805; scout-d1 marches from 0305 to 0307",
		"italy tries to activate a face-down Formation: rolled 2 (16.6)",
		"a face-down piece moves from 0305 to 0307 (16.4)",
	} {
		r.saw(want)
	}
	r.owes(kMarchPhase, "italy") // d2 may try next
	r.dice.fill = 6              // the fatigue checks
	r.do("pass")                 // with the Austrians' two, three in sequence
	r.do("march-oc stay")        // the Overall Commander stays (14·6)
	r.saw("On March, moved")     // 18.2: +1 for d1, −2 for d2
	r.saw("On March, did not move")
	if r.s.Turn != 3 {
		t.Fatalf("GT %d after the March & Reserve Phase", r.s.Turn)
	}
}

// FromView (the offline check's and the planners' state) keeps the
// secrets where they are: the owner's view rebuilds his Objectives and
// Scouts; the enemy's takes each blank piece it cannot account for as a
// Scout, knowing no Objective.
func Test16_3_FromViewKeepsTheSecrets(t *testing.T) {
	r := onMarchRig(t, "1505")
	r.put("afc1", "1911", "n")
	own, err := FromView(r.s.b.sc, r.s.View("italy"))
	if err != nil {
		t.Fatal(err)
	}
	if f := own.form("d1"); f.Status != marchStatus || f.Objective != "1505" || len(own.Scouts) != 1 || own.Scouts[0].ID != "scout-d1" {
		t.Fatalf("the owner's rebuilt state: %+v, %v", f, own.Scouts)
	}
	enemy, err := FromView(r.s.b.sc, r.s.View("austria"))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range enemy.Forms {
		if f.Objective != "" {
			t.Fatalf("the enemy's rebuilt state knows %s's Objective", f.ID)
		}
	}
	if len(enemy.Scouts)+boolInt(enemy.unit("ifc1").On) < 2 {
		t.Fatalf("the enemy's rebuilt state lost a blank piece: %v", enemy.Scouts)
	}
	if !strings.Contains(strings.Join(r.s.View("italy").Groups[0].Hints, "\n"), "march FORMATION HEX") {
		t.Fatal("the template names the On March lines")
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// 14·6, 16.4: "The Overall Commander can move during this Phase like a
// Formation Commander, if not moved during the Engaged Formation Action
// Phase ... Overall Commanders move at the end of this Phase (Initiative
// Player second)"; "without an activation die-roll. One Scout unit can
// move ... at the same time as the Overall Commander."
func Test14_6_OverallCommandersMoveAtTheEnd(t *testing.T) {
	r := onMarchRig(t, "1505")
	r.put("aoc", "2012", "n")
	r.s.form("d1").Status = reserveStatus // nothing to march: straight to the OCs
	r.s.Stage, r.s.Side, r.s.Initiative = stMarch, "italy", "italy"
	r.s.Passes = PassesToEnd - 1
	r.do("pass")
	r.owes(kOCMarchPhase, "austria") // the initiative player second
	r.do("march-oc stay")
	r.owes(kOCMarchPhase, "italy")
	r.refused("march-oc 0410 0510 0610 0710 0810 0910 1010 1110 1210", "more than 8")
	r.dice.fill = 6
	r.do("march-oc 0410 0510 0610 scout scout-d1 0405 0505")
	r.at("ioc", "0610")
	if r.s.Scouts[0].Hex != r.hex("0505") || r.s.Stage == stOCMarch {
		t.Fatalf("the Scout moves with him and the phase ends: %v, %s", r.s.Scouts, r.s.Stage)
	}
	r.saw("a face-down piece moves from 0305 to 0505 (16.4)")
	r.saw("a face-down piece moves from 0310 to 0610 (16.4)")
	// moved in the Action Phase: he does not move again
	r2 := onMarchRig(t, "1505")
	r2.u("ioc").Acted = true
	if why := r2.s.ocMayMarch("italy"); !strings.Contains(why, "moved in the Engaged Formations Action Phase") {
		t.Fatalf("an OC that moved in the Action Phase: %q", why)
	}
}

// 14·2.1, 14·2.5, 21.1, 21.3: a reinforcement Formation due this turn
// enters On March: its commander face down on his entry hex with a Scout,
// its units inside him, its Objective freely chosen (no die); within 9
// hexes of the enemy it deploys at once (21.3: "it may be required to
// switch to an Engaged Formation ... (see 16.8)").
func Test21_3_ReinforcementEntersOnMarch(t *testing.T) {
	for _, near := range []bool{false, true} {
		r := onMarchRig(t, "1505")
		for _, id := range []string{"ifc2", "ii3", "il2", "ic2", "ia2"} {
			u := r.u(id)
			u.Arrives, u.Entry = 2, r.hex("0105")
		}
		if near {
			r.put("ai1", "0905", "s") // 8 hexes from 0105
		}
		r.s.Turn = 2
		r.do("status d2 march 1505")
		r.done() // no die (14·2.5: "Freely assign")
		fc := r.u("ifc2")
		if !fc.On || fc.Hex != r.hex("0105") {
			t.Fatalf("21.3: the commander enters at his entry hex: on %v in %s", fc.On, fc.Hex)
		}
		if !near {
			if f := r.s.form("d2"); f.Status != marchStatus || f.Objective != "1505" || r.u("ii3").On || fc.FaceUp || len(r.s.Scouts) != 2 {
				t.Fatalf("On March: %+v, ii3 on %v, scouts %v", f, r.u("ii3").On, r.s.Scouts)
			}
			r.saw("d2 enters On March at 0105")
			continue
		}
		if f := r.s.form("d2"); f.Status != "" || !r.u("ii3").On || !fc.FaceUp {
			t.Fatalf("within 9 hexes of the enemy: deployed and Engaged: %+v", f)
		}
	}
}

// 16.9: "the real Formation player can take a Scout unit from the map,
// and place it over the real Formation Commander, without revealing it":
// an Austrian Scout comes within 9 hexes of d1's commander and is
// removed; d1's commander, now known for no Scout, gets the Italian Scout
// standing alone in 0312 over him.
func Test16_9_TheRealCommanderIsCoveredAgain(t *testing.T) {
	r := onMarchRig(t, "1505")
	r.s.Scouts = []Scout{{ID: "scout-d1", Side: "italy", Hex: r.hex("0312")},
		{ID: "scout-k1", Side: "austria", Hex: r.hex("1105")}} // 8 hexes from 0305, more than 9 from 0312
	r.s.Stage = stAction
	if r.s.b.grid.Distance(r.hex("1105"), r.hex("0312")) <= contactRange {
		t.Fatal("the test needs the Italian Scout out of the Austrian Scout's reach")
	}
	r.s.forcedDeployments()
	ev := r.s.flush()
	if len(r.s.Scouts) != 1 || r.s.Scouts[0].ID != "scout-d1" || r.s.Scouts[0].Hex != r.hex("0305") {
		t.Fatalf("the Austrian Scout is gone, the Italian one over d1's commander: %v", r.s.Scouts)
	}
	if r.s.form("d1").Status != marchStatus {
		t.Fatal("16.9: no Formation deploys")
	}
	seen := false
	for _, e := range ev {
		if e.To.Sees("austria") && e.Text == "the face-down piece in 0312 is placed over the face-down piece in 0305 (16.9)" {
			seen = true
		}
	}
	if !seen {
		t.Fatal("the Austrians see the piece move onto the other")
	}
}

// The offline check (docs/orders-custoza.md) runs the Command Phase's and
// the March & Reserve Phase's lines from the side's own view: a march
// breaking 16.1 and an Engaged Formation sent On March are problems, the
// rest ok.
func Test16_OfflineCheckOfOnMarchLines(t *testing.T) {
	r := onMarchRig(t, "1505")
	want := map[string]string{
		"objective d1 1205":                                     "ok",
		"march d1 0405 0505 0605 0705":                          "at least half of his MA (5) along a Road",
		"march d1 0405 0505 0605 0705 0805 scout scout-d1 0306": "ok",
		"march-oc stay":                                         "ok",
		"status d2 march 1505":                                  "Engaged => In Reserve => On March",
	}
	var lines []adjudicator.Line
	for _, text := range []string{"objective d1 1205", "march d1 0405 0505 0605 0705", "march d1 0405 0505 0605 0705 0805 scout scout-d1 0306", "march-oc stay", "status d2 march 1505"} {
		lines = append(lines, adjudicator.Line{Text: text, Kind: kindOf(text), Pos: adjudicator.Pos{Line: len(lines) + 1}})
	}
	r.checked("italy", lines, want)
}

// 14·2 before the Action Phase: a Formation the file deploys in the
// Command Phase (`status F engaged`, 15, 16.10) activates in the same game
// turn, so the offline check plays the status lines before it judges the
// activation (TestCustozaOrdersCheckParity found the check refusing it).
func Test14_2_OfflineCheckDeploysBeforeTheActivation(t *testing.T) {
	r := onMarchRig(t, "0405") // d1's commander in 0305, at its Objective
	var lines []adjudicator.Line
	for _, text := range []string{"status d1 engaged", "activate d1"} {
		lines = append(lines, adjudicator.Line{Text: text, Kind: kindOf(text), Pos: adjudicator.Pos{Line: len(lines) + 1}})
	}
	r.checked("italy", lines, map[string]string{"status d1 engaged": "ok", "activate d1": "ok"})
	alone := lines[1:]
	alone[0].Pos.Line = 1
	r.checked("italy", alone, map[string]string{"activate d1": "is On March"})
}
