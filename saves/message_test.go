package saves

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	_ "github.com/mincio/mincio/adjudicator/custoza"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/saves/sshsig"
	"github.com/mincio/mincio/scenarios"
)

// custozaWorld creates a custoza-23.1 game, Italy against Austria, with
// the game options opts. Both sides owe their orders for turn 5.
type custozaWorld struct {
	dir              string
	host, italy, aus testKey
}

func newCustozaWorld(t *testing.T, opts ...string) *custozaWorld {
	t.Helper()
	sc, err := scenarios.Load("custoza-23.1")
	if err != nil {
		t.Fatal(err)
	}
	base := t.TempDir()
	w := &custozaWorld{dir: filepath.Join(base, "g1"), host: fixedKey(t, base, "host"), italy: fixedKey(t, base, "italy"), aus: fixedKey(t, base, "austria")}
	var seed dice.Seed
	seed[0] = 23
	if _, err := Create(w.dir, NewGame{Game: "g1", Scenario: sc, HostKey: w.host.path, NoSync: true, Options: opts, Seed: &seed,
		Sides: map[string]string{"italy": w.italy.pub, "austria": w.aus.pub}}); err != nil {
		t.Fatal(err)
	}
	header, err := os.ReadFile(filepath.Join(w.dir, "header.json"))
	if err != nil {
		t.Fatal(err)
	}
	w.italy.tag, w.aus.tag = HeaderTag(header), HeaderTag(header)
	return w
}

func (w *custozaWorld) send(t *testing.T, key testKey, side string, seq int, body string) (*Receipt, error) {
	t.Helper()
	return Submit(w.dir, Submission{Name: "orders.txt", Data: orders(t, key, side, seq, body)}, Options{NoSync: true})
}

func (w *custozaWorld) mustSend(t *testing.T, key testKey, side string, seq int, body string) *Receipt {
	t.Helper()
	rc, err := w.send(t, key, side, seq, body)
	if err != nil {
		t.Fatalf("submit %s seq %d: %v", side, seq, err)
	}
	return rc
}

// report reads the report side got with entry n, "" if none.
func (w *custozaWorld) report(t *testing.T, n int, side string) string {
	t.Helper()
	b, err := ReadOutboxFile(filepath.Join(w.dir, "outbox", entryName(n)+"-"+side+".report.txt"))
	if os.IsNotExist(err) {
		return ""
	}
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// nextReport is the first report side got with an entry from n on.
func (w *custozaWorld) nextReport(t *testing.T, n int, side string) (int, string) {
	t.Helper()
	f, err := Open(w.dir)
	if err != nil {
		t.Fatal(err)
	}
	for ; n <= f.Len(); n++ {
		e, err := f.Entry(n)
		if err != nil {
			t.Fatal(err)
		}
		if slices.Contains(e.Reports, side) {
			return n, w.report(t, n, side)
		}
	}
	t.Fatalf("no report to %s from entry %d on", side, n)
	return 0, ""
}

// archived returns every file of the game's archive by name.
func archived(t *testing.T, dir string) map[string]string {
	t.Helper()
	f, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	data, err := Archive(f)
	if err != nil {
		t.Fatal(err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	tr := tar.NewReader(zr)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(tr)
		out[h.Name] = string(b)
	}
	out[""] = string(data)
	return out
}

// unarchiveAndVerify unpacks the game's archive and verifies it there.
func unarchiveAndVerify(t *testing.T, dir string) *Verification {
	t.Helper()
	got := archived(t, dir)
	into, err := Unarchive([]byte(got[""]), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	v, err := Verify(into)
	if err != nil {
		t.Fatalf("verify the archive: %v", err)
	}
	return v
}

const italyText = "Austria: shall we call it a draw at turn 8?\n  move casale11 to 9999   # not an order: text\nturn 6\n"

// Issue 23, item 4: a message Italy sends to her opponent in her order
// file reaches Austria's next report (not Italy's), gives no orders, is
// recorded with its digest in the log, travels in the archive, and
// verify checks the entry's record of it against the signed input.
func TestMessageReachesOpponentAndArchive(t *testing.T) {
	w := newCustozaWorld(t)
	rc := w.mustSend(t, w.italy, "italy", 1, "turn 5\nmessage to: opponent\n"+italyText+"end message\n")
	e := rc.Entry
	if e.Kind != KindOrders || len(e.Messages) != 1 || e.Messages[0] != (MessageRecord{To: "opponent", Line: 7, Digest: Digest([]byte(italyText))}) {
		t.Fatalf("entry %d: kind %s, messages %+v", e.N, e.Kind, e.Messages)
	}
	g, err := mustOpen(t, w.dir).State()
	if err != nil {
		t.Fatal(err)
	}
	o, _ := g.Side("italy")
	for _, pl := range o.Plan {
		if strings.Contains(pl.Text, "casale11") || strings.Contains(pl.Text, "message") {
			t.Fatalf("a message line became an order line: %+v", pl)
		}
	}
	if slices.Contains(e.Reports, "austria") {
		t.Fatalf("press=open reported to austria at once: %v", e.Reports)
	}
	w.mustSend(t, w.aus, "austria", 1, "turn 5\n")
	n, report := w.nextReport(t, e.N, "austria")
	want := "== Messages\n- from italy, to opponent (entry 2):\n    Austria: shall we call it a draw at turn 8?\n      move casale11 to 9999   # not an order: text\n    turn 6\n"
	if !strings.Contains(report, want) {
		t.Fatalf("austria's report of entry %d lacks the message:\n%s", n, report)
	}
	_, own := w.nextReport(t, e.N, "italy")
	if strings.Contains(own, "== Messages") {
		t.Fatalf("italy's report relays her own message:\n%s", own)
	}
	mustVerify(t, w.dir)
	arch := archived(t, w.dir)
	if !strings.Contains(arch["g1/log/000002.input"], "shall we call it a draw") {
		t.Fatal("the archive lacks the message's signed input")
	}
	unarchiveAndVerify(t, w.dir)

	// A message-only file is a message entry: the seq moves on, nothing
	// else; verify checks what its entry records of the message.
	w.mustSend(t, w.italy, "italy", 2, "message to opponent\nthanks\nend message\n")
	f := mustOpen(t, w.dir)
	last := f.Last()
	if last.Kind != KindMessage || last.Seq != 2 || len(last.Result.Events) != 0 || len(last.Reports) != 0 {
		t.Fatalf("message entry %+v", last)
	}
	prev, err := f.Entry(last.N - 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, side := range []adjudicator.Side{"italy", "austria"} {
		if owedChanged(prev.Result, last.Result, side) {
			t.Fatalf("a message changed what %s owes (its deadline clock would start again): %+v, then %+v", side, prev.Result.Owed, last.Result.Owed)
		}
	}
	mustVerify(t, w.dir)
	forged := *last
	forged.Messages = []MessageRecord{{To: "opponent", Line: 6, Digest: Digest([]byte("something else\n"))}}
	rewriteLast(t, w, &forged)
	if _, err := Verify(w.dir); err == nil || !strings.Contains(err.Error(), "what the entry records differs from its input") {
		t.Fatalf("verify of an entry whose message record differs from its input: %v", err)
	}
}

func mustOpen(t *testing.T, dir string) *Folder {
	t.Helper()
	f, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// rewriteLast replaces the game's last entry with e, signed by the host:
// what a host that lied about an input would write.
func rewriteLast(t *testing.T, w *custozaWorld, e *Entry) {
	t.Helper()
	data, err := encodeJSON(e)
	if err != nil {
		t.Fatal(err)
	}
	sig, err := sshsig.Sign(w.host.signer, sshsig.Namespace, data)
	if err != nil {
		t.Fatal(err)
	}
	base := filepath.Join(w.dir, "log", entryName(e.N))
	if err := os.WriteFile(base+".json", data, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(base+".json.sig", sig, 0o600); err != nil {
		t.Fatal(err)
	}
}

const moderatorText = "Is a charge into 1207 legal with the bridge down? 7.3 is unclear.\n"

// A message to the moderator comes in a file of its own; the host keeps
// its input in private/: no report, view or mail of either side, and not
// the archive, holds its text; the log commits to it by digest. The host's
// folder verifies it whole; the archive verifies with a note.
func TestMessageToModerator(t *testing.T) {
	w := newCustozaWorld(t)
	rc := w.mustSend(t, w.italy, "italy", 1, "message to: moderator\n"+moderatorText+"end message\n")
	e := rc.Entry
	if e.Kind != KindMessage || len(e.Messages) != 1 || e.Messages[0].To != "moderator" || e.Messages[0].Digest != Digest([]byte(moderatorText)) {
		t.Fatalf("entry %+v", e)
	}
	if len(e.Reports) != 0 {
		t.Fatalf("a message to the moderator sent reports to %v", e.Reports)
	}
	if _, err := os.Stat(filepath.Join(w.dir, "log", "000002.input")); !os.IsNotExist(err) {
		t.Fatalf("the input is in log/: %v", err)
	}
	f := mustOpen(t, w.dir)
	msgs, err := f.Messages(e)
	if err != nil || len(msgs) != 1 || msgs[0].Text != moderatorText {
		t.Fatalf("the host reads %+v, %v", msgs, err)
	}
	w.mustSend(t, w.italy, "italy", 2, "turn 5\n")
	w.mustSend(t, w.aus, "austria", 1, "turn 5\n")
	v := mustVerifyNotes(t, w.dir)
	if slices.ContainsFunc(v.Notes, func(s string) bool { return strings.Contains(s, "moderator") }) {
		t.Fatalf("the host's folder verifies with notes %v", v.Notes)
	}
	for name, data := range tree(t, filepath.Join(w.dir, "outbox")) {
		if strings.Contains(data, "bridge down") {
			t.Fatalf("outbox/%s holds the message to the moderator", name)
		}
	}
	for name, data := range archived(t, w.dir) {
		if strings.Contains(data, "bridge down") || strings.Contains(name, privateDir) {
			t.Fatalf("the archive's %s holds the message to the moderator", name)
		}
	}
	av := unarchiveAndVerify(t, w.dir)
	if !slices.ContainsFunc(av.Notes, func(s string) bool {
		return strings.Contains(s, "entry 2: a message from italy to the moderator, kept by the host")
	}) {
		t.Fatalf("the archive's notes %v", av.Notes)
	}

	// A replay (mincio replay), even of the host's folder, shows only its
	// entry.
	err = mustOpen(t, w.dir).WalkReplay(func(st ReplayStep) error {
		if st.Entry.N == 2 && (st.Input != nil || st.Signed != nil || st.Armored != nil) {
			t.Fatalf("the replay carries the input of the message to the moderator")
		}
		if st.Entry.N == 3 && st.Input == nil {
			t.Fatal("the replay lacks an order file's input")
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}

	// The moderator reads it in the host's folder (mincio messages); the
	// archive shows its digest alone.
	var b strings.Builder
	if err := PrintMessages(&b, mustOpen(t, w.dir), "moderator"); err != nil {
		t.Fatal(err)
	}
	if want := "entry 2, from italy, to moderator (line 6):\n    " + moderatorText; b.String() != want {
		t.Fatalf("mincio messages:\n%s\nwant\n%s", b.String(), want)
	}
	into, err := Unarchive([]byte(archived(t, w.dir)[""]), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	b.Reset()
	if err := PrintMessages(&b, mustOpen(t, into), ""); err != nil {
		t.Fatal(err)
	}
	if want := "entry 2, from italy, to moderator (line 6): kept by the host; text digest " + Digest([]byte(moderatorText)) + "\n"; b.String() != want {
		t.Fatalf("mincio messages on the archive:\n%s\nwant\n%s", b.String(), want)
	}
}

func mustVerifyNotes(t *testing.T, dir string) *Verification {
	t.Helper()
	v, err := Verify(dir)
	if err != nil {
		t.Fatalf("verify: %v", err)
	}
	return v
}

// What a side receives does not tell what Italy wrote to the moderator:
// two games where she wrote different texts give Austria the same
// reports and views, but for the digests (head, entry digests).
func TestMessageToModeratorIndistinguishable(t *testing.T) {
	hexes := regexp.MustCompile(`[0-9a-f]{64}`)
	austria := func(text string) map[string]string {
		w := newCustozaWorld(t)
		w.mustSend(t, w.italy, "italy", 1, "message to: moderator\n"+text+"end message\n")
		w.mustSend(t, w.italy, "italy", 2, "turn 5\n")
		w.mustSend(t, w.aus, "austria", 1, "turn 5\n")
		out := map[string]string{}
		for name, data := range outboxTree(t, filepath.Join(w.dir, "outbox")) {
			if strings.Contains(name, "austria") && !strings.HasSuffix(name, ".sig") {
				out[name] = hexes.ReplaceAllString(data, "DIGEST")
			}
		}
		return out
	}
	a, b := austria(moderatorText), austria("Italy plans to attack at dawn in 1207, please keep it secret.\n")
	if len(a) == 0 {
		t.Fatal("austria got nothing")
	}
	for name := range a {
		if a[name] != b[name] {
			t.Fatalf("austria's %s differs with what italy wrote to the moderator", name)
		}
	}
	if len(a) != len(b) {
		t.Fatalf("austria got %d files in one game, %d in the other", len(a), len(b))
	}
}

// Under press=now, a message is mailed at once: the entry reports to
// its recipients.
func TestMessagePressNow(t *testing.T) {
	w := newCustozaWorld(t, "press=now")
	rc := w.mustSend(t, w.italy, "italy", 1, "message to: all\nGood luck.\nend message\n")
	if strings.Join(rc.Entry.Reports, ",") != "austria" {
		t.Fatalf("reports %v, want austria's", rc.Entry.Reports)
	}
	if r := w.report(t, rc.Entry.N, "austria"); !strings.Contains(r, "== Messages\n- from italy, to all (entry 2):\n    Good luck.\n") {
		t.Fatalf("austria's report:\n%s", r)
	}
	mustVerify(t, w.dir)
}

// Under press=none a message is refused with its file and line, and the
// game folder is left as it was; so are a message to the moderator among
// orders, and one without its end.
func TestMessageRefused(t *testing.T) {
	w := newCustozaWorld(t, "press=none")
	before := tree(t, w.dir)
	_, err := w.send(t, w.italy, "italy", 1, "turn 5\nmessage to: opponent\nhello\nend message\n")
	wantErr(t, err, "orders.txt:7:", "no messages between players", "press=none", "remove the lines")
	sameTree(t, before, tree(t, w.dir))

	w = newCustozaWorld(t)
	before = tree(t, w.dir)
	_, err = w.send(t, w.italy, "italy", 1, "turn 5\nmessage to: moderator\nhello\nend message\n")
	wantErr(t, err, "orders.txt:7:", "a file of its own")
	_, err = w.send(t, w.italy, "italy", 1, "message to: moderator\nhello\nend message\nmessage to: all\nhi\nend message\n")
	wantErr(t, err, "orders.txt:9:", "carries no message to anyone else")
	_, err = w.send(t, w.italy, "italy", 1, "turn 5\nmessage to: opponent\nhello\n")
	wantErr(t, err, "orders.txt:7:", "no `end message` line")
	_, err = w.send(t, w.italy, "italy", 1, "message to: the emperor\nhello\nend message\n")
	wantErr(t, err, "orders.txt:6:", "not a message heading", "opponent, moderator, all")
	sameTree(t, before, tree(t, w.dir))
}

// The option's value is checked when the game is made.
func TestPressOptionChecked(t *testing.T) {
	sc, _ := scenarios.Load("custoza-23.1")
	if err := sc.ApplyOptions([]string{"press=secret"}); err == nil || !strings.Contains(err.Error(), "press is none") {
		t.Fatalf("press=secret: %v", err)
	}
	if err := sc.ApplyOptions([]string{"press=None"}); err != nil || sc.Press != "none" {
		t.Fatalf("press=None: %v, %q", err, sc.Press)
	}
}

// Under core revision 1 (games before messages), a message section is
// left in the body for the rules system, which refused its lines as
// orders: the old games replay as they were played.
func TestMessagesCoreRevision1(t *testing.T) {
	body := "message to: opponent\nhello\nend message\n"
	env := &adjudicator.Envelope{Body: []byte(body), BodyLine: 6}
	msgs, only, ps := takeMessages(1, "", false, "orders.txt", env)
	if msgs != nil || only || ps != nil || string(env.Body) != body {
		t.Fatalf("core 1: %v %v %v %q", msgs, only, ps, env.Body)
	}
	msgs, only, ps = takeMessages(2, "", false, "orders.txt", env)
	if len(msgs) != 1 || !only || ps != nil || strings.TrimSpace(string(env.Body)) != "" {
		t.Fatalf("core 2: %v %v %v %q", msgs, only, ps, env.Body)
	}
}

// orders check says what becomes of a message, and refuses what the host
// would.
func TestCheckOrdersMessages(t *testing.T) {
	w := newCustozaWorld(t)
	oc, err := CheckOrders(w.dir, Submission{Name: "orders.txt", Data: orders(t, w.italy, "italy", 1, "message to: opponent\nhi\nend message\n")})
	if err != nil || len(oc.Problems) != 0 || !slices.ContainsFunc(oc.Notes, func(s string) bool {
		return strings.Contains(s, "orders.txt:6: a message to opponent: relayed in the other sides' next report")
	}) {
		t.Fatalf("check: %v %+v", err, oc)
	}
	oc, err = CheckOrders(w.dir, Submission{Name: "orders.txt", Data: orders(t, w.italy, "italy", 1, "turn 5\nmessage to: moderator\nhi\nend message\n")})
	if err != nil || len(oc.Problems) != 1 || !strings.Contains(oc.Problems[0].Error(), "orders.txt:7") {
		t.Fatalf("check: %v %+v", err, oc)
	}
}
