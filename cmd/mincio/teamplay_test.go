package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/saves/selfplay"
	"github.com/mincio/mincio/scenarios"
)

// teamSeat is one player of the team game: their side, their name on a
// team ("" for a side of one player), the formations they hold.
type teamSeat struct {
	side, player string
	formations   []string
	conf         string
}

// newTeamPlayerWorld is custoza-23.2 on the loopback post office with
// Italy played by a team: a holds div3 and the side's own choices, b
// holds div8; austria plays alone. Each player runs mincio player alone.
func newTeamPlayerWorld(t *testing.T) (*playerWorld, map[string]*teamSeat) {
	t.Helper()
	w, hostKey := startPlayerWorld(t)
	seats := map[string]*teamSeat{
		"a":       {side: "italy", player: "a", formations: []string{"div3"}},
		"b":       {side: "italy", player: "b", formations: []string{"div8"}},
		"austria": {side: "austria"},
	}
	args := []string{"new", "custoza-23.2", w.game, "--host-key", hostKey}
	for _, name := range []string{"a", "b", "austria"} {
		s := seats[name]
		pub, addr := w.addPlayer(t, name), name+"@mincio.test"
		if s.player != "" {
			args = append(args, "--side", s.side+"="+pub+":"+strings.Join(s.formations, ","), "--email", s.side+":"+name+"="+addr)
		} else {
			args = append(args, "--side", s.side+"="+pub, "--email", s.side+"="+addr)
		}
		s.conf = w.players[name]
	}
	w.mustRun(t, args...)
	w.writeHostConfig(t)
	return w, seats
}

// mine keeps, of a body the turn bot wrote for the whole side, the lines
// the team's player holds, as the rules system reads them: their
// formations' groups, and the side's own choices (standing orders
// included) for the first player, less the lines that name a teammate's
// unit.
func (s *teamSeat) mine(t *testing.T, sc *scenarios.Scenario, body string, holder bool, others []string) string {
	sys, _ := adjudicator.Lookup(sc.System)
	parsed, ps := sys.ParseOrders(adjudicator.Side(s.side), "bot", 1, []byte(body))
	if ps != nil {
		return body // the host refuses it whole, as it would the side's
	}
	holds := func(f string) bool {
		return slices.Contains(s.formations, f) || holder && !slices.Contains(others, f)
	}
	keep := map[int]bool{}
	for _, l := range parsed {
		group := l.Group
		if group == "" {
			group = namedUnitFormation(sc, strings.Fields(strings.ToLower(l.Text)))
		}
		switch {
		case l.Kind == adjudicator.Heading && l.Key == "turn":
			keep[l.Pos.Line] = true
		case group == "":
			keep[l.Pos.Line] = holder
		default:
			keep[l.Pos.Line] = holds(group)
		}
	}
	lines := strings.Split(body, "\n")
	var out []string
	for i, l := range lines {
		if keep[i+1] {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

func namedUnitFormation(sc *scenarios.Scenario, words []string) string {
	for _, w := range words {
		for _, c := range sc.Counters {
			if c.ID == w {
				return c.Formation
			}
		}
	}
	return ""
}

// TestTeamGamePlaysToTheEndByMail (issue 22): custoza-23.2 with Italy
// played by two players, a (div3) and b (div8), and Austria by one, is
// played to the end over the loopback post office with mincio player
// alone: each teammate receives the side's report in their own mailbox,
// fills in their own template, signs it with their own key; the game ends
// and verifies, and each player audits the archive.
func TestTeamGamePlaysToTheEndByMail(t *testing.T) {
	w, seats := newTeamPlayerWorld(t)
	sc, _ := scenarios.Load("custoza-23.2")
	rngs := map[string]*rand.Rand{}
	answered := map[string]int{}
	sent := map[string]int{}
	over := false
	for round := 0; round < 300 && !over; round++ {
		w.hostRound(t)
		for _, name := range []string{"a", "b", "austria"} {
			s := seats[name]
			out := w.mustRun(t, "player", "fetch", "--config", s.conf)
			folder := filepath.Join(w.dir, name+"-mail", "c1")
			v, err := readView(filepath.Join(folder, "view.json"))
			if err != nil {
				t.Fatalf("%s after fetch: %v\n%s", name, err, out)
			}
			if v.Outcome != nil {
				over = true
				continue
			}
			var owed []adjudicator.Decision
			for _, d := range v.Owed {
				if d.Player == s.player {
					owed = append(owed, d)
				}
			}
			if len(owed) == 0 || answered[name] == v.Entry {
				continue
			}
			if rngs[name] == nil {
				rngs[name] = rand.New(rand.NewPCG(1, uint64(len(name))))
			}
			mv := *v
			mv.Owed = owed
			body, err := selfplay.Body(selfplay.BotTurn, sc, &mv, rngs[name])
			if err != nil {
				t.Fatal(err)
			}
			tmplName, envLines := "template.txt", 5
			if s.player != "" {
				tmplName, envLines = "template-"+s.player+".txt", 6
				body = s.mine(t, sc, body, s.player == "a", seats[otherOf(s.player)].formations)
			}
			tmpl, err := os.ReadFile(filepath.Join(folder, tmplName))
			if err != nil {
				t.Fatalf("%s: no %s after fetch: %v\n%s", name, tmplName, err, out)
			}
			env := strings.SplitN(string(tmpl), "\n", envLines+1)[:envLines]
			if s.player != "" && env[4] != "player: "+s.player {
				t.Fatalf("%s: the template's envelope is %q", name, env)
			}
			file := filepath.Join(w.dir, fmt.Sprintf("%s-%d.txt", name, v.Entry))
			os.WriteFile(file, []byte(strings.Join(env, "\n")+"\n"+body+"\n"), 0o600)
			out, errs, code := runCtx(context.Background(), "player", "send", "--config", s.conf, file)
			if code != 0 {
				if !strings.Contains(errs, "or send as it is with --force") {
					t.Fatalf("%s: send: %s", name, errs)
				}
				out = w.mustRun(t, "player", "send", "--force", "--config", s.conf, file)
			}
			if !strings.Contains(out, "sent ") {
				t.Fatalf("%s: send: %s", name, out)
			}
			answered[name] = v.Entry
			sent[name]++
		}
	}
	if !over {
		st, _, _ := runCtx(context.Background(), "status", w.game)
		rep, _ := os.ReadFile(filepath.Join(w.dir, "a-mail", "c1", "report.txt"))
		t.Fatalf("the game did not end; files sent: %v\n%s\n%s", sent, st, rep)
	}
	for name, n := range sent {
		if n == 0 {
			t.Errorf("%s sent no order file", name)
		}
	}
	f, err := saves.Open(w.game)
	if err != nil {
		t.Fatal(err)
	}
	var inputs [][]byte
	if err := f.WalkReplay(func(st saves.ReplayStep) error { inputs = append(inputs, st.Input); return nil }); err != nil {
		t.Fatal(err)
	}
	players := map[string]int{}
	for _, data := range inputs {
		if !strings.Contains(string(data), "\nside: italy\n") {
			continue
		}
		_, rest, _ := strings.Cut(string(data), "\nplayer: ")
		name, _, _ := strings.Cut(rest, "\n")
		players[name]++
	}
	if players["a"] == 0 || players["b"] == 0 || len(players) != 2 {
		t.Fatalf("italy's files came from players %v, want a and b alone", players)
	}
	w.mustRun(t, "reveal", w.game)
	w.hostRound(t)
	for name, s := range seats {
		w.mustRun(t, "player", "fetch", "--config", s.conf)
		audit := w.mustRun(t, "player", "audit", "--config", s.conf, "c1")
		if !strings.HasPrefix(audit, "ok\n") {
			t.Errorf("%s: audit:\n%s", name, audit)
		}
	}
	if out := w.mustRun(t, "verify", w.game); !strings.Contains(out, "ok") {
		t.Fatalf("verify: %s", out)
	}
	t.Logf("order files sent: %v", sent)
}

func otherOf(player string) string {
	if player == "a" {
		return "b"
	}
	return "a"
}
