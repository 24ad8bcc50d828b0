package tolentino

import (
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
)

func TestParseOrders(t *testing.T) {
	body := `# turn 2, Naples
order GD attack          # army commander (5.2)
ACTIVATE ii
initiative ii attack
move 3lg1 3802 3703
move "9° Linea" to 3605
move 6ln1 march to 3507
hold 2cl-ii
done
order 2ln1 attack
bombard aqb 3506
done bombard
attack 3505 with 3lg1 3lg2
done attack
reorganize 2ln2
done reorganize
grenzer no
standing retreat-before-combat yes
standing ex-loss strongest
`
	lines, ps := System{}.ParseOrders(Naples, "naples.txt", 10, []byte(body))
	if len(ps) != 1 || !strings.Contains(ps[0].Error(), `naples.txt:15:6: "9° Linea" names several counters`) {
		t.Fatalf("problems: %v", ps)
	}
	kinds := []string{"order", "activate", "initiative", "move", "move", "hold", "done", "unit-order", "bombard", "done-bombard",
		"attack", "done-attack", "reorganize", "done-reorganize", "grenzer", "standing-retreat-before-combat", "standing-ex-loss"}
	if len(lines) != len(kinds) {
		t.Fatalf("%d lines, want %d: %+v", len(lines), len(kinds), lines)
	}
	for i, l := range lines {
		if l.Kind != kinds[i] {
			t.Errorf("line %d %q: kind %s, want %s", i, l.Text, l.Kind, kinds[i])
		}
	}
	if !lines[15].Standing || lines[15].Key != "retreat-before-combat" {
		t.Errorf("standing line: %+v", lines[15])
	}
	if lines[0].Pos.Line != 11 || lines[0].Text != "order GD attack" {
		t.Errorf("position or text: %+v", lines[0])
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
	if len(ps) != 3 {
		t.Errorf("want 3 problems, got %v", ps)
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
	lines, _ := System{}.ParseOrders(Naples, "n.txt", 1, []byte("move ve1 to 3605\nhold ec1\norder av attack\nattack 3000 with ve1\nbombard tab 1312\n"))
	ps := System{}.CheckOrders(v, lines)
	if len(ps) != 3 {
		t.Fatalf("want 3 problems (ec1 not ours, av not ours, no enemy at 3000), got %v", ps)
	}
	if ps[0].Pos.Line != 2 {
		t.Errorf("first problem at %v", ps[0].Pos)
	}
}
