package custoza

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/mincio/mincio/adjudicator"
)

// goitoHeadings are the rule numbers Goito 1848 (seed 000) defines: its
// numbered headings and paragraphs, and the steps A–E of its sequence of
// play (4).
var goitoHeadings = strings.Fields(`1 1.1 1.2 1.3 2 2.1 2.1.1 2.1.2 2.1.3 2.2
	2.2.1 2.2.2 2.2.3 2.3 2.3.1 2.4 2.5 3 3.1 3.1.1 3.1.2 3.2 4 5 5.1 5.1.1
	5.2 5.2.1 5.2.2 6 6.1 6.1.1 6.1.2 6.1.3 6.1.4 6.2 6.2.1 6.3 6.3.1 7 7.1
	7.1.1 7.1.2 7.1.3 7.1.4 7.1.5 7.2 8 8.1 8.2 8.3 8.3.1 8.3.2 8.3.3 8.3.4
	8.3.5 8.3.6 8.4 8.4.1 8.5 8.6 8.6.1 8.6.2 8.6.3 8.7 8.7.1 8.8 8.8.1 8.8.2
	8.8.3 8.8.4 9 9.1 9.1.1 9.1.2 9.2 9.2.1 9.2.2 9.2.3 9.2.4 9.3 9.4 9.4.1
	9.4.2 9.4.3 9.4.4 10 10.1 10.1.1 10.1.2 10.2 10.2.1 10.2.2 10.2.3 10.3
	10.3.1 10.4 10.4.1 11 11.1 11.1.1 11.1.2 11.2 11.3 11.3.1 11.3.2 11.3.3
	11.3.4 11.3.5 11.3.6 11.4 11.4.1 11.4.2 12 12.1 12.1.1 12.1.2 12.1.3
	12.2 12.2.1 12.2.2 12.2.3 12.2.4 12.2.5 12.2.6 13 13.1 13.1.1 13.1.2
	13.1.3 13.2 13.3 13.3.1 14 14.1 14.2 14.3 14.4 15 15.1 15.2 15.2.1 16
	16.1 16.1.1 16.1.2 16.1.3 A B B.1 B.2 C D E`)

// aCitation is a list of rule numbers after an edition's name ("Goito
// 10.2.2, 10.3", "002 22.4") or a bare number, as goitoCites reads them.
var aCitation = regexp.MustCompile(`(Goito|00[012]) ([0-9A-E][\w·]*(?:\.[\w·]+)*(?:(?:, | and )\d+(?:\.\d+)+)*)|\b(\d+·\d+(?:\.\d+)*(?:\.[a-z])?|\d+(?:\.\d+)+)\b`)

var listSep = regexp.MustCompile(`, | and `)

// goitoMiscitations are the citations of text that a Goito game must
// not make: a bare number (002's), a Goito number that Goito 000 does
// not define, or a "002 N" that is no rule goitoRules knows.
func goitoMiscitations(text string) []string {
	known := map[string]bool{}
	for _, h := range goitoHeadings {
		known[h] = true
	}
	var bad []string
	for _, m := range aCitation.FindAllStringSubmatch(text, -1) {
		switch m[1] {
		case "Goito":
			for _, n := range listSep.Split(m[2], -1) {
				if !known[n] {
					bad = append(bad, "Goito "+n)
				}
			}
		case "002":
			for _, n := range listSep.Split(m[2], -1) {
				if _, ok := goitoRules[n]; !ok {
					bad = append(bad, "002 "+n)
				}
			}
		case "000", "001": // the two Goito texts named where they differ
		default:
			bad = append(bad, m[3])
		}
	}
	return bad
}

// Goito 1–16: a Goito game cites Goito's numbers — the ones 000 defines —
// in every event, detail line and refusal, from revision 3, over whole
// games of random play with wrong lines tried at every decision; "002 N"
// only where a text names 002's rule as 002's.
func TestGoitoGamesCiteOnlyGoitoRules(t *testing.T) {
	seeds := uint64(3)
	if testing.Short() {
		seeds = 1
	}
	bad := map[string]string{}
	for seed := uint64(1); seed <= seeds; seed++ {
		playRandomWatched(t, "goito1848", seed, func(line string, evs []adjudicator.Event, refusal error) {
			var texts []string
			if refusal != nil {
				texts = append(texts, refusal.Error())
			}
			for _, e := range evs {
				texts = append(texts, e.Text)
				texts = append(texts, e.Detail...)
			}
			for _, text := range texts {
				for _, c := range goitoMiscitations(text) {
					bad[c] = fmt.Sprintf("%q in %q (line %q)", c, text, line)
				}
			}
		})
	}
	var keys []string
	for k := range bad {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Errorf("cites no rule of Goito 000: %s", bad[k])
	}
}

// Goito 11.3, 12.1: revision 2 still cites 002's numbers in these events.
func TestGoitoMiscitationsOfRevision2(t *testing.T) {
	for _, rev := range []int{3, 2} {
		r := newRig(t, rigMap{rev: rev, edition: EditionGoito})
		got := r.s.goitoCites("x retreats from 0505 to 0506 (10.5); a reaction (11.1); night (22.4); (Goito 15.1)")
		want := map[int]string{
			3: "x retreats from 0505 to 0506 (Goito 11.3); a reaction (Goito 12.1); night (002 22.4); (Goito 15.1)",
			2: "x retreats from 0505 to 0506 (10.5); a reaction (11.1); night (22.4); (Goito 15.1)"}[rev]
		if got != want {
			t.Errorf("revision %d: %q, want %q", rev, got, want)
		}
	}
}

// notGameTexts are the files whose texts no Goito game shows: scenario
// checks, the vocabulary's notes, the Custoza scenarios' victory, the
// combat tables' checks, and the citation map itself.
// The advanced game's files too (the Bridge Train's among them): `rule advanced-game` is refused in a
// Goito scenario (validate.go), so no Goito game reaches their texts.
var notGameTexts = map[string]bool{"validate.go": true, "vocab.go": true, "goitocite.go": true,
	"victory.go": true, "combat/ratio.go": true, "combat/tables.go": true,
	"advanced.go": true, "advancedsequence.go": true, "collapse.go": true, "fatigue.go": true,
	"loc.go": true, "reserverecovery.go": true, "status.go": true, "entryswitch.go": true,
	"onmarch.go": true, "scouts.go": true, "marching.go": true, "ocmarch.go": true, "startonmarch.go": true,
	// `rule bridge-train` needs the advanced game (24.1.4)
	"pontoon.go": true, "pontoon_view.go": true, "ferry.go": true,
	// The Strategic Objectives: their lines are refused in a Goito
	// scenario (validatestrategic.go); exit's one refusal a Goito game
	// can meet cites through citeNoGoito.
	"strategic.go": true, "strategicconds.go": true, "strategicvictory.go": true, "viewstrategic.go": true,
	"validatestrategic.go": true, "arrivalif.go": true, "exit.go": true}

// citingCalls are the functions whose string arguments are already one
// edition's numbers, chosen by the edition (s.rule and its kin).
var citingCalls = map[string]bool{"rule": true, "ruleCited": true, "citeRule": true, "cite": true,
	"citeNoGoito": true, "entryRule": true, "citeAll": true}

// Goito 1–16: every text of the package and its combat rules that names a
// rule, rewritten as a Goito game of revision 3 cites it, names only
// Goito's rules (or "002 N" for those Goito does not have): the whole
// map of goitoRules, including the texts random play rarely reaches.
func TestGoitoCitationsOfEveryText(t *testing.T) {
	r := newRig(t, rigMap{rev: 3, edition: EditionGoito})
	files, _ := filepath.Glob("*.go")
	more, _ := filepath.Glob("combat/*.go")
	checked := 0
	for _, f := range append(files, more...) {
		if strings.HasSuffix(f, "_test.go") || notGameTexts[f] {
			continue
		}
		fs := token.NewFileSet()
		af, err := parser.ParseFile(fs, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		skip := map[*ast.BasicLit]bool{}
		ast.Inspect(af, func(n ast.Node) bool {
			if c, ok := n.(*ast.CallExpr); ok {
				if sel, ok := c.Fun.(*ast.SelectorExpr); ok && citingCalls[sel.Sel.Name] {
					for _, a := range c.Args {
						if bl, ok := a.(*ast.BasicLit); ok {
							skip[bl] = true
						}
					}
				}
			}
			bl, ok := n.(*ast.BasicLit)
			if !ok || bl.Kind != token.STRING || skip[bl] {
				return true
			}
			v, err := strconv.Unquote(bl.Value)
			if err != nil {
				return true
			}
			checked++
			if bad := goitoMiscitations(r.s.goitoCites(v)); len(bad) > 0 {
				t.Errorf("%s: %q cites %v in a Goito game", fs.Position(bl.Pos()), r.s.goitoCites(v), bad)
			}
			return true
		})
	}
	if checked < 500 {
		t.Fatalf("only %d texts checked", checked)
	}
}

// namesARule is a rule citation: a numbered rule of either rulebook, or
// a step of Goito's sequence of play (Goito A–E).
var namesARule = regexp.MustCompile(`\d+(?:\.\d+)+|\d+·\d+|Goito (?:\d+|[A-E]\b)|\(\d+\)`)

// Every refusal names the rule that forbids the line (issue 19): over
// random games of every shipped scenario at the latest revision, each
// line the rules refuse says which rule refuses it.
func TestEveryRefusalNamesItsRule(t *testing.T) {
	seeds := uint64(8)
	if testing.Short() {
		seeds = 1
	}
	uncited := map[string]string{}
	refusals := 0
	for _, id := range shippedScenarios {
		for seed := uint64(1); seed <= seeds; seed++ {
			playRandomWatched(t, id, seed, func(line string, _ []adjudicator.Event, refusal error) {
				if refusal != nil {
					refusals++
				}
				if refusal != nil && !namesARule.MatchString(refusal.Error()) {
					uncited[refusal.Error()] = fmt.Sprintf("%s: %q", id, line)
				}
			})
		}
	}
	var keys []string
	for k := range uncited {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Errorf("a refusal names no rule: %q (%s)", k, uncited[k])
	}
	t.Logf("%d refusals", refusals)
}

// 3·2.2, Goito B.2: a line for an enemy unit is refused with the rule
// from revision 3, in the edition's numbers; revisions 1 and 2 keep the
// words their games recorded.
func Test3_2_2_RefusalOfAnEnemyUnitNamesTheRule(t *testing.T) {
	for _, c := range []struct {
		rev     int
		edition string
		want    string
	}{
		{3, EditionCustoza, "ii1 is not one of your units: a player orders his own (3·2.2)"},
		{3, EditionGoito, "ii1 is not one of your units: a player orders his own (Goito B.2)"},
		{2, EditionGoito, "ii1 is not one of your units"},
		{1, EditionCustoza, "ii1 is not one of your units"},
	} {
		r := newRig(t, rigMap{rev: c.rev, edition: c.edition})
		r.put("afc1", "0509", "n")
		r.put("ai1", "0508", "n")
		r.put("ii1", "0505", "s")
		r.activate("k1")
		r.do("done declare")
		err := r.try("move ii1 to 0506")
		if err == nil || err.Error() != c.want {
			t.Errorf("revision %d %s: %v, want %q", c.rev, c.edition, err, c.want)
		}
	}
}

// 10.4 step 11, Goito 11.2 step 10: the advance after combat cites
// Goito's step in a Goito game from revision 3; revision 2 cites 002's.
func TestGoito11_2_AdvanceCitesGoitosStep(t *testing.T) {
	for _, rev := range []int{3, 2} {
		r := newRig(t, rigMap{rev: rev, edition: EditionGoito})
		got := r.s.goitoCites("ai1 advances into 0505 (10.4 step 11); losses (8.7, 10.4·8)")
		want := map[int]string{
			3: "ai1 advances into 0505 (Goito 11.2 step 10); losses (Goito 9.4.1, 11.2 step 8)",
			2: "ai1 advances into 0505 (10.4 step 11); losses (8.7, 10.4·8)"}[rev]
		if got != want {
			t.Errorf("revision %d: %q, want %q", rev, got, want)
		}
	}
}
