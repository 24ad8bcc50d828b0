package custoza

import (
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Pending implements adjudicator.State: one decision at a time, with a
// sample of legal answers as exact order lines.
func (s *State) Pending() []adjudicator.Decision { return s.decisions(true) }

// Brief implements adjudicator.Briefer: Pending without Options, whose
// samples are path searches.
func (s *State) Brief() []adjudicator.Decision {
	ds := s.decisions(false)
	for i := range ds {
		ds[i].Options = nil
	}
	return ds
}

func defaultLine(text, kind string) *adjudicator.Line {
	return &adjudicator.Line{Pos: adjudicator.Pos{File: "default"}, Text: text, Kind: kind}
}

// sampleForces bounds the forces that get sample options.
const sampleForces = 8

func (s *State) decisions(full bool) []adjudicator.Decision {
	if s.Over != nil {
		return nil
	}
	if len(s.Asks) > 0 {
		return []adjudicator.Decision{s.askDecision(full)}
	}
	if len(s.Reacts) > 0 {
		d := s.reactionDecision()
		if full {
			force := s.units(s.Reacts[0].Units)
			for _, c := range s.reactionChoices(s.Reacts[0]) {
				if c == "face DIR" {
					c = "face " + force[0].Facing.String()
				}
				d.Options = append(d.Options, "react "+forceRefOf(force)+" "+c)
			}
		}
		return []adjudicator.Decision{d}
	}
	d := adjudicator.Decision{Side: s.Side, Kind: s.Stage}
	switch s.Stage {
	case stSetup:
		d = s.setupDecision(full)
	case stStrategic, stStrategicChange:
		d = s.strategicDecision(s.Stage == stStrategicChange)
	case stStart:
		d.Kind, d.Accepts = kTurnStart, []string{kTurnStart}
		d.Prompt = fmt.Sprintf("%s begins: the initiative (3·1)", s.b.turnLabel(s.Turn))
		d.Default = defaultLine("begin turn", kTurnStart)
		d.Options = []string{"begin turn"}
	case stActivate:
		d.Kind, d.Accepts = kActivate, []string{kActivate, kPass}
		d.Prompt = "your attempt to activate a Formation (3·2.2, 5.1), or pass; three passes in sequence end the Action Phase"
		d.Options = []string{"pass"} // the passive answer first (a missed turn takes it)
		// Brief drops the options, and Apply reads none.
		if full {
			for _, id := range s.activatable(s.Side) {
				d.Options = append(d.Options, "activate "+id)
			}
		}
		if !s.askActivations() {
			d.Default, d.ReportDefault = defaultLine("pass", kPass), true
		}
	case stDeclare:
		d.Kind, d.Groups = kDeclare, []string{s.Active}
		d.Accepts = []string{kDeclare, kDoneDeclare, kReserve}
		d.Prompt = fmt.Sprintf("%s is activated: declare its Assaults and Charges with markers (6.1); done declare ends them", s.Active)
		d.Options = []string{"done declare"}
		var decl []string
		switch {
		case full:
			decl = s.declarationOptions(sampleForces)
		case s.Loose == "attack":
			decl = s.declarationOptions(1) // the default: the first, or one sparing the ordered Forces (loosedefault.go)
		}
		if full {
			d.Options = append(d.Options, decl...)
		}
		d.Default, d.ReportDefault = defaultLine("done declare", kDoneDeclare), true
		if s.Loose == "attack" && len(s.Markers) == 0 && len(decl) > 0 {
			// 5.2: the commander's initiative: he attacks if he can.
			d.Prompt += "; a loose cannon's Attack result obliges at least one marker"
			d.Default = defaultLine(decl[0], kDeclare)
			d.Accepts = []string{kDeclare}
			d.Options = slices.DeleteFunc(d.Options, func(o string) bool { return o == "done declare" })
		}
	case stAction:
		d.Kind, d.Groups, d.Accepts = "action", []string{s.Active}, actionKinds
		d.Prompt = fmt.Sprintf("the Forces of %s act, one action each (3·2.2.b, 6.6); done ends their actions", s.Active)
		d.Options = []string{"done"}
		if full {
			d.Options = append(d.Options, s.actionOptions()...)
			for _, u := range s.reserveCandidates() {
				d.Options = append(d.Options, "reserve "+u.ID)
			}
		}
		d.Default, d.ReportDefault = defaultLine("done", kDone), true
	case stOOC:
		d.Kind, d.Accepts = kOOC, []string{kOOC, kDoneOOC}
		d.Groups = s.oocGroups()
		d.Prompt = "Out of Command Units Phase (3·4): your out of command units may move closer to their commander (4.1.1); done ooc ends it"
		d.Options = []string{"done ooc"}
		if full {
			d.Options = append(d.Options, s.oocOptions()...)
		}
		d.Default = defaultLine("done ooc", kDoneOOC)
	case stCommand:
		d = s.commandDecision()
	case stMarch:
		d = s.marchDecision()
	case stOCMarch:
		d = s.ocMarchDecision()
	case stIICorps:
		d.Kind, d.Accepts = kIICorps, []string{kIICorps}
		d.Prompt = "end of Turn IV: call the II Corps by the Catapane road? Irrevocable (Goito 16.1, 16.1.3)"
		d.Options = []string{"ii-corps no", "ii-corps yes"}
		d.Default, d.ReportDefault = defaultLine("ii-corps no", kIICorps), true
	default:
		return nil
	}
	return []adjudicator.Decision{d}
}

func (s *State) askActivations() bool {
	v, _ := s.b.sc.Rule("activations")
	return v == "ask"
}

// oocGroups lists the formations with out of command units of s.Side.
func (s *State) oocGroups() []string {
	var out []string
	for _, u := range s.oocMovers(s.Side) {
		if !contains(out, u.p.Formation) {
			out = append(out, u.p.Formation)
		}
	}
	return out
}

// optionWorks checks an order line on a copy of the state.
func (s *State) optionWorks(line string) bool {
	o, le := parseLine(line)
	if le != nil {
		return false
	}
	c := s.Clone().(*State)
	return c.applyAction(o, nopRoller{}) == nil
}

// nopRoller rolls nothing: option checks never reach the dice.
type nopRoller struct{}

func (nopRoller) Roll(sides int, purpose string) int { return 1 }

// actingForces splits the units that may act into Forces.
func (s *State) actingForces() [][]*Unit {
	var out [][]*Unit
	seen := map[string]bool{}
	for _, u := range s.actors() {
		key := fmt.Sprintf("%s %v %s", u.Hex, u.On, u.p.Type)
		if !u.On {
			key = u.ID
		}
		if seen[key] {
			continue
		}
		seen[key] = true
		if !u.On {
			out = append(out, []*Unit{u})
			continue
		}
		out = append(out, keepUnacted(s.forceOf(u.p.Side, u.Hex, u.p.Type)))
	}
	return out
}

// sampleDestination is the reachable hex nearest the nearest enemy, for
// a sample move.
func (s *State) sampleDestination(force []*Unit) (hexmap.Hex, bool) {
	u := force[0]
	from := u.Hex
	if !u.On {
		from = u.Entry
	}
	target := s.nearestEnemy(u.p.Side, from)
	cf := s.costFunc(force, u.March || u.p.art(), false)
	budget := s.moveMA(force)
	best, bestD := hexmap.Hex{}, -1
	for _, h := range s.b.grid.Within(from, budget, cf, hexmap.PathOptions{MinimumMove: true}) {
		if h == u.Hex || s.inEZoR(u.p.Side, h) {
			continue
		}
		if d := s.b.grid.Distance(h, target); bestD < 0 || d < bestD || (d == bestD && h.Compare(best) < 0) {
			best, bestD = h, d
		}
	}
	return best, bestD >= 0
}

// oocOptions samples moves of out of command units toward their
// commander.
func (s *State) oocOptions() []string {
	var out []string
	for _, u := range s.oocMovers(s.Side) {
		c := s.commanderOf(u)
		if c == nil {
			continue
		}
		force := []*Unit{u}
		if path, _, ok := s.pathTo(force, c.Hex, false, false); ok && len(path) > 0 {
			dest := path[len(path)-1]
			if s.sideAt(dest) == s.b.enemy(u.p.Side) || s.oocMoveRefused(force, dest) != "" {
				continue
			}
			out = append(out, fmt.Sprintf("ooc %s to %s", u.ID, dest))
		}
		if len(out) == sampleForces {
			break
		}
	}
	return out
}

// declarationOptions samples legal declarations (6.1): for Forces of the
// active Formation, an Assault (or a Charge, for cavalry) against each
// enemy hex they could reach, from the nearest marker hex.
func (s *State) declarationOptions(limit int) []string {
	if !s.markersLeft() {
		return nil
	}
	var out []string
	for _, force := range s.actingForces() {
		out = append(out, s.forceDeclarations(force, limit-len(out))...)
		if len(out) >= limit {
			return out
		}
	}
	return out
}

// markersLeft reports whether the active Formation may place another
// marker: not at night (22.4), not beyond its limit (6.2).
func (s *State) markersLeft() bool {
	fs := s.b.forms[s.Active]
	return s.b.period(s.Turn).AttacksAllowed() && len(s.Markers) < s.b.markerLimit(fs, s.inOCRange(fs))
}

// forceDeclarations lists up to limit of force's legal declarations, one
// per enemy hex it could reach, in declarationOptions' order.
func (s *State) forceDeclarations(force []*Unit, limit int) []string {
	u := force[0]
	if !u.On || u.p.art() || u.p.commander() {
		return nil
	}
	var out []string
	var reach hexmap.Reach // its search, made for the first enemy hex within range only
	searched := false
	for _, target := range s.b.grid.Around(u.Hex, u.p.MA+1) {
		if !s.b.on(target) || s.sideAt(target) != s.b.enemy(s.Side) {
			continue
		}
		if !searched {
			reach, searched = s.markerReach(force), true
		}
		for _, m := range s.sortedNeighbors(target) {
			charge := u.p.cav()
			line := fmt.Sprintf("declare %s %s from %s by %s", markerVerb(charge), target, m, forceRefOf(force))
			if _, ok := reach.Get(m); !ok && m != u.Hex {
				continue // out of its reach: couldAttack would refuse it
			}
			if s.sideAt(m) == s.b.enemy(s.Side) || s.cannotAttack(force, Marker{Hex: m, Target: target, Charge: charge}) {
				continue
			}
			if s.declarationWorks(line) {
				out = append(out, line)
				break
			}
		}
		if len(out) >= limit {
			return out
		}
	}
	return out
}

func (s *State) declarationWorks(line string) bool {
	o, le := parseLine(line)
	if le != nil {
		return false
	}
	return s.Clone().(*State).declare(o) == nil
}
