package saves

import (
	"strings"
	"testing"
	"time"

	"github.com/mincio/mincio/adjudicator"
)

func leaveWorld(t *testing.T, allowance Duration) *world {
	return newDeadlineWorldWith(t, &DeadlinePolicy{Turn: Duration(2 * day), Grace: Duration(day), Leave: allowance})
}

func declare(t *testing.T, key testKey, side string, seq int, mode, body string) []byte {
	return orders(t, key, side, seq, "mode: "+mode+"\n"+body)
}

func TestLeaveMovesTheSidesDeadline(t *testing.T) {
	w := leaveWorld(t, Duration(14*day))
	w.submitAt(t, at(time.Hour), orders(t, w.red, "red", 1, "turn 1\nroll\n"))
	rc := w.submitAt(t, at(2*time.Hour), declare(t, w.blue, "blue", 1, "leave", "for: 5d\n"))
	if rc.Entry.Kind != KindDeclare || rc.Entry.Act.Name != "leave" || len(rc.Entry.Reports) != 2 {
		t.Fatalf("entry %+v", rc.Entry)
	}
	// owed since t0, deadline t0+2d; the leave from t0+2h for 5d moves it by 5d
	if d := due(t, w.dir, "blue"); !d.Equal(at(7 * day)) {
		t.Fatalf("blue due %s", d)
	}
	if acts := tickAt(t, w.dir, at(3*day)); len(acts) != 0 {
		t.Fatalf("a side on leave missed its turn: %+v", acts)
	}
	if acts := tickAt(t, w.dir, at(8*day)); len(acts) != 1 || acts[0].What != "missed" {
		t.Fatalf("want the missed turn after the moved deadline: %+v", acts)
	}
	mustVerify(t, w.dir)
}

func TestLeaveFromALaterDate(t *testing.T) {
	w := leaveWorld(t, Duration(14*day))
	w.submitAt(t, at(time.Hour), declare(t, w.blue, "blue", 1, "leave", "for: 3d\nfrom: 2026-03-03\n"))
	// blue owes since t0 (Mon 09:00): deadline Wed 09:00; leave Tue 00:00 for 3 days
	if d := due(t, w.dir, "blue"); !d.Equal(at(5 * day)) {
		t.Fatalf("blue due %s", d)
	}
	if d := due(t, w.dir, "red"); !d.Equal(at(2 * day)) {
		t.Fatalf("red's deadline moved by blue's leave: %s", d)
	}
	mustVerify(t, w.dir)
}

func TestLeaveOverTheAllowanceIsRefused(t *testing.T) {
	w := leaveWorld(t, Duration(7*day))
	w.submitAt(t, at(time.Hour), declare(t, w.blue, "blue", 1, "leave", "for: 5d\n"))
	before := tree(t, w.dir)
	_, err := Submit(w.dir, Submission{Name: "leave.txt", Data: declare(t, w.blue, "blue", 2, "leave", "for: 3d\n")}, Options{Now: at(2 * time.Hour)})
	wantErr(t, err, "leave.txt", "over its allowance of 7d for 2026", "ask for at most 2d", "5d at entry 2")
	sameTree(t, before, tree(t, w.dir))
	// a new year, a new allowance
	w.submitAt(t, time.Date(2027, 1, 4, 9, 0, 0, 0, time.UTC), declare(t, w.blue, "blue", 3, "leave", "for: 7d\n"))
	mustVerify(t, w.dir)
}

func TestLeaveRefusals(t *testing.T) {
	w := leaveWorld(t, 0)
	_, err := Submit(w.dir, Submission{Name: "leave.txt", Data: declare(t, w.blue, "blue", 1, "leave", "for: 3d\n")}, Options{Now: at(time.Hour)})
	wantErr(t, err, "leave.txt", "allows no leave")
	w = leaveWorld(t, Duration(7*day))
	for _, c := range []struct{ body, want string }{
		{"", "leave.txt: leave needs a for: line"},
		{"for: 3d\nfrom: 2026-03-01\n", "leave cannot start in the past"},
		{"for: soon\n", "leave.txt:7:"},
		{"for: 2d\nmove everything\n", `leave.txt:8: "move everything" is not a field of leave`},
	} {
		_, err := Submit(w.dir, Submission{Name: "leave.txt", Data: declare(t, w.blue, "blue", 1, "leave", c.body)}, Options{Now: at(time.Hour)})
		wantErr(t, err, c.want)
	}
	_, err = Submit(w.dir, Submission{Name: "leave.txt", Data: declare(t, w.blue, "blue", 1, "leave", "for: 2d\n")}, Options{})
	wantErr(t, err, "leave needs the time it is received")
}

func TestResignEndsTheGame(t *testing.T) {
	w := newDeadlineWorld(t)
	_, err := Submit(w.dir, Submission{Name: "r.txt", Data: declare(t, w.blue, "blue", 1, "resign", "now\n")}, Options{Now: at(time.Hour)})
	wantErr(t, err, `r.txt:7: "now" is not a field of resign`)
	rc := w.submitAt(t, at(time.Hour), declare(t, w.blue, "blue", 1, "resign", "# I give up\n"))
	out := rc.Entry.Result.Outcome
	if out == nil || out.Winner != "red" || out.End != adjudicator.EndResigned {
		t.Fatalf("outcome %+v", out)
	}
	// the resignation was signed by blue: red's key cannot resign for blue
	w2 := newDeadlineWorld(t)
	_, err = Submit(w2.dir, Submission{Name: "r.txt", Data: declare(t, w2.red, "blue", 1, "resign", "")}, Options{Now: at(time.Hour)})
	wantErr(t, err, "r.txt", "signature of side blue", "signed with the key of side red")
	mustVerify(t, w.dir)
}

func TestDrawNeedsEverySide(t *testing.T) {
	w := newDeadlineWorld(t)
	rc := w.submitAt(t, at(time.Hour), declare(t, w.red, "red", 1, "draw", ""))
	if rc.Entry.Result.Outcome != nil || !strings.Contains(rc.Entry.Result.Events[0].Text, "red offers a draw") {
		t.Fatalf("one side's offer ended the game: %+v", rc.Entry.Result)
	}
	rc = w.submitAt(t, at(2*time.Hour), declare(t, w.red, "red", 2, "draw", "")) // again: still one side
	if rc.Entry.Result.Outcome != nil {
		t.Fatal("one side's two offers ended the game")
	}
	rc = w.submitAt(t, at(3*time.Hour), declare(t, w.blue, "blue", 1, "draw", ""))
	out := rc.Entry.Result.Outcome
	if out == nil || out.Winner != "" || out.End != adjudicator.EndDrawAgreed {
		t.Fatalf("outcome %+v", out)
	}
	mustVerify(t, w.dir)
}

func TestDrawOfferLapsesAtTheNextOrderFile(t *testing.T) {
	w := newDeadlineWorld(t)
	w.submitAt(t, at(time.Hour), declare(t, w.red, "red", 1, "draw", ""))
	w.submitAt(t, at(2*time.Hour), orders(t, w.blue, "blue", 1, "turn 1\nroll\n")) // declines
	rc := w.submitAt(t, at(3*time.Hour), declare(t, w.blue, "blue", 2, "draw", ""))
	if rc.Entry.Result.Outcome != nil {
		t.Fatal("a declined offer still counted")
	}
	w.submitAt(t, at(4*time.Hour), orders(t, w.blue, "blue", 3, "turn 1\nroll\n")) // withdraws its own
	rc = w.submitAt(t, at(5*time.Hour), declare(t, w.red, "red", 2, "draw", ""))
	if rc.Entry.Result.Outcome != nil {
		t.Fatal("a withdrawn offer still counted")
	}
	mustVerify(t, w.dir)
}

// A host that writes a leave over the allowance into the log (bypassing
// Submit) is caught by verify.
func TestVerifyCatchesLeaveOverTheAllowance(t *testing.T) {
	w := leaveWorld(t, Duration(3*day))
	w.submitAt(t, at(time.Hour), declare(t, w.blue, "blue", 1, "leave", "for: 3d\n"))
	data := declare(t, w.blue, "blue", 2, "leave", "for: 1d\n")
	err := withGame(w.dir, Options{Now: at(2 * time.Hour)}, func(wr *writer) error {
		in, err := wr.f.checkOrders("x.txt", data, nil, wr.f.Len()+1)
		if err != nil {
			return err
		}
		_, _, err = wr.append(in)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	_, err = Verify(w.dir)
	wantErr(t, err, "entry 3", "over its allowance of 3d")
}

func FuzzParseDeclaration(f *testing.F) {
	f.Add("leave", []byte("for: 7d\nfrom: 2026-03-10\n"))
	f.Add("leave", []byte("for: 1d12h\r\n# note\r\n"))
	f.Add("resign", []byte("# bye\n"))
	f.Add("draw", []byte(""))
	f.Add("leave", []byte("from: x\nfor: 0\n"))
	f.Fuzz(func(t *testing.T, mode string, body []byte) {
		env := &adjudicator.Envelope{Game: "g1", Side: "red", Seq: 1, Mode: mode, Body: body, BodyLine: 6}
		a, err := parseDeclaration("f.txt", env)
		if err != nil {
			return
		}
		if a.Name != mode || (mode == "leave" && a.For <= 0) {
			t.Fatalf("accepted %+v", a)
		}
	})
}

func FuzzParseModeratorFile(f *testing.F) {
	w := newDeadlineWorld(f)
	fo, err := Open(w.dir)
	if err != nil {
		f.Fatal(err)
	}
	for _, a := range []Act{{Name: "extend", Side: "red", For: Duration(day)}, {Name: "end", Result: "draw", Reason: "x"},
		{Name: "replace", Side: "red", Key: w.host.pub, Address: "a@b.c"}, {Name: "rule", Side: "blue", Line: "pass", Reason: "y"}} {
		a.Signed = "2026-03-02T09:00:00Z"
		f.Add(fo.ModeratorFile(a))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		a, err := fo.parseModeratorFile("m.txt", data)
		if err != nil {
			return
		}
		again, err := fo.parseModeratorFile("m.txt", fo.ModeratorFile(*a))
		if err != nil || *again != *a {
			t.Fatalf("%+v does not survive writing: %+v, %v", a, again, err)
		}
	})
}

// orders check reads a declaration's body and names the bad line.
func TestCheckOrdersReadsADeclaration(t *testing.T) {
	w := leaveWorld(t, Duration(7*day))
	oc, err := CheckOrders(w.dir, Submission{Name: "leave.txt", Data: declare(t, w.blue, "blue", 1, "leave", "for: 2d\nfor: 3d\n")})
	if err != nil {
		t.Fatal(err)
	}
	if len(oc.Problems) != 1 || oc.Problems[0].Pos.Line != 8 || !strings.Contains(oc.Problems[0].Error(), "leave.txt:8:1: for: given twice") {
		t.Fatalf("problems %v", oc.Problems)
	}
	oc, err = CheckOrders(w.dir, Submission{Name: "leave.txt", Data: declare(t, w.blue, "blue", 1, "leave", "for: 2d\n")})
	if err != nil || len(oc.Problems) != 0 || !strings.Contains(strings.Join(oc.Notes, "\n"), "a declaration (mode: leave)") {
		t.Fatalf("%+v %v", oc, err)
	}
}

// Once a game is over no declaration is taken: not a draw offer, not a
// resignation, not leave; the refusal names the file and says why, and
// changes nothing.
func TestDeclarationsAfterTheEndAreRefused(t *testing.T) {
	w := leaveWorld(t, Duration(7*day))
	w.submitAt(t, at(time.Hour), declare(t, w.blue, "blue", 1, "resign", ""))
	before := tree(t, w.dir)
	for i, c := range []struct{ mode, body string }{{"draw", ""}, {"resign", ""}, {"leave", "for: 1d\n"}} {
		_, err := Submit(w.dir, Submission{Name: c.mode + ".txt", Data: declare(t, w.red, "red", i+1, c.mode, c.body)}, Options{Now: at(2 * time.Hour)})
		wantErr(t, err, c.mode+".txt: game g1 is over: blue resigned: red wins", "takes no more orders")
	}
	sameTree(t, before, tree(t, w.dir))
}
