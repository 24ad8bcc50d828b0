package mail

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"runtime/debug"
	"strings"
	"time"

	"github.com/emersion/go-imap/v2"
)

// Verdict is what a Handler decided about a mail.
type Verdict int

const (
	// Processed: the mail was dealt with (applied, or answered as a
	// duplicate or an error the player must fix). It moves to the
	// processed folder.
	Processed Verdict = iota
	// Rejected: the mail is not for mincio (spam, bounce, unreadable). It
	// moves to the rejected folder, for a person to look at.
	Rejected
)

func (v Verdict) String() string {
	if v == Rejected {
		return "rejected"
	}
	return "processed"
}

// Handler routes one mail to its game and applies it. It must be
// idempotent: after a crash or a dropped connection the same mail comes
// again, and the same mail may simply be delivered twice; dedupe inputs by
// digest. A nil error means the outcome is durable. An error means
// "try again later" (game locked, disk full): the mail stays unseen.
//
// msg.Err is set when the mail has no order file (ErrNoOrderFile), could
// not be read, or was too large to download (then raw holds only the
// header). Never send mail to msg.From when msg.AutoReply is set; the
// Poller drops such replies anyway.
type Handler interface {
	Handle(ctx context.Context, msg *Incoming, raw []byte) (Verdict, []Outgoing, error)
}

// Poller reads the IMAP mailbox and hands each unseen mail to a Handler.
type Poller struct {
	Config    IMAPConfig
	Password  string
	TLSConfig *tls.Config // nil: system roots
	Outbox    *Outbox     // where the handler's replies go (required if it returns any)
	Extractor Extractor

	Timeout     time.Duration                    // to connect and log in; default 30s
	Logf        func(format string, args ...any) // nil: silent
	DebugWriter io.Writer                        // raw IMAP traffic (holds the password!)

	// For Watch.
	Backoff     Backoff                                          // reconnect delays; default 1s doubling to 5 min
	Sleep       func(ctx context.Context, d time.Duration) error // default: a timer; tests pass a fake
	IdleRefresh time.Duration                                    // poll even without news this often; default 10 min
}

// MaxBatchBytes caps the mail bytes fetched in one FETCH.
const MaxBatchBytes = 32 << 20

// NewPoller makes a poller from the [imap] section, reading the password
// now.
func NewPoller(cfg *Config, outbox *Outbox) (*Poller, error) {
	pass, err := cfg.IMAP.Password()
	if err != nil {
		return nil, err
	}
	tc, err := tlsConfig(cfg.IMAP.Account)
	if err != nil {
		return nil, err
	}
	return &Poller{Config: cfg.IMAP, Password: pass, TLSConfig: tc, Outbox: outbox}, nil
}

// PollResult counts what one poll did.
type PollResult struct {
	Unseen    int // unseen mails found
	Processed int // moved to the processed folder
	Rejected  int // moved to the rejected folder
	Deferred  []Deferred
}

// Deferred is a mail left for the next poll, and why.
type Deferred struct {
	UID       uint32
	MessageID string
	Err       error
}

// Once connects, handles every unseen mail, moves each handled one to its
// folder, and logs out. The error reports a failed connection or command;
// mails the handler deferred are listed in the result.
func (p *Poller) Once(ctx context.Context, h Handler) (PollResult, error) {
	s, err := p.connect(ctx)
	if err != nil {
		return PollResult{}, err
	}
	defer s.close()
	return s.poll(ctx, h)
}

// poll handles the unseen mails in batches: one FETCH for the sizes, then
// one FETCH per batch for the bodies (with PEEK, so nothing is marked seen
// until handled), then the handler for each mail in UID order, then one
// MOVE per folder.
func (s *session) poll(ctx context.Context, h Handler) (PollResult, error) {
	var res PollResult
	uids, err := s.unseen()
	if err != nil {
		return res, err
	}
	res.Unseen = len(uids)
	sizes, err := s.sizes(uids)
	if err != nil {
		return res, err
	}
	for _, batch := range s.p.batches(uids, sizes) {
		if err := ctx.Err(); err != nil {
			return res, err
		}
		if err := s.pollBatch(ctx, h, batch, sizes, &res); err != nil {
			return res, err
		}
	}
	return res, nil
}

// batches splits uids into runs of at most BatchSize mails and
// MaxBatchBytes bytes.
func (p *Poller) batches(uids []imap.UID, sizes map[imap.UID]int64) [][]imap.UID {
	size := p.Config.BatchSize
	if size <= 0 {
		size = DefaultBatchSize
	}
	var out [][]imap.UID
	var cur []imap.UID
	var bytes int64
	for _, u := range uids {
		n := min(sizes[u], p.maxMessage())
		if len(cur) > 0 && (len(cur) >= size || bytes+n > MaxBatchBytes) {
			out = append(out, cur)
			cur, bytes = nil, 0
		}
		cur, bytes = append(cur, u), bytes+n
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

func (p *Poller) maxMessage() int64 {
	if p.Config.MaxMessageBytes <= 0 {
		return DefaultMaxMessageBytes
	}
	return p.Config.MaxMessageBytes
}

func (s *session) pollBatch(ctx context.Context, h Handler, batch []imap.UID, sizes map[imap.UID]int64, res *PollResult) error {
	var small, large []imap.UID
	for _, u := range batch {
		if sizes[u] > s.p.maxMessage() {
			large = append(large, u)
		} else {
			small = append(small, u)
		}
	}
	bodies, err := s.fetch(small, imap.PartSpecifierNone)
	if err != nil {
		return err
	}
	heads, err := s.fetch(large, imap.PartSpecifierHeader)
	if err != nil {
		return err
	}
	var mails []fetched
	var ins []*Incoming
	for _, u := range batch {
		raw, tooLarge := bodies[u], false
		if raw == nil {
			raw, tooLarge = heads[u], true
		}
		if raw == nil {
			continue // expunged meanwhile
		}
		in := s.p.extract(u, raw, tooLarge, sizes[u])
		mails = append(mails, fetched{u, raw, in})
		ins = append(ins, in)
	}
	if bh, ok := h.(BatchHandler); ok {
		bh.Begin(ins)
	}
	done := map[Verdict][]imap.UID{}
	var replies []Outgoing
	var handled []handledMail
	for i, o := range s.p.handleBatch(ctx, h, mails, ins) {
		m := mails[i]
		if o.flush != nil {
			o.flush()
		}
		if !o.handled {
			continue
		}
		v, outs, err := s.p.settle(m.in, o)
		if err != nil {
			res.Deferred = append(res.Deferred, Deferred{UID: uint32(m.uid), MessageID: m.in.MessageID, Err: err})
			s.p.logf("mail uid %d left for the next poll: %v", m.uid, err)
			continue
		}
		handled = append(handled, handledMail{m.uid, m.in.MessageID})
		done[v] = append(done[v], m.uid)
		replies = append(replies, outs...)
	}
	if err := s.p.commit(h, replies); err != nil {
		for _, m := range handled {
			res.Deferred = append(res.Deferred, Deferred{UID: uint32(m.uid), MessageID: m.messageID, Err: err})
		}
		s.p.logf("%d mails left for the next poll: %v", len(handled), err)
		return nil
	}
	if err := s.move(done[Processed], s.p.Config.ProcessedFolder); err != nil {
		return err
	}
	res.Processed += len(done[Processed])
	if err := s.move(done[Rejected], s.p.Config.RejectedFolder); err != nil {
		return err
	}
	res.Rejected += len(done[Rejected])
	return nil
}

type handledMail struct {
	uid       imap.UID
	messageID string
}

// BatchHandler is a Handler that can make its outcomes durable once a
// batch (issue 25): between Begin and Commit they are durable only once
// Commit returns nil. Begin is given the batch's mails, read, before the
// first is handled (Host takes their games at once). The poller commits, then queues the batch's replies,
// then moves its mails; a crash before leaves them all in the inbox, to be
// handled again.
type BatchHandler interface {
	Handler
	Begin(mails []*Incoming)
	Commit() error
}

// commit makes what the handler did for a batch durable, then its replies:
// only then may the batch's mails leave the inbox.
func (p *Poller) commit(h Handler, replies []Outgoing) error {
	if bh, ok := h.(BatchHandler); ok {
		if err := bh.Commit(); err != nil {
			return err
		}
	}
	if len(replies) == 0 {
		return nil
	}
	if p.Outbox == nil {
		return errors.New("the handler returned mail but the poller has no outbox")
	}
	return p.Outbox.PutAll(replies)
}

// extract reads a fetched mail, once.
func (p *Poller) extract(uid imap.UID, raw []byte, tooLarge bool, size int64) *Incoming {
	in, err := p.Extractor.Extract(raw)
	in.UID, in.Err = uint32(uid), err
	if tooLarge {
		in.Candidates = nil
		in.Err = fmt.Errorf("the mail is %d bytes, over the limit of %d: send the order file alone, as text or a small attachment", size, p.maxMessage())
	}
	return in
}

// settle checks what the handler made of a mail; it returns the replies
// to queue once the batch is durable.
func (p *Poller) settle(in *Incoming, o outcome) (Verdict, []Outgoing, error) {
	if o.err != nil {
		return o.v, nil, o.err
	}
	if o.v != Processed && o.v != Rejected {
		return o.v, nil, fmt.Errorf("handler returned unknown verdict %d", o.v)
	}
	return o.v, p.keepReplies(in, o.outs), nil
}

// callHandler turns a panic in the handler into a deferral, so one bad
// mail cannot stop the poll.
func callHandler(ctx context.Context, h Handler, in *Incoming, raw []byte) (v Verdict, outs []Outgoing, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("handler panicked: %v\n%s", r, debug.Stack())
		}
	}()
	return h.Handle(ctx, in, raw)
}

// keepReplies drops mail addressed to the sender of an automatic reply or
// bounce, so mincio and a robot never answer each other forever.
func (p *Poller) keepReplies(in *Incoming, outs []Outgoing) []Outgoing {
	if !in.AutoReply || in.From == "" {
		return outs
	}
	var kept []Outgoing
	for _, o := range outs {
		toSender := false
		for _, r := range o.To {
			toSender = toSender || strings.EqualFold(r, in.From)
		}
		if toSender {
			p.logf("not answering %s: %s", in.From, in.AutoReason)
			continue
		}
		kept = append(kept, o)
	}
	return kept
}

func (p *Poller) logf(format string, args ...any) {
	if p.Logf != nil {
		p.Logf(format, args...)
	}
}
