package mailtest

import (
	"crypto/tls"
	"io"
	"net"
	"sync"
	"testing"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

// Received is a mail the SMTP server accepted.
type Received struct {
	From string
	To   []string
	Data []byte
}

// SMTPServer is an SMTP server on 127.0.0.1 that requires AUTH PLAIN
// (go-smtp does not: MAIL is refused here until the client logged in) and
// keeps every accepted mail.
type SMTPServer struct {
	Addr     string
	Host     string
	Port     int
	Username string
	Password string
	Security string
	Cert     *Cert

	t testing.TB
	running

	mu     sync.Mutex // guards msgs and reject
	msgs   []Received
	reject func(rcpt string) error
}

// NewSMTPServer starts a server (security: Plain, TLS or StartTLS). It
// stops when the test ends.
func NewSMTPServer(t testing.TB, security string) *SMTPServer {
	t.Helper()
	s := &SMTPServer{Username: "host@example.org", Password: "smtp-secret", Security: security, t: t, running: running{tap: newTap()}}
	if s.Security == "" {
		s.Security = Plain
	}
	if s.Security != Plain {
		s.Cert = NewCert(t)
	}
	s.listen("127.0.0.1:0")
	t.Cleanup(s.Stop)
	return s
}

func (s *SMTPServer) listen(addr string) {
	s.t.Helper()
	ln, tl, tcp := s.open(s.t, addr)
	s.Addr, s.Host, s.Port = tcp.String(), tcp.IP.String(), tcp.Port
	var l net.Listener = tl
	srv := smtp.NewServer(smtp.BackendFunc(func(*smtp.Conn) (smtp.Session, error) {
		return &smtpSession{s: s}, nil
	}))
	srv.Domain = "mx.example.org"
	srv.AllowInsecureAuth = s.Security == Plain
	srv.ErrorLog = discardSMTPLogger{}
	switch s.Security {
	case TLS:
		l = tls.NewListener(l, s.Cert.Server)
	case StartTLS:
		srv.TLSConfig = s.Cert.Server
	}
	s.serve(srv, ln, l, tl, srv.Serve)
}

// Restart brings the server up again on the same address.
func (s *SMTPServer) Restart() {
	s.t.Helper()
	s.Stop()
	s.listen(s.Addr)
}

// Reject makes RCPT TO fail with the error f returns (nil accepts), e.g.
// &smtp.SMTPError{Code: 550, …}.
func (s *SMTPServer) Reject(f func(rcpt string) error) {
	s.mu.Lock()
	s.reject = f
	s.mu.Unlock()
}

// Messages returns the accepted mails, in order.
func (s *SMTPServer) Messages() []Received {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Received(nil), s.msgs...)
}

type smtpSession struct {
	s      *SMTPServer
	authed bool
	from   string
	to     []string
}

func (ss *smtpSession) AuthMechanisms() []string { return []string{sasl.Plain} }

func (ss *smtpSession) Auth(mech string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(identity, user, pass string) error {
		if user != ss.s.Username || pass != ss.s.Password {
			return smtp.ErrAuthFailed
		}
		ss.authed = true
		return nil
	}), nil
}

func (ss *smtpSession) Mail(from string, _ *smtp.MailOptions) error {
	if !ss.authed {
		return smtp.ErrAuthRequired
	}
	ss.from = from
	return nil
}

func (ss *smtpSession) Rcpt(to string, _ *smtp.RcptOptions) error {
	ss.s.mu.Lock()
	reject := ss.s.reject
	ss.s.mu.Unlock()
	if reject != nil {
		if err := reject(to); err != nil {
			return err
		}
	}
	ss.to = append(ss.to, to)
	return nil
}

func (ss *smtpSession) Data(r io.Reader) error {
	b, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	ss.s.mu.Lock()
	ss.s.msgs = append(ss.s.msgs, Received{From: ss.from, To: ss.to, Data: b})
	ss.s.mu.Unlock()
	return nil
}

func (ss *smtpSession) Reset()        { ss.from, ss.to = "", nil }
func (ss *smtpSession) Logout() error { return nil }

type discardSMTPLogger struct{}

func (discardSMTPLogger) Printf(string, ...any) {}
func (discardSMTPLogger) Println(...any)        {}

// DropOn makes the server cut the next connection whose reply contains
// substr, e.g. DropOn("354") drops it when DATA is accepted.
func (s *SMTPServer) DropOn(substr string) { s.tap.setDrop(substr) }
