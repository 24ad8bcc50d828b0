package tolentino

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// playTurn sets each side's order file and runs the engine with the dice of
// TestWorkedTurn.
func playTurn(t *testing.T, files map[adjudicator.Side]string) (*adjudicator.Game, adjudicator.RunResult) {
	t.Helper()
	g, err := adjudicator.NewGame(System{}, load(t))
	if err != nil {
		t.Fatal(err)
	}
	for i, side := range []adjudicator.Side{Naples, Austria} {
		lines, ps := g.System.ParseOrders(side, string(side)+".txt", 1, []byte(files[side]))
		if ps != nil {
			t.Fatal(ps)
		}
		if err := g.SetOrders(side, i+1, lines); err != nil {
			t.Fatal(err)
		}
	}
	seed, _ := dice.ParseSeed(strings.Repeat("18", 32))
	res, err := g.Run(dice.NewStream(seed, "worked", 1, [32]byte{}))
	if err != nil {
		t.Fatal(err)
	}
	return g, res
}

func lineStatus(t *testing.T, g *adjudicator.Game, side adjudicator.Side, text string) adjudicator.PlanLine {
	t.Helper()
	o, _ := g.Side(side)
	for _, pl := range o.Plan {
		if pl.Text == text {
			return pl
		}
	}
	t.Fatalf("%s has no line %q", side, text)
	return adjudicator.PlanLine{}
}

// 6.1: the initiative winner may activate an enemy formation; that
// formation then acts from its own side's section of the turn's file.
func Test6_1_EnemyActivatedFormationUsesItsGroup(t *testing.T) {
	g, res := playTurn(t, map[adjudicator.Side]string{
		Naples: "turn 1\nactivate gd\nactivate av\nformation gd\ndone\n",
		Austria: "turn 1\nactivate r\n" +
			"formation av\nmove h5a to 2609\ndone\n",
	})
	var seq []string
	for _, e := range res.Events {
		if e.Code == "activate" || strings.HasPrefix(e.Text, "initiative:") {
			seq = append(seq, e.Text)
		}
	}
	if len(seq) < 3 || !strings.Contains(seq[1], "naples chooses") || !strings.HasPrefix(seq[2], "Avant-garde") {
		t.Fatalf("naples should win the initiative and activate av: %v", seq)
	}
	if pl := lineStatus(t, g, Austria, "move h5a to 2609"); pl.Status != adjudicator.LineUsed || !strings.Contains(pl.Note, "h5a moves") {
		t.Fatalf("austria's av line: %+v", pl)
	}
}

// A refused line is reported to its side with the rule that refused it,
// and the lines after it are still used.
func Test9_1_RefusedLineReportedWithItsRule(t *testing.T) {
	g, res := playTurn(t, map[adjudicator.Side]string{
		Naples:  "turn 1\nactivate gd\nformation gd\nhold rat\nmove rat 3807\nmove ve1 3804 3705 3605\ndone\n",
		Austria: "turn 1\n",
	})
	found := false
	for _, e := range res.Events {
		if e.Code == "line-refused" {
			found = e.Text == `naples.txt:5:1: refused "move rat 3807": rat: already moved or held this turn (9.1)` && e.To.Sees(Naples) && !e.To.Sees(Austria)
		}
	}
	if !found {
		t.Fatal("no refusal with its rule, for naples only")
	}
	if pl := lineStatus(t, g, Naples, "move ve1 3804 3705 3605"); pl.Status != adjudicator.LineUsed {
		t.Fatalf("the line after a refused one: %+v", pl)
	}
}

// 5.2: when a side's file has no `order` lines for a turn, the army
// commander's step takes its default and the side is told so.
func Test5_2_DefaultOrdersStepReported(t *testing.T) {
	g, err := adjudicator.NewGame(System{}, load(t))
	if err != nil {
		t.Fatal(err)
	}
	st := g.State.(*State)
	st.Turn, st.Stage, st.Side, st.Changes, st.First = 2, stOrders, Naples, 2, false
	for i, side := range []adjudicator.Side{Naples, Austria} {
		lines, _ := g.System.ParseOrders(side, string(side)+".txt", 1, []byte("turn 2\n"))
		if err := g.SetOrders(side, i+1, lines); err != nil {
			t.Fatal(err)
		}
	}
	res, err := g.Run(dice.NewStream(dice.Seed{}, "t", 1, [32]byte{}))
	if err != nil {
		t.Fatal(err)
	}
	var told []string
	for _, e := range res.Events {
		if e.Code == "default" {
			told = append(told, e.Text)
			if len(e.To) != 1 {
				t.Errorf("the default is told to its side only: %+v", e.To)
			}
		}
	}
	if len(told) != 2 || !strings.Contains(told[0], `the default "done orders" applies`) || !strings.Contains(told[0], "(5.2)") {
		t.Fatalf("want both sides told of the default order step: %v", told)
	}
}
