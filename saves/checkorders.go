package saves

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/saves/sshsig"
)

// OrderCheck is what checking an order file found. Problems are mistakes to
// fix (file:line:col, with a hint); Notes say what the orders would do now.
type OrderCheck struct {
	Problems adjudicator.Problems
	Notes    []string
}

// CheckOrders checks an order file against the game in dir without
// changing anything: the envelope, the signature when there is one, the
// order language, and a dry run on a copy of the game with throw-away dice,
// which shows which plan lines the rules would take or skip now. The dry run
// cannot foresee what the other side will do, so a line it cannot reach
// yet is only noted.
func CheckOrders(dir string, sub Submission) (*OrderCheck, error) {
	f, err := Open(dir)
	if err != nil {
		return nil, err
	}
	body, armored, signed := sshsig.Split(sub.Data)
	if sub.Sig != nil {
		body, armored, signed = sub.Data, sub.Sig, true
	}
	env, ps := adjudicator.ParseEnvelope(sub.Name, body)
	if ps != nil {
		return &OrderCheck{Problems: ps}, nil
	}
	oc := &OrderCheck{}
	if env.Game != f.Header.Game {
		oc.problem(sub.Name, 1, fmt.Sprintf("game: %q, but this is game %q", env.Game, f.Header.Game), "copy the game id from your last report")
		return oc, nil
	}
	key, ok := f.Header.SideKey(string(env.Side))
	if !ok {
		oc.problem(sub.Name, 1, fmt.Sprintf("side: no side %q in game %s", env.Side, f.Header.Game), "sides: "+f.sideList())
		return oc, nil
	}
	if signed {
		pub, err := sshsig.ParsePublicKey([]byte(key))
		if err == nil {
			_, err = sshsig.VerifyTolerant(pub, sshsig.Namespace, body, armored)
		}
		if err != nil {
			oc.problem(sub.Name, 1, "signature: "+err.Error(), f.signatureHint(armored, string(env.Side)))
		}
	} else {
		oc.Notes = append(oc.Notes, "not signed yet: sign it before sending (mincio sign -i -k KEY FILE)")
	}
	g, err := f.State()
	if err != nil {
		return nil, err
	}
	if o, ok := g.Side(env.Side); ok && env.Seq <= o.Seq {
		oc.problem(sub.Name, env.BodyLine-1, fmt.Sprintf("seq %d is stale: the last accepted seq of side %s is %d", env.Seq, env.Side, o.Seq), fmt.Sprintf("use seq: %d", o.Seq+1))
	}
	lines, ps := f.System.ParseOrders(env.Side, sub.Name, env.BodyLine, env.Body)
	oc.Problems = append(oc.Problems, ps...)
	if ps != nil {
		return oc, nil
	}
	oc.dryRun(g, env, lines)
	return oc, nil
}

func (oc *OrderCheck) problem(file string, line int, msg, hint string) {
	oc.Problems = append(oc.Problems, adjudicator.Problem{Pos: adjudicator.Pos{File: file, Line: line, Col: 1}, Msg: msg, Hint: hint})
}

// dryRun applies the lines to a copy of the game and says what became of
// each: answered, skipped (with the rules' reason), or waiting.
func (oc *OrderCheck) dryRun(g *adjudicator.Game, env *adjudicator.Envelope, lines []adjudicator.Line) {
	g = g.Clone()
	if err := g.SetOrders(env.Side, env.Seq, lines); err != nil {
		oc.Notes = append(oc.Notes, err.Error())
		return
	}
	var zero dice.Seed
	res, err := g.Run(dice.NewStream(zero, "check", 0, [32]byte{}))
	if err != nil {
		oc.Notes = append(oc.Notes, "dry run: "+err.Error())
		return
	}
	for _, ev := range res.Events {
		if ev.Code == "line-refused" && ev.To.Sees(env.Side) {
			oc.Notes = append(oc.Notes, "now the rules would refuse "+ev.Text)
		}
	}
	o, _ := g.Side(env.Side)
	count := map[string]int{}
	for _, pl := range o.Plan {
		if pl.Seq == env.Seq {
			count[pl.Status]++
		}
	}
	oc.Notes = append(oc.Notes, fmt.Sprintf("dry run with throw-away dice: %d plan lines taken now, %d refused, %d waiting for later decisions; %d standing lines",
		count[adjudicator.LineUsed], count[adjudicator.LineRefused], count[adjudicator.LineWaiting]+count[adjudicator.LineExpired], standingLines(lines)))
}

func standingLines(lines []adjudicator.Line) int {
	n := 0
	for _, l := range lines {
		if l.Standing {
			n++
		}
	}
	return n
}

func firstGroup(d adjudicator.Decision) string {
	if len(d.Groups) == 0 {
		return ""
	}
	return d.Groups[0]
}

// CheckOrdersAgainstView checks an order file against a side's view as
// mailed with its report (view.json), with nothing else: what a player can
// do offline. The rules system checks the lines against the view when it
// knows how (adjudicator.ViewChecker).
func CheckOrdersAgainstView(v *SideView, sub Submission) (*OrderCheck, error) {
	sys, err := adjudicator.Lookup(v.System)
	if err != nil {
		return nil, userErr("this mincio does not know that rules system; update mincio", "view.json: %v", err)
	}
	body, _, signed := sshsig.Split(sub.Data)
	env, ps := adjudicator.ParseEnvelope(sub.Name, body)
	if ps != nil {
		return &OrderCheck{Problems: ps}, nil
	}
	oc := &OrderCheck{}
	if !signed && sub.Sig == nil {
		oc.Notes = append(oc.Notes, "not signed yet: sign it before sending (mincio sign -i -k KEY FILE)")
	}
	switch {
	case env.Game != v.Game:
		oc.problem(sub.Name, 1, fmt.Sprintf("game: %q, but the view is of game %q", env.Game, v.Game), "copy the game id from your last report")
	case env.Side != v.View.Side:
		oc.problem(sub.Name, 1, fmt.Sprintf("side: %q, but the view is side %q's", env.Side, v.View.Side), "check the side: line")
	case env.Seq <= v.Seq:
		oc.problem(sub.Name, env.BodyLine-1, fmt.Sprintf("seq %d is stale: the last accepted seq was %d", env.Seq, v.Seq), fmt.Sprintf("use seq: %d", v.Seq+1))
	}
	sys = adjudicator.BindView(sys, v.View) // the names the view shows: a scenario of the game's own too
	lines, ps := sys.ParseOrders(env.Side, sub.Name, env.BodyLine, env.Body)
	oc.Problems = append(oc.Problems, ps...)
	if ps != nil {
		return oc, nil
	}
	if vc, ok := sys.(adjudicator.ViewChecker); ok {
		oc.Problems = append(oc.Problems, vc.CheckOrders(v.View, lines)...)
	}
	if len(v.Owed) > 0 && !adjudicator.FileAnswers(v.Owed[0], lines) {
		d := v.Owed[0]
		oc.Notes = append(oc.Notes, fmt.Sprintf("no line of this file answers what you owe now: %s (%s; answer with %v under %s)",
			d.Kind, d.Prompt, d.Accepts, adjudicator.GroupName(firstGroup(d))))
	}
	return oc, nil
}
