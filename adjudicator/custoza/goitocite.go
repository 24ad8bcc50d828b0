package custoza

import (
	"errors"
	"regexp"
	"strconv"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
)

// goitoRules maps the rule numbers of 002 that the events, details and
// refusals cite bare to the Goito 1848 rule (000) that says the same;
// "" where Goito has no such rule, so that a Goito game cites it as
// "002 N" (docs/rules-coverage-custoza.md, "Goito's numbers"). A number
// whose Goito rule depends on what is said is cited through s.rule at
// its site instead (6.2, 8.3, 11.5.4.1).
var goitoRules = map[string]string{
	"2.4.2.3": "2.2.1", "2.7": "3.1.1", "2.8": "2.3", "2.9": "6.3.1",
	"3·1": "A", "3·2.1": "B.1", "3·2.2": "B.2", "3·2.2.b": "B.2 b", "3·2.2.c": "B.2 c", "3·3": "C", "3·4": "D", "3·5": "E",
	"4.1": "5.1", "4.1.1": "D", "4.2": "5.2", "4.3": "",
	"5.1": "6.1", "5.1.1": "6.1.3", "5.2": "6.2", "5.2.1": "6.2.1",
	"6.1": "7.1", "6.3": "7.1.3", "6.4": "7.1.4", "6.5": "7.1.5", "6.6": "7.2",
	"7.1": "8.7", "7.2": "8", "7.3": "14.1", "7.4": "8.1", "7.5": "3.1.2", "7.6": "8.2",
	"7.7": "8.6", "7.8": "8.3", "7.8.1": "8.3.2", "7.8.2": "8.3.3", "7.8.3": "8.3.6",
	"7.9": "8.4", "7.10": "8.5",
	"8.1": "9.1.1", "8.2": "9.1", "8.2.1": "9.1.1", "8.3": "9", "8.4": "9.2", "8.6": "9.3", "8.7": "9.4.1", "8.8": "9.4.3", "8.9": "9.4.4",
	"9.1": "10.1", "9.2": "10.1.1", "9.3": "10.1.2", "9.4": "10.2", "9.4.1": "10.2.1",
	"9.5": "10.2.2", "9.6": "10.3", "9.6.1": "10.3.1", "9.7": "10.4.1",
	"10.1": "11.1", "10.2": "11.1.1", "10.3": "11.1.2", "10.4": "11.2",
	"10.5": "11.3", "10.5.1": "11.3.1", "10.5.2": "11.3.2", "10.5.3": "11.3.3",
	"10.5.4": "11.3.4", "10.5.5": "11.3.5", "10.6": "11.4", "10.6.1": "11.4.1",
	"11.1": "12.1", "11.3": "12.1.2", "11.4": "12.1.3", "11.5": "12.2", "11.5.1": "12.2.1",
	"11.5.2": "12.2.2", "11.5.3": "12.2.3", "11.5.4": "12.2.5", "11.5.5": "12.2.6",
	"11.5.6": "8.3.6",
	"12.1":   "8.8.2", "12.3": "8.8",
	"13.1": "13", "13.2": "13.1", "13.2.1": "13.1.1", "13.3": "13.1.2", "13.4": "13.1.3", "13.5": "13.2", "13.6": "13.3", "13.6.1": "13.3",
	"13.6.2": "13.3.1",
	"21.3":   "15.1", "21.4": "15.1",
	"18.4": "", "19.3": "", "22.1": "", "22.1.1": "", "22.2.1": "", "22.2.2": "", "22.3": "", "22.3.2": "", "22.3.3": "", "22.3.4": "", "22.3.5": "", "22.4": "",
	"26.1.3": "",
	// Goito's own rules, cited bare by events only a Goito game has (the
	// II Corps); 002's advanced 16 is not played.
	"16.1": "16.1", "16.1.1": "16.1.1", "16.1.3": "16.1.3",
}

// citedNumber is a rule number in a text: a list of them after an
// edition's name ("Goito 10.2.2, 10.3", "002 22.4", "001 10.4.1"),
// which says whose numbers they are, or a bare number of 002, not part of
// a longer number or a hex; "10.4 step N" is a number of its own.
var citedNumber = regexp.MustCompile(`(?:Goito|00[012]) [0-9A-E][\w·]*(?:\.[\w·]+)*(?:(?:, | and )\d+(?:\.\d+)+)*|\b(?:10\.4(?: step |·)\d+|\d+·\d+(?:\.\d+)*(?:\.[a-z])?|\d+(?:\.\d+)+)\b`)

// citesRevision is the Custoza revision from which a Goito game cites
// Goito's numbers in every event, detail and refusal, and every refusal
// names its rule (issue 19). It is 3, not 2: revision 2's games are
// recorded (saves/testdata/golden/rev2-*) with 002's numbers in their
// events and refusals.
const citesRevision = 3

// citesAll says the game cites its edition's rules everywhere
// (citesRevision).
func (s *State) citesAll() bool { return s.b.rev >= citesRevision }

// goitoCites rewrites the 002 numbers a text cites into Goito's, in a
// Goito game from citesRevision (earlier Goito games cited 002's
// numbers in most events and refusals while the combat details cited
// 000's). Numbers after an edition's name stay as they are.
func (s *State) goitoCites(text string) string {
	if !s.citesAll() || s.b.ed != combat.Goito {
		return text
	}
	if out, ok := s.b.memo.cites.Load(text); ok {
		return out.(string)
	}
	out := goitoNumbers(text)
	s.b.memo.cites.Store(text, out)
	return out
}

// goitoNumbers is goitoCites' rewriting.
func goitoNumbers(text string) string {
	out := citedNumber.ReplaceAllStringFunc(text, func(m string) string {
		if m[0] < '0' || m[0] > '9' {
			return m
		}
		if step, ok := strings.CutPrefix(m, "10.4 step "); ok {
			return "Goito 11.2 step " + assaultStep(step)
		}
		if step, ok := strings.CutPrefix(m, "10.4·"); ok {
			return "Goito 11.2 step " + assaultStep(step)
		}
		g, ok := goitoRules[m]
		switch {
		case !ok:
			return m
		case g == "":
			return "002 " + m
		}
		return "Goito " + g
	})
	for { // "Goito 16.1, Goito 16.1.3" is "Goito 16.1, 16.1.3"
		again := goitoList.ReplaceAllString(out, "$1, ")
		if again == out {
			return out
		}
		out = again
	}
}

// goitoList is a Goito citation followed by another.
var goitoList = regexp.MustCompile(`(Goito [0-9A-E][\w.·]*(?:, \d[\d.]*)*), Goito `)

// citeRule is s.rule from citesRevision, 002's number before: for the
// citations whose Goito rule depends on what they say (goitoRules).
func (s *State) citeRule(custoza, goito string) string {
	if !s.citesAll() {
		return custoza
	}
	return s.rule(custoza, goito)
}

// citeAll completes words that named no rule with why and the rule that
// refuses the line, from citesRevision (every refusal names its rule);
// earlier games keep the words they recorded.
func (s *State) citeAll(words, why, custoza, goito string) string {
	if !s.citesAll() {
		return words
	}
	return words + why + " (" + s.rule(custoza, goito) + ")"
}

// citeNoGoito is rule n of 002, which Goito has no rule for: "002 n" in
// a Goito game from citesRevision.
func (s *State) citeNoGoito(n string) string {
	if s.citesAll() && s.b.ed == combat.Goito {
		return "002 " + n
	}
	return n
}

// entryRule cites the entry of reinforcements: "Goito 15.1, 21…" in
// every game before citesRevision, then the edition's own (002 21…,
// Goito 15.1).
func (s *State) entryRule(custoza string) string {
	if !s.citesAll() {
		return "Goito 15.1, " + custoza
	}
	return s.rule(custoza, "15.1")
}

// goitoRefusal is a refusal in Goito's numbers (goitoCites); an
// adjudicator.Refusal keeps its code.
func (s *State) goitoRefusal(err error) error {
	if err == nil {
		return nil
	}
	t := s.goitoCites(err.Error())
	if t == err.Error() {
		return err
	}
	if r := adjudicator.RefusalOf(err); r != nil {
		return &adjudicator.Refusal{Rule: s.goitoCites(r.Rule), Code: r.Code, Msg: t}
	}
	return errors.New(t)
}

// goitoEvent is an event whose text and details cite Goito's numbers
// (goitoCites).
func (s *State) goitoEvent(e adjudicator.Event) adjudicator.Event {
	if !s.citesAll() || s.b.ed != combat.Goito {
		return e
	}
	e.Text = s.goitoCites(e.Text)
	if len(e.Detail) > 0 {
		detail := make([]string, len(e.Detail))
		for i, d := range e.Detail {
			detail[i] = s.goitoCites(d)
		}
		e.Detail = detail
	}
	return e
}

// assaultStep is the step of Goito 11.2 that is step n of 002 10.4: the
// same up to 8; 002's 9 (an Uncertain result) is part of Goito's 8, and
// 002's 10–12 are Goito's 9–11.
func assaultStep(n string) string {
	i, err := strconv.Atoi(n)
	switch {
	case err != nil || i <= 8:
		return n
	case i == 9:
		return "8"
	}
	return strconv.Itoa(i - 1)
}
