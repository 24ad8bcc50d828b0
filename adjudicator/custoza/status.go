package custoza

import (
	"cmp"
	"errors"
	"fmt"
	"slices"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Formation status (002 15) in the Command Phase (14·2.2): Engaged or In
// Reserve. On March (15.2, 16) is refused: its hidden movement (the
// secret Objective Map, scouts, forced deployment) is not played yet.

// Distances of 16.12's entry into In Reserve and 16.8's deployment.
const (
	reserveUnitGap      = 4 // 16.12: "more than 4 hexes ... distant from any enemy unit"
	reserveCommanderGap = 10
	deployRadius        = 4 // 16.8: "within 4 hexes of the Formation Commander"
)

// applyCommand is one line of a side's Command Phase.
func (s *State) applyCommand(o order, r dice.Roller) error {
	switch o.kind {
	case kDoneCommand:
		return nil
	case kEntry:
		return s.switchEntry(o.form, o.target)
	case kObjective: // accepted from revision 6 (commandDecision)
		return s.changeObjective(o, r)
	}
	return s.setStatus(o)
}

// setStatus changes Formation o.form's status (15).
func (s *State) setStatus(o order) error {
	id, status := o.form, o.status
	fs := s.b.forms[id]
	if fs == nil {
		return fmt.Errorf("no formation %q", id)
	}
	if fs.Side != s.Side {
		return fmt.Errorf("%s is a formation of %s: each player chooses the status of his own (14·2.2)", id, fs.Side)
	}
	f := s.form(id)
	if s.onMarchRules() {
		switch {
		case status == marchStatus:
			return s.goOnMarch(fs, f, o.target, o.objective)
		case f.Status == marchStatus && f.Changed == s.Turn:
			return fmt.Errorf("%s changed its status this game turn: a Formation changes status only one time in a Game Turn (15)", id)
		case f.Status == marchStatus && status == "reserve":
			return s.marchToReserve(fs, f)
		case f.Status == marchStatus:
			return s.marchDeploys(fs, f)
		}
	}
	want := ""
	switch status {
	case "march":
		return errors.New("On March (15.2, 16) is not played yet by mincio: its hidden movement (the Objective Map, scouts, deployment by contact) is still to come; choose engaged or reserve")
	case "reserve":
		want = reserveStatus
	}
	if f.Status == want {
		return fmt.Errorf("%s is already %s", id, statusName(want))
	}
	if f.Changed == s.Turn {
		return fmt.Errorf("%s changed its status this game turn: a Formation changes status only one time in a Game Turn (15)", id)
	}
	if want == reserveStatus {
		if why := s.inReserveRefused(fs); why != "" {
			return errors.New(why)
		}
		s.enterReserve(fs)
		f.Status = want // so that 16.12's Scout counts it
		if s.onMarchRules() {
			s.placeScout(fs)
		}
	} else if err := s.deploy(fs, false); err != nil {
		return err
	} else if s.onMarchRules() {
		s.removeScoutOnDeploy(fs)
	}
	f.Status, f.Changed = want, s.Turn
	return nil
}

func statusName(st string) string {
	if st == reserveStatus {
		return "In Reserve"
	}
	return "Engaged"
}

// inReserveRefused says why an Engaged Formation may not enter In Reserve
// now, "" if it may (16.12: "an Engaged Formation that has all of its
// units In Command, and is more than 4 hexes (10 hexes for its Commander)
// distant from any enemy unit can enter In Reserve").
func (s *State) inReserveRefused(fs *formSpec) string {
	fc := s.unit(fs.Commander)
	if fc == nil || !fc.On || fc.Gone != "" {
		return fmt.Sprintf("%s's commander is not on the map (16.12)", fs.ID)
	}
	if d, e := s.nearestEnemyUnit(fs.Side, fc.Hex, false); e != nil && d <= reserveCommanderGap {
		return fmt.Sprintf("%s's commander is %d hexes from the enemy %s: In Reserve needs more than %d (16.12)", fs.ID, d, e.Hex, reserveCommanderGap)
	}
	for _, id := range fs.units {
		u := s.unit(id)
		if !u.On || u.Gone != "" {
			continue
		}
		if !s.inCommand(u) {
			return fmt.Sprintf("%s is out of command: In Reserve needs all of %s's units In Command (16.12)", id, fs.ID)
		}
		if d, e := s.nearestEnemyUnit(fs.Side, u.Hex, false); e != nil && d <= reserveUnitGap {
			return fmt.Sprintf("%s is %d hexes from the enemy %s: In Reserve needs more than %d (16.12)", id, d, e.Hex, reserveUnitGap)
		}
	}
	return ""
}

// nearestEnemyUnit is the enemy counter on the map nearest h (the first
// in scenario order among the nearest) and its distance, -1 if none:
// combat units only (16.12's "enemy unit"), or commanders too (17.2's
// "Enemy unit or Commander"); a fortress's intrinsic garrison is an enemy
// unit (22.3.1 gives it SP and CV).
func (s *State) nearestEnemyUnit(side adjudicator.Side, h hexmap.Hex, commanders bool) (int, *Unit) {
	best, bestD := (*Unit)(nil), -1
	for _, u := range s.Units {
		if u.p.Side == side || !u.On || u.Gone != "" || (u.p.commander() && !commanders) {
			continue
		}
		if d := s.b.grid.Distance(h, u.Hex); bestD < 0 || d < bestD {
			best, bestD = u, d
		}
	}
	return bestD, best
}

// enemyWithin reports whether an enemy unit or commander on the map is at
// most n hexes from h: nearestEnemyUnit's distance, when only its bound
// matters (it stops at the first). A step to the next hex changes a hex's
// column and row by one at most, so a counter more than n columns or
// rows away is farther than n (withinBox): most are, and are passed over
// without working out the distance (16.9's Scouts and 16.8's commanders
// ask after every action).
func (s *State) enemyWithin(side adjudicator.Side, h hexmap.Hex, n int) bool {
	for _, u := range s.Units {
		if u.On && u.Gone == "" && withinBox(h, u.Hex, n) && u.p.Side != side && s.b.grid.Distance(h, u.Hex) <= n {
			return true
		}
	}
	return false
}

// withinBox reports whether b is at most n columns and n rows from a: a
// hex at most n hexes from a is (TestWithinBoxBoundsDistance).
func withinBox(a, b hexmap.Hex, n int) bool {
	return a.Col-b.Col <= n && b.Col-a.Col <= n && a.Row-b.Row <= n && b.Row-a.Row <= n
}

// enterReserve is 16.12: "remove all its units from the map (if any). The
// Commander is now turned face down." (The scout is part of On March.)
func (s *State) enterReserve(fs *formSpec) {
	var off []string
	for _, id := range fs.units {
		u := s.unit(id)
		if u.On && u.Gone == "" {
			u.On, u.OOC, u.Square = false, false, false
			off = append(off, id)
		}
	}
	s.touch()
	s.unit(fs.Commander).FaceUp = false
	s.event(adjudicator.Event{Code: "status", To: adjudicator.Only(fs.Side),
		Text: fmt.Sprintf("%s goes In Reserve: %s leave the map, its commander is face down (15.3, 16.12)", fs.ID, joinWords(off))})
	s.event(adjudicator.Event{Code: "status", To: adjudicator.Only(s.b.enemy(fs.Side)),
		Text: fmt.Sprintf("%s's units leave the map (15.3, 16.12)", fs.ID)})
}

// deploy is 16.8's deployment of an In Reserve Formation chosen Engaged
// (14·2.3, 17.2): "The Formation units are deployed face down along road
// hexes, within 4 hexes of the Formation Commander, and in March
// Move/Limbered status. The Formation Commander is face up." mincio
// places them in scenario order, each alone on the nearest free road hex
// (nearer the commander first, then hex order), facing the nearest enemy.
func (s *State) deploy(fs *formSpec, forced bool) error {
	fc := s.unit(fs.Commander)
	if fc == nil || !fc.On || fc.Gone != "" {
		return fmt.Errorf("%s's commander is not on the map: nowhere to deploy (16.8)", fs.ID)
	}
	units := s.toDeploy(fs)
	free := s.deployHexes(fc, fs.Side, true)
	if len(free) < len(units) {
		if !forced {
			return fmt.Errorf("%s has %d units to deploy and %d free road hexes within %d hexes of its commander (16.8)", fs.ID, len(units), len(free), deployRadius)
		}
		// A compulsory deployment (17.2) happens whatever the roads: the
		// units short of a road hex take the nearest free hexes (a reading).
		free = append(free, s.deployHexes(fc, fs.Side, false)...)
		if len(free) < len(units) {
			units = units[:len(free)]
		}
	}
	var placed []string
	for i, u := range units {
		u.On, u.Hex, u.March = true, free[i], true
		s.touch()
		u.Facing = s.directionToward(u.Hex, s.nearestEnemy(fs.Side, u.Hex))
		placed = append(placed, fmt.Sprintf("%s in %s", u.ID, u.Hex))
	}
	fc.FaceUp = true
	s.event(adjudicator.Event{Code: "status", To: adjudicator.Only(fs.Side),
		Text: fmt.Sprintf("%s deploys and is Engaged (16.8, 16.11): %s, in March Movement", fs.ID, joinWords(placed))})
	s.event(adjudicator.Event{Code: "status", To: adjudicator.Only(s.b.enemy(fs.Side)),
		Text: fmt.Sprintf("%s deploys: %d units enter the map face down along the roads (16.8)", fs.ID, len(units))})
	return nil
}

// toDeploy are the units of fs off the map In Reserve, to deploy (16.8).
func (s *State) toDeploy(fs *formSpec) []*Unit {
	var units []*Unit
	for _, id := range fs.units {
		if u := s.unit(id); !u.On && u.Gone == "" && u.Arrives == 0 {
			units = append(units, u)
		}
	}
	return units
}

// canDeploy reports whether the In Reserve fs may choose to deploy now:
// its commander on the map and a free road hex within 4 hexes of him for
// each of its units (16.8), as deploy requires.
func (s *State) canDeploy(fs *formSpec) bool {
	fc := s.unit(fs.Commander)
	if fc == nil || !fc.On || fc.Gone != "" {
		return false
	}
	return len(s.deployHexes(fc, fs.Side, true)) >= len(s.toDeploy(fs))
}

// commandDecision is a side's Command Phase (14·2): a status line per
// Formation that changes (15), then done command. The default keeps every
// status.
func (s *State) commandDecision() adjudicator.Decision {
	d := adjudicator.Decision{Side: s.Side, Kind: kCommand, Accepts: []string{kStatus, kEntry, kDoneCommand}}
	if s.onMarchRules() {
		d.Accepts = append(d.Accepts, kObjective)
	}
	d.Prompt = "Command Phase (14·2): choose each Formation's status, `status FORMATION engaged|reserve` (15, 16.12, 17); `entry FORMATION HEX` switches a blocked reinforcement's entry (21.5); done command ends it"
	if s.onMarchRules() {
		d.Prompt = "Command Phase (14·2): choose each Formation's status, `status FORMATION engaged|reserve|march HEX` (15, 16.10, 16.12, 17.1: march from In Reserve, HEX its Objective); `objective FORMATION HEX` tries to change an On March Formation's Objective (16.2); `entry FORMATION HEX` switches a blocked reinforcement's entry (21.5); done command ends it"
	}
	d.Options = []string{"done command"}
	for _, id := range s.b.formIDs {
		fs := s.b.forms[id]
		f := s.form(id)
		if fs.Side != s.Side || f.Changed == s.Turn {
			continue
		}
		if s.onMarchRules() && f.Status == "" && s.arriving(fs) {
			if src := s.b.adv.supply[s.b.enemy(fs.Side)]; len(src) > 0 {
				d.Options = append(d.Options, "status "+id+" march "+src[0].String())
			}
		}
		if f.Status == marchStatus {
			if s.reached(fs) {
				d.Options = append(d.Options, "status "+id+" reserve", "status "+id+" engaged")
			}
		} else if f.Status == reserveStatus {
			if s.canDeploy(fs) {
				d.Options = append(d.Options, "status "+id+" engaged")
			}
			if src := s.b.adv.supply[s.b.enemy(fs.Side)]; s.onMarchRules() && len(src) > 0 {
				// an Objective to offer: the enemy's first Supply Source
				d.Options = append(d.Options, "status "+id+" march "+src[0].String())
			}
		} else if s.inReserveRefused(fs) == "" {
			d.Options = append(d.Options, "status "+id+" reserve")
		}
	}
	d.Default, d.ReportDefault = defaultLine("done command", kDoneCommand), true
	return d
}

// deployHexes are the free hexes within 4 of the commander fc where his
// units may deploy: on a road (road) or off one (!road), never an enemy's
// hex or one in an enemy ZoR; nearest first, then hex order.
func (s *State) deployHexes(fc *Unit, side adjudicator.Side, road bool) []hexmap.Hex {
	var free []hexmap.Hex
	for _, h := range s.b.grid.Around(fc.Hex, deployRadius) {
		if s.b.on(h) && s.b.hasRoad(h) == road && len(s.combatAt(h)) == 0 && !s.inEZoR(side, h) && s.b.terrainOf(h) != "mincio" && s.b.terrainOf(h) != "lake" {
			free = append(free, h)
		}
	}
	slices.SortFunc(free, func(a, b hexmap.Hex) int {
		return cmp.Or(cmp.Compare(s.b.grid.Distance(fc.Hex, a), s.b.grid.Distance(fc.Hex, b)), a.Compare(b))
	})
	return free
}

// contactRange is 16.8's and 17.2's "within 9 hexes (8 intervening)".
const contactRange = 9

// forcedDeployments is 17.2: "whenever, during a March & Reserve or
// Action Phase, if an In Reserve Formation Commander comes within 9
// hexes of an Enemy unit or Commander, he must deploy his Formation
// units". mincio checks after each step of the Action Phase (an action,
// a reaction, a fight), not in the middle of a move.
func (s *State) forcedDeployments() {
	if !s.advanced() || s.Over != nil || (s.Stage != stActivate && s.Stage != stDeclare && s.Stage != stAction) {
		return
	}
	if s.onMarchRules() {
		s.marchContacts()
		return
	}
	for _, id := range s.b.formIDs {
		fs, f := s.b.forms[id], s.form(id)
		fc := s.unit(fs.Commander)
		if f.Status != reserveStatus || fc == nil || !fc.On || fc.Gone != "" {
			continue
		}
		if !s.enemyWithin(fs.Side, fc.Hex, contactRange) {
			continue
		}
		if err := s.deploy(fs, true); err == nil {
			f.Status, f.Changed = "", s.Turn
		}
	}
}

// marchContacts is 16.8, 16.9 and 17.2 under revision 6: first the
// Scouts within 9 hexes of an enemy piece are removed (16.9: "no
// Formations are deployed"), then every On March or In Reserve commander
// within 9 hexes of an enemy unit or commander deploys, "the stationary
// Formation deploys first": the side not moving now (the one that does
// not owe the decision) first.
func (s *State) marchContacts() {
	s.scoutContacts()
	for _, side := range []adjudicator.Side{s.b.enemy(s.Side), s.Side} {
		for _, id := range s.b.formIDs {
			fs, f := s.b.forms[id], s.form(id)
			fc := s.unit(fs.Commander)
			if fs.Side != side || !s.hidden(fs) || fc == nil || !fc.On || fc.Gone != "" {
				continue
			}
			if !s.enemyWithin(fs.Side, fc.Hex, contactRange) {
				continue
			}
			if err := s.deploy(fs, true); err == nil {
				s.removeScoutOnDeploy(fs)
				f.Status, f.Changed, f.Objective = "", s.Turn, ""
			}
		}
	}
}
