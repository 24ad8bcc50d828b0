package custoza

import (
	"errors"
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/scenarios"
)

// The sides' set-up choices (23.x.5, Goito 15). A set-up line that offers
// an area ("2714 (#1) = Within 1 hex of 2714", "Within 2 Hex from Valle
// di Burato") leaves each counter's hex to its owner; every set-up leaves
// the facing to him (2.7) and 23 the artillery's limbered or unlimbered
// state ("players must mark their Artillery units as Limbered or
// Unlimbered as they wish"). mincio places every counter by its default
// rule first (setup.go), then asks each side, the side the scenario sets
// up first first, for its `setup UNIT HEX [face DIR] [limbered|
// unlimbered]` lines: by email both sides write them in their first order
// file, so they are made at once, the first side's before the second's,
// and a hex the enemy already holds cannot be chosen
// (docs/orders-custoza.md, "The set-up").

// setupDecision is the decision of the set-up stage.
func (s *State) setupDecision(full bool) adjudicator.Decision {
	d := adjudicator.Decision{Side: s.Side, Kind: kSetup, Accepts: []string{kSetup, kDoneSetup}}
	d.Prompt = "the set-up (23, Goito 15): place the units your set-up lets you place, `setup UNIT HEX [face DIR] [limbered|unlimbered]`; `done setup` keeps the others where mincio's default rule put them"
	d.Options = []string{"done setup"}
	if s.b.adv.startOnMarch {
		d.Accepts = append(d.Accepts, kObjective)
		d.Prompt += setupObjectivePrompt
	}
	if full {
		d.Options = append(d.Options, s.setupOptions(sampleForces)...)
	}
	d.Default, d.ReportDefault = defaultLine("done setup", kDoneSetup), true
	return d
}

// setupOptions samples setup lines: a unit moved to another hex of its
// area.
func (s *State) setupOptions(limit int) []string {
	var out []string
	for _, p := range s.b.sc.Setup {
		hexes := s.setupHexes(p)
		for _, id := range p.Counters {
			u := s.unit(id)
			if u == nil || u.p.Side != s.Side || !u.On || len(out) >= limit {
				continue
			}
			for _, h := range hexes {
				if h != u.Hex && s.setupRefused(u, p, h) == "" {
					out = append(out, fmt.Sprintf("setup %s %s", u.ID, h))
					break
				}
			}
		}
	}
	return out
}

// placementOf is the set-up line that places counter id.
func (s *State) placementOf(id string) *scenarios.Placement {
	for _, p := range s.b.sc.Setup {
		if contains(p.Counters, id) {
			return p
		}
	}
	return nil
}

// setupRefused says why u may not be set up in h, "" if it may.
func (s *State) setupRefused(u *Unit, p *scenarios.Placement, h hexmap.Hex) string {
	switch {
	case !contains(s.setupHexes(p), h):
		return fmt.Sprintf("%s is not among the hexes its set-up line offers (line %d)", h, p.Line)
	case s.onMarchSetupRefused(u, p, h) != "":
		return s.onMarchSetupRefused(u, p, h)
	case !s.b.passable(u.p.class(), h):
		return fmt.Sprintf("%s is impassable terrain for %s", h, u.ID)
	case s.hasEnemy(u.p.Side, h):
		return fmt.Sprintf("%s holds enemy units, set up before", h)
	case !u.p.commander() && s.overLimit(h, []*Unit{u}):
		return fmt.Sprintf("%s would be over the stacking limit (2.9)", h)
	}
	return ""
}

// applySetup is a `setup` line.
func (s *State) applySetup(o order) error {
	u := s.unit(o.unit)
	if u == nil {
		return fmt.Errorf("no unit %q in this game", o.unit)
	}
	if u.p.Side != s.Side {
		return errors.New(s.citeAll(u.ID+" is not one of your units", ": a player sets up his own", "23", "15"))
	}
	p := s.placementOf(u.ID)
	if p == nil || !u.On {
		return errors.New(s.citeAll(u.ID+" is not set up on the map at the start (it enters later)", "", "21.3", "15.1"))
	}
	if why := s.setupRefused(u, p, o.target); why != "" && o.target != u.Hex {
		return fmt.Errorf("%s cannot set up in %s: %s", u.ID, o.target, why)
	}
	if o.limber != "" && !u.p.art() {
		return fmt.Errorf("%s is not artillery: only artillery is set up limbered or unlimbered at will (23)", u.ID)
	}
	u.Hex = o.target
	s.touch()
	switch o.limber {
	case "limbered":
		u.March = true
	case "unlimbered":
		u.March = false
	}
	face := o.face
	for _, f := range s.at(u.Hex) {
		if f != u && f.p.Side == u.p.Side && face == 0 {
			face = f.Facing // 7.6: one facing a hex
		}
	}
	if face != 0 {
		s.setFacing(u.Hex, u.p.Side, face)
	}
	s.takeControl(u.p.Side, u.Hex)
	s.event(adjudicator.Event{Code: "setup", To: adjudicator.Only(u.p.Side), Text: fmt.Sprintf("%s sets up in %s facing %s", u.ID, u.Hex, u.Facing)})
	return nil
}

// endSetup ends a side's set-up; the other side's follows, then the first
// game turn.
func (s *State) endSetup(r dice.Roller) {
	s.SetupDone[s.b.sideIndex(s.Side)] = true
	s.event(adjudicator.Event{Code: "setup", Text: fmt.Sprintf("%s has set up", s.Side)})
	if other := s.b.enemy(s.Side); !s.SetupDone[s.b.sideIndex(other)] {
		s.Side = other
		return
	}
	s.endPhase(stSetup, r)
}
