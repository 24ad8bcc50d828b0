package saves

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// Applying a moderator's act: Moderate (and Submit, and poll, for a signed
// act) record it, and replay applies it again like every input.

// moderate applies a moderator's signed act received as sub.
func (w *writer) moderate(sub Submission) (*Receipt, error) {
	in, err := w.f.checkModerator(sub.Name, sub.Data, sub.Sig)
	if err != nil {
		return nil, err
	}
	if e, err := w.f.entryWithDigest(in.Digest); err != nil {
		return nil, hostFault(err)
	} else if e != nil {
		return &Receipt{Entry: e, Duplicate: true, Head: w.f.Head()}, nil
	}
	if err := w.f.checkActHere(sub.Name, in.Act, w.f.Len()+1, w.opt.Now); err != nil {
		return nil, err
	}
	if err := checkActNotAhead(sub.Name, in.Act, w.opt.Now); err != nil {
		return nil, err
	}
	e, reports, err := w.append(in)
	if err != nil {
		return nil, err
	}
	return &Receipt{Entry: e, Reports: reports, Head: w.f.Head()}, nil
}

// Moderate applies a moderator's act to the game in dir: a signed file
// made by SignAct (or any file signed with the moderator key in that
// form). On any error the game is as it was.
func Moderate(dir string, sub Submission, opt Options) (*Receipt, error) {
	var rc *Receipt
	err := withGame(dir, opt, func(w *writer) error {
		var err error
		rc, err = w.moderate(sub)
		return err
	})
	return rc, err
}

// applyModerator records the act in the game and runs the engine on:
// every side is told what the moderator did and why.
func applyModerator(g *adjudicator.Game, in *Input, r dice.Recorder) (adjudicator.RunResult, error) {
	a := in.Act
	why := ""
	if a.Reason != "" {
		why = ". Reason: " + a.Reason
	}
	var ev []adjudicator.Event
	say := func(code, format string, args ...any) {
		ev = append(ev, adjudicator.Event{Code: code, Text: fmt.Sprintf(format, args...) + why})
	}
	switch a.Name {
	case "extend":
		say("moderator-extend", "The moderator extended the deadline of %s by %s", a.Side, a.For)
	case "pause":
		say("moderator-pause", "The moderator paused the game: no deadline runs until it is resumed (orders are still taken)")
	case "resume":
		say("moderator-resume", "The moderator resumed the game: deadlines run again, moved on by the time of the pause")
	case "replace":
		replaced(g, a)
		if a.Player != "" {
			say("moderator-replace", "The moderator gave player %s's seat of side %s to a new player: from now on only the new player's key signs for it, and that seat's reports go to the new address", a.Player, a.Side)
			break
		}
		say("moderator-replace", "The moderator gave side %s to a new player: from now on only the new player's key signs for it, and its reports go to the new address", a.Side)
	case "address":
		if a.Player != "" {
			say("moderator-address", "The moderator changed the address the reports of player %s of side %s go to", a.Player, a.Side)
			break
		}
		say("moderator-address", "The moderator changed the address the reports of side %s go to", a.Side)
	case "rule":
		rules, err := g.Rule(adjudicator.Side(a.Side), a.Line, r)
		if err != nil {
			return adjudicator.RunResult{}, userErr("rule with a line of the side's order language that answers what it owes (its report lists the options)", "%s: ruling for side %s: %v", in.Name, a.Side, err)
		}
		say("moderator-ruling", "The moderator ruled by hand on what side %s owed", a.Side)
		ev = append(ev, adjudicator.Event{Code: "moderator-ruling-line", To: adjudicator.Only(adjudicator.Side(a.Side)),
			Text: fmt.Sprintf("The moderator's ruling for you: %q", a.Line)})
		ev = append(ev, rules...)
	case "end":
		winner := adjudicator.Side(a.Result)
		if a.Result == "draw" {
			winner = ""
		}
		if err := g.EndBy(winner, a.Reason); err != nil {
			return adjudicator.RunResult{}, err
		}
		ev = append(ev, adjudicator.Event{Code: "moderator-end", Text: g.Ended.Text})
	}
	run, err := g.Run(r)
	run.Events = append(ev, run.Events...)
	return run, err
}

// replaced marks the seat a replace gives to a new player as present: the
// new player answers from now on, not the missed-turn default. On a team
// it is the named player's seat, or the first's (the side's key).
func replaced(g *adjudicator.Game, a *Act) {
	o, ok := g.Side(adjudicator.Side(a.Side))
	if !ok {
		return
	}
	if !o.Team() {
		o.Absent = false
		return
	}
	player := a.Player
	if player == "" {
		player = o.Players[0].Player
	}
	if p, ok := o.Player(player); ok {
		p.Absent = false
	}
}
