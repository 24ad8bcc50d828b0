package mail

import (
	"os"
	"strings"
	"testing"
)

const goodPlayerConfig = `# anna's mincio player settings
[imap]
host = "imap.example.org"
username = "anna@example.org"
password_env = "MINCIO_IMAP_PASSWORD"

[smtp]
host = "smtp.example.org"
security = "starttls"
username = "anna@example.org"
password_env = "MINCIO_SMTP_PASSWORD"

[player]
address = "anna@example.org"
key = "/home/anna/.ssh/mincio"
host = "mincio@host.example.org"
`

func TestParsePlayerConfig(t *testing.T) {
	cfg, err := ParsePlayerConfig("mincio-player.toml", []byte(goodPlayerConfig))
	if err != nil {
		t.Fatal(err)
	}
	p := cfg.Player
	if p.Address != "anna@example.org" || p.Key != "/home/anna/.ssh/mincio" || p.Host != "mincio@host.example.org" || p.Folder != DefaultPlayerFolder {
		t.Errorf("player: %+v", p)
	}
	if cfg.IMAP.Port != 993 || cfg.SMTP.Port != 587 {
		t.Errorf("ports: %d %d", cfg.IMAP.Port, cfg.SMTP.Port)
	}
}

// TestPlayerConfigErrors: every mistake of a player's configuration is
// named with its line and what to do; a host's [host] section is not a
// player's, nor [player] a host's.
func TestPlayerConfigErrors(t *testing.T) {
	for _, c := range []struct{ name, text, want string }{
		{"no player section", strings.Split(goodPlayerConfig, "[player]")[0], "section [player] is missing"},
		{"host section", goodPlayerConfig + "[host]\naddress = \"x@example.org\"\n", `mincio-player.toml:17: unknown section [host]`},
		{"no key", strings.Replace(goodPlayerConfig, "key = \"/home/anna/.ssh/mincio\"\n", "", 1), "[player] key is missing"},
		{"bad host address", strings.Replace(goodPlayerConfig, `host = "mincio@host.example.org"`, `host = "Mincio <m@x.org>"`, 1), "[player] host \"Mincio <m@x.org>\" is not a mail address"},
		{"unknown key", goodPlayerConfig + "adress = \"a@b.org\"\n", `unknown key "adress" in [player]`},
	} {
		_, err := ParsePlayerConfig("mincio-player.toml", []byte(c.text))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	if _, err := ParseConfig("mincio.toml", []byte(goodConfig+"[player]\naddress = \"a@b.org\"\n")); err == nil || !strings.Contains(err.Error(), "unknown section [player]") {
		t.Errorf("a host config with [player]: %v", err)
	}
}

// The example in docs/players.md, "mincio player", must parse.
func TestPlayerDocExampleParses(t *testing.T) {
	doc, err := os.ReadFile("../docs/players.md")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(doc), "```toml\n")
	example, _, ok2 := strings.Cut(rest, "```")
	if !ok || !ok2 {
		t.Fatal("docs/players.md has no ```toml example")
	}
	if _, err := ParsePlayerConfig("example", []byte(example)); err != nil {
		t.Fatal(err)
	}
}

func FuzzParsePlayerConfig(f *testing.F) {
	f.Add([]byte(goodPlayerConfig))
	f.Add([]byte("[player]\nfolder = \"\"\n[host]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		cfg, err := ParsePlayerConfig("fuzz.toml", data)
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
