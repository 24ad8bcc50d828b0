package realmail

import (
	"os"
	"strconv"
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

// Missing servers are an error that says how to install them or opt out.
func TestStartSaysHowToInstall(t *testing.T) {
	empty := t.TempDir()
	oldSbin, oldLib := sbinDir, dovecotLib
	defer func() { sbinDir, dovecotLib = oldSbin, oldLib }()
	sbinDir, dovecotLib = empty, empty
	t.Setenv("PATH", empty)
	t.Setenv(OptOut, "")
	_, err := StartOrOptOut(t.TempDir())
	if err == nil {
		t.Fatal("started without servers")
	}
	for _, want := range []string{"dovecot, postfix, dovecot-imapd, dovecot-lmtpd not installed", "apt-get install -y dovecot-imapd dovecot-lmtpd postfix", OptOut + "=off"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error lacks %q: %v", want, err)
		}
	}
	t.Setenv(OptOut, "off")
	if _, err := StartOrOptOut(t.TempDir()); err != ErrOptedOut {
		t.Fatalf("opted out: %v", err)
	}
}

// Installed servers but no root: the error says why and how to opt out.
func TestStartNeedsRoot(t *testing.T) {
	if os.Getenv(OptOut) == "off" {
		t.Skip(ErrOptedOut)
	}
	if Missing() != "" {
		t.Fatalf("servers missing: %s; %s", Missing(), Install)
	}
	old := geteuid
	defer func() { geteuid = old }()
	geteuid = func() int { return 1000 }
	_, err := Start(t.TempDir())
	if err == nil || !strings.Contains(err.Error(), "must start as root and this runs as uid 1000") || !strings.Contains(err.Error(), OptOut+"=off") {
		t.Fatalf("error %v", err)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
