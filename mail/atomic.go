package mail

import (
	"os"
	"path/filepath"
)

// writeFileAtomic replaces dir/name with data: a temporary file in dir is
// written, synced, renamed over the name, and dir is synced, so after a
// crash the file holds the old bytes or the new, never a mix.
func writeFileAtomic(dir, name string, data []byte) (err error) {
	tmp, err := os.CreateTemp(dir, ".tmp-"+name+"-*")
	if err != nil {
		return err
	}
	crashPoint() // a kill here leaves the empty temporary file
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return err
	}
	if err = tmp.Sync(); err != nil {
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	crashPoint()
	if err = os.Rename(tmp.Name(), filepath.Join(dir, name)); err != nil {
		return err
	}
	return syncDir(dir)
}

// syncDir makes renames and removals in dir durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}

// crashPoint is called before each file operation of the outbox and of
// the removal of what was queued from a game; kill tests set it to stop
// the process there, as kill -9 would (crash_test.go).
var crashPoint = func() {}
