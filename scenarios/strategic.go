package scenarios

import "strconv"

// Strategic Objectives (Custoza 24.2, 26.2): each side secretly chooses
// one of its numbered objectives at the start; the side that alone
// achieves its objective at the end wins. Three [victory] keywords
// declare them; the rules system gives the condition kinds their meaning
// and validates them (docs/scenario-format.md, "Strategic Objectives").
//
//	strategic SIDE N KIND [HEX…] [key=value…]   one condition of objective N
//	strategic-change SIDE day=N                  SIDE may change once, GT 1 of day N
//	strategic-fixed SIDE N                       SIDE's objective is N, known to both

// Strategic is one condition of side's Strategic Objective Number; the
// objective is met when every one of its conditions is.
type Strategic struct {
	Side   string
	Number int
	Kind   string
	Hexes  []Hex
	Extra  []Rating
	Origin
}

// StrategicChange is "strategic-change SIDE day=N": the side may change
// its objective once, in the Command Phase of the first game turn of the
// scenario's N-th day (24.2).
type StrategicChange struct {
	Side string
	Day  int
	Origin
}

// StrategicFixed is "strategic-fixed SIDE N": the side does not choose;
// its objective is N and both sides know it (28.2).
type StrategicFixed struct {
	Side   string
	Number int
	Origin
}

const (
	strategicUsage = `strategic SIDE N KIND [HEX…] [key=value…] (N the objective's number, 1-9; KIND a condition kind of the rules system)`
	changeUsage    = `strategic-change SIDE day=N (the side may change its objective once, in the Command Phase of GT 1 of the scenario's day N)`
	fixedUsage     = `strategic-fixed SIDE N (the side's objective is N, chosen by the rules, not by the player)`
)

func (p *parser) strategicLine(l *line) {
	if !p.want(l, 3, -1, strategicUsage) {
		return
	}
	st := &Strategic{Side: p.sideRef(l, l.Words[1].Text)}
	st.Number = p.objectiveNumber(l, l.Words[2], strategicUsage)
	st.Kind = p.lowerID(l, l.Words[3].Text, "condition kind")
	i := 4
	for ; i < len(l.Words) && !l.Words[i].Quoted && isHexWord(l.Words[i].Text); i++ {
	}
	st.Hexes = p.hexList(l, l.Words[4:i])
	st.Extra = p.ratings(l, l.Words[i:], false)
	st.Origin = p.origin(l)
	p.s.Strategics = append(p.s.Strategics, st)
}

func (p *parser) strategicChangeLine(l *line) {
	if !p.want(l, 2, 2, changeUsage) {
		return
	}
	c := &StrategicChange{Side: p.sideRef(l, l.Words[1].Text)}
	kv, ok := p.keyValues(l, l.Words[2:], "day")
	if !ok {
		return
	}
	n, good := atoi(kv["day"])
	if !good || n < 2 {
		p.errf(l.Num, "strategic-change day=%s: want the day's number, 2 or more (day 1 is the scenario's first day); %s", kv["day"], changeUsage)
		return
	}
	c.Day = n
	p.first(l, "strategic-change", c.Side, "strategic-change "+c.Side)
	c.Origin = p.origin(l)
	p.s.StrategicChanges = append(p.s.StrategicChanges, c)
}

func (p *parser) strategicFixedLine(l *line) {
	if !p.want(l, 2, 2, fixedUsage) {
		return
	}
	f := &StrategicFixed{Side: p.sideRef(l, l.Words[1].Text)}
	f.Number = p.objectiveNumber(l, l.Words[2], fixedUsage)
	p.first(l, "strategic-fixed", f.Side, "strategic-fixed "+f.Side)
	f.Origin = p.origin(l)
	p.s.StrategicFixed = append(p.s.StrategicFixed, f)
}

// objectiveNumber reads an objective's number, 1 to 9.
func (p *parser) objectiveNumber(l *line, w token, usage string) int {
	n, ok := atoi(w.Text)
	if !ok || w.Quoted || n < 1 || n > 9 {
		p.errf(l.Num, "objective number %q: want 1 to 9; %s", w.Text, usage)
		return 0
	}
	return n
}

// StrategicOf lists the conditions of side's objective n, in file order.
func (s *Scenario) StrategicOf(side string, n int) []*Strategic {
	var out []*Strategic
	for _, st := range s.Strategics {
		if st.Side == side && st.Number == n {
			out = append(out, st)
		}
	}
	return out
}

// StrategicNumbers lists side's objective numbers, ascending.
func (s *Scenario) StrategicNumbers(side string) []int {
	var seen [10]bool
	for _, st := range s.Strategics {
		if st.Side == side && st.Number >= 1 && st.Number <= 9 {
			seen[st.Number] = true
		}
	}
	var out []int
	for n, ok := range seen {
		if ok {
			out = append(out, n)
		}
	}
	return out
}

func (s *Scenario) formatStrategic(w *writer) {
	for _, st := range s.Strategics {
		w.line(&st.Origin, "strategic", st.Side, strconv.Itoa(st.Number), st.Kind, hexWords(st.Hexes), ratings(st.Extra))
	}
	for _, c := range s.StrategicChanges {
		w.line(&c.Origin, "strategic-change", c.Side, "day="+strconv.Itoa(c.Day))
	}
	for _, f := range s.StrategicFixed {
		w.line(&f.Origin, "strategic-fixed", f.Side, strconv.Itoa(f.Number))
	}
}
