package saves

import (
	"fmt"
	"os"
	"path/filepath"
)

// fileSystem is where a game folder is written. Tests replace it with one
// that fails on a chosen write, to show a full disk changes nothing.
type fileSystem interface {
	// WriteFile replaces path atomically with data.
	WriteFile(path string, data []byte, perm os.FileMode) error
	Remove(path string) error
	MkdirAll(path string, perm os.FileMode) error
	// Rename moves a folder into place (a new game) and syncs its parent.
	Rename(from, to string) error
	// WriteCache replaces path atomically with data whose bytes are
	// durable but whose name is not: the folder is not synced, so a crash
	// may leave the old file or none. For the snapshots, a cache whose
	// loss costs a replay (issue 25: two directory syncs less an entry).
	WriteCache(path string, data []byte, perm os.FileMode) error
	// RemoveCache deletes path if it exists, without syncing the folder:
	// a crash may leave it, as a cache may be left.
	RemoveCache(path string) error
}

// A game folder is private to the host: the log holds both sides' orders.
const (
	dirPerm  os.FileMode = 0o700
	filePerm os.FileMode = 0o600
)

type osFS struct{}

// WriteFile writes a temporary file beside path, syncs it, renames it over
// path and syncs the folder, so readers see the old bytes or the new, never
// a mix, even after a crash.
func (osFS) WriteFile(path string, data []byte, perm os.FileMode) error {
	if err := writeSynced(path, data, perm); err != nil {
		return err
	}
	return syncDir(filepath.Dir(path))
}

// WriteCache is WriteFile without the folder's sync.
func (osFS) WriteCache(path string, data []byte, perm os.FileMode) error {
	return writeSynced(path, data, perm)
}

// RemoveCache is Remove without the folder's sync.
func (osFS) RemoveCache(path string) error {
	if err := os.Remove(path); err != nil && !os.IsNotExist(err) {
		return err
	}
	return nil
}

// writeSynced writes a temporary file beside path, syncs it and renames it
// over path.
func writeSynced(path string, data []byte, perm os.FileMode) (err error) {
	tmp, err := os.OpenFile(tmpName(path), os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600)
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err = tmp.Chmod(perm); err != nil {
		tmp.Close()
		return err
	}
	if err = tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// tmpName is the temporary file a write goes through. Writers hold the
// game lock, so a fixed name cannot clash, and an interrupted write leaves
// a name the next command knows to remove.
func tmpName(path string) string {
	return filepath.Join(filepath.Dir(path), ".tmp-"+filepath.Base(path))
}

// Remove deletes path if it exists, durably; a missing file is no error.
func (osFS) Remove(path string) error {
	err := os.Remove(path)
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		return err
	}
	return syncDir(filepath.Dir(path))
}

// MkdirAll makes path and sets its mode exactly: the umask never widens
// nor narrows a private folder.
func (osFS) MkdirAll(path string, perm os.FileMode) error {
	if err := os.MkdirAll(path, perm); err != nil {
		return err
	}
	return os.Chmod(path, perm)
}

func (osFS) Rename(from, to string) error {
	if err := os.Rename(from, to); err != nil {
		return err
	}
	return syncDir(filepath.Dir(to))
}

func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil {
		return fmt.Errorf("sync %s: %w", dir, err)
	}
	return nil
}

// noSyncFS writes atomically (temporary file, rename) but without fsync: for
// self-play and benchmarks, where speed matters and a crash may lose the
// game. Games that people play always use osFS.
type noSyncFS struct{ osFS }

func (noSyncFS) WriteFile(path string, data []byte, perm os.FileMode) error {
	tmp := tmpName(path)
	err := writeFileInPlace(tmp, data, perm)
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
	}
	return err
}

func (noSyncFS) Rename(from, to string) error { return os.Rename(from, to) }

// MkdirAll makes path as osFS does, but leaves a folder that is there as it
// is: setting its mode again is a metadata write, and a batch asks for the
// outbox before each report and notice (issue 25).
func (noSyncFS) MkdirAll(path string, perm os.FileMode) error {
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return nil
	}
	return osFS{}.MkdirAll(path, perm)
}

// freshWriter is a file system that writes a fresh file in place, without
// a temporary file and a rename (writeFresh).
type freshWriter interface {
	WriteFresh(path string, data []byte, perm os.FileMode) error
}

// writeFresh writes a file of a new entry or a tick that no reader looks at
// until what it belongs to is committed: an entry's input and signatures,
// which the entry's own file, written last, commits; its reports and a
// tick's notices and markers, which readers skip while a batch is pending
// (batchPending). A batch's file system writes it in place (syncfsFS):
// a crash or a kill that leaves it cut short leaves the batch's journal,
// and whoever next locks the game removes it (batchjournal.go). Any other
// writes it as WriteFile does.
func writeFresh(fsys fileSystem, path string, data []byte, perm os.FileMode) error {
	if fw, ok := fsys.(freshWriter); ok {
		return fw.WriteFresh(path, data, perm)
	}
	return fsys.WriteFile(path, data, perm)
}

func (n noSyncFS) WriteCache(path string, data []byte, perm os.FileMode) error {
	return n.WriteFile(path, data, perm)
}

func (noSyncFS) Remove(path string) error {
	if err := os.Remove(path); err != nil && !os.IsNotExist(err) {
		return err
	}
	return nil
}

// exists says whether path names a file.
func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
