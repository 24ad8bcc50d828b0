package mail

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"mime"
	"net"
	"sync/atomic"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
	"github.com/emersion/go-message/charset"
)

// IMAPError says which step of talking to the IMAP server failed.
type IMAPError struct {
	Addr string
	Step string // "connect", "tls", "greeting", "login", "select", "search", "fetch", "move"
	Err  error
}

func (e *IMAPError) Error() string {
	s := fmt.Sprintf("imap %s: %s failed: %v", e.Addr, e.Step, e.Err)
	switch e.Step {
	case "login":
		s += " (check [imap] username and the password)"
	case "tls":
		s += " (check [imap] security and port: tls is usually 993, starttls 143)"
	case "select":
		s += " (check [imap] mailbox)"
	case "fetch", "search", "move":
		s += " (nothing was marked processed; the next poll tries again)"
	}
	return s
}

func (e *IMAPError) Unwrap() error { return e.Err }

// session is one logged-in IMAP connection with the mailbox selected.
type session struct {
	p        *Poller
	c        *imapclient.Client
	addr     string
	updates  chan struct{}         // new mail announced (EXISTS), for IDLE
	canIdle  bool                  // the server offers IDLE (asked once, after login)
	validity uint32                // the selected mailbox's UIDVALIDITY
	stop     func() bool           // detaches the context watcher
	timedOut func(err error) error // explains errors caused by the login timeout
}

// connect dials, secures, logs in and selects the mailbox, naming the
// step that failed. Cancelling ctx closes the connection.
func (p *Poller) connect(ctx context.Context) (*session, error) {
	acc := p.Config.Account
	s := &session{p: p, addr: acc.Addr(), updates: make(chan struct{}, 1)}
	opts := &imapclient.Options{
		DebugWriter: p.DebugWriter,
		TLSConfig:   p.tlsConfig(),
		WordDecoder: &mime.WordDecoder{CharsetReader: charset.Reader},
		UnilateralDataHandler: &imapclient.UnilateralDataHandler{
			Mailbox: func(d *imapclient.UnilateralDataMailbox) {
				if d.NumMessages != nil {
					select {
					case s.updates <- struct{}{}:
					default:
					}
				}
			},
		},
	}
	d := net.Dialer{Timeout: p.timeout()}
	conn, err := d.DialContext(ctx, "tcp", s.addr)
	if err != nil {
		return nil, s.fail("connect", err)
	}
	// Bound the whole login: a server that never greets (a plain client
	// on a TLS port, say) must not hang mincio. (imapclient sets its own
	// read deadlines, so a timer closes the connection instead.)
	var timedOut atomic.Bool
	timer := time.AfterFunc(p.timeout(), func() { timedOut.Store(true); conn.Close() })
	defer timer.Stop()
	s.timedOut = func(err error) error {
		if timedOut.Load() {
			return fmt.Errorf("no answer within %v (%v); check [imap] security and port", p.timeout(), err)
		}
		return err
	}
	s.c, err = s.secure(ctx, conn, opts)
	if err != nil {
		conn.Close()
		return nil, err
	}
	s.stop = context.AfterFunc(ctx, func() { s.c.Close() })
	if err := s.c.WaitGreeting(); err != nil {
		return nil, s.closeWith("greeting", err)
	}
	if err := s.c.Login(acc.Username, p.Password).Wait(); err != nil {
		return nil, s.closeWith("login", err)
	}
	// Ask for the capabilities once, explicitly: imapclient's cached Caps()
	// can be empty for a moment after login resets them, and a session that
	// took that for "no IDLE" would poll only every IdleRefresh.
	caps, err := s.c.Capability().Wait()
	if err != nil {
		return nil, s.closeWith("capability", err)
	}
	s.canIdle = caps.Has(imap.CapIdle) || caps.Has(imap.CapIMAP4rev2)
	sel, err := s.c.Select(p.Config.Mailbox, nil).Wait()
	if err != nil {
		return nil, s.closeWith("select", err)
	}
	s.validity = sel.UIDValidity
	if !timer.Stop() { // fired just now: the connection is closed
		return nil, s.closeWith("select", errors.New("connection closed"))
	}
	s.timedOut = nil
	return s, nil
}

func (s *session) secure(ctx context.Context, conn net.Conn, opts *imapclient.Options) (*imapclient.Client, error) {
	acc := s.p.Config.Account
	switch acc.Security {
	case SecurityTLS:
		tconn := tls.Client(conn, opts.TLSConfig)
		if err := tconn.HandshakeContext(ctx); err != nil {
			return nil, s.fail("tls", err)
		}
		return imapclient.New(tconn, opts), nil
	case SecurityStartTLS:
		c, err := imapclient.NewStartTLS(conn, opts)
		if err != nil {
			return nil, s.fail("tls", err)
		}
		return c, nil
	case SecurityPlain:
		if !IsLoopback(acc.Host) {
			return nil, s.fail("connect", fmt.Errorf("security plain is refused for %s, which is not this machine", acc.Host))
		}
		return imapclient.New(conn, opts), nil
	}
	return nil, s.fail("connect", fmt.Errorf("unknown security %q", acc.Security))
}

func (p *Poller) tlsConfig() *tls.Config {
	tc := p.TLSConfig
	if tc == nil {
		tc = &tls.Config{}
	}
	if tc.ServerName == "" {
		tc = tc.Clone()
		tc.ServerName = p.Config.Host
	}
	return tc
}

func (p *Poller) timeout() time.Duration {
	if p.Timeout <= 0 {
		return 30 * time.Second
	}
	return p.Timeout
}

func (s *session) fail(step string, err error) error {
	if s.timedOut != nil {
		err = s.timedOut(err)
	}
	return &IMAPError{Addr: s.addr, Step: step, Err: err}
}

func (s *session) closeWith(step string, err error) error {
	s.close()
	return s.fail(step, err)
}

// close logs out politely and releases the connection.
func (s *session) close() {
	if s.stop != nil {
		s.stop()
	}
	done := make(chan struct{})
	go func() {
		s.c.Logout().Wait()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
	}
	s.c.Close()
}
