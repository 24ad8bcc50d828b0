package saves

import (
	"errors"
	"io/fs"
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

// logEntryFiles are the files of entry n of the log by name, and where
// they are: its bundle's members, or its loose files.
func (f *Folder) logEntryFiles(n int) (map[string][]byte, string, error) {
	bundle := f.path("log", entryName(n)+logBundleExt)
	members, err := readBundle(bundle)
	if err == nil {
		out := map[string][]byte{}
		for _, m := range members {
			out[m.path] = m.data
		}
		return out, "log/" + entryName(n) + logBundleExt, nil
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return nil, "", err
	}
	out := map[string][]byte{}
	for _, ext := range []string{".input", ".input.sig", ".json", ".json.sig"} {
		if data, err := readFile(f.path("log", entryName(n)+ext)); err == nil {
			out[entryName(n)+ext] = data
		} else if !errors.Is(err, fs.ErrNotExist) {
			return nil, "", err
		}
	}
	return out, "log/" + entryName(n) + ".*", nil
}
