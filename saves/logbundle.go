package saves

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"
)

// An entry of the log is one file, log/NNNNNN.tar: a tar of its input as
// received (NNNNNN.input, with NNNNNN.input.sig when its signature came
// apart), the entry (NNNNNN.json) and its host signature (NNNNNN.json.sig),
// in that order, in the one form mincio writes (outboxbundle.go). Written
// last and whole (a temporary file renamed into place), it commits the
// entry. One file, not three, because creating a file is what a busy host
// pays most for (issue 25). The input of a message to the moderator stays
// apart, in private/, as ever. Logs written by a mincio before the bundles
// keep their entries' loose files, read as ever, and the archive published
// at the end holds the loose files whichever form the host keeps: its
// bytes are the same.
const logBundleExt = ".tar"

// entryInput is entry n's input, as it is being written.
type entryInput struct {
	n  int
	in *Input
}

// logFile reads the file NNNNNN+ext (".json", ".json.sig", ".input",
// ".input.sig") of entry n of the log: the loose file, or the member of
// the entry's bundle.
func (f *Folder) logFile(n int, ext string) ([]byte, error) {
	name := entryName(n) + ext
	data, err := readFile(f.path("log", name))
	if !errors.Is(err, fs.ErrNotExist) {
		return data, err
	}
	bundle := f.path("log", entryName(n)+logBundleExt)
	members, berr := readBundle(bundle)
	if errors.Is(berr, fs.ErrNotExist) {
		return nil, err // neither: the loose file's error
	}
	if berr != nil {
		return nil, berr
	}
	return member(bundle, members, name)
}

// entryFiles are the files of one entry of the log, by name, as
// logEntryFiles read them; rel says where they are, for errors.
type entryFiles struct {
	dir   string // the log folder
	n     int
	rel   string // log/NNNNNN.tar, or log/NNNNNN.* for loose files
	files map[string][]byte
}

// get is the entry's file NNNNNN+ext, or the error of reading a file that
// is not there.
func (e *entryFiles) get(ext string) ([]byte, error) {
	name := entryName(e.n) + ext
	if data, ok := e.files[name]; ok {
		return data, nil
	}
	if strings.HasSuffix(e.rel, logBundleExt) {
		return nil, fmt.Errorf("%s: has no %s", e.rel, name)
	}
	return nil, &fs.PathError{Op: "open", Path: filepath.Join(e.dir, name), Err: fs.ErrNotExist}
}

// logEntryFiles reads the files of entry n of the log once: its bundle's
// members, and any loose file, which comes first as it does for logFile
// (a log of an older mincio; an entry kept both ways is damage that
// verify names).
func (f *Folder) logEntryFiles(n int) (*entryFiles, error) {
	e := &entryFiles{dir: f.path("log"), n: n, rel: "log/" + entryName(n) + logBundleExt, files: map[string][]byte{}}
	members, err := readBundle(f.path("log", entryName(n)+logBundleExt))
	switch {
	case errors.Is(err, fs.ErrNotExist):
		e.rel = "log/" + entryName(n) + ".*"
	case err != nil:
		return nil, err
	}
	for _, m := range members {
		e.files[m.path] = m.data
	}
	for _, ext := range []string{".input", ".input.sig", ".json", ".json.sig"} {
		if data, err := readFile(f.path("log", entryName(n)+ext)); err == nil {
			e.files[entryName(n)+ext] = data
		} else if !errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
	}
	return e, nil
}
