package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"sync"
	"syscall"
	"time"

	"github.com/mincio/mincio/mail"
	"github.com/mincio/mincio/saves"
	"github.com/spf13/cobra"
)

// configFlag adds --config, defaulting to $MINCIO_CONFIG or ./mincio.toml.
func configFlag(c *cobra.Command, path *string) {
	def := os.Getenv("MINCIO_CONFIG")
	if def == "" {
		def = "mincio.toml"
	}
	c.Flags().StringVar(path, "config", def, "mail settings (docs/mail-config.md); default $MINCIO_CONFIG or ./mincio.toml")
}

// mailer is what the mail commands share: the config, the host's outbox,
// the handler that routes mail to games.
type mailer struct {
	cfg    *mail.Config
	outbox *mail.Outbox
	host   *mail.Host
}

func openMailer(path string, log io.Writer) (*mailer, error) {
	cfg, err := mail.LoadConfig(path)
	if err != nil {
		return nil, err
	}
	games, league := cfg.Host.Games, ""
	if games == "" {
		games = cfg.Host.League
		if saves.IsLeague(games) { // a league folder keeps its games in games/
			games, league = filepath.Join(games, "games"), cfg.Host.League
		}
	}
	outDir := cfg.Host.Outbox
	if outDir == "" {
		outDir = filepath.Join(games, "outbox")
	}
	out, err := mail.OpenOutbox(outDir)
	if err != nil {
		return nil, err
	}
	host := &mail.Host{Games: games, League: league, From: cfg.Host.From(), Now: time.Now, Log: log, Pictures: pictures}
	return &mailer{cfg: cfg, outbox: out, host: host}, nil
}

// openPoller opens the mailer and its IMAP poller.
func openPoller(path string, log io.Writer) (*mailer, *mail.Poller, error) {
	m, err := openMailer(path, log)
	if err != nil {
		return nil, nil, err
	}
	p, err := mail.NewPoller(m.cfg, m.outbox)
	return m, p, err
}

// send queues the games' reports and mails everything due.
func (m *mailer) send(ctx context.Context, w io.Writer) error {
	// a report refused (one in the wrong slot, say) holds back no other mail
	n, refused := m.host.CollectReports(m.outbox)
	sender, err := mail.NewSMTPSender(m.cfg)
	if err != nil {
		return err
	}
	res, err := m.outbox.Flush(ctx, sender, m.host.Now())
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "reports queued: %d; sent: %d, deferred: %d, failed: %d\n", n, res.Sent, res.Deferred, res.Failed)
	return refused
}

func mailCmd() *cobra.Command {
	c := &cobra.Command{Use: "mail", Short: "Mail settings: `mincio mail test` checks them", Args: cobra.NoArgs}
	var path string
	test := &cobra.Command{
		Use:   "test",
		Short: "Log in to the IMAP and SMTP servers of mincio.toml and say exactly what failed",
		Long: `Connect to both servers of the config file, log in and select the mailbox. Nothing
is sent or moved. Each failure names the step: connect, tls, greeting, login,
select (IMAP); connect, tls, greeting, auth (SMTP).`,
		Example: "  MINCIO_IMAP_PASSWORD=… mincio mail test --config mincio.toml",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cfg, err := mail.LoadConfig(path)
			if err != nil {
				return err
			}
			if err := mail.TestConnections(cmd.Context(), cfg); err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "ok: IMAP %s and SMTP %s answer and accept the login\n", cfg.IMAP.Addr(), cfg.SMTP.Addr())
			return nil
		},
	}
	configFlag(test, &path)
	c.AddCommand(test)
	return c
}

func pollCmd() *cobra.Command {
	var path string
	var once, watch bool
	c := &cobra.Command{
		Use:   "poll --once | --watch",
		Short: "Read order mails from IMAP, apply them to their games, answer them",
		Long: `Read unseen mails from the IMAP mailbox, route each order file to its game by
its signed envelope (never by subject or sender), verify and apply it, queue the
answer, and only then move the mail to the processed folder (or the rejected
folder, for mail that is not for mincio). A crash at any point loses nothing and
applies nothing twice. --once suits cron; --watch waits for new mail with IMAP
IDLE and reconnects with backoff. Run mincio send (or serve) to mail answers and
reports.`,
		Example: "  mincio poll --once --config mincio.toml",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if once == watch {
				return usageErr("poll needs exactly one of --once and --watch", "mincio poll --once | --watch")
			}
			m, p, err := openPoller(path, cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			if watch {
				ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
				defer stop()
				return p.Watch(ctx, m.host)
			}
			res, err := p.Once(cmd.Context(), m.host)
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "unseen: %d, processed: %d, rejected: %d, left for later: %d\n", res.Unseen, res.Processed, res.Rejected, len(res.Deferred))
			return nil
		},
	}
	configFlag(c, &path)
	c.Flags().BoolVar(&once, "once", false, "read the mailbox once and stop (for cron)")
	c.Flags().BoolVar(&watch, "watch", false, "keep watching the mailbox (IMAP IDLE) until stopped")
	return c
}

func sendCmd() *cobra.Command {
	var path string
	var now nowFlag
	c := &cobra.Command{
		Use:   "send",
		Short: "Mail the games' reports and queued answers through SMTP (durable outbox, retries)",
		Long: `Queue each game's new reports as mails to the address registered for the side,
then send every mail that is due. A mail stays in the outbox until the SMTP server
accepted it; temporary failures are retried with backoff, permanent ones move to
outbox/failed and show in mincio status.

In a league, a player whose line in players.txt says mail=digest (or
mail=digest@HH) gets one mail a day across all their games instead: their
reports and notices wait, and the first send at or after their hour (UTC) on a
day something waits mails them together with what they owe and by when.
--now replaces the clock, for tests and replays.`,
		Example: `  mincio send --config mincio.toml
  mincio tick league --now 2026-03-04T07:00:00Z && mincio send --now 2026-03-04T07:00:00Z`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			m, err := openMailer(path, cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			if now.s != "" {
				t, err := now.time()
				if err != nil {
					return err
				}
				m.host.Now = func() time.Time { return t }
			}
			return m.send(cmd.Context(), cmd.OutOrStdout())
		},
	}
	configFlag(c, &path)
	now.add(c)
	return c
}

func serveCmd() *cobra.Command {
	var path string
	var every time.Duration
	c := &cobra.Command{
		Use:   "serve",
		Short: "Poll and send in one long-running process; stops cleanly on SIGTERM",
		Long: `Watch the mailbox (IMAP IDLE) and, every --every, do what deadlines make due
(as mincio tick does: reminders, missed turns, abandoned sides) and mail reports,
answers and notices. On SIGINT or SIGTERM it finishes the mail at hand and stops.`,
		Example: "  mincio serve --config /etc/mincio/mincio.toml",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			// The watcher logs from its goroutine while the loop below
			// ticks and sends: one writer, locked.
			errw := &lockedWriter{w: cmd.ErrOrStderr()}
			m, p, err := openPoller(path, errw)
			if err != nil {
				return err
			}
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			done := make(chan error, 1)
			go func() { done <- p.Watch(ctx, m.host) }()
			tick := time.NewTicker(every)
			defer tick.Stop()
			for {
				select {
				case <-ctx.Done():
					err := <-done
					fmt.Fprintln(cmd.OutOrStdout(), "stopped")
					return err
				case <-tick.C:
					if len(mail.GameDirs(m.host.Games)) > 0 { // a folder with no game yet is not an error
						if err := runTick(errw, errw, m.host.Games, saves.Options{Now: time.Now().UTC()}); err != nil {
							printError(errw, fmt.Errorf("tick: %w", err))
						}
					}
					if err := m.send(ctx, errw); err != nil {
						fmt.Fprintf(errw, "mincio: send: %v\n", err)
					}
				}
			}
		},
	}
	configFlag(c, &path)
	c.Flags().DurationVar(&every, "every", 30*time.Second, "how often to mail reports and answers")
	return c
}

// lockedWriter serializes writes from several goroutines to one writer.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}
