package risorgimento

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// massedGroup is the order-file section of a Massed Cavalry Attack's
// charges: `formation massed` (4.16, revision 3).
const massedGroup = "massed"

// massedAttack is the Massed Cavalry Attack under way (4.16, revision 3):
// Leader's, with the cavalry eligible when it was announced; Charged have
// charged; Done: the side wrote `done` (or nothing more).
type massedAttack struct {
	Leader  string   `json:"leader"`
	Units   []string `json:"units"`
	Charged []string `json:"charged,omitempty"`
	Done    bool     `json:"done,omitempty"`
}

// massedCorps is the activation a Massed Attack led by leader uses, and
// the cavalry eligible for it (4.16): the French the corps of the chosen
// cavalry brigadier, the Austrian the Reserve activation (4.16 c), which
// holds Vopaterny, Palffy and Zichy (4.17); every cavalry unit of the side
// within the leader's range, whatever its assignment, not In Reserve
// (4.61); the Austrian's of the leader's army only, 1st and 2nd Army
// cavalry never combining (4.16 a: the army of each brigade, oob.go).
func (s *State) massedCorps(side adjudicator.Side, leader string) (corps string, units []string, err error) {
	bi, err := s.w.massedLeader(side, leader)
	if err != nil {
		return "", nil, err
	}
	ci := s.w.corpsOf(bi.Corps)
	if slices.Contains(s.Act.MassedBy, side) {
		return "", nil, CheckMassed(MassedCavalry{UsedThisTurn: true})
	}
	at, ok := s.leaderHex(leader)
	if !ok {
		return "", nil, fmt.Errorf("%s is not on the map: the cavalry eligible is that within his range (4.16)", leader)
	}
	b := s.board()
	reach := b.reach(side, at, bi.RangeMP, false)
	armyNo := map[string]int{}
	number := func(army string) int { // 1, 2 … in order of appearance; 0 none
		if _, ok := armyNo[army]; !ok && army != "" {
			armyNo[army] = len(armyNo) + 1
		}
		return armyNo[army]
	}
	leaderArmy := 0
	if ci.Nation == Austria {
		leaderArmy = number(bi.Army)
	}
	var cands []int
	var placed []Placed
	var armies []int
	for i := range s.Units {
		u := &s.Units[i]
		if s.sideOf(i) == side && u.onMap() && !u.Reserve {
			cands = append(cands, i)
			placed = append(placed, Placed{Unit: s.rules(i), Hex: u.hex()})
			armies = append(armies, number(s.w.brigade(s.w.units[i].Brigade).Army))
		}
	}
	for _, k := range MassedEligible(placed, reach, armies, leaderArmy) {
		units = append(units, s.Units[cands[k]].ID.String())
	}
	if len(units) == 0 {
		return "", nil, fmt.Errorf("no cavalry is within %s's range for a Massed Attack (4.16)", leader)
	}
	return ci.ID, units, nil
}

// massedLeader checks what of 4.16 the leader alone decides, whatever the
// position: a cavalry brigadier of side; the Austrian Vopaterny, Palffy
// or Zichy of the Reserve; never Piedmont (4.15). It returns his brigade.
func (w *world) massedLeader(side adjudicator.Side, leader string) (*brigadeInfo, error) {
	li := w.leaderIndex(leader)
	if li < 0 {
		return nil, fmt.Errorf("%q is no leader of the scenario (4.16)", leader)
	}
	l := w.leaders[li]
	bi := w.brigade(l.Command)
	if l.Side != side || l.Role != "brigadier" || bi == nil {
		return nil, fmt.Errorf("%s is not a brigadier of %s: a Massed Attack is led by a cavalry brigadier (4.16)", leader, side)
	}
	cavalry := len(bi.Units) > 0
	for _, id := range bi.Units {
		cavalry = cavalry && w.units[w.unitIndex(id)].Unit.Kind == Cavalry
	}
	ci := w.corpsOf(bi.Corps)
	if err := CheckMassed(MassedCavalry{Nation: ci.Nation, Leader: l.Name}); err != nil {
		return nil, err
	}
	switch {
	case !cavalry:
		return nil, fmt.Errorf("%s commands no cavalry brigade: a Massed Attack is led by a cavalry brigadier (4.16)", leader)
	case ci.Nation == Austria && ci.Leader != "":
		return nil, fmt.Errorf("%s is not of the Reserve: the Austrian uses the Reserve Activation for a Massed Attack (4.16 c, 4.17)", leader)
	}
	return bi, nil
}

// selectMassed is `massed LEADER`: the corps (or Reserve) activation the
// Massed Attack uses is selected as `activate` would select it, with its
// roll where one is due; it is "considered one of that corps'
// activations", and only the massed cavalry acts in it (4.16). A failed
// roll spends nothing but the corps' chance (4.51).
func (s *State) selectMassed(r dice.Roller, leader string) ([]adjudicator.Event, error) {
	side := s.Act.Player
	corps, units, err := s.massedCorps(side, leader)
	if err != nil {
		return nil, err
	}
	for _, c := range s.selectable(side) {
		if c.Corps == corps && c.Extended {
			return nil, fmt.Errorf("%s has had its normal activations: a Massed Attack uses one of them, not the Extended one (4.16, 4.43)", corps)
		}
	}
	s.Act.Massed = &massedAttack{Leader: leader, Units: units}
	ev, err := s.selectCorps(r, corps, false)
	if err != nil || s.Act.Corps != corps {
		s.Act.Massed = nil
		return ev, err
	}
	s.Act.MassedBy = append(s.Act.MassedBy, side)
	return ev, nil
}

// startMassed is the start of the Massed Attack's activation: none of the
// corps' brigades acts (4.16: "only the massed cavalry may move/fight").
func (s *State) startMassed() []adjudicator.Event {
	m := s.Act.Massed
	s.Act.Brigade = len(s.w.corpsOf(s.Act.Corps).Brigades)
	return []adjudicator.Event{event("massed", fmt.Sprintf("%s leads a Massed Cavalry Attack with %s: each charges or is not activated (4.16)", m.Leader, strings.Join(m.Units, ", ")))}
}

// massedOpen: the Massed Attack's cavalry still has its charges to give.
func (s *State) massedOpen() bool { return s.Act.Massed != nil && !s.Act.Massed.Done }

// massedDecision is the side's charges, one line each under `formation
// massed`, until `done` (the default: a unit that does not charge "is
// considered to not have been activated", 4.16).
func (s *State) massedDecision(options bool) adjudicator.Decision {
	m := s.Act.Massed
	d := adjudicator.Decision{Side: s.Act.Player, Kind: "massed", Groups: []string{massedGroup},
		Prompt:  fmt.Sprintf("%s's Massed Cavalry Attack: each eligible cavalry unit charges, then done (4.16, 7.5)", m.Leader),
		Accepts: []string{"charge", "done"}, Default: &adjudicator.Line{Text: "done", Kind: "done", Group: massedGroup}, ReportDefault: true}
	for _, id := range m.Units {
		if !slices.Contains(m.Charged, id) {
			d.Subjects = append(d.Subjects, id)
		}
	}
	if options {
		d.Options = []string{"done"}
		b := s.board()
		for _, id := range d.Subjects {
			i := s.w.unitIndex(id)
			for _, n := range s.w.m.Grid.Neighbors(s.Units[i].hex()) {
				for _, t := range s.w.m.Grid.Neighbors(n) {
					if b.enemyAt(s.sideOf(i), t) {
						if _, err := s.checkChargeOf(b, i, []hexmap.Hex{n, t}, true, s.brigade(s.w.units[i].Brigade).HDC); err == nil {
							d.Options = append(d.Options, fmt.Sprintf("charge %s %s %s", id, n, t))
						}
					}
				}
			}
		}
		d.Options = append(d.Options[:1], sortedTail(d.Options[1:])...)
	}
	return d
}

// massedAnswer applies one line of the Massed Attack: a charge by an
// eligible unit, In Command by being in the leader's range when the
// attack was announced (4.16), or done.
func (s *State) massedAnswer(r dice.Roller, o order) ([]adjudicator.Event, error) {
	m := s.Act.Massed
	switch o.Verb {
	case "done":
		m.Done = true
		return nil, nil
	case "charge":
	default:
		return nil, fmt.Errorf("in a Massed Attack the cavalry charges and nothing else acts: write `charge UNIT HEX HEX [HEX]` or `done` (4.16)")
	}
	i := s.w.unitIndex(o.ID)
	switch {
	case i < 0 || !slices.Contains(m.Units, o.ID):
		return nil, fmt.Errorf("%s is not cavalry in %s's range when the Massed Attack was announced (4.16)", o.ID, m.Leader)
	case slices.Contains(m.Charged, o.ID):
		return nil, fmt.Errorf("%s has charged in this Massed Attack (4.16, 7.5)", o.ID)
	}
	b := s.board()
	byRoad, err := s.checkChargeOf(b, i, o.Path, true, s.brigade(s.w.units[i].Brigade).HDC)
	if err != nil {
		return nil, err
	}
	m.Charged = append(m.Charged, o.ID)
	return s.makeCharge(r, i, o.Path, byRoad), nil
}

// massedOptions are the `massed LEADER` lines side may give now: each
// brigadier who may lead a Massed Attack whose activation may be selected
// as a normal one (4.16, 4.43).
func (s *State) massedOptions(side adjudicator.Side) []string {
	if s.rev() < massedRevision || slices.Contains(s.Act.MassedBy, side) {
		return nil
	}
	normal := map[string]bool{}
	for _, c := range s.selectable(side) {
		normal[c.Corps] = !c.Extended
	}
	var out []string
	for _, l := range s.w.leaders {
		if l.Side != side || l.Role != "brigadier" {
			continue
		}
		if corps, _, err := s.massedCorps(side, l.ID); err == nil && normal[corps] {
			out = append(out, "massed "+l.ID)
		}
	}
	return out
}
