package saves

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/saves/sshsig"
	"github.com/mincio/mincio/scenarios"
)

// OrderCheck is what checking an order file found. Problems are mistakes to
// fix (file:line:col, with a hint): what the host would refuse, or leave
// unused, on what the side may see. Warnings are lines whose fate depends
// on what the side cannot see (enemy stacks out of sight) or on dice.
// Notes say what else is worth knowing (not signed yet …).
type OrderCheck struct {
	Problems adjudicator.Problems
	Warnings adjudicator.Problems
	Notes    []string
	// Lines is the verdict on each order line, in file order, when the
	// rules system checks against a view (adjudicator.ViewChecker): ok,
	// problem or warning. Empty when the file did not get that far.
	Lines []adjudicator.LineCheck
}

// CheckOrders checks an order file against the game in dir without
// changing anything: the envelope, the signature when there is one, the
// seq, the order language, and then the lines against the side's view —
// what the side may see now, never the true state, so the answer cannot
// tell the side anything its report does not (see CheckOrdersAgainstView).
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
	seat, ok := f.Player(string(env.Side)) // as the moderator's replacements left it
	key := seat.Key
	if !ok {
		oc.problem(sub.Name, 1, fmt.Sprintf("side: no side %q in game %s", env.Side, f.Header.Game), "sides: "+f.sideList())
		return oc, nil
	}
	if err := f.checkBinding(sub.Name, env); err != nil {
		oc.problem(sub.Name, envelopeLine(body, "header"), err.Error(), err.(*Error).Hint)
		return oc, nil
	}
	if tm, err := teamPlayer(sub.Name, env, seat); err != nil {
		oc.problem(sub.Name, envelopeLine(body, "side"), err.Error(), err.(*Error).Hint)
		return oc, nil
	} else if tm.Player != "" {
		key = tm.Key // a team's player signs with their own seat's key
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
	last := lastSeq(g, env.Side, env.Player)
	if env.Seq <= last {
		oc.problem(sub.Name, envelopeLine(body, "seq"), fmt.Sprintf("seq %d is stale: the last accepted seq of side %s is %d", env.Seq, env.Side, last), fmt.Sprintf("use seq: %d", last+1))
	} else if err := f.acceptsOrders(sub.Name, env.Seq, last); err != nil {
		oc.problem(sub.Name, envelopeLine(body, "seq"), err.Error(), err.(*Error).Hint)
	}
	if oc.messages(adjudicator.CoreRevisionOf(f.Scenario), f.Scenario.Press, f.Header.HasTeam(string(env.Side)), sub.Name, env) {
		return oc, nil
	}
	if slices.Contains(adjudicator.Declarations, env.Mode) {
		oc.checkDeclaration(sub.Name, env)
		return oc, nil
	}
	lines, ps := f.System.ParseOrders(env.Side, sub.Name, env.BodyLine, env.Body)
	oc.Problems = append(oc.Problems, ps...)
	if ps != nil {
		return oc, nil
	}
	if o, ok := g.Side(env.Side); ok {
		oc.Problems = append(oc.Problems, teamLines(f.Scenario, o, env.Player, lines)...)
	}
	var owed []adjudicator.Decision
	if last := f.Last(); last != nil {
		owed = owedBy(last.Result, env.Side)
	}
	if err := oc.againstView(f.System, f.Scenario, g.State.View(env.Side), owed, lines); err != nil {
		return nil, err
	}
	return oc, nil
}

// checkReceived is the check that answers an order file the host is about
// to apply (issue 23): its lines against the view its side has before it
// is applied — what the player saw when writing it — with the code of
// CheckOrders, on the game state Submit already holds. The acknowledgement
// says itself whether the file answers what the side owed, so no note of
// that here. A check that cannot run says so in a note: the file is
// applied all the same, and the report tells what became of each line.
// Nil when the rules system cannot check lines against a view
// (adjudicator.ViewChecker): there is nothing to tell.
func (f *Folder) checkReceived(g *adjudicator.Game, side adjudicator.Side, lines []adjudicator.Line) *OrderCheck {
	if _, ok := f.System.(adjudicator.ViewChecker); !ok {
		return nil
	}
	oc := &OrderCheck{}
	if err := oc.againstView(f.System, f.Scenario, g.State.View(side), nil, lines); err != nil {
		return &OrderCheck{Notes: []string{"the lines could not be checked against your view: " + err.Error()}}
	}
	return oc
}

func (oc *OrderCheck) problem(file string, line int, msg, hint string) {
	oc.Problems = append(oc.Problems, adjudicator.Problem{Pos: adjudicator.Pos{File: file, Line: line, Col: 1}, Msg: msg, Hint: hint})
}

// againstView checks the lines against side's view v, with the rules
// system's own code where it can (adjudicator.ViewChecker), and notes a
// file that answers nothing the side owes.
func (oc *OrderCheck) againstView(sys adjudicator.System, sc *scenarios.Scenario, v adjudicator.View, owed []adjudicator.Decision, lines []adjudicator.Line) error {
	if vc, ok := sys.(adjudicator.ViewChecker); ok {
		checks, err := vc.CheckOrders(sc, v, lines)
		if err != nil {
			return userErr("use the view.json of your latest report for this game, unchanged", "the view cannot be checked against: %v", err)
		}
		oc.Lines = checks
		for _, c := range checks {
			switch c.Verdict {
			case adjudicator.CheckProblem:
				oc.Problems = append(oc.Problems, c.Problem())
			case adjudicator.CheckWarning:
				oc.Warnings = append(oc.Warnings, c.Problem())
			}
		}
	}
	if len(owed) > 0 && !adjudicator.FileAnswers(owed[0], lines) {
		d := owed[0]
		oc.Notes = append(oc.Notes, fmt.Sprintf("no line of this file answers what you owe now: %s (%s; answer with %v under %s)",
			d.Kind, d.Prompt, d.Accepts, adjudicator.GroupName(firstGroup(d))))
	}
	return nil
}

func firstGroup(d adjudicator.Decision) string {
	if len(d.Groups) == 0 {
		return ""
	}
	return d.Groups[0]
}

// CheckOrdersAgainstView checks an order file against a side's view as
// mailed with its report (view.json), with nothing else: what a player can
// do offline. The rules system runs its own rules on what the view shows
// (adjudicator.ViewChecker); the scenario is the one built into mincio
// that the view names.
func CheckOrdersAgainstView(v *SideView, sub Submission) (*OrderCheck, error) {
	return checkAgainstView(v, "", sub)
}

// CheckOrdersAgainstViewOf is CheckOrdersAgainstView for a game whose
// scenario is not built into mincio (made from a scenario file): the
// scenario is read from scenarioFile (a path; its includes beside it),
// which must be the game's, by id and by the digest the view records.
func CheckOrdersAgainstViewOf(v *SideView, scenarioFile string, sub Submission) (*OrderCheck, error) {
	return checkAgainstView(v, scenarioFile, sub)
}

func checkAgainstView(v *SideView, scenarioFile string, sub Submission) (*OrderCheck, error) {
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
	case env.Header == "":
		oc.problem(sub.Name, envelopeLine(body, "header"), "no header: line: an order file must name the game's header tag", fmt.Sprintf("add the line \"header: %s\" after the game: line", v.Header))
	case env.Header != v.Header:
		oc.problem(sub.Name, envelopeLine(body, "header"), fmt.Sprintf("header: %s, but the view is of the game with header %s", env.Header, v.Header), "a file written for another game cannot be played here; copy the header: line from your last report")
	case env.Side != v.View.Side:
		oc.problem(sub.Name, 1, fmt.Sprintf("side: %q, but the view is side %q's", env.Side, v.View.Side), "check the side: line")
	case env.Seq <= v.lastSeq(env.Player):
		oc.problem(sub.Name, env.BodyLine-1, fmt.Sprintf("seq %d is stale: the last accepted seq was %d", env.Seq, v.lastSeq(env.Player)), fmt.Sprintf("use seq: %d", v.lastSeq(env.Player)+1))
	}
	if len(v.Seats) > 0 || len(v.PlayerSeqs) == 0 { // a view of a team before seats were carried cannot tell
		_, sp := v.seatsOrders()
		if _, err := teamPlayer(sub.Name, env, sp); err != nil {
			oc.problem(sub.Name, envelopeLine(body, "side"), err.Error(), err.(*Error).Hint)
			return oc, nil
		}
	}
	if oc.messages(v.Revisions().Core, v.Press, len(v.PlayerSeqs) > 0, sub.Name, env) {
		return oc, nil
	}
	sys = adjudicator.BindView(sys, v.View) // the names the view shows: a scenario of the game's own too
	lines, ps := sys.ParseOrders(env.Side, sub.Name, env.BodyLine, env.Body)
	oc.Problems = append(oc.Problems, ps...)
	if ps != nil || env.Game != v.Game || env.Side != v.View.Side {
		return oc, nil
	}
	var sc *scenarios.Scenario
	if _, ok := sys.(adjudicator.ViewChecker); ok || len(v.Seats) > 0 {
		if sc, err = oc.viewScenario(sys, v, scenarioFile); err != nil {
			return nil, err
		}
	}
	if len(v.Seats) > 0 { // a team's: a teammate's lines refused, as the host refuses them
		o, _ := v.seatsOrders()
		if ps := teamLines(sc, o, env.Player, lines); ps != nil {
			oc.Problems = append(oc.Problems, ps...)
			return oc, nil // the host refuses the whole file, and tries none of its lines
		}
	}
	if err := oc.againstView(sys, sc, v.View, v.Owed, lines); err != nil {
		return nil, err
	}
	return oc, nil
}

// viewScenario is the scenario of a view's game, built in or read from
// scenarioFile, with the game's revisions and options as the host plays
// them.
func (oc *OrderCheck) viewScenario(sys adjudicator.System, v *SideView, scenarioFile string) (*scenarios.Scenario, error) {
	var sc *scenarios.Scenario
	var err error
	if scenarioFile != "" {
		sc, err = gameScenario(v, scenarioFile)
	} else {
		sc, err = builtIn(v.Scenario)
	}
	if err != nil {
		return nil, err
	}
	sc.Revisions = v.Revisions()
	if err := adjudicator.CheckRevisions(sys, sc.Revisions); err != nil {
		return nil, userErr("install a newer mincio", "view.json: %v", err)
	}
	if err := sc.ApplyOptions(v.Options); err != nil {
		return nil, userErr("install a newer mincio, or use the view.json of your latest report, unchanged", "view.json: the game's options: %v", err)
	}
	if v.Tables != nil {
		oc.Notes = append(oc.Notes, fmt.Sprintf("the game plays with its group's own tables (%s), which this check does not have: where a verdict depends on a table, it is the scenario's stand-ins'", v.Tables.File))
	}
	return sc, nil
}

// gameScenario reads the scenario of a view's game from file: its id and
// (when the view records it) its digest must be the game's.
func gameScenario(v *SideView, file string) (*scenarios.Scenario, error) {
	sc, err := scenarios.Load(file)
	if err != nil {
		return nil, userErr("give the game's scenario file (the host can send its scenario.scn)", "%s: %v", file, err)
	}
	if sc.ID != v.Scenario {
		return nil, userErr("give the game's scenario file (the host can send its scenario.scn)", "%s is scenario %s; the view is of a game of %s", file, sc.ID, v.Scenario)
	}
	if v.ScenarioDigest != "" && Digest(sc.Source) != v.ScenarioDigest {
		return nil, userErr("give the game's own scenario file, unchanged (the host can send its scenario.scn)", "%s is not the text of the game's scenario: its digest is %s, the game's %s", file, Digest(sc.Source), v.ScenarioDigest)
	}
	return sc, nil
}

// builtIn is the scenario a view names, from those built into mincio.
func builtIn(id string) (*scenarios.Scenario, error) {
	if id == "" || strings.ContainsAny(id, "/\\") || strings.HasSuffix(id, ".scn") {
		return nil, userErr("use the view.json of your latest report, unchanged", "view.json: %q is not a scenario id", id)
	}
	sc, err := scenarios.Load(id)
	if err != nil {
		return nil, userErr("give the game's scenario file: mincio orders check --view VIEW --scenario FILE.scn ORDERS (the host can send its scenario.scn)",
			"view.json: scenario %s is not built into this mincio: %v", id, err)
	}
	return sc, nil
}

// envelopeLine is the line of an order file's key: line, or the line after
// the envelope when the key is missing.
func envelopeLine(body []byte, key string) int {
	lines := strings.Split(string(body), "\n")
	for i, l := range lines {
		if k, _, ok := strings.Cut(strings.TrimSpace(l), ":"); ok && strings.EqualFold(k, key) {
			return i + 1
		}
	}
	return 2
}

var fileLinePrefix = regexp.MustCompile(`^[^\n]*?:(\d+): `)

// checkDeclaration checks the body of a leave, resign or draw file; the
// allowance is the host's to check when the file arrives.
func (oc *OrderCheck) checkDeclaration(name string, env *adjudicator.Envelope) {
	_, err := parseDeclaration(name, env)
	if err == nil {
		oc.Notes = append(oc.Notes, fmt.Sprintf("a declaration (mode: %s): it gives no orders; every side is told of it", env.Mode))
		return
	}
	e, ok := err.(*Error)
	if !ok {
		oc.problem(name, env.BodyLine, err.Error(), "")
		return
	}
	line, msg := env.BodyLine, e.Msg
	if m := fileLinePrefix.FindStringSubmatch(msg); m != nil && strings.HasPrefix(msg, name+":") {
		line, _ = strconv.Atoi(m[1])
		msg = msg[len(m[0]):]
	} else {
		msg = strings.TrimPrefix(msg, name+": ")
	}
	oc.problem(name, line, msg, e.Hint)
}
