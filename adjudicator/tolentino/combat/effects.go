package combat

// initEffects lists every unit of the assault with no effect yet.
func (s *resolver) initEffects() {
	for i, u := range append(append([]Unit(nil), s.a.Attackers...), s.a.Defenders...) {
		s.fx = append(s.fx, UnitEffect{ID: u.ID, Attacker: i < len(s.a.Attackers), Status: u.Status})
	}
}

func (s *resolver) effect(id string) *UnitEffect {
	for i := range s.fx {
		if s.fx[i].ID == id {
			return &s.fx[i]
		}
	}
	panic("combat: no effect for unit " + id) // every unit was listed by initEffects
}

func (s *resolver) why(e *UnitEffect, why string) {
	if e.Why != "" {
		e.Why += "; "
	}
	e.Why += why
}

// eliminate applies 12.8.
func (s *resolver) eliminate(u Unit, why string) {
	e := s.effect(u.ID)
	if e.Eliminated {
		return
	}
	e.Eliminated, e.Retreat = true, 0
	e.Permanent = u.Reduced || u.NoReducedSide
	switch {
	case e.Permanent:
		e.ReturnAfter = 0
	case u.OutOfCommand:
		e.ReturnAfter = 2
	default:
		e.ReturnAfter = 1
	}
	s.why(e, why)
}

// disorder applies Disorganization levels (13.1.3, 15.1.1); a unit that
// routs as a result of combat retreats 2 hexes (15.2.1).
func (s *resolver) disorder(u Unit, n int, why string) {
	e := s.effect(u.ID)
	if e.Eliminated {
		return
	}
	before := e.Status
	e.Disorder += n
	e.Status = e.Status.worsen(n)
	if e.Status == Routed && before != Routed {
		e.Retreat = 2
	}
	s.why(e, why)
}

// apply carries out the result on the units (12.5.4).
func (s *resolver) apply() {
	code := string(s.res.Code)
	defs := combatUnits(s.a.Defenders)
	switch s.res.Code {
	case AE:
		for _, u := range s.att {
			s.eliminate(u, "AE (12.5.4, 12.8)")
		}
	case DE:
		for _, u := range s.a.Defenders {
			s.eliminate(u, code+" (12.5.4, 12.8)")
		}
	case AD:
		for _, u := range s.att {
			s.disorder(u, 1, "AD (12.5.4)")
		}
	case DD:
		for _, u := range defs {
			s.disorder(u, 1, "DD (12.5.4)")
		}
	case DR:
		s.retreat(defs)
	case EX:
		s.exchange()
	}
}

// retreat: every defending unit retreats 1 hex and checks efficiency:
// pass disordered, fail routed, retreating 2 hexes (12.5.4, 15.2.1).
func (s *resolver) retreat(defs []Unit) {
	checks := CheckStacks(s.rec, s.purpose("DR, defender efficiency check"), defs, nil)
	s.res.Checks = append(s.res.Checks, checks...)
	for _, u := range defs {
		e := s.effect(u.ID)
		e.Retreat = 1
		if s.passed(checks, u.ID) {
			s.disorder(u, 1, "DR: retreat 1 hex, passed: disordered (12.5.4)")
			continue
		}
		e.Status, e.Disorder, e.Retreat = Routed, e.Disorder+int(Routed-e.Status), 2
		s.why(e, "DR: failed: routed, retreat 2 hexes (12.5.4, 15.2.1)")
	}
}
