package saves

import (
	"os"
	"sort"
	"strings"
)

// Outbox lists the reports waiting to be mailed (outbox/*.report.txt),
// oldest first. Files of an interrupted write, past the head, are not
// listed: they never belonged to the game.
func (f *Folder) Outbox() []string {
	names, _ := os.ReadDir(f.path("outbox"))
	var out []string
	for _, d := range names {
		n, ok := entryNumber(d.Name())
		if ok && n <= f.n && strings.HasSuffix(d.Name(), ".report.txt") {
			out = append(out, f.path("outbox", d.Name()))
		}
	}
	sort.Strings(out)
	return out
}
