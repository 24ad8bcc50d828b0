package custoza

import (
	"errors"
	"fmt"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// actingForce resolves a Force of the active Formation that may act now:
// in command (4.1), not yet acted this GT (6.6), of one type in one hex
// (2.8). A reinforcement waiting off the map is named by its unit id.
func (s *State) actingForce(fr forceRef) ([]*Unit, error) {
	return s.resolveForce(fr, s.Active, false)
}

// resolveForce resolves a Force of formation form (any of the side's
// formations when ooc is set, for the Out of Command phase).
func (s *State) resolveForce(fr forceRef, form string, ooc bool) ([]*Unit, error) {
	side := s.Side
	ok := func(u *Unit) error {
		switch {
		case u.p.Side != side:
			return errors.New(s.citeAll(u.ID+" is not one of your units", ": a player orders his own", "3·2.2", "B.2"))
		case u.p.commander() && u.Acted:
			return errors.New(s.citeAll(u.ID+" has already moved this game turn", ": a commander moves once, in his Formation's activation", "7.10", "8.5"))
		case u.p.commander() && (ooc || (u.p.Type == "fc" && u.p.Formation != form)):
			return fmt.Errorf("%s moves in his own Formation's activation (7.10); the Overall Commander in any of yours", u.ID)
		case u.p.commander():
			return nil
		case !ooc && u.p.Reserve && u.With != form:
			return fmt.Errorf("%s is a Reserve unit: %s activates it first with `reserve %s` (4.3)", u.ID, form, u.ID)
		case !ooc && !u.actsWith(form):
			return errors.New(s.citeAll(fmt.Sprintf("%s is in formation %s, not the active %s", u.ID, u.p.Formation, form), ": only the Forces of the activated Formation act", "3·2.2.b", "B.2 b"))
		case u.Gone != "":
			return errors.New(s.citeAll(fmt.Sprintf("%s is out of the game (%s)", u.ID, u.Gone), ": routed, surrendered or eliminated units leave the game", "13.5, 10.5.3", "13.2, 11.3.3"))
		case !u.On && (u.Arrives == 0 || u.Arrives > s.Turn):
			return errors.New(s.citeAll(u.ID+" is not on the map", ": it enters as its Formation acts", "21.3", "15.1"))
		case !ooc && u.OOC:
			return fmt.Errorf("%s is out of command this turn: it moves in the Out of Command phase (4.1)", u.ID)
		case ooc && !u.OOC:
			return fmt.Errorf("%s is in command: it acts when its formation activates (4.1)", u.ID)
		case u.Acted:
			return fmt.Errorf("%s has already acted this game turn (6.6)", u.ID)
		}
		return nil
	}
	var out []*Unit
	if len(fr.Units) == 0 {
		for _, u := range s.forceOf(side, fr.Hex, fr.Type) {
			if ok(u) == nil && (ooc || u.actsWith(form)) {
				out = append(out, u)
			}
		}
		if len(out) == 0 {
			return nil, errors.New(s.citeAll(fmt.Sprintf("no %s of yours in %s may act now", fr.Type, fr.Hex), ": the Forces of the activated Formation act", "3·2.2.b", "B.2 b"))
		}
		return out, nil
	}
	for _, id := range fr.Units {
		u := s.unit(id)
		if u == nil {
			return nil, fmt.Errorf("no unit %q in this game", id)
		}
		if err := ok(u); err != nil {
			return nil, err
		}
		if len(out) > 0 && (u.Hex != out[0].Hex || u.p.Type != out[0].p.Type || u.On != out[0].On || u.p.commander() != out[0].p.commander()) {
			return nil, fmt.Errorf("%s and %s are not one Force: a Force is units of one type in one hex (2.8)", out[0].ID, u.ID)
		}
		out = append(out, u)
	}
	if out[0].p.commander() && len(out) > 1 {
		return nil, errors.New(s.citeAll("commanders move one at a time", "", "7.10", "8.5"))
	}
	return out, nil
}

// moveMA is what the force may spend (7.2), less a column position's
// loss for a reinforcement entering (21.3, Goito 15.1).
func (s *State) moveMA(force []*Unit) hexmap.Cost {
	ma := hexmap.MPs(forceMA(force))
	if !force[0].On {
		ma -= s.columnLoss(force)
	}
	return max(0, ma)
}

// costFunc is the cost of a step for force moving in or out of March
// Movement, with 7.5's EZoR rule (entered only on a marker hex, and then
// to attack: toMarker), 2.9's stacking limit and 7.2's "cannot enter any
// hex occupied by an enemy Force".
func (s *State) costFunc(force []*Unit, march, toMarker bool) hexmap.CostFunc {
	return s.stepCostWith(force, march, s.enterRule(force, march, toMarker, s.inEZoR))
}

// searchCost is costFunc for one path search, by grid index
// (hexmap.PathsIndexed): the state stands still while the search runs, so
// what the rules say of entering a hex, and whether it is in an EZoR
// (ezor, also the search's Stop), is worked out once per hex, not once per
// hexside it is reached across (searchMemo; release gives the memo back
// once the search is over); the step itself is read from the battle's
// step table.
func (s *State) searchCost(force []*Unit, march, toMarker bool) (cost hexmap.StepCost, ezor func(int32) bool, release func()) {
	g := s.b.grid
	m := newSearchMemo(g.Len())
	side := force[0].p.Side
	ezor = func(i int32) bool {
		e := &m.ezor[i]
		if e.gen != m.gen {
			e.gen, e.yes = m.gen, s.inEZoR(side, g.HexAt(int(i)))
		}
		return e.yes
	}
	rule := s.enterRule(force, march, toMarker, func(_ adjudicator.Side, h hexmap.Hex) bool {
		i, in := s.b.idx(h)
		if !in {
			return s.inEZoR(side, h)
		}
		return ezor(int32(i))
	})
	class := force[0].p.class()
	c := stepClass(class)
	march = march || force[0].p.commander()
	t := s.b.steps()
	return func(from, to int32, dir int) (hexmap.Cost, bool) {
		e := &m.enter[to]
		if e.gen != m.gen {
			n, ok := rule(g.HexAt(int(to)))
			*e = enterMemo{m.gen, ok, int32(n)}
		}
		if !e.ok {
			return 0, false
		}
		var info stepInfo
		var ok bool
		if c >= 0 {
			info, ok = t.stepAt(s.b, c, march, from, dir, int(e.entering))
		} else {
			info, ok = s.b.step(class, march, g.HexAt(int(from)), g.HexAt(int(to)), int(e.entering))
		}
		return info.Cost, ok
	}, ezor, m.release
}

// stepCostWith is the cost of a step into a hex rule lets force enter,
// with the stacking points that are there with it.
func (s *State) stepCostWith(force []*Unit, march bool, rule func(to hexmap.Hex) (entering int, ok bool)) hexmap.CostFunc {
	class := force[0].p.class()
	cmdr := force[0].p.commander()
	return func(from, to hexmap.Hex, _ hexmap.Hexside) (hexmap.Cost, bool) {
		entering, ok := rule(to)
		if !ok {
			return 0, false
		}
		info, ok := s.b.step(class, march || cmdr, from, to, entering)
		return info.Cost, ok
	}
}

// enterRule says whether force may enter a hex at all, whatever hex it
// comes from, and with how many stacking points there (7.2, 7.5, 2.9,
// 22.3.4); inEZoR is the state's, or a search's kept copy of it.
func (s *State) enterRule(force []*Unit, march, toMarker bool, inEZoR func(adjudicator.Side, hexmap.Hex) bool) func(hexmap.Hex) (int, bool) {
	side := force[0].p.Side
	sv := sumSV(force)
	cmdr := force[0].p.commander()
	return func(to hexmap.Hex) (int, bool) {
		if s.sideAt(to) == s.b.enemy(side) {
			return 0, false
		}
		entering := s.stacking(to) + sv
		if !march && !cmdr && s.overLimit(to, force) && !contains(unitIDs(force), firstID(s.combatAt(to))) {
			return 0, false
		}
		if !cmdr && !s.fortressRoom(to, force) {
			return 0, false // 22.3.4
		}
		if cmdr {
			entering = 0 // 7.8.1 limits units in March Movement; commanders are not (7.10)
		}
		if inEZoR(side, to) {
			switch {
			case cmdr && s.sideAt(to) != side:
				return 0, false // 7.5: commanders enter an EZoR only where friendly units are
			case !cmdr && (!toMarker || s.markerAt(to) < 0):
				return 0, false
			}
		}
		return entering, true
	}
}

func firstID(us []*Unit) string {
	if len(us) == 0 {
		return ""
	}
	return us[0].ID
}

// pathTo is the cheapest path of force to dest within its MA (7.2; 7.4's
// one-hex minimum), from its hex, or from its entry hex for a
// reinforcement (which enters that hex first): the hexes entered, their
// cost, ok.
func (s *State) pathTo(force []*Unit, dest hexmap.Hex, march, toMarker bool) ([]hexmap.Hex, hexmap.Cost, bool) {
	return s.pathToKeeping(force, dest, march, toMarker, 0, true)
}

// pathToKeeping is pathTo keeping reserve MP unspent at dest, with or
// without 7.4's one-hex minimum (an attack's path to its marker hex keeps
// what entering the target costs, 9.1, 10.1: attackReserve).
func (s *State) pathToKeeping(force []*Unit, dest hexmap.Hex, march, toMarker bool, reserve hexmap.Cost, minimum bool) ([]hexmap.Hex, hexmap.Cost, bool) {
	u := force[0]
	budget := s.moveMA(force) - reserve
	from := u.Hex
	if !u.On {
		from = u.Entry
		budget -= s.b.entryCost(u.p.class(), march, from)
	}
	if budget < 0 && !minimum {
		return nil, 0, false
	}
	path, cost, ok := s.search(force, from, dest, march, toMarker, max(0, budget), minimum)
	if !ok {
		return nil, 0, false
	}
	if !u.On {
		return path, cost, true // the entry hex first
	}
	if len(path) < 2 {
		return nil, 0, false
	}
	return path[1:], cost, true
}

// pathWithin is the cheapest path of force from hex from to dest within
// budget (minimum: 7.4's one hex whatever its cost), without from.
func (s *State) pathWithin(force []*Unit, from, dest hexmap.Hex, march, toMarker bool, budget hexmap.Cost, minimum bool) ([]hexmap.Hex, bool) {
	path, _, ok := s.search(force, from, dest, march, toMarker, max(0, budget), minimum)
	if !ok || len(path) < 2 {
		return nil, false
	}
	return path[1:], true
}

// search is the path search of pathTo and pathWithin: from included; a
// Force in March Movement may pass over the stacking limit but not stop
// there (2.9, 7.8.1).
func (s *State) search(force []*Unit, from, dest hexmap.Hex, march, toMarker bool, budget hexmap.Cost, minimum bool) ([]hexmap.Hex, hexmap.Cost, bool) {
	u := force[0]
	cost, ezor, release := s.searchCost(force, march || u.p.art(), toMarker)
	defer release()
	opts := hexmap.IndexOptions{MinimumMove: minimum, Stop: ezor}
	path, c, ok := s.b.grid.PathToIndexed(from, dest, budget, cost, opts)
	if !ok || (!u.p.commander() && dest != u.Hex && s.overLimit(dest, force)) {
		return nil, 0, false
	}
	return path, c, true
}

// checkPath checks an explicit path before the force sets out: each hex
// next to the one before, each step allowed now, the whole within the MA
// (7.4: any one-hex move that is not impassable).
func (s *State) checkPath(force []*Unit, path []hexmap.Hex, march, toMarker bool) (hexmap.Cost, error) {
	u := force[0]
	cf := s.costFunc(force, march || u.p.art(), toMarker)
	at := u.Hex
	var spent hexmap.Cost
	for i, h := range path {
		if i == 0 && !u.On {
			if h != u.Entry {
				return 0, errors.New(s.citeAll(fmt.Sprintf("%s enters the map at %s: its path starts there", u.ID, u.Entry), "", "21.3", "15.1"))
			}
			at = h
			spent += s.b.entryCost(u.p.class(), march, h)
			continue
		}
		if !s.b.grid.Adjacent(at, h) {
			return 0, fmt.Errorf("%s is not next to %s: list every hex entered", h, at)
		}
		c, ok := cf(at, h, hexmap.Hexside{})
		if !ok {
			why, enemy := s.whyNotEnter(force, at, h, march, toMarker)
			return 0, refusal("7.2", fmt.Sprintf("%s cannot enter %s from %s: %s", s.forceName(force), h, at, why), enemy)
		}
		if i < len(path)-1 && s.inEZoR(u.p.Side, h) {
			return 0, fmt.Errorf("%s is in an enemy ZoR: a Force that enters one stops there and attacks (7.5)", h)
		}
		spent += c
		at = h
	}
	if ma := s.moveMA(force); spent > ma && len(path) > 1 {
		return 0, fmt.Errorf("the path costs %s MP, more than the %s of %s (7.2; 7.4 allows one hex whatever its cost)", spent, ma, s.forceName(force))
	}
	return spent, nil
}

// whyNotEnter explains a refused step; enemy: enemy units or their ZoR
// forbid it.
func (s *State) whyNotEnter(force []*Unit, from, to hexmap.Hex, march, toMarker bool) (why string, enemy bool) {
	side := force[0].p.Side
	switch {
	case !s.b.on(to):
		return "off the map", false
	case s.sideAt(to) == s.b.enemy(side):
		return "enemy units are there (7.2)", true
	case s.inEZoR(side, to) && force[0].p.commander():
		return "commanders enter an enemy ZoR only where friendly units are (7.5)", false
	case s.inEZoR(side, to) && !toMarker && s.markerAt(to) >= 0 && s.b.rev >= 2:
		return fmt.Sprintf("it is in an enemy ZoR: a Force entering one on its marker must attack the Force projecting it (%s): `assault` or `charge` takes it there", s.rule("7.5", "3.1.2, 3.2")), false
	case s.inEZoR(side, to) && (!toMarker || s.markerAt(to) < 0):
		return "it is in an enemy ZoR: a Force enters one only on an Assault/Charge marker, to attack (7.5)", true
	case !march && s.stacking(to)+sumSV(force) > StackingLimit:
		return fmt.Sprintf("it would hold more than %d stacking points (2.9)", StackingLimit), false
	}
	if s.b.rev >= 2 {
		if why := s.roadStackingRefused(force, from, to, march); why != "" {
			return why, false
		}
		if s.b.hexsideImpassable(force[0].p.class(), from, to) {
			return fmt.Sprintf("the hexside between %s and %s is impassable for %s (TEC, %s)", from, to, force[0].p.class(), strings.Join(s.b.hexsideKinds(from, to), ", ")), false
		}
	}
	return fmt.Sprintf("impassable terrain for %s (TEC, %s)", force[0].p.class(), s.b.terrainOf(to)), false
}

// roadStackingRefused explains a step in March Movement along a road or
// bridge refused because the hex would hold too much (7.8.1: "they cannot
// use roads or bridges if the entered hex has a combined total of more
// than 3 stacking points, including the entering unit"), where the
// terrain off the road is impassable: revision 1 said only "impassable
// terrain".
func (s *State) roadStackingRefused(force []*Unit, from, to hexmap.Hex, march bool) string {
	if !march || force[0].p.commander() || s.b.roadBetween(from, to) == "" {
		return ""
	}
	n := s.stacking(to) + sumSV(force)
	if n <= roadStackLimit {
		return ""
	}
	return fmt.Sprintf("%s would hold %d stacking points: units in March Movement cannot use roads or bridges into a hex of more than %d, the entering unit included (%s), and off the road %s is impassable for %s (TEC)",
		to, n, roadStackLimit, s.rule("7.8.1", "8.3.2"), s.b.terrainOf(to), force[0].p.class())
}
