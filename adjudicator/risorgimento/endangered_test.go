package risorgimento

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// eventsText joins the events' texts, one a line.
func eventsText(ev []adjudicator.Event) string {
	var b strings.Builder
	for _, e := range ev {
		b.WriteString(e.Text + "\n")
	}
	return b.String()
}

// leadersOff takes every leader off the map but those named, at the hexes
// given (id, hex, id, hex …).
func leadersOff(s *State, at ...string) {
	for i := range s.Leaders {
		s.Leaders[i].Hex = shortText{}
	}
	for k := 0; k+1 < len(at); k += 2 {
		s.leader(at[k]).Hex = txt(at[k+1])
	}
}

// Test8_4_LeaderEndangeredByAttack: ebrig stacked with ae-1, which takes
// two or more Hits in an attack, rolls; 8 is 7 or higher, so he is
// Finished for the turn and his brigade is Out of Command (8.4).
func Test8_4_LeaderEndangeredByAttack(t *testing.T) {
	s := attackPosition(t)
	leadersOff(s, "ebrig", "0605")
	f := roll(t, 1, 9, 1, 8, 5, 5, 5, 5, 5, 5) // commitment, attacker, defender, ebrig, retreat
	ev := eventsText(s.battle(f, hx(t, "0605"), []string{"fa-1", "fa-2"}))
	if !strings.Contains(ev, "ebrig is endangered, stacked with units that received 3 Hits in an attack: roll 8") || !strings.Contains(ev, "roll 8, 7 or more: Finished for the turn, his units Out of Command (8.4)") {
		t.Fatalf("no 8.4 roll for ebrig:\n%s", ev)
	}
	if !s.leader("ebrig").Finished {
		t.Fatal("ebrig rolled 8 and is not Finished (8.4)")
	}
	if in := s.board().inCommand(s.w.brigade("ae"), false); len(in) != 0 {
		t.Fatalf("a Finished brigadier's units are Out of Command (8.4), yet %v are In Command", in)
	}
	if _, err := s.checkLeaderMove(s.board(), order{Verb: "move", ID: "ebrig", Path: []hexmap.Hex{hx(t, "0705")}}, "ebrig", "ebrig"); err == nil || !strings.Contains(err.Error(), "8.4") {
		t.Fatalf("a Finished leader moved: %v", err)
	}
}

// Test8_4_Revision1_NoLeaderRoll: revision 1's games roll no 8.4 die.
func Test8_4_Revision1_NoLeaderRoll(t *testing.T) {
	s := attackPositionAt(t, 1)
	leadersOff(s, "ebrig", "0605")
	f := roll(t, 1, 9, 1, 8, 5, 5, 5, 5, 5, 5) // commitment, attacker, defender, ebrig, retreat
	ev := eventsText(s.battle(f, hx(t, "0605"), []string{"fa-1", "fa-2"}))
	if strings.Contains(ev, "endangered") || s.leader("ebrig").Finished {
		t.Fatalf("revision 1 rolled for a leader:\n%s", ev)
	}
}

// Test8_4_LoneLeaderEnemyMovesAdjacent: abrig alone in 0705 when ae-1
// moves next to him rolls; 7 finishes him, and he goes to fa-1, the
// nearest combat unit of his brigade (8.4).
func Test8_4_LoneLeaderEnemyMovesAdjacent(t *testing.T) {
	s := emptied(newSkirmish(t))
	s.unit("fa-1").Hex, s.unit("fa-2").Hex, s.unit("ae-1").Hex = txt("0404"), txt("0303"), txt("0807")
	leadersOff(s, "abrig", "0705", "ebrig", "0807")
	acting(s, "austria", "v", 1, "ae", "ae-1")
	o, err := readOrder("move ae-1 0806")
	if err != nil {
		t.Fatal(err)
	}
	f := roll(t, 7)
	evs, err := s.act(f, o)
	if err != nil {
		t.Fatal(err)
	}
	f.done()
	ev := eventsText(evs)
	if !strings.Contains(ev, "abrig is endangered, alone in 0705 when ae-1 moved adjacent: roll 7, 7 or more: Finished") || !s.leader("abrig").Finished {
		t.Fatalf("abrig was not endangered and Finished:\n%s", ev)
	}
	if got := s.leader("abrig").Hex; !got.is("0404") {
		t.Fatalf("abrig went to %s, not 0404, fa-1's hex, the nearest unit of his brigade (8.4)", got)
	}
}

// Test8_4_CorpsCommanderFinishesHisCorps: a corps commander Finished
// before his corps' two activations finishes the corps for the turn; a
// roll under 7 leaves him unharmed (8.4).
func Test8_4_CorpsCommanderFinishesHisCorps(t *testing.T) {
	s := newSkirmish(t)
	leadersOff(s, "baraguey", "0404")
	s.corps("i").Acts = 1
	ev := eventsText(s.endangerStacked(roll(t, 6), "france", hx(t, "0404"), DPlus1, 0))
	if s.leader("baraguey").Finished || s.corps("i").Finished || !strings.Contains(ev, "roll 6, less than 7: unharmed") {
		t.Fatalf("a roll of 6 harmed baraguey:\n%s", ev)
	}
	ev = eventsText(s.endangerStacked(roll(t, 9), "france", hx(t, "0404"), DPlus1, 0))
	if !s.leader("baraguey").Finished || !s.corps("i").Finished || !strings.Contains(ev, "i is Finished for the turn (8.4)") {
		t.Fatalf("baraguey Finished after one activation did not finish corps i:\n%s", ev)
	}
	if ev := s.endangerStacked(roll(t), "france", hx(t, "0404"), D, 1); len(ev) != 0 {
		t.Fatalf("a result other than D+1 and one Hit endangered a leader: %v", ev)
	}
}
