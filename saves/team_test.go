package saves

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	_ "github.com/mincio/mincio/adjudicator/custoza"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/saves/sshsig"
	"github.com/mincio/mincio/scenarios"
)

// teamWorld is a custoza-23.2 game with Italy played by a team: a holds
// div3 and the side's own choices, b holds div8; c plays Austria alone.
type teamWorld struct {
	dir     string
	a, b, c testKey
}

func newTeamWorld(t testing.TB) *teamWorld { return teamWorldWith(t, nil) }

// teamWorldWith is newTeamWorld's game, as adjust changes its NewGame (a
// deadline policy, a moderator from keys in base, older revisions).
func teamWorldWith(t testing.TB, adjust func(base string, ng *NewGame)) *teamWorld {
	t.Helper()
	base := t.TempDir()
	sc, err := scenarios.Load("custoza-23.2")
	if err != nil {
		t.Fatal(err)
	}
	w := &teamWorld{dir: filepath.Join(base, "g1"), a: fixedKey(t, base, "a"), b: fixedKey(t, base, "b"), c: fixedKey(t, base, "c")}
	host := fixedKey(t, base, "host")
	var seed dice.Seed
	ng := NewGame{Game: "g1", Scenario: sc, HostKey: host.path, Seed: &seed,
		Sides: map[string]string{"austria": w.c.pub},
		Teams: map[string][]Teammate{"italy": {
			{Player: "a", Key: w.a.pub, Formations: []string{"div3"}},
			{Player: "b", Key: w.b.pub, Formations: []string{"div8"}}}}}
	if adjust != nil {
		adjust(base, &ng)
	}
	if _, err = Create(w.dir, ng); err != nil {
		t.Fatal(err)
	}
	header, err := os.ReadFile(filepath.Join(w.dir, "header.json"))
	if err != nil {
		t.Fatal(err)
	}
	tag := HeaderTag(header)
	w.a.tag, w.b.tag, w.c.tag = tag, tag, tag
	return w
}

// playerFile is an order file of a team's player, signed by their key.
func playerFile(t testing.TB, key testKey, side, player string, seq int, body string) []byte {
	t.Helper()
	file := fmt.Sprintf("mincio orders 1\ngame: g1\nheader: %s\nside: %s\nplayer: %s\nseq: %d\n%s", key.tag, side, player, seq, body)
	sig, err := sshsig.Sign(key.signer, sshsig.Namespace, []byte(file))
	if err != nil {
		t.Fatal(err)
	}
	return sshsig.Append([]byte(file), sig)
}

// TestTeamGameOwesPerPlayer (issue 22): the turn waits for each player of
// Italy's team, and the first entry owes a turn decision by player.
func TestTeamGameOwesPerPlayer(t *testing.T) {
	w := newTeamWorld(t)
	f, err := Open(w.dir)
	if err != nil {
		t.Fatal(err)
	}
	var who []string
	for _, d := range f.Last().Result.Owed {
		who = append(who, string(d.Side)+"/"+d.Player)
	}
	if strings.Join(who, " ") != "italy/a italy/b austria/" {
		t.Fatalf("owed by %v, want italy/a italy/b austria/", who)
	}
	hdr, _ := os.ReadFile(filepath.Join(w.dir, "header.json"))
	if !strings.Contains(string(hdr), `"team": [`) || !strings.Contains(string(hdr), `"formations": [`) {
		t.Fatalf("the header records no seats:\n%s", hdr)
	}
}

// TestTeamFileRefusesATeammatesLine (issue 22): a file signed by a with a
// line for div8, b's formation, is refused naming the line; a unit's
// set-up line in the army group is its formation's player's.
func TestTeamFileRefusesATeammatesLine(t *testing.T) {
	w := newTeamWorld(t)
	before := tree(t, w.dir)
	for _, c := range []struct {
		body, want string
	}{
		{"turn 5\nformation div8\nmove piemonte3 to 4424\n", "orders.txt:9:1: \"move piemonte3 to 4424\" is for formation div8, which player b holds, not a"},
		{"turn 5\narmy\nsetup cugia 4525\n", "orders.txt:9:1: \"setup cugia 4525\" is for formation div8, which player b holds, not a"},
	} {
		_, err := Submit(w.dir, Submission{Name: "orders.txt", Data: playerFile(t, w.a, "italy", "a", 1, c.body)}, Options{})
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "ask b to send it") {
			t.Fatalf("a's line for div8: got %v, want %q", err, c.want)
		}
	}
	_, err := Submit(w.dir, Submission{Name: "orders.txt", Data: playerFile(t, w.b, "italy", "b", 1, "turn 5\narmy\ndone setup\n")}, Options{})
	if err == nil || !strings.Contains(err.Error(), "the side's own choices (the army group), which player a holds") {
		t.Fatalf("b's side-level line: got %v", err)
	}
	sameTree(t, before, tree(t, w.dir))
}

// TestTeamPlayersSignAndNumberTheirOwnFiles (issue 22): only a player's
// key verifies their file, a team's file must name its player, and seq
// runs per player.
func TestTeamPlayersSignAndNumberTheirOwnFiles(t *testing.T) {
	w := newTeamWorld(t)
	if _, err := Submit(w.dir, Submission{Name: "orders.txt", Data: playerFile(t, w.a, "italy", "b", 1, "turn 5\n")}, Options{}); err == nil || !strings.Contains(err.Error(), "signature") {
		t.Fatalf("a's key signing as b: %v", err)
	}
	if _, err := Submit(w.dir, Submission{Name: "orders.txt", Data: orders(t, w.a, "italy", 1, "turn 5\n")}, Options{}); err == nil || !strings.Contains(err.Error(), "names no player") {
		t.Fatalf("a team's file without player: %v", err)
	}
	if _, err := Submit(w.dir, Submission{Name: "orders.txt", Data: playerFile(t, w.c, "austria", "c", 1, "turn 5\n")}, Options{}); err == nil || !strings.Contains(err.Error(), "not played by a team") {
		t.Fatalf("a lone player's file with player: %v", err)
	}
	a1 := playerFile(t, w.a, "italy", "a", 1, "turn 5\narmy\nsetup gdl3 4222\n")
	if _, err := Submit(w.dir, Submission{Name: "orders.txt", Data: a1}, Options{}); err != nil {
		t.Fatal(err)
	}
	rc, err := Submit(w.dir, Submission{Name: "orders.txt", Data: playerFile(t, w.b, "italy", "b", 1, "turn 5\narmy\nsetup piemonte4 4424\n")}, Options{})
	if err != nil {
		t.Fatalf("b's seq 1 after a's seq 1: %v", err)
	}
	o := italyOrders(t, w.dir)
	if len(o.Plan) != 2 || o.LastSeq("a") != 1 || o.LastSeq("b") != 1 {
		t.Fatalf("plan %+v, seq a %d b %d", o.Plan, o.LastSeq("a"), o.LastSeq("b"))
	}
	if _, err := Submit(w.dir, Submission{Name: "orders.txt", Data: playerFile(t, w.b, "italy", "b", 1, "turn 5\n")}, Options{}); err == nil || !strings.Contains(err.Error(), "stale") {
		t.Fatalf("b's seq 1 again: %v", err)
	}
	// b's new file replaces b's lines only
	if _, err := Submit(w.dir, Submission{Name: "orders.txt", Data: playerFile(t, w.b, "italy", "b", 2, "turn 5\narmy\nsetup piemonte4 4425\n")}, Options{}); err != nil {
		t.Fatal(err)
	}
	o = italyOrders(t, w.dir)
	var texts []string
	for _, pl := range o.Plan {
		texts = append(texts, pl.Text)
	}
	if strings.Join(texts, "; ") != "setup gdl3 4222; setup piemonte4 4425" {
		t.Fatalf("after b's second file the plan is %v", texts)
	}
	if _, err := Verify(w.dir); err != nil {
		t.Fatalf("verify: %v", err)
	}
	_ = rc
}

// TestTeamReportHasATemplatePerPlayer (issue 22): the side's report says
// which player owes what and ends with one template per player holding
// only that player's sections.
func TestTeamReportHasATemplatePerPlayer(t *testing.T) {
	w := newTeamWorld(t)
	r, err := ReadOutboxFile(filepath.Join(w.dir, "outbox", "000001-italy.report.txt"))
	if err != nil {
		t.Fatal(err)
	}
	report := string(r)
	_, tmplB, ok := strings.Cut(report, "# the file of player b, signed with their key:\n")
	_, tmplA, okA := strings.Cut(report, "# the file of player a, signed with their key:\n")
	if !ok || !okA {
		t.Fatalf("no template per player:\n%s", report)
	}
	tmplA, _, _ = strings.Cut(tmplA, "# the file of player b")
	for _, c := range []struct {
		tmpl, want string
		has        bool
	}{
		{report, "- turn, owed by player b: game turn 5 begins", true},
		{report, "last seq of player a: 0", true},
		{tmplA, "player: a\nseq: 1\n", true},
		{tmplA, "\narmy\n", true},
		{tmplA, "formation div3", true},
		{tmplA, "formation div8", false},
		{tmplB, "player: b\nseq: 1\n", true},
		{tmplB, "formation div8", true},
		{tmplB, "\narmy\n", false},
		{tmplB, "formation div3", false},
	} {
		if strings.Contains(c.tmpl, c.want) != c.has {
			t.Errorf("%q: want present %v in:\n%s", c.want, c.has, c.tmpl)
		}
	}
}

// TestTeamDeclarationIsTheFirstPlayers (issue 22): resign, draw and leave
// bind the whole side: only the first player of a team may declare them.
func TestTeamDeclarationIsTheFirstPlayers(t *testing.T) {
	w := newTeamWorld(t)
	_, err := Submit(w.dir, Submission{Name: "resign.txt", Data: playerFile(t, w.b, "italy", "b", 1, "mode: resign\n")}, Options{})
	if err == nil || !strings.Contains(err.Error(), "resign.txt: mode: resign binds the whole side italy: player b may not declare it") {
		t.Fatalf("b's resignation: %v", err)
	}
	rc, err := Submit(w.dir, Submission{Name: "resign.txt", Data: playerFile(t, w.a, "italy", "a", 1, "mode: resign\n")}, Options{})
	if err != nil || rc.Entry.Result.Outcome == nil {
		t.Fatalf("a's resignation: %v", err)
	}
}

// italyOrders are Italy's orders in the game in dir as it stands.
func italyOrders(t *testing.T, dir string) *adjudicator.SideOrders {
	t.Helper()
	f, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	g, err := f.State()
	if err != nil {
		t.Fatal(err)
	}
	o, _ := g.Side("italy")
	return o
}

// TestTolentinoTeam (issue 22): Tolentino's Neapolitan army played by a
// player per division: the turn waits for each, and a file with a line
// for a teammate's division is refused naming it.
func TestTolentinoTeam(t *testing.T) {
	base := t.TempDir()
	sc, err := scenarios.Load("tolentino1815")
	if err != nil {
		t.Fatal(err)
	}
	host, a, m, l := fixedKey(t, base, "host"), fixedKey(t, base, "a"), fixedKey(t, base, "murat"), fixedKey(t, base, "lechi")
	dir := filepath.Join(base, "g1")
	var seed dice.Seed
	if _, err := Create(dir, NewGame{Game: "g1", Scenario: sc, HostKey: host.path, Seed: &seed,
		Sides: map[string]string{"austria": a.pub},
		Teams: map[string][]Teammate{"naples": {
			{Player: "murat", Key: m.pub, Formations: []string{"ii", "gd", "l"}},
			{Player: "lechi", Key: l.pub, Formations: []string{"iii"}}}}}); err != nil {
		t.Fatal(err)
	}
	f, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	var who []string
	for _, d := range f.Last().Result.Owed {
		who = append(who, string(d.Side)+"/"+d.Player)
	}
	if !strings.Contains(strings.Join(who, " "), "naples/murat naples/lechi") {
		t.Fatalf("owed by %v: want each Neapolitan player", who)
	}
	header, _ := os.ReadFile(filepath.Join(dir, "header.json"))
	l.tag = HeaderTag(header)
	turn := f.Last().Result.Turn
	body := fmt.Sprintf("turn %d\nformation ii\ndone\n", turn)
	_, err = Submit(dir, Submission{Name: "lechi.txt", Data: playerFile(t, l, "naples", "lechi", 1, body)}, Options{})
	if err == nil || !strings.Contains(err.Error(), "lechi.txt:9:1:") || !strings.Contains(err.Error(), "is for formation ii, which player murat holds, not lechi") {
		t.Fatalf("lechi's line for ii: %v", err)
	}
}
