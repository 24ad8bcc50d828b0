package mail

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-smtp"
	"github.com/mincio/mincio/mail/mailtest"
)

func senderFor(srv *mailtest.SMTPServer) *SMTPSender {
	s := &SMTPSender{
		Account:  Account{Section: "smtp", Host: srv.Host, Port: srv.Port, Security: srv.Security, Username: srv.Username},
		Password: srv.Password,
		Timeout:  5 * time.Second,
	}
	if srv.Cert != nil {
		s.TLSConfig = srv.Cert.ClientConfig()
	}
	return s
}

func outgoing(t *testing.T, i int, to string) Outgoing {
	t.Helper()
	m := testMessage()
	m.To = []Address{{Address: to}}
	m.Subject = Subject("g1", i, "report")
	o, err := NewOutgoing(m)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

func openOutbox(t *testing.T) *Outbox {
	t.Helper()
	ob, err := OpenOutbox(filepath.Join(t.TempDir(), "outbox"))
	if err != nil {
		t.Fatal(err)
	}
	return ob
}

// failingSender fails the test if anything is sent.
type failingSender struct{ t *testing.T }

func (f failingSender) Send(context.Context, string, []string, []byte) error {
	f.t.Error("Send called")
	return nil
}

func TestOutboxPutIsDurableAndIdempotent(t *testing.T) {
	ob := openOutbox(t)
	o := outgoing(t, 1, "franz@example.com")
	if err := ob.Put(o); err != nil {
		t.Fatal(err)
	}
	// On disk before any send: the whole message and its envelope.
	raw, err := os.ReadFile(filepath.Join(ob.Dir, o.ID+".eml"))
	if err != nil || string(raw) != string(o.Raw) {
		t.Fatalf("eml: %v", err)
	}
	if err := ob.Put(o); err != nil {
		t.Fatal(err)
	}
	st, err := ob.Status()
	if err != nil || len(st) != 1 || st[0].State != "pending" || st[0].To[0] != "franz@example.com" || st[0].Attempts != 0 {
		t.Fatalf("status %+v, %v", st, err)
	}
	des, _ := os.ReadDir(ob.Dir)
	for _, de := range des {
		if strings.HasPrefix(de.Name(), ".tmp") {
			t.Errorf("temporary file left: %s", de.Name())
		}
	}
	// Not due yet: nothing is sent.
	later := testDate.Add(time.Hour)
	st[0].NextAttempt = later
	ob.writeEntry(ob.Dir, st[0])
	if res, err := ob.Flush(context.Background(), failingSender{t}, testDate); err != nil || res != (FlushResult{}) {
		t.Errorf("flush before due: %+v %v", res, err)
	}
	for _, bad := range []Outgoing{{ID: "../x", From: "a", To: []string{"b"}, Raw: []byte("x")}, {ID: "x"}} {
		if err := ob.Put(bad); err == nil {
			t.Errorf("Put(%+v) accepted", bad)
		}
	}
}

func TestOutboxServerDownThenUp(t *testing.T) {
	srv := mailtest.NewSMTPServer(t, mailtest.Plain)
	snd := senderFor(srv)
	ob := openOutbox(t)
	for i := range 3 {
		if err := ob.Put(outgoing(t, i, fmt.Sprintf("p%d@example.com", i))); err != nil {
			t.Fatal(err)
		}
	}
	ctx := context.Background()
	srv.Stop()

	now := testDate
	res, err := ob.Flush(ctx, snd, now)
	if err == nil || res.Deferred != 3 || res.Sent != 0 {
		t.Fatalf("flush with server down: %+v, %v", res, err)
	}
	if !strings.Contains(err.Error(), "connect failed") {
		t.Errorf("error %v does not name the step", err)
	}
	checkPending(t, ob, 3, 1, now.Add(time.Minute))

	// Not due 30s later; due again after a minute, then the delay doubles.
	if res, _ := ob.Flush(ctx, snd, now.Add(30*time.Second)); res.Deferred != 0 {
		t.Errorf("retried before the backoff: %+v", res)
	}
	now = now.Add(time.Minute)
	ob.Flush(ctx, snd, now)
	checkPending(t, ob, 3, 2, now.Add(2*time.Minute))

	srv.Restart()
	now = now.Add(2 * time.Minute)
	res, err = ob.Flush(ctx, snd, now)
	if err != nil || res.Sent != 3 {
		t.Fatalf("flush with server up: %+v, %v", res, err)
	}
	res, err = ob.Flush(ctx, snd, now.Add(time.Hour))
	if err != nil || res.Sent != 0 {
		t.Fatalf("second flush: %+v, %v", res, err)
	}
	var got []string
	for _, m := range srv.Messages() {
		got = append(got, m.To[0])
	}
	sort.Strings(got)
	if strings.Join(got, " ") != "p0@example.com p1@example.com p2@example.com" {
		t.Errorf("server received %q, want each mail once", got)
	}
	if st, _ := ob.Status(); len(st) != 0 {
		t.Errorf("outbox not empty: %+v", st)
	}
}

func checkPending(t *testing.T, ob *Outbox, n, attempts int, next time.Time) {
	t.Helper()
	st, err := ob.Status()
	if err != nil || len(st) != n {
		t.Fatalf("status %+v, %v", st, err)
	}
	for _, e := range st {
		if e.State != "pending" || e.Attempts != attempts || !e.NextAttempt.Equal(next) || e.LastError == "" {
			t.Errorf("entry %+v, want %d attempts, next %v", e, attempts, next)
		}
	}
}

func TestOutboxConnectionDroppedDuringData(t *testing.T) {
	srv := mailtest.NewSMTPServer(t, mailtest.Plain)
	ob := openOutbox(t)
	ob.Put(outgoing(t, 1, "franz@example.com"))
	srv.DropOn("354")
	res, err := ob.Flush(context.Background(), senderFor(srv), testDate)
	if err == nil || res.Deferred != 1 || len(srv.Messages()) != 0 {
		t.Fatalf("dropped during DATA: %+v, %v", res, err)
	}
	res, err = ob.Flush(context.Background(), senderFor(srv), testDate.Add(time.Hour))
	if err != nil || res.Sent != 1 || len(srv.Messages()) != 1 {
		t.Fatalf("retry: %+v, %v", res, err)
	}
}

func TestOutboxPermanentFailure(t *testing.T) {
	srv := mailtest.NewSMTPServer(t, mailtest.Plain)
	srv.Reject(func(rcpt string) error {
		if strings.HasPrefix(rcpt, "gone@") {
			return &smtp.SMTPError{Code: 550, EnhancedCode: smtp.EnhancedCode{5, 1, 1}, Message: "no such user"}
		}
		return nil
	})
	ob := openOutbox(t)
	bad := outgoing(t, 1, "gone@example.com")
	ob.Put(bad)
	ob.Put(outgoing(t, 2, "franz@example.com"))
	res, err := ob.Flush(context.Background(), senderFor(srv), testDate)
	if err != nil || res.Sent != 1 || res.Failed != 1 {
		t.Fatalf("flush: %+v, %v", res, err)
	}
	st, _ := ob.Status()
	if len(st) != 1 || st[0].State != "failed" || st[0].ID != bad.ID || !strings.Contains(st[0].LastError, "550") || !strings.Contains(st[0].LastError, "rcpt to") {
		t.Fatalf("status %+v", st)
	}
	if _, err := os.Stat(filepath.Join(ob.Dir, "failed", bad.ID+".eml")); err != nil {
		t.Errorf("failed mail not kept: %v", err)
	}
	// A failed mail is not queued again by a handler that runs twice.
	ob.Put(bad)
	if st, _ := ob.Status(); len(st) != 1 {
		t.Errorf("failed mail queued again: %+v", st)
	}
}

func TestOutboxGivesUp(t *testing.T) {
	srv := mailtest.NewSMTPServer(t, mailtest.Plain)
	srv.Stop()
	ob := openOutbox(t)
	ob.MaxAge = 24 * time.Hour
	if err := ob.Put(outgoing(t, 1, "franz@example.com")); err != nil {
		t.Fatal(err)
	}
	snd := senderFor(srv)
	r1, err1 := ob.Flush(context.Background(), snd, testDate)
	t.Logf("first flush %+v %v", r1, err1)
	res, _ := ob.Flush(context.Background(), snd, testDate.Add(25*time.Hour))
	st, _ := ob.Status()
	if res.Failed != 1 || len(st) != 1 || st[0].State != "failed" || !strings.Contains(st[0].LastError, "gave up after 2 attempts") {
		t.Fatalf("%+v %+v", res, st)
	}
}

func TestOutboxBadLoginIsTemporary(t *testing.T) {
	srv := mailtest.NewSMTPServer(t, mailtest.Plain)
	ob := openOutbox(t)
	ob.Put(outgoing(t, 1, "franz@example.com"))
	snd := senderFor(srv)
	snd.Password = "wrong"
	res, err := ob.Flush(context.Background(), snd, testDate)
	if res.Deferred != 1 || err == nil || !strings.Contains(err.Error(), "auth failed") || !strings.Contains(err.Error(), "check [smtp] username") {
		t.Fatalf("%+v, %v", res, err)
	}
}

func TestBackoffDelay(t *testing.T) {
	b := Backoff{Min: time.Second, Max: 10 * time.Second}
	var got []time.Duration
	for i := 1; i <= 6; i++ {
		got = append(got, b.Delay(i))
	}
	if fmt.Sprint(got) != "[1s 2s 4s 8s 10s 10s]" {
		t.Errorf("delays %v", got)
	}
}
