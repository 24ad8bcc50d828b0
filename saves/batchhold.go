package saves

import (
	"path/filepath"
	"slices"
)

// Hold takes for the batch, at once and before any input, the games of
// dirs that no other process holds: their journals are written unsynced
// and made durable together by one barrier, where a game taken by its
// first input (game) costs a synced journal of its own, two fsyncs (issue
// 25). A game Hold cannot take at once, or that fails to read, is left to
// its first input, which waits for it and reports what fails. Nothing is
// written to a game before its journal is durable, so a journal a crash
// cut short belonged to a game the batch had not touched
// (batchjournal.go).
func (b *Batch) Hold(dirs []string) {
	if b.opt.NoSync {
		return // no journals to gather: game takes each as it comes
	}
	opt := b.opt
	opt.LockWait = -1 // try each lock once: never wait holding others
	var taken []string
	for _, dir := range dirs {
		key := filepath.Clean(dir)
		if b.held[key] != nil || isGame(dir) != nil {
			continue
		}
		if h := b.holdUnsynced(dir, opt); h != nil {
			b.held[key] = h
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

// holdUnsynced locks dir and writes its journal through the batch's file
// system, unsynced: Hold makes it durable with the others. Nil if either
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
	j, err := newBatchJournal(w.f)
	if err != nil {
		return nil
	}
	if err := b.fs.WriteFile(filepath.Join(w.f.Dir, batchJournalName), j.encode(), filePerm); err != nil {
		return nil
	}
	journalled = true
	return &heldGame{w: w, l: l, head: w.f.n}
}
