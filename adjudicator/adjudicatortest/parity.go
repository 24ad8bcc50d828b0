package adjudicatortest

import (
	"fmt"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/scenarios"
)

// Parity compares a system's offline check (adjudicator.ViewChecker, the
// same for every system: package check) with its host. A system's test
// walks games and, at decisions of its choosing, hands Compare lines that
// answer them — some of the listed options, and lines its rules refuse —
// and Compare checks each on the owing side's view of the true state: the
// check must accept what the host's Apply takes there and refuse what it
// refuses, except where it warns (what the view hides, dice).
type Parity struct {
	Sys adjudicator.System // the system, bound to Sc (adjudicator.Bind)
	Sc  *scenarios.Scenario
	// checked, refused by the host, and warned of by the check.
	checked, refused, warned int
}

// Compare checks text, a line of group ("" for the army's own) answering
// d on st, against the host's Apply of it on a clone of st with r.
func (p *Parity) Compare(t testing.TB, where string, st adjudicator.State, d adjudicator.Decision, group, text string, r dice.Roller) {
	t.Helper()
	l, c := CheckOne(t, p.Sys, p.Sc, st, d.Side, group, text)
	_, hostErr := st.Clone().Apply(d, l, r)
	p.checked++
	if hostErr != nil {
		p.refused++
	}
	switch {
	case c.Verdict == adjudicator.CheckWarning:
		p.warned++
	case (hostErr == nil) != (c.Verdict == adjudicator.CheckOK):
		t.Errorf("%s %s %s: %q: host says %v, the check on the view says %s %s", where, d.Kind, d.Side, text, hostErr, c.Verdict, c.Msg)
	}
}

// Done logs the figures and fails when too few lines were compared for
// the comparison to mean anything.
func (p *Parity) Done(t testing.TB) {
	t.Helper()
	t.Logf("%d lines checked, %d refused by the host, %d warnings", p.checked, p.refused, p.warned)
	if p.checked < 100 || p.refused < 10 {
		t.Fatalf("only %d lines checked, %d refused by the host", p.checked, p.refused)
	}
}

// CheckOne checks a file of one line, text in group ("" for the army's
// own choices) of the turn in progress, on side's view of st: the line
// as the system parses it, and the check's verdict.
func CheckOne(t testing.TB, sys adjudicator.System, sc *scenarios.Scenario, st adjudicator.State, side adjudicator.Side, group, text string) (adjudicator.Line, adjudicator.LineCheck) {
	t.Helper()
	turn := 1
	if ts, ok := st.(adjudicator.TurnScoped); ok && ts.GameTurn() > 0 {
		turn = ts.GameTurn()
	}
	body := fmt.Sprintf("turn %d\n", turn)
	if group != "" {
		body += "formation " + group + "\n"
	}
	body += text + "\n"
	lines, ps := sys.ParseOrders(side, "p.txt", 1, []byte(body))
	if ps != nil {
		t.Fatalf("%q: %v", body, ps)
	}
	vc, ok := sys.(adjudicator.ViewChecker)
	if !ok {
		t.Fatalf("system %s has no offline check", sys.Name())
	}
	cs, err := vc.CheckOrders(sc, st.View(side), lines)
	if err != nil || len(cs) != 1 {
		t.Fatalf("%q: %v %v", body, cs, err)
	}
	return cs[0].Line, cs[0]
}
