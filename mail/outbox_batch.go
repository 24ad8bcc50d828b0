package mail

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/mincio/mincio/internal/syncfs"
)

// PutAll queues ms as Put queues each, durable when it returns nil, with
// two syncs of the outbox's file system in all instead of five fsyncs a
// mail (issue 25): the hidden messages and the entries under temporary
// names are written, synced, the entries renamed into place and the names
// synced; then the messages are published, which Flush's clean redoes
// after a crash. A crash before the end leaves whole files only: an entry
// is renamed into place once its bytes are on disk.
func (o *Outbox) PutAll(ms []Outgoing) error {
	var todo []Outgoing
	for _, m := range ms {
		queued, err := o.check(m)
		if err != nil {
			return err
		}
		if queued {
			if err := o.publish(m.ID); err != nil { // a crash may have left its message hidden
				return err
			}
			continue
		}
		todo = append(todo, m)
	}
	if len(todo) == 0 {
		return nil
	}
	for _, m := range todo {
		if err := o.stage(m); err != nil {
			return fmt.Errorf("outbox: cannot store mail %s: %v", m.ID, err)
		}
	}
	if err := o.barrier(); err != nil {
		return err
	}
	for _, m := range todo {
		crashPoint()
		if err := os.Rename(o.stagedEntry(m.ID), filepath.Join(o.Dir, m.ID+".json")); err != nil {
			return fmt.Errorf("outbox: cannot store mail %s: %v", m.ID, err)
		}
	}
	if err := o.barrier(); err != nil {
		return err
	}
	for _, m := range todo {
		crashPoint()
		if err := os.Rename(filepath.Join(o.Dir, stagePrefix+m.ID+".eml"), filepath.Join(o.Dir, m.ID+".eml")); err != nil {
			return fmt.Errorf("outbox: cannot store mail %s: %v", m.ID, err)
		}
	}
	return nil
}

// check validates m as Put does and says whether it is queued already
// (or failed for good, which is not queued again).
func (o *Outbox) check(m Outgoing) (bool, error) {
	switch {
	case !validID.MatchString(m.ID):
		return false, fmt.Errorf("outbox: bad mail id %q (use NewOutgoing)", m.ID)
	case m.From == "" || len(m.To) == 0:
		return false, fmt.Errorf("outbox: mail %s has no sender or no recipient", m.ID)
	case len(m.Raw) == 0:
		return false, fmt.Errorf("outbox: mail %s is empty", m.ID)
	}
	if _, err := os.Stat(filepath.Join(o.Dir, failedDir, m.ID+".json")); err == nil {
		return true, nil
	}
	_, err := os.Stat(filepath.Join(o.Dir, m.ID+".json"))
	return err == nil, nil
}

// stagedEntry is the temporary name m's entry is written under; clean
// removes it once stale, as any temporary file.
func (o *Outbox) stagedEntry(id string) string {
	return filepath.Join(o.Dir, ".tmp-"+id+".json")
}

// stage writes m's hidden message and its entry under its temporary name,
// unsynced.
func (o *Outbox) stage(m Outgoing) error {
	b, err := json.MarshalIndent(OutboxEntry{ID: m.ID, From: m.From, To: m.To, Subject: m.Subject}, "", "  ")
	if err != nil {
		return err
	}
	crashPoint()
	if err := os.WriteFile(filepath.Join(o.Dir, stagePrefix+m.ID+".eml"), m.Raw, 0o600); err != nil {
		return err
	}
	crashPoint()
	return os.WriteFile(o.stagedEntry(m.ID), append(b, '\n'), 0o600)
}

// barrier makes every write to the outbox so far durable.
func (o *Outbox) barrier() error {
	crashPoint()
	if err := syncfs.Dir(o.Dir); err != nil {
		return fmt.Errorf("outbox: cannot sync %s: %v", o.Dir, err)
	}
	return nil
}
