package saves

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// MailOption is how the host mails a registered player (players.txt,
// `mail=`): each report and notice as it comes (each, the default), or one
// digest a day across all their games, sent at the first mail run at or
// after DigestHour (UTC) on a day something waits for them.
type MailOption struct {
	Digest     bool
	DigestHour int // 0–23, UTC
}

// ParseMailOption reads "each", "digest" or "digest@HH".
func ParseMailOption(s string) (MailOption, error) {
	switch {
	case s == "each":
		return MailOption{}, nil
	case s == "digest":
		return MailOption{Digest: true}, nil
	case strings.HasPrefix(s, "digest@"):
		hh := strings.TrimPrefix(s, "digest@")
		h, err := strconv.Atoi(hh)
		if err == nil && len(hh) == 2 && hh[0] >= '0' && hh[0] <= '2' && hh[1] >= '0' && hh[1] <= '9' && h <= 23 {
			return MailOption{Digest: true, DigestHour: h}, nil
		}
	}
	return MailOption{}, fmt.Errorf("mail=%s: write mail=each, mail=digest or mail=digest@HH (HH the hour, 00 to 23 UTC, of the daily digest)", s)
}

func (m MailOption) String() string {
	switch {
	case !m.Digest:
		return "each"
	case m.DigestHour == 0:
		return "digest"
	}
	return fmt.Sprintf("digest@%02d", m.DigestHour)
}

// setOption reads one KEY=VALUE option of a registry line.
func (p *Player) setOption(kv string) error {
	k, v, _ := strings.Cut(kv, "=")
	if k != "mail" {
		return fmt.Errorf("unknown option %q: the only option is mail=each|digest|digest@HH", kv)
	}
	m, err := ParseMailOption(v)
	p.Mail = m
	return err
}

// DigestDue says whether a digest may go to the player at now: it is at or
// after their hour, and none went today (lastDay, "2006-01-02" UTC, is the
// day the last one went).
func (m MailOption) DigestDue(now time.Time, lastDay string) bool {
	now = now.UTC()
	return m.Digest && now.Hour() >= m.DigestHour && now.Format(time.DateOnly) != lastDay
}

// SetMail changes how the host mails a registered player, rewriting their
// line of players.txt; the rest of the file is kept as it is.
func (l *League) SetMail(name string, m MailOption) error {
	p, err := l.Player(name)
	if err != nil {
		return err
	}
	path := filepath.Join(l.Dir, "players.txt")
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	lines := strings.SplitAfter(string(data), "\n")
	p.Mail = m
	lines[p.Line-1] = formatPlayer(p)
	return osFS{}.WriteFile(path, []byte(strings.Join(lines, "")), filePerm)
}
