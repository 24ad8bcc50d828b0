package saves

import (
	"os"
	"strings"
)

// scanLog finds the head, the last entry of the log, and insists the log
// is whole: entries 1 to head all present, and nothing numbered beyond
// head+1. An interrupted write can leave only files of entry head+1 (its
// input, signatures, reports): the entry file itself (or its bundle,
// logbundle.go) is written last and commits it. Anything else is damage, named so it is not mistaken for a
// leftover: a missing entry, or files of a later one, mean the log lost an
// entry or forked, and every command refuses the game until it is restored.
// Every command finds the head this one way, so they all agree on it.
func (f *Folder) scanLog() (int, error) {
	names, err := os.ReadDir(f.path("log"))
	if err != nil && !os.IsNotExist(err) {
		return 0, err
	}
	have := map[int]bool{}
	ext := map[int]string{} // the form each entry is kept in: to name a missing one as the head is
	head := 0
	for _, d := range names {
		n, ok := entryNumber(d.Name())
		if !ok {
			continue
		}
		if e := strings.TrimPrefix(d.Name(), entryName(n)); e == ".json" || e == logBundleExt {
			have[n], ext[n] = true, e
			head = max(head, n)
		}
	}
	if head == 0 && !f.fresh {
		return 0, userErr("the game was not created completely (an interrupted `mincio new`?); create it again in a new folder",
			"%s: the log has no entries (log/000001.json is missing)", f.Dir)
	}
	for n := 1; n < head; n++ {
		if !have[n] {
			return 0, userErr("restore the log from a copy of the game; an entry cannot be left out",
				"log/%s: entry %d is missing, but the log goes on to entry %d", entryName(n)+ext[head], n, head)
		}
	}
	f.logStray = map[string]bool{}
	for _, d := range names {
		name := strings.TrimPrefix(d.Name(), ".tmp-")
		n, ok := entryNumber(name)
		if ok && n > head+1 {
			return 0, userErr("restore the log from a copy of the game; only the entry after the head can be left over from an interrupted write",
				"log/%s: belongs to entry %d, beyond the head (entry %d)", d.Name(), n, head)
		}
		if name != d.Name() || (ok && n == head+1) {
			f.logStray[d.Name()] = true
		}
	}
	return head, nil
}
