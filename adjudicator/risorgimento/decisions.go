package risorgimento

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// The line kinds of each decision (parse.go reads them).
var (
	acceptsActivate = []string{"pass", "activate", "extend"}
	acceptsBrigade  = []string{"done", "orders", "strategic", "move", "face", "fire", "attack", "charge", "square", "rally"}
	acceptsSide     = map[string][]string{
		stepReserve:      {"no-reserve", "reserve"},
		stepOutOfReserve: {"keep-reserve", "release"},
		stepCommanders:   {"stay", "commander"},
	}
	passiveSide = map[string]string{stepReserve: "no reserve", stepOutOfReserve: "keep reserve", stepCommanders: "commanders stay"}
	promptSide  = map[string]string{
		stepReserve:      "Reserve Placement: place brigades In Reserve, one line each, then `no reserve` (4.6)",
		stepOutOfReserve: "Out of Reserve: bring brigades out of Reserve, one line each, then `keep reserve` (4.6)",
		stepCommanders:   "Move Corps Commanders: move each corps commander, one line each, then `commanders stay` (4.23)",
	}
)

// Pending implements adjudicator.State.
func (s *State) Pending() []adjudicator.Decision { return s.decisions(true) }

// Brief implements adjudicator.Briefer: Pending without the Options.
func (s *State) Brief() []adjudicator.Decision { return s.decisions(false) }

func (s *State) decisions(options bool) []adjudicator.Decision {
	if s.Over != nil {
		return nil
	}
	switch s.Step {
	case stepReserve, stepOutOfReserve, stepCommanders:
		var ds []adjudicator.Decision
		for _, side := range s.w.sides {
			if s.decided(side) {
				continue
			}
			d := adjudicator.Decision{Side: side, Kind: s.Step, Prompt: promptSide[s.Step], Accepts: acceptsSide[s.Step],
				Default: &adjudicator.Line{Text: passiveSide[s.Step], Kind: acceptsSide[s.Step][0]}}
			if options {
				d.Options = s.sideOptions(side)
			}
			ds = append(ds, d)
		}
		return ds
	case stepActivation:
		if d, ok := s.cavalryDecision(options); ok {
			return []adjudicator.Decision{d}
		}
		if d, ok := s.counterDecision(options); ok {
			return []adjudicator.Decision{d}
		}
		if d, ok := s.preAttackDecision(options); ok {
			return []adjudicator.Decision{d}
		}
		if d, ok := s.preFireDecision(options); ok {
			return []adjudicator.Decision{d}
		}
		if s.massedOpen() {
			return []adjudicator.Decision{s.massedDecision(options)}
		}
		if bi := s.currentBrigade(); bi != nil && s.Act.Corps != "" {
			return []adjudicator.Decision{s.brigadeDecision(bi, options)}
		}
		if target, ids, ok := s.needsReaction(); ok && s.Act.Corps != "" {
			return []adjudicator.Decision{s.reactDecision(target, ids, options)}
		}
		return []adjudicator.Decision{s.activateDecision(options)}
	}
	return nil
}

// activateDecision is B2/B3's choice (4.3, 4.5, 4.52): pass, or select a
// corps; a Free Activation needs no roll.
func (s *State) activateDecision(options bool) adjudicator.Decision {
	side := s.Act.Player
	prompt := "select a corps to activate, or pass (4.5)"
	if s.Act.Free {
		prompt = "your Free Activation: select a corps, no roll needed, or pass (4.3, 4.52)"
	}
	d := adjudicator.Decision{Side: side, Kind: "activate", Prompt: prompt, Accepts: acceptsActivate}
	if s.rev() >= massedRevision {
		d.Accepts = append(slices.Clone(acceptsActivate), "massed") // 4.16
	}
	if s.rev() >= passRevision && slices.Contains(s.Act.Passed, side) {
		// a `pass` stands for the rest of the phase: no line left, it passes again
		d.Default, d.ReportDefault = &adjudicator.Line{Text: "pass", Kind: "pass"}, true
	}
	sel := map[string]bool{}
	for _, c := range s.selectable(side) {
		sel[c.Corps] = true
		d.Subjects = append(d.Subjects, c.Corps)
	}
	for _, ci := range s.w.corps {
		// A corps barred only for now (4.53: it just went) is no subject:
		// a line for it waits for a later selection.
		if why, forNow := s.whyNot(side, ci.ID); ci.Side == side && !sel[ci.ID] && why != "" && !forNow {
			d.Subjects = append(d.Subjects, ci.ID)
			d.Barred = append(d.Barred, adjudicator.Bar{Subject: ci.ID, Why: why, Spent: s.corps(ci.ID).Acts > 0})
		}
	}
	if options {
		d.Options = []string{"pass"}
		for _, c := range s.selectable(side) {
			verb := "activate"
			if c.Extended {
				verb = "extend"
			}
			d.Options = append(d.Options, verb+" "+c.Corps)
		}
		d.Options = append(d.Options, s.massedOptions(side)...)
	}
	return d
}

// brigadeDecision is one brigade's turn in its corps activation (3.0 B2):
// its lines, one at a time, until `done` (the default: a brigade whose
// side wrote nothing for it does nothing).
func (s *State) brigadeDecision(bi *brigadeInfo, options bool) adjudicator.Decision {
	side := s.w.corpsOf(bi.Corps).Side
	bs := s.brigade(bi.ID)
	d := adjudicator.Decision{Side: side, Kind: "brigade", Groups: []string{bi.ID},
		Prompt:  fmt.Sprintf("%s of %s acts (%s Orders): move, fire, attack, rally, then done (4.41, 4.42)", bi.ID, bi.Corps, map[bool]string{true: "Under", false: "Without"}[bs.Orders == "under"]),
		Accepts: acceptsBrigade, Default: &adjudicator.Line{Text: "done", Kind: "done", Group: bi.ID}, ReportDefault: true}
	d.Subjects = append(d.Subjects, bi.Units...)
	if bi.Leader != "" {
		d.Subjects = append(d.Subjects, bi.Leader)
	}
	if options {
		d.Options = s.brigadeOptions(bi)
	}
	return d
}

// brigadeOptions are the lines the brigade may give now: done first, a
// roll for orders, then each unit's rally, one-hex moves, fire and
// attacks.
func (s *State) brigadeOptions(bi *brigadeInfo) []string {
	out := []string{"done"}
	bs := s.brigade(bi.ID)
	if bs.Orders == "without" && !bs.Rolled && bi.Leader != "" {
		out = append(out, "orders")
	}
	if s.checkStrategic(bi, !bs.SM) == nil {
		out = append(out, map[bool]string{true: "strategic", false: "strategic off"}[!bs.SM])
	}
	b := s.board()
	g := s.w.m.Grid
	for _, id := range bi.Units {
		i := s.w.unitIndex(id)
		u := &s.Units[i]
		if u.Out {
			continue
		}
		if u.Hex.empty() {
			if u.Arrive > 0 && int(u.Arrive) <= s.Turn {
				if h, err := u.Entry.hex(); err == nil && s.checkMove(b, bi, i, []hexmap.Hex{h}) == nil {
					out = append(out, fmt.Sprintf("move %s %s", id, h))
				}
			}
			continue
		}
		if u.Disorder {
			if _, err := s.rallyCheck(b, bi, i); err == nil {
				out = append(out, "rally "+id)
			}
		}
		if s.checkSquare(b, bi, id, !u.Square) == nil {
			out = append(out, map[bool]string{true: "square " + id, false: "square " + id + " off"}[!u.Square])
		}
		for _, n := range g.Neighbors(u.hex()) {
			if s.checkMove(b, bi, i, []hexmap.Hex{n}) == nil {
				out = append(out, fmt.Sprintf("move %s %s", id, n))
			}
		}
		for h := range b.stacks.all {
			if b.enemyAt(s.sideOf(i), h) && g.Distance(u.hex(), h) <= max(1, s.w.units[i].Unit.MaxRange) {
				if s.checkFire(b, bi, i, h) == nil {
					out = append(out, fmt.Sprintf("fire %s %s", id, h))
				}
				if s.checkAttack(b, bi, i, h) == nil {
					out = append(out, fmt.Sprintf("attack %s %s", id, h))
				}
				if p := s.chargePath(b, bi, i, h); p != "" {
					out = append(out, "charge "+id+" "+p)
				}
			}
		}
	}
	return sortedTail(out)
}

// sortedTail keeps done, orders and strategic first and sorts the rest: the fire
// and attack options come from a map walk.
func sortedTail(out []string) []string {
	k := 0
	for k < len(out) && (out[k] == "done" || out[k] == "orders" || strings.HasPrefix(out[k], "strategic")) {
		k++
	}
	slices.Sort(out[k:])
	return out
}

func (s *State) rallyCheck(b *board, bi *brigadeInfo, i int) (bool, error) {
	cap, err := s.capability(bi, s.Units[i].ID.String())
	if err != nil {
		return false, err
	}
	adj, _ := b.adjacentEnemy(s.sideOf(i), s.Units[i].hex())
	if !cap.Rally || !MayRally(adj, s.Units[i].Acted, s.Act.Ext) {
		return false, fmt.Errorf("%s may not Rally now (8.51)", s.Units[i].ID)
	}
	return true, nil
}

// sideOptions are a side's lines in a segment where both sides choose:
// the passive one first.
func (s *State) sideOptions(side adjudicator.Side) []string {
	out := []string{passiveSide[s.Step]}
	switch s.Step {
	case stepReserve:
		b := s.board()
		for _, bi := range s.w.brigades {
			if s.reserveBar(b, side, bi.ID) == "" {
				out = append(out, "reserve "+bi.ID)
			}
		}
	case stepOutOfReserve:
		for _, bi := range s.w.brigades {
			if s.inReserve(side, bi.ID) {
				out = append(out, "release "+bi.ID)
			}
		}
	case stepCommanders:
		for _, ci := range s.w.corps {
			l := s.leader(ci.Leader)
			if ci.Side != side || l == nil || l.Hex.empty() || l.Moved {
				continue
			}
			at, _ := l.Hex.hex()
			b := s.board()
			for _, n := range s.w.m.Grid.Neighbors(at) {
				if _, err := s.checkLeaderMove(b, order{Verb: "commander", ID: l.ID.String(), Path: []hexmap.Hex{n}}, l.ID.String(), ""); err == nil {
					out = append(out, fmt.Sprintf("commander %s %s", l.ID, n))
				}
			}
		}
	}
	return out
}

// Apply implements adjudicator.State.
func (s *State) Apply(d adjudicator.Decision, l adjudicator.Line, r dice.Roller) ([]adjudicator.Event, error) {
	if s.Over != nil {
		return nil, fmt.Errorf("the game is over")
	}
	o, err := readOrder(l.Text)
	if err != nil {
		return nil, err
	}
	ev, err := s.answer(d, o, r)
	if err != nil {
		return nil, err
	}
	more, err := s.advance(r)
	return append(ev, more...), err
}

func (s *State) answer(d adjudicator.Decision, o order, r dice.Roller) ([]adjudicator.Event, error) {
	switch {
	case d.Kind == "activate" && s.Step == stepActivation && s.Act.Corps == "":
		if d.Side != s.Act.Player {
			return nil, fmt.Errorf("it is %s's activation (4.5)", s.Act.Player)
		}
		switch o.Verb {
		case "pass":
			if s.rev() >= passRevision && !slices.Contains(s.Act.Passed, d.Side) {
				s.Act.Passed = append(s.Act.Passed, d.Side)
			}
			return s.pass(fmt.Sprintf("%s passes: %s gets a Free Activation (4.52)", d.Side, s.w.other(d.Side))), nil
		case "activate", "extend":
			return s.selectCorps(r, o.ID, o.Verb == "extend")
		case "massed":
			if s.rev() >= massedRevision {
				return s.selectMassed(r, o.ID)
			}
		}
	case d.Kind == "react" && o.Verb == "react" && len(s.Act.Cavalry) > 0:
		return s.cavalryReact(r, o.Prefs)
	case d.Kind == "react" && o.Verb == "react" && s.Act.Counter != nil:
		return s.counterFire(r, o.Prefs)
	case d.Kind == "react" && o.Verb == "react" && s.Act.PreAttack != nil:
		return s.preAttackFire(r, o.Prefs)
	case d.Kind == "react" && o.Verb == "react" && s.Act.PreFire != nil:
		return s.preFireAnswer(r, o.Prefs)
	case d.Kind == "react" && o.Verb == "react":
		if _, _, ok := s.needsReaction(); !ok {
			break
		}
		return s.react(r, o.Prefs)
	case d.Kind == "massed" && s.massedOpen() && d.Side == s.Act.Player:
		return s.massedAnswer(r, o)
	case d.Kind == "brigade" && s.Step == stepActivation && s.currentBrigade() != nil:
		if s.w.corpsOf(s.currentBrigade().Corps).Side != d.Side {
			return nil, fmt.Errorf("%s is not %s's brigade (3.0 B2)", s.currentBrigade().ID, d.Side)
		}
		if o.Verb == "activate" || o.Verb == "extend" || o.Verb == "pass" {
			break
		}
		return s.act(r, o)
	case d.Kind == s.Step && !s.decided(d.Side):
		switch o.Verb {
		case "no-reserve", "keep-reserve", "stay":
			if o.Verb == acceptsSide[s.Step][0] {
				s.Decided = append(s.Decided, d.Side)
				return nil, nil
			}
		case "reserve":
			if s.Step == stepReserve {
				return s.placeReserve(d.Side, o.ID)
			}
		case "release":
			if s.Step == stepOutOfReserve {
				return s.release(d.Side, o.ID)
			}
		case "commander":
			if s.Step == stepCommanders {
				return s.moveCommander(d.Side, o)
			}
		}
	}
	return nil, fmt.Errorf("%q does not answer %s now (%s)", o.Verb, d.Kind, stepOf(s.Step).Rule)
}

// moveCommander is C3 (4.23): a corps commander of side moves.
func (s *State) moveCommander(side adjudicator.Side, o order) ([]adjudicator.Event, error) {
	li := s.w.leaderIndex(o.ID)
	if li < 0 || s.w.leaders[li].Side != side || s.w.leaders[li].Role != "corps" {
		return nil, fmt.Errorf("%s is not a corps commander of %s (4.23)", o.ID, side)
	}
	return s.moveLeader(o, o.ID, "a corps commander")
}

// chargePath is a charge of cavalry unit i at target the rules allow, as
// the hexes to write ("" for none): the first path of two or three hexes
// found in the map's direction order.
func (s *State) chargePath(b *board, bi *brigadeInfo, i int, target hexmap.Hex) string {
	if s.w.units[i].Unit.Kind != Cavalry {
		return ""
	}
	g := s.w.m.Grid
	from := s.Units[i].hex()
	d := g.Distance(from, target)
	if d < 2 || d > 3 {
		return ""
	}
	for _, a := range g.Neighbors(from) {
		if d == 2 {
			if g.Adjacent(a, target) {
				if _, err := s.checkCharge(b, bi, i, []hexmap.Hex{a, target}); err == nil {
					return fmt.Sprintf("%s %s", a, target)
				}
			}
			continue
		}
		for _, c := range g.Neighbors(a) {
			if g.Adjacent(c, target) && c != from {
				if _, err := s.checkCharge(b, bi, i, []hexmap.Hex{a, c, target}); err == nil {
					return fmt.Sprintf("%s %s %s", a, c, target)
				}
			}
		}
	}
	return ""
}
