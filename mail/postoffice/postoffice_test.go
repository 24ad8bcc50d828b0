package postoffice

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

func start(t *testing.T) *PostOffice {
	t.Helper()
	po, err := Start()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(po.Close)
	for _, u := range []string{"a@x.test", "b@x.test"} {
		if err := po.AddUser(u, "pw-"+u); err != nil {
			t.Fatal(err)
		}
	}
	return po
}

func send(po *PostOffice, user, pass, to string, raw []byte) error {
	c, err := smtp.Dial(po.SMTPAddr)
	if err != nil {
		return err
	}
	defer c.Close()
	if user != "" {
		if err := c.Auth(sasl.NewPlainClient("", user, pass)); err != nil {
			return err
		}
	}
	return c.SendMail(user, []string{to}, bytes.NewReader(raw))
}

func inbox(t *testing.T, po *PostOffice, user string) uint32 {
	t.Helper()
	c, err := imapclient.DialInsecure(po.IMAPAddr, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.Login(user, "pw-"+user).Wait(); err != nil {
		t.Fatal(err)
	}
	st, err := c.Status("INBOX", &imap.StatusOptions{NumMessages: true}).Wait()
	if err != nil {
		t.Fatal(err)
	}
	return *st.NumMessages
}

func TestMailGoesFromSMTPToTheRecipientsInbox(t *testing.T) {
	po := start(t)
	if err := send(po, "a@x.test", "pw-a@x.test", "b@x.test", []byte("Subject: hi\r\n\r\nhello\r\n")); err != nil {
		t.Fatal(err)
	}
	if n := inbox(t, po, "b@x.test"); n != 1 {
		t.Fatalf("b has %d mails", n)
	}
	if n := inbox(t, po, "a@x.test"); n != 0 {
		t.Fatalf("a has %d mails", n)
	}
}

func TestPostOfficeRefuses(t *testing.T) {
	po := start(t)
	var se *smtp.SMTPError
	if err := send(po, "", "", "b@x.test", []byte("x\r\n")); !errors.As(err, &se) || se.Code != 502 {
		t.Fatalf("mail without login: %v", err)
	}
	if err := send(po, "a@x.test", "wrong", "b@x.test", []byte("x\r\n")); !errors.As(err, &se) || se.Code != 535 {
		t.Fatalf("wrong password: %v", err)
	}
	if err := send(po, "a@x.test", "pw-a@x.test", "nobody@x.test", []byte("x\r\n")); !errors.As(err, &se) || se.Code != 550 {
		t.Fatalf("unknown recipient: %v", err)
	}
}

// A state written and read back starts the same post office: same ports,
// users and password.
func TestStateRoundTrip(t *testing.T) {
	po := start(t)
	dir := t.TempDir()
	st := po.State("PW_ENV", "pw-a@x.test")
	if err := WriteState(dir, st); err != nil {
		t.Fatal(err)
	}
	po.Close()
	back, err := ReadState(dir)
	if err != nil {
		t.Fatal(err)
	}
	again, err := StartState(back)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	if again.IMAPAddr != po.IMAPAddr || again.SMTPAddr != po.SMTPAddr {
		t.Fatalf("restarted on %s/%s, want %s/%s", again.IMAPAddr, again.SMTPAddr, po.IMAPAddr, po.SMTPAddr)
	}
	if err := send(again, "a@x.test", "pw-a@x.test", "a@x.test", []byte("Subject: x\r\n\r\nx\r\n")); err != nil {
		t.Fatal(err)
	}
	if err := again.AddUser("a@x.test", "p"); err == nil {
		t.Fatal("a user added twice")
	}
}

func TestReadStateErrors(t *testing.T) {
	dir := t.TempDir()
	if _, err := ReadState(dir); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("no state: %v", err)
	}
	os.WriteFile(filepath.Join(dir, StateFile), []byte(`{"imap_port": 1}`), 0o600)
	if _, err := ReadState(dir); err == nil || !strings.Contains(err.Error(), "delete it") {
		t.Fatalf("incomplete state: %v", err)
	}
}
