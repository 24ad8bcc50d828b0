package risorgimento

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/adjudicator/plan"
)

// massedSkirmish is the test scenario with a French cavalry brigade fk
// (brigadier kbrig, range 3) in II Corps at 0209, next to II Corps' fc-c
// at 0208, and an Austrian Reserve (no commander, 4.17) holding
// Vopaterny's cavalry brigade ak (1st Army) at 1009 and Zichy's az (2nd
// Army) next to it at 1010; ad-1 stands at 0409, two hexes
// from fk, under rules revision rev; France selects a corps.
func massedSkirmish(t *testing.T, rev int) *State {
	t.Helper()
	sc := skirmishScenarioWith(t, "", "formation au ", `formation fk "Brigade K" side=france commander=kbrig parent=ii kind=brigade
leader kbrig "K" side=france formation=fk type=brigadier cmt=0 range=3 ma=12
counter fk-1 "K 1" side=france type=cav formation=fk coh=6 ma=10
counter fk-2 "K 2" side=france type=cav formation=fk coh=6 ma=10
formation au `, "\n[setup]", `
formation ar "The Reserve" side=austria commander=none parent=au kind=corps nation=austria
formation ak "Vopaterny's brigade" side=austria commander=vop parent=ar kind=brigade army=army1
leader vop "Vopaterny" side=austria formation=ak type=brigadier cmt=0 range=3 ma=12
counter ak-1 "Prinz von Bayern Hussars" side=austria type=cav formation=ak coh=6 ma=10
formation az "Zichy's brigade" side=austria commander=zichy parent=ar kind=brigade army=army2
leader zichy "Zichy" side=austria formation=az type=brigadier cmt=0 range=3 ma=12
counter az-1 "2nd Army hussars" side=austria type=cav formation=az coh=6 ma=10

[setup]`, "set stadion at 0905", "set stadion at 0905\nset kbrig fk-1 fk-2 at 0209\nset vop ak-1 at 1009\nset zichy az-1 at 1010")
	s := newAt(t, sc, rev)
	s.unit("ad-1").Hex = txt("0409")
	s.Step, s.Decided = stepActivation, nil
	s.Act = activation{Player: "france", Free: true}
	return s
}

// Test4_16_MassedCavalryAttack: France announces a Massed Attack under
// kbrig: II Corps' activation is used and counted, every cavalry unit in
// his range is eligible whatever its brigade (fk-1, fk-2 and fc-c of
// Brigade C), nothing else acts; fk-1 charges ad-1, the others write no
// charge and are "considered to not have been activated": they stay
// (4.16).
func Test4_16_MassedCavalryAttack(t *testing.T) {
	s := massedSkirmish(t, 3)
	d := s.Pending()[0]
	if d.Kind != "activate" || !slices.Contains(d.Accepts, "massed") {
		t.Fatalf("pending %+v, want France's activation accepting massed", d)
	}
	ev, err := s.Apply(d, lineOf("massed kbrig"), roller(1))
	if err != nil {
		t.Fatal(err)
	}
	if text := eventsText(ev); !strings.Contains(text, "kbrig leads a Massed Cavalry Attack") || s.corps("ii").Acts != 1 {
		t.Fatalf("II Corps' activation not used (acts %d):\n%s", s.corps("ii").Acts, text)
	}
	d = s.Pending()[0]
	if d.Kind != "massed" || !slices.Equal(d.Groups, []string{"massed"}) || !slices.Equal(d.Subjects, []string{"fc-c", "fk-1", "fk-2"}) || d.Default.Text != "done" {
		t.Fatalf("pending %+v, want the Massed Attack of fc-c, fk-1, fk-2 with default done", d)
	}
	if _, err := s.Apply(d, lineOf("move fc-1 0309"), roller(1)); err == nil || !strings.Contains(err.Error(), "4.16") {
		t.Errorf("infantry moved in a Massed Attack: %v", err)
	}
	if _, err := s.Apply(d, lineOf("charge fk-1 0309 0409"), roller(1)); err != nil {
		t.Fatal(err)
	}
	if !s.unit("fk-1").Hex.is("0309") || len(s.Act.Attacks) != 1 {
		t.Fatalf("fk-1 in %s, attacks %+v", s.unit("fk-1").Hex, s.Act.Attacks)
	}
	if _, err := s.Apply(s.Pending()[0], lineOf("charge fk-1 0309 0409"), roller(1)); err == nil {
		t.Error("fk-1 charged twice")
	}
	ev, err = s.Apply(s.Pending()[0], lineOf("done"), roller(1))
	if err != nil {
		t.Fatal(err)
	}
	if text := eventsText(ev); !strings.Contains(text, "fk-1 rolls") || !strings.Contains(text, "ii has finished its activation") {
		t.Errorf("the charge was not resolved, or the activation did not end:\n%s", text)
	}
	if !s.unit("fk-2").Hex.is("0209") || !s.unit("fc-c").Hex.is("0208") || s.Act.Massed != nil || !slices.Contains(s.Act.MassedBy, "france") {
		t.Errorf("fk-2 in %s, fc-c in %s, massed %+v by %v", s.unit("fk-2").Hex, s.unit("fc-c").Hex, s.Act.Massed, s.Act.MassedBy)
	}
}

// Test4_16_OneMassedAttackPerTurn: a second Massed Attack in the turn is
// refused; and one announced under a brigadier of no cavalry, or with no
// cavalry in range, too (4.16).
func Test4_16_OneMassedAttackPerTurn(t *testing.T) {
	s := massedSkirmish(t, 3)
	s.Act.MassedBy = []adjudicator.Side{"france"}
	if _, err := s.Apply(s.Pending()[0], lineOf("massed kbrig"), roller(1)); err == nil || !strings.Contains(err.Error(), "one Massed Attack per player per turn (4.16)") {
		t.Errorf("second Massed Attack: %v", err)
	}
	s = massedSkirmish(t, 3)
	if _, err := s.Apply(s.Pending()[0], lineOf("massed abrig"), roller(1)); err == nil || !strings.Contains(err.Error(), "no cavalry brigade") {
		t.Errorf("infantry brigadier's Massed Attack: %v", err)
	}
	s = massedSkirmish(t, 3)
	s.leader("kbrig").Hex = txt("1201")
	if _, err := s.Apply(s.Pending()[0], lineOf("massed kbrig"), roller(1)); err == nil || !strings.Contains(err.Error(), "no cavalry is within") {
		t.Errorf("Massed Attack with no cavalry in range: %v", err)
	}
}

// Test4_16_AustrianMassedAttackUsesTheReserve: the Austrian's Massed
// Attack is led by Vopaterny, Palffy or Zichy only (4.16 b) and uses the
// Reserve Activation (4.16 c): Vopaterny's announcement activates The
// Reserve; Brigade D's brigadier may not lead one; Zichy's 2nd Army
// hussars, in Vopaterny's range, do not combine with his 1st Army
// cavalry (4.16 a).
func Test4_16_AustrianMassedAttackUsesTheReserve(t *testing.T) {
	s := massedSkirmish(t, 3)
	s.Act.Player = "austria"
	if _, err := s.Apply(s.Pending()[0], lineOf("massed dbrig"), roller(1)); err == nil || !strings.Contains(err.Error(), "no cavalry brigade") && !strings.Contains(err.Error(), "only Vopaterny, Palffy or Zichy") {
		t.Errorf("dbrig's Massed Attack: %v", err)
	}
	if _, err := s.Apply(s.Pending()[0], lineOf("massed vop"), roller(1)); err != nil {
		t.Fatal(err)
	}
	if s.Act.Corps != "ar" || s.Act.Massed == nil || !slices.Equal(s.Act.Massed.Units, []string{"ak-1"}) {
		t.Fatalf("corps %q massed %+v, want The Reserve with ak-1", s.Act.Corps, s.Act.Massed)
	}
}

// Test4_16_Revision2_NoMassedAttack: revision 2's games do not know the
// line: the activation does not accept it.
func Test4_16_Revision2_NoMassedAttack(t *testing.T) {
	s := massedSkirmish(t, 2)
	d := s.Pending()[0]
	if slices.Contains(d.Accepts, "massed") {
		t.Fatalf("revision 2 accepts massed: %+v", d.Accepts)
	}
	if _, err := s.Apply(d, lineOf("massed kbrig"), roller(1)); err == nil {
		t.Error("revision 2 made a Massed Attack")
	}
}

// Test4_16_MassedOrderLines: `formation massed` takes charges of cavalry
// and done, nothing else (a standing order stands anywhere); `massed`
// names a leader (4.16).
func Test4_16_MassedOrderLines(t *testing.T) {
	s := massedSkirmish(t, 3)
	sys := System{}.ForScenario(s.w.sc).(System)
	lines, ps := sys.ParseOrders("france", "f.txt", 1, []byte("turn 1\nmassed kbrig\nmassed zz\nformation massed\ncharge fk-1 0309 0409\nmove fk-2 0309\ncharge fc-1 0309 0409\ndone\nstanding react fire hold\n"))
	if len(ps) != 3 || ps[0].Pos.Line != 3 || ps[1].Pos.Line != 6 || !strings.Contains(ps[1].Msg, "4.16") || ps[2].Pos.Line != 7 || !strings.Contains(ps[2].Msg, "no cavalry") {
		t.Fatalf("problems %v: want massed zz, the move and fc-1's charge refused", ps)
	}
	var groups []string
	for _, l := range lines {
		if l.Kind == "charge" || l.Kind == "done" {
			groups = append(groups, l.Group)
		}
	}
	if !slices.Equal(groups, []string{"massed", "massed"}) {
		t.Errorf("lines of formation massed in groups %v", groups)
	}
}

// Test4_16_MassedAttackOptionAndCheck: the activation offers `massed
// kbrig`; the offline check finds the announcement ok and leaves the
// charge to the host (the cavalry in range is known when the leader is
// selected); an infantry brigadier's announcement is a problem (4.16).
func Test4_16_MassedAttackOptionAndCheck(t *testing.T) {
	s := massedSkirmish(t, 3)
	if d := s.Pending()[0]; !slices.Contains(d.Options, "massed kbrig") || slices.Contains(d.Options, "massed abrig") {
		t.Fatalf("options %v, want massed kbrig and not abrig", d.Options)
	}
	got := checkFile(t, s, "france", "turn 1\nmassed kbrig\nformation massed\ncharge fk-1 0309 0409\ndone\n")
	adjudicatortest.WantVerdict(t, got, 2, adjudicator.CheckOK)
	adjudicatortest.WantVerdict(t, got, 4, adjudicator.CheckUntried, "4.16")
	got = checkFile(t, s, "france", "turn 1\nmassed abrig\n")
	adjudicatortest.WantVerdict(t, got, 2, adjudicator.CheckProblem, "no cavalry brigade")
}

// Test4_16_PlannerAnnouncesMassedAttack: the turn planner announces the
// Massed Attack of the cavalry brigadier whose cavalry has a charge open
// and writes its charges; with the side's Massed Attack spent it writes
// none (4.16).
func Test4_16_PlannerAnnouncesMassedAttack(t *testing.T) {
	newPlanner := func(s *State) *planner {
		rng := rand.New(rand.NewPCG(1, 2))
		p := &planner{Sim: plan.Sim[*State]{S: s, Dice: plan.Dice(rng)}, me: "france", rng: rng}
		p.LineOf = func(text string) (adjudicator.Line, error) { return lineOf(text), nil }
		return p
	}
	line, charges := newPlanner(massedSkirmish(t, 3)).massedAttack()
	if line != "massed kbrig" || len(charges) < 2 || !strings.HasPrefix(charges[0], "charge ") || charges[len(charges)-1] != "done" {
		t.Fatalf("planned %q %v, want kbrig's Massed Attack with its charges", line, charges)
	}
	s := massedSkirmish(t, 3)
	s.Act.MassedBy = []adjudicator.Side{"france"}
	p := newPlanner(s)
	if line, charges := p.massedAttack(); line != "" || charges != nil || p.S.Act.Corps != "" {
		t.Fatalf("planned %q %v with the Massed Attack spent", line, charges)
	}
}

// Test4_16_MassedAttackNotExtendedAndFates: a Massed Attack uses one of
// the corps' normal activations, not its Extended one (4.16, 4.43); a
// `massed` line still waiting when the turn ends is spent once the side
// made its Massed Attack, refused with 4.16 when its leader may not lead
// one.
func Test4_16_MassedAttackNotExtendedAndFates(t *testing.T) {
	s := massedSkirmish(t, 3)
	s.corps("ii").Acts = 2
	if _, err := s.Apply(s.Pending()[0], lineOf("massed kbrig"), roller(1)); err == nil || !strings.Contains(err.Error(), "not the Extended one") {
		t.Errorf("Massed Attack as an Extended Activation: %v", err)
	}
	s = massedSkirmish(t, 3)
	s.Act.MassedBy = []adjudicator.Side{"france"}
	if err := s.Forbidden("france", lineOf("massed kbrig")); !errors.Is(err, adjudicator.ErrSpent) {
		t.Errorf("second massed line at the turn's end: %v", err)
	}
	if err := massedSkirmish(t, 3).Forbidden("france", lineOf("massed abrig")); err == nil || !strings.Contains(err.Error(), "4.16") {
		t.Errorf("infantry brigadier's massed line at the turn's end: %v", err)
	}
}
