package combat

// gone: every combat unit of the hex is eliminated or retreats (a hex
// holding only artillery counts when its artillery is eliminated).
func (s *resolver) gone(hex string, units []Unit) bool {
	any := false
	for _, u := range units {
		if u.Hex != hex || (u.Type.IsArtillery() && len(combatUnitsIn(hex, units)) > 0) {
			continue
		}
		any = true
		if e := s.effect(u.ID); !e.Eliminated && e.Retreat == 0 {
			return false
		}
	}
	return any
}

func combatUnitsIn(hex string, units []Unit) []Unit {
	var out []Unit
	for _, u := range units {
		if u.Hex == hex && !u.Type.IsArtillery() {
			out = append(out, u)
		}
	}
	return out
}

// artillery: artillery stacked with units that are eliminated or retreat
// is eliminated (11.1).
func (s *resolver) artillery() {
	for _, side := range [][]Unit{s.a.Attackers, s.a.Defenders} {
		for _, h := range hexesOf(side) {
			if !s.gone(h, side) {
				continue
			}
			s.res.Effects.ArtilleryLost = append(s.res.Effects.ArtilleryLost, h)
			for _, u := range side {
				if u.Hex == h && u.Type.IsArtillery() {
					s.eliminate(u, "11.1: artillery stacked with units eliminated or retreating")
				}
			}
		}
	}
}

// advances lists who may advance into hexes vacated by the combat (12.7).
func (s *resolver) advances() {
	for _, c := range []struct {
		side        Side
		vacated     []Unit
		victors     []Unit
		leaderSideD bool
	}{{AttackerSide, s.a.Defenders, s.att, false}, {DefenderSide, s.a.Attackers, combatUnits(s.a.Defenders), true}} {
		var hexes []string
		for _, h := range hexesOf(c.vacated) {
			if s.gone(h, c.vacated) {
				hexes = append(hexes, h)
			}
		}
		if len(hexes) == 0 {
			continue
		}
		units := advancers(c.victors, s)
		if len(units) == 0 {
			continue
		}
		adv := Advance{Side: c.side, Hexes: hexes, Units: units}
		for _, l := range s.a.Leaders {
			if l.Defending == c.leaderSideD && !containsStr(adv.LeaderHexes, l.Hex) && s.hexCanAdvance(l.Hex, c.victors) {
				adv.LeaderHexes = append(adv.LeaderHexes, l.Hex)
			}
		}
		s.res.Effects.Advances = append(s.res.Effects.Advances, adv)
	}
}

func (s *resolver) hexCanAdvance(hex string, victors []Unit) bool {
	for _, u := range victors {
		if u.Hex == hex && containsStr(advancers([]Unit{u}, s), u.ID) {
			return true
		}
	}
	return false
}

// advancers: units that may advance after combat: not artillery, not
// disordered or routed (12.7.1), not eliminated or retreating. s is nil
// when no result was applied (14.1).
func advancers(units []Unit, s *resolver) []string {
	var out []string
	for _, u := range units {
		st := u.Status
		if s != nil {
			e := s.effect(u.ID)
			if e.Eliminated || e.Retreat > 0 {
				continue
			}
			st = e.Status
		}
		if !u.Type.IsArtillery() && st == Good {
			out = append(out, u.ID)
		}
	}
	return out
}

// chargeEnd: charging cavalry in good order is disordered at the end of
// the charge (14.2.2), after any advance.
func (s *resolver) chargeEnd() {
	for _, u := range s.att {
		if e := s.effect(u.ID); u.Charging && !e.Eliminated && e.Status == Good {
			s.disorder(u, 1, "14.2.2: disordered at the end of the charge")
		}
	}
}
