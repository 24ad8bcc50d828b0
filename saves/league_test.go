package saves

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

type leagueWorld struct {
	dir                       string
	mod, host, anna, nino, ob testKey
	l                         *League
}

func newLeague(t testing.TB, policy *DeadlinePolicy) *leagueWorld {
	t.Helper()
	base := t.TempDir()
	lw := &leagueWorld{dir: filepath.Join(base, "spring"), mod: fixedKey(t, base, "moderator"), host: fixedKey(t, base, "host"),
		anna: fixedKey(t, base, "anna"), nino: fixedKey(t, base, "nino"), ob: fixedKey(t, base, "otto")}
	l, err := InitLeague(lw.dir, NewLeague{ModeratorKey: lw.mod.path, ModeratorAddress: "mod@example.org", HostKey: lw.host.path, Deadline: policy})
	if err != nil {
		t.Fatal(err)
	}
	lw.l = l
	for _, p := range []Player{{Name: "anna", Address: "anna@example.org", Key: lw.anna.pub}, {Name: "nino", Address: "nino@example.org", Key: lw.nino.pub}} {
		if err := l.AddPlayer(p); err != nil {
			t.Fatal(err)
		}
	}
	return lw
}

func TestLeagueInitRefusesHostKeyAsModeratorKey(t *testing.T) {
	base := t.TempDir()
	host := fixedKey(t, base, "host")
	dir := filepath.Join(base, "l")
	_, err := InitLeague(dir, NewLeague{ModeratorKey: host.path, HostKey: host.path})
	if err == nil || !strings.Contains(err.Error(), "is the host key") {
		t.Fatalf("want a refusal of the host key, got %v", err)
	}
	if _, err := os.Stat(dir); err == nil {
		t.Fatal("a refused league left a folder")
	}
}

func TestLeagueInitAndOpen(t *testing.T) {
	lw := newLeague(t, &DeadlinePolicy{Turn: Duration(72 * time.Hour), AbandonAfter: 3})
	l, err := OpenLeague(lw.dir)
	if err != nil {
		t.Fatal(err)
	}
	if l.File.Name != "spring" || l.File.ModeratorKey != lw.mod.pub || l.File.HostKey != lw.host.pub || l.File.Deadline.Turn != Duration(72*time.Hour) {
		t.Fatalf("league.json: %+v", l.File)
	}
	if _, err := InitLeague(lw.dir, NewLeague{ModeratorKey: lw.mod.path, HostKey: lw.host.path}); err == nil || !strings.Contains(err.Error(), "not empty") {
		t.Fatalf("init over a league: %v", err)
	}
	// the moderator signs league.json: an edit is caught
	data, _ := os.ReadFile(filepath.Join(lw.dir, "league.json"))
	os.WriteFile(filepath.Join(lw.dir, "league.json"), []byte(strings.Replace(string(data), "mod@example.org", "eve@example.org", 1)), 0o644)
	if _, err := OpenLeague(lw.dir); err == nil || !strings.Contains(err.Error(), "moderator signature") {
		t.Fatalf("edited league.json: %v", err)
	}
}

func TestLeagueAddPlayerRefusals(t *testing.T) {
	lw := newLeague(t, nil)
	before := tree(t, lw.dir)
	cases := []struct {
		p    Player
		want string
	}{
		{Player{Name: "Anna B", Address: "x@example.org", Key: lw.ob.pub}, "player name"},
		{Player{Name: "otto", Address: "otto.example.org", Key: lw.ob.pub}, "not a plain mail address"},
		{Player{Name: "otto", Address: "otto@example.org", Key: "ssh-ed25519 AAAAnot"}, "key"},
		{Player{Name: "anna", Address: "otto@example.org", Key: lw.ob.pub}, "already registered (players.txt:3)"},
		{Player{Name: "otto", Address: "otto@example.org", Key: lw.anna.pub}, "registered for anna"},
		{Player{Name: "otto", Address: "otto@example.org", Key: lw.host.pub}, "host key"},
		{Player{Name: "otto", Address: "otto@example.org", Key: lw.mod.pub}, "moderator key"},
	}
	for _, c := range cases {
		err := lw.l.AddPlayer(c.p)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: got %v, want %q", c.p.Name, err, c.want)
		}
	}
	sameTree(t, before, tree(t, lw.dir))
	ps, err := lw.l.Players()
	if err != nil || len(ps) != 2 || ps[0].Name != "anna" || ps[1].Address != "nino@example.org" {
		t.Fatalf("players: %+v %v", ps, err)
	}
}

func TestParseRegistryNamesEveryBadLine(t *testing.T) {
	lw := newLeague(t, nil)
	data := RegistryHeader + "\n" +
		"anna anna@example.org " + lw.anna.pub + "\n" +
		"bad\n" +
		"anna other@example.org " + lw.nino.pub + "\n" +
		"otto otto@example.org " + lw.anna.pub + "\n"
	_, err := ParseRegistry("players.txt", []byte(data))
	if err == nil {
		t.Fatal("bad registry accepted")
	}
	for _, want := range []string{"players.txt:3: want NAME ADDRESS KEY", "players.txt:4: player anna is already registered on line 2", "players.txt:5: player otto has the key of the player on line 2"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("missing %q in:\n%v", want, err)
		}
	}
}

func TestLeagueNewGame(t *testing.T) {
	lw := newLeague(t, &DeadlinePolicy{Turn: Duration(48 * time.Hour), Reminders: []Duration{Duration(12 * time.Hour)}, AbandonAfter: 2})
	sc := toyScenario(t)
	dir, rc, err := lw.l.NewGame(LeagueGame{Scenario: sc, Players: map[string]string{"red": "anna", "blue": "nino"}, Now: time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)})
	if err != nil {
		t.Fatal(err)
	}
	if filepath.Base(dir) != "toy-1" || rc.Entry.Game != "toy-1" || rc.Entry.Received != "2026-03-02T09:00:00Z" {
		t.Fatalf("game %s, entry %+v", dir, rc.Entry)
	}
	f, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	h := f.Header
	red, _ := h.Player("red")
	if red.Key != lw.anna.pub || red.Address != "anna@example.org" || h.HostKey != lw.host.pub {
		t.Fatalf("header sides: %+v", h.Sides)
	}
	if h.Moderator == nil || h.Moderator.Key != lw.mod.pub || h.Moderator.League != "spring" || h.Deadline == nil || h.Deadline.AbandonAfter != 2 {
		t.Fatalf("header moderator %+v deadline %+v", h.Moderator, h.Deadline)
	}
	if _, err := Verify(dir); err != nil {
		t.Fatal(err)
	}
	if got := lw.l.Games(); len(got) != 1 || got[0] != dir {
		t.Fatalf("games: %v", got)
	}
	before := tree(t, lw.dir)
	for _, c := range []struct {
		lg   LeagueGame
		want string
	}{
		{LeagueGame{Scenario: sc, Players: map[string]string{"red": "anna", "blue": "anna"}}, "both"},
		{LeagueGame{Scenario: sc, Players: map[string]string{"red": "anna", "blue": "zoe"}}, `no player "zoe"`},
		{LeagueGame{Scenario: sc, Players: map[string]string{"red": "anna"}}, "no player for side blue"},
		{LeagueGame{Scenario: sc, Players: map[string]string{"red": "anna", "green": "nino"}}, `no side "green"`},
		{LeagueGame{ID: "toy-1", Scenario: sc, Players: map[string]string{"red": "anna", "blue": "nino"}}, "already has a game toy-1"},
	} {
		if _, _, err := lw.l.NewGame(c.lg); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: got %v, want %q", c.lg.Players, err, c.want)
		}
	}
	sameTree(t, before, tree(t, lw.dir))
}
