package saves

import (
	"bytes"
	"fmt"
	"strings"
	"time"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/saves/sshsig"
)

// A moderator's act is a small text file signed with the league's
// moderator key (never the host key), recorded in the log as a moderator
// entry and checked by verify like every input:
//
//	mincio moderator 1
//	game: t1
//	header: 3f2a…        (the game's header tag: the act binds to this game)
//	signed: 2026-03-09T18:30:00Z   (when the moderator signed it: two acts
//	                      alike, a pause now and another later, differ by it)
//	act: replace
//	side: naples
//	key: ssh-ed25519 AAAA… nina
//	address: nina@example.org
//	reason: Nino has left the league
//
// `mincio moderate` writes, signs and applies one; the same command can
// write it signed to a file (-o), for the host to apply with `mincio
// moderate DIR --file FILE` or `mincio submit`.
const moderatorMagic = "mincio moderator 1"

func isModeratorFile(data []byte) bool {
	return bytes.HasPrefix(bytes.TrimLeft(data, " \t\r\n"), []byte(moderatorMagic+"\n")) ||
		bytes.HasPrefix(bytes.TrimLeft(data, " \t\r\n"), []byte(moderatorMagic+"\r\n"))
}

// ModeratorFile is the unsigned text of act a for this game.
func (f *Folder) ModeratorFile(a Act) []byte { return actFile(f.Header.Game, f.HeaderTag(), a) }

func actFile(game, tag string, a Act) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s\ngame: %s\nheader: %s\nsigned: %s\nact: %s\n", moderatorMagic, game, tag, a.Signed, a.Name)
	for _, k := range actFields {
		if v := a.get(k); v != "" {
			fmt.Fprintf(&b, "%s: %s\n", k, v)
		}
	}
	return b.Bytes()
}

// parseModeratorFile reads a moderator's act: the magic line, game,
// header and act lines, then the act's fields (moderatorActs).
func (f *Folder) parseModeratorFile(name string, body []byte) (*Act, error) {
	return parseAct(name, f.Header.Game, f.HeaderTag(), body)
}

// parseAct reads an act for game, whose header tag is tag.
func parseAct(name, game, tag string, body []byte) (*Act, error) {
	lines := strings.Split(strings.TrimSuffix(strings.ReplaceAll(string(body), "\r\n", "\n"), "\n"), "\n")
	want := func(i int, key string) (string, error) {
		if i >= len(lines) || !strings.HasPrefix(lines[i], key+":") {
			return "", userErr("an act's lines, in order: \""+moderatorMagic+"\", game:, header:, signed:, act:, then the act's fields (docs/moderator.md); mincio moderate -o writes them", "%s:%d: want a %s: line", name, i+1, key)
		}
		return strings.TrimSpace(strings.TrimPrefix(lines[i], key+":")), nil
	}
	if len(lines) == 0 || strings.TrimSpace(lines[0]) != moderatorMagic {
		return nil, userErr("the first line must be exactly \""+moderatorMagic+"\"", "%s:1: not a moderator's act", name)
	}
	gotGame, err := want(1, "game")
	if err != nil {
		return nil, err
	}
	if gotGame != game {
		return nil, userErr("apply it to game "+gotGame+", or write it again for this game", "%s:2: this act is for game %q, not %q", name, gotGame, game)
	}
	gotTag, err := want(2, "header")
	if err != nil {
		return nil, err
	}
	if gotTag != tag {
		return nil, userErr("write it again with the header tag of this game (in its reports, and in `mincio status`)", "%s:3: header: %s is not the header of game %s", name, gotTag, game)
	}
	signed, err := want(3, "signed")
	if err != nil {
		return nil, err
	}
	if t, err := time.Parse(time.RFC3339, signed); err != nil || t.UTC().Format(time.RFC3339) != signed {
		return nil, userErr("write the time you sign it in UTC, to the second, e.g. signed: 2026-03-09T18:30:00Z", "%s:4: signed: %q is not a time in UTC to the second", name, signed)
	}
	act, err := want(4, "act")
	if err != nil {
		return nil, err
	}
	allowed, ok := moderatorActs[act]
	if !ok {
		return nil, userErr("acts: "+strings.Join(ModeratorActs, ", "), "%s:5: act %q is unknown", name, act)
	}
	a := &Act{Name: act, Signed: signed}
	if err := fieldLines(name, 6, lines[5:], allowed, a); err != nil {
		return nil, err
	}
	return a, nil
}

// checkModerator verifies a moderator's act: signed by the moderator key
// the game's header pins, for this game. The signature is appended (as
// `mincio moderate -o` writes it) or detached (ssh-keygen -Y sign's
// FILE.sig).
func (f *Folder) checkModerator(name string, data, detached []byte) (*Input, error) {
	mod := f.Header.Moderator
	if mod == nil {
		return nil, userErr("only games made in a league (mincio league new-game) have a moderator", "%s: game %s has no moderator", name, f.Header.Game)
	}
	body, armored, ok := data, detached, detached != nil
	if !ok {
		body, armored, ok = sshsig.Split(data)
	}
	if !ok {
		return nil, userErr("make it with `mincio moderate … --moderator-key KEY`, which signs it, or sign it with `ssh-keygen -Y sign -n mincio -f MODERATOR-KEY FILE` and give FILE.sig beside it",
			"%s: not signed: no signature block and no .sig file", name)
	}
	pub, err := sshsig.ParsePublicKey([]byte(mod.Key))
	if err != nil {
		return nil, fmt.Errorf("header.json: moderator key: %v", err)
	}
	signed, err := sshsig.VerifyTolerant(pub, sshsig.Namespace, body, armored)
	if err != nil {
		hint := "sign with the moderator key of league " + mod.League + " (league.json moderator_key)"
		if sig, e := sshsig.UnarmorTolerant(armored); e == nil && sshsig.Fingerprint(sig.PublicKey) == keyID(f.Header.HostKey) {
			hint = "it was signed with the host key: a moderator's act is signed with the moderator key, which is never the host key"
		}
		return nil, userErr(hint, "%s: moderator signature: %v", name, err)
	}
	a, err := f.parseModeratorFile(name, signed)
	if err != nil {
		return nil, err
	}
	return &Input{Kind: KindModerator, Received: data, Sig: detached, Signed: signed, Digest: Digest(signed), Act: a, Name: fileName(name)}, nil
}

// checkActHere checks an act against the game as the log stands before
// entry at: the side exists and the act makes sense now. Submit and
// verify both call it, so a log holding an act that was not allowed fails
// verification.
func (f *Folder) checkActHere(name string, a *Act, at int, received time.Time) error {
	if a.Side != "" {
		if _, ok := f.Header.Player(a.Side); !ok {
			return userErr("sides in this game: "+f.sideList(), "%s: no side %q in game %s", name, a.Side, f.Header.Game)
		}
	}
	if received.IsZero() && (a.Name == "pause" || a.Name == "resume") {
		return userErr("give the time, e.g. --now 2026-03-01T12:00:00Z", "%s: %s needs the time it is received", name, a.Name)
	}
	over := f.Len() > 0 && f.Last().Result.Outcome != nil
	if over && a.Name != "address" {
		return userErr("the game is over; only an address can still change", "%s: game %s is over: %s", name, f.Header.Game, f.Last().Result.Outcome.Text)
	}
	acts, err := f.actEntries()
	if err != nil {
		return err
	}
	paused := false
	for _, e := range acts {
		if e.N < at && (e.Act.Name == "pause" || e.Act.Name == "resume") {
			paused = e.Act.Name == "pause"
		}
	}
	switch a.Name {
	case "pause":
		if paused {
			return userErr("resume it first, or leave it paused", "%s: game %s is already paused", name, f.Header.Game)
		}
	case "resume":
		if !paused {
			return userErr("pause it first", "%s: game %s is not paused", name, f.Header.Game)
		}
	case "extend":
		if f.Header.Deadline == nil {
			return userErr("a game made without --deadline has no deadline to extend", "%s: game %s has no deadline policy", name, f.Header.Game)
		}
		if f.Len() == 0 || len(owedBy(f.Last().Result, adjudicator.Side(a.Side))) == 0 {
			return userErr("extend a deadline when the side owes something", "%s: side %s owes nothing: it has no deadline to extend", name, a.Side)
		}
	case "rule":
		if f.Len() == 0 || len(owedBy(f.Last().Result, adjudicator.Side(a.Side))) == 0 {
			return userErr("rule on a decision the game is waiting for (mincio status lists them)", "%s: side %s owes nothing to rule on", name, a.Side)
		}
	case "replace":
		return f.checkNewKey(name, a, at)
	case "end":
		if _, ok := f.Header.Player(a.Result); !ok && a.Result != "draw" {
			return userErr("give result: SIDE (the winner) or result: draw; sides: "+f.sideList(), "%s: no side %q in game %s", name, a.Result, f.Header.Game)
		}
	}
	return nil
}

// checkNewKey refuses a replacement key that is too weak, the host's, the
// moderator's, or one that signs for a side already.
func (f *Folder) checkNewKey(name string, a *Act, at int) error {
	k, err := sshsig.ParsePublicKey([]byte(a.Key))
	if err != nil {
		return userErr("give the line of the new player's .pub file", "%s: the new key of side %s: %v", name, a.Side, err)
	}
	if err := checkKeyStrength(name+": the new key of side "+a.Side, k); err != nil {
		return err
	}
	id := sshsig.Fingerprint(k)
	switch id {
	case keyID(f.Header.HostKey):
		return userErr("the host must not play: the new player needs a key of their own", "%s: the new key of side %s is the host key", name, a.Side)
	case keyID(f.Header.Moderator.Key):
		return userErr("the moderator must not play: the new player needs a key of their own", "%s: the new key of side %s is the moderator key", name, a.Side)
	}
	for _, s := range f.Header.Sides {
		seat, _, err := f.seat(s.Side, at)
		if err != nil {
			return err
		}
		switch {
		case keyID(seat.Key) != id:
		case s.Side == a.Side:
			return userErr("give the new player's key; to change only where reports go, use address", "%s: the new key of side %s is already its key: nothing to replace", name, a.Side)
		default:
			return userErr("the new player needs a key of their own", "%s: the new key of side %s already signs for side %s", name, a.Side, s.Side)
		}
	}
	return nil
}

// checkDeclaration checks a side's declaration before it is applied:
// leave against the allowance.
func (w *writer) checkDeclaration(in *Input) error {
	if in.Act.Name != "leave" {
		return nil
	}
	if w.opt.Now.IsZero() {
		return userErr("give the time, e.g. --now 2026-03-01T12:00:00Z", "%s: leave needs the time it is received", in.Name)
	}
	acts, err := w.f.actEntries()
	if err != nil {
		return err
	}
	return checkLeave(in.Name, w.f.Header.Deadline, in.Act, w.opt.Now.UTC().Truncate(time.Second), acts)
}

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
		// the new player answers from now on, not the missed-turn default
		if o, ok := g.Side(adjudicator.Side(a.Side)); ok {
			o.Absent = false
		}
		say("moderator-replace", "The moderator gave side %s to a new player: from now on only the new player's key signs for it, and its reports go to the new address", a.Side)
	case "address":
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
