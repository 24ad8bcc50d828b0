package mailtest

import (
	"io"
	"net"
	"sync"
	"testing"
)

// running is the start and stop both test servers share: a loopback
// listener seen through the tap, the protocol server serving on it, and a
// Stop that closes both and every connection.
type running struct {
	tap *tap

	mu  sync.Mutex
	srv io.Closer
	ln  net.Listener
}

// open listens on addr and returns the listener, its tapped form, and the
// address actually bound.
func (r *running) open(t testing.TB, addr string) (net.Listener, *tapListener, *net.TCPAddr) {
	t.Helper()
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	return ln, newTapListener(ln, r.tap), ln.Addr().(*net.TCPAddr)
}

// serve runs srv on l (the tapped listener, maybe wrapped in TLS) and
// returns once the server accepts connections.
func (r *running) serve(srv io.Closer, ln, l net.Listener, tl *tapListener, run func(net.Listener) error) {
	r.mu.Lock()
	r.srv, r.ln = srv, ln
	r.mu.Unlock()
	go run(l)
	tl.waitServing()
}

// Stop closes the listener and every connection: the server is down.
func (r *running) Stop() {
	r.mu.Lock()
	srv, ln := r.srv, r.ln
	r.srv, r.ln = nil, nil
	r.mu.Unlock()
	if ln != nil {
		ln.Close() // Close alone misses a listener Serve has not registered yet
	}
	if srv != nil {
		srv.Close()
	}
	r.tap.closeAll()
}
