package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
	gomail "github.com/emersion/go-message/mail"
	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
	"github.com/mincio/mincio/mail/realmail"
	"github.com/mincio/mincio/saves"
)

// A player of the real-server tests: reads their Dovecot mailbox over
// IMAP, signs orders with mincio sign and mails them through Postfix.

const realPassword = "real-secret"

// player is one side's person: a mailbox in Dovecot, mail out through Postfix.
type player struct {
	t    *testing.T
	srv  *realmail.Servers
	side string
	addr string
	key  string
	seen int // mails already read
}

// realMail is a received mail, decoded.
type realMail struct {
	Subject, Text string
	Report        string // the report.txt attachment: a report mail's text is a pointer to it
	View          *saves.SideView
}

// inbox reads every mail in the player's INBOX over IMAP.
func (p *player) inbox() []realMail {
	p.t.Helper()
	c, err := imapclient.DialInsecure(fmt.Sprintf("127.0.0.1:%d", p.srv.IMAPPort), nil)
	if err != nil {
		p.t.Fatal(err)
	}
	defer c.Close()
	if err := c.Login(p.addr, realPassword).Wait(); err != nil {
		p.t.Fatalf("IMAP login %s: %v", p.addr, err)
	}
	sel, err := c.Select("INBOX", nil).Wait()
	if err != nil {
		p.t.Fatal(err)
	}
	if sel.NumMessages == 0 {
		return nil
	}
	section := &imap.FetchItemBodySection{Peek: true}
	msgs, err := c.Fetch(imap.SeqSetNum(seqRange(sel.NumMessages)...), &imap.FetchOptions{BodySection: []*imap.FetchItemBodySection{section}}).Collect()
	if err != nil {
		p.t.Fatal(err)
	}
	var out []realMail
	for _, m := range msgs {
		out = append(out, decodeMail(p.t, m.FindBodySection(section)))
	}
	return out
}

func seqRange(n uint32) []uint32 {
	s := make([]uint32, n)
	for i := range s {
		s[i] = uint32(i) + 1
	}
	return s
}

func decodeMail(t *testing.T, raw []byte) realMail {
	t.Helper()
	mr, err := gomail.CreateReader(bytes.NewReader(raw))
	if mr == nil {
		t.Fatalf("unreadable mail: %v\n%s", err, raw)
	}
	var m realMail
	m.Subject, _ = mr.Header.Subject()
	for {
		part, err := mr.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		data, _ := io.ReadAll(part.Body)
		switch h := part.Header.(type) {
		case *gomail.InlineHeader:
			if m.Text == "" {
				m.Text = string(data)
			}
		case *gomail.AttachmentHeader:
			name, _ := h.Filename()
			if name == "report.txt" {
				m.Report = string(data)
			}
			if name == "view.json" {
				m.View = new(saves.SideView)
				if err := json.Unmarshal(data, m.View); err != nil {
					t.Fatalf("view.json: %v", err)
				}
			}
		}
	}
	return m
}

// waitMail waits (up to 30 s: Postfix's queue, LMTP) for n new mails and
// returns them.
func (p *player) waitMail(n int) []realMail {
	p.t.Helper()
	for end := time.Now().Add(30 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		all := p.inbox()
		if len(all) >= p.seen+n {
			got := all[p.seen:]
			p.seen = len(all)
			return got
		}
		if time.Now().After(end) {
			p.t.Fatalf("%s: %d new mail(s) after 30s, want %d\n%s", p.addr, len(all)-p.seen, n, p.srv.Logs())
		}
	}
}

// orders writes, signs (mincio sign) and mails an order file through
// Postfix, authenticated as the player.
func (p *player) orders(view *saves.SideView, host, body string) {
	p.t.Helper()
	file := filepath.Join(p.t.TempDir(), p.side+".txt")
	text := fmt.Sprintf("mincio orders 1\ngame: %s\nheader: %s\nside: %s\nseq: %d\n%s\n", view.Game, view.Header, p.side, view.Seq+1, body)
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		p.t.Fatal(err)
	}
	if out, errs, code := runCtx(context.Background(), "sign", "-i", "-k", p.key, file); code != 0 {
		p.t.Fatal(out, errs)
	}
	signed, _ := os.ReadFile(file)
	p.send(host, fmt.Sprintf("[mincio %s] orders %s", view.Game, p.side), fmt.Sprintf("%s-%d", p.side, view.Seq+1), string(signed))
}

// send mails text in the body of a plain mail through Postfix,
// authenticated as the player; id makes its Message-ID.
func (p *player) send(to, subject, id, text string) {
	p.t.Helper()
	raw := fmt.Sprintf("From: <%s>\r\nTo: <%s>\r\nSubject: %s\r\nMessage-ID: <%s@%s>\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n%s",
		p.addr, to, subject, id, realmail.Domain, strings.ReplaceAll(text, "\n", "\r\n"))
	c, err := smtp.Dial(fmt.Sprintf("127.0.0.1:%d", p.srv.SMTPPort))
	if err != nil {
		p.t.Fatal(err)
	}
	defer c.Close()
	if err := c.Auth(sasl.NewPlainClient("", p.addr, realPassword)); err != nil {
		p.t.Fatalf("SMTP AUTH %s: %v\n%s", p.addr, err, p.srv.Logs())
	}
	if err := c.SendMail(p.addr, []string{to}, strings.NewReader(raw)); err != nil {
		p.t.Fatalf("SMTP %s: %v\n%s", p.addr, err, p.srv.Logs())
	}
	c.Quit()
}

// onlyReport returns the one report (a mail with a view) among mails.
func onlyReport(t *testing.T, mails []realMail) *saves.SideView {
	t.Helper()
	var v *saves.SideView
	for _, m := range mails {
		if m.View != nil {
			if v != nil {
				t.Fatalf("two reports: %+v", mails)
			}
			v = m.View
		}
	}
	if v == nil {
		t.Fatalf("no report among %d mail(s): %+v", len(mails), mails)
	}
	return v
}
