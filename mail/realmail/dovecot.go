package realmail

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Dovecot: its password file (users), its config and its start.

func (s *Servers) writePasswd() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	var b strings.Builder
	for _, addr := range slices.Sorted(maps.Keys(s.users)) {
		pass := s.users[addr]
		home := filepath.Join(s.Dir, "mail", addr)
		fmt.Fprintf(&b, "%s:{PLAIN}%s:%d:%d::%s\n", addr, pass, s.mailUID, s.mailGID, home)
	}
	path := filepath.Join(s.Dir, "dovecot", "passwd")
	tmp := path + ".new"
	// readable by Dovecot's auth process (user dovecot): test passwords only
	if err := os.WriteFile(tmp, []byte(b.String()), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

func (s *Servers) writeDovecot() error {
	d := filepath.Join(s.Dir, "dovecot")
	conf := fmt.Sprintf(`# Dovecot for mincio's tests: loopback only, everything in %[1]s
base_dir = %[1]s/run
state_dir = %[1]s/run
log_path = %[1]s/dovecot.log
instance_name = mincio-test-%[2]d
protocols = imap lmtp
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
first_valid_uid = %[3]d
mail_location = maildir:~/Maildir
mail_privileged_group =
lmtp_save_to_detail_mailbox = no
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%%Lu %[1]s/passwd
}
userdb {
  driver = passwd-file
  args = username_format=%%Lu %[1]s/passwd
}
namespace inbox {
  inbox = yes
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = %[4]d
  }
  inet_listener imaps {
    port = 0
  }
}
service lmtp {
  inet_listener lmtp {
    address = 127.0.0.1
    port = %[5]d
  }
}
service auth {
  inet_listener sasl {
    address = 127.0.0.1
    port = %[6]d
  }
}
`, d, s.IMAPPort, s.mailUID, s.IMAPPort, s.LMTPPort, s.authPort)
	return os.WriteFile(filepath.Join(d, "dovecot.conf"), []byte(conf), 0o644)
}

func (s *Servers) startDovecot() error {
	conf := filepath.Join(s.Dir, "dovecot", "dovecot.conf")
	s.dovecot = child("dovecot", "-F", "-c", conf)
	out, err := os.Create(filepath.Join(s.Dir, "dovecot", "stderr.log"))
	if err != nil {
		return err
	}
	s.dovecot.Stdout, s.dovecot.Stderr = out, out
	if err := s.dovecot.Start(); err != nil {
		return fmt.Errorf("start dovecot: %w", err)
	}
	s.watch(s.dovecot)
	for _, p := range []int{s.IMAPPort, s.LMTPPort, s.authPort} {
		if err := s.waitPort("dovecot", p); err != nil {
			return err
		}
	}
	return nil
}
