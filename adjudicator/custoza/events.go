package custoza

import (
	"fmt"
	"strings"

	"github.com/mincio/mincio/adjudicator"
)

// Events are told so that no side learns from them what the fog of war
// (7.1) hides (docs/fog-of-war-custoza.md). An event's text names forces
// and counters by reference (ref, refUnit); event() tells each side its
// own version: a force or counter the side may see (its own, face up, or
// face up when the step began: visibleTo) by its name, any other by what
// its counter's back shows ("a face-down infantry Force in 2714 (stacking
// value 3, formation div1)"). Die rolls are public (16.6: "the die roll
// is" visible), but a roll's purpose names a face-down counter only as
// such; a line of an event's detail that names a counter the side sees
// face down rests on values printed on it (SP, CV) and is withheld, with a
// note that says so. When both sides' versions are the same the event is
// one public event.

// Reference marks: a reference is refOpen ids refSep name refSep hex
// refOpen, where ids are unit ids joined by +.
const (
	refOpen = "\x01"
	refSep  = "\x02"
)

// ref is a force as an event's text names it, resolved per side by event.
func (s *State) ref(force []*Unit) string {
	if len(force) == 0 {
		return "(no units)"
	}
	return refOpen + strings.Join(unitIDs(force), "+") + refSep + seenName(force) + refSep + force[0].Hex.String() + refOpen
}

// seenName is a force as a side that sees it reads it in an event: its
// units, as orders name them, its type and its hex ("aosta5+aosta6 (inf
// in 2016)").
func seenName(force []*Unit) string {
	u := force[0]
	where := ""
	if u.On {
		where = " in " + u.Hex.String()
	}
	return fmt.Sprintf("%s (%s%s)", strings.Join(unitIDs(force), "+"), u.p.Type, where)
}

// refUnit is one counter as an event's text names it: a commander by his
// name, a unit by its id.
func (s *State) refUnit(u *Unit) string {
	name := u.ID
	if u.p.commander() {
		name = u.p.Name
	}
	return refOpen + u.ID + refSep + name + refSep + u.Hex.String() + refOpen
}

// event queues an event for the next Apply to return, in each side's
// version (above).
func (s *State) event(e adjudicator.Event) {
	if s.Op != nil && len(s.Op.Went) > 0 {
		s.tellWent(s.Op) // the hexes entered come first (movetell.go)
	}
	if s.b.untold {
		s.pending = append(s.pending, e)
		return
	}
	audience := e.To
	if len(audience) == 0 {
		audience = s.b.sides
	}
	var versions []adjudicator.Event
	for _, side := range audience {
		versions = append(versions, s.goitoEvent(s.fogEvent(e, side)))
	}
	if len(e.To) == 0 && len(versions) == 2 && sameEvent(versions[0], versions[1]) {
		versions[0].To = nil
		s.pending = append(s.pending, versions[0])
		return
	}
	for i, v := range versions {
		v.To = adjudicator.Only(audience[i])
		s.pending = append(s.pending, v)
	}
}

func sameEvent(a, b adjudicator.Event) bool {
	if a.Text != b.Text || len(a.Rolls) != len(b.Rolls) || len(a.Detail) != len(b.Detail) {
		return false
	}
	for i := range a.Rolls {
		if a.Rolls[i] != b.Rolls[i] {
			return false
		}
	}
	for i := range a.Detail {
		if a.Detail[i] != b.Detail[i] {
			return false
		}
	}
	return true
}

// fogEvent is side's version of e.
func (s *State) fogEvent(e adjudicator.Event, side adjudicator.Side) adjudicator.Event {
	hidden := s.hiddenIDs(side)
	out := adjudicator.Event{Code: e.Code, Text: redactIDs(s.expandRefs(e.Text, side), hidden)}
	for _, r := range e.Rolls {
		r.Purpose = redactIDs(s.expandRefs(r.Purpose, side), hidden)
		out.Rolls = append(out.Rolls, r)
	}
	withheld := 0
	for _, d := range e.Detail {
		d = s.expandRefs(d, side)
		if namesAny(d, hidden) {
			withheld++
			continue
		}
		out.Detail = append(out.Detail, d)
	}
	if withheld > 0 {
		out.Detail = append(out.Detail, fmt.Sprintf("(%d line(s) withheld: they rest on the values of counters you see face down, 7.1)", withheld))
	}
	return out
}

// hiddenIDs reports which ids are those of the enemy counters an event may
// not name to side. It looks at the counters the event names only, not at
// every counter of the battle: fogEvent runs for each side of each event.
func (s *State) hiddenIDs(side adjudicator.Side) func(id string) bool {
	return func(id string) bool {
		u := s.unit(id)
		return u != nil && u.p.Side != side && !s.visibleTo(u, side)
	}
}

// expandRefs resolves the references in text for side.
func (s *State) expandRefs(text string, side adjudicator.Side) string {
	if !strings.Contains(text, refOpen) {
		return text
	}
	var b strings.Builder
	parts := strings.Split(text, refOpen)
	for i, p := range parts {
		if i%2 == 0 {
			b.WriteString(p)
			continue
		}
		b.WriteString(s.resolveRef(p, side))
	}
	return b.String()
}

// resolveRef is one reference (ids, name, hex) as side sees it.
func (s *State) resolveRef(p string, side adjudicator.Side) string {
	f := strings.Split(p, refSep)
	if len(f) != 3 {
		return p
	}
	var units []*Unit
	for _, id := range strings.Split(f[0], "+") {
		if u := s.unit(id); u != nil {
			units = append(units, u)
		}
	}
	if len(units) == 0 {
		return f[1]
	}
	for _, u := range units {
		if !s.visibleTo(u, side) {
			return backOf(units, f[2], s.b.rev)
		}
	}
	return f[1]
}

// backOf is what the backs of units in hex show (7.1): type, stacking
// value and formation; a commander's, that he is one. A unit of no
// formation (a fortress's garrison, 22.3.1) shows none: under revision 2
// the words say so (revision 1 wrote "formation )").
func backOf(units []*Unit, hex string, rev int) string {
	u := units[0]
	if u.p.commander() {
		return "a face-down commander in " + hex
	}
	what := "Force"
	if len(units) == 1 {
		what = "counter"
	}
	if u.p.Formation == "" && rev >= 2 {
		return fmt.Sprintf("a face-down %s %s in %s (stacking value %d, no formation)", typeWord(u.p.Type), what, hex, sumSV(units))
	}
	return fmt.Sprintf("a face-down %s %s in %s (stacking value %d, formation %s)", typeWord(u.p.Type), what, hex, sumSV(units), u.p.Formation)
}

// describe names a force as side sees it now (for decisions, which read
// the state alone): by its force name when side owns it or sees it face
// up, else by what its counters' backs show.
func (s *State) describe(force []*Unit, side adjudicator.Side) string {
	if len(force) == 0 {
		return "nothing"
	}
	for _, u := range force {
		if u.p.Side != side && !s.faceUpTo(u, side) {
			return backOf(force, u.Hex.String(), s.b.rev)
		}
	}
	return s.forceName(force)
}

// typeWord is the unit type the back of a counter shows (7.1: "Unit Type
// (Infantry, Cavalry, Artillery)").
func typeWord(t string) string {
	switch t {
	case "inf", "linf":
		return "infantry"
	case "cav":
		return "cavalry"
	case "art", "hart":
		return "artillery"
	case "fc", "oc":
		return "commander"
	}
	return t
}

func joinWords(ws []string) string { return strings.Join(ws, ", ") }
