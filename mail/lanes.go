package mail

import (
	"context"
	"runtime"

	"github.com/emersion/go-imap/v2"

	"github.com/mincio/mincio/internal/cores"
)

// LaneHandler is a BatchHandler whose mails for different games may be
// handled at once, on the machine's cores (issue 25): a game's mails stay
// in their order, on one goroutine, and the poller queues the replies and
// moves the mails in the batch's order, so what a poll writes, sends and
// logs does not depend on which goroutine ran first.
type LaneHandler interface {
	BatchHandler
	// Lanes groups the batch's mails (by their index in mails) into
	// lanes: the mails of a lane are handled in order, one after another;
	// different lanes at once. Nil: the whole batch in order.
	Lanes(mails []*Incoming) [][]int
	// Logged is a handler for one mail whose log lines wait until flush
	// writes them, so the log reads as if the mails were handled in order.
	Logged() (h Handler, flush func())
}

// fetched is a mail of a batch, read.
type fetched struct {
	uid imap.UID
	raw []byte
	in  *Incoming
}

// outcome is what the handler made of a mail of a batch; handled is false
// for a mail the poll stopped before (a cancelled context).
type outcome struct {
	handled bool
	v       Verdict
	outs    []Outgoing
	err     error
	// flush writes the mail's log lines, held back while lanes ran
	// (LaneHandler.Logged): the poller calls it in the batch's order
	flush func()
}

// handleBatch handles the batch's mails: in order, or, for a LaneHandler
// with more than one lane and more than one core, its lanes at once. The
// outcome of mail i is in slot i; the caller flushes its log lines.
func (p *Poller) handleBatch(ctx context.Context, h Handler, mails []fetched, ins []*Incoming) []outcome {
	res := make([]outcome, len(mails))
	lh, ok := h.(LaneHandler)
	var lanes [][]int
	if ok && runtime.GOMAXPROCS(0) > 1 {
		lanes = lh.Lanes(ins)
	}
	if len(lanes) < 2 {
		for i, m := range mails {
			if ctx.Err() != nil {
				break // handle no more; what was handled is still moved if the connection allows
			}
			res[i] = handleOne(ctx, h, m)
		}
		return res
	}
	cores.Each(len(lanes), func(l int) {
		for _, i := range lanes[l] {
			if ctx.Err() != nil {
				return
			}
			mh, flush := lh.Logged()
			res[i] = handleOne(ctx, mh, mails[i])
			res[i].flush = flush
		}
	})
	return res
}

func handleOne(ctx context.Context, h Handler, m fetched) outcome {
	v, outs, err := callHandler(ctx, h, m.in, m.raw)
	return outcome{handled: true, v: v, outs: outs, err: err}
}
