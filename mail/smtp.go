package mail

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"strings"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

// Sender delivers one mail to an SMTP server. It returns a *SendError;
// IsPermanent tells whether retrying can help.
type Sender interface {
	Send(ctx context.Context, from string, to []string, raw []byte) error
}

// SendError says which step of sending failed.
type SendError struct {
	Addr      string
	Step      string // "connect", "tls", "greeting", "auth", "mail from", "rcpt to", "data"
	Permanent bool   // the server refused this mail for good (5xx to MAIL, RCPT or DATA)
	Err       error
}

func (e *SendError) Error() string {
	s := fmt.Sprintf("smtp %s: %s failed: %v", e.Addr, e.Step, e.Err)
	switch {
	case e.Step == "auth":
		s += " (check [smtp] username and the password)"
	case e.Step == "tls":
		s += " (check [smtp] security and port: tls is usually 465, starttls 587)"
	case e.Permanent:
		s += " (the server refused this mail; it will not be retried)"
	}
	return s
}

func (e *SendError) Unwrap() error { return e.Err }

// IsPermanent reports whether err means the mail will never be accepted.
func IsPermanent(err error) bool {
	var se *SendError
	return errors.As(err, &se) && se.Permanent
}

// refusesMail reports whether an SMTP reply refuses the mail itself for
// good (bad or unknown recipient, too large, rejected as spam …), rather
// than the session: 502 or 530 "authenticate first" is a configuration
// problem and must not fail every mail.
func refusesMail(err error) bool {
	var se *smtp.SMTPError
	if !errors.As(err, &se) {
		return false
	}
	switch se.Code {
	case 501, 550, 551, 552, 553, 554, 555, 556:
		return true
	}
	return false
}

// SMTPSender sends mail over go-smtp, one connection per mail.
type SMTPSender struct {
	Account   Account
	Password  string      // used when Account.Username is set
	TLSConfig *tls.Config // nil: system roots, ServerName from Account.Host
	HelloName string      // EHLO name; default "localhost" (STARTTLS always uses "localhost")
	Timeout   time.Duration
}

// NewSMTPSender makes a sender from the [smtp] section, reading the
// password now.
func NewSMTPSender(cfg *Config) (*SMTPSender, error) {
	pass, err := cfg.SMTP.Password()
	if err != nil {
		return nil, err
	}
	tc, err := tlsConfig(cfg.SMTP)
	if err != nil {
		return nil, err
	}
	_, domain, _ := strings.Cut(cfg.Host.Address, "@")
	return &SMTPSender{Account: cfg.SMTP, Password: pass, TLSConfig: tc, HelloName: domain}, nil
}

// Send delivers raw to the recipients.
func (s *SMTPSender) Send(ctx context.Context, from string, to []string, raw []byte) error {
	c, err := s.open(ctx)
	if err != nil {
		return err
	}
	defer c.Close()
	step := func(name string, err error) error {
		if err == nil {
			return nil
		}
		return &SendError{Addr: s.Account.Addr(), Step: name, Permanent: refusesMail(err), Err: err}
	}
	if err := step("mail from", c.Mail(from, nil)); err != nil {
		return err
	}
	for _, rcpt := range to {
		if err := step("rcpt to", c.Rcpt(rcpt, nil)); err != nil {
			return err
		}
	}
	w, err := c.Data()
	if err := step("data", err); err != nil {
		return err
	}
	if _, err := w.Write(raw); err != nil {
		return step("data", err)
	}
	if err := step("data", w.Close()); err != nil {
		return err
	}
	c.Quit()
	return nil
}

// open connects, secures and logs in, checking each step.
func (s *SMTPSender) open(ctx context.Context) (*smtp.Client, error) {
	addr := s.Account.Addr()
	fail := func(step string, err error) error { return &SendError{Addr: addr, Step: step, Err: err} }
	timeout := s.Timeout
	if timeout <= 0 {
		timeout = time.Minute
	}
	d := net.Dialer{Timeout: timeout}
	conn, err := d.DialContext(ctx, "tcp", addr)
	if err != nil {
		return nil, fail("connect", err)
	}
	deadline := time.Now().Add(5 * timeout)
	if dl, ok := ctx.Deadline(); ok && dl.Before(deadline) {
		deadline = dl
	}
	conn.SetDeadline(deadline)
	stop := context.AfterFunc(ctx, func() { conn.Close() })
	c, err := s.secure(ctx, conn)
	stop()
	if err != nil {
		conn.Close()
		return nil, err
	}
	if s.Account.Username != "" {
		if err := c.Auth(sasl.NewPlainClient("", s.Account.Username, s.Password)); err != nil {
			c.Close()
			return nil, fail("auth", err)
		}
	}
	return c, nil
}

// secure runs TLS as configured and the greeting. The error of the first
// command after connecting is checked: with STARTTLS a bad certificate
// only shows there.
func (s *SMTPSender) secure(ctx context.Context, conn net.Conn) (*smtp.Client, error) {
	addr := s.Account.Addr()
	fail := func(step string, err error) error { return &SendError{Addr: addr, Step: step, Err: err} }
	tc := s.tlsConfig()
	hello := s.HelloName
	if hello == "" {
		hello = "localhost"
	}
	switch s.Account.Security {
	case SecurityTLS:
		tconn := tls.Client(conn, tc)
		if err := tconn.HandshakeContext(ctx); err != nil {
			return nil, fail("tls", err)
		}
		c := smtp.NewClient(tconn)
		return c, wrapIf(c.Hello(hello), fail, "greeting")
	case SecurityStartTLS:
		c, err := smtp.NewClientStartTLS(conn, tc)
		if err != nil {
			return nil, fail("tls", err)
		}
		if err := c.Noop(); err != nil {
			c.Close()
			return nil, fail("tls", err)
		}
		return c, nil
	case SecurityPlain:
		if !IsLoopback(s.Account.Host) {
			return nil, fail("connect", fmt.Errorf("security plain is refused for %s, which is not this machine", s.Account.Host))
		}
		c := smtp.NewClient(conn)
		return c, wrapIf(c.Hello(hello), fail, "greeting")
	}
	return nil, fail("connect", fmt.Errorf("unknown security %q", s.Account.Security))
}

func wrapIf(err error, fail func(string, error) error, step string) error {
	if err == nil {
		return nil
	}
	return fail(step, err)
}

func (s *SMTPSender) tlsConfig() *tls.Config {
	tc := s.TLSConfig
	if tc == nil {
		tc = &tls.Config{}
	}
	if tc.ServerName == "" {
		tc = tc.Clone()
		tc.ServerName = s.Account.Host
	}
	return tc
}
