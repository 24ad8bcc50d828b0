package realmail

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

// A mail submitted to Postfix with AUTH reaches the recipient's INBOX in
// Dovecot by LMTP.
func TestPostfixDeliversIntoDovecot(t *testing.T) {
	dir, err := os.MkdirTemp("", "mincio-realmail-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(dir)
	s, err := StartOrOptOut(dir)
	if err == ErrOptedOut {
		t.Skip(err)
	}
	if err != nil {
		t.Fatal(err)
	}
	defer s.Stop()
	for _, u := range []string{"alice@" + Domain, "bob@" + Domain} {
		if err := s.AddUser(u, "pw-"+u); err != nil {
			t.Fatal(err)
		}
	}
	c, err := smtp.Dial("127.0.0.1:" + itoa(s.SMTPPort))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.Auth(sasl.NewPlainClient("", "alice@"+Domain, "pw-alice@"+Domain)); err != nil {
		t.Fatalf("auth: %v\n%s", err, s.Logs())
	}
	raw := "From: alice@" + Domain + "\r\nTo: bob@" + Domain + "\r\nSubject: hello\r\nMessage-ID: <1@x>\r\n\r\nhi bob\r\n"
	if err := c.SendMail("alice@"+Domain, []string{"bob@" + Domain}, strings.NewReader(raw)); err != nil {
		t.Fatalf("send: %v\n%s", err, s.Logs())
	}
	ic, err := imapclient.DialInsecure("127.0.0.1:"+itoa(s.IMAPPort), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ic.Close()
	if err := ic.Login("bob@"+Domain, "pw-bob@"+Domain).Wait(); err != nil {
		t.Fatalf("login: %v\n%s", err, s.Logs())
	}
	for end := time.Now().Add(20 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		st, err := ic.Status("INBOX", &imap.StatusOptions{NumMessages: true}).Wait()
		if err != nil {
			t.Fatal(err)
		}
		if *st.NumMessages == 1 {
			break
		}
		if time.Now().After(end) {
			t.Fatalf("no mail delivered\n%s", s.Logs())
		}
	}
}
