package tolentino

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// lineOutcome is what one run of a part made of one line.
type lineOutcome struct {
	bad  bool   // refused, or left unused when the part was over
	open bool   // the run could not say
	msg  string // why it was bad
	// spare: left unused only because its step did not come on the view's
	// position, and the rules take it at that step: what happens before
	// the formation acts (an enemy moving next to it) may bring the step.
	spare bool
}

// variant is one run of a part: with or without the stand-ins for the
// stacks out of sight, every die low or high.
type variant struct{ bare, high bool }

// partRuns are the runs of one part in every variant.
type partRuns struct {
	results []map[adjudicator.Pos]lineOutcome // by variant
	rolls   []dice.Roll
	// ends are the states at the end of the low-dice runs, with the
	// stand-ins and without them (nil: the run did not end, or the view
	// shows no stack out of sight).
	ends [2]*State
}

// runs runs the engine on one part of the turn in every variant, from
// with (and bare, the same without the stand-ins).
func (vc *viewCheck) runs(group string, lines []adjudicator.Line, with, bare *State, prepare func(*State, dice.Roller) error, until func(*State) bool) partRuns {
	vars := []variant{{false, false}, {false, true}}
	if len(vc.hidden) > 0 {
		vars = append(vars, variant{true, false}, variant{true, true})
	}
	feed := append(slices.Clone(lines), vc.standing...)
	pr := partRuns{results: make([]map[adjudicator.Pos]lineOutcome, len(vars))}
	for i, v := range vars {
		st := with
		if v.bare {
			st = bare
		}
		run := simulate(st.clone(), vc.side, feed, prepare, until, v.high)
		pr.results[i] = vc.outcomes(group, lines, run)
		pr.rolls = append(pr.rolls, run.rolls...)
		if !v.high {
			pr.ends[i/2] = run.end
		}
	}
	return pr
}

// runPart runs one part from the view's position and gives each line its
// verdict. It returns the state at the end of the first run (stand-ins,
// dice low), nil if that run did not end.
func (vc *viewCheck) runPart(group string, lines []adjudicator.Line, prepare func(*State, dice.Roller) error, until func(*State) bool) *State {
	pr := vc.runs(group, lines, vc.base, vc.bare, prepare, until)
	for _, l := range lines {
		*vc.out[l.Pos] = vc.verdict(l, pr)
	}
	return pr.ends[0]
}

// outcomes reads the line statuses the engine left.
func (vc *viewCheck) outcomes(group string, lines []adjudicator.Line, run simRun) map[adjudicator.Pos]lineOutcome {
	out := map[adjudicator.Pos]lineOutcome{}
	for _, l := range lines {
		switch {
		case run.failed != nil:
			out[l.Pos] = lineOutcome{bad: true, msg: fmt.Sprintf("formation %s cannot be activated now: %v", group, run.failed)}
		default:
			out[l.Pos] = lineOutcome{open: true}
		}
	}
	if run.orders == nil {
		return out
	}
	for _, pl := range run.orders.Plan {
		if _, ok := out[pl.Pos]; !ok || pl.Standing {
			continue
		}
		switch pl.Status {
		case adjudicator.LineUsed:
			out[pl.Pos] = lineOutcome{}
		case adjudicator.LineRefused:
			out[pl.Pos] = lineOutcome{bad: true, msg: pl.Note}
		case adjudicator.LineWaiting:
			if run.end != nil {
				msg, spare := vc.unused(run, group, pl)
				out[pl.Pos] = lineOutcome{bad: true, msg: msg, spare: spare}
			}
		}
	}
	return out
}

// unused says why the part ended with pl unused: the host's reason, and
// what the rules say of the line at the step it answers; spare when they
// take it there.
func (vc *viewCheck) unused(run simRun, group string, pl adjudicator.PlanLine) (string, bool) {
	why := "it would not be used: " + run.orders.UnusedReason(pl)
	if err := vc.forced(run.end, group, pl.Line); err != nil {
		return why + fmt.Sprintf("; and at that step the rules refuse it: %v", err), false
	}
	return why, !run.orders.StepCame(pl)
}

// forced tries l at the step it answers, on end set to that step.
func (vc *viewCheck) forced(end *State, group string, l adjudicator.Line) error {
	stage := stepOf(l.Kind, group)
	if stage == "" {
		return nil
	}
	st := end.clone()
	st.calm()
	st.Active, st.Side, st.Stage = group, vc.side, stage
	if stage == stOfficer {
		st.form(group).Tried = false
		if !st.officerPresent() {
			return nil // no officer to try (4.4.5): the step is never asked
		}
	}
	p := st.Pending()
	if len(p) == 0 {
		return nil
	}
	_, err := st.Apply(p[0], l, &guessRoller{})
	return err
}

// stepOf is the stage whose decision takes a line of kind in group.
func stepOf(kind, group string) string {
	if group == "" {
		switch kind {
		case "order", "grenzer", "done-orders":
			return stOrders
		case "reorganize", "done-reorganize":
			return stNight
		}
		return ""
	}
	switch kind {
	case "initiative", "done-orders":
		return stOfficer
	case "move", "hold", "artillery", "charge", "bridge", "done":
		return stMove
	case "unit-order":
		return stOOC
	case "bombard", "done-bombard":
		return stBombard
	case "attack", "done-attack":
		return stAttack
	case "reorganize", "done-reorganize":
		return stReorg
	}
	return ""
}

// verdict gives line l its verdict from the runs of its part: the first
// two with the stand-ins (dice low, high), the next two without them.
func (vc *viewCheck) verdict(l adjudicator.Line, pr partRuns) adjudicator.LineCheck {
	runs := pr.results
	lc := adjudicator.LineCheck{Line: l, Verdict: adjudicator.CheckOK}
	lo, hi := runs[0][l.Pos], runs[1][l.Pos]
	if lo.open || hi.open {
		lc.Verdict, lc.Msg = adjudicator.CheckUntried, "the check's run of the turn did not come to it"
		return lc
	}
	if lo.bad != hi.bad {
		bad := lo
		if hi.bad {
			bad = hi
		}
		lc.Verdict = adjudicator.CheckWarning
		lc.Msg = fmt.Sprintf("whether the host takes it depends on dice rolled before it (%s): with some rolls the rules say: %s", purposes(pr.rolls), bad.msg)
		lc.Hint = "the dice are rolled by the host; your report will say what became of the line"
		return lc
	}
	if len(runs) > 2 {
		bareLo, bareHi := runs[2][l.Pos], runs[3][l.Pos]
		if !bareLo.open && !bareHi.open && (bareLo.bad != lo.bad || bareHi.bad != hi.bad) {
			lc.Verdict = adjudicator.CheckWarning
			lc.Hint = "your view cannot show what is there; your report will say what became of the line"
			where := strings.Join(hexWords(vc.nearHidden(l)), ", ")
			if lo.bad {
				lc.Msg = fmt.Sprintf("it depends on the enemy stack out of sight at %s: if an enemy unit is there, the rules say: %s", where, lo.msg)
			} else {
				lc.Msg = fmt.Sprintf("it depends on the enemy stack out of sight at %s: if none is there, the rules say: %s", where, bareLo.msg)
			}
			return lc
		}
	}
	if lo.bad && lo.spare && hi.spare {
		lc.Verdict, lc.Msg = adjudicator.CheckWarning, "on what you see "+lo.msg
		lc.Hint = "the step may still come if the position changes before the formation acts (an enemy moving next to it); if not, the line expires and your report says so"
		return lc
	}
	if lo.bad {
		lc.Verdict, lc.Msg = adjudicator.CheckProblem, lo.msg
		lc.Hint = "on what you see, the host would refuse this line or leave it unused: change it or drop it"
	}
	return lc
}

// nearHidden lists the hexes out of sight a line may depend on: those
// within 3 hexes of a hex it names or of a unit it names; all of them
// when none is so near.
func (vc *viewCheck) nearHidden(l adjudicator.Line) []hexmap.Hex {
	c, perr := parseLine(l.Text, vc.base.b.lexicon())
	if perr != nil {
		return vc.hidden
	}
	at := slices.Clone(c.hexes)
	for _, id := range append([]string{c.unit}, c.units...) {
		if u := vc.base.unit(id); u != nil && u.On {
			at = append(at, u.Hex)
		}
	}
	var near []hexmap.Hex
	for _, h := range vc.hidden {
		for _, a := range at {
			if vc.base.b.grid.Distance(a, h) <= 3 {
				near = append(near, h)
				break
			}
		}
	}
	if len(near) == 0 {
		return vc.hidden
	}
	return near
}

func hexWords(hs []hexmap.Hex) []string {
	out := make([]string, len(hs))
	for i, h := range hs {
		out[i] = h.String()
	}
	return out
}

// purposes names the dice of a part, each once, at most four.
func purposes(rolls []dice.Roll) string {
	var out []string
	for _, r := range rolls {
		if p := r.Purpose; p != "" && !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	if len(out) > 4 {
		out = append(out[:4], "…")
	}
	if len(out) == 0 {
		return "dice"
	}
	return strings.Join(out, ", ")
}
