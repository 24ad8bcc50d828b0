package mail

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const goodConfig = `# mincio mail settings
[imap]
host = "imap.example.org"
port = 993
security = "tls"
username = "mincio@example.org"
password_env = "MINCIO_IMAP_PASSWORD"
mailbox = "INBOX"
processed_folder = "mincio/processed"   # comment after a value
rejected_folder = 'mincio/rejected'
batch_size = 50

[smtp]
host = "smtp.example.org"
security = "starttls"
username = "mincio@example.org"
password_env = "MINCIO_SMTP_PASSWORD"

[host]
address = "mincio@example.org"
name = "Mincio \"host\""
games = "/srv/mincio/games"
`

func TestParseConfig(t *testing.T) {
	cfg, err := ParseConfig("mincio.toml", []byte(goodConfig))
	if err != nil {
		t.Fatal(err)
	}
	im := cfg.IMAP
	if im.Host != "imap.example.org" || im.Port != 993 || im.Security != "tls" || im.PasswordEnv != "MINCIO_IMAP_PASSWORD" ||
		im.ProcessedFolder != "mincio/processed" || im.RejectedFolder != "mincio/rejected" || im.BatchSize != 50 ||
		im.MaxMessageBytes != DefaultMaxMessageBytes {
		t.Errorf("imap: %+v", im)
	}
	if cfg.SMTP.Port != 587 || cfg.SMTP.Security != "starttls" {
		t.Errorf("smtp default port for starttls: %+v", cfg.SMTP)
	}
	if cfg.Host.Name != `Mincio "host"` || cfg.Host.Outbox != "/srv/mincio/games/outbox" {
		t.Errorf("host: %+v", cfg.Host)
	}
}

// The example in docs/mail-config.md must parse.
func TestDocExampleParses(t *testing.T) {
	doc, err := os.ReadFile("../docs/mail-config.md")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(doc), "```toml\n")
	example, _, ok2 := strings.Cut(rest, "```")
	if !ok || !ok2 {
		t.Fatal("docs/mail-config.md has no ```toml example")
	}
	dir := t.TempDir()
	example = strings.ReplaceAll(example, "/home/moderator/.config/mincio/smtp-password", filepath.Join(dir, "pw"))
	if err := os.WriteFile(filepath.Join(dir, "pw"), []byte("secret\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := ParseConfig("example", []byte(example)); err != nil {
		t.Fatal(err)
	}
}

func TestConfigErrors(t *testing.T) {
	dir := t.TempDir()
	loose := filepath.Join(dir, "loose")
	os.WriteFile(loose, []byte("pw\n"), 0o644)
	tight := filepath.Join(dir, "tight")
	os.WriteFile(tight, []byte("pw\n"), 0o600)

	replace := func(old, new string) string {
		if !strings.Contains(goodConfig, old) {
			t.Fatalf("fixture lacks %q", old)
		}
		return strings.Replace(goodConfig, old, new, 1)
	}
	for _, tc := range []struct {
		name, text, want string
	}{
		{"password in file", replace(`password_env = "MINCIO_IMAP_PASSWORD"`, `password = "hunter2"`),
			`mincio.toml:7: [imap] password: a password is not accepted in the config file (hint: put the password in an environment variable`},
		{"plain on a remote host", replace(`security = "tls"`, `security = "plain"`),
			`mincio.toml:5: [imap] security = "plain" is refused for "imap.example.org"`},
		{"loose password file", replace(`password_env = "MINCIO_SMTP_PASSWORD"`, `password_file = "`+loose+`"`),
			`mincio.toml:17: [smtp] password_file: ` + loose + ` has mode 0644, so other users may read it (hint: run: chmod 600 ` + loose + `)`},
		{"missing password file", replace(`password_env = "MINCIO_SMTP_PASSWORD"`, `password_file = "`+dir+`/none"`),
			`mincio.toml:17: [smtp] password_file: cannot read`},
		{"unknown key", replace("mailbox =", "mailbx ="),
			`mincio.toml:8: unknown key "mailbx" in [imap] (hint: did you mean "mailbox"?)`},
		{"unknown section", replace("[host]", "[hots]"),
			`mincio.toml:19: unknown section [hots]`},
		{"syntax: no value", replace("port = 993", "port ="),
			`mincio.toml:4: port: missing value`},
		{"syntax: unterminated string", replace(`host = "imap.example.org"`, `host = "imap.example.org`),
			`mincio.toml:3: host: unterminated string`},
		{"syntax: not key = value", replace("[smtp]", "[smtp]\nhello"),
			`mincio.toml:14: expected key = value, found "hello"`},
		{"syntax: section", replace("[smtp]", "[smtp"),
			`mincio.toml:13: missing ] after section name`},
		{"duplicate section", goodConfig + "[imap]\n",
			`mincio.toml:23: section [imap] already started on line 2`},
		{"wrong type", replace("port = 993", `port = "993"`),
			`mincio.toml:4: [imap] port must be an integer`},
		{"duplicate key", replace("port = 993", "port = 993\nport = 994"),
			`mincio.toml:5: [imap] port is already set on line 4`},
		{"both password keys", replace(`password_env = "MINCIO_SMTP_PASSWORD"`, `password_env = "X"`+"\n"+`password_file = "`+tight+`"`),
			`[smtp] has both password_env and password_file`},
		{"no password", replace(`password_env = "MINCIO_IMAP_PASSWORD"`, ``),
			`mincio.toml:6: [imap] has a username but no password_env or password_file`},
		{"key outside section", "port = 1\n" + goodConfig,
			`mincio.toml:1: key "port" is outside any section`},
		{"bad security", replace(`security = "starttls"`, `security = "ssl"`),
			`mincio.toml:15: [smtp] security "ssl" is unknown (hint: use "tls", "starttls" or "plain")`},
		{"bad address", replace(`address = "mincio@example.org"`, `address = "Mincio <mincio@example.org>"`),
			`[host] address "Mincio <mincio@example.org>" is not a mail address`},
		{"no games", replace(`games = "/srv/mincio/games"`, ``),
			`[host] needs games or league`},
		{"missing section", strings.Replace(goodConfig, "[smtp]\nhost = \"smtp.example.org\"\nsecurity = \"starttls\"\nusername = \"mincio@example.org\"\npassword_env = \"MINCIO_SMTP_PASSWORD\"\n", "", 1),
			`mincio.toml: section [smtp] is missing`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseConfig("mincio.toml", []byte(tc.text))
			if err == nil {
				t.Fatalf("no error, want %q", tc.want)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error:\n%v\nwant it to contain:\n%s", err, tc.want)
			}
		})
	}
}

func TestConfigCollectsEveryError(t *testing.T) {
	text := strings.Replace(goodConfig, "port = 993", "port = \"x\"\nbogus = 1", 1)
	_, err := ParseConfig("mincio.toml", []byte(text))
	ce, ok := err.(*ConfigError)
	if !ok || len(ce.Errs) != 2 {
		t.Fatalf("want 2 errors, got %v", err)
	}
}

func TestPlainOnLoopback(t *testing.T) {
	for _, host := range []string{"127.0.0.1", "::1", "[::1]", "localhost", "127.0.0.53"} {
		text := strings.Replace(strings.Replace(goodConfig, `security = "tls"`, `security = "plain"`, 1), "imap.example.org", host, 1)
		text = strings.Replace(text, "port = 993\n", "", 1)
		cfg, err := ParseConfig("mincio.toml", []byte(text))
		if err != nil {
			t.Errorf("%s: %v", host, err)
			continue
		}
		if cfg.IMAP.Port != 143 {
			t.Errorf("%s: default plain port %d", host, cfg.IMAP.Port)
		}
	}
	for _, host := range []string{"10.0.0.1", "mail.localhost.example.org", "0.0.0.0"} {
		text := strings.Replace(strings.Replace(goodConfig, `security = "tls"`, `security = "plain"`, 1), "imap.example.org", host, 1)
		if _, err := ParseConfig("mincio.toml", []byte(text)); err == nil {
			t.Errorf("%s: plain accepted", host)
		}
	}
}

func TestAccountPassword(t *testing.T) {
	dir := t.TempDir()
	pw := filepath.Join(dir, "pw")
	os.WriteFile(pw, []byte("s3cret\n"), 0o600)
	text := strings.Replace(goodConfig, `password_env = "MINCIO_SMTP_PASSWORD"`, `password_file = "`+pw+`"`, 1)
	cfg, err := ParseConfig("mincio.toml", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if p, err := cfg.SMTP.Password(); err != nil || p != "s3cret" {
		t.Errorf("password file: %q, %v", p, err)
	}
	// Loosened after loading: refused when read.
	os.Chmod(pw, 0o640)
	if _, err := cfg.SMTP.Password(); err == nil || !strings.Contains(err.Error(), "chmod 600") {
		t.Errorf("loose file read: %v", err)
	}

	t.Setenv("MINCIO_IMAP_PASSWORD", "from-env")
	if p, err := cfg.IMAP.Password(); err != nil || p != "from-env" {
		t.Errorf("env: %q, %v", p, err)
	}
	t.Setenv("MINCIO_IMAP_PASSWORD", "")
	if _, err := cfg.IMAP.Password(); err == nil || !strings.Contains(err.Error(), "mincio.toml:7: [imap] password_env: environment variable MINCIO_IMAP_PASSWORD is not set") {
		t.Errorf("unset env: %v", err)
	}
}

func TestLoadConfigMissing(t *testing.T) {
	_, err := LoadConfig(filepath.Join(t.TempDir(), "mincio.toml"))
	if err == nil || !strings.Contains(err.Error(), "docs/mail-config.md") {
		t.Errorf("err %v", err)
	}
}

func FuzzParseConfig(f *testing.F) {
	f.Add([]byte(goodConfig))
	f.Add([]byte("[imap]\nhost = \"\\u00e9\\U0001F600\"\nport = 1_000\n"))
	f.Add([]byte("[a]\nb = 'c' # d\n[e] # f\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		cfg, err := ParseConfig("fuzz.toml", data)
		if (cfg == nil) == (err == nil) {
			t.Fatalf("cfg %v, err %v", cfg, err)
		}
		if err != nil {
			for _, pe := range err.(*ConfigError).Errs {
				if pe.Msg == "" || pe.Line < 0 {
					t.Fatalf("bad error %+v", pe)
				}
			}
		}
	})
}
