package mailtest

import (
	"bytes"
	"errors"
	"net"
	"strings"
	"sync"
)

// tap watches the connections of a server: it counts the commands clients
// send, can cut a connection in the middle of a response, and can close
// every connection.
type tap struct {
	mu       sync.Mutex
	conns    map[*tapConn]bool
	commands map[string]int
	dropOn   string
	dropped  int
}

func newTap() *tap {
	return &tap{conns: map[*tapConn]bool{}, commands: map[string]int{}}
}

type tapListener struct {
	net.Listener
	tap     *tap
	serving chan struct{} // closed at the first Accept: Serve is running
	once    sync.Once
}

func newTapListener(ln net.Listener, t *tap) *tapListener {
	return &tapListener{Listener: ln, tap: t, serving: make(chan struct{})}
}

// waitServing waits until the server calls Accept. Closing a server whose
// Serve has not got that far races inside go-imap (WaitGroup Add vs Wait).
func (l *tapListener) waitServing() { <-l.serving }

func (l *tapListener) Accept() (net.Conn, error) {
	l.once.Do(func() { close(l.serving) })
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	tc := &tapConn{Conn: c, tap: l.tap}
	l.tap.mu.Lock()
	l.tap.conns[tc] = true
	l.tap.mu.Unlock()
	return tc, nil
}

type tapConn struct {
	net.Conn
	tap  *tap
	line []byte // client bytes since the last newline
}

func (c *tapConn) Read(p []byte) (int, error) {
	n, err := c.Conn.Read(p)
	c.line = append(c.line, p[:n]...)
	for {
		i := bytes.IndexByte(c.line, '\n')
		if i < 0 {
			break
		}
		c.tap.sawLine(string(c.line[:i]))
		c.line = c.line[i+1:]
	}
	if len(c.line) > 4096 {
		c.line = nil // inside a literal
	}
	return n, err
}

func (c *tapConn) Write(p []byte) (int, error) {
	c.tap.mu.Lock()
	drop := c.tap.dropOn != "" && bytes.Contains(p, []byte(c.tap.dropOn))
	if drop {
		c.tap.dropOn = ""
		c.tap.dropped++
	}
	c.tap.mu.Unlock()
	if drop {
		n, _ := c.Conn.Write(p[:len(p)/2])
		c.Conn.Close()
		return n, errors.New("mailtest: connection dropped on purpose")
	}
	return c.Conn.Write(p)
}

func (c *tapConn) Close() error {
	c.tap.mu.Lock()
	delete(c.tap.conns, c)
	c.tap.mu.Unlock()
	return c.Conn.Close()
}

// sawLine counts a command line: "TAG [UID] NAME …" (IMAP) or "NAME …" (SMTP).
func (t *tap) sawLine(line string) {
	f := strings.Fields(strings.ToUpper(line))
	if len(f) >= 2 && f[1] == "UID" && len(f) >= 3 {
		f = f[1:]
	}
	if len(f) >= 2 {
		t.mu.Lock()
		t.commands[f[1]]++
		t.mu.Unlock()
	}
}

func (t *tap) count(name string) int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.commands[strings.ToUpper(name)]
}

func (t *tap) setDrop(substr string) {
	t.mu.Lock()
	t.dropOn = substr
	t.mu.Unlock()
}

func (t *tap) closeAll() {
	t.mu.Lock()
	conns := make([]*tapConn, 0, len(t.conns))
	for c := range t.conns {
		conns = append(conns, c)
	}
	t.mu.Unlock()
	for _, c := range conns {
		c.Conn.Close()
	}
}
