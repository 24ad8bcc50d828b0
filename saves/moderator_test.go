package saves

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/saves/sshsig"
)

// modKey is the moderator key newDeadlineWorld pins (fixedKey is
// deterministic by name).
func modKey(t *testing.T) testKey { return fixedKey(t, t.TempDir(), "moderator") }

// act signs a as key and applies it at now.
func (w *world) act(t *testing.T, key testKey, now time.Time, a Act) (*Receipt, error) {
	t.Helper()
	if a.Signed == "" {
		a.Signed = stamp(now)
	}
	data, err := SignAct(w.dir, a, key.path)
	if err != nil {
		t.Fatalf("sign %s: %v", a.Name, err)
	}
	return Moderate(w.dir, Submission{Name: a.Name + ".txt", Data: data}, Options{Now: now})
}

// stamp is the signed: line of an act signed at now (t0 when zero).
func stamp(now time.Time) string {
	if now.IsZero() {
		now = t0
	}
	return now.UTC().Format(time.RFC3339)
}

func (w *world) mustAct(t *testing.T, now time.Time, a Act) *Receipt {
	t.Helper()
	rc, err := w.act(t, modKey(t), now, a)
	if err != nil {
		t.Fatalf("%s: %v", a.Name, err)
	}
	return rc
}

func mustVerify(t *testing.T, dir string) {
	t.Helper()
	if _, err := Verify(dir); err != nil {
		t.Fatalf("verify: %v", err)
	}
}

// wantErr checks err says each of parts (file, line, what, hint).
func wantErr(t *testing.T, err error, parts ...string) {
	t.Helper()
	if err == nil {
		t.Fatalf("want an error with %q, got none", parts)
	}
	msg := err.Error()
	if e, ok := err.(*Error); ok {
		msg += " | hint: " + e.Hint
	}
	for _, p := range parts {
		if !strings.Contains(msg, p) {
			t.Fatalf("error %q does not say %q", msg, p)
		}
	}
}

func due(t *testing.T, dir, side string) time.Time {
	t.Helper()
	f, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	d, _, ok, err := f.Due(side)
	if err != nil || !ok {
		t.Fatalf("due %s: ok %v, %v", side, ok, err)
	}
	return d
}

func TestModeratorExtendMovesTheDeadline(t *testing.T) {
	w := newDeadlineWorld(t)
	w.submitAt(t, at(time.Hour), orders(t, w.red, "red", 1, "turn 1\nroll\n"))
	if d := due(t, w.dir, "blue"); !d.Equal(at(2 * day)) {
		t.Fatalf("blue due %s", d)
	}
	w.mustAct(t, at(2*time.Hour), Act{Name: "extend", Side: "blue", For: Duration(2 * day), Reason: "blue is travelling"})
	if d := due(t, w.dir, "blue"); !d.Equal(at(4 * day)) {
		t.Fatalf("after extend, blue due %s", d)
	}
	// at the old deadline plus grace: the reminder a day before the new one
	if acts := tickAt(t, w.dir, at(3*day)); len(acts) != 1 || acts[0].What != "reminder" || !strings.Contains(acts[0].Text, "2026-03-06 09:00") {
		t.Fatalf("extended deadline ignored: %+v", acts)
	}
	if acts := tickAt(t, w.dir, at(5*day)); len(acts) != 1 || acts[0].What != "missed" {
		t.Fatalf("want the missed turn at the extended deadline plus grace: %+v", acts)
	}
	mustVerify(t, w.dir)
}

func TestModeratorPauseStopsTheClock(t *testing.T) {
	w := newDeadlineWorld(t)
	w.submitAt(t, at(time.Hour), orders(t, w.red, "red", 1, "turn 1\nroll\n"))
	w.mustAct(t, at(day), Act{Name: "pause", Reason: "holidays"})
	if acts := tickAt(t, w.dir, at(10*day)); len(acts) != 0 {
		t.Fatalf("paused game ticked: %+v", acts)
	}
	_, err := w.act(t, modKey(t), at(10*day), Act{Name: "pause"})
	wantErr(t, err, "already paused", "resume it first")
	w.mustAct(t, at(11*day), Act{Name: "resume"})
	// 10 days of pause from day 1: the deadline moves from day 2 to day 12
	if d := due(t, w.dir, "blue"); !d.Equal(at(12 * day)) {
		t.Fatalf("after the pause, blue due %s", d)
	}
	_, err = w.act(t, modKey(t), at(11*day), Act{Name: "resume", Reason: "again"})
	wantErr(t, err, "is not paused")
	mustVerify(t, w.dir)
}

func TestModeratorReplaceRefusesTheOldKey(t *testing.T) {
	w := newDeadlineWorld(t)
	nina := fixedKey(t, t.TempDir(), "nina")
	nina.tag = w.blue.tag
	w.mustAct(t, at(time.Hour), Act{Name: "replace", Side: "blue", Key: nina.pub, Address: "nina@example.org", Reason: "blue left"})
	_, err := Submit(w.dir, Submission{Name: "old.txt", Data: orders(t, w.blue, "blue", 1, "turn 1\nroll\n")}, Options{Now: at(2 * time.Hour)})
	wantErr(t, err, "old.txt", "former key of side blue", "entry 2", "only the new player's key")
	w.submitAt(t, at(3*time.Hour), orders(t, nina, "blue", 1, "turn 1\nroll\n"))
	f, _ := Open(w.dir)
	if p, _ := f.Player("blue"); p.Address != "nina@example.org" || keyID(p.Key) != keyID(nina.pub) {
		t.Fatalf("blue's player now %+v", p)
	}
	// refusals: the host key, the moderator key, the other side's key
	for _, c := range []struct{ key, want string }{{w.host.pub, "is the host key"}, {modKey(t).pub, "is the moderator key"}, {w.red.pub, "already signs for side red"}} {
		_, err := w.act(t, modKey(t), at(4*time.Hour), Act{Name: "replace", Side: "blue", Key: c.key, Address: "x@example.org"})
		wantErr(t, err, c.want)
	}
	mustVerify(t, w.dir)
}

func TestModeratorAddressChangesWhereReportsGo(t *testing.T) {
	w := newDeadlineWorld(t)
	w.mustAct(t, at(time.Hour), Act{Name: "address", Side: "red", Address: "red2@example.org", Reason: "bounced"})
	f, _ := Open(w.dir)
	if p, _ := f.Player("red"); p.Address != "red2@example.org" || p.Key != w.red.pub {
		t.Fatalf("red now %+v", p)
	}
	if p, _ := f.Header.Player("red"); p.Address != "red@example.org" {
		t.Fatal("the signed header changed")
	}
	mustVerify(t, w.dir)
}

func TestModeratorRulesByHandWithAReasonBothSidesSee(t *testing.T) {
	w := newDeadlineWorld(t)
	w.submitAt(t, at(time.Hour), orders(t, w.blue, "blue", 1, "turn 1\n"))
	w.submitAt(t, at(time.Hour), orders(t, w.red, "red", 1, "turn 1\n")) // red owes its act, mid-turn
	_, err := w.act(t, modKey(t), at(2*time.Hour), Act{Name: "rule", Side: "red", Line: "react block", Reason: "r"})
	wantErr(t, err, "answers none of what side red owes (act)")
	_, err = w.act(t, modKey(t), at(2*time.Hour), Act{Name: "rule", Side: "blue", Line: "pass", Reason: "r"})
	wantErr(t, err, "side blue owes nothing to rule on")
	rc := w.mustAct(t, at(2*time.Hour), Act{Name: "rule", Side: "red", Line: "pass", Reason: "red's mail server lost the file"})
	if len(rc.Entry.Reports) != 2 {
		t.Fatalf("reports to %v", rc.Entry.Reports)
	}
	for _, side := range []string{"red", "blue"} {
		b, err := ReadOutboxFile(filepath.Join(w.dir, "outbox", entryName(rc.Entry.N)+"-"+side+".report.txt"))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(b), "Reason: red's mail server lost the file") {
			t.Fatalf("%s's report does not give the reason:\n%s", side, b)
		}
		if strings.Contains(string(b), `ruling for you: "pass"`) != (side == "red") {
			t.Fatalf("the ruled line is red's alone; %s's report:\n%s", side, b)
		}
	}
	mustVerify(t, w.dir)
}

func TestModeratorEndsTheGame(t *testing.T) {
	w := newDeadlineWorld(t)
	rc := w.mustAct(t, at(time.Hour), Act{Name: "end", Result: "red", Reason: "blue abandoned the game"})
	out := rc.Entry.Result.Outcome
	if out == nil || out.Winner != "red" || out.End != adjudicator.EndModerator || !strings.Contains(out.Text, "blue abandoned the game") {
		t.Fatalf("outcome %+v", out)
	}
	_, err := Submit(w.dir, Submission{Name: "late.txt", Data: orders(t, w.blue, "blue", 1, "turn 1\n")}, Options{Now: at(2 * time.Hour)})
	wantErr(t, err, "late.txt", "is over")
	_, err = w.act(t, modKey(t), at(3*time.Hour), Act{Name: "extend", Side: "blue", For: Duration(day)})
	wantErr(t, err, "is over")
	mustVerify(t, w.dir)
}

func TestModeratorActRefusals(t *testing.T) {
	w := newDeadlineWorld(t)
	w.submitAt(t, at(time.Minute), orders(t, w.red, "red", 1, "turn 1\nroll\n")) // red owes nothing now
	before := tree(t, w.dir)
	// signed with the host key
	_, err := w.act(t, w.host, at(time.Hour), Act{Name: "pause"})
	wantErr(t, err, "pause.txt", "moderator signature", "signed with the host key")
	// signed with a player's key
	_, err = w.act(t, w.red, at(time.Hour), Act{Name: "pause"})
	wantErr(t, err, "moderator signature", "moderator key of league l")
	// unsigned
	_, err = Moderate(w.dir, Submission{Name: "plain.txt", Data: []byte(moderatorMagic + "\ngame: g1\n")}, Options{Now: at(time.Hour)})
	wantErr(t, err, "plain.txt", "not signed")
	// unknown side, unknown field, missing field
	_, err = w.act(t, modKey(t), at(time.Hour), Act{Name: "extend", Side: "green", For: Duration(day)})
	wantErr(t, err, `no side "green"`, "sides in this game")
	_, err = SignAct(w.dir, Act{Name: "pause", Side: "red", Signed: stamp(t0)}, modKey(t).path)
	wantErr(t, err, "side: pause takes none (it takes reason)")
	_, err = SignAct(w.dir, Act{Name: "rule", Side: "red", Line: "pass", Signed: stamp(t0)}, modKey(t).path)
	wantErr(t, err, "reason: rule needs one")
	// acts that make no sense now
	_, err = w.act(t, modKey(t), at(time.Hour), Act{Name: "extend", Side: "red", For: Duration(day)})
	wantErr(t, err, "side red owes nothing: it has no deadline to extend")
	_, err = w.act(t, modKey(t), at(time.Hour), Act{Name: "end", Result: "green", Reason: "x"})
	wantErr(t, err, `no side "green"`, "give result: SIDE (the winner) or result: draw")
	_, err = w.act(t, modKey(t), at(time.Hour), Act{Name: "rule", Side: "blue", Line: "pass", Reason: "x"})
	wantErr(t, err, "rule.txt: ruling for side blue: side blue owes its orders for game turn 1, which only the side (or its missed turn) can send", "rule with a line")
	_, err = w.act(t, modKey(t), time.Time{}, Act{Name: "pause"})
	wantErr(t, err, "pause needs the time it is received", "--now")
	sameTree(t, before, tree(t, w.dir))
	// a game with no moderator
	plain := newWorld(t)
	data, _ := SignAct(w.dir, Act{Name: "pause", Signed: stamp(t0)}, modKey(t).path)
	_, err = Moderate(plain.dir, Submission{Name: "p.txt", Data: data}, Options{Now: at(time.Hour)})
	wantErr(t, err, "p.txt", "has no moderator")
}

func TestModeratorFileNamesTheBadLine(t *testing.T) {
	w := newDeadlineWorld(t)
	f, _ := Open(w.dir)
	tag := f.HeaderTag()
	for _, c := range []struct{ body, want string }{
		{"mincio moderator 1\ngame: g1\nheader: " + tag + "\nsigned: 2026-03-02T09:00:00Z\nact: extend\nside: red\nfor: 3x\n", "act.txt:7:"},
		{"mincio moderator 1\ngame: g1\nheader: " + tag + "\nsigned: 2026-03-02T09:00:00Z\nact: extend\nside: red\nside: blue\nfor: 1d\n", "act.txt:7: side: given twice"},
		{"mincio moderator 1\ngame: g2\n", "act.txt:2: this act is for game \"g2\""},
		{"mincio moderator 1\ngame: g1\nheader: 00000000000000000000000000000000\nsigned: 2026-03-02T09:00:00Z\nact: pause\n", "act.txt:3: header: 00000000000000000000000000000000 is not the header of game g1"},
		{"mincio orders 1\ngame: g1\n", "act.txt:1: not a moderator's act"},
		{"mincio moderator 1\ngame: g1\nheader: " + tag + "\nact: pause\n", "act.txt:4: want a signed: line"},
		{"mincio moderator 1\ngame: g1\nheader: " + tag + "\nsigned: yesterday\nact: pause\n", `act.txt:4: signed: "yesterday" is not a time in UTC to the second`},
		{"mincio moderator 1\ngame: g1\nheader: " + tag + "\nsigned: 2026-03-02T09:00:00Z\nact: explode\n", "act.txt:5: act \"explode\" is unknown"},
		{"mincio moderator 1\ngame: g1\nheader: " + tag + "\nsigned: 2026-03-02T09:00:00Z\nact: pause\ncolour: red\n", `act.txt:6: "colour: red" is not a field of pause`},
	} {
		_, err := f.parseModeratorFile("act.txt", []byte(c.body))
		wantErr(t, err, c.want)
	}
}

// A dishonest host rewrites what an act entry records and signs it again:
// verify compares the entry with the moderator-signed input.
func TestVerifyCatchesATamperedAct(t *testing.T) {
	w := newDeadlineWorld(t)
	rc := w.mustAct(t, at(time.Hour), Act{Name: "address", Side: "red", Address: "red2@example.org"})
	e := *rc.Entry
	a := *e.Act
	a.Address = "thief@example.org"
	e.Act = &a
	resignEntry(t, w, &e)
	_, err := Verify(w.dir)
	wantErr(t, err, "entry 2", "what the entry records of the act differs from its input")
}

// resignEntry rewrites the last entry and signs it with the host key, as
// only a dishonest host could.
func resignEntry(t *testing.T, w *world, e *Entry) {
	t.Helper()
	data, err := encodeJSON(e)
	if err != nil {
		t.Fatal(err)
	}
	sig, err := signWith(w.host, data)
	if err != nil {
		t.Fatal(err)
	}
	base := filepath.Join(w.dir, "log", entryName(e.N))
	os.WriteFile(base+".json", data, 0o600)
	os.WriteFile(base+".json.sig", sig, 0o600)
	os.RemoveAll(filepath.Join(w.dir, "outbox"))
	os.RemoveAll(filepath.Join(w.dir, "snapshots"))
}

func signWith(k testKey, data []byte) ([]byte, error) {
	return sshsig.Sign(k.signer, sshsig.Namespace, data)
}

// forceAppend records data as the next input without the checks Submit
// and Moderate make, as a dishonest or broken host could; read makes the
// input from the folder as it stands.
func forceAppend(t *testing.T, w *world, now time.Time, read func(f *Folder) (*Input, error)) {
	t.Helper()
	err := withGame(w.dir, Options{Now: now}, func(wr *writer) error {
		in, err := read(wr.f)
		if err != nil {
			return err
		}
		_, _, err = wr.append(in)
		return err
	})
	if err != nil {
		t.Fatalf("force: %v", err)
	}
}

// Verify refuses a log holding an act that Moderate or Submit would have
// refused, or an input signed by the wrong key.
func TestVerifyCatchesActsThatWereNotAllowed(t *testing.T) {
	signed := func(t *testing.T, w *world, key testKey, a Act) func(f *Folder) (*Input, error) {
		a.Signed = stamp(t0)
		return func(f *Folder) (*Input, error) {
			body := f.ModeratorFile(a)
			sig, err := signWith(key, body)
			if err != nil {
				return nil, err
			}
			return &Input{Kind: KindModerator, Received: sshsig.Append(body, sig), Signed: body, Digest: Digest(body), Act: &a, Name: "act.txt"}, nil
		}
	}
	cases := []struct {
		name  string
		setup func(t *testing.T, w *world)
		want  string
	}{
		{"replace with the host key", func(t *testing.T, w *world) {
			forceAppend(t, w, at(time.Hour), signed(t, w, modKey(t), Act{Name: "replace", Side: "red", Key: w.host.pub, Address: "h@example.org"}))
		}, "is the host key"},
		{"pause twice", func(t *testing.T, w *world) {
			w.mustAct(t, at(time.Hour), Act{Name: "pause"})
			forceAppend(t, w, at(2*time.Hour), signed(t, w, modKey(t), Act{Name: "pause", Reason: "again"}))
		}, "entry 3 (log/000003.json): the act: game g1 is already paused"},
		{"an act signed with the host key", func(t *testing.T, w *world) {
			forceAppend(t, w, at(time.Hour), signed(t, w, w.host, Act{Name: "pause"}))
		}, "entry 2 (log/000002.json): input: log/000002.input: moderator signature"},
		{"orders signed with a replaced key", func(t *testing.T, w *world) {
			data := orders(t, w.blue, "blue", 1, "turn 1\nroll\n")
			nina := fixedKey(t, t.TempDir(), "nina")
			w.mustAct(t, at(time.Hour), Act{Name: "replace", Side: "blue", Key: nina.pub, Address: "nina@example.org"})
			forceAppend(t, w, at(2*time.Hour), func(f *Folder) (*Input, error) { return f.checkOrders("o.txt", data, nil, 2) })
		}, "signed with the former key of side blue"},
		{"a declaration's act rewritten", func(t *testing.T, w *world) {
			rc := w.submitAt(t, at(time.Hour), declare(t, w.red, "red", 1, "draw", ""))
			e := *rc.Entry
			e.Act = &Act{Name: "resign", Side: "red"}
			resignEntry(t, w, &e)
		}, "what the entry records of the act differs from its input"},
		{"last_act rewritten", func(t *testing.T, w *world) {
			w.mustAct(t, at(time.Hour), Act{Name: "pause"})
			rc := w.submitAt(t, at(2*time.Hour), orders(t, w.red, "red", 1, "turn 1\n"))
			e := *rc.Entry
			e.LastAct = 0
			resignEntry(t, w, &e)
		}, "entry 3 (log/000003.json): last_act 0, but the newest act up to this entry is 2"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newDeadlineWorld(t)
			c.setup(t, w)
			_, err := Verify(w.dir)
			wantErr(t, err, c.want)
		})
	}
}

// A missed turn recorded while the game was paused is refused by verify.
func TestVerifyRefusesAMissedTurnDuringAPause(t *testing.T) {
	w := newDeadlineWorld(t)
	w.submitAt(t, at(time.Minute), orders(t, w.red, "red", 1, "turn 1\nroll\n"))
	w.mustAct(t, at(time.Hour), Act{Name: "pause", Reason: "holidays"})
	if acts := tickAt(t, w.dir, at(10*day)); len(acts) != 0 {
		t.Fatalf("tick during the pause: %+v", acts)
	}
	err := withGame(w.dir, Options{Now: at(10 * day)}, func(wr *writer) error {
		_, err := wr.appendMissed(MissedTurn{Side: "blue", Turn: 1, Owed: []string{"turn"}, Deadline: at(3 * day), InARow: 1})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	_, err = Verify(w.dir)
	wantErr(t, err, "entry 4", "missed turn: recorded while the moderator had paused the game")
}

// After a missed turn the defaults answer for a side; once the moderator
// gives it to a new player, the new player's clock runs from the
// replacement and the missed-turn default stops answering for it.
func TestReplacementRestartsTheClockAndEndsTheAbsence(t *testing.T) {
	w := newDeadlineWorld(t)
	w.submitAt(t, at(time.Hour), orders(t, w.red, "red", 1, "turn 1\nroll\n"))
	if acts := tickAt(t, w.dir, at(3*day)); !hasAct(acts, "g1", "blue", "missed") {
		t.Fatalf("want blue's missed turn: %+v", acts)
	}
	g, err := Open(w.dir)
	if err != nil {
		t.Fatal(err)
	}
	st, _ := g.State()
	if o, _ := st.Side("blue"); !o.Absent {
		t.Fatal("blue is not absent after its missed turn")
	}
	nina := fixedKey(t, t.TempDir(), "nina")
	w.mustAct(t, at(3*day+time.Hour), Act{Name: "replace", Side: "blue", Key: nina.pub, Address: "nina@example.org"})
	g, _ = Open(w.dir)
	st, _ = g.State()
	if o, _ := st.Side("blue"); o.Absent {
		t.Fatal("the new player's side is still played by the missed-turn default")
	}
	if n, _, _ := g.MissedInARow("blue"); n != 0 {
		t.Fatalf("missed in a row after the replacement: %d", n)
	}
	mustVerify(t, w.dir)
}

// An act signed away from the game's folder, from its id and header tag,
// applies like one signed beside it.
func TestSignActForAGameElsewhere(t *testing.T) {
	w := newDeadlineWorld(t)
	f, _ := Open(w.dir)
	data, err := SignActFor("g1", f.HeaderTag(), Act{Name: "pause", Reason: "r", Signed: stamp(t0)}, modKey(t).path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Moderate(w.dir, Submission{Name: "p.txt", Data: data}, Options{Now: at(time.Hour)}); err != nil {
		t.Fatal(err)
	}
	_, err = SignActFor("G/1", f.HeaderTag(), Act{Name: "pause", Signed: stamp(t0)}, modKey(t).path)
	wantErr(t, err, `"G/1" is not a game id`)
	_, err = SignActFor("g1", "3f2a", Act{Name: "pause", Signed: stamp(t0)}, modKey(t).path)
	wantErr(t, err, `--header "3f2a" is not a header tag`, "copy the header tag")
	mustVerify(t, w.dir)
}

// The same act signed twice, at two times, is two acts: the game is
// paused again after a resume. The same signed file sent twice is one.
func TestTheSameActSignedAgainIsANewAct(t *testing.T) {
	w := newDeadlineWorld(t)
	w.mustAct(t, at(time.Hour), Act{Name: "pause"})
	w.mustAct(t, at(2*time.Hour), Act{Name: "resume"})
	data, err := SignAct(w.dir, Act{Name: "pause", Signed: stamp(at(3 * time.Hour))}, modKey(t).path)
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []bool{false, true} {
		rc, err := Moderate(w.dir, Submission{Name: "pause.txt", Data: data}, Options{Now: at(3*time.Hour + time.Duration(i)*time.Minute)})
		if err != nil || rc.Duplicate != want || rc.Entry.N != 4 {
			t.Fatalf("pause again, sent %d times: %+v, %v", i+1, rc, err)
		}
	}
	mustVerify(t, w.dir)
}

// A league game made without a deadline policy has no deadline to extend.
func TestExtendNeedsADeadlinePolicy(t *testing.T) {
	w := newWorld(t)
	dir := filepath.Join(t.TempDir(), "g1")
	mod := modKey(t)
	if _, err := Create(dir, NewGame{Game: "g1", Scenario: toyScenario(t), HostKey: w.host.path, Now: t0,
		Sides:     map[string]string{"red": w.red.pub, "blue": w.blue.pub},
		Moderator: &ModeratorPin{League: "l", Key: mod.pub}}); err != nil {
		t.Fatal(err)
	}
	w.dir = dir
	w.learnTag(t)
	_, err := w.act(t, mod, at(time.Hour), Act{Name: "extend", Side: "red", For: Duration(day)})
	wantErr(t, err, "extend.txt: game g1 has no deadline policy", "a game made without --deadline has no deadline to extend")
}

// Issue 24, "Why" 6: an act dated later than the host's clock when it
// arrives (an act signed "2030") is refused, and changes nothing; one
// within ActClockTolerance ahead is taken (the clocks differ a little).
func TestModeratorActFromTheFutureRefused(t *testing.T) {
	w := newDeadlineWorld(t)
	before := tree(t, w.dir)
	now := at(time.Hour)
	_, err := w.act(t, modKey(t), now, Act{Name: "pause", Reason: "x", Signed: "2030-01-01T00:00:00Z"})
	wantErr(t, err, "pause.txt", "signed: 2030-01-01T00:00:00Z is later than the host's clock", "sign the act again")
	sameTree(t, before, tree(t, w.dir))
	_, err = w.act(t, modKey(t), now, Act{Name: "pause", Signed: stamp(now.Add(ActClockTolerance + time.Second))})
	wantErr(t, err, "is later than the host's clock")
	if _, err := w.act(t, modKey(t), now, Act{Name: "pause", Signed: stamp(now.Add(ActClockTolerance))}); err != nil {
		t.Fatalf("an act within the tolerance: %v", err)
	}
	mustVerify(t, w.dir)
}
