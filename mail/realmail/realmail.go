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
func (s *Servers) AddUser(address, password string) error { return s.AddUsers(password, address) }

// AddUsers gives each address a mailbox and a login, with one password.
// Dovecot looks at its password file at most once a second (at the first
// login of that second), so a user written in the second of an earlier
// login would not be seen until the next: AddUsers returns once that
// second is over, so the new logins work at once.
func (s *Servers) AddUsers(password string, addresses ...string) error {
	s.mu.Lock()
	for _, a := range addresses {
		s.users[strings.ToLower(a)] = password
	}
	s.mu.Unlock()
	if err := s.writePasswd(); err != nil {
		return err
	}
	time.Sleep(time.Until(time.Now().Truncate(time.Second).Add(time.Second)))
	return nil
}

// child makes a server process that gets SIGTERM when this process dies.
// Both masters stop their children on SIGTERM.
func child(name string, args ...string) *exec.Cmd {
	cmd := exec.Command(name, args...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGTERM}
	return cmd
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
