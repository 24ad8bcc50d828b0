package scenarios

import (
	"bytes"
	"fmt"
	"strings"
)

// A scenario may take part of its text from a file shared with other
// scenarios: a line `include NAME` is replaced by the lines of the file
// NAME, in the scenario's own directory (the Custoza scenarios share one
// map: `[map]`, `include custoza.map`, then each scenario's own `area`).
// The expansion happens once, when the scenario is loaded (Load), and the
// Scenario's Source and Digest are those of the expanded text: a game's
// header binds the exact map, and the game folder's scenario.scn, written
// from Source, stands alone. Parse, which reads text without a
// directory, refuses an include line.

// MaxIncludes bounds the include lines of one scenario.
const MaxIncludes = 8

// included is one file's lines inside an expanded scenario: expanded
// lines [start, start+n) are the file's lines 1..n.
type included struct {
	name  string
	start int
	n     int
}

// includeName returns NAME when raw is an include line.
func includeName(raw string) (string, bool) {
	w := strings.Fields(raw)
	if len(w) == 0 || w[0] != "include" {
		return "", false
	}
	if len(w) != 2 {
		return "", true
	}
	return w[1], true
}

// expandIncludes replaces each include line of src (file's text) by the
// file read returns for its name. The errors name the file and line of
// the include, and what to do; the included file may not include.
func expandIncludes(file string, src []byte, read func(name string) ([]byte, error)) ([]byte, []included, ErrorList) {
	text := strings.ReplaceAll(string(src), "\r\n", "\n")
	lines := strings.Split(text, "\n")
	var out bytes.Buffer
	var segs []included
	var errs ErrorList
	n := 0 // lines written
	for i, raw := range lines {
		name, ok := includeName(raw)
		if !ok {
			out.WriteString(raw)
			if i < len(lines)-1 {
				out.WriteByte('\n')
			}
			n++
			continue
		}
		bad := func(format string, args ...any) {
			errs = append(errs, Error{File: file, Line: i + 1, Msg: fmt.Sprintf(format, args...)})
		}
		switch {
		case name == "":
			bad("include takes one file name: include NAME")
			continue
		case strings.ContainsAny(name, `/\`) || name == "." || name == "..":
			bad("include %s: name a file in the scenario's own directory, without a path", name)
			continue
		case len(segs) == MaxIncludes:
			bad("more than %d include lines", MaxIncludes)
			continue
		}
		data, err := read(name)
		if err != nil {
			bad("include %s: %v (the file must be next to the scenario)", name, err)
			continue
		}
		body := strings.TrimSuffix(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n")
		inner := strings.Split(body, "\n")
		for j, l := range inner {
			if _, inc := includeName(l); inc {
				errs = append(errs, Error{File: name, Line: j + 1, Msg: "an included file may not include another: copy its lines here"})
			}
		}
		segs = append(segs, included{name: name, start: n + 1, n: len(inner)})
		out.WriteString(body)
		if i < len(lines)-1 {
			out.WriteByte('\n')
		}
		n += len(inner)
	}
	if out.Len() > MaxFileSize {
		errs = append(errs, Error{File: file, Msg: fmt.Sprintf("with its includes the scenario is %d bytes; a scenario holds at most %d", out.Len(), MaxFileSize)})
	}
	if len(errs) > 0 {
		return nil, nil, errs
	}
	return out.Bytes(), segs, nil
}

// relocate turns the positions of errors in the expanded text into the
// included file's own, and shifts those after an include back to the
// scenario's lines.
func relocate(file string, segs []included, errs ErrorList) ErrorList {
	if len(segs) == 0 {
		return errs
	}
	out := make(ErrorList, len(errs))
	for k, e := range errs {
		out[k] = e
		if e.File != file || e.Line == 0 {
			continue
		}
		shift := 0 // lines the includes before e added to the scenario's
		for _, s := range segs {
			switch {
			case e.Line >= s.start && e.Line < s.start+s.n:
				out[k].File, out[k].Line = s.name, e.Line-s.start+1
				out[k].Msg += fmt.Sprintf(" (included by %s)", file)
				shift = -1
			case e.Line >= s.start+s.n:
				shift += s.n - 1
			}
			if shift < 0 {
				break
			}
		}
		if shift > 0 {
			out[k].Line = e.Line - shift
		}
	}
	return out
}
