package saves

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mincio/mincio/saves/sshsig"
)

// putNotice writes a notice into the outbox signed by the host, as a
// dishonest (or broken) host would.
func (w *world) putNotice(t *testing.T, name, text string) {
	t.Helper()
	sig, err := sshsig.Sign(w.host.signer, sshsig.Namespace, []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(w.dir, "outbox", name)
	if err := os.WriteFile(path+".sig", sig, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func readNotice(t *testing.T, dir, suffix string) (string, string) {
	t.Helper()
	for _, n := range notices(t, dir) {
		name, data, err := readNoticeFile(n.Path)
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasSuffix(name, suffix) {
			return name, string(data)
		}
	}
	t.Fatalf("no notice *%s in %+v", suffix, notices(t, dir))
	return "", ""
}

// Verify writes every notice in the outbox again from the log and wants
// the same bytes: a host-signed notice that says what the log does not is
// caught, not only one with a bad signature.
func TestVerifyChecksWhatNoticesSay(t *testing.T) {
	w := newDeadlineWorld(t)
	w.submitAt(t, at(time.Hour), orders(t, w.red, "red", 1, "turn 1\nroll\n"))
	tickAt(t, w.dir, at(day+time.Hour)) // blue reminded 1d before
	mustVerify(t, w.dir)
	name, text := readNotice(t, w.dir, "-blue.remind-1d.notice.txt")
	for _, c := range []struct{ why, name, text, want string }{
		{"a later deadline", name, strings.ReplaceAll(text, "2026-03-04 09:00", "2026-03-09 09:00"), "says what the log does not"},
		{"to the other side", strings.Replace(name, "-blue.", "-red.", 1), strings.Replace(text, "to: blue", "to: red", 1), "not a notice mincio writes"},
		{"a reminder the policy has not", strings.Replace(name, "remind-1d", "remind-2d", 1), strings.ReplaceAll(text, "1d before", "2d before"), "not a notice mincio writes"},
		{"a missed turn the log does not hold", "000002-blue.missed.notice.txt", "to: blue\nsubject: missed turn: blue missed turn 1\n\nGame g1: side blue sent no orders.\n", "not a notice mincio writes"},
		{"word to the moderator before its time", "000002-moderator.abandoned-blue.notice.txt", "to: moderator\nsubject: side blue abandoned\n\nx\n", "not a notice mincio writes"},
	} {
		t.Run(c.why, func(t *testing.T) {
			w2 := copyWorld(t, w)
			if c.name == name {
				os.Remove(filepath.Join(w2.dir, "outbox", name))
			}
			w2.putNotice(t, c.name, c.text)
			_, err := Verify(w2.dir)
			wantErr(t, err, "outbox/"+c.name, c.want)
		})
	}
}

// A reminder written while the moderator had paused the game is not one
// mincio writes.
func TestVerifyRefusesAReminderDuringAPause(t *testing.T) {
	w := newDeadlineWorld(t)
	w.submitAt(t, at(time.Hour), orders(t, w.red, "red", 1, "turn 1\nroll\n"))
	tickAt(t, w.dir, at(day+time.Hour))
	_, text := readNotice(t, w.dir, "-blue.remind-1d.notice.txt")
	w.mustAct(t, at(day+2*time.Hour), Act{Name: "pause"})
	if acts := tickAt(t, w.dir, at(day+13*time.Hour)); len(acts) != 0 {
		t.Fatalf("ticked while paused: %+v", acts)
	}
	mustVerify(t, w.dir)
	w.putNotice(t, "000003-blue.remind-1d.notice.txt", text)
	_, err := Verify(w.dir)
	wantErr(t, err, "outbox/000003-blue.remind-1d.notice.txt", "not a notice mincio writes")
}

// Missed-turn notices and the word to the moderator verify; a notice's
// signature alone, left by a tick that stopped, is a note, not damage.
func TestVerifyMissedAndAbandonedNotices(t *testing.T) {
	w := newDeadlineWorld(t)
	w.submitAt(t, at(time.Hour), orders(t, w.red, "red", 1, "turn 1\nroll\n"))
	tickAt(t, w.dir, at(3*day+time.Hour)) // blue missed turn 1
	tickAt(t, w.dir, at(6*day+time.Hour)) // and turn 2: abandoned
	readNotice(t, w.dir, "-blue.missed.notice.txt")
	name, text := readNotice(t, w.dir, "-moderator.abandoned-blue.notice.txt")
	mustVerify(t, w.dir)
	// as a mincio before the bundles left it: the notice's signature alone
	unbundle(t, bundled(filepath.Join(w.dir, "outbox", name)))
	os.Remove(filepath.Join(w.dir, "outbox", name))
	v, err := Verify(w.dir)
	if err != nil || !strings.Contains(strings.Join(v.Notes, "\n"), "leftover of an interrupted tick") {
		t.Fatalf("a lone notice signature: %v %+v", err, v)
	}
	w.putNotice(t, name, strings.Replace(text, "missed 2 turns", "missed 5 turns", 1))
	_, err = Verify(w.dir)
	wantErr(t, err, "outbox/"+name, "says what the log does not")
}

// copyWorld is a copy of w's game folder to change.
func copyWorld(t *testing.T, w *world) *world {
	t.Helper()
	c := *w
	c.dir = filepath.Join(t.TempDir(), "g1")
	if err := os.CopyFS(c.dir, os.DirFS(w.dir)); err != nil {
		t.Fatal(err)
	}
	return &c
}
