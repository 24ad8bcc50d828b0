package custoza

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// The rule tests drive the engine through Apply on a real State: a small
// scenario (the rig: a 20 x 12 hex map, clear unless a test says
// otherwise, two formations a side with every unit type), counters put
// where the test wants them, dice scripted, and the decisions answered as
// a player's lines would be.

// rigMap describes the rig's terrain: hex -> terrain code of rigTerrains.
type rigMap struct {
	edition  string
	terrain  map[string]byte // "0505": 'v'
	levels   map[string]int
	hexsides []string // "slope 0505/n" …
	paths    []string // "minor-road 0105 0205 …"
	places   []string // `"Peschiera" 1705` …
	rules    []string // "rule NAME VALUE" lines
	extra    string   // more counter lines
	victory  string   // the [victory] section's lines; "" the majority of 1010
	arrivals string   // [reinforcements] lines; their counters are not set up
	// tables rewrites the stand-in tables for a test that needs a cell
	// the stand-ins do not have.
	tables func(string) string
	// rev is the Custoza rules revision the game plays under; 0 is the
	// latest (System.Revision).
	rev int
}

var rigTerrains = map[string]string{
	"c": "clear", "k": "cultivated", "w": "woods", "v": "village", "F": "fortress",
	"T": "tione", "t": "tione-bridge", "M": "mincio", "m": "mincio-bridge",
	"h": "farmhouse", "f": "farm",
}

const rigCounters = `formation d1 "1st Division" side=italy commander=ifc1 kind=division
formation d2 "2nd Division" side=italy commander=ifc2 kind=division
formation k1 "I Corps" side=austria commander=afc1 kind=corps
formation k2 "Brigade" side=austria commander=afc2 kind=brigade
leader ifc1 "FC One" side=italy type=fc formation=d1 command=4
leader ifc2 "FC Two" side=italy type=fc formation=d2 command=3
leader ioc "Italian OC" side=italy type=oc rating=2
leader afc1 "FC Eins" side=austria type=fc formation=k1 command=4
leader afc2 "FC Zwei" side=austria type=fc formation=k2 command=3
leader aoc "Austrian OC" side=austria type=oc rating=2
counter ii1 "Inf 1" side=italy type=inf formation=d1 size=3 sp=8 cv=7 ma=5
counter ii2 "Inf 2" side=italy type=inf formation=d1 size=3 sp=8 cv=7 ma=5
counter ii3 "Inf 3" side=italy type=inf formation=d2 size=3 sp=8 cv=7 ma=5
counter il1 "Bers 1" side=italy type=linf formation=d1 size=1 sp=3 cv=8 ma=6
counter il2 "Bers 2" side=italy type=linf formation=d2 size=1 sp=3 cv=8 ma=6
counter ic1 "Cav 1" side=italy type=cav formation=d1 size=2 sp=4 cv=8 ma=8
counter ic2 "Cav 2" side=italy type=cav formation=d2 size=2 sp=4 cv=8 ma=8
counter ia1 "Art 1" side=italy type=art formation=d1 size=1 sp=3 cv=7 ma=6
counter ia2 "Art 2" side=italy type=art formation=d2 size=1 sp=5 cv=7 ma=6
counter ih1 "Horse Art 1" side=italy type=hart formation=d1 size=1 sp=2 cv=7 ma=8
counter ai1 "IR 1" side=austria type=inf formation=k1 size=3 sp=8 cv=7 ma=5
counter ai2 "IR 2" side=austria type=inf formation=k1 size=3 sp=8 cv=7 ma=5
counter ai3 "IR 3" side=austria type=inf formation=k2 size=3 sp=8 cv=7 ma=5
counter al1 "Jg 1" side=austria type=linf formation=k1 size=1 sp=3 cv=8 ma=6
counter al2 "Jg 2" side=austria type=linf formation=k2 size=1 sp=3 cv=8 ma=6
counter ac1 "Uhl 1" side=austria type=cav formation=k1 size=2 sp=4 cv=8 ma=8
counter ac2 "Uhl 2" side=austria type=cav formation=k2 size=2 sp=4 cv=8 ma=8
counter aa1 "Art I" side=austria type=art formation=k1 size=1 sp=3 cv=7 ma=6
counter aa2 "Art II" side=austria type=art formation=k2 size=1 sp=3 cv=7 ma=6
counter ah1 "Horse Art I" side=austria type=hart formation=k1 size=1 sp=2 cv=7 ma=8
`

// source writes the rig's scenario text.
func (m rigMap) source() string {
	ed := m.edition
	if ed == "" {
		ed = EditionCustoza
	}
	var b strings.Builder
	fmt.Fprintf(&b, "scenario rig\nsystem custoza\nedition %s\nside italy \"Italians\"\nside austria \"Austrians\"\nturns 1-3\n\n[map]\nprovenance estimated \"test\"\ngrid flat cols=01-20 rows=01-12 shifted=odd\n", ed)
	used := map[byte]bool{'c': true}
	for _, c := range m.terrain {
		used[c] = true
	}
	var codes []string
	for c := range used {
		codes = append(codes, string(c))
	}
	slices.Sort(codes)
	for _, c := range codes {
		fmt.Fprintf(&b, "terrain %s %s\n", c, rigTerrains[c])
	}
	for r := 1; r <= 12; r++ {
		fmt.Fprintf(&b, "row %02d ", r)
		for c := 1; c <= 20; c++ {
			if t, ok := m.terrain[fmt.Sprintf("%02d%02d", c, r)]; ok {
				b.WriteByte(t)
			} else {
				b.WriteByte('c')
			}
		}
		b.WriteByte('\n')
	}
	for r := 1; r <= 12; r++ {
		fmt.Fprintf(&b, "level %02d ", r)
		for c := 1; c <= 20; c++ {
			fmt.Fprintf(&b, "%d", m.levels[fmt.Sprintf("%02d%02d", c, r)])
		}
		b.WriteByte('\n')
	}
	for _, h := range m.hexsides {
		fmt.Fprintf(&b, "hexside %s\n", h)
	}
	for _, p := range m.paths {
		fmt.Fprintf(&b, "path %s\n", p)
	}
	for _, p := range m.places {
		fmt.Fprintf(&b, "place %s\n", p)
	}
	b.WriteString("\n[counters]\nprovenance estimated \"test\"\n" + rigCounters + m.extra)
	b.WriteString("\n[setup]\nprovenance estimated \"test\"\n")
	n := 0
	for _, line := range strings.Split(rigCounters+m.extra, "\n") {
		w := strings.Fields(line)
		if len(w) < 2 || (w[0] != "counter" && w[0] != "leader") || m.arrives(w[1]) {
			continue
		}
		// every counter parked in a hex of its own; newRig takes them off
		fmt.Fprintf(&b, "set %s at %02d%02d\n", w[1], n%20+1, 12-n/20)
		n++
	}
	if m.arrivals != "" {
		b.WriteString("\n[reinforcements]\nprovenance estimated \"test\"\n" + m.arrivals)
	}
	b.WriteString("\n[turns]\nprovenance estimated \"test\"\nturn 1 time=12:00\nturn 2 time=13:00\nturn 3 time=14:00\n")
	b.WriteString("\n[rules]\n")
	for _, r := range m.rules {
		b.WriteString(r + " @estimated \"test\"\n")
	}
	victory := m.victory
	if victory == "" {
		victory = "objective 1010\ncondition all majority \"most objective hexes\"\n"
	}
	b.WriteString("\n[victory]\nprovenance estimated \"test\"\n" + victory + "\n")
	tb := standInBlock()
	if m.tables != nil {
		tb = m.tables(tb)
	}
	b.WriteString(tb)
	return b.String()
}

// arrives reports whether an arrive line of the rig names counter id.
func (m rigMap) arrives(id string) bool {
	for _, line := range strings.Split(m.arrivals, "\n") {
		w := strings.Fields(line)
		for i := 1; i < len(w) && w[i] != "turn"; i++ {
			if w[i] == id {
				return true
			}
		}
	}
	return false
}

// rig is a State under test with scripted dice.
type rig struct {
	t    *testing.T
	s    *State
	dice *scripted
	ev   []adjudicator.Event
}

// newRig builds the rig's State with no counter on the map.
func newRig(t *testing.T, m rigMap) *rig {
	t.Helper()
	sc, err := scenarios.Parse("rig.scn", []byte(m.source()))
	if err != nil {
		t.Fatalf("rig scenario: %v", err)
	}
	if errs := sc.Check(); len(errs) > 0 {
		t.Fatalf("rig scenario: %v", errs.Err())
	}
	sc.Revisions.System = m.rev
	st, err := System{}.New(sc)
	if err != nil {
		t.Fatalf("rig: %v", err)
	}
	s := st.(*State)
	for _, u := range s.Units {
		if !u.isGarrison() {
			u.On, u.Arrives = false, 0
		}
	}
	s.touch()
	s.Stage, s.Side, s.Initiative = stActivate, "italy", "italy"
	return &rig{t: t, s: s, dice: &scripted{t: t}}
}

// hex parses a hex of the rig's map.
func (r *rig) hex(s string) hexmap.Hex {
	h, err := hexmap.ParseHex(s)
	if err != nil {
		r.t.Fatal(err)
	}
	return h
}

// put sets counter id on the map at hex, facing dir, with its status words
// (march, square, shaken, disordered, disorganized, exhausted, low-ammo).
func (r *rig) put(id, hex, dir string, words ...string) *Unit {
	r.t.Helper()
	u := r.s.unit(id)
	if u == nil {
		r.t.Fatalf("no unit %s", id)
	}
	d, err := hexmap.ParseDirection(dir)
	if err != nil {
		r.t.Fatal(err)
	}
	u.Hex, u.On, u.Facing, u.Gone = r.hex(hex), true, d, ""
	for _, w := range words {
		switch w {
		case "march", "limbered":
			u.March = true
		case "square":
			u.Square = true
		case "shaken":
			u.Status = combat.Shaken
		case "disordered":
			u.Status = combat.Disordered
		case "disorganized":
			u.Status = combat.Disorganized
		case "exhausted":
			u.Exhausted = -1
		case "low-ammo":
			u.Ammo = 1
		case "out-of-ammo":
			u.Ammo = 2
		default:
			r.t.Fatalf("put %s: unknown word %s", id, w)
		}
	}
	r.s.touch()
	return u
}

// activate begins formation id's activation (3·2.2) at its declarations,
// after the Command Step (4.1) of a turn whose initiative is its side's.
func (r *rig) activate(id string) {
	r.t.Helper()
	fs := r.s.b.forms[id]
	r.s.Initiative = fs.Side
	r.s.markCommand()
	r.s.startActivation(id)
	r.s.flush()
}

// act activates formation id and declares nothing, straight to its
// actions.
func (r *rig) act(id string, declarations ...string) {
	r.t.Helper()
	r.activate(id)
	for _, d := range declarations {
		r.do(d)
	}
	r.do("done declare")
}

// roll scripts the next dice.
func (r *rig) roll(v ...int) { r.dice.queue = append(r.dice.queue, v...) }

// decision is the decision owed now.
func (r *rig) decision() adjudicator.Decision {
	r.t.Helper()
	ds := r.s.decisions(false)
	if len(ds) == 0 {
		r.t.Fatalf("no decision owed (%s)", r.s.Status())
	}
	return ds[0]
}

// try answers the decision owed now with one line; the error is the
// rules' refusal. A refused line leaves the state unchanged.
func (r *rig) try(text string) error {
	r.t.Helper()
	r.orderByDefault(text)
	d := r.decision()
	if k, side, ok := r.s.owedNow(); !ok || k != d.Kind || side != d.Side {
		r.t.Fatalf("Apply's owedNow says %s of %s (%v), the decision owed is %s of %s", k, side, ok, d.Kind, d.Side)
	}
	kind := kindOf(text)
	if d.Kind == "react" {
		kind = kReact
	}
	c := r.s.Clone().(*State)
	mark := r.dice.Mark()
	ev, err := c.Apply(d, adjudicator.Line{Pos: adjudicator.Pos{File: "test"}, Text: text, Kind: kind}, r.dice)
	if err != nil {
		r.dice.Rewind(mark)
		return err
	}
	r.s = c
	r.ev = append(r.ev, ev...)
	return nil
}

// orderByDefault answers the order of simultaneous reactions (11.4)
// with its default before a line that is not a reaction-order line.
func (r *rig) orderByDefault(text string) {
	r.t.Helper()
	for i := 0; i < 10 && r.s.Over == nil && kindOf(text) != kReactOrder; i++ {
		ds := r.s.decisions(false)
		if len(ds) == 0 || ds[0].Kind != kReactOrder {
			return
		}
		c := r.s.Clone().(*State)
		ev, err := c.Apply(ds[0], *ds[0].Default, r.dice)
		if err != nil {
			r.t.Fatalf("the default reaction order: %v", err)
		}
		r.s = c
		r.ev = append(r.ev, ev...)
	}
}

// do answers with a line the rules must accept.
func (r *rig) do(text string) {
	r.t.Helper()
	if err := r.try(text); err != nil {
		r.t.Fatalf("%q refused: %v", text, err)
	}
}

// refused answers with a line the rules must refuse with an error
// containing want.
func (r *rig) refused(text, want string) {
	r.t.Helper()
	err := r.try(text)
	if err == nil {
		r.t.Fatalf("%q accepted, want a refusal with %q", text, want)
	}
	if !strings.Contains(err.Error(), want) {
		r.t.Fatalf("%q refused with %q, want %q", text, err, want)
	}
}

// settle answers the micro-decisions owed now (reactions, losses,
// retreats) with their defaults, until a decision of another kind is
// owed.
func (r *rig) settle() {
	r.t.Helper()
	for i := 0; i < 100; i++ {
		if r.s.Over != nil {
			return
		}
		d := r.decision()
		if !slices.Contains([]string{"react", kLosses, kRetreat, kReactOrder}, d.Kind) || d.Default == nil {
			return
		}
		r.do(d.Default.Text)
	}
	r.t.Fatal("settle: more than 100 micro-decisions")
}

// quiet answers every reaction owed now with none and the other
// micro-decisions with their defaults, until a decision of another kind
// is owed: a test isolates the dice it scripts.
func (r *rig) quiet() {
	r.t.Helper()
	for i := 0; i < 100; i++ {
		if r.s.Over != nil {
			return
		}
		d := r.decision()
		switch {
		case d.Kind == "react":
			r.do("react " + forceKey(r.s.units(r.s.Reacts[0].Units)) + " none")
		case (d.Kind == kLosses || d.Kind == kRetreat || d.Kind == kReactOrder) && d.Default != nil:
			r.do(d.Default.Text)
		default:
			return
		}
	}
	r.t.Fatal("quiet: more than 100 micro-decisions")
}

// owes asserts the kind of the decision owed now and its side.
func (r *rig) owes(kind string, side adjudicator.Side) adjudicator.Decision {
	r.t.Helper()
	if kind != kReactOrder {
		r.orderByDefault("")
	}
	d := r.decision()
	if d.Kind != kind || d.Side != side {
		r.t.Fatalf("owed: %s by %s (%s), want %s by %s", d.Kind, d.Side, d.Prompt, kind, side)
	}
	return d
}

// u is a unit of the state now.
func (r *rig) u(id string) *Unit { return r.s.unit(id) }

// at asserts unit id stands in hex.
func (r *rig) at(id, hex string) {
	r.t.Helper()
	u := r.u(id)
	if !u.On || u.Gone != "" || u.Hex.String() != hex {
		r.t.Fatalf("%s is in %s (on %v, gone %q), want %s", id, u.Hex, u.On, u.Gone, hex)
	}
}

// saw asserts that some event's text contains want.
func (r *rig) saw(want string) {
	r.t.Helper()
	if !r.seen(want) {
		r.t.Fatalf("no event says %q; events:\n%s", want, r.events())
	}
}

func (r *rig) seen(want string) bool {
	for _, e := range r.ev {
		if strings.Contains(e.Text, want) || strings.Contains(strings.Join(e.Detail, "\n"), want) {
			return true
		}
	}
	return false
}

func (r *rig) events() string {
	var b strings.Builder
	for _, e := range r.ev {
		fmt.Fprintf(&b, "  [%s] %s\n", e.Code, e.Text)
		if d := strings.Join(e.Detail, "\n"); d != "" {
			b.WriteString("      " + strings.ReplaceAll(d, "\n", "\n      ") + "\n")
		}
	}
	return b.String()
}

// done asserts every scripted die was rolled.
func (r *rig) done() {
	r.t.Helper()
	if len(r.dice.queue) > 0 {
		r.t.Fatalf("dice left unrolled: %v; events:\n%s", r.dice.queue, r.events())
	}
}

// scripted is a dice.Roller that returns the dice a test scripts, in
// order, and fails the test when it runs out.
type scripted struct {
	t     *testing.T
	queue []int
	used  []int
	log   []string
	// fill, when set, is rolled once the script runs out (a run-loop test
	// whose later dice do not matter).
	fill  int
	rolls []dice.Roll
}

func (d *scripted) Roll(sides int, purpose string) int {
	d.t.Helper()
	if len(d.queue) == 0 && d.fill > 0 {
		d.queue = append(d.queue, min(d.fill, sides))
	}
	if len(d.queue) == 0 {
		d.t.Fatalf("an unscripted die (d%d): %s; rolled so far: %v", sides, purpose, d.log)
	}
	v := d.queue[0]
	d.queue = d.queue[1:]
	d.used = append(d.used, v)
	d.log = append(d.log, fmt.Sprintf("%d for %s", v, purpose))
	d.rolls = append(d.rolls, dice.Roll{Sides: sides, Value: v, Purpose: purpose})
	if v < 1 || v > sides {
		d.t.Fatalf("scripted %d on a d%d (%s)", v, sides, purpose)
	}
	return v
}

// Rolls, Mark and Rewind make it a dice.Recorder for the run loop.
func (d *scripted) Rolls() []dice.Roll { return append([]dice.Roll(nil), d.rolls...) }
func (d *scripted) Mark() int          { return len(d.rolls) }
func (d *scripted) Rewind(mark int) {
	back := d.used[len(d.used)-(len(d.rolls)-mark):]
	d.queue = append(append([]int(nil), back...), d.queue...)
	d.used = d.used[:len(d.used)-len(back)]
	d.rolls = d.rolls[:mark]
	d.log = d.log[:mark]
}

var _ dice.Recorder = (*scripted)(nil)

// checked runs the offline check (CheckOrders) of lines on side's view
// and wants each line's verdict: "ok", or words of its message.
func (r *rig) checked(side adjudicator.Side, lines []adjudicator.Line, want map[string]string) {
	r.t.Helper()
	res, err := System{}.CheckOrders(r.s.b.sc, r.s.View(side), lines)
	if err != nil || len(res) != len(lines) {
		r.t.Fatalf("%v, %d verdicts", err, len(res))
	}
	for _, lc := range res {
		w := want[lc.Line.Text]
		if w == "ok" && lc.Verdict != "ok" || w != "ok" && !strings.Contains(lc.Msg, w) {
			r.t.Errorf("%q: %s %s, want %s", lc.Line.Text, lc.Verdict, lc.Msg, w)
		}
	}
}
