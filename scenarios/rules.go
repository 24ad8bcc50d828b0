package scenarios

// Rule is a [rules] line: a special rule switch or an option.
//
//	rule NAME [VALUE]            a switch the rules system reads
//	option NAME "description"    a choice a player may take (reinforcements name it)
type Rule struct {
	Name   string
	Value  string // rule: "" for a bare switch; option: the description
	Option bool
	Origin
}

func (p *parser) ruleLine(l *line) {
	kw := l.Keyword()
	if kw != "rule" && kw != "option" {
		p.errf(l.Num, "unknown [rules] keyword %q (want rule or option)", l.Words[0].Text)
		return
	}
	usage := "rule NAME [VALUE]"
	if kw == "option" {
		usage = `option NAME "description"`
	}
	if !p.want(l, 1, 2, usage) {
		return
	}
	name := p.lowerID(l, l.Words[1].Text, kw+" name")
	r := &Rule{Name: name, Option: kw == "option"}
	if len(l.Words) == 3 {
		r.Value = l.Words[2].Text
	}
	if r.Option && (len(l.Words) != 3 || !l.Words[2].Quoted) {
		p.errf(l.Num, "want: %s", usage)
	}
	p.first(l, "rule", name, kw+" "+name)
	r.Origin = p.origin(l)
	p.s.Rules = append(p.s.Rules, r)
}

// Rule returns the value of a rule switch; ok is false when the scenario
// does not set it.
func (s *Scenario) Rule(name string) (value string, ok bool) {
	for _, r := range s.Rules {
		if r.Name == name && !r.Option {
			return r.Value, true
		}
	}
	return "", false
}

// Option returns the option with the given name.
func (s *Scenario) Option(name string) (*Rule, bool) {
	for _, r := range s.Rules {
		if r.Name == name && r.Option {
			return r, true
		}
	}
	return nil, false
}
