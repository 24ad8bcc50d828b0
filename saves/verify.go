package saves

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/saves/sshsig"
	"golang.org/x/crypto/ssh"
)

// Verification is what Verify found in a sound game folder.
type Verification struct {
	Head    string
	Entries int
	// DiceChecked is set once the seed is revealed and every recorded roll
	// was re-derived from it.
	DiceChecked bool
	Notes       []string // what was not checked, and why
}

// Verify checks a game folder completely: every signature and link, every
// input against its side's key, a replay of every input reproducing each
// recorded result byte for byte, and, once the seed is revealed, every roll.
// It also checks the derived files (snapshots, outbox) and the host's
// secrets when present. The error names the first bad file and what is wrong.
func Verify(dir string) (*Verification, error) {
	v := &verifier{f: &Folder{Dir: dir, fs: osFS{}}}
	if err := v.run(); err != nil {
		if v.f.batchPending() {
			return nil, userErr("the next command on the game (mincio tick, poll, submit) undoes the batch, then verify again",
				"%v (a batch holds the game, or a crash left it unfinished: %s is there)", err, batchJournalName)
		}
		return nil, err
	}
	return &v.out, nil
}

type verifier struct {
	f        *Folder
	hostKey  ssh.PublicKey
	out      Verification
	log      []*Entry
	states   []string // state digest after each entry
	revealed bool
	// noticeHeads are the heads the outbox's notices were written at, and
	// notices what mincio writes there, by file name (verify_notices.go).
	noticeHeads map[int][]string
	notices     map[string][]byte
	// wholeEntries: the log is read with its owed decisions whole, for
	// the deadlines' clock and the notices (replayLog).
	wholeEntries bool
}

func (v *verifier) run() error {
	if err := isGame(v.f.Dir); err != nil {
		return err
	}
	steps := []func() error{v.header, v.bundles, v.entries, v.dice, v.snapshots, v.outbox, v.secrets}
	for _, step := range steps {
		if err := step(); err != nil {
			return err
		}
	}
	v.out.Head = v.f.Head()
	v.out.Entries = v.f.Len()
	return nil
}

func (v *verifier) header() error {
	if err := v.f.readHeader(); err != nil {
		return err
	}
	k, err := sshsig.ParsePublicKey([]byte(v.f.Header.HostKey))
	if err != nil {
		return fmt.Errorf("header.json: host key: %v", err)
	}
	v.hostKey = k
	if err := checkModeratorKey(&v.f.Header); err != nil {
		return fmt.Errorf("header.json: %v", stripHint(err))
	}
	return nil
}

// bundles reads every entry's bundle (logbundle.go), and the outbox's
// bundles of entries up to the head (outboxbundle.go), before the replay:
// one that is cut short, holds what it should not, or is not in the one
// form mincio writes is named at once, not after the log is replayed. Their
// contents are checked where they are read. (An entry's bundle is written
// whole, as the commit; an outbox bundle past the head is a leftover the
// outbox check notes.)
func (v *verifier) bundles() error {
	names, _ := os.ReadDir(v.f.path("log"))
	for _, d := range names {
		if n, ok := entryNumber(d.Name()); ok && d.Name() == entryName(n)+logBundleExt {
			if _, err := readBundle(v.f.path("log", d.Name())); err != nil {
				return err
			}
		}
	}
	head, err := v.f.scanLog()
	if err != nil {
		return nil // the replay names what is wrong with the log
	}
	names, _ = os.ReadDir(v.f.path("outbox"))
	for _, d := range names {
		if n, ok := entryNumber(d.Name()); ok && n <= head && itemFiles(d.Name()) != nil {
			if _, err := readBundle(v.f.path("outbox", d.Name())); err != nil {
				return err
			}
		}
	}
	return nil
}

// checkSig checks the host signature path.sig over data.
func (v *verifier) checkSig(what string, data []byte, path string) error {
	sig, err := readFile(v.f.path(path + ".sig"))
	if err != nil {
		return fmt.Errorf("%s: host signature: %v", what, err)
	}
	return v.checkSigOf(what, data, sig)
}

// checkSigOf checks sig is the host's signature over data.
func (v *verifier) checkSigOf(what string, data, sig []byte) error {
	if err := sshsig.Verify(v.hostKey, sshsig.Namespace, data, sig); err != nil {
		return fmt.Errorf("%s: host signature: %v", what, err)
	}
	return nil
}

func (v *verifier) entries() error {
	g, err := v.f.newGame()
	if err != nil {
		return err
	}
	head, err := v.f.scanLog()
	if err != nil {
		return err
	}
	g.BriefOwed = true // their Options are listed apart (resultcheck.go)
	v.noticeHeads = v.noticeFiles(head)
	v.wholeEntries = v.f.Header.Deadline != nil || len(v.noticeHeads) > 0
	room := gcRoom(head)
	defer putRoom(room)
	p := v.startPipeline(head)
	at, err := v.replayLog(g, p)
	if bad, badErr := p.wait(); bad != 0 && (err == nil || bad < at) {
		return badErr
	}
	if err != nil {
		return err
	}
	return v.logFiles()
}

// replayLog checks and replays the entries of p in log order, and has p
// finish each (verifypipe.go). On error it returns the number of the
// entry the error is about.
func (v *verifier) replayLog(g *adjudicator.Game, p *pipeline) (int, error) {
	seen := map[string]int{}
	lastSeq := map[string]int{}
	for n := 1; n <= p.head; n++ {
		if p.firstBad() != 0 {
			return n, nil // entries() reports it
		}
		c := p.checked(n)
		res, err := v.replayEntry(g, n, c, seen, lastSeq)
		if err != nil {
			return n, firstCanonical(n, c.data, err)
		}
		e := c.e
		e.Result = res
		p.finish(e, c.data, g.State)
		if v.wholeEntries {
			// The clock and the notices compare owed decisions, which the
			// replayed result lists without their Options: they read the
			// entry as recorded. If the two differ, p reports this entry.
			e = new(Entry)
			if err := decodeCanonical(c.data, e); err != nil {
				return n, fmt.Errorf("entry %d (log/%s.json): %v", n, entryName(n), err)
			}
		}
		v.f.added(e, c.data)
		if len(v.noticeHeads[n]) > 0 {
			if err := v.expectNotices(n, g, c.in); err != nil {
				return n, err
			}
		}
		v.log = append(v.log, e)
		v.states = append(v.states, res.StateDigest)
		v.revealed = v.revealed || e.Kind == KindReveal
	}
	return 0, nil
}

// firstCanonical is the error about entry n, whose file is data: that it
// is not in canonical form, if it is not, as a check of its form before
// the others would say; else err.
func firstCanonical(n int, data []byte, err error) error {
	if data == nil {
		return err
	}
	if cerr := decodeCanonical(data, new(Entry)); cerr != nil {
		return fmt.Errorf("entry %d (log/%s.json): %v", n, entryName(n), cerr)
	}
	return err
}

// replayEntry checks entry n, read by c, and replays it; it returns the
// replayed result, to be compared with the file as a whole
// (resultcheck.go).
func (v *verifier) replayEntry(g *adjudicator.Game, n int, c *checked, seen, lastSeq map[string]int) (Result, error) {
	if c.readErr != nil {
		return Result{}, c.readErr
	}
	name := "log/" + entryName(n) + ".json"
	what := fmt.Sprintf("entry %d (%s)", n, name)
	e := c.e
	if c.decErr != nil {
		return Result{}, fmt.Errorf("%s: %v", what, c.decErr)
	}
	if c.sigErr != nil {
		return Result{}, c.sigErr
	}
	if e.Format != EntryFormat || e.Game != v.f.Header.Game || e.N != n {
		return Result{}, fmt.Errorf("%s: format, game or number is wrong", what)
	}
	if e.Prev != v.f.Head() {
		return Result{}, fmt.Errorf("%s: does not link to the entry before it (prev digest differs)", what)
	}
	if v.revealed {
		return Result{}, fmt.Errorf("%s: comes after the seed was revealed", what)
	}
	in := c.in
	if c.inErr != nil {
		return Result{}, fmt.Errorf("%s: input: %v", what, c.inErr)
	}
	if err := checkInputFields(e, in, seen, lastSeq); err != nil {
		return Result{}, fmt.Errorf("%s: %v", what, err)
	}
	if in.Withheld {
		v.out.Notes = append(v.out.Notes, fmt.Sprintf("entry %d: a message from %s to the moderator, kept by the host: the log holds only its digests", n, e.Side))
	} else if err := checkMessages(e, in); err != nil {
		return Result{}, fmt.Errorf("%s: %v", what, err)
	}
	if err := v.checkTimes(e, in); err != nil {
		return Result{}, fmt.Errorf("%s: %v", what, err)
	}
	if err := v.checkAct(e, in); err != nil {
		return Result{}, fmt.Errorf("%s: %v", what, err)
	}
	if e.Kind == KindReveal {
		seed, err := dice.ParseSeed(in.Seed)
		if err == nil {
			err = dice.CheckCommitment(seed, v.f.Header.DiceCommitment)
		}
		if err != nil {
			return Result{}, fmt.Errorf("%s: revealed seed: %v", what, err)
		}
	}
	rp := dice.NewReplay(e.Result.Rolls)
	res, err := apply(g, in, rp)
	if err == nil {
		err = rp.Err()
	}
	if err == nil {
		err = rp.Done()
	}
	if err != nil {
		return Result{}, fmt.Errorf("%s: replay: %v", what, err)
	}
	return res, nil
}

// checkInputFields checks what the entry says about its input against the
// input itself: digests, side, seq order, no input applied twice.
func checkInputFields(e *Entry, in *Input, seen, lastSeq map[string]int) error {
	// A withheld input is the host's alone: the entry's digests stand for it.
	if e.Kind != in.Kind || e.InputDigest != in.Digest || !in.Withheld && e.ReceivedDigest != Digest(in.Received) {
		return errors.New("input digest differs from the recorded one")
	}
	if !in.Withheld && (e.DetachedSig != (in.Sig != nil) || (in.Sig != nil && e.SigDigest != Digest(in.Sig))) {
		return errors.New("detached signature differs from the recorded one")
	}
	if first, dup := seen[in.Digest]; dup {
		return fmt.Errorf("input already applied as entry %d", first)
	}
	seen[in.Digest] = e.N
	if !sameAct(e.Act, in.Act) {
		return errors.New("what the entry records of the act differs from its input")
	}
	if e.Kind != KindOrders && e.Kind != KindDeclare && e.Kind != KindMessage {
		return nil
	}
	if string(in.Envelope.Side) != e.Side || in.Envelope.Seq != e.Seq {
		return errors.New("side or seq differs from the input's envelope")
	}
	if in.Envelope.Mode == "check" {
		return errors.New("a check-mode file was applied")
	}
	who := e.Side // a team's seq runs per player
	if p := in.Envelope.Player; p != "" {
		who += " (player " + p + ")"
	}
	if e.Seq <= lastSeq[who] {
		return fmt.Errorf("seq %d of side %s is not above the previous %d", e.Seq, who, lastSeq[who])
	}
	lastSeq[who] = e.Seq
	return nil
}

// logFiles checks the log folder holds only the files of its entries.
func (v *verifier) logFiles() error {
	names, err := os.ReadDir(v.f.path("log"))
	if err != nil {
		return err
	}
	bundled := map[int]bool{}
	for _, d := range names {
		if n, ok := entryNumber(d.Name()); ok && d.Name() == entryName(n)+logBundleExt {
			bundled[n] = true
		}
	}
	for _, d := range names {
		n, ok := entryNumber(d.Name())
		if (ok && n > len(v.log)) || v.isTemp("log", d.Name()) {
			v.out.Notes = append(v.out.Notes, fmt.Sprintf("log/%s: leftover of an interrupted write; the next command removes it", d.Name()))
			continue
		}
		switch {
		case ok && bundled[n] && d.Name() == entryName(n)+logBundleExt:
			if err := v.logBundle(v.log[n-1]); err != nil {
				return err
			}
		case ok && bundled[n]:
			return fmt.Errorf("log/%s: entry %d is in log/%s%s: a second copy of its file", d.Name(), n, entryName(n), logBundleExt)
		case !ok || !expectedLogFile(d.Name(), v.log[n-1]):
			return fmt.Errorf("log/%s: not a file of the log", d.Name())
		}
	}
	return nil
}

// logBundle checks entry e's bundle holds what the entry says it had: its
// input unless kept apart, with its detached signature if it came so.
func (v *verifier) logBundle(e *Entry) error {
	files, err := v.f.logEntryFiles(e.N)
	if err != nil {
		return err
	}
	base, rel := entryName(e.N), files.rel
	_, hasInput := files.files[base+".input"]
	_, hasSig := files.files[base+".input.sig"]
	switch {
	case hasInput && privateInput(e):
		return fmt.Errorf("%s: holds the input of a message to the moderator, which is kept apart (private/)", rel)
	case !hasInput && !privateInput(e):
		return fmt.Errorf("%s: has no %s.input", rel, base)
	case hasSig && !e.DetachedSig:
		return fmt.Errorf("%s: holds a detached signature the entry does not record", rel)
	case !hasSig && e.DetachedSig && hasInput:
		return fmt.Errorf("%s: has no %s.input.sig, which the entry records", rel, base)
	}
	return nil
}

func expectedLogFile(name string, e *Entry) bool {
	base := entryName(e.N)
	switch name {
	case base + ".json", base + ".json.sig", base + ".input":
		return true
	case base + ".input.sig":
		return e.DetachedSig
	}
	return false
}

// dice re-derives every recorded roll, once the seed is public.
func (v *verifier) dice() error {
	var seed *dice.Seed
	for _, e := range v.log {
		if e.Kind == KindReveal {
			in, _ := v.f.readInput(e)
			s, _ := dice.ParseSeed(in.Seed)
			seed = &s
		}
	}
	if seed == nil {
		v.out.Notes = append(v.out.Notes, "dice: not checked: the seed is not revealed yet (the host runs `mincio reveal` at the end)")
		return nil
	}
	for _, e := range v.log {
		d, err := digestBytes(e.InputDigest)
		if err == nil {
			err = dice.Check(*seed, v.f.Header.Game, uint64(e.N), d, e.Result.Rolls)
		}
		if err != nil {
			return fmt.Errorf("entry %d (log/%s.json): dice: %v", e.N, entryName(e.N), err)
		}
	}
	v.out.DiceChecked = true
	return nil
}

// snapshots checks each cached state is the state its entry recorded.
func (v *verifier) snapshots() error {
	names, _ := os.ReadDir(v.f.path("snapshots"))
	for _, d := range names {
		n, ok := entryNumber(d.Name())
		if (ok && n > len(v.log)) || v.isTemp("snapshots", d.Name()) {
			continue // leftover, removed by the next command
		}
		data, err := os.ReadFile(v.f.path("snapshots", d.Name()))
		if err != nil {
			return err
		}
		if !ok || d.Name() != entryName(n)+".json" || Digest(data) != v.states[n-1] {
			return userErr("snapshots are a cache: delete the file and mincio rebuilds it", "snapshots/%s: does not match the state the log reaches", d.Name())
		}
	}
	return nil
}

// outbox checks every report waiting to be mailed is signed by the host.
func (v *verifier) outbox() error {
	names, _ := os.ReadDir(v.f.path("outbox"))
	files := map[string]bool{}
	for _, d := range names {
		files[d.Name()] = true
	}
	var list []string
	for name := range files {
		list = append(list, name)
	}
	sort.Strings(list)
	for _, name := range list {
		n, ok := entryNumber(name)
		if (ok && n > len(v.log)) || v.isTemp("outbox", name) {
			continue
		}
		if ok && sentLeftover(name, n, len(v.log), func(s string) bool { return files[s] }) {
			v.out.Notes = append(v.out.Notes, fmt.Sprintf("outbox/%s: leftover of an interrupted send (its report was queued); the next send removes it", name))
			continue
		}
		if strings.HasSuffix(name, ".tar") {
			if err := v.outboxItem(name, n, ok); err != nil {
				return err
			}
			continue
		}
		if strings.HasSuffix(name, ".sig") {
			switch {
			case files[strings.TrimSuffix(name, ".sig")]:
			case strings.HasSuffix(name, ".notice.txt.sig"): // written first: tick stopped before the notice
				v.out.Notes = append(v.out.Notes, fmt.Sprintf("outbox/%s: leftover of an interrupted tick; the next tick writes the notice again", name))
			default:
				return fmt.Errorf("outbox/%s: signature without its file", name)
			}
			continue
		}
		data, err := os.ReadFile(v.f.path("outbox", name))
		if err != nil {
			return err
		}
		if err := v.checkSig("outbox/"+name, data, filepath.Join("outbox", name)); err != nil {
			return err
		}
		if err := v.outboxFile(name, name, data, n, ok); err != nil {
			return err
		}
	}
	return nil
}

// outboxItem checks a bundle of the outbox (outboxbundle.go): each of its
// files signed by the host with the signature beside it in the bundle,
// and what each says, as for the loose files an older mincio wrote. Its
// files are named as the bundle is (decodeBundle): a report's bundle holds
// that report and its view, a notice's that notice.
func (v *verifier) outboxItem(name string, n int, numbered bool) error {
	path := v.f.path("outbox", name)
	members, err := readBundle(path)
	if err != nil {
		return err
	}
	for i := 0; i+1 < len(members); i += 2 { // each file, then its signature
		m, sig := members[i], members[i+1].data
		what := "outbox/" + name + ": " + m.path
		if err := sshsig.Verify(v.hostKey, sshsig.Namespace, m.data, sig); err != nil {
			return fmt.Errorf("%s: host signature: %v", what, err)
		}
		if err := v.outboxFile(name, m.path, m.data, n, numbered); err != nil {
			return err
		}
	}
	return nil
}

// outboxFile checks what a report, view or notice of the outbox says
// (file, in item, at entry n if numbered).
func (v *verifier) outboxFile(item, file string, data []byte, n int, numbered bool) error {
	if strings.HasSuffix(file, ".notice.txt") {
		return v.checkNotice(file, data)
	}
	head := ""
	if numbered {
		entry, err := v.f.logFile(n, ".json")
		if err != nil {
			return fmt.Errorf("outbox/%s: %v", item, err)
		}
		head = Digest(entry)
	}
	return checkOutboxFile(&v.f.Header, file, data, head)
}

// secrets checks the host's own files, when this is the host's copy.
func (v *verifier) secrets() error {
	if data, err := os.ReadFile(v.f.path("secret", "seed")); err == nil {
		s, err := dice.ParseSeed(strings.TrimSuffix(string(data), "\n"))
		if err == nil && s.String()+"\n" != string(data) {
			err = errors.New("not one line of 64 hex digits")
		}
		if err == nil {
			err = dice.CheckCommitment(s, v.f.Header.DiceCommitment)
		}
		if err != nil {
			return fmt.Errorf("secret/seed: %v", err)
		}
	}
	if data, err := os.ReadFile(v.f.path("secret", "host-key")); err == nil {
		path := strings.TrimSuffix(string(data), "\n")
		if path+"\n" != string(data) || strings.ContainsAny(path, "\n\r") {
			return errors.New("secret/host-key: want one line naming the host's private key")
		}
		signer, err := sshsig.LoadSigner(path)
		if err != nil {
			return fmt.Errorf("secret/host-key: %v", err)
		}
		if !bytes.Equal(signer.PublicKey().Marshal(), v.hostKey.Marshal()) {
			return errors.New("secret/host-key: names a key that is not the game's host key")
		}
	}
	return nil
}

// isTemp reports whether name is the temporary file of an interrupted
// write of the next entry (see tmpName): a leftover, not damage.
func (v *verifier) isTemp(dir, name string) bool {
	target, ok := strings.CutPrefix(name, ".tmp-")
	if !ok {
		return false
	}
	n, ok := entryNumber(target)
	if dir == "outbox" { // a notice is written at any head: the next command removes it
		return true
	}
	if dir == "snapshots" { // written after the commit of its entry
		return ok && n <= len(v.log)+1
	}
	return ok && n == len(v.log)+1
}
