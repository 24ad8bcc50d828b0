package saves

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"
)

// Each report is one file in the outbox (issue 25): its bundle holds the
// report, the view and their host signatures under the names they are
// mailed with, and `tar -xf` reads it like any tar.
func TestReportIsOneFile(t *testing.T) {
	w := newWorld(t)
	names, _ := filepath.Glob(filepath.Join(w.dir, "outbox", "*"))
	for _, n := range names {
		if !strings.HasSuffix(n, reportBundleExt) {
			t.Fatalf("outbox holds %s, want only .report.tar bundles", filepath.Base(n))
		}
	}
	f, err := Open(w.dir)
	if err != nil {
		t.Fatal(err)
	}
	reports := f.Outbox()
	if len(reports) != 2 {
		t.Fatalf("Outbox() = %v, want both sides' first reports", reports)
	}
	for _, path := range reports {
		r, err := f.ReadOutboxReport(path)
		if err != nil {
			t.Fatal(err)
		}
		files, err := OutboxFiles(path)
		if err != nil {
			t.Fatal(err)
		}
		base := filepath.Base(ReportBase(path))
		if !bytes.Equal(files[base+".report.txt"], r.Report) || !bytes.Equal(files[base+".view.json.sig"], r.ViewSig) || len(files) != 4 {
			t.Fatalf("%s: files %v", path, files)
		}
	}
}

// An outbox an older mincio wrote, loose files, is read, mailed and
// verified as ever; removing a mailed report removes all four.
func TestLooseOutboxStillReads(t *testing.T) {
	w := newWorld(t)
	bundles, _ := filepath.Glob(filepath.Join(w.dir, "outbox", "*"+reportBundleExt))
	for _, b := range bundles {
		unbundle(t, b)
	}
	mustVerify(t, w.dir)
	f, err := Open(w.dir)
	if err != nil {
		t.Fatal(err)
	}
	reports := f.Outbox()
	if len(reports) != 2 || !strings.HasSuffix(reports[0], ".report.txt") {
		t.Fatalf("Outbox() = %v", reports)
	}
	if _, err := f.ReadOutboxReport(reports[0]); err != nil {
		t.Fatal(err)
	}
	if err := RemoveReport(reports[0]); err != nil {
		t.Fatal(err)
	}
	left, _ := filepath.Glob(ReportBase(reports[0]) + ".*")
	if len(left) != 0 {
		t.Fatalf("left after removal: %v", left)
	}
	mustVerify(t, w.dir)
}

// A bundle holds exactly its own files, whole, in the form mincio
// writes; anything else is refused with the file named.
func TestBundleRefusesWhatItDoesNotHold(t *testing.T) {
	good, err := encodeBundle([]outFile{{"000003-red.remind-1d.notice.txt", []byte("to: red\n")}, {"000003-red.remind-1d.notice.txt.sig", []byte("sig")}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := decodeBundle("000003-red.remind-1d.notice.tar", good); err != nil {
		t.Fatal(err)
	}
	other, _ := encodeBundle([]outFile{{"000003-blue.remind-1d.notice.txt", []byte("to: red\n")}, {"000003-blue.remind-1d.notice.txt.sig", []byte("sig")}})
	short, _ := encodeBundle([]outFile{{"000003-red.remind-1d.notice.txt", []byte("to: red\n")}})
	padded := append(bytes.Clone(good), make([]byte, 512)...)
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"000003-red.remind-1d.notice.tar", other, `holds "000003-blue.remind-1d.notice.txt" where it should hold`},
		{"000003-red.remind-1d.notice.tar", short, "cut short: has no 000003-red.remind-1d.notice.txt.sig"},
		{"000003-red.remind-1d.notice.tar", good[:1537], "not a whole bundle"},
		{"000003-red.remind-1d.notice.tar", padded, "not in the form mincio writes"},
		{"000003-red.tar", good, "not a bundle's name"},
	} {
		_, err := decodeBundle("outbox/"+c.name, c.data)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "outbox/"+c.name) {
			t.Errorf("%s: got %v, want %q", c.name, err, c.want)
		}
	}
}

// FuzzOutboxBundle: no bundle, of the outbox or the log (logbundle.go),
// crashes the reader, and what it accepts is exactly what the writer
// writes for those files.
func FuzzOutboxBundle(f *testing.F) {
	good, _ := encodeBundle([]outFile{{"000001-red.report.txt", []byte("r")}, {"000001-red.report.txt.sig", []byte("s")}, {"000001-red.view.json", []byte("{}")}, {"000001-red.view.json.sig", []byte("s")}})
	f.Add(good)
	f.Add([]byte{})
	f.Add(good[:600])
	entry, _ := encodeBundle([]outFile{{"000002.input", []byte("turn 1\n")}, {"000002.json", []byte("{}")}, {"000002.json.sig", []byte("s")}})
	f.Add(entry)
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, rel := range []string{"outbox/000001-red.report.tar", "log/000002.tar"} {
			members, err := decodeBundle(rel, data)
			if err != nil {
				continue
			}
			again, err := encodeBundle(members)
			if err != nil || !bytes.Equal(again, data) {
				t.Fatalf("%s: accepted a bundle that is not the writer's form", rel)
			}
		}
	})
}
