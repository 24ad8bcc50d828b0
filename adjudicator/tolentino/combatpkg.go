package tolentino

import (
	"fmt"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
	"github.com/mincio/mincio/adjudicator/tolentino/combat"
)

// pkgResolver plugs the combat package (adjudicator/tolentino/combat)
// into the combat step: this file turns the state into its inputs and
// applies its effects to the state.
//
// The choices of 12.1 are decisions (assaultsteps.go, retreat.go,
// advance.go); the EX losses (12.5.4) and the value on an efficiency tie
// (12.3.1) are each side's decisions of the pending assault, answered by
// its standing orders ex-loss and efficiency-tie, and reach the combat
// package as its LossRule and TieRule.
type pkgResolver struct{}

// tables returns the scenario's combat tables, or the stand-ins shipped
// with the combat package when the scenario has none.
func (b *battle) tables() (*combat.Tables, error) {
	b.tabOnce.Do(func() {
		if _, ok := b.sc.Table(combat.TableCRT); ok {
			b.tab, b.tabErr = combat.LoadTables(b.sc)
			return
		}
		b.tab, b.tabErr = combat.StandIn()
	})
	return b.tab, b.tabErr
}

// combatUnit is u as the combat package sees it.
func (s *State) combatUnit(u *Unit) combat.Unit {
	p := s.specOf(u)
	t := combat.Type(p.Type)
	switch {
	case p.Type == "pioneer":
		t = combat.Infantry
	case p.horse():
		t = combat.HorseArtillery
	}
	sp, eff := p.SP, p.Eff
	if u.Reduced {
		sp, eff = p.RSP, p.REff
	}
	terrain := s.b.terrain[u.Hex]
	if s.b.fort[u.Hex] {
		terrain = "fortified"
	}
	od, _ := s.officerDRM(u)
	return combat.Unit{ID: u.ID, Name: p.Name, Hex: u.Hex.String(), Type: t, SP: sp, Efficiency: eff, Morale: u.Morale,
		Order: combat.Order(s.orderOf(u)), Status: combat.Status(u.Dis), Reduced: u.Reduced, NoReducedSide: !p.HasReduced,
		OutOfCommand: u.OOC, WithOfficer: od < 0, Moved: u.Moved, Terrain: terrain, Charging: u.Charge != nil}
}

// givesModifier: the leader whose +1 / -1 counts in an assault (12.4.4)
// must be the officer directly in command of the formation of units
// fighting (4.1.2) or the army commander (Murat, Bianchi, or Von Mohr
// replacing him, 4.5.1); the first such leader in the hexes, in counter
// order, is used.
func (s *State) givesModifier(l *Unit, units []*Unit) bool {
	p := s.spec(l.ID)
	if p.Role == "army" || s.armyCommander(p.Side) == l {
		return true
	}
	for _, u := range units {
		if f := s.form(s.specOf(u).Formation); f != nil && f.Leader == l.ID {
			return true
		}
	}
	return false
}

// modifierLeader is the leader who may give the 12.4.4 modifier to units
// in hexes, or nil.
func (s *State) modifierLeader(hexes []hexmap.Hex, side adjudicator.Side, units []*Unit) *Unit {
	for _, h := range hexes {
		for _, l := range s.leadersAt(h, side) {
			if s.givesModifier(l, units) {
				return l
			}
		}
	}
	return nil
}

// leadersAt lists the leaders of side in h, scenario order.
func (s *State) leadersAt(h hexmap.Hex, side adjudicator.Side) []*Unit {
	var out []*Unit
	for _, u := range s.unitsAt(h, side) {
		if s.specOf(u).leader() {
			out = append(out, u)
		}
	}
	return out
}

// Declare checks an assault as declared (12.4.2: not worse than 1-5).
func (pkgResolver) Declare(s *State, targets []hexmap.Hex, attackers []*Unit) error {
	tab, err := s.b.tables()
	if err != nil {
		return err
	}
	a := combat.Assault{Target: targetLabel(targets), Attackers: s.combatUnits(attackers), Defenders: s.combatUnits(s.defendersIn(targets))}
	_, err = combat.DeclaredOdds(a, tab)
	return err
}

// targetLabel names the attacked hexes in roll purposes and reports:
// "1506", or "1506+1507" for a multi-hex combat (12.4.1).
func targetLabel(targets []hexmap.Hex) string {
	var parts []string
	for _, h := range targets {
		parts = append(parts, h.String())
	}
	return strings.Join(parts, "+")
}

// defendersIn lists the enemy combat units of every attacked hex: 12.4.1
// "the defender may not withhold a unit in a hex under attack".
func (s *State) defendersIn(targets []hexmap.Hex) []*Unit {
	var out []*Unit
	for _, t := range targets {
		out = append(out, s.combatAt(t, enemy(s.Side))...)
	}
	return out
}

// Assault resolves one declared assault (12.1 steps 4-6), on one hex or
// several (12.4.1).
func (pkgResolver) Assault(s *State, targets []hexmap.Hex, attackers []*Unit, r dice.Roller) ([]adjudicator.Event, error) {
	tab, err := s.b.tables()
	if err != nil {
		return nil, err
	}
	a := combat.Assault{Target: targetLabel(targets)}
	if s.Pend != nil {
		s.Pend.choices(&a)
	}
	hexes := map[hexmap.Hex]bool{}
	allStream := true
	for _, u := range attackers {
		a.Attackers = append(a.Attackers, s.combatUnit(u))
		for _, t := range targets {
			hs, _ := s.b.grid.HexsideBetween(u.Hex, t)
			allStream = allStream && s.b.stream[hs]
		}
		if !hexes[u.Hex] {
			hexes[u.Hex] = true
			for _, l := range s.leadersAt(u.Hex, s.Side) {
				a.Leaders = append(a.Leaders, combat.Leader{Name: l.ID, Hex: u.Hex.String()})
				if a.AttackerLeader == "" && s.givesModifier(l, attackers) {
					a.AttackerLeader = l.ID // 12.4.4: one leader
				}
			}
		}
	}
	if allStream {
		a.Hexside = "stream" // 10.3.1, 10.4.2: a bridge is a stream for combat
	}
	if s.Pend != nil && s.Pend.AttNoLeader {
		a.AttackerLeader = "" // 12.4.4 "may": declined
	}
	defenders := s.defendersIn(targets)
	for _, u := range defenders {
		cu := s.combatUnit(u)
		cu.Terrain = s.defTerrain(u.Hex) // 10: the defender's choice in a hex of several terrains
		a.Defenders = append(a.Defenders, cu)
	}
	for _, t := range targets {
		for _, l := range s.leadersAt(t, enemy(s.Side)) {
			a.Leaders = append(a.Leaders, combat.Leader{Name: l.ID, Hex: t.String(), Defending: true})
			if a.DefenderLeader == "" && s.givesModifier(l, defenders) {
				a.DefenderLeader = l.ID
			}
		}
	}
	if s.Pend != nil && s.Pend.DefNoLeader {
		a.DefenderLeader = "" // 12.4.4 "may": declined
	}
	res, err := combat.Resolve(a, tab, r)
	if err != nil {
		return nil, err
	}
	s.Attacked = append(s.Attacked, targets...)
	for _, u := range attackers {
		u.Acted, u.Fought = true, true
	}
	e := adjudicator.Event{Code: "assault", Rolls: res.Rolls, Detail: assaultDetail(res)}
	e.Text = fmt.Sprintf("assault on %s by %s: %s", a.Target, idsOf(attackers), res.Code)
	notes := s.applyEffects(res.Effects.Units, attackerHexes(attackers), r)
	for _, h := range res.Effects.ArtilleryLost {
		if hh, err := hexmap.ParseHex(h); err == nil {
			for _, u := range s.combatAt(hh, "") {
				if s.specOf(u).art() && u.On {
					notes = append(notes, s.eliminate(u, false)+" (11.1)")
				}
			}
		}
	}
	notes = append(notes, s.leaderTests(res.LeaderTests)...)
	s.queueAdvances(res.Effects.Advances, attackers, defenders)
	e.Detail = append(e.Detail, notes...)
	return []adjudicator.Event{e}, nil
}

func assaultDetail(res combat.Result) []string {
	var d []string
	if res.Column.Key != "" { // no odds when the assault failed before them (12.2.2)
		d = append(d, fmt.Sprintf("strength %d against %d: odds %v", res.AttackSP, res.DefenseSP, res.Odds))
	}
	for _, l := range res.Strength {
		d = append(d, fmt.Sprintf("  %s %d%s %s", l.ID, l.SP, l.Factor, l.Why))
	}
	for _, m := range res.Shifts {
		d = append(d, "shift "+m.String())
	}
	if res.Column.Key != "" {
		d = append(d, fmt.Sprintf("column %s; efficiency attacker %v, defender %v", res.Column.Key, res.AttackerEff, res.DefenderEff))
	}
	for _, m := range res.Modifiers {
		d = append(d, "DRM "+m.String())
	}
	if res.Die > 0 {
		d = append(d, fmt.Sprintf("die %d, DRM %+d (capped %+d): %d, row %s: cell %s, result %s", res.Die, res.DRM, res.CappedDRM, res.Modified, res.Row, res.Cell, res.Code))
	}
	for _, c := range append(append([]combat.StackCheck{}, res.PreShock...), res.Checks...) {
		d = append(d, fmt.Sprintf("check %s at %s: die %d", c.Purpose, c.Hex, c.Die))
		for _, u := range c.Units {
			mods := ""
			for _, m := range u.Modifiers {
				mods += " " + m.String()
			}
			d = append(d, fmt.Sprintf("  %s: %d%s = %d against efficiency %d: %s (%s)", u.ID, u.Die, mods, u.Modified, u.Efficiency, passWord(u.Pass), u.Why))
		}
	}
	return append(d, res.Notes...)
}

func idsOf(us []*Unit) string {
	var ids []string
	for _, u := range us {
		ids = append(ids, u.ID)
	}
	return strings.Join(ids, " ")
}

func attackerHexes(us []*Unit) []hexmap.Hex {
	var out []hexmap.Hex
	for _, u := range us {
		if !contains(out, u.Hex) {
			out = append(out, u.Hex)
		}
	}
	return out
}

// applyEffects applies the combat package's effects to the state.
func (s *State) applyEffects(fx []combat.UnitEffect, from []hexmap.Hex, _ dice.Roller) []string {
	var notes []string
	for _, f := range fx {
		u := s.unit(f.ID)
		if u == nil || !u.On {
			continue
		}
		if f.Eliminated {
			notes = append(notes, s.eliminate(u, f.Permanent))
			continue
		}
		u.Dis = int(f.Status)
		if f.Moved {
			u.Moved = true
		}
		if f.Retreat > 0 {
			notes = append(notes, s.queueRetreat(u, f.Retreat, from))
		}
		if f.Why != "" {
			notes = append(notes, fmt.Sprintf("%s: %s, %s", u.ID, f.Why, disWord(u.Dis)))
		}
	}
	return notes
}

// retreat moves u n hexes away from the hexes in from (12.6): each step to
// the adjacent hex on the map without enemy combat units that is farthest
// from them, preferring hexes out of EZOCs and where it may stack, ties to
// the lowest id. Into an EZOC only if nothing else: one more level
// (12.6.1). No hex: permanently eliminated (12.6.3, 15.2.1).
func (s *State) retreat(u *Unit, n int, from []hexmap.Hex) string {
	side := s.specOf(u).Side
	start := u.Hex
	for i := 0; i < n || i == n && !s.canStack(u, u.Hex, false); i++ { // 12.6.2: an extra hex
		best, bestScore := hexmap.Hex{}, -1000
		for _, h := range s.sortedNeighbors(u.Hex) {
			if !s.b.sc.Map.OnMap(h) || s.enemyIn(h, side) || h == start {
				continue
			}
			d := 99
			for _, f := range from {
				d = min(d, s.b.grid.Distance(h, f))
			}
			score := d * 4
			if !s.inEZOC(h, side) {
				score += 2
			}
			if s.canStack(u, h, false) {
				score++
			}
			if score > bestScore {
				best, bestScore = h, score
			}
		}
		if bestScore == -1000 {
			return s.eliminate(u, true) + " (cannot retreat, 12.6.3)"
		}
		if s.inEZOC(best, side) && bestScore%4 < 2 {
			s.addDisorder(u) // 12.6.1
		}
		u.Hex = best
	}
	return fmt.Sprintf("%s retreats %v to %v (12.6)", u.ID, start, u.Hex)
}

// leaderTests applies 4.4: lost leaders leave the game; a survivor of
// 4.4.4 moves to the nearest friendly unit.
func (s *State) leaderTests(tests []combat.LeaderTest) []string {
	var notes []string
	for _, t := range tests {
		l := s.unit(t.Leader)
		if l == nil {
			continue
		}
		switch {
		case t.Lost:
			l.Gone, l.On = true, false
			notes = append(notes, fmt.Sprintf("%s captured or killed (4.4.3, die %d): %s", s.spec(l.ID).Name, t.Die, t.Why))
			s.leaderLost(l)
		case t.MustMove:
			// The assault report is public: where he went is told
			// only by the views (11.3.2).
			e := s.leaderEscape(l)
			if e.Code == "leader-captured" {
				notes = append(notes, e.Text+" (4.4.4)")
			} else {
				notes = append(notes, fmt.Sprintf("%s survives (4.4.3, die %d) and leaves the hex (4.4.4)", s.spec(l.ID).Name, t.Die))
			}
		default:
			notes = append(notes, fmt.Sprintf("%s survives (4.4.3, die %d)", s.spec(l.ID).Name, t.Die))
		}
	}
	return notes
}

// leaderLost applies 4.4.5 and 4.5 when an officer is captured or
// killed. mincio's defaults for the choices the rules allow: a Neapolitan
// division officer is replaced by a Brigade Officer of his division (4.4.5),
// or, if he has none left, by Lechi when on the map (4.5.2: Lechi moves
// onto a unit of the new formation and De Majo commands the III Division);
// an Austrian one by Von Mohr (4.5.1), who then commands both formations;
// otherwise the formation is out of command for the rest of the game
// (4.4.5). The army commanders: Von Mohr replaces Bianchi (armyCommander);
// Murat's loss ends the game (18.1).
func (s *State) leaderLost(l *Unit) {
	for _, f := range s.Forms {
		if f.Leader != l.ID {
			continue
		}
		f.Leader, f.NoCmd = "", true
		if nl := s.replacement(f, l); nl != "" {
			f.Leader, f.NoCmd = nl, false
		}
	}
}

func (s *State) replacement(f *Formation, lost *Unit) string {
	alive := func(id string) bool { u := s.unit(id); return u != nil && u.On && !u.Gone }
	if s.spec(lost.ID).Side == Austria {
		if alive("mohr") && lost.ID != "mohr" {
			return "mohr"
		}
		return ""
	}
	for _, u := range s.Units {
		p := s.specOf(u)
		if p.Role == "brigade" && p.Formation == f.ID && alive(u.ID) {
			return u.ID
		}
	}
	if alive("lechi") && lost.ID != "lechi" {
		if units := s.formationUnits(f.ID); len(units) > 0 {
			s.unit("lechi").Hex = units[0].Hex
			if iii := s.form("iii"); iii != nil && iii.Leader == "lechi" {
				iii.Leader = ""
				if alive("demajo") {
					iii.Leader = "demajo"
				} else {
					iii.NoCmd = true
				}
			}
			return "lechi"
		}
	}
	return ""
}

// Bombard resolves one bombardment (11.4.3).
func (pkgResolver) Bombard(s *State, guns []*Unit, target hexmap.Hex, r dice.Roller) ([]adjudicator.Event, error) {
	return bombardBy(s, s.Side, guns, target, false, r)
}

// bombardBy resolves a bombardment by side's guns; defensive is 11.4.4.
func bombardBy(s *State, side adjudicator.Side, guns []*Unit, target hexmap.Hex, defensive bool, r dice.Roller) ([]adjudicator.Event, error) {
	tab, err := s.b.tables()
	if err != nil {
		return nil, err
	}
	b := combat.Bombardment{Target: target.String(), LOS: true, Twilight: s.b.night(s.Turn), Defensive: defensive}
	for _, g := range guns {
		p := s.spec(g.ID)
		b.Guns = append(b.Guns, combat.Gun{ID: g.ID, Name: p.Name, Hex: g.Hex.String(), SP: p.SP, Moved: g.Moved})
		b.Range = s.b.grid.Distance(g.Hex, target)
	}
	for _, u := range s.combatAt(target, enemy(side)) {
		b.Units = append(b.Units, s.combatUnit(u))
	}
	for _, l := range s.leadersAt(target, enemy(side)) {
		b.Leaders = append(b.Leaders, l.ID)
	}
	res, err := combat.Bombard(b, tab, r)
	if err != nil {
		return nil, err
	}
	for _, g := range guns {
		g.Fired = true
	}
	d := []string{fmt.Sprintf("value %d: column %s", res.Value, res.Column)}
	for _, m := range res.Modifiers {
		d = append(d, "DRM "+m.String())
	}
	d = append(d, fmt.Sprintf("die %d modified %d, row %s: %s", res.Die, res.Modified, res.Row, res.Code))
	d = append(d, s.applyEffects(res.Effects, attackerHexes(guns), r)...)
	if res.ArtilleryMayRetreat {
		s.queueArtRetreat(target, attackerHexes(guns)) // 11.1
	}
	d = append(d, s.leaderTests(res.LeaderTests)...)
	return []adjudicator.Event{{Code: "bombard", Text: fmt.Sprintf("%s bombards %v: %s", idsOf(guns), target, res.Code), Rolls: res.Rolls, Detail: d}}, nil
}
