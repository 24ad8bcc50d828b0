package saves

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/saves/sshsig"
)

// A notice is a short host-signed mail that is not a report: a reminder
// of a deadline to a side, or word to the moderator that a side was
// abandoned. It waits in the game's outbox as
// outbox/NNNNNN-TO.NAME.notice.tar, one file holding the notice
// NNNNNN-TO.NAME.notice.txt and its .sig (outboxbundle.go; a mincio
// before it wrote the two loose), NNNNNN the head when it was written,
// until send or serve mails it. TO is a side or "moderator".

// Notice is a notice as read from the outbox.
type Notice struct {
	Path    string
	To      string // a side, or "moderator"
	Subject string
	Body    string
	// Entry is the head it was written at (its file name's NNNNNN), and
	// Turn the game turn it is for: the turn a reminder's orders are owed
	// for, the turn a missed-turn notice says was missed (0 in games not
	// scoped by turn). A mail's subject names it, not the turn in progress
	// when the mail goes.
	Entry, Turn int
	// Stale is set on a reminder whose deadline is already decided: the
	// side answered, missed the turn, or the game ended, or the deadline
	// moved (a new reminder comes for the new one). It is not mailed.
	Stale bool
	// Owing are, for a reminder to a side played by a team, the teammates
	// who still owe: the reminder is theirs, not their teammates'.
	Owing []string
}

// ModeratorTo is the To of notices for the league's moderator.
const ModeratorTo = "moderator"

// writeNotice signs a notice and puts it in the outbox, named by the head.
func (w *writer) writeNotice(nt noticeText) error { return w.writeNoticeAt(nt, w.f.Len()) }

// writeNoticeAt writes a notice named as written at head n.
func (w *writer) writeNoticeAt(nt noticeText, n int) error {
	if err := w.loadSecrets(); err != nil {
		return err
	}
	data := nt.data()
	sig, err := sshsig.Sign(w.signer, sshsig.Namespace, data)
	if err != nil {
		return err
	}
	path := w.f.path("outbox", nt.file(n))
	if err := w.f.fs.MkdirAll(w.f.path("outbox"), dirPerm); err != nil {
		return err
	}
	item, err := encodeBundle([]outFile{{path, data}, {path + ".sig", sig}})
	if err != nil {
		return err
	}
	return writeFresh(w.f.fs, bundled(path), item, filePerm) // one file, not two (outboxbundle.go)
}

// Notices lists the notices waiting in the outbox, oldest first; none
// while a batch is unfinished (batchPending).
func (f *Folder) Notices() ([]Notice, error) {
	if f.batchPending() {
		return nil, nil
	}
	names, _ := os.ReadDir(f.path("outbox"))
	var out []Notice
	for _, d := range names {
		n, ok := entryNumber(d.Name())
		if !ok || n > f.n || !isNotice(d.Name()) {
			continue
		}
		path := f.path("outbox", d.Name())
		name, data, err := readNoticeFile(path)
		if err != nil {
			return nil, err
		}
		nt, err := parseNotice(path, data)
		if err != nil {
			return nil, err
		}
		nt.Entry = n
		if err := f.placeNotice(&nt, strings.TrimPrefix(name, entryName(n)+"-"+nt.To+".")); err != nil {
			return nil, err
		}
		out = append(out, nt)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out, nil
}

// placeNotice sets the turn a notice is for and, for a reminder, whether
// it is stale, from the log: a reminder written at head n is for the
// turn of the decisions its side owed there; a missed-turn notice, or word
// to the moderator, is for the turn in progress before the missed entry n.
// name is the notice's file name after its addressee: a reminder's starts
// remind-, and names the teammate whose clock it is (remind-12h-bob) on a
// side whose deadlines run per teammate.
func (f *Folder) placeNotice(nt *Notice, name string) error {
	at, err := f.Entry(nt.Entry)
	if err != nil {
		return err
	}
	rest, reminder := strings.CutPrefix(name, "remind-")
	if !reminder {
		if nt.Entry > 1 {
			prev, err := f.Entry(nt.Entry - 1)
			if err != nil {
				return err
			}
			nt.Turn = prev.Result.Turn
		}
		return nil
	}
	side := adjudicator.Side(nt.To)
	nt.Turn = at.Result.Turn
	if owed := owedBy(at.Result, side); len(owed) > 0 && owed[0].Turn > 0 {
		nt.Turn = owed[0].Turn
	}
	rest = strings.TrimSuffix(rest, ".notice.txt")
	_, player, _ := strings.Cut(rest, "-") // durations have no '-'
	then, err := f.clockOf(nt.Entry, side, player)
	if err != nil {
		return err
	}
	now, err := f.clockOf(f.Len(), side, player)
	if err != nil {
		return err
	}
	nt.Stale = f.Last().Result.Outcome != nil || !now.ok || now.paused || now.from != then.from || !now.deadline.Equal(then.deadline)
	if player != "" { // their own clock's: theirs alone
		nt.Owing = []string{player}
		return nil
	}
	for _, d := range owedBy(f.Last().Result, side) {
		if d.Player != "" && !slices.Contains(nt.Owing, d.Player) {
			nt.Owing = append(nt.Owing, d.Player)
		}
	}
	return nil
}

// isNotice says whether an outbox file name is a notice's: its bundle, or
// the loose file an older mincio wrote (with a .sig beside it).
func isNotice(name string) bool {
	return strings.HasSuffix(name, noticeBundleExt) || strings.HasSuffix(name, ".notice.txt")
}

// readNoticeFile reads the notice at path, a bundle or a loose file, and
// says its name as a loose file (NNNNNN-TO.NAME.notice.txt).
func readNoticeFile(path string) (string, []byte, error) {
	name := filepath.Base(path)
	if base, ok := strings.CutSuffix(name, noticeBundleExt); ok {
		name = base + ".notice.txt"
		members, err := readBundle(path)
		if err != nil {
			return "", nil, err
		}
		data, err := member(path, members, name)
		return name, data, err
	}
	data, err := os.ReadFile(path)
	return name, data, err
}

func parseNotice(path string, data []byte) (Notice, error) {
	head, body, ok := strings.Cut(string(data), "\n\n")
	to, subject, ok2 := strings.Cut(head, "\n")
	if !ok || !ok2 || !strings.HasPrefix(to, "to: ") || !strings.HasPrefix(subject, "subject: ") {
		return Notice{}, errors.New(path + ": not a notice (want to:, subject:, a blank line and the text)")
	}
	return Notice{Path: path, To: strings.TrimPrefix(to, "to: "), Subject: strings.TrimPrefix(subject, "subject: "), Body: body}, nil
}

// RemoveNotice deletes a notice once it is mailed.
func RemoveNotice(n Notice) error {
	for _, p := range []string{n.Path, n.Path + ".sig"} {
		if err := os.Remove(p); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
	}
	return nil
}
