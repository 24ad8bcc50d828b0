package custoza_test

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza"
	"github.com/mincio/mincio/adjudicator/plan"
	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/saves/selfplay"
	"github.com/mincio/mincio/scenarios"
)

// planBedFile is the planner's test bed for the advanced game (002 14–21):
// 23.2's forces over GT 3–12, the IX Corps and the Simbschen Brigade
// entering On March, the 8a Divisione Engaged far from the victory hexes.
const planBedFile = "testdata/planbed/custoza-planbed.scn"

// marchers are the test bed's Formations that start far from every goal
// hex and must march to them, each with its side and where it starts (its
// set-up's centre, or its entry hex).
var marchers = []struct {
	id, side, from string
}{{"div8", "italy", "2529"}, {"ix-corps", "austria", "7011"}, {"simbschen-bde", "austria", "7004"}}

// sentFile is an order file a bot sent, with the view it wrote it from.
type sentFile struct {
	view *saves.SideView
	name string
	data []byte
}

// TestPlannerAdvancedGame plays the test bed to the end with the turn
// bots for several seeds: every game ends and verifies, each side sends
// at most 2.5 order files a game turn, the planner's Command Phase and
// March & Reserve Phase lines pass the offline check on the view they
// were written from, the Formations that start far (more than 12 hexes)
// from the goal hexes end near them (a unit or the commander within 3
// hexes of one, or a quarter of the way it started from, at the end; or
// destroyed), and every decision of the advanced game is taken in some
// game.
func TestPlannerAdvancedGame(t *testing.T) {
	sc, err := scenarios.Load(planBedFile)
	if err != nil {
		t.Fatal(err)
	}
	seeds := uint64(4)
	if testing.Short() {
		seeds = 2
	}
	var events []string
	var late []sentFile
	for seed := uint64(1); seed <= seeds; seed++ {
		var files []sentFile
		res, err := selfplay.Play(selfplay.Config{Scenario: sc, Dir: t.TempDir(), Seed: seed,
			Sent: func(v *saves.SideView, name string, data []byte) {
				files = append(files, sentFile{v, name, slices.Clone(data)})
			}})
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if res.Outcome == nil {
			t.Fatalf("seed %d: the game did not end: %+v", seed, res)
		}
		if _, err := saves.Verify(res.Game); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if avg := res.Tally.OrdersPerSideTurn(); avg > 2.5 || res.Tally.Turns != 10 {
			t.Fatalf("seed %d: %.2f order files per side per game turn over %d turns: want at most 2.5 over 10", seed, avg, res.Tally.Turns)
		}
		checkAdvancedLines(t, seed, files)
		dist := goalDistances(t, sc, res.Game)
		for _, m := range marchers {
			start, err := custoza.GoalDistanceFrom(sc, adjudicator.Side(m.side), m.from)
			if err != nil {
				t.Fatal(err)
			}
			// on or next to the goals, or three quarters of the way
			// there when it came late and the dice kept it back
			if d := dist[m.id]; start <= 12 || d > max(3, start/4) {
				t.Errorf("seed %d: %s ends %d hexes from the nearest goal hex, %d at the start: the planner did not march it there", seed, m.id, d, start)
			}
		}
		t.Logf("seed %d: %s; %.2f order files per side per game turn; goal distances at the end %v", seed, res.Outcome.Text, res.Tally.OrdersPerSideTurn(), dist)
		events = append(events, logTexts(t, res.Game)...)
		for _, f := range files {
			if f.view.View.Turn >= 10 {
				late = append(late, f)
			}
		}
	}
	for _, want := range []string{"enters On March at", "goes In Reserve", "goes On March, its Objective", "marches from", "deploys and is Engaged"} {
		if !slices.ContainsFunc(events, func(e string) bool { return strings.Contains(e, want) }) {
			t.Errorf("no game of the test bed had %q", want)
		}
	}
	timeLateTurns(t, sc, late)
}

// checkAdvancedLines checks each file's Command Phase and March & Reserve
// Phase lines with the offline check on the view the bot had: none may be
// a problem, but each deliberately wrong one must.
func checkAdvancedLines(t *testing.T, seed uint64, files []sentFile) {
	t.Helper()
	n := 0
	for _, f := range files {
		oc, err := saves.CheckOrdersAgainstViewOf(f.view, planBedFile, saves.Submission{Name: f.name, Data: f.data})
		if err != nil {
			t.Fatalf("seed %d %s: %v", seed, f.name, err)
		}
		text := strings.Split(string(f.data), "\n")
		for _, c := range oc.Lines {
			if !advancedLine(c.Line.Text) {
				continue
			}
			if strings.Contains(text[c.Line.Pos.Line-1], plan.WrongMark) {
				if c.Verdict != adjudicator.CheckProblem {
					t.Errorf("seed %d %s:%d %q: written wrong, the offline check says %s", seed, f.name, c.Line.Pos.Line, c.Line.Text, c.Verdict)
				}
				continue
			}
			n++
			if c.Verdict == adjudicator.CheckProblem {
				t.Errorf("seed %d %s:%d %q: the offline check refuses it: %s", seed, f.name, c.Line.Pos.Line, c.Line.Text, c.Msg)
			}
		}
	}
	if n == 0 {
		t.Fatalf("seed %d: no Command Phase or March line was written", seed)
	}
}

func advancedLine(text string) bool {
	for _, p := range []string{"status ", "objective ", "march ", "done command"} {
		if strings.HasPrefix(text, p) {
			return true
		}
	}
	return false
}

// goalDistances reads the game's last snapshot.
func goalDistances(t *testing.T, sc *scenarios.Scenario, game string) map[string]int {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(game, "snapshots", "*.json"))
	if err != nil || len(names) == 0 {
		t.Fatalf("no snapshot in %s: %v", game, err)
	}
	slices.Sort(names)
	data, err := os.ReadFile(names[len(names)-1])
	if err != nil {
		t.Fatal(err)
	}
	var snap struct {
		State json.RawMessage `json:"state"`
	}
	if err := json.Unmarshal(data, &snap); err != nil {
		t.Fatal(err)
	}
	d, err := custoza.GoalDistances(sc, snap.State)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// logTexts are the texts of every event of the game's log.
func logTexts(t *testing.T, game string) []string {
	t.Helper()
	f, err := saves.Open(game)
	if err != nil {
		t.Fatal(err)
	}
	entries, err := f.Entries()
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		for _, ev := range e.Result.Events {
			out = append(out, ev.Text)
		}
	}
	return out
}

// timeLateTurns plans again the files of game turns 10–12, the most
// crowded, and logs the slowest: a plan is a few hundred milliseconds.
func timeLateTurns(t *testing.T, sc *scenarios.Scenario, late []sentFile) {
	t.Helper()
	if len(late) == 0 {
		t.Fatal("no file of game turns 10-12")
	}
	var slowest time.Duration
	for _, f := range late {
		start := time.Now()
		if _, err := (custoza.System{}).PlanTurn(sc, f.view.View, f.view.Owed[0], rand.New(rand.NewPCG(1, 2))); err != nil {
			t.Fatalf("%s: %v", f.name, err)
		}
		slowest = max(slowest, time.Since(start))
	}
	t.Logf("planning a file of game turns 10-12: %v at most (%d files)", slowest, len(late))
	if slowest > 5*time.Second {
		t.Errorf("a late turn's plan takes %v: the planner is too slow", slowest)
	}
}
