package saves

import (
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/scenarios"
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
	// logStray: the names in log/ that scanLog found beyond the head or
	// temporary, which cleanLeftovers may have to remove
	logStray map[string]bool
	// writing is the entry being written and its input, from its reports
	// to its bundle, which commits it (writer.append): its input is not
	// on disk before that
	writing *entryInput
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
	digest := Digest(scn)
	if digest != f.Header.Scenario.Digest {
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
	sc, err := sharedScenario(f.path("scenario.scn"), scn, digest, tablesFile, tables, f.Header.Options)
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

// readEntry reads and decodes log/NNNNNN.json (loose or in its bundle).
func (f *Folder) readEntry(n int) (*Entry, []byte, error) {
	data, err := f.logFile(n, ".json")
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
// of entry head+1 (its input, signatures, reports) and temporary files.
// The log folder, which grows with the game, is not listed again: scanLog
// noted what in it lies beyond the head. Only called with the lock held,
// after open.
func (f *Folder) cleanLeftovers() error {
	next := entryName(f.n + 1)
	names := []string{
		f.path("log", next+".input"), f.path("log", next+".input.sig"),
		f.path(privateDir, next+".input"), f.path(privateDir, next+".input.sig"),
		f.path("log", next+".json.sig"), f.path("log", next+logBundleExt), f.path("snapshots", next+".json"),
	}
	for _, s := range f.Header.Sides {
		for _, ext := range []string{reportBundleExt, ".report.txt", ".report.txt.sig", ".view.json", ".view.json.sig"} {
			names = append(names, f.path("outbox", next+"-"+s.Side+ext))
		}
	}
	// the snapshot of the head is written after the commit: only its
	// temporary file can be left over
	doomed := []string{tmpName(f.snapshotPath(f.n))}
	for _, p := range names {
		doomed = append(doomed, p, tmpName(p))
	}
	// each folder listed once, and only what is there removed: removing a
	// missing file costs two system calls, and these were 29 a game each
	// time a command took it (issue 25)
	listed := map[string]map[string]bool{f.path("log") + string(filepath.Separator): f.logStray}
	// a notice or a tick marker is written outside an entry, at any head:
	// any temporary file of outbox/ and ticks/ is a leftover (these
	// folders hold what waits to be mailed, not the history)
	for _, dir := range []string{"outbox", "ticks"} {
		there := listNames(f.path(dir))
		listed[f.path(dir)+string(filepath.Separator)] = there
		for _, name := range slices.Sorted(maps.Keys(there)) {
			if strings.HasPrefix(name, ".tmp-") {
				doomed = append(doomed, f.path(dir, name))
			}
		}
	}
	for _, p := range doomed {
		dir, name := filepath.Split(p)
		if _, ok := listed[dir]; !ok {
			listed[dir] = listNames(dir)
		}
		if there := listed[dir]; there != nil && !there[name] {
			continue
		}
		if err := f.fs.Remove(p); err != nil {
			return fmt.Errorf("removing leftover %s: %w", p, err)
		}
	}
	return nil
}

// listNames is the set of names in dir: empty if dir does not exist, nil
// if it cannot be listed (then every name is tried).
func listNames(dir string) map[string]bool {
	des, err := os.ReadDir(dir)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	names := make(map[string]bool, len(des))
	for _, d := range des {
		names[d.Name()] = true
	}
	return names
}
