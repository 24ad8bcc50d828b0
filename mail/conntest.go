package mail

import (
	"context"
	"errors"
	"fmt"
)

// TestConnections checks the configuration against the servers, for
// mincio mail test: IMAP connect, TLS, login and select of the mailbox;
// SMTP connect, TLS, greeting and login. It sends and moves nothing. The
// error names the server and the step that failed, for each server.
func TestConnections(ctx context.Context, cfg *Config) error {
	return errors.Join(testIMAP(ctx, cfg), testSMTP(ctx, cfg))
}

func testIMAP(ctx context.Context, cfg *Config) error {
	p, err := NewPoller(cfg, nil)
	if err != nil {
		return fmt.Errorf("imap: %w", err)
	}
	s, err := p.connect(ctx)
	if err != nil {
		return err
	}
	s.close()
	return nil
}

func testSMTP(ctx context.Context, cfg *Config) error {
	snd, err := NewSMTPSender(cfg)
	if err != nil {
		return fmt.Errorf("smtp: %w", err)
	}
	c, err := snd.open(ctx)
	if err != nil {
		return err
	}
	c.Quit()
	c.Close()
	return nil
}
