package risorgimento

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/check"
	"github.com/mincio/mincio/scenarios"
)

// CheckOrders implements adjudicator.ViewChecker (package check).
func (System) CheckOrders(sc *scenarios.Scenario, v adjudicator.View, lines []adjudicator.Line) ([]adjudicator.LineCheck, error) {
	return check.Run(Name, sc, v, lines, newViewCheck)
}

var _ adjudicator.ViewChecker = System{}

// newViewCheck is the check's adapter for view v. 003 hides no unit, so
// there is one world, the board the view shows (FromView). The parts of a
// turn (viewparts.go) are the Reserve Placement (4.6), the selections of
// the Activation Phase (4.5), each brigade's turn in its corps' activation
// (3.0 B2), the Out of Reserve (4.6) and Move Corps Commanders (4.23)
// segments; a reaction (7.17) answers an enemy's attack and is checked
// when used.
func newViewCheck(sc *scenarios.Scenario, v adjudicator.View) (check.Adapter[*State], error) {
	s, err := FromView(sc, v)
	if err != nil {
		return nil, err
	}
	return &viewCheck{base: s, side: v.Side}, nil
}

// viewCheck is Risorgimento's check.Adapter.
type viewCheck struct {
	base *State
	side adjudicator.Side
	// brigadeTurns are Forced's states at a brigade's turn, by the run's
	// end state and the brigade: every unused line of the brigade is
	// tried from the same one.
	brigadeTurns map[forcedKey]*brigadeTurn
	spare        *State // Forced's last try, whose memory the next reuses
}

func (vc *viewCheck) Worlds() []check.World[*State] { return []check.World[*State]{{State: vc.base}} }
func (vc *viewCheck) System() adjudicator.System    { return System{} }
func (vc *viewCheck) Scenario() *scenarios.Scenario { return vc.base.w.sc }

func (vc *viewCheck) Now() check.Now {
	return check.Now{Turn: vc.base.Turn, Over: vc.base.Over != nil, Active: vc.active()}
}

// active is the brigade acting, "" if none.
func (vc *viewCheck) active() string {
	if vc.base.Step != stepActivation || vc.base.Act.Corps == "" {
		return ""
	}
	if bi := vc.base.currentBrigade(); bi != nil {
		return bi.ID
	}
	return ""
}

const hintIDs = "see the map and the counters in your report"

// Static reads a line against the scenario and the side: its hexes on the
// map, and the corps, brigades and leaders it names the side's own (2.41).
func (vc *viewCheck) Static(l adjudicator.Line, _ []adjudicator.Line) (string, string) {
	o, err := readOrder(l.Text)
	if err != nil {
		return err.Error(), hintIDs
	}
	w := vc.base.w
	for _, h := range o.Path {
		if !w.sc.Map.OnMap(h) {
			return fmt.Sprintf("%v is not on the map", h), hintIDs
		}
	}
	switch o.Verb {
	case "move", "face", "fire", "attack", "charge", "square", "rally":
		if o.ID != "" && w.unitIndex(o.ID) < 0 && w.leaderIndex(o.ID) < 0 {
			return fmt.Sprintf("no unit or leader %q in this game (2.2)", o.ID), hintIDs
		}
		for _, id := range o.With {
			if w.unitIndex(id) < 0 {
				return fmt.Sprintf("no unit %q in this game (2.2)", id), hintIDs
			}
		}
	}
	if l.Group != "" {
		if bi := w.brigade(l.Group); bi != nil && w.corpsOf(bi.Corps).Side != vc.side {
			return fmt.Sprintf("brigade %s is of %s, not yours (2.41)", l.Group, w.corpsOf(bi.Corps).Side), "write groups for your own brigades only"
		}
	}
	switch o.Verb {
	case "activate", "extend":
		if ci := w.corpsOf(o.ID); ci != nil && ci.Side != vc.side {
			return fmt.Sprintf("%s is not a corps of %s (2.41)", o.ID, vc.side), "activate your own corps: your report lists them"
		}
	case "reserve", "release":
		if bi := w.brigade(o.ID); bi != nil && w.corpsOf(bi.Corps).Side != vc.side {
			return fmt.Sprintf("brigade %s is not of %s (4.6)", o.ID, vc.side), "name your own brigades"
		}
	case "commander":
		if li := w.leaderIndex(o.ID); li >= 0 && w.leaders[li].Side != vc.side {
			return fmt.Sprintf("%s is not a leader of %s (4.23)", o.ID, vc.side), "move your own corps commanders"
		}
	}
	return "", ""
}

// Part names the part of the turn that uses line l.
func (vc *viewCheck) Part(l adjudicator.Line) (check.Part, string) {
	switch l.Kind {
	case "react":
		return check.Part{}, "it answers an enemy attack on your units, or enemy infantry coming on against your cavalry (7.17, 6.34, 7.53): tried when the host comes to it"
	case "pass", "activate", "extend", "massed":
		return check.Part{Step: partActivate}, ""
	case "no-reserve", "reserve":
		return check.Part{Step: stepReserve}, ""
	case "keep-reserve", "release":
		return check.Part{Step: stepOutOfReserve}, ""
	case "stay", "commander":
		return check.Part{Step: stepCommanders}, ""
	}
	return check.Part{Form: l.Group}, ""
}

// Activates: an `activate` line names a corps, whose brigades are the
// groups; the check orders the brigades by the file.
func (vc *viewCheck) Activates(adjudicator.Line) string { return "" }

func (vc *viewCheck) LineOf(text string) (adjudicator.Line, bool) {
	o, err := readOrder(text)
	if err != nil {
		return adjudicator.Line{}, false
	}
	return adjudicator.Line{Pos: adjudicator.Pos{File: "check"}, Text: text, Kind: o.Verb, Subject: o.ID}, true
}

// SideOf: Risorgimento's rolls carry no stake.
func (vc *viewCheck) SideOf(string) adjudicator.Side { return "" }

// Depends: there is one world, so no verdict depends on it.
func (vc *viewCheck) Depends(_ adjudicator.Line, _ int, msg string) (string, string) {
	return msg, ""
}

func (vc *viewCheck) SelfClosing(adjudicator.Line) string { return "" }

func (vc *viewCheck) Final(lc adjudicator.LineCheck) adjudicator.LineCheck { return lc }

func (vc *viewCheck) Words() check.Words {
	return check.Words{
		CannotAct: "brigade %s cannot act now: %v",
		Order:     "the initiative, the Continuity Rolls and the selections give (4.3, 4.5)",
		Spare:     "the step may still come if the position changes before the brigade acts; if not, the line expires and your report says so",
	}
}
