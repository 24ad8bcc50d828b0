package mail

import (
	"fmt"
	"net"
	"os"
	"strings"
)

// Config is mincio.toml: where mail comes from, how it goes out, and who
// the host is. docs/mail-config.md documents every key.
type Config struct {
	File   string // the file it was read from, for messages
	IMAP   IMAPConfig
	SMTP   Account
	Host   HostConfig
	Player PlayerConfig // a player's configuration (LoadPlayerConfig) only
}

// Account is a server and how to log in to it.
type Account struct {
	Section      string // "imap" or "smtp", for messages
	Host         string
	Port         int
	Security     string // "tls", "starttls" or "plain" (loopback only)
	Username     string // empty: no login (SMTP to a local relay only)
	PasswordEnv  string // name of the environment variable holding the password
	PasswordFile string // file holding the password, mode 0600 or stricter
	CAFile       string // extra PEM certificates to trust (self-hosted servers)

	file     string
	passLine int // line of password_env or password_file
}

// IMAPConfig is the [imap] section.
type IMAPConfig struct {
	Account
	Mailbox         string // default INBOX
	ProcessedFolder string // default mincio-processed
	RejectedFolder  string // default mincio-rejected
	BatchSize       int    // UIDs per FETCH, default 100
	MaxMessageBytes int64  // larger mails are not downloaded; default 25 MiB
}

// HostConfig is the [host] section.
type HostConfig struct {
	Address string // From: of every mail mincio sends
	Name    string // display name, default "mincio"
	Games   string // games folder (exactly one of Games and League)
	League  string // league folder
	Outbox  string // outbox folder, default <games or league>/outbox
}

// From is the address mincio sends from, with its display name.
func (h HostConfig) From() Address { return Address{Name: h.Name, Address: h.Address} }

// Addr is host:port.
func (a Account) Addr() string { return net.JoinHostPort(a.Host, fmt.Sprint(a.Port)) }

// Security modes.
const (
	SecurityTLS      = "tls"
	SecurityStartTLS = "starttls"
	SecurityPlain    = "plain"
)

// Defaults for optional keys.
const (
	DefaultMailbox         = "INBOX"
	DefaultProcessedFolder = "mincio-processed"
	DefaultRejectedFolder  = "mincio-rejected"
	// DefaultBatchSize is also how many mails poll makes durable at once
	// (five syncs of the file system a batch, whatever its size; issue
	// 25): 500 order mails for 500 games hold their states, about 40 MB
	DefaultBatchSize       = 500
	DefaultMaxMessageBytes = 25 << 20
)

// LoadConfig reads and checks a config file. The error, if any, is a
// *ConfigError listing every problem with its line.
func LoadConfig(path string) (*Config, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("cannot read the config file: %w (create it as docs/mail-config.md shows)", err)
	}
	return ParseConfig(path, data)
}

// ParseConfig reads a config file already in memory; name is used in
// messages. Paths are used as written (relative ones from the working
// directory).
func ParseConfig(name string, data []byte) (*Config, error) {
	vals, errs := parseTOML(name, data)
	d := decoder{file: name, errs: errs}
	cfg := d.decode(vals)
	if len(d.errs) > 0 {
		return nil, &ConfigError{Errs: d.errs}
	}
	return cfg, nil
}

// LoadPlayerConfig reads and checks a player's configuration: [imap] and
// [smtp] are the player's own mail account, [player] who they are
// (docs/players.md, "mincio player").
func LoadPlayerConfig(path string) (*Config, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("cannot read the player configuration: %w (create it as docs/players.md, \"mincio player\", shows)", err)
	}
	return ParsePlayerConfig(path, data)
}

// ParsePlayerConfig is LoadPlayerConfig on a file already in memory.
func ParsePlayerConfig(name string, data []byte) (*Config, error) {
	vals, errs := parseTOML(name, data)
	d := decoder{file: name, errs: errs, player: true}
	cfg := d.decode(vals)
	if len(d.errs) > 0 {
		return nil, &ConfigError{Errs: d.errs}
	}
	return cfg, nil
}

// IsLoopback reports whether host names this machine: localhost or a
// loopback IP address. Other names are not resolved, so DNS cannot turn a
// remote server into a "local" one.
func IsLoopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(strings.Trim(host, "[]"))
	return ip != nil && ip.IsLoopback()
}
