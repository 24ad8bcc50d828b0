package tolentino

import (
	"errors"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/tolentino/combat"
)

// fateGame starts a game with each side's order file for turn 1 set.
func fateGame(t *testing.T, naples, austria string) *adjudicator.Game {
	t.Helper()
	g, err := adjudicator.NewGame(System{}, load(t))
	if err != nil {
		t.Fatal(err)
	}
	for side, body := range map[adjudicator.Side]string{Naples: naples, Austria: austria} {
		lines, ps := System{}.ParseOrders(side, string(side)+".txt", 1, []byte(body))
		if ps != nil {
			t.Fatalf("%v\n%s", ps, body)
		}
		if err := g.SetOrders(side, 1, lines); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// planLine finds side's plan line of text.
func planLine(t *testing.T, g *adjudicator.Game, side adjudicator.Side, text string) adjudicator.PlanLine {
	t.Helper()
	o, _ := g.Side(side)
	for _, pl := range o.Plan {
		if pl.Text == text {
			return pl
		}
	}
	t.Fatalf("no plan line %q for %s", text, side)
	return adjudicator.PlanLine{}
}

// Test3_2_FirstActivationSkipsAnEnemyFormation: "The Neapolitan player
// automatically has the initiative and they must activate one of their
// Formations" (3.2): the game's first activation only. Naples' `activate
// t`, an Austrian formation, is passed over for it and waits for a later
// activation of the turn (6.1: friend or enemy); the next line activates.
func Test3_2_FirstActivationSkipsAnEnemyFormation(t *testing.T) {
	g := fateGame(t, "turn 1\nactivate t\nactivate ii\n", "turn 1\n")
	if _, err := g.Run(dice.NewStream(dice.Seed{}, "fates", 1, [32]byte{})); err != nil {
		t.Fatal(err)
	}
	if pl := planLine(t, g, Naples, "activate ii"); pl.Status != adjudicator.LineUsed {
		t.Fatalf("activate ii: %s %q, want used", pl.Status, pl.Note)
	}
	if pl := planLine(t, g, Naples, "activate t"); pl.Status == adjudicator.LineRefused {
		t.Fatalf("activate t: refused %q at the first activation, want it kept for a later one", pl.Note)
	}
	s := newGame(t)
	if _, barred := s.Pending()[0].Bars(lineOf(t, "activate t")); barred {
		t.Fatal("the first activation bars t for the whole turn")
	}
	if err := try(s, &script{}, "activate t"); err == nil || !strings.Contains(err.Error(), "(3.2)") {
		t.Fatalf("activate t as the first activation: %v, want refused citing 3.2", err)
	}
}

// Test6_1_ActivationBarsFormationsAlreadyActivated: the player with the
// initiative "choose a formation not yet activated (friend or enemy)"
// (6.1): a line for a formation activated already, by either side, is not
// needed.
func Test6_1_ActivationBarsFormationsAlreadyActivated(t *testing.T) {
	s := newGame(t)
	s.First, s.Side = false, Austria
	s.form("s").Done = true
	d := s.Pending()[0]
	if d.Kind != stActivate {
		t.Fatalf("pending %s", d.Kind)
	}
	b, barred := d.Bars(lineOf(t, "activate s"))
	if !barred || !b.Spent || !strings.Contains(b.Why, "(6.1") {
		t.Fatalf("activate s: barred %v %+v, want not needed by 6.1", barred, b)
	}
	if _, barred := d.Bars(lineOf(t, "activate ii")); barred {
		t.Fatal("activate ii is barred, want it allowed: an enemy formation not yet activated (6.1)")
	}
	if err := s.Forbidden(Austria, lineOf(t, "activate s")); !errors.Is(err, adjudicator.ErrSpent) || !strings.Contains(err.Error(), "(6.1") {
		t.Fatalf("Forbidden(activate s) = %v, want not needed, 6.1", err)
	}
	if err := s.Forbidden(Austria, lineOf(t, "activate ii")); err != nil {
		t.Fatalf("Forbidden(activate ii) = %v, want nil", err)
	}
}

// Test17_1_NightActivationOfAnEnemyFormationRefused: "In turn 5 each
// player can activate only one formation of their choice" (17.1): an
// enemy formation is barred with 17.1.
func Test17_1_NightActivationOfAnEnemyFormationRefused(t *testing.T) {
	s := newGame(t)
	s.First, s.Side, s.Turn = false, Austria, 5
	if !s.b.night(5) {
		t.Fatal("turn 5 is no night turn")
	}
	b, barred := s.Pending()[0].Bars(lineOf(t, "activate ii"))
	if !barred || b.Spent || !strings.Contains(b.Why, "(17.1)") {
		t.Fatalf("activate ii at night: barred %v %+v, want refused by 17.1", barred, b)
	}
}

// Test12_7_1_DisorderedOrArtilleryVictorsMayNotAdvance: "Artillery and
// Disordered units may not advance after combat" (12.7.1): a victor that
// may not advance is barred with the rule, so a line advancing it is
// refused when the advance is asked, where it waited and expired.
func Test12_7_1_DisorderedOrArtilleryVictorsMayNotAdvance(t *testing.T) {
	s := newGame(t)
	j9, sl, avb := s.unit("j9"), s.unit("sl"), s.unit("avb")
	sl.Dis = disorder
	s.Side = Austria
	s.queueAdvances([]combat.Advance{{Side: combat.AttackerSide, Hexes: []string{"1507"}, Units: []string{"j9"}}}, []*Unit{j9, sl, avb}, nil)
	d := s.advanceDecision()
	for id, rule := range map[string]string{"sl": "(12.7.1)", "avb": "(12.7.1)"} {
		b, barred := d.Bars(lineOf(t, "advance "+id+" 1507"))
		if !barred || b.Spent || !strings.Contains(b.Why, rule) {
			t.Errorf("advance %s: barred %v %+v, want refused by %s", id, barred, b, rule)
		}
	}
	if _, barred := d.Bars(lineOf(t, "advance j9 1507")); barred {
		t.Error("j9 may advance, and is barred")
	}
}

// TestEveryRefusalNamesItsRule: from revision 3 a refusal whose words
// name no rule cites the rule of its step.
func TestEveryRefusalNamesItsRule(t *testing.T) {
	s := newGame(t)
	s.First, s.Side, s.Stage, s.Turn = false, Austria, stOrders, 2
	s.Changes = 2
	err := try(s, &script{}, "order ii attack")
	if err == nil || !strings.Contains(err.Error(), "(5.2)") {
		t.Fatalf("order ii attack: %v, want a refusal citing 5.2", err)
	}
	s.b.rev = 2
	if err := try(s, &script{}, "order ii attack"); err == nil || strings.Contains(err.Error(), "(5.2)") {
		t.Fatalf("revision 2: %v, want the words it recorded", err)
	}
}
