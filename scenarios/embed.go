package scenarios

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
)

// data holds the embedded scenarios: data/ID.scn. The directory also
// holds a README so that it is never empty.
//
//go:embed data
var data embed.FS

// Load returns an embedded scenario by id, or reads a file when idOrPath
// contains "/" or ends with ".scn". The scenario is parsed and checked;
// the error lists every problem.
func Load(idOrPath string) (*Scenario, error) {
	if strings.Contains(idOrPath, "/") || strings.HasSuffix(idOrPath, ".scn") {
		src, err := os.ReadFile(idOrPath)
		if err != nil {
			return nil, err
		}
		dir := filepath.Dir(idOrPath)
		return parseAndCheckIncluding(idOrPath, src, func(name string) ([]byte, error) {
			return readLimited(filepath.Join(dir, name))
		})
	}
	src, err := fs.ReadFile(data, "data/"+idOrPath+".scn")
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("no embedded scenario %q (known: %s)", idOrPath, strings.Join(embeddedIDs(), ", "))
		}
		return nil, err
	}
	return parseEmbedded(idOrPath, src)
}

// List returns the embedded scenarios that parse and check, sorted by id;
// Load says why one does not.
func List() []*Scenario {
	var out []*Scenario
	for _, id := range embeddedIDs() {
		if s, err := Load(id); err == nil {
			out = append(out, s)
		}
	}
	return out
}

func parseEmbedded(id string, src []byte) (*Scenario, error) {
	s, err := parseAndCheckIncluding("embedded:"+id+".scn", src, func(name string) ([]byte, error) {
		return fs.ReadFile(data, "data/"+name)
	})
	if err != nil {
		return nil, err
	}
	if s.ID != id {
		return nil, ErrorList{{File: s.File, Line: s.lines["scenario"], Msg: fmt.Sprintf("scenario %s is in the file %s.scn: the id must match the file name", s.ID, id)}}
	}
	return s, nil
}

// parseAndCheckIncluding is parseAndCheck on src with its include lines
// expanded (include.go), the errors at their own file's lines.
func parseAndCheckIncluding(file string, src []byte, read func(string) ([]byte, error)) (*Scenario, error) {
	full, segs, errs := expandIncludes(file, src, read)
	if len(errs) > 0 {
		return nil, errs.Err()
	}
	s, err := parseAndCheck(file, full)
	if el, ok := err.(ErrorList); ok {
		return nil, relocate(file, segs, el).Err()
	}
	return s, err
}

// readLimited reads an included file of at most MaxFileSize bytes.
func readLimited(path string) ([]byte, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if st.Size() > MaxFileSize {
		return nil, fmt.Errorf("%s is %d bytes; a scenario file holds at most %d", path, st.Size(), MaxFileSize)
	}
	return os.ReadFile(path)
}

func parseAndCheck(file string, src []byte) (*Scenario, error) {
	s, err := Parse(file, src)
	if err != nil {
		return nil, err
	}
	if errs := s.Check(); len(errs) > 0 {
		return nil, errs.Err()
	}
	return s, nil
}

// embeddedIDs lists the ids of data/*.scn, sorted.
func embeddedIDs() []string {
	entries, _ := fs.ReadDir(data, "data")
	var ids []string
	for _, e := range entries {
		if !e.IsDir() && path.Ext(e.Name()) == ".scn" {
			ids = append(ids, strings.TrimSuffix(e.Name(), ".scn"))
		}
	}
	sort.Strings(ids)
	return ids
}
