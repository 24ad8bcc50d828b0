package mail

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/mincio/mincio/mail/mailtest"
)

// fakeSleep records the delays Watch asks for and waits only a moment.
type fakeSleep struct {
	mu     sync.Mutex
	delays []time.Duration
	hook   func(n int) // called with the number of sleeps so far
}

func (f *fakeSleep) Sleep(ctx context.Context, d time.Duration) error {
	f.mu.Lock()
	f.delays = append(f.delays, d)
	n, hook := len(f.delays), f.hook
	f.mu.Unlock()
	if hook != nil {
		hook(n)
	}
	select {
	case <-time.After(time.Millisecond):
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (f *fakeSleep) got() []time.Duration {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]time.Duration(nil), f.delays...)
}

// notifyingGame tells the test about every mail handled.
type notifyingGame struct {
	fakeGame
	handled chan string
}

func (g *notifyingGame) Handle(ctx context.Context, msg *Incoming, raw []byte) (Verdict, []Outgoing, error) {
	v, outs, err := g.fakeGame.Handle(ctx, msg, raw)
	g.handled <- msg.MessageID
	return v, outs, err
}

func waitHandled(t *testing.T, g *notifyingGame, want string) {
	t.Helper()
	select {
	case got := <-g.handled:
		if got != want {
			t.Fatalf("handled %s, want %s", got, want)
		}
	case <-time.After(10 * time.Second):
		t.Fatalf("%s not handled", want)
	}
}

// eventually waits, in steps of a few milliseconds, until cond holds.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

func startWatch(t *testing.T, p *Poller, h Handler) (stop func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- p.Watch(ctx, h) }()
	return func() {
		cancel()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("Watch returned %v after cancel, want nil", err)
			}
		case <-time.After(5 * time.Second):
			t.Fatal("Watch did not stop after cancel")
		}
	}
}

func TestWatchIdleDeliversNewMail(t *testing.T) {
	srv := mailtest.NewIMAPServer(t, mailtest.Plain)
	srv.Deliver(orderMail(1, "austria", 1))
	p := pollerFor(srv, openOutbox(t))
	p.IdleRefresh = time.Hour // only IDLE can wake it
	sl := &fakeSleep{}
	p.Sleep = sl.Sleep
	g := &notifyingGame{handled: make(chan string, 10)}
	stop := startWatch(t, p, g)
	waitHandled(t, g, "order-1@example.com")
	srv.Deliver(orderMail(2, "austria", 2))
	waitHandled(t, g, "order-2@example.com")
	eventually(t, "two mails processed", func() bool { return srv.Count("Processed") == 2 })
	stop()
	if d := sl.got(); len(d) != 0 {
		t.Errorf("slept %v without any failure", d)
	}
}

func TestWatchReconnectsWithBackoff(t *testing.T) {
	srv := mailtest.NewIMAPServer(t, mailtest.Plain)
	p := pollerFor(srv, openOutbox(t))
	p.IdleRefresh = time.Hour
	p.Backoff = Backoff{Min: time.Second, Max: 4 * time.Second}
	sl := &fakeSleep{}
	sl.hook = func(n int) {
		if n == 4 {
			srv.Restart() // back after four failed attempts
		}
	}
	p.Sleep = sl.Sleep
	g := &notifyingGame{handled: make(chan string, 10)}
	stop := startWatch(t, p, g)
	srv.Deliver(orderMail(1, "austria", 1))
	waitHandled(t, g, "order-1@example.com")
	eventually(t, "the mail processed", func() bool { return srv.Count("Processed") == 1 })

	srv.Stop() // the connection drops while idling; reconnects are refused
	srv.Deliver(orderMail(2, "austria", 2))
	waitHandled(t, g, "order-2@example.com")
	eventually(t, "two mails processed", func() bool { return srv.Count("Processed") == 2 })
	stop()

	got := sl.got()
	want := []time.Duration{time.Second, 2 * time.Second, 4 * time.Second, 4 * time.Second}
	if len(got) < len(want) {
		t.Fatalf("delays %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("delays %v, want %v", got, want)
		}
	}
}

func TestWatchStopsWhileServerDown(t *testing.T) {
	srv := mailtest.NewIMAPServer(t, mailtest.Plain)
	srv.Stop()
	p := pollerFor(srv, nil)
	// The real sleep: cancelling must interrupt a 1-hour backoff at once.
	p.Backoff = Backoff{Min: time.Hour, Max: time.Hour}
	stop := startWatch(t, p, &fakeGame{})
	time.Sleep(20 * time.Millisecond)
	stop()
}
