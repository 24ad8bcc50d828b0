package saves

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"slices"
	"strconv"
	"strings"
)

// A batch (batch.go) writes a game's files without syncing them, and makes
// them durable all at once at its commit. A crash before the commit may
// keep any of those writes and lose any other: an entry without its input,
// a later entry without the one before it, a report cut to nothing. So
// before its first write to a game a batch durably writes the game's
// journal, batch-pending, naming the head and the files of outbox/ and
// ticks/ as they stood; the commit empties it once everything is synced.
// An empty journal is none: it is kept for the game's next batch, which
// writes into it instead of creating a file (issue 25).
// Whoever next locks a game that still has one puts the game back as the
// journal names it: every entry past its head goes, with its input,
// reports and snapshot, and every file of outbox/ and ticks/ the journal
// does not name. Nothing a batch wrote was acknowledged before its commit
// (mail.Poller moves a mail to its processed folder after it), so what is
// undone is still in the inbox, to be applied again, once.

const (
	batchJournalName = "batch-pending"
	// batchJournalMagic opens a journal that ends with batchJournalEnd:
	// Batch.Hold writes journals unsynced, so a crash before its barrier
	// may leave one cut short, and the end line tells it from a whole one
	batchJournalMagic = "mincio batch pending 2"
	batchJournalEnd   = "end"
	// batchJournalMagic1 opens the journals of mincio before Hold, always
	// written synced, with no end line
	batchJournalMagic1 = "mincio batch pending"
)

// batchJournal is what batch-pending says.
type batchJournal struct {
	head int
	keep map[string][]string // folder (outbox, ticks) → names to keep
}

// journalFolders are the folders a batch may write into outside an entry
// (notices, reminder markers), whose files the journal lists.
var journalFolders = []string{"outbox", "ticks"}

// newBatchJournal lists f as it stands.
func newBatchJournal(f *Folder) (*batchJournal, error) {
	j := &batchJournal{head: f.n, keep: map[string][]string{}}
	for _, dir := range journalFolders {
		des, err := os.ReadDir(f.path(dir))
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
		for _, d := range des {
			j.keep[dir] = append(j.keep[dir], d.Name())
		}
	}
	return j, nil
}

func (j *batchJournal) encode() []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s\nhead %d\n", batchJournalMagic, j.head)
	for _, dir := range journalFolders {
		for _, name := range j.keep[dir] {
			fmt.Fprintf(&b, "%s %s\n", dir, name)
		}
	}
	fmt.Fprintf(&b, "%s\n", batchJournalEnd)
	return b.Bytes()
}

// errJournalCut is a journal a crash cut short before it was synced:
// the batch wrote nothing to its game after it (Batch.Hold).
var errJournalCut = errors.New(batchJournalName + ": cut short before it was synced")

func parseBatchJournal(data []byte) (*batchJournal, error) {
	j := &batchJournal{head: -1, keep: map[string][]string{}}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	first, _, whole := bytes.Cut(data, []byte("\n"))
	if strings.HasPrefix(batchJournalMagic, string(first)) && (!whole || string(first) == batchJournalMagic) {
		if !bytes.HasSuffix(data, []byte("\n"+batchJournalEnd+"\n")) {
			return nil, errJournalCut
		}
		data = data[:len(data)-len(batchJournalEnd)-1]
		sc = bufio.NewScanner(bytes.NewReader(data))
		sc.Buffer(nil, 1<<20)
	}
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		key, val, _ := strings.Cut(text, " ")
		switch {
		case line == 1:
			if text != batchJournalMagic && text != batchJournalMagic1 {
				return nil, fmt.Errorf("%s:1: not a batch journal", batchJournalName)
			}
		case key == "head":
			n, err := strconv.Atoi(val)
			if err != nil || n < 0 {
				return nil, fmt.Errorf("%s:%d: bad head %q", batchJournalName, line, val)
			}
			j.head = n
		case slices.Contains(journalFolders, key) && val != "":
			j.keep[key] = append(j.keep[key], val)
		default:
			return nil, fmt.Errorf("%s:%d: cannot read %q", batchJournalName, line, text)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if j.head < 0 {
		return nil, fmt.Errorf("%s: no head line", batchJournalName)
	}
	return j, nil
}

// rollBackBatch puts dir back as its batch journal says, if it has one,
// and removes the journal. Called with the game locked, before the log is
// read: the log may end in an entry cut short.
func rollBackBatch(dir string, fsys fileSystem) error {
	path := dir + string(os.PathSeparator) + batchJournalName
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) || err == nil && len(data) == 0 {
		return nil // no batch, or one committed (its journal emptied)
	}
	if err != nil {
		return err
	}
	j, err := parseBatchJournal(data)
	if errors.Is(err, errJournalCut) {
		return fsys.Remove(path) // nothing of the batch reached the game
	}
	if err != nil {
		// a whole journal is durable before the batch writes: one that
		// does not read was damaged by something else
		return fmt.Errorf("%w; restore the game from a copy", err)
	}
	f := &Folder{Dir: dir}
	for _, d := range []string{"log", privateDir, "snapshots"} {
		if err := removeEntriesPast(f, d, j.head, fsys); err != nil {
			return err
		}
	}
	for _, d := range journalFolders {
		if err := removeUnlisted(f, d, j.keep[d], fsys); err != nil {
			return err
		}
	}
	return fsys.Remove(path)
}

// removeEntriesPast removes the files of folder dir that belong to entries
// after head, and temporary files.
func removeEntriesPast(f *Folder, dir string, head int, fsys fileSystem) error {
	des, err := os.ReadDir(f.path(dir))
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	for _, d := range des {
		name := d.Name()
		n, ok := entryNumber(strings.TrimPrefix(name, ".tmp-"))
		if (ok && n > head) || strings.HasPrefix(name, ".tmp-") {
			if err := fsys.Remove(f.path(dir, name)); err != nil {
				return err
			}
		}
	}
	return nil
}

// removeUnlisted removes the files of folder dir that keep does not name.
func removeUnlisted(f *Folder, dir string, keep []string, fsys fileSystem) error {
	des, err := os.ReadDir(f.path(dir))
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	for _, d := range des {
		if !slices.Contains(keep, d.Name()) {
			if err := fsys.Remove(f.path(dir, d.Name())); err != nil {
				return err
			}
		}
	}
	return nil
}

// batchPending says whether a batch holds the game, or left it unfinished:
// what it wrote is not durable yet, and may be undone, so none of its
// reports or notices may be mailed before its commit, or before the next
// command undoes it.
func (f *Folder) batchPending() bool {
	fi, err := os.Stat(f.path(batchJournalName))
	return err == nil && fi.Size() > 0
}
