package mail

import (
	"context"
	"strings"
	"testing"

	"github.com/mincio/mincio/mail/mailtest"
)

func TestSMTPSenderSecurityModes(t *testing.T) {
	for _, sec := range []string{mailtest.Plain, mailtest.TLS, mailtest.StartTLS} {
		t.Run(sec, func(t *testing.T) {
			t.Parallel()
			srv := mailtest.NewSMTPServer(t, sec)
			o := outgoing(t, 1, "franz@example.com")
			if err := senderFor(srv).Send(context.Background(), o.From, o.To, o.Raw); err != nil {
				t.Fatal(err)
			}
			msgs := srv.Messages()
			if len(msgs) != 1 || string(msgs[0].Data) != string(o.Raw) || msgs[0].From != "host@example.org" {
				t.Fatalf("received %+v", msgs)
			}
		})
	}
}

func TestSMTPSenderErrorsNameTheStep(t *testing.T) {
	ctx := context.Background()
	o := outgoing(t, 1, "franz@example.com")
	for _, tc := range []struct {
		name, sec string
		mut       func(*SMTPSender)
		want      string
	}{
		{"untrusted tls", mailtest.TLS, func(s *SMTPSender) { s.TLSConfig = nil }, "tls failed"},
		// With STARTTLS the bad certificate shows only at the first command.
		{"untrusted starttls", mailtest.StartTLS, func(s *SMTPSender) { s.TLSConfig = nil }, "tls failed"},
		{"tls against plain", mailtest.Plain, func(s *SMTPSender) { s.Account.Security = SecurityTLS }, "tls failed"},
		{"bad password", mailtest.Plain, func(s *SMTPSender) { s.Password = "nope" }, "auth failed"},
		{"no login", mailtest.Plain, func(s *SMTPSender) { s.Account.Username = "" }, "mail from failed"},
		{"plain to a remote host", mailtest.Plain, func(s *SMTPSender) { s.Account.Host = "192.0.2.1"; s.Account.Port = 1 }, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv := mailtest.NewSMTPServer(t, tc.sec)
			snd := senderFor(srv)
			tc.mut(snd)
			if tc.name == "plain to a remote host" {
				// Refused before any byte is sent: check through secure.
				_, err := snd.secure(ctx, nil)
				if err == nil || !strings.Contains(err.Error(), "not this machine") {
					t.Fatalf("err %v", err)
				}
				return
			}
			err := snd.Send(ctx, o.From, o.To, o.Raw)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err %v, want %q", err, tc.want)
			}
			if IsPermanent(err) {
				t.Errorf("%v is permanent; a login or TLS problem must not fail the mail", err)
			}
			if len(srv.Messages()) != 0 {
				t.Error("mail accepted")
			}
		})
	}
}
