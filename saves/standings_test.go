package saves

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/saves/sshsig"
	"github.com/mincio/mincio/scenarios"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// seasonLeague is a league of three players and four one-turn toy games,
// played with fixed keys, seeds and times (t0 is a Monday):
//
//	toy-1  anna (red) v nino (blue): red rolls, blue passes: red wins
//	toy-2  nino (red) v otto (blue): both pass, blue in the grace: a draw
//	toy-3  otto (red) v anna (blue): anna misses the turn; the defaults play on
//	toy-4  anna (red) v otto (blue): in play
func seasonLeague(t testing.TB) (*leagueWorld, map[string]testKey) {
	t.Helper()
	lw := newLeague(t, &DeadlinePolicy{Turn: Duration(2 * day), Grace: Duration(day), Reminders: []Duration{Duration(12 * time.Hour)}, AbandonAfter: 2})
	if err := lw.l.AddPlayer(Player{Name: "otto", Address: "otto@example.org", Key: lw.ob.pub}); err != nil {
		t.Fatal(err)
	}
	keys := map[string]testKey{"anna": lw.anna, "nino": lw.nino, "otto": lw.ob}
	adjudicatortest.Register()
	sc, err := scenarios.Parse("toy.scn", []byte(strings.Replace(adjudicatortest.TurnScenario, "turns 3", "turns 1", 1)))
	if err != nil {
		t.Fatal(err)
	}
	games := []struct{ red, blue string }{{"anna", "nino"}, {"nino", "otto"}, {"otto", "anna"}, {"anna", "otto"}}
	for i, g := range games {
		var seed dice.Seed
		seed[0] = byte(i + 1)
		if _, _, err := lw.l.NewGame(LeagueGame{Scenario: sc, Players: map[string]string{"red": g.red, "blue": g.blue}, Seed: &seed, Now: at(time.Duration(i) * time.Hour)}); err != nil {
			t.Fatal(err)
		}
	}
	play := func(game, side, player string, when time.Duration, body string) {
		t.Helper()
		dir := filepath.Join(lw.dir, "games", game)
		data := leagueOrders(t, dir, keys[player], side, 1, body)
		if _, err := Submit(dir, Submission{Name: "orders.txt", Data: data}, Options{Now: at(when)}); err != nil {
			t.Fatalf("%s %s: %v", game, side, err)
		}
	}
	play("toy-1", "red", "anna", 3*time.Hour, "turn 1\nroll\n")
	play("toy-1", "blue", "nino", day, "turn 1\npass\n")
	play("toy-2", "red", "nino", 5*time.Hour, "turn 1\npass\n")
	play("toy-2", "blue", "otto", 2*day+12*time.Hour, "turn 1\npass\n") // deadline Wednesday 10:00
	play("toy-3", "red", "otto", 4*time.Hour, "turn 1\nroll\n")
	if _, err := Tick(filepath.Join(lw.dir, "games", "toy-3"), Options{Now: at(4 * day)}); err != nil {
		t.Fatal(err)
	}
	play("toy-4", "red", "anna", 6*time.Hour, "turn 1\npass\n")
	return lw, keys
}

// leagueOrders writes an order file for the game in dir, bound to its header.
func leagueOrders(t testing.TB, dir string, key testKey, side string, seq int, body string) []byte {
	t.Helper()
	header, err := os.ReadFile(filepath.Join(dir, "header.json"))
	if err != nil {
		t.Fatal(err)
	}
	file := fmt.Sprintf("mincio orders 1\ngame: %s\nheader: %s\nside: %s\nseq: %d\n%s", filepath.Base(dir), HeaderTag(header), side, seq, body)
	sig, err := sshsig.Sign(key.signer, sshsig.Namespace, []byte(file))
	if err != nil {
		t.Fatal(err)
	}
	return sshsig.Append([]byte(file), sig)
}

// golden compares got with testdata/NAME, or rewrites it under -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -run %s -update to write it)", err, t.Name())
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs; got:\n%s", path, got)
	}
}

func standingsText(t *testing.T, l *League) ([]byte, map[string][]byte) {
	t.Helper()
	st, err := LeagueStandings(l)
	if err != nil {
		t.Fatal(err)
	}
	var text bytes.Buffer
	if err := WriteStandings(&text, st); err != nil {
		t.Fatal(err)
	}
	tables := map[string][]byte{}
	for _, table := range StandingsTables {
		var b bytes.Buffer
		if err := WriteStandingsCSV(&b, st, table); err != nil {
			t.Fatal(err)
		}
		tables[table] = b.Bytes()
	}
	return text.Bytes(), tables
}

func TestLeagueStandingsGolden(t *testing.T) {
	lw, _ := seasonLeague(t)
	text, tables := standingsText(t, lw.l)
	golden(t, "standings.txt", text)
	for _, table := range StandingsTables {
		golden(t, "standings-"+table+".csv", tables[table])
	}
	// recomputed from the same folders: the same bytes
	again, againTables := standingsText(t, lw.l)
	if !bytes.Equal(text, again) {
		t.Fatalf("standings differ on a second reading:\n%s\n%s", text, again)
	}
	for _, table := range StandingsTables {
		if !bytes.Equal(tables[table], againTables[table]) {
			t.Fatalf("%s.csv differs on a second reading", table)
		}
	}
}

// The standings follow the games: a copy of the league in another folder
// gives the same bytes, and nothing is written while they are read.
func TestLeagueStandingsReadOnlyAndReproducible(t *testing.T) {
	lw, _ := seasonLeague(t)
	before := tree(t, lw.dir)
	text, _ := standingsText(t, lw.l)
	sameTree(t, before, tree(t, lw.dir))
	cp := filepath.Join(t.TempDir(), "copy")
	if err := os.CopyFS(cp, os.DirFS(lw.dir)); err != nil {
		t.Fatal(err)
	}
	l2, err := OpenLeague(cp)
	if err != nil {
		t.Fatal(err)
	}
	if text2, _ := standingsText(t, l2); !bytes.Equal(text, text2) {
		t.Fatalf("the copy's standings differ:\n%s\n%s", text, text2)
	}
}

// A game whose log was changed is not counted, and says why.
func TestLeagueStandingsRefusesTamperedGame(t *testing.T) {
	lw, _ := seasonLeague(t)
	looseLog(t, filepath.Join(lw.dir, "games", "toy-1"))
	entry := filepath.Join(lw.dir, "games", "toy-1", "log", "000003.json")
	data, err := os.ReadFile(entry)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(entry, bytes.Replace(data, []byte(`"red wins`), []byte(`"blue wins`), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	st, err := LeagueStandings(lw.l)
	if err != nil {
		t.Fatal(err)
	}
	if len(st.Refused) != 1 || st.Refused[0].Game != "toy-1" || !strings.Contains(st.Refused[0].Err, "000003") {
		t.Fatalf("refused: %+v", st.Refused)
	}
	for _, g := range st.Games {
		if g.Game == "toy-1" {
			t.Fatal("a tampered game was counted")
		}
	}
	var text bytes.Buffer
	WriteStandings(&text, st)
	if !strings.Contains(text.String(), "toy-1  NOT COUNTED: ") {
		t.Fatalf("not flagged:\n%s", text.String())
	}
}

func TestStandingsCSVUnknownTable(t *testing.T) {
	err := WriteStandingsCSV(&bytes.Buffer{}, &Standings{}, "ratings")
	if err == nil || !strings.Contains(err.Error(), `no standings table "ratings"`) {
		t.Fatalf("got %v", err)
	}
}

func TestReliabilityFigure(t *testing.T) {
	for _, c := range []struct {
		r    Reliability
		want string
	}{
		{Reliability{}, "-"},
		{Reliability{OnTime: 2, Late: 1}, "66%"},
		{Reliability{OnTime: 3, Missed: 1, Abandoned: 1}, "75%"},
	} {
		got := "-"
		if pc, ok := c.r.Figure(); ok {
			got = fmt.Sprintf("%d%%", pc)
		}
		if got != c.want {
			t.Errorf("%+v: got %s, want %s", c.r, got, c.want)
		}
	}
}

// Each way a game ends is named by the signed outcome of its last entry
// (Outcome.End); the score comes from the outcome alone.
func TestStandingsEndings(t *testing.T) {
	for _, c := range []struct {
		out  *adjudicator.Outcome
		want string
	}{
		{&adjudicator.Outcome{Winner: "red", Text: "red wins"}, "victory"},
		{&adjudicator.Outcome{Winner: "red", Level: "decisive victory"}, "decisive victory"},
		{&adjudicator.Outcome{Text: "drawn"}, "draw"},
		{&adjudicator.Outcome{Winner: "red", Level: "resignation", End: adjudicator.EndResigned}, "resignation"},
		{&adjudicator.Outcome{Level: "agreed draw", End: adjudicator.EndDrawAgreed}, "agreed draw"},
		{&adjudicator.Outcome{Winner: "red", Level: "ended by the moderator", End: adjudicator.EndModerator}, "ended by the moderator"},
	} {
		e := &Entry{Result: Result{Outcome: c.out}}
		if got := ending(e); got != c.want {
			t.Errorf("%+v: got %q, want %q", c.out, got, c.want)
		}
	}
}

// BenchmarkLeagueStandings reads, verifies and rates the four games of
// seasonLeague: the cost is nearly all verification (a replay per game).
func BenchmarkLeagueStandings(b *testing.B) {
	lw, _ := seasonLeague(b)
	for b.Loop() {
		if _, err := LeagueStandings(lw.l); err != nil {
			b.Fatal(err)
		}
	}
}

// A side that goes on missing turns after it is marked abandoned was
// abandoned once: each missed turn counts, the abandonment once. Under
// core revision 1 the game goes on after an abandonment (from revision 2
// it ends there: abandon_test.go).
func TestReliabilityCountsAnAbandonmentOnce(t *testing.T) {
	w := newDeadlineWorldCore(t, &DeadlinePolicy{Turn: Duration(2 * day), Grace: Duration(day), Reminders: []Duration{Duration(day), Duration(12 * time.Hour)}, AbandonAfter: 2}, 1)
	for i := 1; i <= 4; i++ {
		tickAt(t, w.dir, at(time.Duration(3*i)*day+time.Duration(i)*time.Hour))
	}
	got := reliabilityIn(t, w.dir, map[string]string{keyID(w.red.pub): "anna", keyID(w.blue.pub): "nino"})
	for _, p := range []string{"anna", "nino"} {
		if r := got[p]; r.Missed < 3 || r.Abandoned != 1 {
			t.Errorf("%s: %+v, want 3 or more missed and abandoned once", p, r)
		}
	}
}

// reliabilityIn reads the reliability of the players of the game in dir,
// named by key fingerprint.
func reliabilityIn(t *testing.T, dir string, names map[string]string) map[string]Reliability {
	t.Helper()
	f, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	log, err := f.Entries()
	if err != nil {
		t.Fatal(err)
	}
	return reliabilityOf(f, log, holders{f: f, names: names})
}
