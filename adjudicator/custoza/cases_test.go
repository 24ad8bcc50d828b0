package custoza

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestRules plays the rule cases of testdata/rules/*.txt, one subtest per
// case named by its rule and title (`go test ./adjudicator/custoza -run
// 'TestRules/9.4'`). A case is plain text, a line a step:
//
//	case RULE TITLE          starts a case (its name: RULE/TITLE)
//	edition goito            the rig's edition (before any other step)
//	terrain HEX CODE         a hex's terrain (c k w v F T t M m h f)
//	road KIND HEX HEX …      a path (before any other step)
//	rule NAME VALUE          a scenario rule switch (before any other step)
//	value UNIT KEY N         a counter's printed value: sp, cv, ma, sv, command
//	light LIGHT              the game turn's light: day, dawn, twilight, night
//	put UNIT HEX DIR [WORDS] a counter on the map (rig_test.go's put)
//	activate FORMATION       its activation begins, at its declarations
//	dice N N …               the next dice
//	> LINE                   a line the rules must accept
//	> LINE  !! WANT          a line the rules must refuse, the error containing WANT
//	quiet                    no reactions; the combat choices by default
//	at UNIT HEX              the unit stands there
//	status UNIT LEVEL        good, shaken, disordered, disorganized
//	gone UNIT WHY            routed, eliminated, surrendered …
//	saw TEXT                 an event says it
//	end                      ends the case; every scripted die must be rolled
//
// Blank lines and lines starting with # are comments.
func TestRules(t *testing.T) {
	files, _ := filepath.Glob("testdata/rules/*.txt")
	if len(files) == 0 {
		t.Fatal("no rule cases in testdata/rules")
	}
	for _, f := range files {
		for _, c := range readCases(t, f) {
			t.Run(c.name, func(t *testing.T) { c.play(t) })
		}
	}
}

type ruleCase struct {
	name, file string
	line       int
	steps      []caseStep
}

type caseStep struct {
	line  int
	words []string
	text  string // the rest of the line after the keyword
}

func readCases(t *testing.T, file string) []ruleCase {
	fh, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	var out []ruleCase
	var cur *ruleCase
	sc := bufio.NewScanner(fh)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		w := strings.Fields(line)
		switch {
		case w[0] == "case":
			if cur != nil {
				t.Fatalf("%s:%d: case inside a case", file, n)
			}
			if len(w) < 3 {
				t.Fatalf("%s:%d: case RULE TITLE", file, n)
			}
			cur = &ruleCase{name: w[1] + "/" + strings.Join(w[2:], "_"), file: file, line: n}
		case cur == nil:
			t.Fatalf("%s:%d: %q outside a case", file, n, line)
		case w[0] == "end":
			out = append(out, *cur)
			cur = nil
		default:
			rest := strings.TrimSpace(strings.TrimPrefix(line, w[0]))
			cur.steps = append(cur.steps, caseStep{line: n, words: w, text: rest})
		}
	}
	if cur != nil {
		t.Fatalf("%s: case %s has no end", file, cur.name)
	}
	return out
}

// play builds the rig from the map steps, then runs the others.
func (c ruleCase) play(t *testing.T) {
	m := rigMap{terrain: map[string]byte{}}
	i := 0
	for ; i < len(c.steps); i++ {
		s := c.steps[i]
		switch s.words[0] {
		case "edition":
			m.edition = s.words[1]
		case "terrain":
			m.terrain[s.words[1]] = s.words[2][0]
		case "road":
			m.paths = append(m.paths, s.text)
		case "rule":
			m.rules = append(m.rules, "rule "+s.text)
		default:
			goto run
		}
	}
run:
	r := newRig(t, m)
	for ; i < len(c.steps); i++ {
		s := c.steps[i]
		at := c.file + ":" + strconv.Itoa(s.line)
		w := s.words
		switch w[0] {
		case "put":
			r.put(w[1], w[2], w[3], w[4:]...)
		case "value":
			n, err := strconv.Atoi(w[3])
			p := r.s.b.specs[w[1]]
			if err != nil || p == nil {
				t.Fatalf("%s: value UNIT KEY N", at)
			}
			switch w[2] {
			case "sp":
				p.SP = n
			case "cv":
				p.CV = n
			case "ma":
				p.MA = n
			case "sv":
				p.SV = n
			case "command":
				p.Command = n
			default:
				t.Fatalf("%s: no value %q", at, w[2])
			}
		case "light":
			r.s.b.turns[r.s.Turn].Light = w[1]
		case "activate":
			r.activate(w[1])
		case "dice":
			for _, d := range w[1:] {
				n, err := strconv.Atoi(d)
				if err != nil {
					t.Fatalf("%s: %q is not a die", at, d)
				}
				r.roll(n)
			}
		case ">":
			line, want, refuse := strings.Cut(s.text, "!!")
			line = strings.TrimSpace(line)
			if refuse {
				r.refused(line, strings.TrimSpace(want))
			} else if err := r.try(line); err != nil {
				t.Fatalf("%s: %q refused: %v", at, line, err)
			}
		case "quiet":
			r.quiet()
		case "at":
			r.at(w[1], w[2])
		case "status":
			if got := r.u(w[1]).Status.String(); !strings.EqualFold(strings.ReplaceAll(got, " ", ""), w[2]) {
				t.Fatalf("%s: %s is %s, want %s", at, w[1], got, w[2])
			}
		case "gone":
			if got := r.u(w[1]).Gone; got != w[2] {
				t.Fatalf("%s: %s is gone %q, want %q", at, w[1], got, w[2])
			}
		case "saw":
			r.saw(s.text)
		default:
			t.Fatalf("%s: unknown step %q", at, w[0])
		}
	}
	r.done()
}
