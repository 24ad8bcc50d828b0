package scenarios

// Objective is "objective HEX… [name="…"] [vp=N] [side=SIDE] [key=value…]":
// victory hexes. side is the side that scores them ("" for either).
type Objective struct {
	Hexes []Hex
	Name  string
	VP    int
	Side  string
	Extra []Rating
	Origin
}

// Condition is "condition SIDE|all NAME "text" [HEX…] [key=value…]": one
// victory condition, in words the rules system and the players read,
// with the hexes it names.
type Condition struct {
	Side  string // a side id, or "all"
	Name  string
	Text  string
	Hexes []Hex
	Extra []Rating
	Origin
}

func (p *parser) victoryLine(l *line) {
	switch l.Keyword() {
	case "objective":
		p.objectiveLine(l)
	case "condition":
		p.conditionLine(l)
	case "strategic":
		p.strategicLine(l)
	case "strategic-change":
		p.strategicChangeLine(l)
	case "strategic-fixed":
		p.strategicFixedLine(l)
	default:
		p.errf(l.Num, "unknown [victory] keyword %q (want objective, condition, strategic, strategic-change or strategic-fixed)", l.Words[0].Text)
	}
}

func (p *parser) objectiveLine(l *line) {
	if !p.want(l, 1, -1, `objective HEX… [name="Name"] [vp=N] [side=SIDE] [key=value…]`) {
		return
	}
	o := &Objective{}
	i := 1
	for ; i < len(l.Words) && isHexWord(l.Words[i].Text); i++ {
	}
	o.Hexes = p.hexList(l, l.Words[1:i])
	if len(o.Hexes) == 0 {
		p.errf(l.Num, "objective: want at least one hex")
	}
	for _, r := range p.ratings(l, l.Words[i:], false) {
		switch r.Key {
		case "name":
			o.Name = r.Value
		case "vp":
			n, ok := atoi(r.Value)
			if !ok {
				p.errf(l.Num, "vp=%s: want a whole number", r.Value)
			}
			o.VP = n
		case "side":
			o.Side = p.sideRef(l, r.Value)
		default:
			o.Extra = append(o.Extra, r)
		}
	}
	o.Origin = p.origin(l)
	p.s.Objectives = append(p.s.Objectives, o)
}

func (p *parser) conditionLine(l *line) {
	const usage = `condition SIDE|all NAME "text" [HEX…] [key=value…]`
	if !p.want(l, 3, -1, usage) || !l.Words[3].Quoted {
		if len(l.Words) >= 4 {
			p.errf(l.Num, "want: %s", usage)
		}
		return
	}
	c := &Condition{Side: l.Words[1].Text, Name: p.lowerID(l, l.Words[2].Text, "condition name"), Text: l.Words[3].Text}
	if c.Side != "all" {
		p.sideRef(l, c.Side)
	}
	i := 4
	for ; i < len(l.Words) && isHexWord(l.Words[i].Text); i++ {
	}
	c.Hexes = p.hexList(l, l.Words[4:i])
	c.Extra = p.ratings(l, l.Words[i:], false)
	p.first(l, "condition", c.Side+" "+c.Name, "condition "+c.Side+" "+c.Name)
	c.Origin = p.origin(l)
	p.s.Conditions = append(p.s.Conditions, c)
}
