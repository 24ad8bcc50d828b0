// Package adjudicatortest provides "toy", a tiny rules system that exists
// only to exercise the engine core, the game log and the command line in
// tests, the way net/http/httptest serves net/http. It is imported only by
// _test.go files and is never linked into the mincio binary (a test checks).
//
// The toy game: each turn every side, in scenario order, acts once:
//
//	roll      roll a d6 and add it to your score (not allowed at 10 or more)
//	hide N    set your secret number N (1-9), which only you can see
//	pass      do nothing
//
// After each roll, the other side may react (a micro-decision, default
// "react none"):
//
//	react block   roll a d6; on 5 or 6 the roll just made is cancelled
//	              (on 4, 5 or 6 from the toy's rules revision 2)
//	react none
//
// "standing react block" makes blocking a standing order. After the
// scenario's turns the higher score wins. With the scenario option
// `turn-orders` the toy is turn-scoped (adjudicator.TurnScoped): order
// files name their turn (`turn 2`) and the engine waits for both sides at
// the start of each turn. It has what the core must handle:
// plans, an interrupting decision of the other side, standing orders and
// defaults, lines that become illegal, dice, and hidden information.
package adjudicatortest

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/scenarios"
)

// Scenario is a toy scenario file for tests.
const Scenario = `scenario toy
system toy
edition 1
title "A toy game for tests"
side red "Red army"
side blue "Blue army"
turns 3
`

// TurnScenario is the toy scenario with its orders scoped by game turn,
// as Tolentino's are (adjudicator.TurnScoped).
const TurnScenario = Scenario + "[rules]\noption turn-orders \"orders a turn at a time\" @estimated \"a test of the engine\"\n"

var once sync.Once

// Register registers the toy system; calling it again does nothing.
func Register() { once.Do(func() { adjudicator.Register(System{}) }) }

// System is the toy rules system.
type System struct{}

func (System) Name() string { return "toy" }

// Revision implements adjudicator.System. The toy's rules changed once, so
// that the tests can show a game keeping the revision it was played under
// (docs/archives.md):
//
//	1: a block succeeds on 5 or 6.
//	2: a block succeeds on 4, 5 or 6.
func (System) Revision() int { return 2 }

func (System) New(sc *scenarios.Scenario) (adjudicator.State, error) {
	if len(sc.Sides) != 2 {
		return nil, errors.New("toy needs two sides")
	}
	turns := sc.Turns
	if turns == 0 {
		turns = 3
	}
	s := &State{Turn: 1, Turns: turns, rev: adjudicator.SystemRevision(System{}, sc)}
	_, s.TurnOrders = sc.Option("turn-orders")
	for _, side := range sc.Sides {
		s.Sides = append(s.Sides, SideState{Side: adjudicator.Side(side.ID)})
	}
	return s, nil
}

func (System) Restore(sc *scenarios.Scenario, data []byte) (adjudicator.State, error) {
	s := &State{rev: adjudicator.SystemRevision(System{}, sc)}
	if err := json.Unmarshal(data, s); err != nil {
		return nil, err
	}
	return s, nil
}

func (System) ParseOrders(side adjudicator.Side, file string, first int, body []byte) ([]adjudicator.Line, adjudicator.Problems) {
	noFormations := func(string) (string, string) { return "", "the toy game has no formations" }
	return adjudicator.ParseSections(file, first, body, noFormations, func(raw string, pos adjudicator.Pos, _ int, _ string) (adjudicator.Line, *adjudicator.Problem) {
		l, err := parseLine(strings.TrimSpace(adjudicator.CutComment(raw)))
		if err != nil {
			return l, &adjudicator.Problem{Pos: pos, Msg: err.Error(), Hint: "toy orders: roll, hide N, pass, react block|none, standing react block|none"}
		}
		l.Pos = pos
		return l, nil
	})
}

func parseLine(text string) (adjudicator.Line, error) {
	f := strings.Fields(strings.ToLower(text))
	l := adjudicator.Line{Text: text}
	if f[0] == "standing" {
		l.Standing, f = true, f[1:]
		if len(f) == 0 {
			return l, errors.New("standing what?")
		}
	}
	switch {
	case f[0] == "roll" && len(f) == 1, f[0] == "pass" && len(f) == 1:
		l.Kind = f[0]
	case f[0] == "hide" && len(f) == 2:
		if n, err := strconv.Atoi(f[1]); err != nil || n < 1 || n > 9 {
			return l, fmt.Errorf("hide %s: want a number from 1 to 9", f[1])
		}
		l.Kind = "hide"
	case f[0] == "react" && len(f) == 2 && (f[1] == "block" || f[1] == "none"):
		l.Kind, l.Key = "react", "react"
	default:
		return l, fmt.Errorf("unknown order %q", text)
	}
	if l.Standing && l.Kind != "react" {
		return l, errors.New("only react can be a standing order")
	}
	return l, nil
}

// State is the toy game's state.
type State struct {
	Turn   int         `json:"turn"`
	Turns  int         `json:"turns"`
	Active int         `json:"active"` // index into Sides of the side to act
	React  bool        `json:"react"`  // the other side owes a reaction to the last roll
	Last   int         `json:"last"`   // the roll that may be blocked
	Sides  []SideState `json:"sides"`
	Over   bool        `json:"over"`
	// TurnOrders: the scenario's option turn-orders is on.
	TurnOrders bool `json:"turn_orders,omitempty"`

	rev int // the rules revision the game plays under: not in the snapshot, but in the header
}

// GameTurn implements adjudicator.TurnScoped when the scenario asks for it.
func (s *State) GameTurn() int {
	if !s.TurnOrders || s.Over {
		return 0
	}
	return s.Turn
}

// SideState is one side's score and secret.
type SideState struct {
	Side   adjudicator.Side `json:"side"`
	Score  int              `json:"score"`
	Secret int              `json:"secret"`
}

func (s *State) other() int { return 1 - s.Active }

func (s *State) Pending() []adjudicator.Decision {
	if s.Over {
		return nil
	}
	if s.React {
		o := s.Sides[s.other()].Side
		return []adjudicator.Decision{{Side: o, Kind: "react", Prompt: "react to the roll just made",
			Accepts: []string{"react"}, Options: []string{"react block", "react none"},
			Default: &adjudicator.Line{Pos: adjudicator.Pos{File: "default"}, Text: "react none", Kind: "react", Key: "react"}}}
	}
	a := &s.Sides[s.Active]
	opts := []string{"pass", "hide 3", "hide 8"} // the passive answer first
	if a.Score < 10 {
		opts = append(opts, "roll")
	}
	return []adjudicator.Decision{{Side: a.Side, Kind: "act", Prompt: fmt.Sprintf("turn %d: act", s.Turn),
		Accepts: []string{"roll", "hide", "pass"}, Options: opts}}
}

func (s *State) Apply(d adjudicator.Decision, l adjudicator.Line, r dice.Roller) ([]adjudicator.Event, error) {
	me := &s.Sides[s.Active]
	f := strings.Fields(strings.ToLower(l.Text))
	if f[0] == "standing" {
		f = f[1:]
	}
	switch l.Kind {
	case "roll":
		if me.Score >= 10 {
			return nil, errors.New("cannot roll at a score of 10 or more")
		}
		v := r.Roll(6, "advance "+string(me.Side))
		me.Score += v
		s.Last, s.React = v, true
		return []adjudicator.Event{{Code: "roll", Text: fmt.Sprintf("%s rolls %d, score %d", me.Side, v, me.Score),
			Rolls: []dice.Roll{{Purpose: "advance " + string(me.Side), Sides: 6, Value: v}}}}, nil
	case "hide":
		n, _ := strconv.Atoi(f[1])
		me.Secret = n
		ev := []adjudicator.Event{
			{Code: "hide", Text: fmt.Sprintf("%s hides the number %d", me.Side, n), To: adjudicator.Only(me.Side)},
			{Code: "hide", Text: fmt.Sprintf("%s does something out of sight", me.Side), To: adjudicator.Only(s.Sides[s.other()].Side)},
		}
		s.next()
		return ev, nil
	case "pass":
		s.next()
		return []adjudicator.Event{{Code: "pass", Text: string(me.Side) + " passes"}}, nil
	case "react":
		return s.react(f[1], r), nil
	}
	return nil, fmt.Errorf("%q does not answer %s", l.Text, d.Kind)
}

func (s *State) react(how string, r dice.Roller) []adjudicator.Event {
	s.React = false
	reactor := s.Sides[s.other()].Side
	var ev []adjudicator.Event
	if how == "block" {
		v := r.Roll(6, "block "+string(reactor))
		need, detail := 5, "blocks on 5 or 6"
		if s.rev >= 2 {
			need, detail = 4, "blocks on 4, 5 or 6 (revision 2)"
		}
		e := adjudicator.Event{Code: "block", Rolls: []dice.Roll{{Purpose: "block " + string(reactor), Sides: 6, Value: v}},
			Detail: []string{detail}}
		if v >= need {
			s.Sides[s.Active].Score -= s.Last
			e.Text = fmt.Sprintf("%s blocks: the roll of %d is cancelled", reactor, s.Last)
		} else {
			e.Text = fmt.Sprintf("%s fails to block", reactor)
		}
		ev = append(ev, e)
	}
	s.next()
	return ev
}

func (s *State) next() {
	s.Active++
	if s.Active == len(s.Sides) {
		s.Active = 0
		s.Turn++
		if s.Turn > s.Turns {
			s.Over = true
		}
	}
}

func (s *State) View(side adjudicator.Side) adjudicator.View {
	var b strings.Builder
	var data struct {
		Turn   int            `json:"turn"`
		Scores map[string]int `json:"scores"`
		Secret int            `json:"secret"`
	}
	data.Turn, data.Scores = s.Turn, map[string]int{}
	for _, x := range s.Sides {
		fmt.Fprintf(&b, "%s: score %d\n", x.Side, x.Score)
		data.Scores[string(x.Side)] = x.Score
		if x.Side == side {
			fmt.Fprintf(&b, "your secret: %d\n", x.Secret)
			data.Secret = x.Secret
		}
	}
	raw, _ := json.Marshal(data)
	return adjudicator.View{Side: side, Turn: min(s.Turn, s.Turns), Status: s.Status(), Text: b.String(), Data: raw}
}

func (s *State) Outcome() *adjudicator.Outcome {
	if !s.Over {
		return nil
	}
	a, b := s.Sides[0], s.Sides[1]
	switch {
	case a.Score > b.Score:
		return &adjudicator.Outcome{Winner: a.Side, Text: fmt.Sprintf("%s wins %d to %d", a.Side, a.Score, b.Score)}
	case b.Score > a.Score:
		return &adjudicator.Outcome{Winner: b.Side, Text: fmt.Sprintf("%s wins %d to %d", b.Side, b.Score, a.Score)}
	}
	return &adjudicator.Outcome{Text: fmt.Sprintf("draw %d to %d", a.Score, b.Score)}
}

func (s *State) Status() string {
	if s.Over {
		return fmt.Sprintf("game over after turn %d", s.Turns)
	}
	return fmt.Sprintf("turn %d of %d, %s to act", s.Turn, s.Turns, s.Sides[s.Active].Side)
}

func (s *State) Marshal() ([]byte, error) { return json.Marshal(s) }

func (s *State) Clone() adjudicator.State {
	c := *s
	c.Sides = append([]SideState{}, s.Sides...)
	return &c
}
