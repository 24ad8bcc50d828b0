package mail

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mincio/mincio/mail/mailtest"
)

func pollerFor(srv *mailtest.IMAPServer, ob *Outbox) *Poller {
	p := &Poller{
		Config: IMAPConfig{
			Account:         Account{Section: "imap", Host: srv.Host, Port: srv.Port, Security: srv.Security, Username: srv.Username},
			Mailbox:         "INBOX",
			ProcessedFolder: "Processed",
			RejectedFolder:  "Rejected",
			BatchSize:       DefaultBatchSize,
			MaxMessageBytes: DefaultMaxMessageBytes,
		},
		Password: srv.Password,
		Outbox:   ob,
	}
	if srv.Cert != nil {
		p.TLSConfig = srv.Cert.ClientConfig()
	}
	return p
}

// orderMail is a player's mail with an order file in the body.
func orderMail(id int, side string, seq int) []byte {
	file := fmt.Sprintf("mincio orders 1\ngame: g1\nside: %s\nseq: %d\nmove 1305 1405\n%s", side, seq, sigBlock)
	return []byte(fmt.Sprintf("From: %s@example.com\r\nTo: host@example.org\r\nSubject: orders\r\nMessage-ID: <order-%d@example.com>\r\nContent-Type: text/plain\r\n\r\n%s", side, id, crlf(file)))
}

const (
	spamMail   = "From: shop@spam.example\r\nSubject: cheap watches\r\nMessage-ID: <spam@spam.example>\r\nContent-Type: text/html\r\n\r\n<p>Buy now</p>\r\n"
	bounceMail = "From: MAILER-DAEMON@mx.example.org\r\nSubject: Undelivered Mail Returned to Sender\r\nMessage-ID: <bounce@mx.example.org>\r\nContent-Type: multipart/report; report-type=delivery-status; boundary=R\r\n\r\n--R\r\nContent-Type: text/plain\r\n\r\nYour mail could not be delivered.\r\n--R\r\nContent-Type: message/delivery-status\r\n\r\nStatus: 5.1.1\r\n--R--\r\n"
	autoMail   = "From: franz@example.com\r\nSubject: Out of office\r\nAuto-Submitted: auto-replied\r\nMessage-ID: <ooo@example.com>\r\nContent-Type: text/plain\r\n\r\nI am away until Monday.\r\n> mincio orders 1\r\n"
)

// fakeGame stands for the game side: it applies each order file once, by
// digest, and answers every mail (even robots: the Poller must drop those
// answers).
type fakeGame struct {
	mu      sync.Mutex
	applied map[[32]byte]bool
	calls   int
	dups    int
	seen    []*Incoming
	// crash, if set, is returned after applying the next order: the game
	// changed but the mail is not marked.
	crash error
	// after runs after applying, before returning (e.g. to drop the connection).
	after func()
}

func (g *fakeGame) Handle(ctx context.Context, msg *Incoming, raw []byte) (Verdict, []Outgoing, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.calls++
	g.seen = append(g.seen, msg)
	reply := func(text string) []Outgoing {
		o, err := NewOutgoing(Message{From: Address{Address: "host@example.org"}, To: []Address{{Address: msg.From}},
			Subject: "Re: " + msg.Subject, Date: testDate, InReplyTo: msg.MessageID, Body: text})
		if err != nil {
			panic(err)
		}
		return []Outgoing{o}
	}
	if len(msg.Candidates) == 0 {
		return Rejected, reply("no order file: " + fmt.Sprint(msg.Err)), nil
	}
	if g.applied == nil {
		g.applied = map[[32]byte]bool{}
	}
	d := sha256.Sum256(msg.Candidates[0].LF())
	if g.applied[d] {
		g.dups++
		return Processed, reply("already applied"), nil
	}
	g.applied[d] = true
	if g.after != nil {
		g.after()
		g.after = nil
	}
	if err := g.crash; err != nil {
		g.crash = nil
		return 0, nil, err
	}
	return Processed, reply("applied"), nil
}

func (g *fakeGame) stats() (calls, applied, dups int) {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.calls, len(g.applied), g.dups
}

func outboxRecipients(t *testing.T, ob *Outbox) []string {
	t.Helper()
	st, err := ob.Status()
	if err != nil {
		t.Fatal(err)
	}
	var to []string
	for _, e := range st {
		to = append(to, e.To...)
	}
	return to
}

func TestPollMixedInbox(t *testing.T) {
	srv := mailtest.NewIMAPServer(t, mailtest.Plain)
	srv.Deliver(orderMail(1, "austria", 1))
	srv.Deliver([]byte(spamMail))
	srv.Deliver(orderMail(2, "piedmont", 1))
	srv.Deliver([]byte(bounceMail))
	srv.Deliver([]byte(autoMail))
	srv.Deliver(orderMail(3, "austria", 2))
	ob := openOutbox(t)
	g := &fakeGame{}
	res, err := pollerFor(srv, ob).Once(context.Background(), g)
	if err != nil {
		t.Fatal(err)
	}
	if res.Unseen != 6 || res.Processed != 3 || res.Rejected != 3 || len(res.Deferred) != 0 {
		t.Errorf("result %+v", res)
	}
	if calls, applied, _ := g.stats(); calls != 6 || applied != 3 {
		t.Errorf("handler: %d calls, %d applied", calls, applied)
	}
	if srv.Count("INBOX") != 0 || srv.Count("Processed") != 3 || srv.Count("Rejected") != 3 {
		t.Errorf("folders: inbox %d, processed %d, rejected %d", srv.Count("INBOX"), srv.Count("Processed"), srv.Count("Rejected"))
	}
	// In UID order, with what the handler needs to route and answer.
	if g.seen[0].MessageID != "order-1@example.com" || g.seen[0].UID != 1 || !g.seen[3].AutoReply || !g.seen[4].AutoReply || g.seen[1].AutoReply {
		t.Errorf("seen: %+v %+v", g.seen[0], g.seen[3])
	}
	// Replies to the orders and to the spam; none to the robots.
	to := strings.Join(outboxRecipients(t, ob), " ")
	if strings.Count(to, "austria@") != 2 || !strings.Contains(to, "piedmont@") || !strings.Contains(to, "shop@") ||
		strings.Contains(to, "MAILER-DAEMON") || strings.Contains(to, "franz@") {
		t.Errorf("outbox recipients: %s", to)
	}
}

func TestPollSameMailTwice(t *testing.T) {
	srv := mailtest.NewIMAPServer(t, mailtest.Plain)
	srv.Deliver(orderMail(1, "austria", 1))
	srv.Deliver(orderMail(1, "austria", 1))
	g := &fakeGame{}
	res, err := pollerFor(srv, openOutbox(t)).Once(context.Background(), g)
	if err != nil || res.Processed != 2 {
		t.Fatalf("%+v, %v", res, err)
	}
	if calls, applied, dups := g.stats(); calls != 2 || applied != 1 || dups != 1 {
		t.Errorf("calls %d applied %d dups %d", calls, applied, dups)
	}
}

// The handler applied the order but "died" before the mail was marked:
// the next poll hands it over again and the handler sees a duplicate.
func TestPollCrashAfterApply(t *testing.T) {
	srv := mailtest.NewIMAPServer(t, mailtest.Plain)
	srv.Deliver(orderMail(1, "austria", 1))
	srv.Deliver(orderMail(2, "austria", 2))
	p := pollerFor(srv, openOutbox(t))
	g := &fakeGame{crash: errors.New("killed")}
	res, err := p.Once(context.Background(), g)
	if err != nil || res.Processed != 1 || len(res.Deferred) != 1 || res.Deferred[0].MessageID != "order-1@example.com" {
		t.Fatalf("%+v, %v", res, err)
	}
	if srv.Unseen("INBOX") != 1 || srv.Count("Processed") != 1 {
		t.Fatalf("inbox unseen %d, processed %d", srv.Unseen("INBOX"), srv.Count("Processed"))
	}
	res, err = p.Once(context.Background(), g)
	if err != nil || res.Processed != 1 {
		t.Fatalf("second poll %+v, %v", res, err)
	}
	if calls, applied, dups := g.stats(); calls != 3 || applied != 2 || dups != 1 {
		t.Errorf("calls %d applied %d dups %d", calls, applied, dups)
	}
}

// The connection is lost after the handler applied the mail and before
// it was moved: the poll reports the failed step, and the next poll
// brings the mail back as a duplicate.
func TestPollConnectionLostBeforeMarking(t *testing.T) {
	srv := mailtest.NewIMAPServer(t, mailtest.Plain)
	srv.Deliver(orderMail(1, "austria", 1))
	p := pollerFor(srv, openOutbox(t))
	g := &fakeGame{after: srv.DropAll}
	_, err := p.Once(context.Background(), g)
	var ie *IMAPError
	if !errors.As(err, &ie) || ie.Step != "move" || !strings.Contains(err.Error(), "the next poll tries again") {
		t.Fatalf("err %v", err)
	}
	if srv.Count("INBOX") != 1 || srv.Unseen("INBOX") != 1 {
		t.Fatal("mail was marked although the connection was lost")
	}
	res, err := p.Once(context.Background(), g)
	if err != nil || res.Processed != 1 {
		t.Fatalf("next poll %+v, %v", res, err)
	}
	if _, applied, dups := g.stats(); applied != 1 || dups != 1 {
		t.Errorf("applied %d dups %d", applied, dups)
	}
}

func TestPollConnectionDroppedMidFetch(t *testing.T) {
	srv := mailtest.NewIMAPServer(t, mailtest.Plain)
	for i := range 5 {
		srv.Deliver(orderMail(i, "austria", i+1))
	}
	p := pollerFor(srv, openOutbox(t))
	g := &fakeGame{}
	srv.DropOn("BODY[]")
	_, err := p.Once(context.Background(), g)
	var ie *IMAPError
	if !errors.As(err, &ie) || ie.Step != "fetch" {
		t.Fatalf("err %v, want a fetch error", err)
	}
	if calls, _, _ := g.stats(); calls != 0 || srv.Unseen("INBOX") != 5 || srv.Count("Processed") != 0 {
		t.Fatalf("after the drop: %d handler calls, %d unseen", calls, srv.Unseen("INBOX"))
	}
	res, err := p.Once(context.Background(), g)
	if err != nil || res.Processed != 5 {
		t.Fatalf("next poll %+v, %v", res, err)
	}
}

// A temporary handler error (game locked) leaves that mail unseen and
// does not stop the others; fetching never marks a mail seen.
func TestPollTemporaryErrorLeavesMailUnseen(t *testing.T) {
	srv := mailtest.NewIMAPServer(t, mailtest.Plain)
	srv.Deliver(orderMail(1, "austria", 1))
	srv.Deliver(orderMail(2, "piedmont", 1))
	locked := HandlerFunc(func(ctx context.Context, msg *Incoming, raw []byte) (Verdict, []Outgoing, error) {
		if strings.Contains(string(raw), "austria") {
			return 0, nil, errors.New("game g1 is locked by another mincio")
		}
		return Processed, nil, nil
	})
	res, err := pollerFor(srv, nil).Once(context.Background(), locked)
	if err != nil || res.Processed != 1 || len(res.Deferred) != 1 || !strings.Contains(res.Deferred[0].Err.Error(), "locked") {
		t.Fatalf("%+v, %v", res, err)
	}
	if srv.Count("INBOX") != 1 || srv.Unseen("INBOX") != 1 {
		t.Errorf("inbox %d, unseen %d", srv.Count("INBOX"), srv.Unseen("INBOX"))
	}
}

func TestPollHandlerPanicIsDeferred(t *testing.T) {
	srv := mailtest.NewIMAPServer(t, mailtest.Plain)
	srv.Deliver(orderMail(1, "austria", 1))
	h := HandlerFunc(func(context.Context, *Incoming, []byte) (Verdict, []Outgoing, error) { panic("boom") })
	res, err := pollerFor(srv, nil).Once(context.Background(), h)
	if err != nil || len(res.Deferred) != 1 || !strings.Contains(res.Deferred[0].Err.Error(), "panicked: boom") {
		t.Fatalf("%+v, %v", res, err)
	}
}

// Replies go to the outbox before the mail is marked: if the outbox
// cannot store them, the mail stays.
func TestPollOutboxFailureLeavesMail(t *testing.T) {
	srv := mailtest.NewIMAPServer(t, mailtest.Plain)
	srv.Deliver(orderMail(1, "austria", 1))
	broken := &Outbox{Dir: filepath.Join(t.TempDir(), "missing")}
	res, err := pollerFor(srv, broken).Once(context.Background(), &fakeGame{})
	if err != nil || len(res.Deferred) != 1 || res.Processed != 0 || srv.Count("INBOX") != 1 {
		t.Fatalf("%+v, %v", res, err)
	}
}

func TestPollTooLarge(t *testing.T) {
	srv := mailtest.NewIMAPServer(t, mailtest.Plain)
	big := append(orderMail(1, "austria", 1), []byte(strings.Repeat("x", 8000))...)
	srv.Deliver(big)
	srv.Deliver(orderMail(2, "piedmont", 1))
	p := pollerFor(srv, openOutbox(t))
	p.Config.MaxMessageBytes = 4096
	g := &fakeGame{}
	res, err := p.Once(context.Background(), g)
	if err != nil || res.Rejected != 1 || res.Processed != 1 {
		t.Fatalf("%+v, %v", res, err)
	}
	if in := g.seen[0]; in.Err == nil || !strings.Contains(in.Err.Error(), "over the limit of 4096") || in.From != "austria@example.com" {
		t.Errorf("large mail: %+v", in)
	}
}

func TestPollEmptyInbox(t *testing.T) {
	srv := mailtest.NewIMAPServer(t, mailtest.Plain)
	p := pollerFor(srv, nil)
	for range 2 { // the connection must survive: no empty UID set is sent
		res, err := p.Once(context.Background(), &fakeGame{})
		if err != nil || res.Unseen != 0 {
			t.Fatalf("%+v, %v", res, err)
		}
	}
	if n := srv.Commands("FETCH") + srv.Commands("MOVE"); n != 0 {
		t.Errorf("%d FETCH/MOVE commands on an empty inbox", n)
	}
}

func TestPollBatchesFetches(t *testing.T) {
	srv := mailtest.NewIMAPServer(t, mailtest.Plain)
	for i := range 1000 {
		srv.Deliver(orderMail(i, "austria", i+1))
	}
	ok := HandlerFunc(func(context.Context, *Incoming, []byte) (Verdict, []Outgoing, error) { return Processed, nil, nil })
	res, err := pollerFor(srv, nil).Once(context.Background(), ok)
	if err != nil || res.Processed != 1000 {
		t.Fatalf("%+v, %v", res, err)
	}
	// One FETCH for the sizes, one per batch of DefaultBatchSize mails for
	// the bodies.
	batches := (1000 + DefaultBatchSize - 1) / DefaultBatchSize
	if n := srv.Commands("FETCH"); n >= 20 || n != 1+batches {
		t.Errorf("%d FETCH commands for 1000 mails, want %d", n, 1+batches)
	}
	// One MOVE per batch, plus one retry after the folder was created.
	if n, c := srv.Commands("MOVE"), srv.Commands("CREATE"); n != batches+1 || c != 1 {
		t.Errorf("%d MOVE and %d CREATE commands, want %d and 1", n, c, batches+1)
	}
}

func TestPollSecurityModes(t *testing.T) {
	for _, sec := range []string{mailtest.TLS, mailtest.StartTLS} {
		t.Run(sec, func(t *testing.T) {
			t.Parallel()
			srv := mailtest.NewIMAPServer(t, sec)
			srv.Deliver(orderMail(1, "austria", 1))
			res, err := pollerFor(srv, openOutbox(t)).Once(context.Background(), &fakeGame{})
			if err != nil || res.Processed != 1 {
				t.Fatalf("%+v, %v", res, err)
			}
			p := pollerFor(srv, nil)
			p.TLSConfig = nil // the test certificate is not trusted
			_, err = p.Once(context.Background(), &fakeGame{})
			var ie *IMAPError
			if !errors.As(err, &ie) || ie.Step != "tls" {
				t.Errorf("untrusted certificate: %v", err)
			}
		})
	}
}

// A plain client on a TLS port gets no greeting: the connect timeout
// ends the wait and names the step.
func TestPollNoGreeting(t *testing.T) {
	srv := mailtest.NewIMAPServer(t, mailtest.TLS)
	p := pollerFor(srv, nil)
	p.Config.Security = SecurityPlain
	p.Timeout = 100 * time.Millisecond
	_, err := p.Once(context.Background(), &fakeGame{})
	var ie *IMAPError
	if !errors.As(err, &ie) || ie.Step != "greeting" || !strings.Contains(err.Error(), "no answer within 100ms") {
		t.Errorf("err %v, want a greeting error", err)
	}
}

func TestPollLoginFailure(t *testing.T) {
	srv := mailtest.NewIMAPServer(t, mailtest.Plain)
	p := pollerFor(srv, nil)
	p.Password = "wrong"
	_, err := p.Once(context.Background(), &fakeGame{})
	if err == nil || !strings.Contains(err.Error(), "login failed") || !strings.Contains(err.Error(), "check [imap] username") {
		t.Errorf("err %v", err)
	}
}

func TestPollCancelled(t *testing.T) {
	srv := mailtest.NewIMAPServer(t, mailtest.Plain)
	for i := range 3 {
		srv.Deliver(orderMail(i, "austria", i+1))
	}
	ctx, cancel := context.WithCancel(context.Background())
	h := HandlerFunc(func(context.Context, *Incoming, []byte) (Verdict, []Outgoing, error) {
		cancel()
		return Processed, nil, nil
	})
	p := pollerFor(srv, nil)
	p.Config.BatchSize = 1
	done := make(chan error, 1)
	go func() { _, err := p.Once(ctx, h); done <- err }()
	select {
	case err := <-done:
		if err == nil {
			t.Error("no error after cancel")
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Once did not stop after cancel")
	}
}

func BenchmarkPoll1000(b *testing.B) {
	ok := HandlerFunc(func(context.Context, *Incoming, []byte) (Verdict, []Outgoing, error) { return Processed, nil, nil })
	for b.Loop() {
		b.StopTimer()
		srv := mailtest.NewIMAPServer(b, mailtest.Plain)
		for i := range 1000 {
			srv.Deliver(orderMail(i, "austria", i+1))
		}
		p := pollerFor(srv, nil)
		b.StartTimer()
		res, err := p.Once(context.Background(), ok)
		if err != nil || res.Processed != 1000 {
			b.Fatalf("%+v, %v", res, err)
		}
		b.ReportMetric(float64(srv.Commands("FETCH")), "fetches/op")
	}
}

// From a player's mail to the reply at the SMTP server: the handler's
// reply is queued before the mail is moved, then flushed.
func TestPollReplyReachesSMTP(t *testing.T) {
	im, sm := mailtest.NewIMAPServer(t, mailtest.Plain), mailtest.NewSMTPServer(t, mailtest.Plain)
	im.Deliver(orderMail(1, "austria", 1))
	ob := openOutbox(t)
	if _, err := pollerFor(im, ob).Once(context.Background(), &fakeGame{}); err != nil {
		t.Fatal(err)
	}
	if res, err := ob.Flush(context.Background(), senderFor(sm), testDate); err != nil || res.Sent != 1 {
		t.Fatalf("flush %+v, %v", res, err)
	}
	msgs := sm.Messages()
	if len(msgs) != 1 || msgs[0].To[0] != "austria@example.com" {
		t.Fatalf("received %+v", msgs)
	}
	in, _ := Extract(msgs[0].Data)
	if in.InReplyTo != "order-1@example.com" || in.Subject != "Re: orders" || !strings.HasSuffix(in.MessageID, "@example.org") {
		t.Errorf("reply header %+v", in)
	}
}
