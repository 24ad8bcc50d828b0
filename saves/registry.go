package saves

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/mincio/mincio/saves/sshsig"
)

// RegistryHeader is the first line of a league's players.txt.
const RegistryHeader = "# mincio players 1"

// Player is one registered player of a league: the name games are made
// with, the address reports go to, and the key whose signatures count.
type Player struct {
	Name    string
	Address string
	Key     string // authorized_keys line, comment included
	// Mail is how the host mails the player: MailEach (default) or
	// MailDigest, one mail a day across all their games.
	Mail MailOption
	Line int // in players.txt, for messages
}

// ParseRegistry reads players.txt: a comment header, then one player a line,
//
//	NAME ADDRESS [mail=each|mail=digest|mail=digest@HH] KEYTYPE BASE64 [COMMENT]
//
// '#' starts a comment line; blank lines are ignored. Every problem is
// returned with its line, not just the first.
func ParseRegistry(file string, data []byte) ([]Player, error) {
	var players []Player
	var errs []string
	bad := func(n int, format string, args ...any) {
		errs = append(errs, fmt.Sprintf("%s:%d: %s", file, n, fmt.Sprintf(format, args...)))
	}
	names, keys := map[string]int{}, map[string]int{}
	for i, raw := range strings.Split(string(data), "\n") {
		n := i + 1
		line := strings.TrimSpace(strings.TrimSuffix(raw, "\r"))
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) < 4 {
			bad(n, "want NAME ADDRESS KEY (the key as in a .pub file), got %d fields", len(f))
			continue
		}
		p := Player{Name: f[0], Address: f[1], Line: n}
		k := 2
		for ; k < len(f)-2 && strings.Contains(f[k], "="); k++ { // options; a key type never holds '='
			if err := p.setOption(f[k]); err != nil {
				bad(n, "player %s: %v", p.Name, err)
				break
			}
		}
		if k < len(f)-2 && strings.Contains(f[k], "=") {
			continue
		}
		p.Key = strings.Join(f[k:], " ")
		if msg := checkPlayer(p); msg != "" {
			bad(n, "%s", msg)
			continue
		}
		fp := keyID(p.Key)
		if first, dup := names[p.Name]; dup {
			bad(n, "player %s is already registered on line %d", p.Name, first)
			continue
		}
		if first, dup := keys[fp]; dup {
			bad(n, "player %s has the key of the player on line %d: every player needs a key of their own", p.Name, first)
			continue
		}
		names[p.Name], keys[fp] = n, n
		players = append(players, p)
	}
	if len(errs) > 0 {
		return nil, &Error{Msg: strings.Join(errs, "\n"), Hint: "fix players.txt (NAME ADDRESS KEY on each line), or add players with `mincio league add-player`"}
	}
	return players, nil
}

// checkPlayer says what is wrong with one player, or "".
func checkPlayer(p Player) string {
	if !validID(p.Name) {
		return fmt.Sprintf("player name %q: use lower-case letters, digits, '.', '-' and '_', starting with a letter or digit", p.Name)
	}
	if !validAddress(p.Address) {
		return fmt.Sprintf("player %s: %q is not a plain mail address such as anna@example.org", p.Name, p.Address)
	}
	if _, err := sshsig.ParsePublicKey([]byte(p.Key)); err != nil {
		return fmt.Sprintf("player %s: key: %v", p.Name, err)
	}
	return ""
}

func validAddress(a string) bool {
	at := strings.LastIndexByte(a, '@')
	return at > 0 && at < len(a)-1 && !strings.ContainsAny(a, " <>\t\r\n,;\"")
}

// KeyFingerprint is the SHA256 fingerprint of an authorized_keys line, as
// ssh-keygen -l prints it; "" for a line that is not a key.
func KeyFingerprint(line string) string { return keyID(line) }

// keyID is the key's fingerprint, or "" for a line that is not a key.
func keyID(line string) string {
	k, err := sshsig.ParsePublicKey([]byte(line))
	if err != nil {
		return ""
	}
	return sshsig.Fingerprint(k)
}

// formatPlayer writes one registry line.
func formatPlayer(p Player) string {
	opt := ""
	if p.Mail != (MailOption{}) {
		opt = " mail=" + p.Mail.String()
	}
	return fmt.Sprintf("%s %s%s %s\n", p.Name, p.Address, opt, strings.TrimSpace(p.Key))
}

// newRegistry is the content of a fresh players.txt.
func newRegistry() []byte {
	var b bytes.Buffer
	b.WriteString(RegistryHeader + "\n")
	b.WriteString("# NAME ADDRESS [mail=digest|mail=digest@HH] KEY: one player a line; add with `mincio league add-player`\n")
	return b.Bytes()
}
