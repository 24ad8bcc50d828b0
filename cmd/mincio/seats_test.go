package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// --side flags: a side named once without formations has one player; a
// side named with formations, or more than once, is a team in the order
// given, its players named after their key files.
func TestSideSeats(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"a", "b", "c"} {
		os.WriteFile(filepath.Join(dir, n+".pub"), []byte("ssh-ed25519 AAAA"+n+" "+n+"\n"), 0o644)
	}
	p := func(n string) string { return filepath.Join(dir, n+".pub") }
	keys, addrs, teams, err := sideSeats([]string{"italy=" + p("a") + ":div3", "italy=" + p("b") + ":div8,div5", "austria=" + p("c")},
		[]string{"italy:b=b@example.org", "austria=c@example.org"})
	if err != nil {
		t.Fatal(err)
	}
	if keys["austria"] != "ssh-ed25519 AAAAc c" || addrs["austria"] != "c@example.org" || len(keys) != 1 {
		t.Fatalf("one player: keys %v, addresses %v", keys, addrs)
	}
	it := teams["italy"]
	if len(it) != 2 || it[0].Player != "a" || it[0].Address != "" || strings.Join(it[1].Formations, " ") != "div8 div5" || it[1].Address != "b@example.org" {
		t.Fatalf("team: %+v", it)
	}
	for _, c := range []struct {
		sides, emails []string
		want          string
	}{
		{[]string{"italy=" + p("a") + ":"}, nil, "an empty formation"},
		{[]string{"italy"}, nil, "want SIDE=PUBKEY"},
		{[]string{"italy=" + p("a") + ":div3", "italy=" + p("b")}, []string{"italy=x@example.org"}, "side italy is played by a team"},
		{[]string{"italy=" + p("a") + ":div3", "italy=" + p("b")}, []string{"italy:z=x@example.org"}, `side italy has no player "z"`},
	} {
		if _, _, _, err := sideSeats(c.sides, c.emails); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v %v: got %v, want %q", c.sides, c.emails, err, c.want)
		}
	}
}

func FuzzLeagueSeats(f *testing.F) {
	f.Add("italy=anna:div3", "italy=bob:div8", "austria=carl")
	f.Add("italy=anna:", "x=", "=y")
	f.Fuzz(func(t *testing.T, a, b, c string) {
		players, teams, err := leagueSeats([]string{a, b, c})
		if err != nil {
			return
		}
		n := len(players)
		for side, seats := range teams {
			if _, both := players[side]; both || len(seats) < 1 {
				t.Fatalf("side %s: one player and a team %v", side, seats)
			}
			n += len(seats)
			for _, st := range seats {
				for _, f := range st.Formations {
					if strings.TrimSpace(f) == "" || f != strings.TrimSpace(f) {
						t.Fatalf("formation %q", f)
					}
				}
			}
		}
		if n != 3 {
			t.Fatalf("3 seats given, %d read", n)
		}
	})
}
