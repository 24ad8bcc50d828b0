package saves

import (
	"archive/tar"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
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

// itemFiles are the files an outbox bundle holds, in their order, by the
// bundle's name: a report's, the report and the view with their
// signatures; a notice's, the notice and its signature. Nil for any other
// name.
func itemFiles(bundle string) []string {
	if base, ok := strings.CutSuffix(bundle, reportBundleExt); ok {
		return []string{base + ".report.txt", base + ".report.txt.sig", base + ".view.json", base + ".view.json.sig"}
	}
	if base, ok := strings.CutSuffix(bundle, noticeBundleExt); ok {
		return []string{base + ".notice.txt", base + ".notice.txt.sig"}
	}
	return nil
}

// decodeBundle reads the bundle named name (its base name): exactly the
// plain files itemFiles names, in that order, so a bundle can hold
// nothing but its own report or notice.
func decodeBundle(name string, data []byte) ([]outFile, error) {
	want := itemFiles(name)
	if want == nil {
		return nil, fmt.Errorf("outbox/%s: not an outbox item name (NNNNNN-SIDE.report.tar or NNNNNN-TO.NAME.notice.tar)", name)
	}
	if len(data) > maxBundle {
		return nil, fmt.Errorf("outbox/%s: more than %d bytes", name, maxBundle)
	}
	tr := tar.NewReader(bytes.NewReader(data))
	var out []outFile
	for {
		hdr, err := tr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("outbox/%s: not a whole outbox item (%v)", name, err)
		}
		switch {
		case len(out) == len(want) || hdr.Name != want[len(out)]:
			return nil, fmt.Errorf("outbox/%s: holds %q where it should hold %s", name, hdr.Name, strings.Join(want, ", "))
		case hdr.Typeflag != tar.TypeReg:
			return nil, fmt.Errorf("outbox/%s: %q is not a plain file", name, hdr.Name)
		case hdr.Size < 0 || hdr.Size > maxBundle:
			return nil, fmt.Errorf("outbox/%s: %q is too large", name, hdr.Name)
		}
		b, err := io.ReadAll(tr)
		if err != nil {
			return nil, fmt.Errorf("outbox/%s: not a whole outbox item (%v)", name, err)
		}
		out = append(out, outFile{path: hdr.Name, data: b})
	}
	if len(out) != len(want) {
		return nil, fmt.Errorf("outbox/%s: cut short: holds %d of its %d files (%s)", name, len(out), len(want), strings.Join(want, ", "))
	}
	// one encoding only, as for entries: a byte changed anywhere, in a
	// header or the padding, is caught
	if canon, err := encodeBundle(out); err != nil || !bytes.Equal(canon, data) {
		return nil, fmt.Errorf("outbox/%s: not in the form mincio writes (changed after it was written?)", name)
	}
	return out, nil
}

// readBundle reads the bundle at path.
func readBundle(path string) ([]outFile, error) {
	data, err := readFile(path)
	if err != nil {
		return nil, err
	}
	return decodeBundle(filepath.Base(path), data)
}

// member is the bytes of the member named name, or an error naming the
// bundle.
func member(bundle string, members []outFile, name string) ([]byte, error) {
	for _, m := range members {
		if m.path == name {
			return m.data, nil
		}
	}
	return nil, fmt.Errorf("outbox/%s: has no %s", filepath.Base(bundle), name)
}

// bundled is the bundle of the report or notice named name (a loose file
// name, NNNNNN-SIDE.report.txt or NNNNNN-TO.NAME.notice.txt): the path
// with its last extension replaced by .tar.
func bundled(path string) string {
	for _, ext := range []string{".report.txt", ".notice.txt"} {
		if base, ok := strings.CutSuffix(path, ext); ok {
			return base + strings.TrimSuffix(ext, ".txt") + ".tar"
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

// exists says whether path names a file.
func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// ReadOutboxFile reads a file of an outbox by the name it is mailed under
// (outbox/NNNNNN-SIDE.view.json, say): the loose file an older mincio
// wrote, or the member of the bundle that holds it now.
func ReadOutboxFile(path string) ([]byte, error) {
	data, err := os.ReadFile(path)
	if err == nil || !os.IsNotExist(err) {
		return data, err
	}
	name := filepath.Base(path)
	item := ""
	for _, x := range []struct{ ext, bundle string }{
		{".report.txt", reportBundleExt}, {".view.json", reportBundleExt}, {".notice.txt", noticeBundleExt},
	} {
		if base, ok := strings.CutSuffix(strings.TrimSuffix(name, ".sig"), x.ext); ok {
			item = base + x.bundle
		}
	}
	if item == "" {
		return nil, err
	}
	members, berr := readBundle(filepath.Join(filepath.Dir(path), item))
	if berr != nil {
		if os.IsNotExist(berr) {
			return nil, err // neither loose nor bundled: the loose file's error
		}
		return nil, berr
	}
	return member(path, members, name)
}
