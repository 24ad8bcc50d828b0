package saves

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/saves/sshsig"
	"github.com/mincio/mincio/scenarios"
)

// A new game records the latest rules revisions and the mincio that
// created it in its signed header.
func TestNewGameRecordsRevisions(t *testing.T) {
	w := newWorld(t)
	f, err := Open(w.dir)
	if err != nil {
		t.Fatal(err)
	}
	r := f.Header.Rules
	if r == nil || r.System != 2 || r.Core != adjudicator.CoreRevision || r.Mincio == "" {
		t.Fatalf("header rules %+v, want the toy's revision 2, core %d and a version", r, adjudicator.CoreRevision)
	}
	if got := f.Scenario.Revisions; got != (scenarios.Revisions{System: 2, Core: adjudicator.CoreRevision}) {
		t.Errorf("the scenario plays under %+v", got)
	}
}

// A game without the header field is revision 1 of both (the golden
// archives are such games).
func TestHeaderWithoutRulesIsRevision1(t *testing.T) {
	var h Header
	if got := h.Revisions(); got != (scenarios.Revisions{System: 1, Core: 1}) {
		t.Errorf("%+v", got)
	}
}

// The toy's revision 2 changed a rule (a block succeeds on 4 as well as 5
// and 6). A game of revision 1 keeps the old rule to its end, for every
// entry played after the change, and verifies; the same game under
// revision 2 ends otherwise.
func TestRevision1GameKeepsItsRules(t *testing.T) {
	for seed := byte(1); seed < 60; seed++ {
		one := playToyBlocks(t, seed, 1)
		two := playToyBlocks(t, seed, 2)
		if one.blockedOn4 == two.blockedOn4 {
			continue // no block rolled a 4 with this seed: the revisions agree
		}
		if one.blockedOn4 || !two.blockedOn4 {
			t.Fatalf("seed %d: a block roll of 4 succeeded under revision 1 (%v) or failed under revision 2 (%v)", seed, one.blockedOn4, two.blockedOn4)
		}
		if one.outcome == two.outcome {
			t.Errorf("seed %d: the same outcome %q under both revisions, though a block differed", seed, one.outcome)
		}
		for _, g := range []toyGame{one, two} {
			v, err := Verify(g.dir)
			if err != nil {
				t.Fatalf("revision %d game: %v", g.rev, err)
			}
			if !v.DiceChecked {
				t.Errorf("revision %d game: the dice were not re-derived", g.rev)
			}
		}
		return
	}
	t.Fatal("no seed rolled a 4 on a block: the test shows nothing")
}

type toyGame struct {
	dir        string
	rev        int
	outcome    string
	blockedOn4 bool
}

// playToyBlocks plays a whole toy game under rules revision rev: red rolls
// twice and passes, blue blocks every roll (a standing order) and passes.
func playToyBlocks(t *testing.T, seed byte, rev int) toyGame {
	t.Helper()
	base := t.TempDir()
	w := &world{dir: filepath.Join(base, "g1"),
		host: fixedKey(t, base, "host"), red: fixedKey(t, base, "red"), blue: fixedKey(t, base, "blue")}
	var s dice.Seed
	s[0] = seed
	_, err := Create(w.dir, NewGame{Game: "g1", Scenario: toyScenario(t), HostKey: w.host.path,
		Sides: map[string]string{"red": w.red.pub, "blue": w.blue.pub}, Seed: &s,
		Revisions: scenarios.Revisions{System: rev}})
	if err != nil {
		t.Fatal(err)
	}
	w.learnTag(t)
	w.submit(t, orders(t, w.red, "red", 1, "roll\nroll\npass\n"))
	w.submit(t, orders(t, w.blue, "blue", 1, "standing react block\npass\npass\npass\n"))
	if _, err := Reveal(w.dir, Options{}); err != nil {
		t.Fatal(err)
	}
	f, err := Open(w.dir)
	if err != nil {
		t.Fatal(err)
	}
	if got := f.Header.Revisions().System; got != rev {
		t.Fatalf("header records revision %d, want %d", got, rev)
	}
	g := toyGame{dir: w.dir, rev: rev}
	for n := 1; n <= f.Len(); n++ {
		e, err := f.Entry(n)
		if err != nil {
			t.Fatal(err)
		}
		for _, ev := range e.Result.Events {
			if ev.Code == "block" && len(ev.Rolls) == 1 && ev.Rolls[0].Value == 4 && strings.Contains(ev.Text, "cancelled") {
				g.blockedOn4 = true
			}
		}
		if e.Result.Outcome != nil {
			g.outcome = e.Result.Outcome.Text
		}
	}
	if g.outcome == "" {
		t.Fatalf("revision %d, seed %d: the game did not end: %s %v", rev, seed, f.Last().Result.Status, f.Last().Result.Owed)
	}
	return g
}

// A game recorded under a revision this mincio does not know yet cannot be
// opened, and says what to do.
func TestFutureRevisionRefused(t *testing.T) {
	w := newWorld(t)
	hdr := filepath.Join(w.dir, "header.json")
	data, err := os.ReadFile(hdr)
	if err != nil {
		t.Fatal(err)
	}
	var h Header
	if err := decodeCanonical(data, &h); err != nil {
		t.Fatal(err)
	}
	h.Rules.System = 99
	resignHeader(t, w, &h)
	_, err = Open(w.dir)
	if err == nil || !strings.Contains(err.Error(), "revision 99") || !strings.Contains(err.Error(), "at least as new") {
		t.Fatalf("opening a revision-99 game: %v", err)
	}
}

// resignHeader writes h as the game's header, signed by the host as a
// newer mincio would have.
func resignHeader(t *testing.T, w *world, h *Header) {
	t.Helper()
	data, err := encodeJSON(h)
	if err != nil {
		t.Fatal(err)
	}
	sig, err := sshsig.Sign(w.host.signer, sshsig.Namespace, data)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(w.dir, "header.json"), data, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(w.dir, "header.json.sig"), sig, 0o600); err != nil {
		t.Fatal(err)
	}
}

// The view mailed with a report says which revisions the game plays under,
// so a player's offline check runs the host's rules; a view of a game of
// a revision this mincio does not know is refused, saying what to do.
func TestViewCarriesRevisions(t *testing.T) {
	w := newWorld(t)
	names := outboxGlob(t, w.dir, "*-red.view.json")
	if len(names) == 0 {
		t.Fatal("no view of red in the outbox")
	}
	data, err := ReadOutboxFile(names[0])
	if err != nil {
		t.Fatal(err)
	}
	v, err := ParseSideView("view.json", data)
	if err != nil {
		t.Fatal(err)
	}
	if got := v.Revisions(); got != (scenarios.Revisions{System: 2, Core: adjudicator.CoreRevision}) {
		t.Errorf("the view gives revisions %+v", got)
	}
	if (&SideView{}).Revisions() != (scenarios.Revisions{System: 1, Core: 1}) {
		t.Error("a view without rules is not of revision 1")
	}
}
