package mail

import "github.com/mincio/mincio/saves"

// Begin starts a batch (BatchHandler): until Commit, the games the mails
// are applied to stay locked and are made durable once, at Commit.
func (h *Host) Begin() { h.batch = saves.NewBatch(saves.Options{LockWait: h.LockWait}) }

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
