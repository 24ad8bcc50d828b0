package saves

import (
	"bytes"
	"errors"
	"os"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// readInput loads entry n's input as it was received.
func (f *Folder) readInput(e *Entry) (*Input, error) { return f.inputFrom(e, nil) }

// inputFrom is readInput with the entry's files of the log already read
// (logEntryFiles), or nil to read them.
func (f *Folder) inputFrom(e *Entry, files *entryFiles) (*Input, error) {
	name := entryName(e.N) + ".input"
	dir := "log"
	if privateInput(e) {
		dir = privateDir
		if _, err := os.Stat(f.path(dir, name)); errors.Is(err, os.ErrNotExist) {
			return withheldInput(e), nil
		}
	}
	read := func(ext string) ([]byte, error) {
		switch {
		case dir == "log" && files != nil:
			return files.get(ext)
		case dir == "log":
			return f.logFile(e.N, ext) // loose or in the entry's bundle
		}
		return readFile(f.path(dir, name+strings.TrimPrefix(ext, ".input")))
	}
	data, err := read(".input")
	if err != nil {
		return nil, err
	}
	var sig []byte
	if e.DetachedSig {
		if sig, err = read(".input.sig"); err != nil {
			return nil, err
		}
	}
	switch e.Kind {
	case KindMessage:
		in, err := f.checkOrders(dir+"/"+name, data, sig, e.N)
		if in != nil && e.File != "" {
			in.Name = e.File
		}
		return in, err
	case KindOrders:
		in, err := f.checkOrders("log/"+name, data, sig, e.N)
		if in != nil && e.File != "" {
			in.Name = e.File
		}
		return in, err
	case KindDeclare:
		in, err := f.checkOrders("log/"+name, data, sig, e.N)
		if in != nil && e.File != "" {
			in.Name = e.File
		}
		return in, err
	case KindModerator:
		return f.checkModerator("log/"+name, data, sig)
	case KindStart, KindReveal, KindMissed:
		return f.checkHostInput(e.Kind, data)
	}
	return nil, errors.New("unknown entry kind " + e.Kind)
}

// State returns the game after the last entry: from the newest snapshot
// that matches the log, then by replaying the entries after it with their
// recorded rolls. Without snapshots it replays everything.
func (f *Folder) State() (*adjudicator.Game, error) {
	g, from := f.fromSnapshot()
	if g == nil {
		var err error
		if g, err = f.newGame(); err != nil {
			return nil, err
		}
	}
	// A log records owed decisions without their Options (resultcheck.go):
	// the reports list them, from the state (reportEntry).
	g.BriefOwed = !recordOptions
	for n := from + 1; n <= f.n; n++ {
		e, err := f.Entry(n)
		if err != nil {
			return nil, err
		}
		if err := f.replay(g, e); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// recordOptions is set by tests to write a log as earlier versions of
// mincio did, with the Options of its owed decisions.
var recordOptions bool

// replay applies entry e to g with its recorded rolls and checks that it
// reaches the recorded state.
func (f *Folder) replay(g *adjudicator.Game, e *Entry) error {
	in, err := f.readInput(e)
	if err != nil {
		return userErr("run `mincio verify` to see the damage", "entry %d: %v", e.N, err)
	}
	rp := dice.NewReplay(e.Result.Rolls)
	res, err := apply(g, in, rp)
	if err == nil {
		err = rp.Err()
	}
	if err != nil {
		return userErr("run `mincio verify` to see the damage", "entry %d: replay: %v", e.N, err)
	}
	if res.StateDigest != e.Result.StateDigest {
		return userErr("run `mincio verify` to see the damage", "entry %d: replay does not reach the recorded state", e.N)
	}
	return nil
}

// fromSnapshot restores the newest snapshot whose digest matches its entry.
func (f *Folder) fromSnapshot() (*adjudicator.Game, int) {
	names, _ := os.ReadDir(f.path("snapshots"))
	for i := len(names) - 1; i >= 0; i-- {
		n, ok := entryNumber(names[i].Name())
		if !ok || n > f.n || names[i].Name() != entryName(n)+".json" {
			continue
		}
		data, err := readFile(f.snapshotPath(n))
		if err != nil {
			continue
		}
		e, err := f.Entry(n)
		if err != nil || Digest(data) != e.Result.StateDigest {
			continue // a cache: a bad snapshot is ignored, not trusted
		}
		g, err := adjudicator.RestoreGame(f.System, f.Scenario, data)
		if err != nil {
			continue
		}
		if again, err := g.Marshal(); err != nil || !bytes.Equal(again, data) {
			continue
		}
		return g, n
	}
	return nil, 0
}

func (f *Folder) snapshotPath(n int) string { return f.path("snapshots", entryName(n)+".json") }
