package saves

import (
	"fmt"
)

// The checks of an entry made ahead of its replay (verifypipe.go): its
// file read, its head decoded, its host signature and its input's checked.

// checked is what the checks found for one entry.
type checked struct {
	data    []byte
	readErr error  // from reading log/NNNNNN.json
	e       *Entry // its head, and its recorded rolls (decodeHead)
	decErr  error
	sigErr  error // host signature on the entry
	in      *Input
	inErr   error // reading the input and checking its signature
}

// check reads entry n and checks both its signatures; f is the folder its
// input is read from (readerAt's with helpers, else the replay's).
func (v *verifier) check(f *Folder, n int) *checked {
	c := new(checked)
	name := "log/" + entryName(n) + ".json"
	files, err := v.f.logEntryFiles(n) // its bundle read once, for all three
	if err != nil {
		c.readErr = err
		return c
	}
	if c.data, c.readErr = files.get(".json"); c.readErr != nil {
		return c
	}
	if c.e, c.decErr = decodeHead(c.data); c.decErr != nil {
		return c
	}
	what := fmt.Sprintf("entry %d (%s)", n, name)
	if sig, err := files.get(".json.sig"); err != nil {
		c.sigErr = fmt.Errorf("%s: host signature: %v", what, err)
	} else {
		c.sigErr = v.checkSigOf(what, c.data, sig)
	}
	if c.e.N == n { // otherwise the replay stops before it reads the input
		c.in, c.inErr = f.inputFrom(c.e, files)
	}
	return c
}

// readerAt is a folder that reads the log on disk up to entry head, for
// the helpers: it lists the acts (seats.go) once, before they start, and
// is only read after that.
func (f *Folder) readerAt(head int) (*Folder, error) {
	last, data, err := f.readEntry(head)
	if err != nil {
		return nil, err
	}
	rf := &Folder{Dir: f.Dir, Header: f.Header, Scenario: f.Scenario, System: f.System,
		n: head, last: last, lastFile: data, headerBytes: f.headerBytes, fs: f.fs}
	if _, err := rf.actEntries(); err != nil {
		return nil, err
	}
	return rf, nil
}
