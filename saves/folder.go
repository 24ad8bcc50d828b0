package saves

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/saves/sshsig"
	"github.com/mincio/mincio/scenarios"
	"golang.org/x/crypto/ssh"
)

// Folder is a game folder read from disk: its header and its log, parsed but
// not verified (Verify does that). Open reads the header and the last entry
// only, so commands on a long game do not read its whole history; the other
// entries are read when asked for.
type Folder struct {
	Dir      string
	Header   Header
	Scenario *scenarios.Scenario
	System   adjudicator.System

	n           int      // entries in the log
	last        *Entry   // entry n, nil when n == 0
	lastFile    []byte   // its bytes as read, for the head digest
	entries     []*Entry // every entry, once Entries has read them
	headerBytes []byte
	fs          fileSystem
	fresh       bool     // being built by Create: no entry yet
	acts        []*Entry // entries with an Act, once actsRead (seats.go)
	actsRead    bool
}

// Len is the number of entries in the log.
func (f *Folder) Len() int { return f.n }

// Last is the newest entry, or nil for a log with none.
func (f *Folder) Last() *Entry { return f.last }

func (f *Folder) path(parts ...string) string {
	return filepath.Join(append([]string{f.Dir}, parts...)...)
}

// Head is the digest of the last entry's file: the value every report
// carries so players can notice if history is rewritten.
func (f *Folder) Head() string {
	if f.n == 0 {
		return Digest(f.headerBytes)
	}
	return Digest(f.lastFile)
}

// Open reads a game folder. It checks that the files parse and link; it
// does not check signatures or replay (see Verify).
func Open(dir string) (*Folder, error) { return open(dir, false) }

// open reads a game folder; fresh allows a log with no entries, which only
// a game being built by Create has.
func open(dir string, fresh bool) (*Folder, error) {
	f := &Folder{Dir: dir, fs: osFS{}, fresh: fresh}
	if err := isGame(dir); err != nil && !fresh {
		return nil, err
	}
	if err := f.readHeader(); err != nil {
		return nil, err
	}
	if err := f.readEntries(); err != nil {
		return nil, err
	}
	return f, nil
}

// isGame says clearly why dir is not a game folder, if it is not.
func isGame(dir string) error {
	st, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return userErr("check the path, or create a game with `mincio new`", "no game folder at %s", dir)
	case err != nil:
		return err
	case !st.IsDir():
		return userErr("give the folder of the game, not a file in it", "%s is not a folder", dir)
	}
	if strings.HasPrefix(filepath.Base(filepath.Clean(dir)), buildPrefix) {
		return userErr("remove it and create the game again with `mincio new`", "%s is an unfinished `mincio new` (was it interrupted?), not a game", dir)
	}
	if _, err := os.Stat(filepath.Join(dir, "header.json")); errors.Is(err, fs.ErrNotExist) {
		return userErr("a game folder holds header.json; was it created with `mincio new`?", "%s is not a game folder: no header.json", dir)
	}
	return nil
}

func (f *Folder) readHeader() error {
	if err := f.readHeaderFile(); err != nil {
		return err
	}
	return f.readScenario()
}

// readHeaderFile reads header.json and checks its signature.
func (f *Folder) readHeaderFile() error {
	data, err := readFile(f.path("header.json"))
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return userErr("a game folder holds header.json; was it created with `mincio new`?", "%s is not a game folder: no header.json", f.Dir)
		}
		return err
	}
	if err := decodeCanonical(data, &f.Header); err != nil {
		return userErr("restore header.json from a copy; run `mincio verify` to see what else is damaged", "header.json: %v", err)
	}
	if f.Header.Format != HeaderFormat {
		return userErr("this mincio reads \""+HeaderFormat+"\"", "header.json: unknown format %q", f.Header.Format)
	}
	f.headerBytes = data
	return f.checkHeaderSig()
}

// readScenario reads the game's scenario and its tables, as the header
// pins them, and the rules system they name.
func (f *Folder) readScenario() error {
	scn, err := readFile(f.path("scenario.scn"))
	if err != nil {
		return userErr("a game folder keeps its own copy of the scenario in scenario.scn", "scenario.scn: %v", err)
	}
	if Digest(scn) != f.Header.Scenario.Digest {
		return userErr("restore scenario.scn from a copy of the game", "scenario.scn: its digest does not match header.json")
	}
	var tablesFile string
	var tables []byte
	if t := f.Header.Tables; t != nil {
		data, err := readFile(f.path("tables.scn"))
		if err != nil {
			return userErr("a game with printed tables keeps them in tables.scn", "tables.scn: %v", err)
		}
		if Digest(data) != t.Digest {
			return userErr("restore tables.scn from a copy of the game", "tables.scn: its digest does not match header.json")
		}
		tablesFile, tables = t.File, data
	}
	sc, err := sharedScenario(f.path("scenario.scn"), scn, tablesFile, tables, f.Header.Options)
	if err != nil {
		return err
	}
	sys, err := adjudicator.Lookup(sc.System)
	if err != nil {
		return err
	}
	// The game plays under the revisions its header records, to the end
	// (docs/archives.md).
	sc.Revisions = f.Header.Revisions()
	if err := adjudicator.CheckRevisions(sys, sc.Revisions); err != nil {
		return userErr("install a newer mincio", "header.json: %v", err)
	}
	f.Scenario = sc
	f.System = adjudicator.Bind(sys, sc) // orders name the game's own counters
	return nil
}

// readEntries finds the head and reads the last entry. See scanLog for
// what makes a log whole.
func (f *Folder) readEntries() error {
	n, err := f.scanLog()
	if err != nil {
		return err
	}
	f.n = n
	if n == 0 {
		return nil
	}
	e, data, err := f.readEntry(f.n)
	if err != nil {
		return err
	}
	f.last, f.lastFile = e, data
	return nil
}

// readEntry reads and decodes log/NNNNNN.json.
func (f *Folder) readEntry(n int) (*Entry, []byte, error) {
	data, err := readFile(f.path("log", entryName(n)+".json"))
	if err != nil {
		return nil, nil, err
	}
	e := new(Entry)
	if err := decodeCanonical(data, e); err != nil {
		return nil, nil, userErr("run `mincio verify` to see the damage; restore the file from a copy", "entry %d (log/%s.json): %v", n, entryName(n), err)
	}
	if e.N != n {
		return nil, nil, userErr("run `mincio verify` to see the damage; restore the file from a copy", "entry %d (log/%s.json): says it is entry %d", n, entryName(n), e.N)
	}
	return e, data, nil
}

// Entry returns entry n (1 ≤ n ≤ Len()).
func (f *Folder) Entry(n int) (*Entry, error) {
	switch {
	case n < 1 || n > f.n:
		return nil, fmt.Errorf("no entry %d: the log has %d", n, f.n)
	case f.entries != nil:
		return f.entries[n-1], nil
	case n == f.n:
		return f.last, nil
	}
	e, _, err := f.readEntry(n)
	return e, err
}

// Entries reads the whole log, checking that each entry links to the one
// before it.
func (f *Folder) Entries() ([]*Entry, error) {
	if f.entries != nil {
		return f.entries, nil
	}
	prev := Digest(f.headerBytes)
	var all []*Entry
	for n := 1; n <= f.n; n++ {
		e, data, err := f.readEntry(n)
		if err != nil {
			return nil, err
		}
		if e.Prev != prev {
			return nil, userErr("run `mincio verify` to see the damage; restore the file from a copy", "entry %d (log/%s.json): does not link to the entry before it", n, entryName(n))
		}
		prev = Digest(data)
		all = append(all, e)
	}
	f.entries = all
	return all, nil
}

// added records an entry just written.
func (f *Folder) added(e *Entry, data []byte) {
	f.n++
	f.last, f.lastFile = e, data
	if f.entries != nil {
		f.entries = append(f.entries, e)
	}
	if f.actsRead && e.Act != nil {
		f.acts = append(f.acts, e)
	}
}

// entryNumber reads the entry number a log, outbox or snapshot file name
// starts with; ok is false for other names.
func entryNumber(name string) (int, bool) {
	if len(name) < 6 {
		return 0, false
	}
	n, err := strconv.Atoi(name[:6])
	return n, err == nil && n > 0 && !strings.HasPrefix(name, ".")
}

// cleanLeftovers removes what an interrupted write left behind: the files
// of entry head+1 (its input, signatures, reports) and temporary files. The
// names are known, so the log folder, which grows with the game, is never
// listed; the small folders (outbox, ticks, snapshots) are, once each, and
// only what is there is removed: a tick holds hundreds of games, and a
// removal tried on each name that might be left cost two system calls
// (unlink, then rmdir) for nothing (issue 25). Only called with the lock
// held.
func (f *Folder) cleanLeftovers() error {
	next := entryName(f.n + 1)
	var doomed []string
	for _, p := range []string{
		f.path("log", next+".input"), f.path("log", next+".input.sig"), f.path("log", next+".json.sig"),
	} {
		doomed = appendExisting(doomed, p, tmpName(p))
	}
	if _, err := os.Lstat(f.path(privateDir)); err == nil {
		for _, p := range []string{f.path(privateDir, next+".input"), f.path(privateDir, next+".input.sig")} {
			doomed = appendExisting(doomed, p, tmpName(p))
		}
	}
	// the snapshot of the head is written after the commit: only its
	// temporary file can be left over
	snaps := map[string]bool{".tmp-" + filepath.Base(f.snapshotPath(f.n)): true,
		next + ".json": true, ".tmp-" + next + ".json": true}
	doomed = appendListed(doomed, f.path("snapshots"), func(name string) bool { return snaps[name] })
	reports := map[string]bool{}
	for _, s := range f.Header.Sides {
		for _, ext := range []string{".report.txt", ".report.txt.sig", ".view.json", ".view.json.sig"} {
			reports[next+"-"+s.Side+ext], reports[".tmp-"+next+"-"+s.Side+ext] = true, true
		}
	}
	// a notice or a tick marker is written outside an entry, at any head:
	// any temporary file of outbox/ and ticks/ is a leftover (these
	// folders hold what waits to be mailed, not the history)
	doomed = appendListed(doomed, f.path("outbox"), func(name string) bool {
		return reports[name] || strings.HasPrefix(name, ".tmp-")
	})
	doomed = appendListed(doomed, f.path("ticks"), func(name string) bool { return strings.HasPrefix(name, ".tmp-") })
	for _, p := range doomed {
		if err := f.fs.Remove(p); err != nil {
			return fmt.Errorf("removing leftover %s: %w", p, err)
		}
	}
	return nil
}

// appendExisting appends to list those of paths that exist.
func appendExisting(list []string, paths ...string) []string {
	for _, p := range paths {
		if _, err := os.Lstat(p); err == nil {
			list = append(list, p)
		}
	}
	return list
}

// appendListed appends to list the files of folder dir whose names doomed
// says yes to.
func appendListed(list []string, dir string, doomed func(name string) bool) []string {
	des, _ := os.ReadDir(dir)
	for _, d := range des {
		if doomed(d.Name()) {
			list = append(list, filepath.Join(dir, d.Name()))
		}
	}
	return list
}

// checkHeaderSig checks the host's signature on header.json with the key the
// header names. It is cheap, so every command does it: a changed header is
// then reported as such, not as a broken link further on.
func (f *Folder) checkHeaderSig() error {
	k, err := sshsig.ParsePublicKey([]byte(f.Header.HostKey))
	if err != nil {
		return userErr("restore header.json from a copy", "header.json: host key: %v", err)
	}
	sig, err := readFile(f.path("header.json.sig"))
	if err == nil {
		err = verifyHeaderOnce(k, f.headerBytes, sig)
	}
	if err != nil {
		return userErr("restore header.json and header.json.sig from a copy; run `mincio verify`", "header.json: host signature: %v", err)
	}
	return nil
}

// headersVerified are the digests of the header and signature bytes whose
// check passed in this process: a tick reads every header of a league
// without the lock (nothingDue), and again under it those of the games
// with something due, the same bytes (issue 25).
var headersVerified sync.Map

// verifyHeaderOnce checks sig on header with the host key k, once for the
// same bytes in a process; k is the one header names, so the bytes fix it.
func verifyHeaderOnce(k ssh.PublicKey, header, sig []byte) error {
	h := sha256.New()
	h.Write(header)
	h.Write([]byte{0})
	h.Write(sig)
	var key [sha256.Size]byte
	h.Sum(key[:0])
	if _, ok := headersVerified.Load(key); ok {
		return nil
	}
	if err := sshsig.Verify(k, sshsig.Namespace, header, sig); err != nil {
		return err
	}
	headersVerified.Store(key, struct{}{})
	return nil
}
