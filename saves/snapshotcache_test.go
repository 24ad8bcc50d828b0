package saves

import (
	"os"
	"path/filepath"
	"testing"
)

// syncRecordingFS is the real file system that records which calls make
// a folder durable (WriteFile, Remove) and which leave it a cache.
type syncRecordingFS struct {
	osFS
	durable, cache map[string]int // folder → calls
}

func (r *syncRecordingFS) WriteFile(path string, data []byte, perm os.FileMode) error {
	r.durable[filepath.Base(filepath.Dir(path))]++
	return r.osFS.WriteFile(path, data, perm)
}

func (r *syncRecordingFS) Remove(path string) error {
	if _, err := os.Stat(path); err == nil { // a missing file is no sync
		r.durable[filepath.Base(filepath.Dir(path))]++
	}
	return r.osFS.Remove(path)
}

func (r *syncRecordingFS) WriteCache(path string, data []byte, perm os.FileMode) error {
	r.cache[filepath.Base(filepath.Dir(path))]++
	return r.osFS.WriteCache(path, data, perm)
}

func (r *syncRecordingFS) RemoveCache(path string) error {
	r.cache[filepath.Base(filepath.Dir(path))]++
	return r.osFS.RemoveCache(path)
}

// The snapshot of an entry is a cache: written with its bytes synced but
// neither its name nor the removal of the older one (issue 25: two
// directory syncs less an entry), while the log is synced as before.
func TestSnapshotIsWrittenAsACache(t *testing.T) {
	w := newWorld(t)
	rec := &syncRecordingFS{durable: map[string]int{}, cache: map[string]int{}}
	testFS = rec
	defer func() { testFS = nil }()
	w.submit(t, orders(t, w.red, "red", 1, "roll\n"))
	if rec.durable["snapshots"] != 0 || rec.cache["snapshots"] != 2 {
		t.Errorf("snapshots: %d durable writes, %d cache writes (want 0, and the new one written and the old removed)", rec.durable["snapshots"], rec.cache["snapshots"])
	}
	if rec.durable["log"] != 1 || rec.cache["log"] != 0 { // the entry's bundle
		t.Errorf("log: %d durable writes, %d cache writes", rec.durable["log"], rec.cache["log"])
	}
}

// What a crash may leave of the snapshots once their folder is not synced
// — the older one not removed, the newer one's name lost, both — is a
// game that opens, verifies and takes the next order.
func TestSnapshotsACrashMayLeave(t *testing.T) {
	start := newWorld(t)
	first := filepath.Join(start.dir, "snapshots", entryName(1)+".json")
	old, err := os.ReadFile(first)
	if err != nil {
		t.Fatal(err)
	}
	start.submit(t, orders(t, start.red, "red", 1, "roll\n"))
	files := tree(t, start.dir)
	newest := filepath.Join("snapshots", entryName(2)+".json")
	for name, crash := range map[string]func(dir string){
		"old-left": func(dir string) { os.WriteFile(filepath.Join(dir, "snapshots", entryName(1)+".json"), old, filePerm) },
		"new-lost": func(dir string) { os.Remove(filepath.Join(dir, newest)) },
		"old-left-new-lost": func(dir string) {
			os.WriteFile(filepath.Join(dir, "snapshots", entryName(1)+".json"), old, filePerm)
			os.Remove(filepath.Join(dir, newest))
		},
	} {
		t.Run(name, func(t *testing.T) {
			w := *start
			w.dir = filepath.Join(t.TempDir(), "g1")
			copyTree(t, files, w.dir)
			crash(w.dir)
			if _, err := Verify(w.dir); err != nil {
				t.Fatalf("verify: %v", err)
			}
			w.submit(t, orders(t, w.blue, "blue", 1, "pass\n"))
			if v, err := Verify(w.dir); err != nil || v.Entries != 3 {
				t.Fatalf("after the next order: %v, %+v", err, v)
			}
		})
	}
}
