package saves

import (
	"bytes"
	"fmt"
	"strings"
	"time"

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
