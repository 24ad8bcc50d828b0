package mail

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mincio/mincio/mail/mailtest"
)

// configFor writes a mincio.toml for the test servers and loads it.
func configFor(t *testing.T, im *mailtest.IMAPServer, sm *mailtest.SMTPServer) *Config {
	t.Helper()
	dir := t.TempDir()
	caLine := func(c *mailtest.Cert, name string) string {
		if c == nil {
			return ""
		}
		path := filepath.Join(dir, name)
		os.WriteFile(path, c.PEM, 0o644)
		return fmt.Sprintf("ca_file = %q\n", path)
	}
	pw := filepath.Join(dir, "smtp-password")
	os.WriteFile(pw, []byte(sm.Password+"\n"), 0o600)
	text := fmt.Sprintf(`[imap]
host = %q
port = %d
security = %q
username = %q
password_env = "MINCIO_TEST_IMAP_PASSWORD"
%s
[smtp]
host = %q
port = %d
security = %q
username = %q
password_file = %q
%s
[host]
address = "host@example.org"
games = %q
`, im.Host, im.Port, im.Security, im.Username, caLine(im.Cert, "imap-ca.pem"),
		sm.Host, sm.Port, sm.Security, sm.Username, pw, caLine(sm.Cert, "smtp-ca.pem"), dir)
	path := filepath.Join(dir, "mincio.toml")
	os.WriteFile(path, []byte(text), 0o600)
	cfg, err := LoadConfig(path)
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

func TestTestConnections(t *testing.T) {
	ctx := context.Background()
	for _, sec := range []string{mailtest.Plain, mailtest.TLS, mailtest.StartTLS} {
		t.Run(sec, func(t *testing.T) {
			im, sm := mailtest.NewIMAPServer(t, sec), mailtest.NewSMTPServer(t, sec)
			t.Setenv("MINCIO_TEST_IMAP_PASSWORD", im.Password)
			if err := TestConnections(ctx, configFor(t, im, sm)); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestTestConnectionsNamesTheStep(t *testing.T) {
	ctx := context.Background()
	im, sm := mailtest.NewIMAPServer(t, mailtest.Plain), mailtest.NewSMTPServer(t, mailtest.Plain)
	cfg := configFor(t, im, sm)

	t.Setenv("MINCIO_TEST_IMAP_PASSWORD", "wrong")
	sm.Stop()
	err := TestConnections(ctx, cfg)
	if err == nil || !strings.Contains(err.Error(), "imap "+im.Addr+": login failed") || !strings.Contains(err.Error(), "smtp "+sm.Addr+": connect failed") {
		t.Errorf("err:\n%v", err)
	}

	t.Setenv("MINCIO_TEST_IMAP_PASSWORD", im.Password)
	sm.Restart()
	cfg.IMAP.Mailbox = "Nowhere"
	err = TestConnections(ctx, cfg)
	if err == nil || !strings.Contains(err.Error(), "select failed") || strings.Contains(err.Error(), "smtp") {
		t.Errorf("err:\n%v", err)
	}

	os.Unsetenv("MINCIO_TEST_IMAP_PASSWORD")
	err = TestConnections(ctx, cfg)
	if err == nil || !strings.Contains(err.Error(), "MINCIO_TEST_IMAP_PASSWORD is not set") {
		t.Errorf("err:\n%v", err)
	}
}
