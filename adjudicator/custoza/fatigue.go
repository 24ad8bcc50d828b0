package custoza

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/dice"
)

// Fatigue (002 18) in the Fatigue Phase (14·7).

// Fatigue points of 18.2.
const (
	fatigueMarked    = 2  // an Activated Engaged Formation that placed any Assault/Charge marker
	fatigueActivated = 1  // … that placed none ("regardless of how many combat units are in Command range")
	fatigueRested    = -2 // an Engaged Formation not Activated
	fatigueFought    = 2  // … "involved in any Assault/Charge or reacted with Assault/Charge"
	fatigueReserve   = -3 // an In Reserve Formation
	fatigueMarched   = 1  // an On March Formation that moved (−2 if not: fatigueRested)
	fatigueMaxRise   = 2  // 18.2 note: "The maximum increase in Fatigue Level is 2 per GT"
)

// fatigueDelta is 18.2's change of f's Fatigue Level this GT and why.
func fatigueDelta(f *Formation) (int, string) {
	var d int
	var why string
	switch {
	case f.Status == reserveStatus:
		d, why = fatigueReserve, "In Reserve"
	case f.Status == marchStatus && f.Marched:
		d, why = fatigueMarched, "On March, moved"
	case f.Status == marchStatus:
		d, why = fatigueRested, "On March, did not move"
	case f.Activated && f.Marked:
		d, why = fatigueMarked, "activated, placed an Assault/Charge marker"
	case f.Activated:
		d, why = fatigueActivated, "activated, placed no marker"
	case f.Fought:
		d, why = fatigueFought, "not activated, involved in an assault or charge"
	default:
		d, why = fatigueRested, "not activated"
	}
	return min(d, fatigueMaxRise), why
}

// inPlay: the Formation's commander or one of its units is on the map,
// or it is In Reserve.
func (s *State) inPlay(fs *formSpec) bool {
	if f := s.form(fs.ID); f.Status == reserveStatus {
		return true
	}
	if c := s.unit(fs.Commander); c != nil && c.On && c.Gone == "" {
		return true
	}
	for _, id := range fs.units {
		if u := s.unit(id); u.On && u.Gone == "" {
			return true
		}
	}
	return false
}

// fatiguePhase is 14·7: each Formation's Fatigue Level is adjusted
// (7.1, 18.2; never below 0, a reading: facts (f) 13), a Fatigued
// Formation whose level decreased loses the marker (18.5), each checks
// (7.2, 18.3: "A Dice Roll less than or equal to the Fatigue Level will
// Fatigue the Formation. Add the Formation Commander Command Value to the
// dice roll": two dice, as every "dice roll" of 002), and every Mood
// marker moves one step toward 0 (7.3). Fortresses recover one level
// (22.3.3). The GT's marks for 18.2 are cleared.
func (s *State) fatiguePhase(r dice.Roller) {
	for _, id := range s.b.formIDs {
		fs, f := s.b.forms[id], s.form(id)
		if s.inPlay(fs) {
			s.fatigueCheck(fs, f, s.nightRest(fs), r)
		}
		f.Marked, f.Fought = false, false
		f.MarchTries, f.MarchDone, f.Marched = 0, false, false
		f.Mood = combat.MoodToward0(f.Mood)
	}
	s.fortressRecovery()
}

func (s *State) fatigueCheck(fs *formSpec, f *Formation, nightRest bool, r dice.Roller) {
	d, why := fatigueDelta(f)
	if nightRest && !f.Fought {
		d, why = fatigueReserve, "not activated at night, out of every EZoR: as In Reserve (17.3)"
	}
	before, wasFatigued := f.Fatigue, f.Fatigued
	f.Fatigue = max(0, f.Fatigue+d)
	text := fmt.Sprintf("%s's Fatigue Level %d → %d (%s, 18.2)", fs.ID, before, f.Fatigue, why)
	if f.Fatigue < before && f.Fatigued {
		f.Fatigued = false
		text += "; it is no longer Fatigued (18.5)"
	}
	cv := 0
	if c := s.b.specs[fs.Commander]; c != nil {
		cv = c.Command
	}
	purpose := fmt.Sprintf("fatigue check of %s (18.3)", fs.ID)
	a, b := r.Roll(6, purpose), r.Roll(6, purpose)
	rolls := []dice.Roll{{Purpose: purpose, Sides: 6, Value: a}, {Purpose: purpose, Sides: 6, Value: b}}
	if fatiguedBy(a+b, cv, f.Fatigue) {
		if !f.Fatigued {
			text += fmt.Sprintf("; %d + Command Value %d ≤ %d: Fatigued (18.3)", a+b, cv, f.Fatigue)
		}
		f.Fatigued = true
	} else {
		text += fmt.Sprintf("; %d + Command Value %d > %d: not Fatigued by this check (18.3)", a+b, cv, f.Fatigue)
	}
	// The level and the reason (In Reserve is the secret Objective Map's,
	// 16.1) are the owner's; the Fatigued marker on the commander (18.3)
	// is seen by the enemy while the commander is face up to him.
	s.event(adjudicator.Event{Code: "fatigue", To: adjudicator.Only(fs.Side), Text: text, Rolls: rolls})
	enemy := s.b.enemy(fs.Side)
	// The dice are seen (16.6: "the die roll is"), the level they are
	// checked against not: every Formation is checked, in the scenario's
	// order, so its dice tell nothing of its status.
	s.event(adjudicator.Event{Code: "fatigue", To: adjudicator.Only(enemy), Rolls: rolls,
		Text: fmt.Sprintf("%s's fatigue check of %s: rolled %d (18.3)", fs.Side, fs.ID, a+b)})
	if c := s.unit(fs.Commander); f.Fatigued != wasFatigued && c != nil && c.On && s.faceUpTo(c, enemy) {
		marker := fmt.Sprintf("%s is Fatigued (18.3)", fs.ID)
		if !f.Fatigued {
			marker = fmt.Sprintf("%s is no longer Fatigued (18.5)", fs.ID)
		}
		s.event(adjudicator.Event{Code: "fatigue", To: adjudicator.Only(enemy), Text: marker})
	}
}

// fatiguedBy is 18.3's check (14·7.2: "less than or equal to the Fatigue
// Level, minus the Formation Commander's Command Value", the same sum).
func fatiguedBy(roll, commandValue, level int) bool { return roll+commandValue <= level }

// fatigueRecovery is 18.6, at the end of GT #1 of each day: "every
// Formation recovers all of their Fatigue Points, and all units revert to
// Good Order again."
func (s *State) fatigueRecovery() {
	for _, f := range s.Forms {
		f.Fatigue, f.Fatigued = 0, false
	}
	for _, u := range s.Units {
		if u.Gone == "" && !u.p.commander() {
			u.Status = combat.GoodOrder
		}
	}
	s.event(adjudicator.Event{Code: "fatigue", Text: "the day's first game turn ends: every Formation recovers all its Fatigue Points and every unit reverts to Good Order (14·8.2, 18.6)"})
}

// fatiguedUnit: u's Formation is Fatigued (18.4).
func (s *State) fatiguedUnit(u *Unit) bool {
	f := s.form(u.p.Formation)
	return f != nil && f.Fatigued
}
