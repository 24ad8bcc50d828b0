package saves

import (
	"os"
	"sort"
	"strings"
)

// Outbox lists the reports waiting to be mailed, oldest first: their
// bundles (outbox/*.report.tar), or the .report.txt of those an older
// mincio wrote as loose files. Files of an interrupted write, past the head, are not
// listed: they never belonged to the game. Nor is anything while a batch
// is unfinished (batchPending).
func (f *Folder) Outbox() []string {
	if f.batchPending() {
		return nil
	}
	names, _ := os.ReadDir(f.path("outbox"))
	var out []string
	for _, d := range names {
		n, ok := entryNumber(d.Name())
		if ok && n <= f.n && (strings.HasSuffix(d.Name(), reportBundleExt) || strings.HasSuffix(d.Name(), ".report.txt")) {
			out = append(out, f.path("outbox", d.Name()))
		}
	}
	sort.Strings(out)
	return out
}

// reportCompanions are the loose files mailed with a report (as an older
// mincio wrote them), removed after it once it is queued (report.txt
// first, so it leaves the listing at once).
var reportCompanions = []string{".report.txt.sig", ".view.json", ".view.json.sig"}

// sentLeftover says whether the outbox file name is what a send killed
// while it removed a queued report left: a companion of a report of a
// committed entry (n ≤ head) whose .report.txt is gone. exists says
// whether a name is in the outbox.
func sentLeftover(name string, n, head int, exists func(string) bool) bool {
	if n > head {
		return false
	}
	for _, ext := range reportCompanions {
		if base, ok := strings.CutSuffix(name, ext); ok {
			return !exists(base + ".report.txt")
		}
	}
	return false
}

// RemoveSentLeftovers removes what a send killed while removing a queued
// report left in the game's outbox (sentLeftover): the report is mailed,
// its companions have no use. Only companions of committed entries are
// touched, never the files of an entry being written.
func (f *Folder) RemoveSentLeftovers() error {
	names, _ := os.ReadDir(f.path("outbox"))
	have := map[string]bool{}
	for _, d := range names {
		have[d.Name()] = true
	}
	exists := func(name string) bool { return have[name] }
	for _, d := range names {
		n, ok := entryNumber(d.Name())
		if ok && sentLeftover(d.Name(), n, f.n, exists) {
			if err := os.Remove(f.path("outbox", d.Name())); err != nil && !os.IsNotExist(err) {
				return err
			}
		}
	}
	return nil
}
