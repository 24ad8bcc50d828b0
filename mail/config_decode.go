package mail

import (
	"fmt"
	"sort"
	"strings"
)

// decoder turns values into a Config, collecting every problem.
type decoder struct {
	file string
	errs []PosError
	seen map[string]int // "section.key" -> line
	// player reads a player's configuration ([player] instead of [host]).
	player bool
}

func (d *decoder) bad(line int, hint, format string, args ...any) {
	d.errs = append(d.errs, PosError{d.file, line, fmt.Sprintf(format, args...), hint})
}

func (d *decoder) decode(vals []tomlValue) *Config {
	cfg := &Config{File: d.file}
	cfg.IMAP.Section, cfg.SMTP.Section = "imap", "smtp"
	cfg.IMAP.file, cfg.SMTP.file = d.file, d.file
	d.seen = map[string]int{}
	for _, v := range vals {
		d.set(cfg, v)
	}
	d.finish(cfg)
	return cfg
}

// field is one known key: its type and where it goes.
type field struct {
	kind valueKind
	set  func(cfg *Config, v tomlValue)
}

func accountFields(acc func(*Config) *Account) map[string]field {
	return map[string]field{
		"host":     {kindString, func(c *Config, v tomlValue) { acc(c).Host = v.Str }},
		"port":     {kindInt, func(c *Config, v tomlValue) { acc(c).Port = int(v.Int) }},
		"security": {kindString, func(c *Config, v tomlValue) { acc(c).Security = v.Str }},
		"username": {kindString, func(c *Config, v tomlValue) { acc(c).Username = v.Str }},
		"ca_file":  {kindString, func(c *Config, v tomlValue) { acc(c).CAFile = v.Str }},
		"password_env": {kindString, func(c *Config, v tomlValue) {
			acc(c).PasswordEnv, acc(c).passLine = v.Str, v.Line
		}},
		"password_file": {kindString, func(c *Config, v tomlValue) {
			acc(c).PasswordFile, acc(c).passLine = v.Str, v.Line
		}},
	}
}

var schema = func() map[string]map[string]field {
	imapFields := accountFields(func(c *Config) *Account { return &c.IMAP.Account })
	imapFields["mailbox"] = field{kindString, func(c *Config, v tomlValue) { c.IMAP.Mailbox = v.Str }}
	imapFields["processed_folder"] = field{kindString, func(c *Config, v tomlValue) { c.IMAP.ProcessedFolder = v.Str }}
	imapFields["rejected_folder"] = field{kindString, func(c *Config, v tomlValue) { c.IMAP.RejectedFolder = v.Str }}
	imapFields["batch_size"] = field{kindInt, func(c *Config, v tomlValue) { c.IMAP.BatchSize = int(v.Int) }}
	imapFields["max_message_bytes"] = field{kindInt, func(c *Config, v tomlValue) { c.IMAP.MaxMessageBytes = v.Int }}
	return map[string]map[string]field{
		"imap": imapFields,
		"smtp": accountFields(func(c *Config) *Account { return &c.SMTP }),
		"player": {
			"address": {kindString, func(c *Config, v tomlValue) { c.Player.Address = v.Str }},
			"key":     {kindString, func(c *Config, v tomlValue) { c.Player.Key = v.Str }},
			"host":    {kindString, func(c *Config, v tomlValue) { c.Player.Host = v.Str }},
			"folder":  {kindString, func(c *Config, v tomlValue) { c.Player.Folder = v.Str }},
		},
		"host": {
			"address": {kindString, func(c *Config, v tomlValue) { c.Host.Address = v.Str }},
			"name":    {kindString, func(c *Config, v tomlValue) { c.Host.Name = v.Str }},
			"games":   {kindString, func(c *Config, v tomlValue) { c.Host.Games = v.Str }},
			"league":  {kindString, func(c *Config, v tomlValue) { c.Host.League = v.Str }},
			"outbox":  {kindString, func(c *Config, v tomlValue) { c.Host.Outbox = v.Str }},
		},
	}
}()

const passwordHint = `put the password in an environment variable and set password_env = "NAME", ` +
	`or in a file only you can read (chmod 600) and set password_file = "PATH"`

func (d *decoder) set(cfg *Config, v tomlValue) {
	switch {
	case v.Section == badSection:
		return
	case v.Section == "":
		d.bad(v.Line, "put it under [imap], [smtp] or ["+d.own()+"]", "key %q is outside any section", v.Key)
		return
	case v.Key == "":
		d.section(v)
		return
	case v.Section == d.other():
		return // reported at the section line
	}
	fields, ok := schema[v.Section]
	if !ok {
		return // reported at the section line
	}
	if v.Key == "password" || v.Key == "pass" || v.Key == "passwd" {
		d.bad(v.Line, passwordHint, "[%s] %s: a password is not accepted in the config file", v.Section, v.Key)
		return
	}
	f, ok := fields[v.Key]
	if !ok {
		d.bad(v.Line, suggest(v.Key, fields), "unknown key %q in [%s]", v.Key, v.Section)
		return
	}
	id := v.Section + "." + v.Key
	if prev, dup := d.seen[id]; dup {
		d.bad(v.Line, "remove one of them", "[%s] %s is already set on line %d", v.Section, v.Key, prev)
		return
	}
	d.seen[id] = v.Line
	if f.kind != v.Kind {
		d.bad(v.Line, "", "[%s] %s must be %s", v.Section, v.Key, f.kind)
		return
	}
	f.set(cfg, v)
}

// section checks a [section] line.
func (d *decoder) section(v tomlValue) {
	if _, ok := schema[v.Section]; !ok || v.Section == d.other() {
		d.bad(v.Line, "the sections are [imap], [smtp] and ["+d.own()+"]", "unknown section [%s]", v.Section)
		return
	}
	if prev, dup := d.seen["["+v.Section+"]"]; dup {
		d.bad(v.Line, "merge them", "section [%s] already started on line %d", v.Section, prev)
		return
	}
	d.seen["["+v.Section+"]"] = v.Line
}

// suggest names the known key closest to key, or lists them all.
func suggest(key string, fields map[string]field) string {
	names := make([]string, 0, len(fields))
	for k := range fields {
		names = append(names, k)
	}
	sort.Strings(names)
	best, bestDist := "", 3
	for _, k := range names {
		if dist := editDistance(key, k); dist < bestDist {
			best, bestDist = k, dist
		}
	}
	if best != "" {
		return fmt.Sprintf("did you mean %q?", best)
	}
	return "known keys: " + strings.Join(names, ", ")
}

func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur := make([]int, len(b)+1)
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev = cur
	}
	return prev[len(b)]
}

// own is the section that says whose configuration it is: [host] for the
// host's mincio.toml, [player] for a player's; other is the one it may not
// have.
func (d *decoder) own() string {
	if d.player {
		return "player"
	}
	return "host"
}

func (d *decoder) other() string {
	if d.player {
		return "host"
	}
	return "player"
}
