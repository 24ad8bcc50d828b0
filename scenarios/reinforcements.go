package scenarios

// Reinforcement is one [reinforcements] line:
//
//	arrive ID… turn N at HEX|ENTRY… [option NAME] [if "text"] [with STATUS…] [note "text"]
//
// The counters enter on turn N (the earliest turn, when a condition
// applies) at any one of the listed hexes or named entries. option names
// an [rules] option the player must take; if is a condition the rules
// system reads.
type Reinforcement struct {
	Counters []string
	Turn     int
	Hexes    []Hex    // entry hexes given as XXYY
	Entries  []string // named entries of the map
	Option   string
	If       string
	Status   []Rating
	Note     string
	Origin
}

func (p *parser) reinforcementLine(l *line) {
	if l.Keyword() != "arrive" {
		p.errf(l.Num, "unknown [reinforcements] keyword %q (want arrive)", l.Words[0].Text)
		return
	}
	ids, rest := splitIDs(l.Words[1:], "turn")
	if len(ids) == 0 || len(rest) == 0 {
		p.errf(l.Num, `want: arrive ID… turn N at HEX|ENTRY… [option NAME] [if "text"] [with STATUS…] [note "text"]`)
		return
	}
	r := &Reinforcement{Counters: ids}
	// "at" takes hexes and entry names here, so it is read apart from
	// the other clauses.
	at := -1
	for i, w := range rest {
		if !w.Quoted && w.Text == "at" {
			at = i
			break
		}
	}
	others := rest
	if at < 0 {
		p.errf(l.Num, "arrive: missing at HEX|ENTRY…")
	} else {
		n := p.arriveAt(l, r, rest[at+1:])
		others = append(append([]token(nil), rest[:at]...), rest[at+1+n:]...)
	}
	c := p.parseClauses(l, others, "turn", "option", "if", "with", "note")
	if !c.hasTur {
		p.errf(l.Num, "arrive: missing turn N")
	}
	r.Turn, r.Option, r.If, r.Status, r.Note = c.turn, c.option, c.cond, c.status, c.note
	r.Origin = p.origin(l)
	p.s.Reinforcements = append(p.s.Reinforcements, r)
}

// arriveAt reads the hexes and entry names after "at" and returns how
// many words it took.
func (p *parser) arriveAt(l *line, r *Reinforcement, args []token) int {
	n := 0
	for ; n < len(args) && !args[n].Quoted; n++ {
		w := args[n].Text
		switch {
		case isHexWord(w):
			h, _ := ParseHex(w)
			r.Hexes = append(r.Hexes, h)
		case contains([]string{"turn", "option", "if", "with", "note"}, w):
			return p.atCount(l, r, n)
		case isLowerID(w):
			r.Entries = append(r.Entries, w)
		default:
			p.errf(l.Num, "at %q: want a four-digit hex or an entry name", w)
		}
	}
	return p.atCount(l, r, n)
}

func (p *parser) atCount(l *line, r *Reinforcement, n int) int {
	if n == 0 {
		p.errf(l.Num, "at needs at least one hex or entry name")
	}
	return n
}
