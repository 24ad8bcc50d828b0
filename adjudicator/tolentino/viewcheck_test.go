package tolentino

import (
	"fmt"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/adjudicatortest"
)

// checkFile checks an order file body of side against side's view of s
// (adjudicatortest.CheckFile) and returns the verdicts by file line.
func checkFile(t *testing.T, s *State, side adjudicator.Side, body string) map[int]adjudicator.LineCheck {
	t.Helper()
	return adjudicatortest.CheckFile(t, System{}, s.b.sc, s.View(side), side, body)
}

// TestViewCheckIssueFindings: what `orders check --view` said "ok" to in
// issue 8, and the host then refused, is now a problem with the rules'
// words — and a good line stays ok.
func TestViewCheckIssueFindings(t *testing.T) {
	s := newGame(t)
	got := checkFile(t, s, Austria, `turn 1
formation av
move j9 2611 2612 9999
move j9 to 3004
move h5a to 2411
move sl to 2209
`)
	adjudicatortest.WantVerdict(t, got, 3, adjudicator.CheckProblem, "9999 is not on the map")
	adjudicatortest.WantVerdict(t, got, 4, adjudicator.CheckProblem, "the path costs 12 MP, j9 has 5 (9.1.1)")
	adjudicatortest.WantVerdict(t, got, 5, adjudicator.CheckProblem, "h5a cannot end its move in 2411 with j9", "at most two combat units of the same type and formation", "(7.1)")
	adjudicatortest.WantVerdict(t, got, 6, adjudicator.CheckOK)
	if c := got[3]; c.Line.Pos.String() != "orders.txt:3:1" {
		t.Errorf("position %s, want orders.txt:3:1", c.Line.Pos)
	}
}

// TestViewCheckNoLegalPath: a move into a hex the enemy holds in sight
// has no legal path (9.1.2).
func TestViewCheckNoLegalPath(t *testing.T) {
	s := newGame(t)
	u := s.unit("3lg1")
	u.Hex, u.On = hx("2511"), true
	got := checkFile(t, s, Austria, "turn 1\nformation av\nmove h5b to 2511\n")
	adjudicatortest.WantVerdict(t, got, 3, adjudicator.CheckProblem, "no legal path from 2610 to 2511")
}

// TestViewCheckDisorderedAttacker: an attack by a unit the view shows
// disordered is refused with 15.1, whether the assault step comes or not.
func TestViewCheckDisorderedAttacker(t *testing.T) {
	s := newGame(t)
	u := s.unit("3lg1")
	u.Hex, u.On = hx("2511"), true
	s.unit("j9").Dis = disorder
	got := checkFile(t, s, Austria, "turn 1\nformation av\nattack 2511 with j9\n")
	adjudicatortest.WantVerdict(t, got, 3, adjudicator.CheckProblem, "j9 is disordered and cannot attack (15.1, 15.2)")
	got = checkFile(t, s, Austria, "turn 1\nformation av\nmove h5b to 2611\nattack 2511 with j9\nattack 2511 with h5b\n")
	adjudicatortest.WantVerdict(t, got, 4, adjudicator.CheckProblem, "j9 is disordered and cannot attack (15.1, 15.2)")
}

// TestViewCheckWarnsOnHiddenStack: a move into a hex where the view
// shows an enemy stack out of sight depends on what is there: a warning
// naming the hex, not a problem.
func TestViewCheckWarnsOnHiddenStack(t *testing.T) {
	s := newGame(t)
	u := s.unit("3lg1")
	u.Hex, u.On = hx("3210"), true
	var d ViewData
	if err := jsonUnmarshal(s.View(Austria).Data, &d); err != nil || !containsHidden(d, "3210") {
		t.Fatalf("3210 should be out of Austria's sight: %v %+v", err, d.Hidden)
	}
	got := checkFile(t, s, Austria, "turn 1\nformation av\nmove h5b to 3210\n")
	adjudicatortest.WantVerdict(t, got, 3, adjudicator.CheckWarning, "enemy stack out of sight at 3210", "no legal path")
}

func containsHidden(d ViewData, hex string) bool {
	for _, h := range d.Hidden {
		if h.Hex.String() == hex {
			return true
		}
	}
	return false
}

// TestViewCheckUnusedLines: lines the turn will not use are problems with
// the host's reason: a step already ended by `done`, a formation already
// activated, an order change on turn 1 (3.2), a turn that is over.
func TestViewCheckUnusedLines(t *testing.T) {
	s := newGame(t)
	s.form("t").Done = true
	got := checkFile(t, s, Austria, `turn 1
order av attack
formation av
move j9 to 2511
done
move sl to 2209
formation t
move dt1 to 1412
turn 2
formation t
move dt1 9999
move dt1 to 1412
`)
	adjudicatortest.WantVerdict(t, got, 2, adjudicator.CheckProblem, "turn 1 has no Command phase (3.2)")
	adjudicatortest.WantVerdict(t, got, 4, adjudicator.CheckOK)
	adjudicatortest.WantVerdict(t, got, 5, adjudicator.CheckOK)
	adjudicatortest.WantVerdict(t, got, 6, adjudicator.CheckProblem, "it would not be used", "over before the line was reached")
	adjudicatortest.WantVerdict(t, got, 8, adjudicator.CheckProblem, "formation t has been activated in turn 1 already (6.1)")
	adjudicatortest.WantVerdict(t, got, 11, adjudicator.CheckProblem, "9999 is not on the map")
	adjudicatortest.WantVerdict(t, got, 12, adjudicator.CheckUntried, "turn 2 has not begun")
}

// TestViewCheckDiceWarning: a line whose fate hangs on a die rolled before
// it — an officer's initiative (5.2.1) that may or may not give Attack
// orders — is a warning naming the roll.
func TestViewCheckDiceWarning(t *testing.T) {
	s := newGame(t)
	u := s.unit("3lg1")
	u.Hex, u.On = hx("1111"), true // next to ec1 (1010) and ec2 (1011), in Eckhardt's Defense
	// Under Attack orders 5.1.2 also brings ch1 up, and it must join
	// (5.1.2, 12.2.3); under Defense it stays out of reach: either way the
	// line's fate hangs on the die.
	got := checkFile(t, s, Austria, "turn 1\nformation e\ninitiative e attack\nattack 1111 with ec1 ec2 ch1\n")
	adjudicatortest.WantVerdict(t, got, 3, adjudicator.CheckOK)
	adjudicatortest.WantVerdict(t, got, 4, adjudicator.CheckWarning, "depends on dice")
}

// TestViewCheckOneVerdictPerLine: every line that is not a heading gets
// one verdict, in file order, with its position; standing lines included.
func TestViewCheckOneVerdictPerLine(t *testing.T) {
	s := newGame(t)
	body := "turn 1\nactivate ii\nformation gd\nmove ve1 to 3605\ndone\nretreat ve1 auto\nstanding ex-loss weakest\n"
	lines, ps := System{}.ParseOrders(Naples, "n.txt", 1, []byte(body))
	if ps != nil {
		t.Fatal(ps)
	}
	cs, err := System{}.CheckOrders(s.b.sc, s.View(Naples), lines)
	if err != nil {
		t.Fatal(err)
	}
	var pos []string
	for _, c := range cs {
		pos = append(pos, fmt.Sprint(c.Line.Pos.Line, c.Verdict))
	}
	if want := "2ok 4ok 5ok 6untried 7ok"; strings.Join(pos, " ") != want {
		t.Fatalf("verdicts %v, want %s: %+v", pos, want, cs)
	}
}

// TestViewCheckBadView: a view that is not Tolentino's is an error, not
// a verdict.
func TestViewCheckBadView(t *testing.T) {
	s := newGame(t)
	if _, err := (System{}).CheckOrders(s.b.sc, adjudicator.View{Side: Naples, Data: []byte("[]")}, nil); err == nil {
		t.Fatal("a view with no Tolentino data was accepted")
	}
}

// TestViewCheckOrdersBeforeActivations: the activations are checked under
// the orders the file's orders step gives (5.2 comes first in the turn).
func TestViewCheckOrdersBeforeActivations(t *testing.T) {
	s := newGame(t)
	s.Turn, s.Stage, s.Side, s.First = 2, stOrders, Naples, false // turn 2 begins
	u := s.unit("3lg1")
	u.Hex, u.On = hx("1609"), true // next to ch2 (1509), in command of Eckhardt (1508)
	body := "formation e\nattack 1609 with ch2\n"
	got := checkFile(t, s, Austria, "turn 2\n"+body)
	adjudicatortest.WantVerdict(t, got, 3, adjudicator.CheckProblem, "ch2 has a defense order and cannot attack (12.2)")
	got = checkFile(t, s, Austria, "turn 2\norder e attack\n"+body)
	adjudicatortest.WantVerdict(t, got, 2, adjudicator.CheckOK)
	adjudicatortest.WantVerdict(t, got, 4, adjudicator.CheckOK)
}

// FuzzViewCheck: whatever an order file holds, the check of the lines
// that parse never fails, and gives one verdict of the four to each line
// that is not a heading, in file order.
func FuzzViewCheck(f *testing.F) {
	for _, body := range []string{
		"turn 1\nformation av\nmove j9 2611 2612 9999\nmove h5a to 2411\ndone\nattack 2511 with j9\n",
		"turn 1\nactivate ii\nactivate gd\nformation e\ninitiative e attack\nreorganize ec1\ndone reorganize\n",
		"turn 2\norder e attack\ngrenzer yes\nformation s\nbombard sb 1812\ndone bombard\nretreat wac auto\n",
		"standing ex-loss weakest\nturn 1\nformation t\ncharge dt1 1413\nartillery tb formation\nbridge rad n\n",
	} {
		f.Add(body)
	}
	s := newGame(f)
	v := s.View(Austria)
	f.Fuzz(func(t *testing.T, body string) {
		lines, _ := System{}.ParseOrders(Austria, "f.txt", 1, []byte(body))
		cs, err := System{}.CheckOrders(s.b.sc, v, lines)
		if err != nil {
			t.Fatal(err)
		}
		i := 0
		for _, l := range lines {
			if l.Kind == adjudicator.Heading {
				continue
			}
			if i >= len(cs) || cs[i].Line.Pos != l.Pos {
				t.Fatalf("verdict %d is not for %s: %+v", i, l.Pos, cs)
			}
			switch cs[i].Verdict {
			case adjudicator.CheckOK, adjudicator.CheckProblem, adjudicator.CheckWarning, adjudicator.CheckUntried:
			default:
				t.Fatalf("%s: verdict %q", l.Pos, cs[i].Verdict)
			}
			i++
		}
		if i != len(cs) {
			t.Fatalf("%d verdicts for %d lines", len(cs), i)
		}
	})
}

// TestViewCheckGameOver: at the end of the game every line is refused or
// untried, and nothing fails.
func TestViewCheckGameOver(t *testing.T) {
	s := newGame(t)
	s.Over, s.Stage = true, stOver
	got := checkFile(t, s, Austria, "turn 1\nactivate av\nformation av\nmove j9 to 2511\n")
	if got[2].Verdict != adjudicator.CheckProblem || got[4].Verdict != adjudicator.CheckProblem {
		t.Fatalf("verdicts %+v", got)
	}
}

// TestViewCheckFormationOrder: a move into a hex another formation of
// the side enters in its own activation depends on which acts first: a
// warning naming it, not a problem.
func TestViewCheckFormationOrder(t *testing.T) {
	s := newGame(t)
	body := "turn 1\nactivate av\nactivate r\nformation av\nmove j9 to 2311\nformation r\nmove kun 2311\n"
	got := checkFile(t, s, Austria, body)
	adjudicatortest.WantVerdict(t, got, 5, adjudicator.CheckOK)
	adjudicatortest.WantVerdict(t, got, 7, adjudicator.CheckWarning, "depends on which of your formations act before this one: after av", "kun cannot end its move in 2311 with j9")
	got = checkFile(t, s, Austria, "turn 1\nformation r\nmove kun 2311\n")
	adjudicatortest.WantVerdict(t, got, 3, adjudicator.CheckOK)
}

// TestViewCheckOrdersRangeAndCommand: the order's limits (5.1.3), an
// attacker out of command (4.3, 5.3: Defense), a bombardment out of range
// or line of sight (11.2, 11.3) are problems with the rules' words.
func TestViewCheckOrdersRangeAndCommand(t *testing.T) {
	s := newGame(t)
	u := s.unit("3lg1")
	u.Hex, u.On = hx("1111"), true // next to ec2 (1011), far from Eckhardt (1508)
	s.form("e").Order = "attack"
	s.unit("eckhardt").Hex = hx("1803")                              // out of reach of his units: out of command (4.3)
	s.Turn, s.Stage, s.Side, s.First = 2, stActivate, Austria, false // 3.2.1: all in command on turn 1
	got := checkFile(t, s, Austria, `turn 2
formation r
move kun 2311 2312
formation e
attack 1111 with ec2
formation av
bombard avb 2811
`)
	adjudicatortest.WantVerdict(t, got, 3, adjudicator.CheckProblem, "under a Defense order a unit moves at most one hex (5.1.3)")
	adjudicatortest.WantVerdict(t, got, 5, adjudicator.CheckProblem, "ec2 has a defense order and cannot attack (12.2)")
	adjudicatortest.WantVerdict(t, got, 7, adjudicator.CheckProblem, "2811 is out of range (2, 11.2) or out of line of sight (11.3) of avb")
}

// TestViewCheckNamesNoStandIn: a message never names the counter that
// stands in for a stack out of sight; it names the stack by its hex.
func TestViewCheckNamesNoStandIn(t *testing.T) {
	s := newGame(t)
	st, hidden, err := FromView(s.b.sc, s.View(Austria))
	if err != nil || len(hidden) == 0 {
		t.Fatalf("%v, %d hidden", err, len(hidden))
	}
	var id string
	for _, u := range st.Units {
		if u.On && u.Hex == hidden[0] && st.spec(u.ID).Side == Naples {
			id = u.ID
		}
	}
	vc := &viewCheck{base: st, hidden: hidden, side: Austria}
	got := vc.unnameStandIns(fmt.Sprintf("%s is in the way; %s1 is not", id, id))
	want := fmt.Sprintf("the enemy stack out of sight at %v is in the way; %s1 is not", hidden[0], id)
	if id == "" || got != want {
		t.Fatalf("stand-in %q: got %q, want %q", id, got, want)
	}
}

// Test4_4_5_ViewCheckWithoutOfficer: a formation whose officer is gone
// (4.4.5) has no initiative step; an `initiative` line for it is refused,
// and the check does not crash on the missing officer (found by the
// self-play parity test).
func Test4_4_5_ViewCheckWithoutOfficer(t *testing.T) {
	s := newGame(t)
	f := s.form("av")
	l := s.unit(f.Leader)
	l.On, l.Gone = false, true
	f.Leader, f.NoCmd = "", true
	got := checkFile(t, s, Austria, "turn 1\nformation av\ninitiative av attack\ndone\n")
	if c := got[3]; c.Verdict == adjudicator.CheckOK {
		t.Fatalf("an initiative with no officer: %+v", c)
	}
}

// Test5_2_1_OfficerTryForTheSameOrder: "initiative e defense" while
// Eckhardt's formation has Defense orders on the view, and no army order
// line changes them first, is refused whatever happens (5.2.1), so the
// check calls it a problem, even when the officer's step would not come;
// with an army order line for e the rule leaves the line to the
// simulation of the turn.
func Test5_2_1_OfficerTryForTheSameOrder(t *testing.T) {
	s := newGame(t)
	if s.form("e").Order != "defense" {
		t.Fatalf("e has %s orders in the set-up", s.form("e").Order)
	}
	got := checkFile(t, s, Austria, "turn 1\nformation e\ninitiative e defense\n")
	adjudicatortest.WantVerdict(t, got, 3, adjudicator.CheckProblem, "already has defense orders (5.2.1)")
	// In turn 2, whose Command phase gives e attack orders first, the
	// try for defense is a change.
	s.Turn, s.Stage, s.Side, s.First = 2, stOrders, Austria, false
	got = checkFile(t, s, Austria, "turn 2\narmy\norder e attack\nformation e\ninitiative e defense\n")
	if c := got[5]; strings.Contains(c.Msg, "already has defense orders") || c.Line.Kind != "initiative" {
		t.Errorf("after an army order line for e: %s %q", c.Verdict, c.Msg)
	}
}
