package realmail

import (
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// Postfix: its main.cf and master.cf, its queue and its start.

func (s *Servers) writePostfix() error {
	etc := filepath.Join(s.Dir, "postfix", "etc")
	main := fmt.Sprintf(`# Postfix for mincio's tests: loopback only, everything in %[1]s
compatibility_level = 3.6
queue_directory = %[1]s/queue
data_directory = %[1]s/data
maillog_file = %[1]s/postfix.log
maillog_file_prefixes = %[1]s
myhostname = mx.%[2]s
mydomain = %[2]s
myorigin = %[2]s
mydestination =
local_recipient_maps =
alias_maps =
alias_database =
inet_interfaces = 127.0.0.1
inet_protocols = ipv4
mynetworks = 127.0.0.0/8
virtual_mailbox_domains = %[2]s
virtual_transport = lmtp:inet:127.0.0.1:%[3]d
smtpd_sasl_auth_enable = yes
smtpd_sasl_type = dovecot
smtpd_sasl_path = inet:127.0.0.1:%[4]d
smtpd_tls_security_level = none
smtpd_tls_auth_only = no
smtpd_relay_restrictions = permit_sasl_authenticated, reject_unauth_destination
smtpd_recipient_restrictions = permit_sasl_authenticated, reject
smtputf8_enable = no
biff = no
append_dot_mydomain = no
message_size_limit = 20480000
queue_run_delay = 1s
minimal_backoff_time = 1s
maximal_backoff_time = 2s
`, filepath.Join(s.Dir, "postfix"), Domain, s.LMTPPort, s.authPort)
	// master.cf: an smtpd on the test port and the services delivery needs,
	// none chrooted (the queue is not laid out for a chroot).
	master := fmt.Sprintf(`127.0.0.1:%d inet n - n - - smtpd
pickup    unix  n       -       n       60      1       pickup
cleanup   unix  n       -       n       -       0       cleanup
qmgr      unix  n       -       n       300     1       qmgr
tlsmgr    unix  -       -       n       1000?   1       tlsmgr
rewrite   unix  -       -       n       -       -       trivial-rewrite
bounce    unix  -       -       n       -       0       bounce
defer     unix  -       -       n       -       0       bounce
trace     unix  -       -       n       -       0       bounce
verify    unix  -       -       n       -       1       verify
flush     unix  n       -       n       1000?   0       flush
proxymap  unix  -       -       n       -       -       proxymap
smtp      unix  -       -       n       -       -       smtp
relay     unix  -       -       n       -       -       smtp
showq     unix  n       -       n       -       -       showq
error     unix  -       -       n       -       -       error
retry     unix  -       -       n       -       -       error
discard   unix  -       -       n       -       -       discard
lmtp      unix  -       -       n       -       -       lmtp
anvil     unix  -       -       n       -       1       anvil
scache    unix  -       -       n       -       1       scache
postlog   unix-dgram n  -       n       -       1       postlogd
`, s.SMTPPort)
	// Postfix waits until a config file it reads is a few seconds old (it
	// may be being edited): date them a minute back, which saves 2 s.
	past := time.Now().Add(-time.Minute)
	for name, text := range map[string]string{"main.cf": main, "master.cf": master} {
		path := filepath.Join(etc, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			return err
		}
		if err := os.Chtimes(path, past, past); err != nil {
			return err
		}
	}
	return nil
}

func (s *Servers) startPostfix() error {
	etc := filepath.Join(s.Dir, "postfix", "etc")
	master, err := postfixMaster()
	if err != nil {
		return err
	}
	if err := s.queueFolders(); err != nil {
		return err
	}
	// The master itself, in the foreground (-s), so it is our child. It
	// makes itself a session leader, so it must not lead a group already.
	s.postfix = child(master, "-c", etc, "-s")
	out, err := os.Create(filepath.Join(s.Dir, "postfix", "stderr.log"))
	if err != nil {
		return err
	}
	s.postfix.Stdout, s.postfix.Stderr = out, out
	if err := s.postfix.Start(); err != nil {
		return fmt.Errorf("start postfix: %w", err)
	}
	s.watch(s.postfix)
	return s.waitPort("postfix", s.SMTPPort)
}

// postfixMaster is the path of Postfix's master: Debian's, or where
// postconf says (postconf takes 2 s here, so it is asked only if needed).
func postfixMaster() (string, error) {
	const debian = "/usr/lib/postfix/sbin/master"
	if _, err := os.Stat(debian); err == nil {
		return debian, nil
	}
	out, err := exec.Command("postconf", "-h", "daemon_directory").Output()
	if err != nil {
		return "", fmt.Errorf("postconf: %w", err)
	}
	return filepath.Join(strings.TrimSpace(string(out)), "master"), nil
}

// queueFolders lays out Postfix's queue as its postfix-files says (what
// `postfix check` does, without the 2.5 s of its other checks).
func (s *Servers) queueFolders() error {
	pf, err := user.Lookup("postfix")
	if err != nil {
		return fmt.Errorf("real mail servers: system user \"postfix\": %w", err)
	}
	uid, _ := strconv.Atoi(pf.Uid)
	postdrop := 0
	if g, err := user.LookupGroup("postdrop"); err == nil {
		postdrop, _ = strconv.Atoi(g.Gid)
	}
	queue := filepath.Join(s.Dir, "postfix", "queue")
	for _, d := range []struct {
		name     string
		uid, gid int
		mode     os.FileMode
	}{
		{"active", uid, 0, 0o700}, {"bounce", uid, 0, 0o700}, {"corrupt", uid, 0, 0o700},
		{"defer", uid, 0, 0o700}, {"deferred", uid, 0, 0o700}, {"flush", uid, 0, 0o700},
		{"hold", uid, 0, 0o700}, {"incoming", uid, 0, 0o700}, {"private", uid, 0, 0o700},
		{"saved", uid, 0, 0o700}, {"trace", uid, 0, 0o700},
		{"maildrop", uid, postdrop, 0o730}, {"public", uid, postdrop, 0o710}, {"pid", 0, 0, 0o755},
	} {
		p := filepath.Join(queue, d.name)
		if err := os.MkdirAll(p, d.mode); err != nil {
			return err
		}
		if err := os.Chown(p, d.uid, d.gid); err != nil {
			return err
		}
		if err := os.Chmod(p, d.mode); err != nil {
			return err
		}
	}
	return nil
}
