package saves

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	_ "github.com/mincio/mincio/adjudicator/tolentino"
	"github.com/mincio/mincio/saves/sshsig"
	"github.com/mincio/mincio/scenarios"
)

// season is a league played by its players and moderator, in-process,
// with every time given (no wall clock).
type season struct {
	t       *testing.T
	l       *League
	mod     testKey
	players map[string]testKey
}

func newSeason(t *testing.T) *season {
	base := t.TempDir()
	s := &season{t: t, mod: fixedKey(t, base, "moderator"), players: map[string]testKey{}}
	host := fixedKey(t, base, "host")
	policy := &DeadlinePolicy{Turn: Duration(2 * day), Grace: Duration(day), Reminders: []Duration{Duration(day)}, AbandonAfter: 2, Leave: Duration(7 * day)}
	l, err := InitLeague(filepath.Join(base, "spring"), NewLeague{ModeratorKey: s.mod.path, ModeratorAddress: "mod@example.org", HostKey: host.path, Deadline: policy})
	if err != nil {
		t.Fatal(err)
	}
	s.l = l
	for _, name := range []string{"anna", "nino", "otto", "pia"} {
		k := fixedKey(t, base, name)
		s.players[name] = k
		if err := l.AddPlayer(Player{Name: name, Address: name + "@example.org", Key: k.pub}); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// game makes a Tolentino game of the league, created at t0.
func (s *season) game(id, austria, naples string) string {
	s.t.Helper()
	sc, err := scenarios.Load("tolentino1815")
	if err != nil {
		s.t.Fatal(err)
	}
	var seed dice.Seed
	seed[0] = byte(len(id) + int(id[len(id)-1]))
	dir, _, err := s.l.NewGame(LeagueGame{ID: id, Scenario: sc, Players: map[string]string{"austria": austria, "naples": naples}, Seed: &seed, NoSync: true, Now: t0})
	if err != nil {
		s.t.Fatalf("new game %s: %v", id, err)
	}
	return dir
}

// send has player sign a file for side with the given header lines and
// body, and submits it at now.
func (s *season) send(dir, player, side string, seq int, now time.Time, body string) (*Receipt, error) {
	s.t.Helper()
	f, err := Open(dir)
	if err != nil {
		s.t.Fatal(err)
	}
	k := s.players[player]
	file := fmt.Sprintf("mincio orders 1\ngame: %s\nheader: %s\nside: %s\nseq: %d\n%s", f.Header.Game, f.HeaderTag(), side, seq, body)
	sig, err := sshsig.Sign(k.signer, sshsig.Namespace, []byte(file))
	if err != nil {
		s.t.Fatal(err)
	}
	return Submit(dir, Submission{Name: player + ".txt", Data: sshsig.Append([]byte(file), sig)}, Options{Now: now, NoSync: true})
}

func (s *season) mustSend(dir, player, side string, seq int, now time.Time, body string) *Receipt {
	s.t.Helper()
	rc, err := s.send(dir, player, side, seq, now, body)
	if err != nil {
		s.t.Fatalf("%s: %s (%s) seq %d: %v", filepath.Base(dir), player, side, seq, err)
	}
	return rc
}

func (s *season) moderate(dir string, now time.Time, a Act) *Receipt {
	s.t.Helper()
	a.Signed = stamp(now)
	data, err := SignAct(dir, a, s.mod.path)
	if err != nil {
		s.t.Fatal(err)
	}
	rc, err := Moderate(dir, Submission{Name: a.Name + ".txt", Data: data}, Options{Now: now, NoSync: true})
	if err != nil {
		s.t.Fatalf("%s: %s: %v", filepath.Base(dir), a.Name, err)
	}
	return rc
}

func (s *season) tick(now time.Time) []TickAction {
	s.t.Helper()
	acts, errs := TickAll(s.l.Dir, Options{Now: now, NoSync: true})
	if len(errs) > 0 {
		s.t.Fatalf("tick at %s: %v", now, errs)
	}
	return acts
}

func hasAct(acts []TickAction, game, side, what string) bool {
	for _, a := range acts {
		if a.Game == game && a.Side == side && a.What == what {
			return true
		}
	}
	return false
}

// wantNotice wants the notice name in the game's outbox to say each of
// parts.
func wantNotice(t *testing.T, dir, name string, parts ...string) {
	t.Helper()
	data, err := ReadOutboxFile(filepath.Join(dir, "outbox", name))
	if err != nil {
		t.Fatalf("%s: %v", filepath.Base(dir), err)
	}
	for _, p := range parts {
		if !strings.Contains(string(data), p) {
			t.Fatalf("%s: outbox/%s does not say %q:\n%s", filepath.Base(dir), name, p, data)
		}
	}
}

// seasonResult is a game's result as the signed log gives it: the
// outcome of its last entry, and the player of each side at the end.
type seasonResult struct {
	Winner, End     string
	Austria, Naples string // players, by their key in the registry
}

// seasonRecord is what the season's folders say of a game apart from
// its result: when it ended, and each player's missed turns in it.
type seasonRecord struct {
	ended  time.Time
	missed map[string]int
}

// readRecord reads a game's log entry by entry, following the
// moderator's replacements itself, and credits each missed turn to the
// registered player whose key held the side then.
func readRecord(t *testing.T, l *League, dir string) seasonRecord {
	t.Helper()
	f, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	log, err := f.Entries()
	if err != nil {
		t.Fatal(err)
	}
	ps, err := l.Players()
	if err != nil {
		t.Fatal(err)
	}
	name := map[string]string{}
	for _, p := range ps {
		name[keyID(p.Key)] = p.Name
	}
	key := map[string]string{}
	for _, s := range f.Header.Sides {
		key[s.Side] = keyID(s.Key)
	}
	r := seasonRecord{missed: map[string]int{}}
	for _, e := range log {
		switch {
		case e.Kind == KindModerator && e.Act.Name == "replace":
			key[e.Act.Side] = keyID(e.Act.Key)
		case e.Kind == KindMissed:
			r.missed[name[key[e.Side]]]++
		}
		if e.Result.Outcome != nil && r.ended.IsZero() {
			r.ended, _ = time.Parse(time.RFC3339, e.Received)
		}
	}
	return r
}

func readResult(t *testing.T, l *League, dir string) seasonResult {
	t.Helper()
	f, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	out := f.Last().Result.Outcome
	if out == nil {
		t.Fatalf("%s: not over", dir)
	}
	ps, err := l.Players()
	if err != nil {
		t.Fatal(err)
	}
	who := func(side string) string {
		p, _ := f.Player(side)
		for _, q := range ps {
			if keyID(q.Key) == keyID(p.Key) {
				return q.Name
			}
		}
		return "?"
	}
	return seasonResult{Winner: string(out.Winner), End: out.End, Austria: who("austria"), Naples: who("naples")}
}

// A season of a league, simulated with given times: 4 players, 6
// Tolentino games; a reminder, a missed turn, leave, a replacement, a
// ruling by hand, an agreed draw, resignations and games the moderator
// ends. Every game verifies, and each result is what the signed log says.
func TestSeason(t *testing.T) {
	s := newSeason(t)
	g1 := s.game("g1", "anna", "nino")
	g2 := s.game("g2", "otto", "pia")
	g3 := s.game("g3", "otto", "anna")
	g4 := s.game("g4", "nino", "pia")
	g5 := s.game("g5", "nino", "otto")
	g6 := s.game("g6", "pia", "anna")

	// Day 0: most players send their turn-1 orders (empty: the defaults
	// play); pia declares 5 days' leave in g2 and g4.
	s.mustSend(g1, "anna", "austria", 1, at(time.Hour), "turn 1\n")
	s.mustSend(g2, "otto", "austria", 1, at(time.Hour), "turn 1\n")
	rc := s.mustSend(g2, "pia", "naples", 1, at(2*time.Hour), "mode: leave\nfor: 5d\n")
	if rc.Entry.Kind != KindDeclare {
		t.Fatalf("leave recorded as %s", rc.Entry.Kind)
	}
	s.mustSend(g4, "pia", "naples", 1, at(2*time.Hour), "mode: leave\nfor: 2d\n")
	if _, err := s.send(g4, "pia", "naples", 2, at(3*time.Hour), "mode: leave\nfor: 6d\n"); err == nil || !strings.Contains(err.Error(), "over its allowance of 7d") {
		t.Fatalf("leave over the allowance: %v", err)
	}
	s.mustSend(g4, "nino", "austria", 1, at(time.Hour), "turn 1\n")
	s.mustSend(g5, "nino", "austria", 1, at(time.Hour), "turn 1\n")
	s.mustSend(g5, "otto", "naples", 1, at(time.Hour), "turn 1\n")
	s.mustSend(g6, "pia", "austria", 1, at(time.Hour), "turn 1\n")
	s.mustSend(g6, "anna", "naples", 1, at(time.Hour), "turn 1\n")

	// Day 1: the reminder a day before the deadline, to those who owe
	// their turn.
	acts := s.tick(at(day + time.Hour))
	if !hasAct(acts, "g1", "naples", "reminder") || !hasAct(acts, "g3", "austria", "reminder") {
		t.Fatalf("day 1: %+v", acts)
	}
	if hasAct(acts, "g2", "naples", "reminder") {
		t.Fatal("pia is on leave in g2: reminded a day before the old deadline")
	}
	wantNotice(t, g1, "000002-naples.remind-1d.notice.txt", "subject: reminder: orders due for naples by 2026-03-04 09:00 UTC",
		"- the orders for turn 1: an order file with the line `turn 1`", "Grace ends: 2026-03-05 09:00 UTC; then the turn is recorded missed.")

	// Day 1: anna leaves the league; the moderator gives her side of g3
	// to pia. Anna's key no longer signs for it.
	s.moderate(g3, at(day+2*time.Hour), Act{Name: "replace", Side: "naples", Key: s.players["pia"].pub, Address: "pia@example.org", Reason: "anna left the league"})
	if _, err := s.send(g3, "anna", "naples", 1, at(day+3*time.Hour), "turn 1\n"); err == nil || !strings.Contains(err.Error(), "former key of side naples") {
		t.Fatalf("anna's old key: %v", err)
	}
	s.mustSend(g3, "pia", "naples", 1, at(day+3*time.Hour), "turn 1\n")
	s.mustSend(g3, "otto", "austria", 1, at(day+4*time.Hour), "turn 1\n")

	// Day 3: deadline and grace passed: nino missed his turn in g1; pia,
	// on leave in g2, did not.
	acts = s.tick(at(3 * day))
	if !hasAct(acts, "g1", "naples", "missed") {
		t.Fatalf("day 3: %+v", acts)
	}
	if hasAct(acts, "g2", "naples", "missed") {
		t.Fatalf("pia missed a turn while on leave: %+v", acts)
	}
	wantNotice(t, g1, "000003-naples.missed.notice.txt", "subject: missed turn: naples missed turn 1",
		"side naples sent no orders by 2026-03-05 09:00 UTC (grace included) and missed turn 1 (entry 3; 1 missed in a row)")
	f2, _ := Open(g2)
	if d, _, ok, _ := f2.Due("naples"); !ok || !d.Equal(at(7*day)) {
		t.Fatalf("g2: pia due %s, want the deadline moved by her 5 days of leave", d)
	}
	s.mustSend(g2, "pia", "naples", 2, at(4*day), "turn 1\n")
	s.mustSend(g4, "pia", "naples", 2, at(4*day), "turn 1\n")

	// g4: pia owes an activation mid-turn; the moderator rules by hand.
	f4, _ := Open(g4)
	if owed := owedBy(f4.Last().Result, "naples"); len(owed) == 0 || owed[0].Kind != "activate" {
		t.Fatalf("g4: pia owes %+v", owed)
	}
	g, err := f4.State() // the log leaves out the options: the state lists them
	if err != nil {
		t.Fatal(err)
	}
	rc = s.moderate(g4, at(4*day+time.Hour), Act{Name: "rule", Side: "naples", Line: "activate " + g.State.Pending()[0].Options[0][len("activate "):], Reason: "pia's mail bounced"})
	if !strings.Contains(rc.Entry.Result.Events[0].Text, "Reason: pia's mail bounced") {
		t.Fatalf("ruling events %+v", rc.Entry.Result.Events[:1])
	}

	// g5: an agreed draw: nino's offer alone does nothing, otto agrees.
	if rc := s.mustSend(g5, "nino", "austria", 2, at(4*day), "mode: draw\n"); rc.Entry.Result.Outcome != nil {
		t.Fatal("one side's offer ended g5")
	}
	s.mustSend(g5, "otto", "naples", 2, at(4*day+time.Hour), "mode: draw\n")

	// the other endings
	s.mustSend(g1, "nino", "naples", 1, at(4*day), "mode: resign\n")
	s.moderate(g2, at(5*day), Act{Name: "end", Result: "naples", Reason: "season over: naples ahead"})
	s.mustSend(g3, "otto", "austria", 2, at(5*day), "mode: resign\n")
	s.moderate(g4, at(5*day), Act{Name: "end", Result: "austria", Reason: "season over: austria ahead"})
	s.mustSend(g6, "anna", "naples", 2, at(5*day), "mode: resign\n")

	want := map[string]seasonResult{
		g1: {Winner: "austria", End: adjudicator.EndResigned, Austria: "anna", Naples: "nino"},
		g2: {Winner: "naples", End: adjudicator.EndModerator, Austria: "otto", Naples: "pia"},
		g3: {Winner: "naples", End: adjudicator.EndResigned, Austria: "otto", Naples: "pia"},
		g4: {Winner: "austria", End: adjudicator.EndModerator, Austria: "nino", Naples: "pia"},
		g5: {Winner: "", End: adjudicator.EndDrawAgreed, Austria: "nino", Naples: "otto"},
		g6: {Winner: "austria", End: adjudicator.EndResigned, Austria: "pia", Naples: "anna"},
	}
	for _, dir := range s.l.Games() {
		if _, err := Verify(dir); err != nil {
			t.Fatalf("%s: %v", dir, err)
		}
		if got := readResult(t, s.l, dir); got != want[dir] {
			t.Errorf("%s: result %+v, want %+v", filepath.Base(dir), got, want[dir])
		}
	}
	if ns, _ := os.ReadDir(filepath.Join(g1, "outbox")); len(ns) == 0 {
		t.Fatal("g1: nothing to mail")
	}
	checkSeasonStandings(t, s.l, want)
}

// seasonRatings rates the season's games again, two players at a time,
// in the order they ended (by game id when together), each a rating
// period of one game for its two players (docs/standings.md).
func seasonRatings(t *testing.T, l *League) map[string]Glicko2 {
	t.Helper()
	type game struct {
		id    string
		ended time.Time
		r     seasonResult
	}
	var games []game
	for _, dir := range l.Games() {
		games = append(games, game{filepath.Base(dir), readRecord(t, l, dir).ended, readResult(t, l, dir)})
	}
	sort.SliceStable(games, func(i, j int) bool {
		if !games[i].ended.Equal(games[j].ended) {
			return games[i].ended.Before(games[j].ended)
		}
		return games[i].id < games[j].id
	})
	out := map[string]Glicko2{}
	get := func(p string) Glicko2 {
		if _, ok := out[p]; !ok {
			out[p] = NewGlicko2()
		}
		return out[p]
	}
	for _, g := range games {
		a, n := get(g.r.Austria), get(g.r.Naples)
		score := map[string]float64{"austria": 0.5, "naples": 0.5}
		if g.r.Winner != "" {
			score = map[string]float64{"austria": 0, "naples": 0}
			score[g.r.Winner] = 1
		}
		out[g.r.Austria] = a.Update([]GlickoGame{{Opponent: n, Score: score["austria"]}}, GlickoTau)
		out[g.r.Naples] = n.Update([]GlickoGame{{Opponent: a, Score: score["naples"]}}, GlickoTau)
	}
	return out
}

// checkSeasonStandings prints the league's standings as `mincio league
// standings` does (text and the players' CSV), recomputes each player's
// and each side's record, the ratings and the missed turns from the game
// folders' signed logs alone, and wants the printed tables to say the same; standings computed again from
// a copy of the folders print the same bytes.
func checkSeasonStandings(t *testing.T, l *League, results map[string]seasonResult) {
	t.Helper()
	st, err := LeagueStandings(l)
	if err != nil {
		t.Fatal(err)
	}
	var text, playersCSV, sidesCSV bytes.Buffer
	if err := WriteStandings(&text, st); err != nil {
		t.Fatal(err)
	}
	WriteStandingsCSV(&playersCSV, st, "players")
	WriteStandingsCSV(&sidesCSV, st, "sides")
	if !strings.HasPrefix(text.String(), "standings of league spring: 6 games finished, 0 in play, 0 not counted") {
		t.Fatalf("printed:\n%s", text.String())
	}
	// recomputed from the folders: won, drawn, lost by player and by side
	type record struct{ played, won, drawn, lost int }
	byPlayer, bySide := map[string]*record{}, map[string]*record{}
	count := func(m map[string]*record, k string, score int) {
		if m[k] == nil {
			m[k] = &record{}
		}
		r := m[k]
		r.played++
		switch score {
		case 2:
			r.won++
		case 1:
			r.drawn++
		default:
			r.lost++
		}
	}
	for _, dir := range l.Games() {
		r := readResult(t, l, dir)
		for side, player := range map[string]string{"austria": r.Austria, "naples": r.Naples} {
			score := 0
			switch r.Winner {
			case side:
				score = 2
			case "":
				score = 1
			}
			count(byPlayer, player, score)
			count(bySide, side, score)
		}
	}
	rating, missed := seasonRatings(t, l), map[string]int{}
	for _, dir := range l.Games() {
		for p, n := range readRecord(t, l, dir).missed {
			missed[p] += n
		}
	}
	if missed["nino"] != 1 {
		t.Errorf("the folders hold %d missed turns of nino, want his one in g1", missed["nino"])
	}
	rows, err := csv.NewReader(&playersCSV).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 5 {
		t.Fatalf("players table: %v", rows)
	}
	for _, row := range rows[1:] {
		r := byPlayer[row[0]]
		got := strings.Join(row[4:8], " ")
		if wantRow := fmt.Sprintf("%d %d %d %d", r.played, r.won, r.drawn, r.lost); got != wantRow {
			t.Errorf("printed %s: played won drawn lost %s; recomputed from the folders %s", row[0], got, wantRow)
		}
		g := rating[row[0]]
		if wantRow := fmt.Sprintf("%.1f %.1f %.6f", g.Rating, g.RD, g.Volatility); strings.Join(row[1:4], " ") != wantRow {
			t.Errorf("printed %s: rating RD volatility %s; recomputed from the folders %s", row[0], strings.Join(row[1:4], " "), wantRow)
		}
		if row[10] != fmt.Sprint(missed[row[0]]) {
			t.Errorf("printed %s: %s missed turns; the folders hold %d", row[0], row[10], missed[row[0]])
		}
	}
	rows, err = csv.NewReader(&sidesCSV).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	for _, row := range rows[1:] {
		r := bySide[row[1]]
		if got, wantRow := strings.Join(row[2:6], " "), fmt.Sprintf("%d %d %d %d", r.played, r.won, r.drawn, r.lost); row[0] != "tolentino1815" || got != wantRow {
			t.Errorf("printed side %v; recomputed from the folders %s", row, wantRow)
		}
	}
	for _, how := range []string{"resignation:", "agreed draw:", "ended by the moderator:"} {
		if !strings.Contains(text.String(), how) {
			t.Errorf("printed standings do not name %q:\n%s", how, text.String())
		}
	}
	// the same folders, copied elsewhere, print the same standings
	copied := filepath.Join(t.TempDir(), "spring")
	if err := os.CopyFS(copied, os.DirFS(l.Dir)); err != nil {
		t.Fatal(err)
	}
	l2, err := OpenLeague(copied)
	if err != nil {
		t.Fatal(err)
	}
	st2, err := LeagueStandings(l2)
	if err != nil {
		t.Fatal(err)
	}
	var again bytes.Buffer
	WriteStandings(&again, st2)
	if again.String() != text.String() {
		t.Fatalf("standings from a copy differ:\n%s\nvs\n%s", again.String(), text.String())
	}
	t.Logf("standings:\n%s", text.String())
}
