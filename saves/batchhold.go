package saves

import (
	"path/filepath"
	"slices"

	"github.com/mincio/mincio/internal/cores"
)

// Hold takes for the batch, at once and before any input, the games of
// dirs that no other process holds: their journals are written unsynced
// and made durable together by one barrier, where a game taken by its
// first input (game) costs a synced journal of its own, two fsyncs (issue
// 25). A game Hold cannot take at once, or that fails to read, is left to
// its first input, which waits for it and reports what fails. Nothing is
// written to a game before its journal is durable, so a journal a crash
// cut short belonged to a game the batch had not touched
// (batchjournal.go). With Options.NoSync there are no journals: the games
// are only locked and read.
func (b *Batch) Hold(dirs []string) {
	opt := b.opt
	opt.LockWait = -1 // try each lock once: never wait holding others
	var todo []string
	for _, dir := range dirs {
		key := filepath.Clean(dir)
		if b.held[key] == nil && !slices.Contains(todo, key) && isGame(dir) == nil {
			todo = append(todo, key)
		}
	}
	// each game locked, read and journalled on its own goroutine
	// (cores.Each), taken into the batch in the order given
	hs := make([]*heldGame, len(todo))
	defer func() {
		if r := recover(); r != nil { // a test's kill: give back what was taken
			for _, h := range hs {
				if h != nil {
					h.l.release()
				}
			}
			panic(r)
		}
	}()
	cores.Each(len(todo), func(i int) { hs[i] = b.holdUnsynced(todo[i], opt) })
	var taken []string
	for i, key := range todo {
		if hs[i] != nil {
			b.held[key] = hs[i]
			b.order = append(b.order, key)
			taken = append(taken, key)
		}
	}
	if len(taken) == 0 {
		return
	}
	if err := b.fs.Barrier(taken); err != nil {
		// the journals may not be durable: give the games back; the next
		// to take one finds its journal and undoes nothing (it names the
		// game as it is)
		for _, key := range taken {
			b.held[key].l.release()
			delete(b.held, key)
		}
		b.order = slices.DeleteFunc(b.order, func(k string) bool { return slices.Contains(taken, k) })
		return
	}
	for _, key := range taken {
		b.held[key].w.batched = true
	}
}

// holdUnsynced locks dir, writes its journal through the batch's file
// system, unsynced (Hold makes it durable with the others), and restores
// the game's state. Nil if the lock or the journal
// fails; the lock is released then (and on a test's crash).
func (b *Batch) holdUnsynced(dir string, opt Options) *heldGame {
	w, l, err := holdGame(dir, opt, b.fs)
	if err != nil {
		return nil
	}
	journalled := false
	defer func() {
		if !journalled {
			l.release()
		}
	}()
	if !b.opt.NoSync { // with NoSync, no journal (Batch.journal)
		j, err := newBatchJournal(w.f)
		if err != nil {
			return nil
		}
		// in place: one cut short lacks its end line (parseBatchJournal)
		if err := writeFresh(b.fs, filepath.Join(w.f.Dir, batchJournalName), j.encode(), filePerm); err != nil {
			return nil
		}
	}
	journalled = true
	// the state at the head, which the game's first input needs, restored
	// here, on this game's goroutine; on an error that input restores it
	// again and reports it
	w.state()
	return &heldGame{w: w, l: l, head: w.f.n}
}
