package tolentino

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
)

func TestParseOrders(t *testing.T) {
	body := `# Naples
turn 2
order GD attack          # army commander (5.2)
ACTIVATE ii
formation ii
initiative ii attack
move 3lg1 3802 3703
move "9° Linea" to 3605
move 2ln1 march to 3507
hold 2ln2
done
order 2ln1 attack
bombard aqb 3506
done bombard
attack 3505 with 3lg1 3lg2
done attack
reorganize 2ln2
done reorganize
Turn 3
army
grenzer no
standing retreat-before-combat yes
standing ex-loss strongest
`
	lines, ps := System{}.ParseOrders(Naples, "naples.txt", 10, []byte(body))
	if len(ps) != 1 || !strings.Contains(ps[0].Error(), `naples.txt:17:6: "9° Linea" names several counters`) {
		t.Fatalf("problems: %v", ps)
	}
	kinds := []string{adjudicator.Heading, "order", "activate", adjudicator.Heading, "initiative", "move", "move", "hold", "done", "unit-order", "bombard", "done-bombard",
		"attack", "done-attack", "reorganize", "done-reorganize", adjudicator.Heading, adjudicator.Heading, "grenzer", "standing-retreat-before-combat", "standing-ex-loss"}
	if len(lines) != len(kinds) {
		t.Fatalf("%d lines, want %d: %+v", len(lines), len(kinds), lines)
	}
	for i, l := range lines {
		if l.Kind != kinds[i] {
			t.Errorf("line %d %q: kind %s, want %s", i, l.Text, l.Kind, kinds[i])
		}
	}
	if l := lines[19]; !l.Standing || l.Key != "retreat-before-combat" || l.Turn != 0 {
		t.Errorf("standing line: %+v", l)
	}
	if l := lines[1]; l.Pos.Line != 12 || l.Text != "order GD attack" || l.Turn != 2 || l.Group != "" {
		t.Errorf("army line: %+v", l)
	}
	if l := lines[5]; l.Turn != 2 || l.Group != "ii" {
		t.Errorf("formation line: %+v", l)
	}
	if l := lines[18]; l.Turn != 3 || l.Group != "" {
		t.Errorf("turn 3 army line: %+v", l)
	}
}

// TestParseGroups: each line must stand in the group that uses it.
func TestParseGroups(t *testing.T) {
	cases := []struct{ body, want string }{
		{"turn 1\nmove ve1 to 3605\n", `f:2:1: "move" is what a formation does when it acts, not one of your army's own choices (hint: put it under ` + "`formation gd`" + `)`},
		{"turn 1\nformation gd\nactivate gd\n", `f:3:1: "activate" is one of your army's own choices, not a line of formation gd`},
		{"turn 1\nformation gd\nmove 3lg1 to 3605\n", "f:3:1: 3lg1 is in formation ii, not gd (hint: put the line under `formation ii`)"},
		{"turn 1\nformation gd\nmove ec1 to 3605\n", "f:3:1: ec1 is austria's unit, not naples's"},
		{"turn 1\nformation av\n", "f:2:1: formation av is austria's: your file commands your own formations (gd ii iii l)"},
		{"turn 1\nformation gd\ninitiative ii attack\n", "f:3:1: formation gd's group can try an initiative for gd only (5.2.1)"},
	}
	for _, c := range cases {
		_, ps := System{}.ParseOrders(Naples, "f", 1, []byte(c.body))
		if len(ps) != 1 || !strings.HasPrefix(ps[0].Error(), c.want) {
			t.Errorf("%q: got %v, want %q", c.body, ps, c.want)
		}
	}
	// The army commander moves with any of his side's formations (4.2.1).
	if _, ps := (System{}).ParseOrders(Naples, "f", 1, []byte("turn 1\nformation gd\nmove murat to 3605\n")); ps != nil {
		t.Errorf("murat with gd: %v", ps)
	}
}

func TestParseProblems(t *testing.T) {
	cases := []struct{ line, want string }{
		{"fly 1112", `f:1:1: unknown order "fly"`},
		{"move ec1 1111 12", `f:1:15: "12" is not a hex`},
		{"move nobody 1111", `f:1:6: unknown unit "nobody"`},
		{"move ec1", `f:1:1: move needs a unit and at least one hex`},
		{"order ii charge", `f:1:10: unknown order "charge"`},
		{"activate zz", `f:1:10: unknown formation "zz"`},
		{`move "Wacquant 1111`, `f:1:6: unterminated quoted name`},
		{"done lunch", `f:1:6: done "lunch": unknown step`},
		{"standing town-ex maybe", `f:1:18: want yes or no`},
		{"attack 1111 ec1", `f:1:1: attack needs a hex, the word with and the attackers`},
		{"attack 1111 1111 with ec1", `f:1:13: 1111 is named twice`},
		{"standing ex-loss all", `f:1:18: ex-loss: want weakest or strongest`},
		{"standing efficiency-tie middle", `f:1:25: efficiency-tie: want highest or lowest`},
		{"standing ex-loss weakest strongest", `f:1:26: ex-loss: weakest or strongest given twice`},
		{"standing ex-loss ec1 ec1", `f:1:22: ex-loss: ec1 named twice`},
		{"standing efficiency-tie 3 middle", `f:1:27: efficiency-tie: want highest or lowest after the value`},
		{"artillery ec1 attack", `f:1:15: artillery: want formation or own`},
		{"standing leader-escape run", `f:1:24: leader-escape: want alone or always or never`},
		{"retreat ec1 1111 1112 1113 1114", `f:1:1: retreat takes a unit and auto or one to three hexes`},
	}
	for _, c := range cases {
		_, ps := System{}.ParseOrders(Austria, "f", 1, []byte(c.line))
		if len(ps) != 1 || !strings.HasPrefix(ps[0].Error(), c.want) || ps[0].Hint == "" {
			t.Errorf("%q: got %v, want %q with a hint", c.line, ps, c.want)
		}
	}
	// every problem of a file, not just the first
	_, ps := System{}.ParseOrders(Austria, "f", 1, []byte("fly\nmove x 1111\nhold ec1\nactivate q\n"))
	if len(ps) != 4 {
		t.Errorf("want 4 problems (hold ec1 outside its formation's group), got %v", ps)
	}
	if err := adjudicator.Problems(ps).Err(); err == nil {
		t.Error("Problems.Err is nil")
	}
}

// TestQuotedName: a unique name works like the id.
func TestQuotedName(t *testing.T) {
	c, err := parseLine(`hold "Wacquant"`, anyLexicon())
	if err != nil || c.unit != "wac" {
		t.Fatalf("%+v %v", c, err)
	}
	if _, err := parseLine(`hold "Dragoner Toscana"`, anyLexicon()); err == nil {
		t.Fatal("a name shared by three counters was accepted")
	}
}

func FuzzParseOrders(f *testing.F) {
	for _, s := range []string{"move ec1 1111 1112", `move "Wacquant" to 1810`, "standing ex-loss weakest", "standing ex-loss strongest ec1 ec2", "standing efficiency-tie 3 lowest", "attack 1111 with ec1 ec2", "attack 1111 1211 with ec1", "standing leader-escape never", "done bombard", "# x\n\n", `"`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, body string) {
		lines, ps := System{}.ParseOrders(Naples, "f", 1, []byte(body))
		for _, p := range ps {
			if p.Pos.Line < 1 || p.Pos.Col < 1 || p.Msg == "" {
				t.Fatalf("bad problem %+v", p)
			}
		}
		for _, l := range lines {
			if l.Kind == "" || l.Text == "" {
				t.Fatalf("bad line %+v", l)
			}
			if _, err := parseLine(l.Text, anyLexicon()); err != nil {
				t.Fatalf("accepted line %q does not parse again: %v", l.Text, err)
			}
		}
	})
}

// TestCheckOrdersAgainstView: the offline check of `mincio orders check
// --view` uses only what the side sees.
func TestCheckOrdersAgainstView(t *testing.T) {
	s := newGame(t)
	v := s.View(Naples)
	lines, ps := System{}.ParseOrders(Naples, "n.txt", 1, []byte("turn 1\nformation gd\nmove ve1 to 3605\nattack 3000 with ve1\nbombard tab 1312\n"))
	if ps != nil {
		t.Fatal(ps)
	}
	ps = System{}.CheckOrders(v, lines)
	if len(ps) != 1 || ps[0].Pos.Line != 4 || !strings.Contains(ps[0].Msg, "no enemy stack in 3000") {
		t.Fatalf("want 1 problem (no enemy at 3000), got %v", ps)
	}
}
