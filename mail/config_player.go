package mail

import (
	"net/mail"
	"path/filepath"
)

// PlayerConfig is the [player] section of a player's configuration.
type PlayerConfig struct {
	Address string // the player's address: From: of their order mails, registered for their side
	Key     string // the player's private key, which signs their order files
	Host    string // the host's address: where order files go, whose mails are kept
	Folder  string // where the kept mails go, a folder per game; default mincio-games
}

// DefaultPlayerFolder is where `mincio player fetch` keeps mails unless
// [player] folder says otherwise.
const DefaultPlayerFolder = "mincio-games"

func (d *decoder) checkPlayer(cfg *Config) {
	p := &cfg.Player
	line := func(key string) int { return d.seen["player."+key] }
	if _, present := d.seen["[player]"]; !present {
		d.bad(0, "add it as docs/players.md shows", "section [player] is missing")
		return
	}
	for _, a := range []struct{ key, val, example string }{
		{"address", p.Address, "your own address, the one registered for your side"},
		{"host", p.Host, "the host's address, as in the From: of your reports"},
	} {
		if a.val == "" {
			d.bad(line(a.key), "set it to "+a.example, "[player] %s is missing", a.key)
		} else if m, err := mail.ParseAddress(a.val); err != nil || m.Name != "" || m.Address != a.val {
			d.bad(line(a.key), `write only the address, for example "anna@example.org"`, "[player] %s %q is not a mail address", a.key, a.val)
		}
	}
	if p.Key == "" {
		d.bad(line("key"), `for example key = "/home/anna/.ssh/mincio" (the private half)`, "[player] key is missing")
	}
	if p.Folder == "" {
		p.Folder = DefaultPlayerFolder
	}
	p.Folder = filepath.Clean(p.Folder)
}
