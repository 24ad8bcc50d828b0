package saves

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/mincio/mincio/adjudicator/adjudicatortest"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/scenarios"
)

// t0 is a Monday.
var t0 = time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)

func at(d time.Duration) time.Time { return t0.Add(d) }

const day = 24 * time.Hour

// newDeadlineWorld creates a turn-scoped toy game with a deadline policy:
// two days a turn, a day of grace, reminders a day and 12 hours before,
// abandoned after two missed turns; created at t0.
func newDeadlineWorld(t testing.TB) *world {
	t.Helper()
	return newDeadlineWorldWith(t, &DeadlinePolicy{Turn: Duration(2 * day), Grace: Duration(day), Reminders: []Duration{Duration(day), Duration(12 * time.Hour)}, AbandonAfter: 2})
}

func newDeadlineWorldWith(t testing.TB, p *DeadlinePolicy) *world {
	t.Helper()
	return newDeadlineWorldCore(t, p, 0)
}

// newDeadlineWorldCore is newDeadlineWorldWith under core revision core
// (0: the latest).
func newDeadlineWorldCore(t testing.TB, p *DeadlinePolicy, core int) *world {
	t.Helper()
	adjudicatortest.Register()
	sc, err := scenarios.Parse("toy.scn", []byte(adjudicatortest.TurnScenario))
	if err != nil {
		t.Fatal(err)
	}
	base := t.TempDir()
	w := &world{dir: filepath.Join(base, "g1"), host: fixedKey(t, base, "host"), red: fixedKey(t, base, "red"), blue: fixedKey(t, base, "blue")}
	mod := fixedKey(t, base, "moderator")
	var seed dice.Seed
	seed[0] = 42
	_, err = Create(w.dir, NewGame{Game: "g1", Scenario: sc, HostKey: w.host.path, Seed: &seed, Now: t0, Deadline: p,
		Sides:     map[string]string{"red": w.red.pub, "blue": w.blue.pub},
		Addresses: map[string]string{"red": "red@example.org", "blue": "blue@example.org"},
		Moderator: &ModeratorPin{League: "l", Key: mod.pub, Address: "mod@example.org"},
		Revisions: scenarios.Revisions{Core: core}})
	if err != nil {
		t.Fatal(err)
	}
	w.learnTag(t)
	return w
}

func (w *world) submitAt(t *testing.T, now time.Time, data []byte) *Receipt {
	t.Helper()
	rc, err := Submit(w.dir, Submission{Name: "orders.txt", Data: data}, Options{Now: now})
	if err != nil {
		t.Fatalf("submit: %v", err)
	}
	return rc
}

func tickAt(t *testing.T, dir string, now time.Time) []TickAction {
	t.Helper()
	acts, err := Tick(dir, Options{Now: now})
	if err != nil {
		t.Fatalf("tick at %s: %v", now, err)
	}
	return acts
}

func notices(t *testing.T, dir string) []Notice {
	t.Helper()
	f, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	ns, err := f.Notices()
	if err != nil {
		t.Fatal(err)
	}
	return ns
}

func TestTickReminder(t *testing.T) {
	w := newDeadlineWorld(t)
	rc := w.submitAt(t, at(time.Hour), orders(t, w.red, "red", 1, "turn 1\nroll\n"))
	if rc.Entry.Received != "2026-03-02T10:00:00Z" {
		t.Fatalf("received %q", rc.Entry.Received)
	}
	// blue owes since t0: deadline Wednesday 09:00, reminders Tuesday 09:00 and 21:00
	if acts := tickAt(t, w.dir, at(day-time.Minute)); len(acts) != 0 {
		t.Fatalf("too early: %+v", acts)
	}
	acts := tickAt(t, w.dir, at(day+time.Hour))
	if len(acts) != 1 || acts[0].What != "reminder" || acts[0].Side != "blue" {
		t.Fatalf("want one reminder to blue, got %+v", acts)
	}
	if again := tickAt(t, w.dir, at(day+2*time.Hour)); len(again) != 0 {
		t.Fatalf("reminded twice: %+v", again)
	}
	ns := notices(t, w.dir)
	if len(ns) != 1 || ns[0].To != "blue" || !strings.Contains(ns[0].Subject, "by 2026-03-04 09:00 UTC") {
		t.Fatalf("notices: %+v", ns)
	}
	// the reminder says exactly what is owed, which sections answer it, and by when
	want := "This is the reminder 1d before the deadline.\n\n" +
		"Game g1, side blue owes:\n" +
		"- the orders for turn 1: an order file with the line `turn 1`\n" +
		"Sections to send: army.\n" +
		"Deadline: 2026-03-04 09:00 UTC.\n" +
		"Grace ends: 2026-03-05 09:00 UTC; then the turn is recorded missed.\n\n" +
		"Your last report from this game ends with an order file ready to fill in.\n" +
		"If you miss the turn, your standing orders and the defaults answer for you until you send orders again.\n"
	if ns[0].Body != want {
		t.Fatalf("reminder body:\n%s\nwant:\n%s", ns[0].Body, want)
	}
	acts = tickAt(t, w.dir, at(day+13*time.Hour))
	if len(acts) != 1 || !strings.Contains(acts[0].Text, "2026-03-04 09:00") {
		t.Fatalf("want the 12h reminder, got %+v", acts)
	}
	// after the deadline, in the grace: neither reminder nor missed turn
	if acts := tickAt(t, w.dir, at(2*day+time.Hour)); len(acts) != 0 {
		t.Fatalf("in the grace: %+v", acts)
	}
	if _, err := Verify(w.dir); err != nil {
		t.Fatal(err)
	}
}

func TestTickMissedTurnResolvedByDefaults(t *testing.T) {
	w := newDeadlineWorld(t)
	w.submitAt(t, at(time.Hour), orders(t, w.red, "red", 1, "turn 1\nroll\n"))
	acts := tickAt(t, w.dir, at(3*day)) // Wednesday 09:00 + 1 day grace
	if len(acts) != 1 || acts[0].What != "missed" || acts[0].Side != "blue" {
		t.Fatalf("want blue's missed turn, got %+v", acts)
	}
	f, err := Open(w.dir)
	if err != nil {
		t.Fatal(err)
	}
	e := f.Last()
	if e.Kind != KindMissed || e.Side != "blue" || e.Received != "2026-03-05T09:00:00Z" {
		t.Fatalf("entry %+v", e)
	}
	// the turn ran: red's roll, blue's default reaction and blue's act by
	// the missed-turn default; turn 2 begins and both sides are told
	if e.Result.Turn != 2 || !slices.Equal(e.Reports, []string{"red", "blue"}) {
		t.Fatalf("turn %d, reports %v", e.Result.Turn, e.Reports)
	}
	codes := map[string]bool{}
	for _, ev := range e.Result.Events {
		codes[ev.Code] = true
	}
	if !codes["missed-turn"] || !codes["missed-turn-default"] || codes["side-abandoned"] {
		t.Fatalf("events: %+v", e.Result.Events)
	}
	if len(owedBy(e.Result, "red")) != 1 || len(owedBy(e.Result, "blue")) != 1 {
		t.Fatalf("owed after the missed turn: %+v", e.Result.Owed)
	}
	if acts := tickAt(t, w.dir, at(3*day+time.Minute)); len(acts) != 0 {
		t.Fatalf("a second missed turn at once: %+v", acts)
	}
	if _, err := Verify(w.dir); err != nil {
		t.Fatal(err)
	}
	// blue writes again: its own lines answer from now on
	rc := w.submitAt(t, at(3*day+time.Hour), orders(t, w.blue, "blue", 1, "turn 2\npass\n"))
	if rc.Entry.Kind != KindOrders {
		t.Fatal(rc.Entry.Kind)
	}
}

func TestTickAbandonsAfterNMissedTurns(t *testing.T) {
	w := newDeadlineWorld(t)
	w.submitAt(t, at(time.Hour), orders(t, w.red, "red", 1, "turn 1\nroll\n"))
	tickAt(t, w.dir, at(3*day))
	w.submitAt(t, at(3*day+time.Hour), orders(t, w.red, "red", 2, "turn 2\npass\n"))
	// blue's clock restarted at its missed turn (Thursday 09:00): deadline
	// Saturday 09:00, grace to Sunday 09:00
	if acts := tickAt(t, w.dir, at(6*day-time.Minute)); len(acts) != 0 && acts[0].What == "missed" {
		t.Fatalf("missed before its deadline: %+v", acts)
	}
	acts := tickAt(t, w.dir, at(6*day))
	var what []string
	for _, a := range acts {
		what = append(what, a.What)
	}
	if !slices.Equal(what, []string{"missed", "abandoned"}) {
		t.Fatalf("want missed and abandoned, got %+v", acts)
	}
	var mod *Notice
	for _, n := range notices(t, w.dir) {
		if n.To == ModeratorTo {
			mod = &n
		}
	}
	if mod == nil || !strings.Contains(mod.Body, "missed 2 turns in a row") {
		t.Fatalf("moderator not told: %+v", notices(t, w.dir))
	}
	f, _ := Open(w.dir)
	codes := ""
	for _, ev := range f.Last().Result.Events {
		codes += ev.Code + " "
	}
	if !strings.Contains(codes, "side-abandoned") {
		t.Fatalf("events: %s", codes)
	}
	if _, err := Verify(w.dir); err != nil {
		t.Fatal(err)
	}
}

// An order that arrives just before the deadline holds back the missed
// turn of the other side for the processing delay.
func TestTickWaitsForTheDelay(t *testing.T) {
	w := newDeadlineWorldWith(t, &DeadlinePolicy{Turn: Duration(2 * day), Delay: Duration(30 * time.Minute)})
	w.submitAt(t, at(2*day-10*time.Minute), orders(t, w.red, "red", 1, "turn 1\nroll\n"))
	before := tree(t, w.dir)
	if acts := tickAt(t, w.dir, at(2*day+5*time.Minute)); len(acts) != 0 {
		t.Fatalf("within the delay: %+v", acts)
	}
	sameTree(t, before, tree(t, w.dir))
	acts := tickAt(t, w.dir, at(2*day+20*time.Minute))
	if len(acts) != 1 || acts[0].What != "missed" || acts[0].Side != "blue" {
		t.Fatalf("after the delay: %+v", acts)
	}
	if _, err := Verify(w.dir); err != nil {
		t.Fatal(err)
	}
}

// A league default policy is used unless new-game gives one.
func TestLeagueNewGameDeadlineOverride(t *testing.T) {
	lw := newLeague(t, &DeadlinePolicy{Turn: Duration(3 * day)})
	players := map[string]string{"red": "anna", "blue": "nino"}
	own := &DeadlinePolicy{Turn: Duration(day), Weekdays: []string{"sat", "sun"}}
	for _, c := range []struct {
		p    *DeadlinePolicy
		want string
	}{{nil, "3d per turn"}, {own, "1d per turn, deadlines on sat sun"}} {
		dir, _, err := lw.l.NewGame(LeagueGame{Scenario: toyScenario(t), Players: players, Deadline: c.p})
		if err != nil {
			t.Fatal(err)
		}
		f, err := Open(dir)
		if err != nil {
			t.Fatal(err)
		}
		if got := f.Header.Deadline.String(); got != c.want {
			t.Errorf("%s: policy %q, want %q", dir, got, c.want)
		}
	}
	if _, _, err := lw.l.NewGame(LeagueGame{Scenario: toyScenario(t), Players: players, Deadline: &DeadlinePolicy{Turn: Duration(time.Minute)}}); err == nil || !strings.Contains(err.Error(), "too short") {
		t.Fatalf("a bad policy: %v", err)
	}
}

func TestTickLeavesGamesWithoutPolicy(t *testing.T) {
	w := newWorld(t) // no deadline policy
	before := tree(t, w.dir)
	if acts := tickAt(t, w.dir, at(400*day)); len(acts) != 0 {
		t.Fatalf("a game without a policy was ticked: %+v", acts)
	}
	sameTree(t, before, tree(t, w.dir))
	if _, err := Tick(w.dir, Options{}); err == nil {
		t.Fatal("tick without a time")
	}
}

// A missed turn is checked by verify against the log: one recorded before
// its deadline is refused.
func TestVerifyRefusesEarlyMissedTurn(t *testing.T) {
	w := newDeadlineWorld(t)
	err := withGame(w.dir, Options{Now: at(time.Hour)}, func(wr *writer) error {
		_, err := wr.appendMissed(MissedTurn{Side: "blue", Turn: 1, Owed: []string{"turn"}, Deadline: at(time.Hour), InARow: 1})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	_, err = Verify(w.dir)
	if err == nil || !strings.Contains(err.Error(), "entry 2") || !strings.Contains(err.Error(), "the log and the policy give 2026-03-05T09:00:00Z") {
		t.Fatalf("verify: %v", err)
	}
}

// Without the host key tick can sign nothing: it says so and changes
// nothing.
func TestTickWithoutHostKeyChangesNothing(t *testing.T) {
	w := newDeadlineWorld(t)
	if err := os.Rename(w.host.path, w.host.path+".away"); err != nil {
		t.Fatal(err)
	}
	before := tree(t, w.dir)
	for _, now := range []time.Time{at(day + time.Hour), at(3 * day)} { // a reminder, a missed turn
		_, err := Tick(w.dir, Options{Now: now})
		var ue *Error
		if !errors.As(err, &ue) || !strings.Contains(ue.Msg, "host key") || ue.Hint == "" {
			t.Fatalf("at %s: want a host key error with a hint, got %v", now, err)
		}
	}
	sameTree(t, before, tree(t, w.dir))
}

// A deadline the moderator moved gets its reminders again, for the new
// deadline; the old one's are not repeated.
func TestReminderFollowsAMovedDeadline(t *testing.T) {
	w := newDeadlineWorld(t)
	w.submitAt(t, at(time.Hour), orders(t, w.red, "red", 1, "turn 1\nroll\n"))
	if acts := tickAt(t, w.dir, at(day+time.Hour)); len(acts) != 1 || !strings.Contains(acts[0].Text, "reminder to blue: orders due by 2026-03-04 09:00 UTC (1d before)") {
		t.Fatalf("first reminder: %+v", acts)
	}
	w.mustAct(t, at(day+2*time.Hour), Act{Name: "extend", Side: "blue", For: Duration(2 * day)})
	if acts := tickAt(t, w.dir, at(day+3*time.Hour)); len(acts) != 0 {
		t.Fatalf("reminded again before the new deadline's time: %+v", acts)
	}
	acts := tickAt(t, w.dir, at(3*day+time.Hour))
	if len(acts) != 1 || !strings.Contains(acts[0].Text, "reminder to blue: orders due by 2026-03-06 09:00 UTC (1d before)") {
		t.Fatalf("reminder of the moved deadline: %+v", acts)
	}
	mustVerify(t, w.dir)
}
