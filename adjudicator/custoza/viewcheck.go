package custoza

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// CheckOrders implements adjudicator.ViewChecker: `mincio orders check
// --view` and a `mode: check` mail. It runs the host's rules and engine on
// the state rebuilt from the side's view (FromView), so it refuses what
// the host would refuse on what that side may see:
//
//   - each line is read against the scenario (its units and formations,
//     its hexes on the map);
//   - each `activate` line is tried at an activation step (5.1), the
//     `ii-corps` line at the end of Turn IV (Goito 16.1);
//   - the lines of each formation group for the turn in progress are fed,
//     by adjudicator.Game as the host feeds them, to an activation of that
//     formation (as if its die had passed) from the position the view
//     shows, or to the activation under way, and again after the side's
//     formations checked before it (viewchain.go); the `ooc` lines to the
//     side's Out of Command phase (3·4);
//   - a line the rules refuse there is a problem with the rules' message;
//     a line the activation never reaches is a problem with the host's
//     reason;
//   - every part is run with every die at its lowest face and at its
//     highest, and with two guesses for the values of the enemy counters
//     the view shows face down: a verdict that changes is a warning naming
//     what it depends on.
//
// Lines for a later turn are checked against the scenario only; a plan
// line answering a reaction (`react FORCE REACTION`) is tried when the
// host asks the reaction.
func (System) CheckOrders(sc *scenarios.Scenario, v adjudicator.View, lines []adjudicator.Line) ([]adjudicator.LineCheck, error) {
	if sc.System != Name {
		return nil, fmt.Errorf("scenario %s is for the %s rules, not %s", sc.ID, sc.System, Name)
	}
	vc := &viewCheck{side: v.Side, out: map[adjudicator.Pos]*adjudicator.LineCheck{}}
	for i, last := range []bool{false, true} {
		st, err := fromView(sc, v, last)
		if err != nil {
			return nil, err
		}
		vc.base[i] = st.begun()
	}
	vc.guessed = vc.base[0].guessed(v.Side)
	return vc.check(lines), nil
}

// begun is s after the start of its game turn, when the view is there: the
// initiative and the Command Step (3·1, 3·2.1), which marks the out of
// command units, with the initiative's dice guessed (counting up, so that
// a tie is rolled again only once).
func (s *State) begun() *State {
	if s.Over != nil || s.Stage != stStart {
		return s
	}
	if ds := s.Brief(); len(ds) > 0 && ds[0].Default != nil {
		c := s.Clone().(*State)
		if _, err := c.Apply(ds[0], *ds[0].Default, &countRoller{}); err == nil {
			return c
		}
	}
	return s
}

// countRoller rolls 1, 2, 3 … on each die in turn.
type countRoller struct{ n int }

func (r *countRoller) Roll(sides int, _ string) int {
	r.n++
	return 1 + (r.n-1)%sides
}

// guessed reports whether the state holds stand-ins for face-down enemy
// counters, whose values are a guess.
func (s *State) guessed(side adjudicator.Side) bool {
	for _, u := range s.onMap() {
		if u.p.Side != side && !u.p.commander() && !s.faceUpTo(u, side) {
			return true
		}
	}
	return false
}

type viewCheck struct {
	// base is the state rebuilt from the view with each face-down enemy
	// counter's first stand-in, and with its last (FromView).
	base    [2]*State
	guessed bool // the view shows face-down enemy counters
	side    adjudicator.Side
	out     map[adjudicator.Pos]*adjudicator.LineCheck
	// standing are the file's standing lines: every part runs with them.
	standing []adjudicator.Line
	// chain holds the positions after the formations checked so far (for
	// each guess), and before the formations they were of.
	chain  [2]*State
	before []string
	// combats are the formations checked before whose runs fought
	// (assault or fire dice).
	combats []string
}

// The parts of a turn a line is checked in.
const (
	partActivate = "activate" // 5.1
	partIICorps  = "ii-corps" // Goito 16.1
	partOOC      = "ooc"      // 3·4
	partReact    = "react"    // 11, when asked
)

func (vc *viewCheck) check(lines []adjudicator.Line) []adjudicator.LineCheck {
	var order []adjudicator.Pos
	parts := map[string][]adjudicator.Line{}
	var keys []string
	s := vc.base[0]
	for _, l := range lines {
		if l.Kind == adjudicator.Heading {
			continue
		}
		vc.out[l.Pos] = &adjudicator.LineCheck{Line: l, Verdict: adjudicator.CheckOK}
		order = append(order, l.Pos)
		if msg := vc.static(l); msg != "" {
			vc.problem(l, msg, "see the map and the counters in your report")
			continue
		}
		if l.Standing {
			vc.standing = append(vc.standing, l)
			continue
		}
		turn := l.Turn
		if turn == 0 {
			turn = s.Turn
		}
		switch {
		case s.Over != nil:
			vc.problem(l, "the game is over", "send nothing more for this game")
			continue
		case turn < s.Turn:
			vc.problem(l, fmt.Sprintf("turn %d is over: the game is in turn %d", turn, s.Turn), fmt.Sprintf("write `turn %d`, or a later turn", s.Turn))
			continue
		case turn > s.Turn:
			vc.untried(l, fmt.Sprintf("turn %d has not begun: read against the map and the counters only", turn))
			continue
		}
		key := vc.part(l)
		if key == partReact {
			vc.untried(l, "it answers a reaction (11): tried when the host asks it")
			continue
		}
		if _, ok := parts[key]; !ok {
			keys = append(keys, key)
		}
		parts[key] = append(parts[key], l)
	}
	// In the order of the turn (3): the activation attempts, the
	// activations (the one under way, then in the order of the file's
	// `activate` lines, then in file order), the Out of Command phase, the
	// end of the turn.
	slices.SortStableFunc(keys, func(a, b string) int { return vc.rank(a, lines) - vc.rank(b, lines) })
	for _, k := range keys {
		vc.checkPart(k, parts[k])
	}
	for _, p := range order {
		if c := vc.out[p]; c.Verdict == adjudicator.CheckOK {
			if why := vc.enemyFireWarning(c.Line); why != "" {
				*c = adjudicator.LineCheck{Line: c.Line, Verdict: adjudicator.CheckWarning, Msg: why,
					Hint: "the enemy acts when the initiative and its activations say; a standing `react` line can keep the unit in March Movement; your report will say what became of the line"}
			}
		}
	}
	res := make([]adjudicator.LineCheck, len(order))
	for i, p := range order {
		res[i] = *vc.out[p]
	}
	return res
}

func (vc *viewCheck) untried(l adjudicator.Line, why string) {
	*vc.out[l.Pos] = adjudicator.LineCheck{Line: l, Verdict: adjudicator.CheckUntried, Msg: why}
}

func (vc *viewCheck) problem(l adjudicator.Line, msg, hint string) {
	*vc.out[l.Pos] = adjudicator.LineCheck{Line: l, Verdict: adjudicator.CheckProblem, Msg: msg, Hint: hint}
}

// static reads a line against the scenario: the units it names, and that
// its hexes are on the map.
func (vc *viewCheck) static(l adjudicator.Line) string {
	o, le := parseLine(l.Text)
	if le != nil {
		return le.msg
	}
	s := vc.base[0]
	hexes := append(append([]string(nil), hexWords(o.path)...), hexWords(nonZero(o.target, o.from))...)
	for _, fr := range append([]forceRef{o.force}, o.forces...) {
		if fr.Hex != (hexmap.Hex{}) {
			hexes = append(hexes, fr.Hex.String())
		}
		for _, id := range fr.Units {
			u := s.unit(id)
			if u == nil {
				return fmt.Sprintf("no unit %q in this game", id)
			}
			if l.Kind == kOOC && u.p.commander() {
				// the host's refusal (resolveForce), whenever the line
				// is tried: known without running the turn
				return fmt.Sprintf("%s moves in his own Formation's activation (7.10); the Overall Commander in any of yours", u.ID)
			}
		}
	}
	for _, h := range hexes {
		if !s.b.on(hexOf(h)) {
			return fmt.Sprintf("%s is not on the map", h)
		}
	}
	return ""
}

// part names the part of the turn that uses line l.
func (vc *viewCheck) part(l adjudicator.Line) string {
	switch l.Kind {
	case kActivate, kPass:
		return partActivate
	case kIICorps:
		return partIICorps
	case kOOC, kDoneOOC:
		return partOOC
	case kReact:
		return partReact
	}
	return "formation " + l.Group
}

// rank places a part in the order of the turn.
func (vc *viewCheck) rank(key string, lines []adjudicator.Line) int {
	switch key {
	case partActivate:
		return 0
	case partOOC:
		return 1 << 20
	case partIICorps:
		return 1 << 21
	}
	form := strings.TrimPrefix(key, "formation ")
	if form == vc.base[0].Active {
		return 1
	}
	n := 2
	for _, l := range lines {
		if l.Kind == kActivate && (l.Turn == vc.base[0].Turn || l.Turn == 0) {
			if o, le := parseLine(l.Text); le == nil && o.form == form {
				return n
			}
			n++
		}
	}
	return 1 << 10
}
