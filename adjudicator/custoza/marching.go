package custoza

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// The March & Reserve Phase's marches (002 14·6, 16.1, 16.4–16.7) under
// revision 6: "Starting with the Initiative Player, players alternate
// trying to activate a Formation to move it toward its Objective. Repeat
// the attempts with a -1 DRM for every prior attempt. A natural "6" will
// stop the Formation where it is ... if the players pass three times in
// sequence ... the Phase ends." A side's line `march FORMATION HEX… [scout
// SCOUT HEX…]` is one attempt and, if it activates, the commander's march
// along the hexes (16.1) and one Scout's free move (16.7). Then the
// Overall Commanders move (ocmarch.go).

// The March & Reserve Phase's stages under revision 6: the activations,
// then the Overall Commanders' moves.
const (
	stMarch   = "march-reserve"
	stOCMarch = "oc-march"
)

// beginMarch opens the phase: In Reserve Formations recover (17.1,
// 13.7), then the initiative player tries first.
func (s *State) beginMarch(r dice.Roller) {
	s.marchReserve(r)
	s.Side, s.Passes = s.Initiative, 0
}

// marchRun passes for a side with no Formation left to march; at the
// third pass in sequence the Overall Commanders move (ocMarchRun).
func (s *State) marchRun(r dice.Roller) bool {
	if s.Stage == stOCMarch {
		return s.ocMarchRun(r)
	}
	if s.Passes >= PassesToEnd || !s.anyHidden() {
		// With no Formation On March or In Reserve on either side (a
		// public fact: their blank pieces, 16.3), no passes are told; with
		// one, the passes are, whether a side has a Formation left to try
		// or not, which the Objective Map keeps secret (2.3).
		if s.Passes >= PassesToEnd {
			s.event(adjudicator.Event{Code: "march-phase-over", Text: "three passes in sequence: the activations of the March & Reserve Phase end; the Overall Commanders move (14·6)"})
		}
		s.Passes = 0
		s.Stage, s.Side = stOCMarch, s.b.enemy(s.Initiative)
		return true
	}
	if len(s.marchers(s.Side)) == 0 {
		s.marchPass(s.Side)
		return true
	}
	return false
}

// anyHidden reports whether a Formation of either side is On March or In
// Reserve.
func (s *State) anyHidden() bool {
	for _, id := range s.b.formIDs {
		if s.hidden(s.b.forms[id]) {
			return true
		}
	}
	return false
}

// marchPass is one pass of the phase.
func (s *State) marchPass(side adjudicator.Side) {
	s.Passes++
	s.event(adjudicator.Event{Code: "pass", Text: fmt.Sprintf("%s passes in the March & Reserve Phase (%d in sequence, 14·6)", side, s.Passes)})
	s.Side = s.b.enemy(side)
}

// marchers are side's On March Formations that may still try this GT.
func (s *State) marchers(side adjudicator.Side) []*formSpec {
	var out []*formSpec
	for _, id := range s.b.formIDs {
		fs, f := s.b.forms[id], s.form(id)
		if fc := s.unit(fs.Commander); fs.Side == side && f.Status == marchStatus && !f.MarchDone && fc != nil && fc.On && fc.Gone == "" {
			out = append(out, fs)
		}
	}
	return out
}

// marchMA is 16.5's "their MA is the slowest among the units in the
// Formation" (its units still in the game).
func (s *State) marchMA(fs *formSpec) int {
	ma := 0
	for _, id := range fs.units {
		if u := s.unit(id); u.Gone == "" && (ma == 0 || u.p.MA < ma) {
			ma = u.p.MA
		}
	}
	if ma == 0 {
		ma = commanderMA
	}
	return ma
}

// nearestRoad is the distance from h to the nearest Road hex, -1 if the
// map has none.
func (s *State) nearestRoad(h hexmap.Hex) int {
	for n := 0; n <= s.b.grid.Len(); n++ {
		ring := s.b.grid.Ring(h, n)
		if len(ring) == 0 && n > 0 {
			break
		}
		for _, x := range ring {
			if s.b.on(x) && s.b.hasRoad(x) {
				return n
			}
		}
	}
	return -1
}

// marchRefused says why the commander of On March Formation fs may not
// march along path, "" if he may (16.1): "An On March Commander must move
// at least half of his MA along any type of Road, using March Movement
// (only). At the end of his movement, he must be at least one hex closer
// to his Objective. Formation Commanders who are not in a Road hex ...
// must move towards the nearest Road hex". Readings: the MPs spent
// moving from road hex to road hex by the road are the ones "along" it;
// a march ending within 2 hexes of the Objective (reached, 16.1) may be
// shorter than half the MA; a commander off the road that turn must bring
// each step nearer a road hex until he stands on one, and is held to no
// more.
func (s *State) marchRefused(fs *formSpec, path []hexmap.Hex) string {
	f, fc := s.form(fs.ID), s.unit(fs.Commander)
	obj, _ := s.objectiveOf(f)
	ma := hexmap.MPs(s.marchMA(fs))
	offRoad := !s.b.hasRoad(fc.Hex)
	if s.reached(fs) {
		return fmt.Sprintf("%s has reached its Objective: in the Command Phase it may go In Reserve or deploy (16.2.1, 16.10), or change its Objective (16.2)", fs.ID)
	}
	var spent, road hexmap.Cost
	prev := fc.Hex
	for _, h := range path {
		info, ok := s.b.step(fc.p.class(), true, prev, h, 0)
		if !ok {
			return fmt.Sprintf("%s cannot be entered from %s in March Movement (7.2, 7.8)", h, prev)
		}
		if len(s.combatAt(h)) > 0 && s.combatAt(h)[0].p.Side != fs.Side {
			return fmt.Sprintf("an enemy unit stands in %s (7.2)", h)
		}
		if offRoad && !s.b.hasRoad(prev) && s.nearestRoad(h) >= s.nearestRoad(prev) {
			return fmt.Sprintf("%s is off the road: he must move towards the nearest Road hex first, and %s is not nearer one (16.1)", fc.p.Name, h)
		}
		spent += info.Cost
		if info.Road {
			road += info.Cost
		}
		prev = h
	}
	end := prev
	switch {
	case spent > ma:
		return fmt.Sprintf("the march costs %s MP, more than %s's MA %d, its slowest unit's (16.5)", spent, fs.ID, s.marchMA(fs))
	case offRoad:
		return ""
	case s.b.grid.Distance(end, obj) <= objectiveReach:
		return ""
	case 2*road < ma:
		return fmt.Sprintf("the march goes %s MP along the road: an On March Commander must move at least half of his MA (%d) along a Road in March Movement (16.1)", road, s.marchMA(fs))
	case s.b.grid.Distance(end, obj) >= s.b.grid.Distance(fc.Hex, obj):
		return fmt.Sprintf("%s ends %d hexes from its Objective, %d before: an On March Commander must end at least one hex closer to his Objective (16.1)", end, s.b.grid.Distance(end, obj), s.b.grid.Distance(fc.Hex, obj))
	}
	return ""
}

// scoutRefused says why Scout sc may not move along path, "" if it may:
// "the Scout unit can move as the player wishes" (16.7); a reading: as a
// commander (MA 8, 2.4.2.3) in March Movement.
func (s *State) scoutRefused(sc Scout, path []hexmap.Hex) string {
	if why := s.freeMoveRefused(sc.Side, sc.Hex, path, commanderMA); why != "" {
		return "the Scout: " + why + " (16.7, 2.4.2.3)"
	}
	return ""
}

// movingScout is the Scout a `march` or `march-oc` line moves (16.7,
// 16.4), nil if none, after checking its move.
func (s *State) movingScout(o order) (*Scout, error) {
	if o.unit == "" {
		return nil, nil
	}
	i := slices.IndexFunc(s.Scouts, func(x Scout) bool { return x.ID == o.unit && x.Side == s.Side })
	if i < 0 {
		return nil, fmt.Errorf("no Scout of yours %q on the map", o.unit)
	}
	if why := s.scoutRefused(s.Scouts[i], o.scoutPath); why != "" {
		return nil, fmt.Errorf("%s", why)
	}
	return &s.Scouts[i], nil
}

// applyMarch is one `march` line: its checks, the activation attempt and,
// if it activates, the march (16.4, 16.7). A line with `times N` answers
// the side's next attempts too, each with its -1 (14·6: "Repeat the
// attempts with a -1 DRM for every prior attempt"), until the Formation
// has marched or rolled its natural 6. The attempt is told to the
// enemy by its die alone (16.6: "The Formation that attempts the
// activation is not visible to the opponent (face down), but the die
// roll is").
func (s *State) applyMarch(o order, r dice.Roller) error {
	if o.kind == kPass {
		s.marchPass(s.Side)
		return nil
	}
	fs := s.b.forms[o.form]
	if fs == nil {
		return fmt.Errorf("no formation %q", o.form)
	}
	if f := s.form(fs.ID); o.times > 0 && fs.Side == s.Side {
		// `times N`: the attempts are over, it marched or rolled its 6,
		// or it deployed this game turn (16.8)
		switch {
		case f.Status == marchStatus && f.MarchDone:
			return fmt.Errorf("%w: %s has made its march attempts this game turn (14·6)", errSpent, fs.ID)
		case f.Status == "" && f.Changed == s.Turn:
			return fmt.Errorf("%w: %s deployed this game turn and is Engaged (16.8, 16.11)", errSpent, fs.ID)
		}
	}
	if !slices.Contains(s.marchers(s.Side), fs) {
		return fmt.Errorf("%s is not one of your On March Formations that may still march this game turn (14·6, 15.2)", o.form)
	}
	if why := s.marchRefused(fs, o.path); why != "" {
		return fmt.Errorf("%s", why)
	}
	sc, err := s.movingScout(o)
	if err != nil {
		return err
	}
	f := s.form(fs.ID)
	cv := s.b.specs[fs.Commander].Command
	purpose := "march & reserve activation (14·6)"
	die := r.Roll(6, purpose)
	rolls := []dice.Roll{{Purpose: purpose, Sides: 6, Value: die}}
	mod := die - f.MarchTries
	own := fmt.Sprintf("%s tries to march: rolled %d", fs.ID, die)
	if f.MarchTries > 0 {
		own += fmt.Sprintf(", -%d for its prior attempts, %d", f.MarchTries, mod)
	}
	s.event(adjudicator.Event{Code: "march", To: adjudicator.Only(s.b.enemy(s.Side)), Rolls: rolls,
		Text: fmt.Sprintf("%s tries to activate a face-down Formation: rolled %d (16.6)", s.Side, die)})
	s.Passes = 0
	side := s.Side
	s.Side = s.b.enemy(side)
	switch {
	case die == 6:
		f.MarchDone = true
		s.event(adjudicator.Event{Code: "march", To: adjudicator.Only(side), Rolls: rolls,
			Text: own + ": a natural 6 stops it where it is; it keeps its Objective and rests (14·6, 16.4)"})
		return nil
	case mod > cv:
		f.MarchTries++
		s.event(adjudicator.Event{Code: "march", To: adjudicator.Only(side), Rolls: rolls,
			Text: fmt.Sprintf("%s > Command Value %d: not activated; its next attempt has -%d (14·6)", own, cv, f.MarchTries)})
		return nil
	}
	f.MarchDone, f.Marched = true, true
	s.event(adjudicator.Event{Code: "march", To: adjudicator.Only(side), Rolls: rolls,
		Text: fmt.Sprintf("%s ≤ Command Value %d: activated (14·6, 16.4)", own, cv)})
	fc := s.unit(fs.Commander)
	var enemyWords []string
	ownWords := []string{s.marchAlong(side, &fc.Hex, o.path, fc.p.Name, true, &enemyWords)}
	if sc != nil {
		ownWords = append(ownWords, s.marchAlong(side, &sc.Hex, o.scoutPath, sc.ID, true, &enemyWords))
	}
	s.touch()
	s.event(adjudicator.Event{Code: "march", To: adjudicator.Only(side), Text: strings.Join(ownWords, "; ")})
	s.tellEnemyMoves(side, enemyWords)
	s.marchContacts()
	return nil
}

// tellEnemyMoves tells side's enemy its face-down pieces' moves, in an
// order that does not tell the commander from the Scout.
func (s *State) tellEnemyMoves(side adjudicator.Side, words []string) {
	slices.Sort(words)
	for _, w := range words {
		s.event(adjudicator.Event{Code: "march", To: adjudicator.Only(s.b.enemy(side)), Text: w})
	}
}

// marchAlong moves a face-down piece at *at along path, stopping (if
// stop: an On March piece) in the first hex within 9 hexes of an enemy
// piece (16.8, 16.9: the contact is made there), and says where it went.
func (s *State) marchAlong(side adjudicator.Side, at *hexmap.Hex, path []hexmap.Hex, name string, stop bool, enemyWords *[]string) string {
	from := *at
	for _, h := range path {
		*at = h
		if stop && s.enemyPieceNear(side, h, contactRange) {
			break
		}
	}
	if *at != from {
		*enemyWords = append(*enemyWords, fmt.Sprintf("a face-down piece moves from %s to %s (16.4)", from, *at))
	}
	return fmt.Sprintf("%s marches from %s to %s", name, from, *at)
}

// marchDecision is a side's turn in the March & Reserve Phase.
func (s *State) marchDecision() adjudicator.Decision {
	d := adjudicator.Decision{Side: s.Side, Kind: kMarchPhase, Accepts: []string{kMarch, kPass}}
	d.Prompt = "March & Reserve Phase (14·6): `march FORMATION HEX… [scout SCOUT HEX…]` tries to activate an On March Formation and marches its commander toward its Objective (16.1, 16.4, 16.7), or pass; three passes in sequence end the phase"
	d.Options = []string{"pass"}
	for _, fs := range s.marchers(s.Side) {
		if path := s.roadMarch(fs); len(path) > 0 {
			words := make([]string, len(path))
			for i, h := range path {
				words[i] = h.String()
			}
			d.Options = append(d.Options, "march "+fs.ID+" "+strings.Join(words, " "))
		}
	}
	d.Default, d.ReportDefault = defaultLine("pass", kPass), true
	return d
}

// roadMarch is a march for a bot: along the road, each step to the road
// hex nearest the Objective, while the MA lasts; nil if it breaks 16.1.
func (s *State) roadMarch(fs *formSpec) []hexmap.Hex {
	f, fc := s.form(fs.ID), s.unit(fs.Commander)
	obj, _ := s.objectiveOf(f)
	var path []hexmap.Hex
	var spent hexmap.Cost
	ma := hexmap.MPs(s.marchMA(fs))
	at := fc.Hex
	for {
		var best hexmap.Hex
		var cost hexmap.Cost
		found := false
		for _, n := range s.b.grid.Neighbors(at) {
			info, ok := s.b.step(fc.p.class(), true, at, n, 0)
			if !ok || !info.Road || slices.Contains(path, n) || n == fc.Hex || spent+info.Cost > ma || len(s.combatAt(n)) > 0 {
				continue
			}
			if !found || s.b.grid.Distance(n, obj) < s.b.grid.Distance(best, obj) {
				best, cost, found = n, info.Cost, true
			}
		}
		if !found || s.b.grid.Distance(at, obj) <= objectiveReach && len(path) > 0 {
			break
		}
		path, spent, at = append(path, best), spent+cost, best
	}
	if len(path) == 0 || s.marchRefused(fs, path) != "" {
		return nil
	}
	return path
}

// onMarchRefusal is why an On March Formation does not activate in the
// Engaged Formations Action Phase.
func onMarchRefusal(id string) string {
	return fmt.Sprintf("%s is On March: it moves in the March & Reserve Phase (15.2, 16.4)", id)
}

// onMarchHints are the template's lines for On March (revision 6).
var onMarchHints = []string{
	"status FORMATION engaged|reserve|march HEX   # Command Phase (15, 16.10, 16.12; march from In Reserve, HEX its Objective, 17.1)",
	"objective FORMATION HEX   # Command Phase: try to change an On March Formation's Objective (16.2)",
	"march FORMATION HEX… [scout SCOUT HEX…] [times N]   # March & Reserve Phase: an attempt and the march, N attempts at most (14·6, 16.1, 16.7)",
	"march-oc HEX… [scout SCOUT HEX…] | march-oc stay   # March & Reserve Phase, at its end: the Overall Commander's move (14·6, 16.4)",
}
