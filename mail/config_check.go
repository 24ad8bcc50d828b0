package mail

import (
	"net/mail"
	"strings"
)

// finish applies defaults and checks the values as a whole.
func (d *decoder) finish(cfg *Config) {
	im := &cfg.IMAP
	im.Mailbox = orDefault(im.Mailbox, DefaultMailbox)
	im.ProcessedFolder = orDefault(im.ProcessedFolder, DefaultProcessedFolder)
	im.RejectedFolder = orDefault(im.RejectedFolder, DefaultRejectedFolder)
	if im.BatchSize == 0 {
		im.BatchSize = DefaultBatchSize
	}
	if im.MaxMessageBytes == 0 {
		im.MaxMessageBytes = DefaultMaxMessageBytes
	}
	if im.BatchSize < 1 || im.BatchSize > 10000 {
		d.bad(d.seen["imap.batch_size"], "use a number from 1 to 10000", "[imap] batch_size %d is out of range", im.BatchSize)
	}
	if im.MaxMessageBytes < 1024 {
		d.bad(d.seen["imap.max_message_bytes"], "use at least 1024", "[imap] max_message_bytes %d is too small", im.MaxMessageBytes)
	}
	if im.ProcessedFolder == im.Mailbox || im.RejectedFolder == im.Mailbox {
		d.bad(d.seen["imap.processed_folder"], "use separate folders", "[imap] processed_folder and rejected_folder must differ from mailbox %q", im.Mailbox)
	}
	d.checkAccount(&im.Account, 993, true)
	d.checkAccount(&cfg.SMTP, 465, false)
	if d.player {
		d.checkPlayer(cfg)
		return
	}
	d.checkHost(cfg)
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

func (d *decoder) checkAccount(a *Account, tlsPort int, needLogin bool) {
	sec := "[" + a.Section + "]"
	line := func(key string) int { return d.seen[a.Section+"."+key] }
	if _, present := d.seen["["+a.Section+"]"]; !present {
		d.bad(0, "add it as docs/mail-config.md shows", "section %s is missing", sec)
		return
	}
	if a.Host == "" {
		d.bad(line("host"), `for example host = "mail.example.org"`, "%s host is missing", sec)
	}
	a.Security = orDefault(a.Security, SecurityTLS)
	switch a.Security {
	case SecurityTLS:
	case SecurityStartTLS:
		tlsPort = map[string]int{"imap": 143, "smtp": 587}[a.Section]
	case SecurityPlain:
		if a.Host != "" && !IsLoopback(a.Host) {
			d.bad(line("security"), `use security = "tls" or "starttls"; plain is only for a server on this machine (127.0.0.1, ::1, localhost)`,
				"%s security = \"plain\" is refused for %q: the password would cross the network unencrypted", sec, a.Host)
		}
		tlsPort = map[string]int{"imap": 143, "smtp": 25}[a.Section]
	default:
		d.bad(line("security"), `use "tls", "starttls" or "plain"`, "%s security %q is unknown", sec, a.Security)
	}
	if a.Port == 0 {
		a.Port = tlsPort
	}
	if a.Port < 1 || a.Port > 65535 {
		d.bad(line("port"), "use a port from 1 to 65535", "%s port %d is out of range", sec, a.Port)
	}
	d.checkLogin(a, needLogin)
}

func (d *decoder) checkLogin(a *Account, needLogin bool) {
	sec := "[" + a.Section + "]"
	line := func(key string) int { return d.seen[a.Section+"."+key] }
	switch {
	case a.PasswordEnv != "" && a.PasswordFile != "":
		d.bad(line("password_file"), "keep one of them", "%s has both password_env and password_file", sec)
	case a.Username == "" && needLogin:
		d.bad(line("host"), `for example username = "mincio@example.org"`, "%s username is missing", sec)
	case a.Username == "" && (a.PasswordEnv != "" || a.PasswordFile != ""):
		d.bad(a.passLine, "add username, or remove the password key to send without logging in", "%s has a password but no username", sec)
	case a.Username != "" && a.PasswordEnv == "" && a.PasswordFile == "":
		d.bad(line("username"), passwordHint, "%s has a username but no password_env or password_file", sec)
	case a.PasswordFile != "":
		if err := checkSecretFile(a.PasswordFile); err != nil {
			d.bad(a.passLine, err.hint, "%s password_file: %s", sec, err.msg)
		}
	}
}

func (d *decoder) checkHost(cfg *Config) {
	h := &cfg.Host
	line := func(key string) int { return d.seen["host."+key] }
	h.Name = orDefault(h.Name, "mincio")
	if h.Address == "" {
		d.bad(line("address"), `for example address = "mincio@example.org"`, "[host] address is missing")
	} else if a, err := mail.ParseAddress(h.Address); err != nil || a.Name != "" || a.Address != h.Address {
		d.bad(line("address"), `write only the address, for example "mincio@example.org"; the display name goes in name`, "[host] address %q is not a mail address", h.Address)
	}
	switch {
	case h.Games == "" && h.League == "":
		d.bad(line("address"), `set games = "PATH" (or league = "PATH")`, "[host] needs games or league")
	case h.Games != "" && h.League != "":
		d.bad(line("league"), "keep one of them", "[host] has both games and league")
	}
	if h.Outbox == "" {
		h.Outbox = strings.TrimRight(h.Games+h.League, "/") + "/outbox"
	}
}
