// Package postoffice is a tiny mail system on loopback: an IMAP server
// (go-imap's in-memory server) and an SMTP server (go-smtp) that delivers
// each accepted mail into the recipient's INBOX. `mincio demo` plays a game
// through it, so the demo uses real IMAP and SMTP on the wire, as a game on
// a real mail server would. It listens on 127.0.0.1 only.
package postoffice

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"strings"
	"sync"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapserver"
	"github.com/emersion/go-imap/v2/imapserver/imapmemserver"
	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

// PostOffice is a running pair of servers and their users.
type PostOffice struct {
	IMAPAddr, SMTPAddr string // 127.0.0.1:port

	mem   *imapmemserver.Server
	imap  *imapserver.Server
	smtp  *smtp.Server
	lns   []net.Listener
	mu    sync.Mutex
	users map[string]*user // by address
	order []string         // addresses, in the order they were added
}

type user struct {
	password string
	mem      *imapmemserver.User
}

// Start opens both servers on loopback ports chosen by the system.
func Start() (*PostOffice, error) { return StartOn(0, 0) }

// StartOn opens both servers on the given loopback ports; 0 lets the
// system choose.
func StartOn(imapPort, smtpPort int) (*PostOffice, error) {
	po := &PostOffice{mem: imapmemserver.New(), users: map[string]*user{}}
	quiet := log.New(io.Discard, "", 0)
	po.imap = imapserver.New(&imapserver.Options{
		NewSession: func(*imapserver.Conn) (imapserver.Session, *imapserver.GreetingData, error) {
			return po.mem.NewSession(), nil, nil
		},
		Caps:         imap.CapSet{imap.CapIMAP4rev1: {}, imap.CapIMAP4rev2: {}},
		InsecureAuth: true, // loopback only
		Logger:       quiet,
	})
	po.smtp = smtp.NewServer(backend{po})
	po.smtp.AllowInsecureAuth = true // loopback only
	po.smtp.Domain = "localhost"
	po.smtp.ErrorLog = quiet
	imapLn, err := listen("IMAP", imapPort)
	if err != nil {
		return nil, err
	}
	smtpLn, err := listen("SMTP", smtpPort)
	if err != nil {
		imapLn.Close()
		return nil, err
	}
	po.lns = []net.Listener{imapLn, smtpLn}
	po.IMAPAddr, po.SMTPAddr = imapLn.Addr().String(), smtpLn.Addr().String()
	go po.imap.Serve(imapLn)
	go po.smtp.Serve(smtpLn)
	return po, nil
}

func listen(what string, port int) (net.Listener, error) {
	ln, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", fmt.Sprint(port)))
	if err != nil {
		return nil, fmt.Errorf("post office: %s port %d: %w (is another post office or server using it?)", what, port, err)
	}
	return ln, nil
}

// AddUser creates a mailbox for address, with an INBOX.
func (po *PostOffice) AddUser(address, password string) error {
	po.mu.Lock()
	defer po.mu.Unlock()
	if _, ok := po.users[strings.ToLower(address)]; ok {
		return fmt.Errorf("post office: user %s exists already", address)
	}
	u := imapmemserver.NewUser(address, password)
	if err := u.Create("INBOX", nil); err != nil {
		return err
	}
	po.mem.AddUser(u)
	po.users[strings.ToLower(address)] = &user{password: password, mem: u}
	po.order = append(po.order, address)
	return nil
}

// Close stops both servers.
func (po *PostOffice) Close() {
	po.imap.Close()
	po.smtp.Close()
	for _, ln := range po.lns {
		ln.Close()
	}
}

// Port returns the port of a 127.0.0.1:port address.
func Port(addr string) int {
	_, p, _ := net.SplitHostPort(addr)
	var n int
	fmt.Sscan(p, &n)
	return n
}

func noMailbox(to string) error {
	return &smtp.SMTPError{Code: 550, EnhancedCode: smtp.EnhancedCode{5, 1, 1}, Message: "no such mailbox: " + to}
}

func (po *PostOffice) has(address string) bool {
	po.mu.Lock()
	defer po.mu.Unlock()
	_, ok := po.users[strings.ToLower(address)]
	return ok
}

func (po *PostOffice) deliver(to string, raw []byte) error {
	po.mu.Lock()
	u, ok := po.users[strings.ToLower(to)]
	po.mu.Unlock()
	if !ok {
		return noMailbox(to)
	}
	_, err := u.mem.Append("INBOX", bytes.NewReader(raw), &imap.AppendOptions{})
	return err
}

func (po *PostOffice) login(username, password string) bool {
	po.mu.Lock()
	defer po.mu.Unlock()
	u, ok := po.users[strings.ToLower(username)]
	return ok && u.password == password
}

type backend struct{ po *PostOffice }

func (b backend) NewSession(*smtp.Conn) (smtp.Session, error) { return &session{po: b.po}, nil }

// session requires AUTH before MAIL (go-smtp itself does not).
type session struct {
	po     *PostOffice
	authed bool
	to     []string
}

func (s *session) AuthMechanisms() []string { return []string{sasl.Plain} }

func (s *session) Auth(string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(_, username, password string) error {
		if !s.po.login(username, password) {
			return smtp.ErrAuthFailed
		}
		s.authed = true
		return nil
	}), nil
}

func (s *session) Mail(string, *smtp.MailOptions) error {
	if !s.authed {
		return smtp.ErrAuthRequired
	}
	return nil
}

func (s *session) Rcpt(to string, _ *smtp.RcptOptions) error {
	if !s.po.has(to) {
		return noMailbox(to)
	}
	s.to = append(s.to, to)
	return nil
}

func (s *session) Data(r io.Reader) error {
	raw, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	var errs []error
	for _, to := range s.to {
		errs = append(errs, s.po.deliver(to, raw))
	}
	return errors.Join(errs...)
}

func (s *session) Reset()        { s.to = nil }
func (s *session) Logout() error { return nil }
