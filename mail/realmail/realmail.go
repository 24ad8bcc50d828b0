// Package realmail runs real Debian mail servers on loopback for tests:
// Dovecot (IMAP, LMTP and its SASL auth service) and Postfix (SMTP with AUTH
// through Dovecot, delivering by LMTP into Dovecot's Maildirs). Every config
// file, mailbox, queue and log lives in one folder of the caller's; nothing
// under /etc is read or written beyond the packages' own files. The servers
// listen on 127.0.0.1, on high ports picked free at start.
//
// Postfix's master must start as root; Dovecot runs its mail processes as
// the system user "mail". docs/mail-servers.md says how to install the
// packages and how to opt out (MINCIO_REAL_MAIL=off).
package realmail

import (
	"bufio"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Domain is the mail domain the servers accept mail for.
const Domain = "mincio.test"

// OptOut is the environment variable that, set to "off", lets tests skip
// the real servers on a machine that cannot run them.
const OptOut = "MINCIO_REAL_MAIL"

// Install is what to run to get the servers (docs/mail-servers.md).
const Install = `as root: echo "postfix postfix/main_mailer_type select No configuration" | debconf-set-selections && ` +
	`DEBIAN_FRONTEND=noninteractive apt-get install -y dovecot-imapd dovecot-lmtpd postfix` +
	` (or run make test as root, which does it); set ` + OptOut + `=off to skip these tests`

// Servers is a running Dovecot and Postfix.
type Servers struct {
	Dir                          string // everything: configs, mail, queue, logs
	IMAPPort, SMTPPort, LMTPPort int
	authPort                     int

	mu       sync.Mutex
	users    map[string]string // address → password
	dovecot  *exec.Cmd
	postfix  *exec.Cmd
	exited   []chan struct{} // one per started master, closed when it exits
	mailUID  int
	mailGID  int
	stopOnce sync.Once
}

// Where Debian puts the server programs, and who we are; tests of the
// errors change them.
var (
	sbinDir    = "/usr/sbin"
	dovecotLib = "/usr/lib/dovecot"
	geteuid    = os.Geteuid
)

// Missing says which server programs are not installed, or "".
func Missing() string {
	var miss []string
	for _, p := range []string{"dovecot", "postfix"} {
		if _, err := os.Stat(filepath.Join(sbinDir, p)); err != nil {
			if _, err := exec.LookPath(p); err != nil {
				miss = append(miss, p)
			}
		}
	}
	for _, p := range []string{"imap", "lmtp"} {
		if _, err := os.Stat(filepath.Join(dovecotLib, p)); err != nil {
			miss = append(miss, "dovecot-"+p+"d")
		}
	}
	return strings.Join(miss, ", ")
}

// Start writes the configs into dir (created) and starts both servers,
// returning once all their ports answer. Stop them with Stop, also on
// failure; the processes die with the caller's process in any case.
func Start(dir string) (*Servers, error) {
	if miss := Missing(); miss != "" {
		return nil, fmt.Errorf("real mail servers: %s not installed; %s", miss, Install)
	}
	if uid := geteuid(); uid != 0 {
		return nil, fmt.Errorf("real mail servers: Postfix's master must start as root and this runs as uid %d; run as root or set %s=off", uid, OptOut)
	}
	mailUser, err := user.Lookup("mail")
	if err != nil {
		return nil, fmt.Errorf("real mail servers: system user \"mail\": %w", err)
	}
	if err := reachable(dir); err != nil {
		return nil, err
	}
	s := &Servers{Dir: dir, users: map[string]string{}}
	s.mailUID, _ = strconv.Atoi(mailUser.Uid)
	s.mailGID, _ = strconv.Atoi(mailUser.Gid)
	ports, err := freePorts(4)
	if err != nil {
		return nil, err
	}
	s.IMAPPort, s.SMTPPort, s.LMTPPort, s.authPort = ports[0], ports[1], ports[2], ports[3]
	for _, d := range []string{"dovecot/run", "mail", "postfix/etc", "postfix/queue", "postfix/data"} {
		if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
			return nil, err
		}
	}
	// Dovecot's mail processes (user "mail") must reach their Maildirs.
	for _, d := range []string{dir, filepath.Join(dir, "dovecot")} {
		if err := os.Chmod(d, 0o755); err != nil {
			return nil, err
		}
	}
	if err := os.Chown(filepath.Join(dir, "mail"), s.mailUID, s.mailGID); err != nil {
		return nil, err
	}
	// Postfix keeps its caches in data_directory, as user postfix.
	if pf, err := user.Lookup("postfix"); err == nil {
		uid, _ := strconv.Atoi(pf.Uid)
		if err := os.Chown(filepath.Join(dir, "postfix", "data"), uid, -1); err != nil {
			return nil, err
		}
	}
	if err := s.writePasswd(); err != nil {
		return nil, err
	}
	if err := s.writeDovecot(); err != nil {
		return nil, err
	}
	if err := s.writePostfix(); err != nil {
		return nil, err
	}
	if err := s.startDovecot(); err != nil {
		s.Stop()
		return nil, err
	}
	if err := s.startPostfix(); err != nil {
		s.Stop()
		return nil, err
	}
	return s, nil
}

// reachable checks that Dovecot's mail processes (user "mail") can get
// through every folder above dir.
func reachable(dir string) error {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return err
	}
	for p := filepath.Dir(abs); ; p = filepath.Dir(p) {
		fi, err := os.Stat(p)
		if err != nil {
			return err
		}
		if fi.Mode().Perm()&0o001 == 0 {
			return fmt.Errorf("real mail servers: %s is closed to other users, so Dovecot's mail processes cannot reach %s: set TMPDIR to a folder they can pass (such as /tmp)", p, dir)
		}
		if p == filepath.Dir(p) {
			return nil
		}
	}
}

// freePorts picks n distinct loopback ports that are free now.
func freePorts(n int) ([]int, error) {
	var lns []net.Listener
	defer func() {
		for _, ln := range lns {
			ln.Close()
		}
	}()
	var ports []int
	for range n {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return nil, err
		}
		lns = append(lns, ln)
		ports = append(ports, ln.Addr().(*net.TCPAddr).Port)
	}
	return ports, nil
}

// AddUser gives address a mailbox and a login (IMAP and SMTP AUTH).
// Dovecot re-reads its password file when it changes.
func (s *Servers) AddUser(address, password string) error {
	s.mu.Lock()
	s.users[strings.ToLower(address)] = password
	s.mu.Unlock()
	return s.writePasswd()
}

func (s *Servers) writePasswd() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	var b strings.Builder
	for addr, pass := range s.users {
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

// child makes a server process that gets SIGTERM when this process dies.
// Both masters stop their children on SIGTERM.
func child(name string, args ...string) *exec.Cmd {
	cmd := exec.Command(name, args...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGTERM}
	return cmd
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

// waitPort waits up to 15 s for a loopback port to accept connections.
func (s *Servers) waitPort(name string, port int) error {
	addr := net.JoinHostPort("127.0.0.1", strconv.Itoa(port))
	for end := time.Now().Add(15 * time.Second); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
		if c, err := net.DialTimeout("tcp", addr, time.Second); err == nil {
			c.Close()
			return nil
		}
	}
	return fmt.Errorf("%s did not open %s within 15s; its log:\n%s", name, addr, s.Logs())
}

// Logs returns the servers' logs, for a failing test to show.
func (s *Servers) Logs() string {
	var b strings.Builder
	for _, f := range []string{"dovecot/dovecot.log", "dovecot/stderr.log", "postfix/postfix.log", "postfix/stderr.log"} {
		data, err := os.ReadFile(filepath.Join(s.Dir, f))
		if err != nil || len(data) == 0 {
			continue
		}
		fmt.Fprintf(&b, "== %s\n", f)
		sc := bufio.NewScanner(strings.NewReader(string(data)))
		var lines []string
		for sc.Scan() {
			lines = append(lines, sc.Text())
		}
		if len(lines) > 40 {
			lines = lines[len(lines)-40:]
		}
		b.WriteString(strings.Join(lines, "\n") + "\n")
	}
	return b.String()
}

// watch reaps a started master and notes when it exits.
func (s *Servers) watch(c *exec.Cmd) {
	done := make(chan struct{})
	s.exited = append(s.exited, done)
	go func() {
		c.Wait()
		close(done)
	}()
}

// Stop asks both masters to stop (each stops its own children) and waits
// up to 5 s for them to exit, then kills them, and waits for their ports
// to close.
func (s *Servers) Stop() {
	s.stopOnce.Do(func() {
		masters := []*exec.Cmd{s.postfix, s.dovecot}
		for _, c := range masters {
			if c != nil && c.Process != nil {
				c.Process.Signal(syscall.SIGTERM)
			}
		}
		timeout := time.After(5 * time.Second)
		for _, done := range s.exited {
			select {
			case <-done:
			case <-timeout:
			}
		}
		for _, c := range masters {
			if c != nil && c.Process != nil {
				c.Process.Kill() // no-op once it exited
			}
		}
		for _, p := range []int{s.SMTPPort, s.IMAPPort, s.LMTPPort, s.authPort} {
			waitClosed(p)
		}
	})
}

func waitClosed(port int) {
	addr := net.JoinHostPort("127.0.0.1", strconv.Itoa(port))
	for end := time.Now().Add(5 * time.Second); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
		c, err := net.DialTimeout("tcp", addr, time.Second)
		if err != nil {
			return
		}
		c.Close()
	}
}

// ErrOptedOut is returned by StartOrOptOut when MINCIO_REAL_MAIL=off.
var ErrOptedOut = errors.New("real mail servers: skipped, " + OptOut + "=off")

// StartOrOptOut is Start unless the environment opts out.
func StartOrOptOut(dir string) (*Servers, error) {
	if os.Getenv(OptOut) == "off" {
		return nil, ErrOptedOut
	}
	return Start(dir)
}

func itoa(n int) string { return strconv.Itoa(n) }
