package tolentino

import (
	"fmt"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Pending implements adjudicator.State. Every decision lists at least one
// answer that is always legal (done …), and a sample of other legal
// answers as exact order lines.
func (s *State) Pending() []adjudicator.Decision { return s.decisions(true) }

// Brief implements adjudicator.Briefer: Pending without Options, whose
// move samples are path searches, most of the cost of a run or a replay.
func (s *State) Brief() []adjudicator.Decision {
	ds := s.decisions(false)
	for i := range ds {
		ds[i].Options = nil
	}
	return ds
}

// decisions lists the pending decisions; full lists every option, else
// the costly ones are skipped (Brief drops the rest).
func (s *State) decisions(full bool) []adjudicator.Decision {
	if s.ArtRet != nil && !s.Over {
		return []adjudicator.Decision{s.artRetreatDecision()}
	}
	if len(s.Ret) > 0 && !s.Over {
		return []adjudicator.Decision{s.retreatDecision()}
	}
	if len(s.Adv) > 0 && !s.Over {
		return []adjudicator.Decision{s.advanceDecision()}
	}
	if s.Capture && !s.Over {
		return []adjudicator.Decision{s.captureDecision()}
	}
	if len(s.Escape) > 0 && !s.Over {
		return []adjudicator.Decision{s.escapeDecision()}
	}
	if s.Pend != nil {
		return []adjudicator.Decision{s.assaultDecision()}
	}
	d := adjudicator.Decision{Side: s.Side, Kind: s.Stage}
	if s.Active != "" {
		d.Groups = []string{s.Active} // what the active formation does (3.1 B)
	}
	switch s.Stage {
	case stOrders:
		d.Groups = nil
		s.ordersDecision(&d)
	case stActivate:
		d.Groups = nil
		d.Prompt = "you have the initiative: activate a formation not yet activated, yours or the enemy's (6.1)"
		if s.First {
			d.Prompt = "first turn: activate one of your formations (3.2)"
		}
		d.Accepts = []string{"activate"}
		d.Subjects = s.activatable()
		if s.fates() {
			d.Barred = s.barredActivations()
		}
		for _, id := range d.Subjects {
			d.Options = append(d.Options, "activate "+id)
		}
	case stOfficer:
		f := s.form(s.Active)
		d.Prompt = fmt.Sprintf("%s may try to change the order of %s (%s) by initiative (5.2.1)", s.spec(f.Leader).Name, f.ID, f.Order)
		d.Accepts = []string{"initiative", "done-orders"}
		d.Options = []string{"done orders"}
		for _, o := range orderNames {
			if o != f.Order {
				d.Options = append(d.Options, fmt.Sprintf("initiative %s %s", f.ID, o))
			}
		}
		d.Default = defaultLine("done orders", "done-orders")
	case stMove:
		s.moveDecision(&d, full)
	case stOOC:
		d.Prompt = "out of command units may try to change their order with an efficiency check (5.3.1)"
		d.Accepts = []string{"unit-order", "done-orders"}
		d.Options = []string{"done orders"}
		for _, u := range s.oocToTry() {
			d.Options = append(d.Options, fmt.Sprintf("order %s %s", u.ID, s.form(s.Active).Order))
		}
		d.Default = defaultLine("done orders", "done-orders")
	case stBombard:
		// A major decision: no default; asked only when a gun can fire.
		d.Prompt = "bombard with your artillery (11.4); done bombard ends the step"
		d.Accepts = []string{"bombard", "done-bombard"}
		d.Options = append([]string{"done bombard"}, s.bombardOptions()...)
	case stAttack:
		// A major decision: no default, unless the rules oblige an
		// assault; asked only when an assault is possible.
		d.Prompt = "declare your assaults (12.2); done attack ends the step"
		d.Accepts = []string{"attack", "done-attack"}
		d.Options = []string{"done attack"}
		if must := s.obligedAttacks(); len(must) > 0 {
			// 5.1.2, 12.2.1: done attack is refused until these are made;
			// the default makes the first.
			d.Prompt += fmt.Sprintf("; under Attack orders these units must attack (5.1.2, 12.2.1): %v", must)
			d.Options = must
			d.Default = defaultLine(must[0], "attack")
			// A `done attack` line waits until they are made, rather
			// than being refused and lost before they are.
			d.Accepts = []string{"attack"}
		}
		d.Options = append(d.Options, s.attackOptions()...)
	case stReorg, stNight:
		form := s.Active
		d.Prompt = "disordered and routed units may try to reorganize (15.3)"
		if s.Stage == stNight {
			form = ""
			d.Prompt = "night (17): your disordered and routed units may try to reorganize (15.3)"
			d.Groups = append([]string{""}, s.formationsOf(s.Side)...)
		}
		d.Accepts = []string{"reorganize", "done-reorganize"}
		d.Options = []string{"done reorganize"}
		for _, u := range s.reorganizable(form, s.Side) {
			d.Options = append(d.Options, "reorganize "+u.ID)
		}
		d.Default = defaultLine("done reorganize", "done-reorganize")
	default:
		return nil
	}
	return []adjudicator.Decision{d}
}

// GameTurn implements adjudicator.TurnScoped: each side sends its orders
// a game turn at a time.
func (s *State) GameTurn() int { return s.Turn }

// formationsOf lists side's formations in scenario order.
func (s *State) formationsOf(side adjudicator.Side) []string {
	var out []string
	for _, f := range s.Forms {
		if s.b.sideOfFormation(f.ID) == side {
			out = append(out, f.ID)
		}
	}
	return out
}

// groupsOf lists the formations of units, in order, once each: the groups
// whose lines answer a decision about those units.
func (s *State) groupsOf(units []string) []string {
	var out []string
	for _, id := range units {
		if f := s.spec(id).Formation; f != "" && !contains(out, f) {
			out = append(out, f)
		}
	}
	return out
}

func defaultLine(text, kind string) *adjudicator.Line {
	return &adjudicator.Line{Pos: adjudicator.Pos{File: "default"}, Text: text, Kind: kind}
}

func (s *State) ordersDecision(d *adjudicator.Decision) {
	d.Prompt = fmt.Sprintf("your army commander may change the orders of up to %d officers in his command range (5.2)", s.Changes)
	d.Accepts = []string{"order", "done-orders"}
	d.Options = []string{"done orders"}
	if s.Side == Austria && s.Turn == s.b.grenzerTurn() && !s.Grenzer {
		d.Accepts = append(d.Accepts, "grenzer")
		d.Options = append(d.Options, "grenzer yes")
	}
	cmdr := s.armyCommander(s.Side)
	if cmdr != nil && s.Changes > 0 {
		hexes := s.rangeHexes(cmdr)
		for _, f := range s.Forms {
			l := s.unit(f.Leader)
			if s.b.sideOfFormation(f.ID) != s.Side || l == nil || !l.On || l.Gone || !contains(hexes, l.Hex) {
				continue
			}
			for _, o := range orderNames {
				if o != f.Order {
					d.Options = append(d.Options, fmt.Sprintf("order %s %s", f.ID, o))
				}
			}
		}
	}
	d.Default = defaultLine("done orders", "done-orders")
	d.ReportDefault = true // 5.2: the side is told its commander changed nothing
}

// sampleUnits is how many movable units get sample `move … to` options.
const sampleUnits = 6

// moveDecision: per-unit movement of the active formation (9). It has no
// default: the side must answer (`done` ends the movement).
func (s *State) moveDecision(d *adjudicator.Decision, full bool) {
	f := s.form(s.Active)
	d.Prompt = fmt.Sprintf("move the units of %s (%s order, 5.1, 9); done ends the movement", f.ID, f.Order)
	d.Accepts = []string{"move", "hold", "done", "charge", "bridge", "artillery"}
	d.Options = append([]string{"done"}, s.chargeOptions()...)
	d.Options = append(d.Options, s.artilleryOptions()...)
	if !full {
		return // Brief lists no options
	}
	sc := scratches.Get().(*boardScratch)
	defer scratches.Put(sc)          // the board does not leave here
	bd := s.fogBoardWith(s.Side, sc) // options show nothing of the fog (11.3.2)
	for i, u := range s.movable() {
		bound := s.mustClose(u) // 5.1.2: no hold, and only moves that end closer
		if !bound {
			d.Options = append(d.Options, "hold "+u.ID)
		}
		if i >= sampleUnits {
			continue // a sample: the next units get theirs once these moved
		}
		for _, h := range s.destinationsOn(u, false, 2, bd) {
			if !bound || s.nearestEnemy(h, u.p.Side) < u.Start {
				d.Options = append(d.Options, fmt.Sprintf("move %s to %v", u.ID, h))
			}
		}
		if p := s.specOf(u); !p.leader() && s.b.onRoad[u.Hex] {
			if o := s.orderOf(u); o == "advance" || o == "maneuver" {
				for _, h := range s.destinationsOn(u, true, 1, bd) {
					if !bound || s.nearestEnemy(h, u.p.Side) < u.Start {
						d.Options = append(d.Options, fmt.Sprintf("move %s march to %v", u.ID, h))
					}
				}
			}
		}
	}
}

// artilleryOptions lists the `artillery` lines (11) of the active
// formation's batteries that have not moved: `formation` when the
// formation's order is Advance or Attack (the only ones that differ in
// what the battery may do), `own` for a battery following it.
func (s *State) artilleryOptions() []string {
	if s.LeaderMoved {
		return nil
	}
	f := s.form(s.Active)
	var out []string
	for _, u := range s.formationUnits(s.Active) {
		if !s.specOf(u).art() || u.Acted || u.Held || !u.On || u.Gone {
			continue
		}
		switch {
		case u.Follow:
			out = append(out, "artillery "+u.ID+" own")
		case f.Order == "advance" || f.Order == "attack":
			out = append(out, "artillery "+u.ID+" formation")
		}
	}
	return out
}

// oocToTry lists the out of command units of the active formation that
// may still try 5.3.1.
func (s *State) oocToTry() []*Unit {
	var out []*Unit
	for _, u := range s.formationUnits(s.Active) {
		if u.OOC && !u.TriedOrder && s.form(s.Active).Order != "defense" {
			out = append(out, u)
		}
	}
	return out
}

// bombardOptions lists legal `bombard` lines of the active formation.
func (s *State) bombardOptions() []string {
	var out []string
	for _, u := range s.Units {
		p := s.specOf(u)
		if !u.On || u.Gone || !p.art() || p.Side != s.Side || u.Moved || u.Fired || p.Formation != s.Active {
			continue
		}
		for _, h := range s.b.grid.Around(u.Hex, s.artRange()) {
			if h != u.Hex && s.hasNonArt(h, enemy(s.Side)) && s.b.lineOfSight(u.Hex, h, s.artRange()) {
				out = append(out, fmt.Sprintf("bombard %s %v", u.ID, h))
			}
		}
	}
	return out
}

// attackOptions lists one-unit assaults the active formation may declare.
func (s *State) attackOptions() []string {
	var out []string
	for _, u := range s.formationUnits(s.Active) {
		p := s.specOf(u)
		o := s.orderOf(u)
		if p.art() || u.Dis != good || u.Bridge != "" || o != "attack" && o != "advance" {
			continue
		}
		for _, h := range s.sortedNeighbors(u.Hex) {
			if u.Charge != nil && *u.Charge != h {
				continue // 14.2: a charging unit attacks its charge hex
			}
			if len(s.combatAt(h, enemy(s.Side))) == 0 || contains(s.Attacked, h) || u.Fought || u.Charge == nil && s.chargeHexFree([]hexmap.Hex{h}) != nil {
				continue // 14.2.3: a charged hex is the charge's
			}
			att := append([]*Unit{u}, s.joiners([]hexmap.Hex{h}, []*Unit{u})...) // 5.1.2
			if resolver.Declare(s, []hexmap.Hex{h}, att) == nil {
				ids := make([]string, len(att))
				for i, a := range att {
					ids[i] = a.ID
				}
				out = append(out, fmt.Sprintf("attack %v with %s", h, strings.Join(ids, " ")))
			}
		}
	}
	return out
}

func contains[T comparable](list []T, x T) bool {
	for _, y := range list {
		if y == x {
			return true
		}
	}
	return false
}
