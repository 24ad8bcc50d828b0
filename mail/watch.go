package mail

import (
	"context"
	"errors"
	"time"
)

// Watch polls, then waits with IMAP IDLE for new mail and polls again,
// until ctx is cancelled; it then returns nil. A failed or dropped
// connection is retried after Backoff delays (1s, 2s, 4s … 5 min), reset
// after each successful poll. Without IDLE on the server it polls every
// IdleRefresh.
func (p *Poller) Watch(ctx context.Context, h Handler) error {
	failures := 0
	for {
		err := p.watchSession(ctx, h, func() { failures = 0 })
		if ctx.Err() != nil {
			return nil
		}
		failures++
		d := p.backoff().Delay(failures)
		p.logf("%v; reconnecting in %v", err, d)
		if p.sleep(ctx, d) != nil {
			return nil
		}
	}
}

// watchSession runs one connection: poll, idle, poll … until an error.
func (p *Poller) watchSession(ctx context.Context, h Handler, ok func()) error {
	s, err := p.connect(ctx)
	if err != nil {
		return err
	}
	defer s.close()
	for {
		res, err := s.poll(ctx, h)
		if res.Unseen > 0 {
			p.logf("poll: %d unseen, %d processed, %d rejected, %d left for later", res.Unseen, res.Processed, res.Rejected, len(res.Deferred))
		}
		if err != nil {
			return err
		}
		ok()
		if err := s.idle(ctx); err != nil {
			return err
		}
	}
}

// idle waits until the server announces new mail, IdleRefresh passes, or
// ctx is cancelled.
func (s *session) idle(ctx context.Context) error {
	if !s.canIdle {
		return s.p.sleep(ctx, s.p.idleRefresh())
	}
	cmd, err := s.c.Idle()
	if err != nil {
		return s.fail("idle", err)
	}
	timer := time.NewTimer(s.p.idleRefresh())
	defer timer.Stop()
	var closed bool
	select {
	case <-s.updates:
	case <-timer.C:
	case <-ctx.Done():
	case <-s.c.Closed():
		closed = true
	}
	err = errors.Join(cmd.Close(), cmd.Wait())
	if closed && err == nil {
		err = errors.New("the server closed the connection")
	}
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if err != nil {
		return s.fail("idle", err)
	}
	return nil
}

func (p *Poller) backoff() Backoff { return p.Backoff.orDefault(time.Second, 5*time.Minute) }

func (p *Poller) idleRefresh() time.Duration {
	if p.IdleRefresh <= 0 {
		return 10 * time.Minute
	}
	return p.IdleRefresh
}

func (p *Poller) sleep(ctx context.Context, d time.Duration) error {
	if p.Sleep != nil {
		return p.Sleep(ctx, d)
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
