package saves

import (
	"strings"

	"github.com/mincio/mincio/saves/sshsig"
)

// A moderator's act is signed where the moderator key is: with the game's
// folder at hand (SignAct), or away from it, from the game's id and header
// tag (SignActFor). Moderate applies the file either writes.

// SignAct writes act a for the game in dir and signs it with the
// moderator's private key at keyPath: the file Moderate applies.
func SignAct(dir string, a Act, keyPath string) ([]byte, error) {
	f, err := Open(dir)
	if err != nil {
		return nil, err
	}
	return signAct(f.Header.Game, f.HeaderTag(), a, keyPath)
}

// SignActFor signs act a for game id with header tag (from any report of
// the game) without its folder: on the moderator's own machine.
func SignActFor(game, tag string, a Act, keyPath string) ([]byte, error) {
	if !validID(game) {
		return nil, userErr("give the game id, as reports name it", "%q is not a game id", game)
	}
	if len(tag) != 32 || strings.Trim(tag, "0123456789abcdef") != "" {
		return nil, userErr("copy the header tag (32 hex digits) from a report of the game, or `mincio status` on the host", "--header %q is not a header tag", tag)
	}
	return signAct(game, tag, a, keyPath)
}

// signAct checks a's fields, writes and signs it.
func signAct(game, tag string, a Act, keyPath string) ([]byte, error) {
	if err := a.Check(); err != nil {
		return nil, err
	}
	signer, err := sshsig.LoadSigner(keyPath)
	if err != nil {
		return nil, userErr("give the league's moderator key with --moderator-key", "moderator key %s: %v", keyPath, err)
	}
	body := actFile(game, tag, a)
	if _, err := parseAct("act", game, tag, body); err != nil {
		return nil, err
	}
	sig, err := sshsig.Sign(signer, sshsig.Namespace, body)
	if err != nil {
		return nil, err
	}
	return sshsig.Append(body, sig), nil
}
