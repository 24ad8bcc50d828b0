package saves

import (
	"errors"
	"maps"
	"slices"
	"strings"
	"testing"
)

func TestBatchJournalReadsBackWhatItWrote(t *testing.T) {
	j := &batchJournal{head: 7, keep: map[string][]string{"outbox": {"000007-red.report.txt", "000006-blue.remind-1d.notice.txt"}, "ticks": {"000005-red-remind-1d-20260304T0900Z"}}}
	got, err := parseBatchJournal(j.encode())
	if err != nil {
		t.Fatal(err)
	}
	if got.head != 7 || !maps.EqualFunc(got.keep, j.keep, slices.Equal) {
		t.Fatalf("read back %+v, wrote %+v", got, j)
	}
	for _, bad := range []string{"", "mincio batch pending\n", "something else\nhead 1\n", batchJournalMagic + "\nhead -1\n", batchJournalMagic + "\nhead 1\nlog 000002.json\n"} {
		if _, err := parseBatchJournal([]byte(bad)); err == nil || !strings.Contains(err.Error(), batchJournalName) {
			t.Errorf("%q: %v, want an error naming %s", bad, err, batchJournalName)
		}
	}
}

// A journal Batch.Hold wrote unsynced may be cut anywhere by a crash
// before its barrier; every such prefix reads as cut short (and the game
// as untouched), never as a journal naming fewer files or another head.
func TestBatchJournalCutShortIsKnown(t *testing.T) {
	data := (&batchJournal{head: 12, keep: map[string][]string{"outbox": {"000012-red.report.txt"}, "ticks": {"000011-red-remind-1d-20260304T0900Z"}}}).encode()
	for i := range len(data) {
		if _, err := parseBatchJournal(data[:i]); !errors.Is(err, errJournalCut) {
			t.Errorf("cut at %d (%q): %v, want it read as cut short", i, data[:i], err)
		}
	}
	old := []byte(batchJournalMagic1 + "\nhead 4\noutbox 000004-red.report.txt\n")
	if j, err := parseBatchJournal(old); err != nil || j.head != 4 {
		t.Errorf("a journal of mincio before Hold: %+v, %v", j, err)
	}
}

func FuzzParseBatchJournal(f *testing.F) {
	f.Add((&batchJournal{head: 3, keep: map[string][]string{"outbox": {"a"}}}).encode())
	f.Add([]byte(batchJournalMagic + "\nhead 0\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		j, err := parseBatchJournal(data)
		if err != nil {
			return
		}
		again, err := parseBatchJournal(j.encode())
		if err != nil || again.head != j.head || !maps.EqualFunc(again.keep, j.keep, slices.Equal) {
			t.Fatalf("%q: encoded again reads %+v, %v", data, again, err)
		}
	})
}
