//go:build unix

package saves

import (
	"io/fs"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// Issue 24, "Why" 6: with a umask that grants everything, every file of a
// league (league.json, players.txt, the games' logs, ticks/ and notices)
// is 0600 and every folder 0700. The test sets the umask for the process,
// so it does not run in parallel.
func TestLeagueFilesPrivateWhateverTheUmask(t *testing.T) {
	old := syscall.Umask(0)
	defer syscall.Umask(old)
	lw := newLeague(t, &DeadlinePolicy{Turn: Duration(2 * day), Reminders: []Duration{Duration(day)}, AbandonAfter: 1})
	if err := lw.l.SetMail("anna", MailOption{Digest: true}); err != nil {
		t.Fatal(err)
	}
	dir, _, err := lw.l.NewGame(LeagueGame{ID: "g1", Scenario: turnToy(t), Players: map[string]string{"red": "anna", "blue": "nino"}, Now: t0})
	if err != nil {
		t.Fatal(err)
	}
	tickAt(t, dir, at(day+time.Hour))   // reminders: ticks/ and notices
	tickAt(t, dir, at(2*day+time.Hour)) // a missed turn, word to the moderator
	if len(notices(t, dir)) == 0 {
		t.Fatal("no notice written: the test shows nothing")
	}
	filepath.WalkDir(lw.dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			t.Fatal(err)
		}
		info, err := d.Info()
		if err != nil {
			t.Fatal(err)
		}
		want := filePerm
		if d.IsDir() {
			want = dirPerm
		}
		if info.Mode().Perm() != want {
			rel, _ := filepath.Rel(lw.dir, p)
			t.Errorf("%s: mode %v, want %v", rel, info.Mode().Perm(), want)
		}
		return nil
	})
}
