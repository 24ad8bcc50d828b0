package adjudicator_test

import (
	"testing"

	"github.com/mincio/mincio/adjudicator"
)

func playerOrders(t *testing.T, g *adjudicator.Game, side, player string, seq int, body string) {
	t.Helper()
	lines, ps := g.System.ParseOrders(adjudicator.Side(side), "orders", 5, []byte(body))
	if ps != nil {
		t.Fatal(ps)
	}
	if err := g.SetPlayerOrders(adjudicator.Side(side), player, seq, lines); err != nil {
		t.Fatal(err)
	}
}

// A turn of a team's side waits for every player of it, each owing their
// own turn decision; seq runs per player.
func TestTeamTurnWaitsForEveryPlayer(t *testing.T) {
	g := newTurnToy(t)
	if err := g.SetTeam("red", []adjudicator.Seat{{Player: "ann"}, {Player: "bob", Formations: []string{"f2"}}}); err != nil {
		t.Fatal(err)
	}
	res := run(t, g)
	var who []string
	for _, d := range res.Owed {
		who = append(who, string(d.Side)+"/"+d.Player)
	}
	if len(res.Owed) != 3 || who[0] != "red/ann" || who[1] != "red/bob" || who[2] != "blue/" {
		t.Fatalf("want red's two players and blue to owe turn 1, got %v", who)
	}
	playerOrders(t, g, "red", "ann", 1, "turn 1\nroll\n")
	orders(t, g, "blue", 1, "turn 1\npass\n")
	if res := run(t, g); len(res.Owed) != 1 || res.Owed[0].Player != "bob" || len(res.Events) != 0 {
		t.Fatalf("the turn must wait for bob: %+v", res.Owed)
	}
	playerOrders(t, g, "red", "bob", 4, "turn 1\n")
	if res := run(t, g); len(res.Events) == 0 {
		t.Fatalf("turn 1 not played once bob sent his orders: %+v", res.Owed)
	}
	o, _ := g.Side("red")
	if o.LastSeq("ann") != 1 || o.LastSeq("bob") != 4 || o.Seq != 0 {
		t.Fatalf("seq per player: ann %d, bob %d, side %d", o.LastSeq("ann"), o.LastSeq("bob"), o.Seq)
	}
	if err := g.SetPlayerOrders("red", "carl", 1, nil); err == nil {
		t.Fatal("a player the team does not have was accepted")
	}
}

// A decision is its formation's player's; the side's own choices and the
// formations assigned to nobody are the first player's.
func TestTeamOwnerOfADecision(t *testing.T) {
	g := newTurnToy(t)
	if err := g.SetTeam("red", []adjudicator.Seat{{Player: "ann", Formations: []string{"div3"}}, {Player: "bob", Formations: []string{"div8"}}}); err != nil {
		t.Fatal(err)
	}
	o, _ := g.Side("red")
	for _, c := range []struct {
		groups []string
		want   string
	}{{nil, "ann"}, {[]string{"div8", ""}, "bob"}, {[]string{"div3", ""}, "ann"}, {[]string{"div5"}, "ann"}} {
		if got := o.Owner(adjudicator.Decision{Side: "red", Groups: c.groups}); got != c.want {
			t.Errorf("groups %v: owner %q, want %q", c.groups, got, c.want)
		}
	}
	blue, _ := g.Side("blue")
	if blue.Owner(adjudicator.Decision{Side: "blue", Groups: []string{"x"}}) != "" || blue.Team() {
		t.Error("a side of one player has no owner by name")
	}
}

// A player's file replaces only that player's unused lines; a missed turn
// marks that player absent, and their next file brings them back.
func TestTeamFileReplacesOnlyItsPlayersLines(t *testing.T) {
	g := newTurnToy(t)
	if err := g.SetTeam("red", []adjudicator.Seat{{Player: "ann"}, {Player: "bob", Formations: []string{"f2"}}}); err != nil {
		t.Fatal(err)
	}
	run(t, g)
	playerOrders(t, g, "red", "ann", 1, "turn 2\nroll\n")
	playerOrders(t, g, "red", "bob", 1, "turn 2\n")
	if p := plan(t, g, "red"); len(p) != 1 || p[0].Text != "roll" {
		t.Fatalf("bob's empty turn 2 replaced ann's army line: %+v", p)
	}
	if err := g.MissedPlayer("red", "bob"); err != nil {
		t.Fatal(err)
	}
	o, _ := g.Side("red")
	if p, _ := o.Player("bob"); !p.Absent || o.Absent {
		t.Fatalf("bob's missed turn: player absent %v, side absent %v", p.Absent, o.Absent)
	}
	playerOrders(t, g, "red", "bob", 2, "turn 2\n")
	if p, _ := o.Player("bob"); p.Absent {
		t.Fatal("bob's file did not bring him back")
	}
}

// With the side-choices option (Seat.Holder) the marked teammate holds the
// side's own choices: a decision consulting no formation, and the army
// group, are bob's; a formation assigned to nobody stays the first
// player's; the mark survives a clone; two holders are refused.
func TestTeamSideChoicesHolder(t *testing.T) {
	g := newTurnToy(t)
	if err := g.SetTeam("red", []adjudicator.Seat{{Player: "ann", Formations: []string{"div3"}}, {Player: "bob", Formations: []string{"div8"}, Holder: true}}); err != nil {
		t.Fatal(err)
	}
	o, _ := g.Clone().Side("red")
	if o.Holder() != "bob" || o.PlayerOf("") != "bob" || o.PlayerOf("div5") != "ann" || o.PlayerOf("div3") != "ann" {
		t.Fatalf("holder %q, army group %q, div5 %q, div3 %q", o.Holder(), o.PlayerOf(""), o.PlayerOf("div5"), o.PlayerOf("div3"))
	}
	for _, c := range []struct {
		groups []string
		want   string
	}{{nil, "bob"}, {[]string{""}, "bob"}, {[]string{"div3", ""}, "ann"}, {[]string{"div5"}, "ann"}} {
		if got := o.Owner(adjudicator.Decision{Side: "red", Groups: c.groups}); got != c.want {
			t.Errorf("groups %v: owner %q, want %q", c.groups, got, c.want)
		}
	}
	two := newTurnToy(t)
	if err := two.SetTeam("red", []adjudicator.Seat{{Player: "ann", Holder: true}, {Player: "bob", Holder: true}}); err == nil {
		t.Fatal("a team with two holders of the side's choices was accepted")
	}
}
