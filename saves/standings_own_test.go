package saves

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// cpA copies a folder as `cp -a` does, as the moderator of the issue did.
func cpA(t *testing.T, from, to string) {
	t.Helper()
	if out, err := exec.Command("cp", "-a", from, to).CombinedOutput(); err != nil {
		t.Fatalf("cp -a %s %s: %v\n%s", from, to, err, out)
	}
}

// finishedElsewhere makes a finished toy game, id, in a league of its
// own named name (its own host and moderator keys), with the spring
// players' keys; the moderator ends it for red. It returns the folder.
func finishedElsewhere(t *testing.T, lw *leagueWorld, name, id string, sameKeys bool) string {
	t.Helper()
	base := t.TempDir()
	mod, host := fixedKey(t, base, "moderator-"+name), fixedKey(t, base, "host-"+name)
	if sameKeys {
		mod, host = lw.mod, lw.host
	}
	other, err := InitLeague(filepath.Join(base, name), NewLeague{Name: name, ModeratorKey: mod.path, HostKey: host.path})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []Player{{Name: "anna", Address: "anna@example.org", Key: lw.anna.pub}, {Name: "nino", Address: "nino@example.org", Key: lw.nino.pub}} {
		if err := other.AddPlayer(p); err != nil {
			t.Fatal(err)
		}
	}
	dir, _, err := other.NewGame(LeagueGame{ID: id, Scenario: toyScenario(t), Players: map[string]string{"red": "nino", "blue": "anna"}, Now: t0})
	if err != nil {
		t.Fatal(err)
	}
	data, err := SignAct(dir, Act{Name: "end", Result: "red", Reason: "season over", Signed: stamp(t0)}, mod.path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Moderate(dir, Submission{Name: "end.txt", Data: data}, Options{Now: t0.Add(time.Hour)}); err != nil {
		t.Fatal(err)
	}
	return dir
}

// Issue 24, "Why" 1: a finished game copied under another name, a game of
// another league (other keys, "league":"other") and a game made outside
// any league are each NOT COUNTED with the reason; the ratings are those
// of the league's own games.
func TestStandingsCountOnlyTheLeaguesOwnGames(t *testing.T) {
	lw, _ := seasonLeague(t)
	want, err := LeagueStandings(lw.l)
	if err != nil {
		t.Fatal(err)
	}
	games := filepath.Join(lw.dir, "games")
	cpA(t, filepath.Join(games, "toy-1"), filepath.Join(games, "dup"))
	cpA(t, finishedElsewhere(t, lw, "other", "toy-9", false), filepath.Join(games, "toy-9"))
	cpA(t, finishedElsewhere(t, lw, "spring", "toy-8", false), filepath.Join(games, "toy-8"))
	cpA(t, finishedElsewhere(t, lw, "autumn", "toy-7", true), filepath.Join(games, "toy-7"))
	outside := newWorld(t)
	outside.submit(t, orders(t, outside.red, "red", 1, "roll\npass\n"))
	outside.submit(t, orders(t, outside.blue, "blue", 1, "pass\n"))
	cpA(t, outside.dir, filepath.Join(games, "g1"))

	st, err := LeagueStandings(lw.l)
	if err != nil {
		t.Fatal(err)
	}
	reasons := map[string]string{}
	for _, r := range st.Refused {
		reasons[r.Game] = r.Err
	}
	for game, want := range map[string]string{
		"dup":   "the folder games/dup holds game toy-1",
		"toy-9": `its header names league "other"`,
		"toy-8": "signed by another host key",
		"toy-7": `its header names league "autumn"`,
		"g1":    "its header names no league",
	} {
		if !strings.Contains(reasons[game], want) {
			t.Errorf("%s: NOT COUNTED reason %q, want %q", game, reasons[game], want)
		}
	}
	if len(st.Refused) != 5 || len(st.Games) != len(want.Games) {
		t.Fatalf("refused %d, rated %d games (want 5 refused, %d rated)", len(st.Refused), len(st.Games), len(want.Games))
	}
	for i, p := range st.Players {
		if p != want.Players[i] {
			t.Errorf("player %s: %+v, want %+v as before the copies", p.Name, p, want.Players[i])
		}
	}
}

// A league whose moderator key changed counts no game pinned to another
// moderator key, even with the league's name and host key.
func TestStandingsRefuseAnotherModeratorKey(t *testing.T) {
	lw, _ := seasonLeague(t)
	// the host key and name are spring's: only the moderator key differs
	base := t.TempDir()
	other, err := InitLeague(filepath.Join(base, "spring"), NewLeague{ModeratorKey: fixedKey(t, base, "mod2").path, HostKey: lw.host.path})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []Player{{Name: "anna", Address: "anna@example.org", Key: lw.anna.pub}, {Name: "nino", Address: "nino@example.org", Key: lw.nino.pub}} {
		if err := other.AddPlayer(p); err != nil {
			t.Fatal(err)
		}
	}
	g, _, err := other.NewGame(LeagueGame{ID: "toy-6", Scenario: toyScenario(t), Players: map[string]string{"red": "nino", "blue": "anna"}, Now: t0})
	if err != nil {
		t.Fatal(err)
	}
	cpA(t, g, filepath.Join(lw.dir, "games", "toy-6"))
	st, err := LeagueStandings(lw.l)
	if err != nil {
		t.Fatal(err)
	}
	if len(st.Refused) != 1 || !strings.Contains(st.Refused[0].Err, "pins another moderator key") {
		t.Fatalf("refused: %+v", st.Refused)
	}
}

// Each header tag counts once, whatever the folder.
func TestStandingsCountAHeaderOnce(t *testing.T) {
	lw, _ := seasonLeague(t)
	tags := map[string]string{}
	dir := filepath.Join(lw.dir, "games", "toy-1")
	f, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := lw.l.ownGame(f, dir, tags); err != nil {
		t.Fatal(err)
	}
	if err := lw.l.ownGame(f, dir, tags); err == nil || !strings.Contains(err.Error(), "a game counts once") {
		t.Fatalf("the same header twice: %v", err)
	}
}
