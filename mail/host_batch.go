package mail

import (
	"os"
	"path/filepath"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/saves/sshsig"
)

// Begin starts a batch (BatchHandler): until Commit, the games the mails
// are applied to stay locked and are made durable once, at Commit. The
// games the mails' order files name are taken at once (saves.Batch.Hold).
func (h *Host) Begin(mails []*Incoming) {
	h.batch = saves.NewBatch(saves.Options{LockWait: h.LockWait})
	h.batch.Hold(h.gamesOf(mails))
}

// gamesOf lists the game folders the mails' order files would be applied
// to, each once, in the order they come. A file that is not one, or not
// for a game of this host, is left to handleFile, which answers it.
func (h *Host) gamesOf(mails []*Incoming) []string {
	var dirs []string
	for _, m := range mails {
		if m.Err != nil {
			continue
		}
		for _, c := range m.Candidates {
			if isAct(c.Bytes) {
				continue
			}
			body, _, _ := sshsig.Split(c.Bytes)
			env, ps := adjudicator.ParseEnvelope(c.Name, body)
			if ps != nil || env.Mode == "check" {
				continue
			}
			dir := filepath.Join(h.Games, env.Game)
			if _, err := os.Stat(filepath.Join(dir, "header.json")); err == nil && !slices.Contains(dirs, dir) {
				dirs = append(dirs, dir)
			}
		}
	}
	return dirs
}

// Commit makes the batch's games durable and releases them.
func (h *Host) Commit() error {
	b := h.batch
	h.batch = nil
	if b == nil {
		return nil
	}
	return b.Commit()
}

// submit applies an order file, within the batch if one is begun.
func (h *Host) submit(dir string, sub saves.Submission, opt saves.Options) (*saves.Receipt, error) {
	if h.batch != nil {
		return h.batch.Submit(dir, sub, opt)
	}
	return saves.Submit(dir, sub, opt)
}

// moderate applies a moderator's act, within the batch if one is begun.
func (h *Host) moderate(dir string, sub saves.Submission, opt saves.Options) (*saves.Receipt, error) {
	if h.batch != nil {
		return h.batch.Moderate(dir, sub, opt)
	}
	return saves.Moderate(dir, sub, opt)
}

// check dry-runs an order file, within the batch if one is begun: a game
// the batch holds is locked by it, and checked as the batch left it.
func (h *Host) check(dir string, sub saves.Submission, opt saves.Options) (*saves.Receipt, error) {
	if h.batch != nil {
		return h.batch.Check(dir, sub, opt)
	}
	return saves.Check(dir, sub, opt)
}
