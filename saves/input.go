package saves

import (
	"bytes"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/saves/sshsig"
)

// Input is an input to the log after its signature was checked.
type Input struct {
	Kind     string
	Received []byte // as received, appended signature included
	Sig      []byte // detached signature as received, or nil
	Signed   []byte // the content the signature covers, as signed
	Digest   string // SHA-256 of Signed
	Envelope *adjudicator.Envelope
	Seed     string      // reveal entries only
	Missed   *MissedTurn // missed-turn entries only
	Act      *Act        // declare and moderator entries only
	// Name is the order file's name as its player knows it (the file or
	// attachment name, without folders): order-line positions in reports
	// use it, and the entry records it so a replay says the same.
	Name string
	// Messages are the message sections of an order or message file,
	// taken out of Envelope.Body (message.go).
	Messages []adjudicator.Message
	// Withheld is set for a message to the moderator read from an
	// archive, whose input the host keeps: only the entry's digests stand
	// for it (message.go).
	Withheld bool
}

// fileName keeps the last element of a path, at most 100 bytes, for
// Input.Name.
func fileName(name string) string {
	name = filepath.Base(filepath.ToSlash(name))
	if len(name) > 100 {
		name = name[:100]
	}
	return name
}

// host-signed inputs start with these lines.
const (
	startMagic  = "mincio start 1"
	revealMagic = "mincio reveal 1"
)

// splitSigned separates content and armored signature.
func splitSigned(name string, data, detached []byte) (body, armored []byte, err error) {
	if detached != nil {
		return data, detached, nil
	}
	body, armored, ok := sshsig.Split(data)
	if !ok {
		return nil, nil, userErr("sign it with `mincio sign -k KEY FILE` (or `ssh-keygen -Y sign -n mincio -f KEY FILE`) and send FILE with FILE.sig, or use `mincio sign -i` to append the signature",
			"%s: not signed: no signature block and no .sig file", name)
	}
	return body, armored, nil
}

// checkOrders verifies a side's order file against the header: the envelope
// names this game and a side, and the signature is by that side's key.
// The key is the side's before entry at (the next entry for a file just
// received): a key the moderator replaced signs nothing after that.
func (f *Folder) checkOrders(name string, data, detached []byte, at int) (*Input, error) {
	body, armored, err := splitSigned(name, data, detached)
	if err != nil {
		return nil, err
	}
	env, ps := adjudicator.ParseEnvelope(name, body)
	if ps != nil {
		return nil, ps
	}
	if env.Game != f.Header.Game {
		return nil, userErr(fmt.Sprintf("send it to the host of game %s, or fix its game: line", env.Game),
			"%s: this order file is for game %q, not %q", name, env.Game, f.Header.Game)
	}
	if _, ok := f.Header.SideKey(string(env.Side)); !ok {
		return nil, userErr("sides in this game: "+f.sideList(), "%s: no side %q in game %s", name, env.Side, f.Header.Game)
	}
	seat, former, err := f.seat(string(env.Side), at)
	if err != nil {
		return nil, err
	}
	tm, err := teamPlayer(name, env, seat.SidePlayer)
	if err != nil {
		return nil, err
	}
	if tm.Player != "" { // a teammate signs with their own seat's key
		seat.Key, former = tm.Key, formerOf(former, tm.Player)
	}
	pub, err := sshsig.ParsePublicKey([]byte(seat.Key))
	if err != nil {
		return nil, fmt.Errorf("key of side %s: %v", env.Side, err)
	}
	signed, err := sshsig.VerifyTolerant(pub, sshsig.Namespace, body, armored)
	if err != nil {
		if n := signedByFormer(armored, former); n > 0 {
			who := "side " + string(env.Side)
			if tm.Player != "" {
				who = fmt.Sprintf("player %s's seat of side %s", tm.Player, env.Side)
			}
			return nil, userErr(fmt.Sprintf("the moderator gave %s to a new player at entry %d: only the new player's key signs for it now", who, n),
				"%s: signed with the former key of %s, which the moderator replaced", name, who)
		}
		return nil, &Error{Msg: fmt.Sprintf("%s: signature of side %s: %v", name, env.Side, err), Hint: f.signatureHint(armored, string(env.Side)), BadSignature: true}
	}
	// Read the envelope again from the bytes as signed, if mail changed
	// them: those are the truth.
	if !bytes.Equal(signed, body) {
		if env, ps = adjudicator.ParseEnvelope(name, signed); ps != nil {
			return nil, ps
		}
	}
	if err := f.checkBinding(name, env); err != nil {
		return nil, err
	}
	if env.Player != tm.Player { // the envelope as signed names another player
		return nil, userErr("sign the file again, without editing it afterwards", "%s: the signed file names player %q, not %q", name, env.Player, tm.Player)
	}
	in := &Input{Kind: KindOrders, Received: data, Sig: detached, Signed: signed, Digest: Digest(signed), Envelope: env, Name: fileName(name)}
	if err := f.readMessages(name, in); err != nil {
		return nil, err
	}
	if slices.Contains(adjudicator.Declarations, env.Mode) {
		in.Kind = KindDeclare
		if in.Act, err = parseDeclaration(name, env); err != nil {
			return nil, err
		}
		if err := f.teamDeclaration(name, env); err != nil {
			return nil, err
		}
	}
	return in, nil
}

// signedByFormer returns the entry that replaced the key that made a
// signature, or 0 when it is none of the side's former keys.
func signedByFormer(armored []byte, former []formerKey) int {
	sig, err := sshsig.UnarmorTolerant(armored)
	if err != nil {
		return 0
	}
	got := sshsig.Fingerprint(sig.PublicKey)
	for i := len(former) - 1; i >= 0; i-- {
		if keyID(former[i].Key) == got {
			return former[i].N
		}
	}
	return 0
}

// signatureHint says whose key made a signature, when that helps.
func (f *Folder) signatureHint(armored []byte, side string) string {
	sig, err := sshsig.UnarmorTolerant(armored)
	if err != nil {
		return "sign the file again, without editing it afterwards"
	}
	got := sshsig.Fingerprint(sig.PublicKey)
	for _, s := range f.Header.Sides {
		pub, err := sshsig.ParsePublicKey([]byte(s.Key))
		if err == nil && sshsig.Fingerprint(pub) == got && s.Side != side {
			return fmt.Sprintf("the file was signed with the key of side %s; sign with the key registered for side %s", s.Side, side)
		}
	}
	return "sign with the key registered for side " + side + ", without editing the file afterwards"
}

func (f *Folder) sideList() string {
	var names []string
	for _, s := range f.Header.Sides {
		names = append(names, s.Side)
	}
	return strings.Join(names, ", ")
}

// checkHostInput verifies an input the host signed (start, reveal).
func (f *Folder) checkHostInput(kind string, data []byte) (*Input, error) {
	body, armored, ok := sshsig.Split(data)
	if !ok {
		return nil, fmt.Errorf("%s input: not signed", kind)
	}
	pub, err := sshsig.ParsePublicKey([]byte(f.Header.HostKey))
	if err != nil {
		return nil, fmt.Errorf("header.json: host key: %v", err)
	}
	if err := sshsig.Verify(pub, sshsig.Namespace, body, armored); err != nil {
		return nil, fmt.Errorf("%s input: host signature: %v", kind, err)
	}
	return f.hostInput(kind, data, body)
}

// signHostInput signs body, a start, reveal or missed-turn input the host
// makes, and reads it as checkHostInput does, without verifying the
// signature it has just made: the signer is the header's host key
// (readSecrets), and a verification costs more than the signature (issue
// 25: one a missed turn).
func (w *writer) signHostInput(kind string, body []byte) (*Input, error) {
	if err := w.loadSecrets(); err != nil {
		return nil, err
	}
	sig, err := sshsig.Sign(w.signer, sshsig.Namespace, body)
	if err != nil {
		return nil, err
	}
	return w.f.hostInput(kind, sshsig.Append(body, sig), body)
}

// hostInput reads data, a host's input whose signed part is body.
func (f *Folder) hostInput(kind string, data, body []byte) (*Input, error) {
	var err error
	in := &Input{Kind: kind, Received: data, Signed: body, Digest: Digest(body)}
	lines := strings.Split(strings.TrimSuffix(string(body), "\n"), "\n")
	want := map[string]string{KindStart: startMagic, KindReveal: revealMagic, KindMissed: missedMagic}[kind]
	if len(lines) < 2 || lines[0] != want || lines[1] != "game: "+f.Header.Game {
		return nil, fmt.Errorf("%s input: malformed", kind)
	}
	if kind == KindReveal {
		if len(lines) != 3 || !strings.HasPrefix(lines[2], "seed: ") {
			return nil, fmt.Errorf("reveal input: malformed")
		}
		in.Seed = strings.TrimPrefix(lines[2], "seed: ")
	}
	if kind == KindMissed {
		if in.Missed, err = parseMissed(f.Header.Game, body); err != nil {
			return nil, err
		}
	}
	return in, nil
}

// appendHostInput builds, signs and appends a start or reveal input.
func (w *writer) appendHostInput(kind string) (*Receipt, error) {
	if err := w.loadSecrets(); err != nil {
		return nil, err
	}
	var b bytes.Buffer
	switch kind {
	case KindStart:
		fmt.Fprintf(&b, "%s\ngame: %s\n", startMagic, w.f.Header.Game)
	case KindReveal:
		fmt.Fprintf(&b, "%s\ngame: %s\nseed: %s\n", revealMagic, w.f.Header.Game, w.seed)
	}
	in, err := w.signHostInput(kind, b.Bytes())
	if err != nil {
		return nil, err
	}
	e, reports, err := w.append(in)
	if err != nil {
		return nil, err
	}
	return &Receipt{Entry: e, Reports: reports, Head: w.f.Head()}, nil
}
