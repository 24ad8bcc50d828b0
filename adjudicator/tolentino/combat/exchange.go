package combat

// exchange: EX (12.5.4).
func (s *resolver) exchange() {
	lost := s.attackerLoss()
	s.eliminate(lost, "EX: the attacker's loss (12.5.4, 12.8)")
	dl := s.defenderLosses(lost.SP)
	for _, u := range dl {
		s.eliminate(u, "EX: the defender's loss (12.5.4, 12.8)")
	}
	var others []Unit
	for _, u := range append(append([]Unit(nil), s.att...), combatUnits(s.a.Defenders)...) {
		if !s.effect(u.ID).Eliminated {
			others = append(others, u)
		}
	}
	checks := CheckStacks(s.rec, s.purpose("EX, efficiency check"), others, nil)
	s.res.Checks = append(s.res.Checks, checks...)
	for _, u := range others {
		if !s.passed(checks, u.ID) {
			s.disorder(u, 1, "EX: failed the efficiency check: disordered (12.5.4)")
		}
	}
}

// attackerLoss: a unit of the attacker's choice with efficiency at least
// the one used for the combat.
func (s *resolver) attackerLoss() Unit {
	v := s.res.AttackerEff.Value
	var elig []Unit
	for _, u := range s.att {
		if u.EffectiveEfficiency() >= v {
			elig = append(elig, u)
		}
	}
	if len(elig) == 0 { // cannot happen: the value used is one of the units'
		elig = s.att
	}
	if u, ok := findUnit(elig, s.a.ExchangeLoss); ok {
		return u
	}
	if s.a.ExchangeLoss != "" {
		s.note("12.5.4: %s cannot be the attacker's EX loss (efficiency below %d or not attacking): default used", s.a.ExchangeLoss, v)
	}
	if s.a.ExchangeLoss == "" {
		for _, id := range s.a.AttackerLossPrefs {
			if u, ok := findUnit(elig, id); ok {
				return u
			}
		}
	}
	best := elig[0]
	for _, u := range elig[1:] {
		if u.SP < best.SP && s.a.AttackerLossRule != LossStrongest || u.SP > best.SP && s.a.AttackerLossRule == LossStrongest {
			best = u
		}
	}
	return best
}

// defenderLosses: units with efficiency at least the defender's value
// used, totalling at least sp SP (all of them when they total less).
func (s *resolver) defenderLosses(sp int) []Unit {
	v := s.res.DefenderEff.Value
	var elig []Unit
	for _, u := range combatUnits(s.a.Defenders) {
		if u.EffectiveEfficiency() >= v {
			elig = append(elig, u)
		}
	}
	if chosen, ok := s.chosenLosses(elig, sp); ok {
		return chosen
	}
	if len(s.a.DefenderExchangeLosses) == 0 && len(s.a.DefenderLossPrefs) > 0 {
		return preferredLosses(elig, sp, s.a.DefenderLossPrefs, s.a.DefenderLossRule)
	}
	return defaultLosses(elig, sp, s.a.DefenderLossRule)
}

// preferredLosses (12.5.4): the eligible units of prefs, in the order
// given, until they total sp; if they fall short, the rest is covered
// from the other eligible units by rule (defaultLosses). Units named but
// not eligible are skipped.
func preferredLosses(elig []Unit, sp int, prefs []string, rule LossRule) []Unit {
	var out, rest []Unit
	total := 0
	for _, id := range prefs {
		if total >= sp {
			break
		}
		u, ok := findUnit(elig, id)
		if !ok || containsUnit(out, id) {
			continue
		}
		out, total = append(out, u), total+u.SP
	}
	if total >= sp {
		return out
	}
	for _, u := range elig {
		if !containsUnit(out, u.ID) {
			rest = append(rest, u)
		}
	}
	return append(out, defaultLosses(rest, sp-total, rule)...)
}

func containsUnit(us []Unit, id string) bool {
	_, ok := findUnit(us, id)
	return ok
}

func (s *resolver) chosenLosses(elig []Unit, sp int) ([]Unit, bool) {
	if len(s.a.DefenderExchangeLosses) == 0 {
		return nil, false
	}
	var out []Unit
	total := 0
	for _, id := range s.a.DefenderExchangeLosses {
		u, ok := findUnit(elig, id)
		if !ok {
			s.note("12.5.4: %s cannot be a defender's EX loss (efficiency below %d or not defending): default used", id, s.res.DefenderEff.Value)
			return nil, false
		}
		out, total = append(out, u), total+u.SP
	}
	if total < sp && len(out) < len(elig) {
		s.note("12.5.4: the defender's chosen EX losses total %d SP, less than %d: default used", total, sp)
		return nil, false
	}
	return out, true
}

// defaultLosses: the eligible units that cover sp with the fewest SP
// lost, then the fewest units, then the earliest given (LossStrongest: the
// fewest units, then the fewest SP); all of them when they total less
// than sp.
func defaultLosses(elig []Unit, sp int, rule LossRule) []Unit {
	if len(elig) > 16 { // never in play (two units a hex); keep it bounded
		elig = elig[:16]
	}
	best, bestSP, bestN := -1, 0, 0
	for set := 1; set < 1<<len(elig); set++ {
		total, n := 0, 0
		for i, u := range elig {
			if set&(1<<i) != 0 {
				total, n = total+u.SP, n+1
			}
		}
		if total < sp {
			continue
		}
		better := total < bestSP || (total == bestSP && n < bestN)
		if rule == LossStrongest {
			better = n < bestN || (n == bestN && total < bestSP)
		}
		if best < 0 || better || (total == bestSP && n == bestN && earlier(set, best)) {
			best, bestSP, bestN = set, total, n
		}
	}
	if best < 0 {
		return elig
	}
	var out []Unit
	for i, u := range elig {
		if best&(1<<i) != 0 {
			out = append(out, u)
		}
	}
	return out
}

// earlier: set a picks earlier units than set b (compared from the first
// unit given).
func earlier(a, b int) bool {
	for i := 0; i < 16; i++ {
		ia, ib := a&(1<<i) != 0, b&(1<<i) != 0
		if ia != ib {
			return ia
		}
	}
	return false
}
