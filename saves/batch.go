package saves

import (
	"os"
	"path/filepath"
	"slices"

	"github.com/mincio/mincio/internal/cores"
	"github.com/mincio/mincio/internal/syncfs"
)

// Batch applies many inputs to many games and makes them durable once, at
// Commit, instead of once a file: what a host reading a mailbox (issue 25)
// or ticking a league needs. Each game a batch touches stays locked, and
// its state in memory, from its first input to the commit; before the
// first write to it the batch journals it (batchjournal.go), so a crash
// before the commit leaves every game as it was before the batch. Nothing
// a batch did may be acknowledged before Commit returns nil.
type Batch struct {
	opt   Options
	fs    batchFileSystem
	held  map[string]*heldGame
	order []string // held games, in the order first touched
	// failed is the error of a commit made before Commit (see game):
	// Commit returns it, since what it covered may not be acknowledged
	failed error
}

type heldGame struct {
	w    *writer
	l    *lock
	head int // the head the journal names
}

// batchFileSystem writes without syncing; Barrier makes every write so far
// in the given folders durable.
type batchFileSystem interface {
	fileSystem
	Barrier(dirs []string) error
}

// testBatchFS, when set by a test, replaces the batch's file system.
var testBatchFS batchFileSystem

// NewBatch starts a batch; opt's LockWait, HostKey and NoSync hold for it.
func NewBatch(opt Options) *Batch {
	b := &Batch{opt: opt, held: map[string]*heldGame{}}
	switch {
	case testBatchFS != nil:
		b.fs = testBatchFS
	case opt.NoSync:
		b.fs = unsyncedFS{}
	default:
		b.fs = syncfsFS{}
	}
	return b
}

// Len is the number of games the batch holds.
func (b *Batch) Len() int { return len(b.held) }

// game holds dir for the batch, with opt for what comes next (Now).
func (b *Batch) game(dir string, opt Options) (*writer, error) {
	if w := b.heldWriter(dir, opt); w != nil {
		return w, nil
	}
	key := filepath.Clean(dir)
	opt.NoSync, opt.HostKey, opt.LockWait = b.opt.NoSync, b.opt.HostKey, b.opt.LockWait
	if len(b.held) > 0 && isGame(dir) == nil && !lockFree(dir) {
		// another process has the game, and may be waiting for one this
		// batch holds (a tick and a poll at once): commit and release
		// them all before waiting, so neither waits for the other
		if err := b.commit(); err != nil {
			b.failed = err
		}
	}
	w, l, err := holdGame(dir, opt, b.fs)
	if err != nil {
		return nil, err
	}
	journalled := false
	defer func() {
		if !journalled { // on an error, or a test's crash
			l.release()
		}
	}()
	if err := b.journal(w.f); err != nil {
		return nil, &Error{Msg: "cannot journal the batch: " + err.Error(), Hint: "nothing was recorded; fix the cause (disk full? permissions?) and try again", Temporary: true, HostFault: true}
	}
	journalled, w.batched = true, true
	b.held[key] = &heldGame{w: w, l: l, head: w.f.n}
	b.order = append(b.order, key)
	return w, nil
}

// heldWriter is the batch's writer of dir, with opt for what comes next
// (Now), or nil if the batch does not hold dir.
func (b *Batch) heldWriter(dir string, opt Options) *writer {
	h, ok := b.held[filepath.Clean(dir)]
	if !ok {
		return nil
	}
	opt.NoSync, opt.HostKey, opt.LockWait = b.opt.NoSync, b.opt.HostKey, b.opt.LockWait
	h.w.opt = opt
	h.w.opt.Now = notBefore(opt.Now, h.w.f)
	return h.w
}

// Check is the package's Check within the batch: on a game the batch
// holds, against the game as the batch left it (its lock is the batch's);
// on another, under its own lock, without taking it into the batch (a
// dry run writes nothing to journal).
func (b *Batch) Check(dir string, sub Submission, opt Options) (*Receipt, error) {
	if w := b.heldWriter(dir, opt); w != nil {
		return w.dryRun(sub)
	}
	return Check(dir, sub, opt)
}

// journal writes f's journal, durably, unless the batch does not sync
// (Options.NoSync: a crash may lose the game anyway).
func (b *Batch) journal(f *Folder) error {
	if b.opt.NoSync {
		return nil
	}
	j, err := newBatchJournal(f)
	if err != nil {
		return err
	}
	return durableFS(b.opt).WriteFile(filepath.Join(f.Dir, batchJournalName), j.encode(), filePerm)
}

// Submit is the package's Submit within the batch: durable only once
// Commit returns nil.
func (b *Batch) Submit(dir string, sub Submission, opt Options) (*Receipt, error) {
	w, err := b.game(dir, opt)
	if err != nil {
		return nil, err
	}
	return w.submit(sub)
}

// Commit makes everything the batch wrote durable, empties the journals and
// releases the games. On an error nothing may be acknowledged: the next
// command on each game undoes the batch, or finds it whole.
func (b *Batch) Commit() error {
	err := b.commit()
	if b.failed != nil {
		err, b.failed = b.failed, nil
	}
	return err
}

func (b *Batch) commit() error {
	defer b.release()
	var dirs []string
	for _, key := range b.order {
		dirs = append(dirs, b.held[key].w.f.Dir)
	}
	cores.Each(len(b.order), func(i int) { // a game each: no two touch one
		h := b.held[b.order[i]]
		if h.w.f.n > h.head && h.w.game != nil {
			h.w.snapshot(h.w.game, h.w.f.n) // a cache: no error
		}
	})
	if len(dirs) == 0 {
		return nil
	}
	if err := b.fs.Barrier(dirs); err != nil {
		return commitError(err)
	}
	for _, key := range b.order {
		if b.opt.NoSync {
			break // no journal
		}
		// emptied, not removed: the next batch writes into it, where a
		// new file would cost it an inode (issue 25)
		if err := writeFresh(b.fs, filepath.Join(b.held[key].w.f.Dir, batchJournalName), nil, filePerm); err != nil {
			return commitError(err)
		}
	}
	// the journals emptied durably before anything is acknowledged: a
	// journal found again would undo acknowledged entries
	if err := b.fs.Barrier(dirs); err != nil {
		return commitError(err)
	}
	return nil
}

func commitError(err error) error {
	return &Error{Msg: "cannot make the batch durable: " + err.Error(), Hint: "nothing may be acknowledged; the next command on each game undoes the batch", Temporary: true, HostFault: true}
}

// Abandon releases the games without committing: each game's next command
// undoes what the batch wrote to it.
func (b *Batch) Abandon() { b.release() }

func (b *Batch) release() {
	for _, key := range b.order {
		b.held[key].l.release()
	}
	b.held, b.order = map[string]*heldGame{}, nil
}

// syncfsFS writes without fsync and makes a batch durable with one
// syncfs(2) per file system: a few milliseconds for a hundred mails, where
// an fsync a file costs that a file.
type syncfsFS struct{ noSyncFS }

func (syncfsFS) Barrier(dirs []string) error {
	var done []uint64
	for _, dir := range dirs {
		dev, err := deviceOf(dir)
		if err != nil {
			return err
		}
		if slices.Contains(done, dev) {
			continue
		}
		if err := syncfs.Dir(dir); err != nil {
			return err
		}
		done = append(done, dev)
	}
	return nil
}

// WriteFresh writes path in place (writeFresh): a temporary file and its
// rename cost more than the file itself on a loaded file system, and the
// batch's journal, durable before the first write, undoes a file cut short.
func (syncfsFS) WriteFresh(path string, data []byte, perm os.FileMode) error {
	return writeFileInPlace(path, data, perm)
}

// unsyncedFS is a batch's file system with Options.NoSync: no barrier.
type unsyncedFS struct{ noSyncFS }

func (unsyncedFS) Barrier([]string) error { return nil }

// Moderate is the package's Moderate within the batch.
func (b *Batch) Moderate(dir string, sub Submission, opt Options) (*Receipt, error) {
	w, err := b.game(dir, opt)
	if err != nil {
		return nil, err
	}
	return w.moderate(sub)
}

// Holds says whether the batch holds dir: its inputs then run on the
// batch's writer of dir and change nothing the batch shares, so inputs for
// different games it holds may run at once (mail.Host.Lanes).
func (b *Batch) Holds(dir string) bool {
	_, ok := b.held[filepath.Clean(dir)]
	return ok
}
