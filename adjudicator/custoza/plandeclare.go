package custoza

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator/hexmap"
)

// What the planner declares (6.1): an Assault or a Charge on an enemy hex
// its Forces can reach when the strength it can bring is enough against
// what the enemy shows there — the SP of counters it sees face up, a guess
// (the stand-in's) for the face-down ones — more readily on an objective
// hex, and more readily the bolder the plan. Every Force that can reach the
// hex from the same marker hex is named for it, the strongest first, until
// the odds are met.

// attackThreshold is the strength ratio the plan wants, by boldness.
var attackThreshold = [3]float64{1.6, 1.2, 0.8}

// declCand is one Force that could attack a target from a marker hex.
type declCand struct {
	force  []*Unit
	target hexmap.Hex
	from   hexmap.Hex
	charge bool
}

// declareLine is the next declaration of the activation, or `done
// declare`.
func (p *planner) declareLine() string {
	s := p.S
	if p.declOptions == nil {
		// once an activation: the markers placed since only take
		// candidates away (their Forces are named, the limit nears)
		p.declOptions = p.declarable()
	}
	var cands []declCand
	for _, line := range p.declOptions {
		if slices.Contains(p.refusedDecl, line) {
			continue
		}
		o, le := parseLine(line)
		if le != nil || len(o.forces) != 1 {
			continue
		}
		force, err := s.actingForce(o.forces[0])
		if err != nil || s.namedForMarker(force) {
			continue
		}
		cands = append(cands, declCand{force: force, target: o.target, from: o.from, charge: o.charge})
	}
	best, bestScore := -1, 0.0
	for i, c := range cands {
		att := 0
		for _, o := range cands {
			if o.target == c.target && o.charge == c.charge {
				att += forceSP(o.force)
			}
		}
		def := max(1, forceSP(s.combatAt(c.target)))
		score := float64(att) / float64(def)
		if slices.Contains(s.planGoals(p.me), c.target) {
			score *= 1.3
		}
		if p.alone(c.target) {
			score *= 2 // artillery alone is eliminated (10.6.1)
		}
		if score >= attackThreshold[p.bold] && (best < 0 || score > bestScore) {
			best, bestScore = i, score
		}
	}
	if best < 0 {
		return "done declare"
	}
	c := cands[best]
	named := []string{forceRefOf(c.force)}
	sum := forceSP(c.force)
	need := attackThreshold[p.bold] * float64(max(1, forceSP(s.combatAt(c.target))))
	for _, o := range cands {
		if float64(sum) >= need*1.3 || o.target != c.target || o.charge != c.charge || sameForce(o.force, c.force) {
			continue
		}
		if !s.cannotAttack(o.force, Marker{Hex: c.from, Target: c.target, Charge: c.charge}) {
			named = append(named, forceRefOf(o.force))
			sum += forceSP(o.force)
		}
	}
	line := fmt.Sprintf("declare %s %s from %s by %s", markerVerb(c.charge), c.target, c.from, strings.Join(named, " and "))
	if !p.declarationWorks(line) {
		// the line as the options gave it, which the plan skips if refused
		line = fmt.Sprintf("declare %s %s from %s by %s", markerVerb(c.charge), c.target, c.from, named[0])
	}
	return line
}

func (p *planner) declarationWorks(line string) bool { return p.S.declarationWorks(line) }

// namedForMarker reports whether force is already named for a marker.
func (s *State) namedForMarker(force []*Unit) bool {
	for _, m := range s.Markers {
		if slices.Contains(m.Forces, force[0].ID) {
			return true
		}
	}
	return false
}

// alone reports whether target holds enemy artillery alone (10.6.1).
func (p *planner) alone(target hexmap.Hex) bool {
	us := p.S.combatAt(target)
	for _, u := range us {
		if !u.p.art() {
			return false
		}
	}
	return len(us) > 0
}

func forceSP(us []*Unit) int {
	n := 0
	for _, u := range us {
		if !u.p.art() {
			n += u.sp()
		}
	}
	return n
}

func sameForce(a, b []*Unit) bool { return len(a) > 0 && len(b) > 0 && a[0].ID == b[0].ID }

// declarable lists declarations the active Formation's Forces could make
// (6.1, 6.3): for each Force, one search of the hexes it can reach where
// any hex next to an enemy could hold its marker (7.5: a Force enters an
// enemy ZoR only there, and goes no further), and for each enemy hex next
// to one of them, the first such marker hex. They are candidates: the
// line the plan chooses is tried under the rules before it is written.
func (p *planner) declarable() []string {
	s := p.S
	fs := s.b.forms[s.Active]
	if !s.b.period(s.Turn).AttacksAllowed() || len(s.Markers) >= s.b.markerLimit(fs, s.inOCRange(fs)) {
		return []string{}
	}
	c := s.Clone().(*State)
	for _, e := range c.onMap() {
		if e.p.Side == p.me || e.p.commander() {
			continue
		}
		for _, m := range c.b.grid.Neighbors(e.Hex) {
			if c.b.on(m) && c.sideAt(m) != s.b.enemy(p.me) && c.markerAt(m) < 0 {
				c.Markers = append(c.Markers, Marker{Hex: m, Target: e.Hex})
			}
		}
	}
	out := []string{}
	for _, force := range c.actingForces() {
		u := force[0]
		if !u.On || u.p.art() || u.Square || (u.p.cav() && u.Exhausted != 0) {
			continue
		}
		reach := c.b.grid.Paths(u.Hex, c.moveMA(force), c.costFunc(force, false, true),
			hexmap.PathOptions{MinimumMove: true, Stop: func(h hexmap.Hex) bool { return c.inEZoR(p.me, h) }})
		seen := map[hexmap.Hex]bool{}
		for _, m := range append([]hexmap.Hex{u.Hex}, reach.Hexes()...) {
			for _, t := range c.sortedNeighbors(m) {
				if seen[t] || c.sideAt(t) != s.b.enemy(p.me) || c.sideAt(m) == s.b.enemy(p.me) {
					continue
				}
				seen[t] = true
				out = append(out, fmt.Sprintf("declare %s %s from %s by %s", markerVerb(u.p.cav()), t, m, forceRefOf(force)))
			}
		}
	}
	return out
}
