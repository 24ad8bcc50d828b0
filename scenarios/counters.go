package scenarios

import (
	"strconv"
	"strings"
)

// Formation is "formation ID "Name" side=S commander=ID|none [parent=ID]
// [key=value…]": a group of units under one commander.
type Formation struct {
	ID, Name, Side string
	Commander      string // a leader's counter id, or "none" when the rules give it none
	Parent         string // an enclosing formation, "" if none
	Extra          []Rating
	Origin
}

// Counter is a unit ("counter …") or a leader ("leader …").
type Counter struct {
	ID        string // short and unique in the scenario
	Name      string // as on the counter
	Side      string
	Type      string // inf, cav, art, leader …: the rules system's word
	Formation string // "" if none
	Size      int    // stacking value; 0 when not given
	Leader    bool
	Ratings   []Rating // front side, in file order
	Reduced   []Rating // reduced (back) side after "|", nil if none
	Origin
}

// Rating returns the front-side value of key.
func (c *Counter) Rating(key string) (string, bool) { return ratingValue(c.Ratings, key) }

// Int returns the front-side value of key as a whole number.
func (c *Counter) Int(key string) (int, bool) {
	v, ok := c.Rating(key)
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(v)
	return n, err == nil
}

// Counter returns the counter with the given id.
func (s *Scenario) Counter(id string) (*Counter, bool) {
	for _, c := range s.Counters {
		if c.ID == id {
			return c, true
		}
	}
	return nil, false
}

// Formation returns the formation with the given id.
func (s *Scenario) Formation(id string) (*Formation, bool) {
	for _, f := range s.Formations {
		if f.ID == id {
			return f, true
		}
	}
	return nil, false
}

// reserved words may not be counter or formation ids: they are keywords
// of set-up and reinforcement lines.
var reserved = []string{"at", "within", "of", "or", "with", "turn", "anywhere", "columns", "note", "none", "all"}

func (p *parser) counterLine(l *line) {
	switch l.Keyword() {
	case "formation":
		p.formationLine(l)
	case "counter", "leader":
		p.unitLine(l)
	default:
		p.errf(l.Num, "unknown [counters] keyword %q (want formation, counter or leader)", l.Words[0].Text)
	}
}

// unitID checks a counter or formation id and that it is new.
func (p *parser) unitID(l *line, id string) string {
	if !isUnitID(id) {
		p.errf(l.Num, "id %q: want letters, digits, ., - or _, starting with a letter or digit, not four digits and not a keyword", id)
		return id
	}
	key := strings.ToLower(id)
	if prev, dup := p.ids[key]; dup {
		p.errf(l.Num, "id %s repeated (first at line %d)", id, prev)
		return id
	}
	p.ids[key] = l.Num
	return id
}

func isUnitID(s string) bool {
	if s == "" || len(s) > 32 || isHexWord(s) || contains(reserved, strings.ToLower(s)) {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		alnum := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
		if !alnum && (i == 0 || c != '.' && c != '-' && c != '_') {
			return false
		}
	}
	return true
}

// formationLine: formation ID "Name" side=S commander=ID|none [parent=ID] [key=value…]
func (p *parser) formationLine(l *line) {
	if !p.want(l, 3, -1, `formation ID "Name" side=SIDE commander=LEADER|none [parent=FORMATION] [key=value…]`) {
		return
	}
	f := &Formation{ID: p.unitID(l, l.Words[1].Text), Name: p.quoted(l, 2, "formation name")}
	for _, r := range p.ratings(l, l.Words[3:], false) {
		switch r.Key {
		case "side":
			f.Side = p.sideRef(l, r.Value)
		case "commander":
			f.Commander = r.Value
		case "parent":
			f.Parent = r.Value
		default:
			f.Extra = append(f.Extra, r)
		}
	}
	if f.Side == "" {
		p.errf(l.Num, "formation %s: missing side=SIDE", f.ID)
	}
	f.Origin = p.origin(l)
	p.s.Formations = append(p.s.Formations, f)
}

// unitLine: counter|leader ID "Name" side=S type=T [formation=F] [size=N] key=value… [| key=value…]
func (p *parser) unitLine(l *line) {
	kw := l.Keyword()
	if !p.want(l, 3, -1, kw+` ID "Name" side=SIDE type=TYPE [formation=F] [size=N] rating=value… [| reduced rating=value…]`) {
		return
	}
	c := &Counter{ID: p.unitID(l, l.Words[1].Text), Name: p.quoted(l, 2, kw+" name"), Leader: kw == "leader"}
	front, back, hasBack := splitBar(l.Words[3:])
	for _, r := range p.ratings(l, front, false) {
		p.counterKey(l, c, r)
	}
	if hasBack {
		c.Reduced = p.ratings(l, back, false)
		if len(c.Reduced) == 0 {
			p.errf(l.Num, "%s %s: nothing after | (the reduced side's ratings)", kw, c.ID)
		}
	}
	if c.Leader && c.Type == "" {
		c.Type = "leader"
	}
	if c.Side == "" || c.Type == "" {
		p.errf(l.Num, "%s %s: needs side=SIDE and type=TYPE", kw, c.ID)
	}
	c.Origin = p.origin(l)
	p.s.Counters = append(p.s.Counters, c)
}

func (p *parser) counterKey(l *line, c *Counter, r Rating) {
	switch r.Key {
	case "side":
		c.Side = p.sideRef(l, r.Value)
	case "type":
		c.Type = p.lowerID(l, r.Value, "type")
	case "formation":
		c.Formation = r.Value
	case "size":
		n, ok := atoi(r.Value)
		if !ok {
			p.errf(l.Num, "size=%s: want a whole number", r.Value)
		}
		c.Size = n
	default:
		c.Ratings = append(c.Ratings, r)
	}
}

// splitBar splits words at a lone "|".
func splitBar(words []token) (front, back []token, found bool) {
	for i, w := range words {
		if w.Text == "|" && !w.Quoted {
			return words[:i], words[i+1:], true
		}
	}
	return words, nil, false
}
