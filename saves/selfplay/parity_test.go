package selfplay

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/scenarios"
)

// parityGames is how many self-played battles TestOrdersCheckParity plays:
// MINCIO_PARITY_GAMES, which .ci/run sets to 50; 2 otherwise.
func parityGames(t *testing.T) uint64 {
	if s := os.Getenv("MINCIO_PARITY_GAMES"); s != "" {
		n, err := strconv.ParseUint(s, 10, 32)
		if err != nil || n == 0 {
			t.Fatalf("MINCIO_PARITY_GAMES=%q: want a number of games", s)
		}
		return n
	}
	return 2
}

// TestOrdersCheckParity: over whole battles played by the turn bots, every
// line the bots wrote is checked with `orders check --view` on the view the
// bot had, and compared with what the host did with it. The check must
// refuse every line written deliberately wrong (each kind stays wrong
// whatever happens before the host reaches it), and must never refuse a
// line the host used. A line the host refused that the check accepted
// was refused for what the view could not show (the enemy moved, a
// combat changed the position before the formation acted): counted.
//
// Known gap: a line the host used may, rarely, be refused by the check when
// an activation before it changed the position the line relies on (a path
// or a hex the view shows blocked was freed; 15 of 7,809 used lines over 10
// games, all of them moves and closing lines). Such lines are logged and
// must stay under one in two hundred of the lines the host used.
func TestOrdersCheckParity(t *testing.T) {
	t.Parallel() // long: beside the other long ones
	checkParity(t, []*scenarios.Scenario{tolentino(t)}, parityGames(t))
}

// minRated is the fewest lines the host used for their rate to be held to
// one in two hundred: with fewer, one line more or less is the rate.
const minRated = 1000

// checkParity is TestOrdersCheckParity over games of each scenario.
func checkParity(t *testing.T, scs []*scenarios.Scenario, games uint64) {
	var lines, wrong, usedOK, usedRefused, refusedLater, warned int
	for _, sc := range scs {
		turnBattles(t, sc, games, func(b *turnBattle) {
			seed, status := b.seed, b.status
			for _, f := range b.files {
				oc, err := saves.CheckOrdersAgainstView(f.view, saves.Submission{Name: f.name, Data: f.data})
				if err != nil {
					t.Fatalf("seed %d %s: %v", seed, f.name, err)
				}
				text := strings.Split(string(f.data), "\n")
				for _, c := range oc.Lines {
					if c.Line.Standing {
						continue
					}
					lines++
					where := fmt.Sprintf("%s seed %d %s:%d %q", sc.ID, seed, f.name, c.Line.Pos.Line, c.Line.Text)
					host := status[fmt.Sprintf("%s:%d", f.name, c.Line.Pos.Line)]
					if strings.Contains(text[c.Line.Pos.Line-1], "# deliberately wrong") {
						wrong++
						if c.Verdict != adjudicator.CheckProblem {
							t.Errorf("%s: written wrong, the check says %s %q (the host: %s)", where, c.Verdict, c.Msg, host)
						}
						continue
					}
					switch {
					case host == adjudicator.LineUsed && c.Verdict == adjudicator.CheckProblem:
						usedRefused++
						t.Logf("%s: the host used it, the check on the earlier view refuses it: %s", where, c.Msg)
					case host == adjudicator.LineUsed:
						usedOK++
					case host == adjudicator.LineRefused && c.Verdict != adjudicator.CheckProblem:
						refusedLater++
					}
					if c.Verdict == adjudicator.CheckWarning {
						warned++
					}
				}
			}
		})
	}
	if wrong == 0 || usedOK == 0 {
		t.Fatalf("nothing compared: %d lines, %d deliberately wrong, %d used", lines, wrong, usedOK)
	}
	if used := usedOK + usedRefused; usedRefused*200 > used && used >= minRated {
		t.Errorf("the check refused %d of the %d lines the host used: more than one in two hundred", usedRefused, used)
	}
	t.Logf("%d lines: %d deliberately wrong, all refused by the check; %d used by the host, %d of them refused by the check on the earlier view; %d refused by the host after the view (position changed); %d warnings",
		lines, wrong, usedOK+usedRefused, usedRefused, refusedLater, warned)
}
