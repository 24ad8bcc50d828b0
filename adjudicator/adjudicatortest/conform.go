package adjudicatortest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"sync"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/scenarios"
)

// ConformDecisions bounds the decisions Conform answers in one game;
// ConformShortDecisions under go test -short.
const (
	ConformDecisions      = 150
	ConformShortDecisions = 60
)

// conformSeed seeds the dice and the choice of answers: a fixed game.
var conformSeed = dice.Seed{'c', 'o', 'n', 'f', 'o', 'r', 'm'}

// ConformAll runs Conform, in parallel subtests, on every scenario
// embedded in mincio for sys (scenarios.List) under every rules revision
// of sys a game may be played under: what each system's TestConform
// calls, so a new scenario or revision is held to the contract at once.
// Under go test -short every scenario runs under the current revision and
// each older revision under one scenario, taken in turn: every scenario
// and every revision is still held to the contract, in a fraction of the
// time (a campaign's game is long, and the race detector slows it tenfold).
func ConformAll(t *testing.T, sys adjudicator.System) {
	t.Helper()
	var ids []string
	for _, listed := range scenarios.List() {
		if listed.System == sys.Name() {
			ids = append(ids, listed.ID)
		}
	}
	if len(ids) == 0 {
		t.Fatalf("no embedded scenario of system %s", sys.Name())
	}
	for i, id := range ids {
		for rev := 1; rev <= sys.Revision(); rev++ {
			if testing.Short() && rev < sys.Revision() && (rev-1)%len(ids) != i {
				continue
			}
			t.Run(fmt.Sprintf("%s/revision-%d", id, rev), func(t *testing.T) {
				t.Parallel()
				sc, err := scenarios.Load(id) // a scenario of its own: Conform's game may change it
				if err != nil {
					t.Fatal(err)
				}
				sc.Revisions.System = rev
				Conform(t, sys, sc)
			})
		}
	}
}

// Conform checks that sys keeps the contract every rules system keeps
// (docs/rules-system.md), on a game of scenario sc. It plays the game
// from sys.New for ConformDecisions decisions (ConformShortDecisions with
// -short) or to its end. It answers the first pending decision with its
// first option, or every other time with another chosen by a fixed-seed
// PCG (the first accepted if that one is refused), and rolls from a
// dice.Stream of a fixed seed, one per decision as the host draws one per
// log entry. At each position it checks that:
//
//   - Pending lists a decision until Outcome is set, and none after;
//     every decision lists at least one option;
//   - every option of every pending decision is an exact order line:
//     ParseOrders (of sys bound to sc, adjudicator.Bind), under a
//     `formation` heading for the decision's first group as the
//     missed-turn default writes it, reads it as one line with no problem
//     that answers the decision (Answers, Consults, About), and Apply
//     accepts that line on a Clone; so the first option, the passive one
//     a missed turn takes, is accepted; a Default is accepted too;
//   - Brief, where the state is an adjudicator.Briefer, equals Pending
//     with the Options removed;
//   - Marshal is compact JSON and gives the same bytes twice; Clone's
//     Marshal and AppendMarshal's give the same bytes; Restore of them
//     marshals to the same bytes again, and lists the same Pending;
//   - the read methods — Pending, Brief, View of each side, Clone,
//     Marshal, Status, Outcome, GameTurn — called on several goroutines
//     at once on a fresh Clone (one whose caches, if any, are cold) give
//     what they give called one at a time (checked at the first position
//     of each kind of decision and every tenth; run under -race, which
//     reports a read method that writes);
//
// and, after the game, that the same inputs give the same bytes: the
// game replayed from sys.New with the same answers and dice lists the
// same decisions and gives the same events, rolls and Marshal bytes at
// every step.
//
// Failures name the system, the scenario, the decision (counted from 1)
// with the state's Status, and what differed.
func Conform(t *testing.T, sys adjudicator.System, sc *scenarios.Scenario) {
	t.Helper()
	c := &conformer{t: t, sys: sys, parser: adjudicator.Bind(sys, sc), sc: sc,
		name: sys.Name() + "/" + sc.ID, failed: map[string]int{}}
	limit := ConformDecisions
	if testing.Short() {
		limit = ConformShortDecisions
	}
	steps := c.walk(limit)
	c.replay(steps)
	for check, n := range c.failed {
		if n > maxReports {
			t.Errorf("%s: %s failed %d times in all (the first %d shown)", c.name, check, n, maxReports)
		}
	}
}

// maxReports bounds the failures of one check that are reported.
const maxReports = 3

type conformer struct {
	t      *testing.T
	sys    adjudicator.System // for New and Restore
	parser adjudicator.System // bound to sc, for ParseOrders
	sc     *scenarios.Scenario
	name   string         // "system/scenario", for messages
	failed map[string]int // failures by check
}

// conformStep is one answered decision, as the replay repeats it.
type conformStep struct {
	decisions []byte // JSON of the Brief list (BriefOf)
	decision  int    // index in it
	line      string // the option answered
	events    []byte // JSON of the events
	rolls     []dice.Roll
	state     []byte // Marshal after it
}

// fail reports a failure of check at decision n, up to maxReports a check.
func (c *conformer) fail(check string, n int, st adjudicator.State, format string, args ...any) {
	c.t.Helper()
	c.failed[check]++
	if c.failed[check] > maxReports {
		return
	}
	c.t.Errorf("%s: decision %d (%s): %s: %s", c.name, n, st.Status(), check, fmt.Sprintf(format, args...))
}

// stream is the dice of decision n; what names its use.
func (c *conformer) stream(what string, n int) *dice.Stream {
	return dice.NewStream(conformSeed, c.name+" "+what, uint64(n), [32]byte{})
}

// walk plays up to limit decisions, checking each position.
func (c *conformer) walk(limit int) []conformStep {
	t := c.t
	st, err := c.sys.New(c.sc)
	if err != nil {
		t.Fatalf("%s: New: %v", c.name, err)
	}
	rng := rand.New(rand.NewPCG(1, 17))
	var steps []conformStep
	seenKind := map[string]bool{}
	for n := 1; n <= limit; n++ {
		pending := st.Pending()
		c.checkOver(n, st, pending)
		if len(pending) == 0 {
			break
		}
		c.checkBrief(n, st, pending)
		c.checkMarshal(n, st, pending)
		c.checkOptions(n, st, pending)
		if !seenKind[pending[0].Kind] || n%10 == 1 {
			seenKind[pending[0].Kind] = true
			c.checkConcurrent(n, st)
		}
		next, step, ok := c.answer(n, st, pending, rng)
		if !ok {
			t.Fatalf("%s: decision %d (%s): no option of %s is accepted: %q", c.name, n, st.Status(), pending[0].Kind, pending[0].Options)
		}
		st = next
		steps = append(steps, step)
	}
	if len(steps) == 0 {
		t.Fatalf("%s: the game asks no decision at all", c.name)
	}
	t.Logf("%s: %d decisions, at %s", c.name, len(steps), st.Status())
	return steps
}

// answer applies to a Clone of st the first option of the first pending
// decision, or every other time one chosen by rng (the first accepted if
// that one is refused), with the decision as the run loop passes it (from
// Brief, its Turn set).
func (c *conformer) answer(n int, st adjudicator.State, pending []adjudicator.Decision, rng *rand.Rand) (adjudicator.State, conformStep, bool) {
	d := pending[0]
	order := make([]int, 0, len(d.Options)+1) // the choice, then the first accepted
	if len(d.Options) > 1 && rng.IntN(2) == 0 {
		order = append(order, 1+rng.IntN(len(d.Options)-1))
	}
	for i := range d.Options {
		order = append(order, i)
	}
	list := adjudicator.BriefOf(st)
	brief := list[0]
	brief.Turn = gameTurn(st)
	for _, i := range order {
		l, ok := c.optionLine(d, d.Options[i])
		if !ok {
			continue
		}
		next := st.Clone()
		r := c.stream("walk", n)
		ev, err := next.Apply(brief, l, r)
		if err != nil {
			continue
		}
		state, err := next.Marshal()
		if err != nil {
			c.t.Fatalf("%s: decision %d: Marshal: %v", c.name, n, err)
		}
		events, err := json.Marshal(ev)
		if err != nil {
			c.t.Fatalf("%s: decision %d: the events do not encode: %v", c.name, n, err)
		}
		return next, conformStep{decisions: []byte(asJSON(list)), decision: 0, line: d.Options[i], events: events, rolls: r.Rolls(), state: state}, true
	}
	return nil, conformStep{}, false
}

func gameTurn(st adjudicator.State) int {
	if ts, ok := st.(adjudicator.TurnScoped); ok {
		return ts.GameTurn()
	}
	return 0
}

// checkOver: decisions until the game is over, none after; a status.
func (c *conformer) checkOver(n int, st adjudicator.State, pending []adjudicator.Decision) {
	out := st.Outcome()
	switch {
	case out != nil && len(pending) > 0:
		c.fail("over", n, st, "the game is over (%s) but Pending lists %d decisions", out.Text, len(pending))
	case out == nil && len(pending) == 0:
		c.t.Fatalf("%s: decision %d (%s): Pending lists no decision and Outcome is nil: the game stalls", c.name, n, st.Status())
	}
	if st.Status() == "" {
		c.fail("status", n, st, "Status is empty")
	}
}

// optionLine reads option opt of d as the missed-turn default does
// (adjudicator's absentAnswer): under its group's heading.
func (c *conformer) optionLine(d adjudicator.Decision, opt string) (adjudicator.Line, bool) {
	head := ""
	if len(d.Groups) > 0 && d.Groups[0] != "" {
		head = "formation " + d.Groups[0] + "\n"
	}
	lines, ps := c.parser.ParseOrders(d.Side, "option", 1, []byte(head+opt+"\n"))
	if ps != nil {
		return adjudicator.Line{}, false
	}
	lines = slices.DeleteFunc(lines, func(l adjudicator.Line) bool { return l.Kind == adjudicator.Heading })
	if len(lines) != 1 {
		return adjudicator.Line{}, false
	}
	return lines[0], true
}

// checkOptions: every option of every decision parses, answers it and is
// accepted on a Clone; so is the Default.
func (c *conformer) checkOptions(n int, st adjudicator.State, pending []adjudicator.Decision) {
	for i, d := range pending {
		what := fmt.Sprintf("decision %s of %s (%d of %d listed)", d.Kind, d.Side, i+1, len(pending))
		if len(d.Options) == 0 {
			c.fail("options", n, st, "%s lists no option", what)
		}
		for j, opt := range d.Options {
			check := "option"
			if j == 0 {
				check = "first option"
			}
			c.checkOption(n, st, d, check, what, opt)
		}
		if d.Default != nil {
			if _, err := st.Clone().Apply(d, *d.Default, c.stream("default", n)); err != nil {
				c.fail("default", n, st, "%s: Apply refuses its Default %q: %v", what, d.Default.Text, err)
			}
		}
	}
}

func (c *conformer) checkOption(n int, st adjudicator.State, d adjudicator.Decision, check, what, opt string) {
	head := ""
	if len(d.Groups) > 0 && d.Groups[0] != "" {
		head = "formation " + d.Groups[0] + "\n"
	}
	lines, ps := c.parser.ParseOrders(d.Side, "option", 1, []byte(head+opt+"\n"))
	if ps != nil {
		c.fail(check, n, st, "%s: option %q does not parse: %v", what, opt, ps)
		return
	}
	lines = slices.DeleteFunc(lines, func(l adjudicator.Line) bool { return l.Kind == adjudicator.Heading })
	if len(lines) != 1 {
		c.fail(check, n, st, "%s: option %q parses as %d lines, not one", what, opt, len(lines))
		return
	}
	l := lines[0]
	switch {
	case !d.Answers(l):
		c.fail(check, n, st, "%s: option %q parses as a line of kind %q, which it does not accept (%q)", what, opt, l.Kind, d.Accepts)
		return
	case !l.Standing && !d.Consults(l.Group):
		c.fail(check, n, st, "%s: option %q is in group %q, which it does not consult (%q)", what, opt, l.Group, d.Groups)
		return
	case !d.About(l):
		c.fail(check, n, st, "%s: option %q is about %q, not one of its subjects %q", what, opt, l.Subject, d.Subjects)
		return
	}
	if _, err := st.Clone().Apply(d, l, c.stream("option", n)); err != nil {
		c.fail(check, n, st, "%s: Apply refuses option %q on a Clone: %v", what, opt, err)
	}
}

// checkBrief: Brief is Pending without Options.
func (c *conformer) checkBrief(n int, st adjudicator.State, pending []adjudicator.Decision) {
	b, ok := st.(adjudicator.Briefer)
	if !ok {
		return
	}
	brief := b.Brief()
	for i, d := range brief {
		if len(d.Options) > 0 {
			c.fail("brief", n, st, "Brief's decision %d (%s) lists %d options", i+1, d.Kind, len(d.Options))
			return
		}
	}
	want := withoutOptions(pending)
	if !reflect.DeepEqual(brief, want) {
		c.fail("brief", n, st, "Brief differs from Pending without options:\nBrief:   %s\nPending: %s", asJSON(brief), asJSON(want))
	}
}

func withoutOptions(ds []adjudicator.Decision) []adjudicator.Decision {
	out := slices.Clone(ds)
	for i := range out {
		out[i].Options = nil
	}
	return out
}

func asJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprintf("%#v", v)
	}
	return string(b)
}

// appendMarshaler is adjudicator's: a state that appends its Marshal
// bytes to a buffer.
type appendMarshaler interface {
	AppendMarshal(b []byte) ([]byte, error)
}

// checkMarshal: canonical bytes, equal for a Clone, AppendMarshal and
// Restore, and a Restore that lists the same decisions.
func (c *conformer) checkMarshal(n int, st adjudicator.State, pending []adjudicator.Decision) {
	data, err := st.Marshal()
	if err != nil {
		c.fail("marshal", n, st, "Marshal: %v", err)
		return
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, data); err != nil {
		c.fail("marshal", n, st, "Marshal wrote no JSON: %v", err)
		return
	}
	if !bytes.Equal(compact.Bytes(), data) {
		c.fail("marshal", n, st, "Marshal's JSON is not compact")
	}
	c.sameBytes("marshal twice", n, st, "a second Marshal", data, st.Marshal)
	c.sameBytes("clone", n, st, "Clone().Marshal()", data, st.Clone().Marshal)
	if am, ok := st.(appendMarshaler); ok {
		prefix := []byte("prefix")
		c.sameBytes("append marshal", n, st, "AppendMarshal", data, func() ([]byte, error) {
			out, err := am.AppendMarshal(slices.Clone(prefix))
			if err == nil && !bytes.HasPrefix(out, prefix) {
				return out, fmt.Errorf("AppendMarshal overwrote the buffer it was given")
			}
			return bytes.TrimPrefix(out, prefix), err
		})
	}
	restored, err := c.sys.Restore(c.sc, data)
	if err != nil {
		c.fail("restore", n, st, "Restore of Marshal's bytes: %v", err)
		return
	}
	c.sameBytes("restore", n, st, "Marshal of Restore of Marshal", data, restored.Marshal)
	if got := restored.Pending(); !reflect.DeepEqual(got, pending) {
		c.fail("restore", n, st, "the restored state's Pending differs:\nrestored: %s\noriginal: %s", asJSON(got), asJSON(pending))
	}
}

// sameBytes compares what f gives with want.
func (c *conformer) sameBytes(check string, n int, st adjudicator.State, what string, want []byte, f func() ([]byte, error)) {
	got, err := f()
	if err != nil {
		c.fail(check, n, st, "%s: %v", what, err)
		return
	}
	if !bytes.Equal(got, want) {
		c.fail(check, n, st, "%s differs from Marshal at byte %d:\n got: %s\nwant: %s", what, firstDiff(got, want), excerpt(got, firstDiff(got, want)), excerpt(want, firstDiff(got, want)))
	}
}

func firstDiff(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

// excerpt is b around offset i.
func excerpt(b []byte, i int) string {
	from, to := max(0, i-60), min(len(b), i+60)
	return fmt.Sprintf("…%s…", b[from:to])
}

// readers is the number of goroutines checkConcurrent runs.
const readers = 4

// readResult is what one read method gave.
type readResult struct {
	method string
	value  any
}

// reads calls every read method of st once, starting at method first
// (each goroutine starts elsewhere, so different methods overlap).
func (c *conformer) reads(st adjudicator.State, first int) []readResult {
	calls := []func() readResult{
		func() readResult { return readResult{"Pending", st.Pending()} },
		func() readResult {
			if b, ok := st.(adjudicator.Briefer); ok {
				return readResult{"Brief", b.Brief()}
			}
			return readResult{"Brief", nil}
		},
		func() readResult {
			var vs []adjudicator.View
			for _, s := range c.sc.Sides {
				vs = append(vs, st.View(adjudicator.Side(s.ID)))
			}
			return readResult{"View", vs}
		},
		func() readResult { b, err := st.Clone().Marshal(); return readResult{"Clone", marshalResult{b, err}} },
		func() readResult { b, err := st.Marshal(); return readResult{"Marshal", marshalResult{b, err}} },
		func() readResult { return readResult{"Status", st.Status()} },
		func() readResult { return readResult{"Outcome", st.Outcome()} },
		func() readResult { return readResult{"GameTurn", gameTurn(st)} },
	}
	out := make([]readResult, len(calls))
	for k := range calls {
		i := (first + k) % len(calls)
		out[i] = calls[i]()
	}
	return out
}

type marshalResult struct {
	Bytes []byte
	Err   error
}

// checkConcurrent calls the read methods of a fresh Clone of st on
// several goroutines at once and compares what each gives with what st
// gave called one at a time.
func (c *conformer) checkConcurrent(n int, st adjudicator.State) {
	want := c.reads(st, 0)
	fresh := st.Clone()
	got := make([][]readResult, readers)
	var wg sync.WaitGroup
	for g := range readers {
		wg.Go(func() { got[g] = c.reads(fresh, g*len(want)/readers) })
	}
	wg.Wait()
	for g := range got {
		for i, r := range got[g] {
			if !reflect.DeepEqual(r.value, want[i].value) {
				c.fail("concurrent "+r.method, n, st, "%s on %d goroutines at once (on a Clone) gives, on goroutine %d:\n %s\nwhere called alone it gives:\n %s",
					r.method, readers, g+1, clip(asJSON(r.value)), clip(asJSON(want[i].value)))
				return
			}
		}
	}
}

// clip shortens a long value for a message.
func clip(s string) string {
	if len(s) > 2000 {
		return s[:2000] + "…"
	}
	return s
}

// replay plays steps again from sys.New and compares every step.
func (c *conformer) replay(steps []conformStep) {
	st, err := c.sys.New(c.sc)
	if err != nil {
		c.t.Fatalf("%s: New again: %v", c.name, err)
	}
	for i, s := range steps {
		n := i + 1
		brief := adjudicator.BriefOf(st)
		if list := asJSON(brief); list != string(s.decisions) || len(brief) <= s.decision {
			c.fail("replay", n, st, "replayed from New, it lists other decisions:\nfirst:  %s\nreplay: %s", clip(string(s.decisions)), clip(list))
			return
		}
		d := brief[s.decision]
		d.Turn = gameTurn(st)
		l, ok := c.optionLine(d, s.line)
		if !ok {
			c.fail("replay", n, st, "replayed from New, option %q does not parse", s.line)
			return
		}
		next := st.Clone()
		r := c.stream("walk", n)
		ev, err := next.Apply(d, l, r)
		if err != nil {
			c.fail("replay", n, st, "replayed from New, Apply refuses %q, accepted the first time: %v", s.line, err)
			return
		}
		events, _ := json.Marshal(ev)
		if !bytes.Equal(events, s.events) {
			c.fail("replay", n, st, "replayed from New, %q gives other events:\nfirst:  %s\nreplay: %s", s.line, clip(string(s.events)), clip(string(events)))
			return
		}
		if rolls := r.Rolls(); !reflect.DeepEqual(rolls, s.rolls) {
			c.fail("replay", n, st, "replayed from New, %q rolls other dice:\nfirst:  %v\nreplay: %v", s.line, s.rolls, rolls)
			return
		}
		state, err := next.Marshal()
		if err != nil || !bytes.Equal(state, s.state) {
			c.fail("replay", n, st, "replayed from New, %q gives other Marshal bytes (at byte %d; error %v)", s.line, firstDiff(state, s.state), err)
			return
		}
		st = next
	}
}
