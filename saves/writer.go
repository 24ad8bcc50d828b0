package saves

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/saves/sshsig"
)

// writer is a game folder held under its lock.
type writer struct {
	f      *Folder
	opt    Options
	signer sshsigSigner
	seed   dice.Seed
	game   *adjudicator.Game // the state at the head, once computed
	// batched: the writer is part of a Batch, which snapshots the state
	// once, at its commit, instead of after every entry
	batched bool
}

// state is the game at the head, computed once per command.
func (w *writer) state() (*adjudicator.Game, error) {
	if w.game == nil {
		g, err := w.f.State()
		if err != nil {
			return nil, hostFault(err)
		}
		w.game = g
	}
	return w.game, nil
}

// testFS, when set by a test, replaces the real file system for writes.
var testFS fileSystem

// withGame locks the game, reads it, clears what an interrupted write left,
// and runs fn.
func withGame(dir string, opt Options, fn func(*writer) error) error {
	w, l, err := holdGame(dir, opt, durableFS(opt))
	if err != nil {
		return err
	}
	defer l.release()
	return fn(w)
}

// durableFS is where a command that is not part of a batch writes: every
// file synced as it is written.
func durableFS(opt Options) fileSystem {
	switch {
	case testFS != nil:
		return testFS
	case opt.NoSync:
		return noSyncFS{}
	}
	return osFS{}
}

// holdGame locks the game, undoes what an unfinished batch left
// (batchjournal.go), reads the game with its writes going to fsys, and
// clears what an interrupted write left. The caller releases the lock.
func holdGame(dir string, opt Options, fsys fileSystem) (*writer, *lock, error) {
	if err := isGame(dir); err != nil && !opt.fresh {
		return nil, nil, err // before taking a lock in a folder that is not a game
	}
	l, err := acquire(dir, opt.lockWait())
	if err != nil {
		return nil, nil, lockError(dir, err)
	}
	held := false
	defer func() {
		if !held { // on an error, or a test's kill
			l.release()
		}
	}()
	w, err := readHeld(dir, opt, fsys)
	if err != nil {
		return nil, nil, err
	}
	held = true
	return w, l, nil
}

func readHeld(dir string, opt Options, fsys fileSystem) (*writer, error) {
	if err := rollBackBatch(dir, durableFS(opt)); err != nil {
		return nil, hostFault(err)
	}
	f, err := open(dir, opt.fresh) // again, under the lock: another process may have written
	if err != nil {
		return nil, hostFault(err)
	}
	f.fs = fsys
	if err := f.cleanLeftovers(); err != nil {
		return nil, hostFault(err)
	}
	opt.Now = notBefore(opt.Now, f)
	return &writer{f: f, opt: opt}, nil
}

// notBefore is now, or the time the last entry was received if that is
// later: entries are appended one after another, so none was received
// before the one it follows, even when the host's clock was set back.
func notBefore(now time.Time, f *Folder) time.Time {
	if now.IsZero() || f.Len() == 0 {
		return now
	}
	if last := receivedTime(f.Last()); now.Before(last) {
		return last
	}
	return now
}

// loadSecrets reads the host key and the dice seed, once. Any failure is
// the host's.
func (w *writer) loadSecrets() error { return hostFault(w.readSecrets()) }

func (w *writer) readSecrets() error {
	if w.signer != nil {
		return nil
	}
	keyPath := w.opt.HostKey
	if keyPath == "" {
		b, err := readFile(w.f.path("secret", "host-key"))
		if err != nil {
			return userErr("pass --host-key KEY", "cannot find the host key: %v", err)
		}
		keyPath = strings.TrimSpace(string(b))
	}
	signer, err := sshsig.LoadSigner(keyPath)
	if err != nil {
		return userErr("pass --host-key with the key the game was created with", "host key %s: %v", keyPath, err)
	}
	hostKey, err := sshsig.ParsePublicKey([]byte(w.f.Header.HostKey))
	if err != nil {
		return fmt.Errorf("header.json: host key: %v", err)
	}
	if string(signer.PublicKey().Marshal()) != string(hostKey.Marshal()) {
		return userErr("use the host key this game was created with (header.json host_key)", "host key %s is not this game's host key", keyPath)
	}
	b, err := readFile(w.f.path("secret", "seed"))
	if err != nil {
		return userErr("the seed is the host's secret in secret/seed; restore it from a backup", "cannot read the dice seed: %v", err)
	}
	seed, err := dice.ParseSeed(strings.TrimSpace(string(b)))
	if err != nil {
		return fmt.Errorf("secret/seed: %v", err)
	}
	if err := dice.CheckCommitment(seed, w.f.Header.DiceCommitment); err != nil {
		return fmt.Errorf("secret/seed: %v", err)
	}
	w.signer, w.seed = signer, seed
	return nil
}

// append applies a verified input and records it. Files go out in an order
// that keeps the folder consistent at every instant: input, outbox reports,
// entry signature, and last the entry itself, which commits. A failure
// before the commit removes what was written; after it, only the snapshot
// cache can be missing.
func (w *writer) append(in *Input) (*Entry, []string, error) {
	if err := w.loadSecrets(); err != nil {
		return nil, nil, err
	}
	f := w.f
	if f.revealed() {
		return nil, nil, userErr("start a new game; once the seed is public every roll can be foreseen", "game %s is closed: its dice seed has been revealed", f.Header.Game)
	}
	g, err := w.state()
	if err != nil {
		return nil, nil, err
	}
	w.game = nil // g becomes the new state, or is spoilt by a failed apply
	n := f.n + 1
	digest, err := digestBytes(in.Digest)
	if err != nil {
		return nil, nil, err
	}
	res, err := apply(g, in, dice.NewStream(w.seed, f.Header.Game, uint64(n), digest))
	if err != nil {
		return nil, nil, err
	}
	e := &Entry{Format: EntryFormat, Game: f.Header.Game, N: n, Prev: f.Head(), Kind: in.Kind,
		InputDigest: in.Digest, ReceivedDigest: Digest(in.Received), Result: res, Received: w.opt.received()}
	if in.Sig != nil {
		e.DetachedSig, e.SigDigest = true, Digest(in.Sig)
	}
	if in.Envelope != nil {
		e.Side, e.Seq, e.File = string(in.Envelope.Side), in.Envelope.Seq, in.Name
	}
	e.Messages = messageRecords(in)
	if in.Missed != nil {
		e.Side = in.Missed.Side
	}
	if last := f.Last(); last != nil {
		e.LastAct = last.LastAct
	}
	if in.Act != nil {
		e.Act, e.Side, e.LastAct = in.Act, in.Act.Side, n
	}
	var prev *Result
	if last := f.Last(); last != nil {
		prev = &last.Result
	}
	e.Reports = reportSides(prev, e, g.Sides())
	if f.Scenario.Press == "now" {
		// press=now: a message is mailed at once, in a report of its own
		for _, s := range messageRecipients(e, g.Sides()) {
			if !slices.Contains(e.Reports, s) {
				e.Reports = append(e.Reports, s)
			}
		}
		slices.SortStableFunc(e.Reports, func(a, b string) int { return sideIndex(g.Sides(), a) - sideIndex(g.Sides(), b) })
	}
	data, err := encodeJSON(e)
	if err != nil {
		return nil, nil, err
	}
	var written []string
	base := f.path("log", entryName(n))
	put := func(path string, b []byte, perm os.FileMode) error {
		write := f.fs.WriteFile // the entry, which commits: whole or not there
		if path != base+logBundleExt {
			write = func(path string, b []byte, perm os.FileMode) error { return writeFresh(f.fs, path, b, perm) }
		}
		if err := write(path, b, perm); err != nil {
			return fmt.Errorf("writing %s: %w", path, err)
		}
		written = append(written, path)
		return nil
	}
	fail := func(err error) (*Entry, []string, error) {
		for _, p := range written {
			f.fs.Remove(p)
		}
		return nil, nil, &Error{Msg: err.Error(), Hint: "nothing was recorded; fix the cause (disk full? permissions?) and submit again", Temporary: true, HostFault: true}
	}
	if err := f.fs.MkdirAll(f.path("log"), dirPerm); err != nil {
		return fail(err)
	}
	// The entry's files go in one, log/NNNNNN.tar, written last: it
	// commits the entry (logbundle.go).
	var files []outFile
	if privateInput(e) {
		// a message to the moderator: kept by the host, out of the archive
		inBase := f.path(privateDir, entryName(n))
		if err := f.fs.MkdirAll(f.path(privateDir), dirPerm); err != nil {
			return fail(err)
		}
		if err := put(inBase+".input", in.Received, filePerm); err != nil {
			return fail(err)
		}
		if in.Sig != nil {
			if err := put(inBase+".input.sig", in.Sig, filePerm); err != nil {
				return fail(err)
			}
		}
	} else {
		files = append(files, outFile{base + ".input", in.Received})
		if in.Sig != nil {
			files = append(files, outFile{base + ".input.sig", in.Sig})
		}
	}
	head := Digest(data)
	f.writing = &entryInput{n, in}
	reports, err := w.reports(g, e, head)
	f.writing = nil
	if err != nil {
		return fail(err)
	}
	for _, r := range reports {
		if err := put(r.path, r.data, filePerm); err != nil {
			return fail(err)
		}
	}
	sig, err := sshsig.Sign(w.signer, sshsig.Namespace, data)
	if err != nil {
		return fail(err)
	}
	bundle, err := encodeBundle(append(files, outFile{base + ".json", data}, outFile{base + ".json.sig", sig}))
	if err != nil {
		return fail(err)
	}
	if err := put(base+logBundleExt, bundle, filePerm); err != nil {
		return fail(err)
	}
	f.added(e, data)
	w.game = g
	if !w.batched {
		w.snapshot(g, n)
	}
	var paths []string
	for _, r := range reports {
		if strings.HasSuffix(r.path, reportBundleExt) {
			paths = append(paths, r.path)
		}
	}
	return e, paths, nil
}

// snapshot caches the state after entry n and drops older snapshots. A
// failure is not an error: snapshots are a cache, and replay rebuilds them.
func (w *writer) snapshot(g *adjudicator.Game, n int) {
	data, err := g.Marshal()
	if err != nil || w.f.fs.MkdirAll(w.f.path("snapshots"), dirPerm) != nil {
		return
	}
	// Neither the new name nor the removals are made durable: after a
	// crash the folder may hold the new snapshot, older ones, or none,
	// each still the state of its entry (fromSnapshot and verify check).
	names, _ := filepath.Glob(w.f.path("snapshots", "*.json"))
	path := w.f.snapshotPath(n)
	if w.batched {
		// A batch's snapshot is written at its commit, before the sync
		// that makes the batch whole: the older snapshot's file is renamed
		// to it and written in place, where a new file would cost an inode
		// (issue 25), and a crash that cuts it short leaves the journal,
		// which removes snapshots past its head (batchjournal.go).
		if old := newestBelow(names, n); old != "" && os.Rename(old, path) == nil {
			names = slices.DeleteFunc(names, func(p string) bool { return p == old })
		}
		if writeFresh(w.f.fs, path, data, filePerm) != nil {
			return
		}
	} else if w.f.fs.WriteCache(path, data, filePerm) != nil {
		return
	}
	for _, p := range names {
		if m, ok := entryNumber(filepath.Base(p)); ok && m < n {
			w.f.fs.RemoveCache(p)
		}
	}
}

// newestBelow is the snapshot of names (paths) with the highest entry
// number below n, or "".
func newestBelow(names []string, n int) string {
	best, bestN := "", 0
	for _, p := range names {
		if m, ok := entryNumber(filepath.Base(p)); ok && m < n && m > bestN {
			best, bestN = p, m
		}
	}
	return best
}
