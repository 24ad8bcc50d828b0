package mailtest

import (
	"bytes"
	"crypto/tls"
	"net"
	"testing"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapserver"
	"github.com/emersion/go-imap/v2/imapserver/imapmemserver"
)

// Security modes of a test server, as in mincio.toml.
const (
	Plain    = "plain"
	TLS      = "tls"
	StartTLS = "starttls"
)

// IMAPServer is an in-memory IMAP server on 127.0.0.1 with one user and an
// INBOX.
type IMAPServer struct {
	Addr     string
	Host     string // 127.0.0.1
	Port     int
	Username string
	Password string
	Security string
	Cert     *Cert // set for tls and starttls
	User     *imapmemserver.User

	t   testing.TB
	mem *imapmemserver.Server
	running
}

// NewIMAPServer starts a server (security: Plain, TLS or StartTLS; "" is
// Plain). It stops when the test ends.
func NewIMAPServer(t testing.TB, security string) *IMAPServer {
	t.Helper()
	s := &IMAPServer{
		Username: "host@example.org",
		Password: "imap-secret",
		Security: security,
		t:        t,
		mem:      imapmemserver.New(),
		running:  running{tap: newTap()},
	}
	if s.Security == "" {
		s.Security = Plain
	}
	s.User = imapmemserver.NewUser(s.Username, s.Password)
	if err := s.User.Create("INBOX", nil); err != nil {
		t.Fatal(err)
	}
	s.mem.AddUser(s.User)
	if s.Security != Plain {
		s.Cert = NewCert(t)
	}
	s.listen("127.0.0.1:0")
	t.Cleanup(s.Stop)
	return s
}

func (s *IMAPServer) listen(addr string) {
	s.t.Helper()
	ln, tl, tcp := s.open(s.t, addr)
	s.Addr, s.Host, s.Port = tcp.String(), tcp.IP.String(), tcp.Port
	var l net.Listener = tl
	opts := &imapserver.Options{
		NewSession: func(*imapserver.Conn) (imapserver.Session, *imapserver.GreetingData, error) {
			return s.mem.NewSession(), nil, nil
		},
		Caps:         imap.CapSet{imap.CapIMAP4rev1: {}, imap.CapIMAP4rev2: {}},
		InsecureAuth: s.Security == Plain,
		Logger:       discardLogger{},
	}
	switch s.Security {
	case TLS:
		l = tls.NewListener(l, s.Cert.Server)
	case StartTLS:
		opts.TLSConfig = s.Cert.Server
	}
	srv := imapserver.New(opts)
	s.serve(srv, ln, l, tl, srv.Serve)
}

// Restart listens again on the same address, with the same mailboxes.
func (s *IMAPServer) Restart() {
	s.t.Helper()
	s.Stop()
	s.listen(s.Addr)
}

// Deliver appends a mail to INBOX.
func (s *IMAPServer) Deliver(raw []byte) {
	s.t.Helper()
	if _, err := s.User.Append("INBOX", bytes.NewReader(raw), &imap.AppendOptions{}); err != nil {
		s.t.Fatal(err)
	}
}

// Count is the number of mails in a mailbox (0 if it does not exist).
func (s *IMAPServer) Count(mailbox string) int {
	st, err := s.User.Status(mailbox, &imap.StatusOptions{NumMessages: true})
	if err != nil || st.NumMessages == nil {
		return 0
	}
	return int(*st.NumMessages)
}

// Unseen is the number of mails without \Seen in a mailbox.
func (s *IMAPServer) Unseen(mailbox string) int {
	st, err := s.User.Status(mailbox, &imap.StatusOptions{NumUnseen: true})
	if err != nil || st.NumUnseen == nil {
		return 0
	}
	return int(*st.NumUnseen)
}

// Commands counts the commands named name (FETCH, MOVE …, with or without
// UID) that clients sent so far. It sees plain connections only.
func (s *IMAPServer) Commands(name string) int { return s.tap.count(name) }

// DropOn makes the server cut the next connection whose response contains
// substr halfway through that response, e.g. DropOn("BODY[]") drops a
// connection in the middle of a FETCH of bodies.
func (s *IMAPServer) DropOn(substr string) { s.tap.setDrop(substr) }

// DropAll closes every open connection; the listener stays.
func (s *IMAPServer) DropAll() { s.tap.closeAll() }

type discardLogger struct{}

func (discardLogger) Printf(string, ...any) {}
