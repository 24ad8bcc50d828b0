package saves

import (
	"archive/tar"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"
)

// An outbox item — one side's report with its view, or one notice — is
// one file: a tar archive of the files it is mailed as, each with its host
// signature, under the names they had when each was a file of its own
// (docs/game-folder.md):
//
//	NNNNNN-SIDE.report.tar          NNNNNN-SIDE.report.txt(.sig), NNNNNN-SIDE.view.json(.sig)
//	NNNNNN-TO.NAME.notice.tar       NNNNNN-TO.NAME.notice.txt(.sig)
//
// Creating a file is the dearest thing a host does on a busy file system
// (issue 25: 0.3–0.7 ms an inode on the ext4 of the benchmarks, where
// writing into an existing file costs 15 µs), and a missed turn's reports
// were eight of them. `tar -xf` unpacks an item; `mincio verify` checks
// it. Outboxes written by a mincio before the bundles keep their loose
// files, read as ever.

const (
	reportBundleExt = ".report.tar"
	noticeBundleExt = ".notice.tar"
	// maxBundle bounds what is read of a bundle: Solferino's largest
	// report and view are well under a megabyte each.
	maxBundle = 64 << 20
)

// bundleTime is every member's time: a bundle's bytes are those of its
// files, whenever it is written.
var bundleTime = time.Unix(0, 0).UTC()

// encodeBundle archives members under their base names, in their order.
func encodeBundle(members []outFile) ([]byte, error) {
	var b bytes.Buffer
	tw := tar.NewWriter(&b)
	for _, m := range members {
		hdr := &tar.Header{Typeflag: tar.TypeReg, Name: filepath.Base(m.path), Mode: int64(filePerm), Size: int64(len(m.data)), ModTime: bundleTime}
		if err := tw.WriteHeader(hdr); err != nil {
			return nil, err
		}
		if _, err := tw.Write(m.data); err != nil {
			return nil, err
		}
	}
	if err := tw.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// bundleFile is a file a bundle holds, in its place; an optional one may
// be left out.
type bundleFile struct {
	name     string
	optional bool
}

// itemFiles are the files a bundle holds, in their order, by the
// bundle's name: a report's, the report and the view with their
// signatures; a notice's, the notice and its signature; a log entry's
// (logbundle.go), its input (with its detached signature) unless the
// input is kept apart, the entry and its signature. Nil for any other
// name.
func itemFiles(bundle string) []bundleFile {
	if base, ok := strings.CutSuffix(bundle, reportBundleExt); ok {
		return []bundleFile{{base + ".report.txt", false}, {base + ".report.txt.sig", false}, {base + ".view.json", false}, {base + ".view.json.sig", false}}
	}
	if base, ok := strings.CutSuffix(bundle, noticeBundleExt); ok {
		return []bundleFile{{base + ".notice.txt", false}, {base + ".notice.txt.sig", false}}
	}
	if base, ok := strings.CutSuffix(bundle, logBundleExt); ok {
		if n, ok := entryNumber(base); ok && base == entryName(n) {
			return []bundleFile{{base + ".input", true}, {base + ".input.sig", true}, {base + ".json", false}, {base + ".json.sig", false}}
		}
	}
	return nil
}

// decodeBundle reads the bundle rel (its path in the game folder,
// outbox/NAME or log/NAME): plain files, those itemFiles names and in that
// order, every one that is not optional, in the one form encodeBundle
// writes, so a bundle can hold nothing but its own files.
func decodeBundle(rel string, data []byte) ([]outFile, error) {
	want := itemFiles(path.Base(rel))
	if want == nil || (path.Dir(rel) == "log") != strings.HasSuffix(want[0].name, ".input") {
		return nil, fmt.Errorf("%s: not a bundle's name (outbox/NNNNNN-SIDE.report.tar, outbox/NNNNNN-TO.NAME.notice.tar or log/NNNNNN.tar)", rel)
	}
	if len(data) > maxBundle {
		return nil, fmt.Errorf("%s: more than %d bytes", rel, maxBundle)
	}
	var names []string
	for _, w := range want {
		names = append(names, w.name)
	}
	tr := tar.NewReader(bytes.NewReader(data))
	var out []outFile
	next := 0 // the first file of want that may come
	for {
		hdr, err := tr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("%s: not a whole bundle (%v)", rel, err)
		}
		for next < len(want) && want[next].name != hdr.Name && want[next].optional {
			next++
		}
		switch {
		case next == len(want) || hdr.Name != want[next].name:
			return nil, fmt.Errorf("%s: holds %q where it should hold %s", rel, hdr.Name, strings.Join(names, ", "))
		case hdr.Typeflag != tar.TypeReg:
			return nil, fmt.Errorf("%s: %q is not a plain file", rel, hdr.Name)
		case hdr.Size < 0 || hdr.Size > maxBundle:
			return nil, fmt.Errorf("%s: %q is too large", rel, hdr.Name)
		}
		next++
		b, err := io.ReadAll(tr)
		if err != nil {
			return nil, fmt.Errorf("%s: not a whole bundle (%v)", rel, err)
		}
		out = append(out, outFile{path: hdr.Name, data: b})
	}
	for _, w := range want[next:] {
		if !w.optional {
			return nil, fmt.Errorf("%s: cut short: has no %s", rel, w.name)
		}
	}
	// one encoding only, as for entries: a byte changed anywhere, in a
	// header or the padding, is caught
	if canon, err := encodeBundle(out); err != nil || !bytes.Equal(canon, data) {
		return nil, fmt.Errorf("%s: not in the form mincio writes (changed after it was written?)", rel)
	}
	return out, nil
}

// readBundle reads the bundle at file (a path ending in its folder,
// outbox/ or log/, and its name).
func readBundle(file string) ([]outFile, error) {
	data, err := readFile(file)
	if err != nil {
		return nil, err
	}
	return decodeBundle(filepath.Base(filepath.Dir(file))+"/"+filepath.Base(file), data)
}

// member is the bytes of the member named name, or an error naming the
// bundle.
func member(bundle string, members []outFile, name string) ([]byte, error) {
	for _, m := range members {
		if m.path == name {
			return m.data, nil
		}
	}
	return nil, fmt.Errorf("%s/%s: has no %s", filepath.Base(filepath.Dir(bundle)), filepath.Base(bundle), name)
}

// bundled is the bundle that holds the outbox file at path, named as it
// is mailed (NNNNNN-SIDE.report.txt or .view.json, NNNNNN-TO.NAME.notice.txt,
// or the .sig of one): NNNNNN-SIDE.report.tar or NNNNNN-TO.NAME.notice.tar.
// Any other path is given back as it is.
func bundled(path string) string {
	for _, x := range []struct{ ext, bundle string }{
		{".report.txt", reportBundleExt}, {".view.json", reportBundleExt}, {".notice.txt", noticeBundleExt},
	} {
		if base, ok := strings.CutSuffix(strings.TrimSuffix(path, ".sig"), x.ext); ok {
			return base + x.bundle
		}
	}
	return path
}

// ReportBase is an outbox report's path without its kind: the loose
// .report.txt or the .report.tar (Folder.Outbox lists either), so a
// report's mail has one name whichever form it waits in.
func ReportBase(path string) string {
	if base, ok := strings.CutSuffix(path, reportBundleExt); ok {
		return base
	}
	return strings.TrimSuffix(path, ".report.txt")
}

// ReportFiles are the files of the outbox report at path, in the order
// they are removed once it is mailed: its bundle, or (written by an older
// mincio) its report, view and their signatures, the .report.txt first
// so it leaves the listing at once.
func ReportFiles(path string) []string {
	if strings.HasSuffix(path, reportBundleExt) {
		return []string{path}
	}
	base := ReportBase(path)
	return []string{base + ".report.txt", base + ".report.txt.sig", base + ".view.json", base + ".view.json.sig"}
}

// RemoveReport deletes a mailed report's files from the outbox.
func RemoveReport(path string) error {
	for _, p := range ReportFiles(path) {
		if err := os.Remove(p); err != nil && !os.IsNotExist(err) {
			return err
		}
	}
	return nil
}

// OutboxFiles are the files of the outbox item at path as they are
// mailed, by name: the members of a bundle, or a loose report with its
// view and signatures (a loose notice with its signature). For tools and
// tests that read what a report says.
func OutboxFiles(path string) (map[string][]byte, error) {
	out := map[string][]byte{}
	if strings.HasSuffix(path, ".tar") {
		members, err := readBundle(path)
		if err != nil {
			return nil, err
		}
		for _, m := range members {
			out[m.path] = m.data
		}
		return out, nil
	}
	names := []string{filepath.Base(path), filepath.Base(path) + ".sig"}
	if base, ok := strings.CutSuffix(filepath.Base(path), ".report.txt"); ok {
		names = append(names, base+".view.json", base+".view.json.sig")
	}
	for _, name := range names {
		b, err := os.ReadFile(filepath.Join(filepath.Dir(path), name))
		if err != nil {
			return nil, err
		}
		out[name] = b
	}
	return out, nil
}

// ReadOutboxFile reads a file of an outbox by the name it is mailed under
// (outbox/NNNNNN-SIDE.view.json, say): the loose file an older mincio
// wrote, or the member of the bundle that holds it now.
func ReadOutboxFile(path string) ([]byte, error) {
	data, err := os.ReadFile(path)
	if err == nil || !os.IsNotExist(err) {
		return data, err
	}
	item := bundled(path)
	if item == path {
		return nil, err
	}
	members, berr := readBundle(item)
	if berr != nil {
		if os.IsNotExist(berr) {
			return nil, err // neither loose nor bundled: the loose file's error
		}
		return nil, berr
	}
	return member(item, members, filepath.Base(path))
}
