package custoza

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/custoza/combat"
	"github.com/mincio/mincio/adjudicator/dice"
	"github.com/mincio/mincio/adjudicator/hexmap"
)

// Reaction is one Force's chance to react to one trigger (11.1, 11.3).
type Reaction struct {
	Units   []string   `json:"units"`   // the reacting Force
	Trigger string     `json:"trigger"` // trFire, trEnter, trLeave, trZoR, trAdvance, trRetreat
	By      []string   `json:"by"`      // the triggering enemy Force
	At      hexmap.Hex `json:"at"`      // where the triggering Force stands
	// To: for trLeave, the hex the triggering Force is about to enter.
	To hexmap.Hex `json:"to,omitempty"`
}

// Triggers of 11.1 (and 10.5.6), as order files name them.
const (
	trFire    = "fire"    // a) after fire against it
	trEnter   = "enter"   // b) an enemy Force enters its ZoR
	trLeave   = "leave"   // c) an enemy Force is about to leave its ZoR
	trZoR     = "zor"     // d) an enemy Force moves from ZoR to ZoR of it
	trAdvance = "advance" // e) an enemy Force advances into its ZoR after combat
	trRetreat = "retreat" // 10.5.6: an enemy Force retreats into its ZoR
)

var triggerWords = []string{trFire, trEnter, trLeave, trZoR, trAdvance, trRetreat}

// Reactions of 11.5, as order files name them.
const (
	rxFire      = "fire"       // 11.5.2
	rxSquare    = "square"     // 11.5.4
	rxFace      = "face"       // 11.5.1: face DIR
	rxWithdraw  = "withdraw"   // 11.5.5
	rxCounter   = "counter"    // 11.5.3: counterattack, or countercharge by cavalry
	rxExitMarch = "exit-march" // 11.5.6
	rxExitSq    = "exit-square"
	rxLimber    = "limber"
	rxUnlimber  = "unlimber"
	rxNone      = "none"
)

var reactionWords = []string{rxNone, rxFire, rxSquare, rxFace, rxWithdraw, rxCounter, rxExitMarch, rxExitSq, rxLimber, rxUnlimber}

// reactionsOn reports whether side may react now: only "during the Action
// Phase of an enemy Formation" (11.1).
func (s *State) reactionsOn(side adjudicator.Side) bool {
	if s.Stage != stAction || s.Active == "" {
		return false
	}
	return s.b.forms[s.Active].Side != side
}

// queue adds the reactions of the forces to one trigger, in hex order,
// then infantry, light infantry, cavalry, artillery; several at once
// are put in the order the reacting player chooses (11.4: "When an event
// triggers several contemporary Reactions, the Reaction order is chosen
// by the reacting player"): askOrder.
func (s *State) queue(trigger string, reacting [][]*Unit, by []*Unit, at, to hexmap.Hex) bool {
	start := len(s.Reacts)
	if !s.queueOnly(trigger, reacting, by, at, to) {
		return false
	}
	s.askOrder(start)
	return true
}

// queueOnly adds the reactions without asking their order.
func (s *State) queueOnly(trigger string, reacting [][]*Unit, by []*Unit, at, to hexmap.Hex) bool {
	if len(reacting) == 0 || len(by) == 0 || by[0].p.commander() || !s.reactionsOn(reacting[0][0].p.Side) {
		return false // 11.1: an enemy Force triggers reactions; a commander is no Force (2.8)
	}
	for _, f := range reacting {
		s.Reacts = append(s.Reacts, Reaction{Units: unitIDs(f), Trigger: trigger, By: unitIDs(by), At: at, To: to})
	}
	return true
}

// triggerLeaving is 11.1 c: "An Enemy Force moves, leaving the ZoR of a
// Force. The Force can react before the movement of the enemy Force
// leaving the ZoR."
func (s *State) triggerLeaving(op *Operation, force []*Unit, from, next hexmap.Hex) bool {
	var leaving [][]*Unit
	for _, f := range s.projectors(op.Side, from) {
		if !s.coversAny(f, next) {
			leaving = append(leaving, f)
		}
	}
	return s.queue(trLeave, leaving, force, from, next)
}

// coversAny reports whether any unit of f projects its ZoR into h.
func (s *State) coversAny(f []*Unit, h hexmap.Hex) bool {
	for _, u := range f {
		if s.projects(u, h) {
			return true
		}
	}
	return false
}

// triggerEntering is 11.1 b and d (e after an advance): each Force whose
// ZoR the moving force has just entered may react; a Force whose ZoR it
// was already in reacts to the ZoR-to-ZoR move, "so one time only".
func (s *State) triggerEntering(op *Operation, force []*Unit, h hexmap.Hex, before []string) {
	var entered, zor [][]*Unit
	advance := op.Kind == opAdvance && !s.overrunEntry(op)
	for _, f := range s.projectors(op.Side, h) {
		switch {
		case advance:
			entered = append(entered, f)
		case slices.Contains(before, f[0].ID):
			if !slices.Contains(op.Reacted, f[0].ID) {
				op.Reacted = append(op.Reacted, f[0].ID)
				zor = append(zor, f)
			}
		default:
			entered = append(entered, f)
		}
	}
	tr := trEnter
	if advance {
		tr = trAdvance
	}
	start := len(s.Reacts)
	s.queueOnly(tr, entered, force, h, hexmap.Hex{})
	s.queueOnly(trZoR, zor, force, h, hexmap.Hex{})
	s.askOrder(start) // one event: its reactions are contemporary (11.4)
}

// overrunEntry reports whether op is an attacker entering a lone
// battery's hex (10.6.1: "without rolling the dice for the Combat"; its
// Through is that hex): no combat was fought, so under revision 2 the
// Forces around react to it entering their ZoR (11.1 b, d: `on enter`),
// not to an advance after combat (11.1 e); revision 1 read it as an
// advance.
func (s *State) overrunEntry(op *Operation) bool {
	return s.b.rev >= 2 && op.Kind == opAdvance && op.Through != (hexmap.Hex{})
}

// reactionDecision is the decision owed for the first queued reaction.
func (s *State) reactionDecision() adjudicator.Decision {
	rx := s.Reacts[0]
	force := s.units(rx.Units)
	by := s.units(rx.By)
	side := force[0].p.Side
	d := adjudicator.Decision{Side: side, Kind: "react", Accepts: []string{"react"},
		Groups: []string{force[0].p.Formation, ""}, Subjects: []string{forceKey(force)}}
	d.Prompt = fmt.Sprintf("%s may react (%s, 11.1) to %s: %s", s.forceName(force), triggerText(rx.Trigger),
		s.describe(by, side), strings.Join(s.reactionChoices(rx), ", "))
	if !s.askReactions() {
		l := reactLine("react "+forceSubject(force)+" "+s.defaultReaction(rx), "")
		d.Default = &l
	}
	return d
}

func (s *State) askReactions() bool {
	v, _ := s.b.sc.Rule("reactions")
	return v == "ask"
}

func triggerText(t string) string {
	switch t {
	case trFire:
		return "fired on"
	case trEnter:
		return "an enemy Force entered its ZoR"
	case trLeave:
		return "an enemy Force is about to leave its ZoR"
	case trZoR:
		return "an enemy Force moved from ZoR to ZoR"
	case trAdvance:
		return "an enemy Force advanced into its ZoR"
	case trRetreat:
		return "an enemy Force retreated into its ZoR"
	}
	return t
}

// forceSubject is how a reaction line names its force: its units.
func forceSubject(force []*Unit) string { return forceKey(force) }

func reactLine(text, key string) adjudicator.Line {
	return adjudicator.Line{Pos: adjudicator.Pos{File: "default"}, Text: text, Kind: "react", Key: key}
}

// reactionChoices lists the reactions of 11.5 the force may make now.
func (s *State) reactionChoices(rx Reaction) []string {
	var out []string
	for _, w := range reactionWords {
		if w == rxFace {
			continue
		}
		if s.reactionRefused(rx, w) == "" {
			out = append(out, w)
		}
	}
	return append(out, "face DIR")
}

// defaultReaction is the documented default (docs/orders-custoza.md):
// infantry entered by cavalry forms square; a Force that can fire at the
// triggering Force fires (artillery fired on fires back, 8.2.2); a Force
// in March Movement fired on or attacked leaves it; otherwise none.
func (s *State) defaultReaction(rx Reaction) string {
	by := s.units(rx.By)
	if len(by) > 0 && by[0].p.cav() && rx.Trigger != trFire && s.reactionRefused(rx, rxSquare) == "" {
		return rxSquare
	}
	if s.reactionRefused(rx, rxFire) == "" {
		return rxFire
	}
	if rx.Trigger == trFire && s.reactionRefused(rx, rxExitMarch) == "" {
		return rxExitMarch
	}
	return rxNone
}

// reactionRefused says why force may not make reaction kind now, "" if
// it may.
func (s *State) reactionRefused(rx Reaction, kind string) string {
	force := s.units(rx.Units)
	by := s.units(rx.By)
	if len(force) == 0 {
		return "the Force is gone"
	}
	u := force[0]
	if u.isGarrison() && kind != rxNone && kind != rxFire {
		return "a fortress can only fire as a reaction (22.3.2)"
	}
	switch kind {
	case rxNone, rxFace:
		return ""
	case rxFire:
		if len(by) == 0 {
			return s.citeAll("the triggering Force is gone", ": a reaction answers the Force that triggered it", "11.1", "12.1")
		}
		return s.fireRefused(force, by[0].Hex, true)
	case rxSquare:
		if !u.p.inf() {
			return "only line and light infantry form square (11.5.4)"
		}
		if u.Square {
			return s.citeAll("already in square", "", "11.5.4", "12.2.5")
		}
		if u.March {
			return "in March Movement: leave it first (reading of 7.7, 11.5.6)"
		}
		for _, f := range force {
			if f.Status >= combat.Disorganized {
				return "Disorganized units can never enter Square (" + s.citeRule("7.7", "8.6.3") + ")"
			}
		}
	case rxWithdraw:
		if u.Square {
			return "a square cannot move (" + s.citeRule("11.5.4.1", "8.6.1") + "): it leaves square first, as another reaction"
		}
		for _, f := range force {
			if ok, why := combat.MayWithdrawByReaction(s.b.ed, f.cu(), f.March); !ok {
				return why
			}
		}
		if len(by) == 0 {
			return s.citeAll("the triggering Force is gone", ": a reaction answers the Force that triggered it", "11.1", "12.1")
		}
		if _, ok := s.withdrawHex(force, by[0].Hex); !ok {
			return "no hex one hex away from the triggering Force to withdraw into (11.5.5, 10.5.1)"
		}
	case rxCounter:
		if len(by) == 0 {
			return s.citeAll("the triggering Force is gone", ": a reaction answers the Force that triggered it", "11.1", "12.1")
		}
		if u.p.art() {
			return "artillery never attacks (" + s.citeRule("10, 11.5.3", "11, 12.2.3") + ")"
		}
		if !s.b.grid.Adjacent(u.Hex, by[0].Hex) {
			return s.citeAll("the triggering Force is not adjacent", ": a counterattack assaults or charges its hex", "11.5.3", "12.2.3")
		}
		if u.Square {
			return "a square cannot move (" + s.citeRule("11.5.4.1", "8.6.1") + "): it cannot counterattack"
		}
		if !s.b.period(s.Turn).AttacksAllowed() {
			return "no assault or charge at night (22.4)"
		}
		if s.b.rev >= 2 && s.exhaustedMoveWaits(u.ID) {
			return fmt.Sprintf("it is Exhausted after its countercharge and its exhausted movement comes after the Charging Force's (%s): no counterattack before it", s.rule("9.7", "10.4.1"))
		}
	case rxExitMarch:
		if !u.March {
			return s.citeAll("not in March Movement", "", "7.8.3", "8.3.6")
		}
		if u.p.art() && s.b.terrainOf(u.Hex) == "tione-bridge" {
			return "artillery cannot leave March Movement while on a Tione bridge (22.1)"
		}
		if rx.Trigger != trFire {
			return "a Force leaves March Movement by reaction after fire or an assault on it (7.8.3, 11.5.6)"
		}
	case rxExitSq:
		if !u.Square {
			return s.citeAll("not in square", "", "11.5.4.1", "12.2.5")
		}
	case rxLimber, rxUnlimber:
		if !u.p.art() {
			return "only artillery limbers and unlimbers (" + s.citeNoGoito("11.5.6") + ")"
		}
		if (kind == rxLimber) == u.March {
			words := "it is already " + map[bool]string{true: "limbered", false: "unlimbered"}[u.March]
			if s.citesAll() {
				words += " (" + s.citeNoGoito("11.5.6") + ")"
			}
			return words
		}
		if kind == rxUnlimber && s.b.terrainOf(u.Hex) == "tione-bridge" {
			return "artillery cannot leave March Movement while on a Tione bridge (22.1)"
		}
	default:
		return fmt.Sprintf("%q is not a reaction", kind)
	}
	return ""
}

// applyReaction resolves the first queued reaction with one react line.
func (s *State) applyReaction(l adjudicator.Line, r dice.Roller) error {
	rx := s.Reacts[0]
	force := s.units(rx.Units)
	rl, err := parseReact(l.Text)
	if err != nil {
		return err
	}
	if rl.standing() {
		if !s.reactMatches(rl, rx) {
			return fmt.Errorf("this standing reaction is not for %s when %s", s.forceName(force), triggerText(rx.Trigger))
		}
	} else if rl.Force != forceKey(force) && !s.namesForce(rl.Force, force) {
		return fmt.Errorf("%s is not the Force asked to react (%s)", rl.Force, s.forceName(force))
	}
	if why := s.reactionRefused(rx, rl.Reaction); why != "" {
		return fmt.Errorf("%s cannot %s: %s", s.forceName(force), rl.Reaction, why)
	}
	s.Reacts = s.Reacts[1:]
	s.react(rx, force, rl, r)
	return nil
}

// react carries out a permitted reaction (11.5).
func (s *State) react(rx Reaction, force []*Unit, rl reactOrder, r dice.Roller) {
	by := s.units(rx.By)
	name := s.forceName(force)
	switch rl.Reaction {
	case rxNone:
		s.tellForce(force, "reaction", fmt.Sprintf("%s does not react", name))
	case rxFire:
		s.fire(s.reactionFirers(rx, force), by[0].Hex, by, true)
	case rxSquare:
		s.formSquare(force, r)
	case rxFace:
		s.reactFace(force, rl.Dir, r)
	case rxWithdraw:
		s.reactWithdraw(force, by, r)
	case rxCounter:
		s.counterattack(force, by, rl, r)
	case rxExitMarch, rxUnlimber:
		for _, u := range force {
			u.March = false
		}
		s.tellForce(force, "reaction", fmt.Sprintf("%s leaves March Movement (11.5.6)", name))
	case rxLimber:
		for _, u := range force {
			u.March = true
		}
		s.tellForce(force, "reaction", fmt.Sprintf("%s limbers (%s)", name, s.citeNoGoito("11.5.6")))
	case rxExitSq:
		for _, u := range force {
			u.Square = false
		}
		s.tellForce(force, "reaction", fmt.Sprintf("%s leaves square (%s)", name, s.citeRule("11.5.4.1", "12.2.5")))
	}
}

// formSquare is 11.5.4.
func (s *State) formSquare(force []*Unit, r dice.Roller) {
	res, formed, err := s.b.tab.SquareReaction(s.b.ed, s.cus(force), r)
	if err != nil {
		s.tellForce(force, "reaction", fmt.Sprintf("%s cannot form square: %v", s.forceName(force), err))
		return
	}
	s.applyCheck(force, res)
	name := s.forceName(force)
	if formed {
		for _, u := range s.combatAt(force[0].Hex) {
			if s.inSquareWith(u, force) {
				u.Square = true
			}
		}
		s.tellRolls(force, "reaction", fmt.Sprintf("%s forms square (11.5.4)", name), res.Rolls, res.Explain)
		return
	}
	s.tellRolls(force, "reaction", fmt.Sprintf("%s fails to form square (11.5.4)", name), res.Rolls, res.Explain)
}

// inSquareWith reports whether unit u enters the square force forms
// (11.5.4): "Make a Cohesion Check (13.2) for the Force ... If no unit
// loses Status Levels, the Square is formed, and also Artillery Forces in
// the hex are included in the Square". Under revision 2 the Square is the
// reacting Force's and the hex's artillery; another infantry Force of the
// hex (line with light, 2.8), which made no check, stays out. Revision 1
// squared every infantry unit of the hex.
func (s *State) inSquareWith(u *Unit, force []*Unit) bool {
	if u.p.Side != force[0].p.Side || u.p.commander() {
		return false
	}
	if u.p.art() {
		return true
	}
	if s.b.rev >= 2 {
		return contains(unitIDs(force), u.ID)
	}
	return u.p.inf()
}

// reactFace is 11.5.1: "A reacting Force can change its facing to any
// other hexside. After doing that, a Cohesion Check (13.2) is required".
func (s *State) reactFace(force []*Unit, d hexmap.Direction, r dice.Roller) {
	s.setFacing(force[0].Hex, force[0].p.Side, d)
	res := s.b.tab.Cohesion(r, "change facing by reaction (11.5.1)", s.cus(force), nil)
	s.applyCheck(force, res)
	s.tellRolls(force, "reaction", fmt.Sprintf("%s faces %s (11.5.1)", s.forceName(force), d), res.Rolls, res.Explain)
}

// reactWithdraw is 11.5.5: one hex away from the triggering Force, same
// facing, after a cohesion check with the MA difference DRM, whose
// failure hurts the status but does not prevent the withdrawal.
func (s *State) reactWithdraw(force []*Unit, by []*Unit, r dice.Roller) {
	to, ok := s.withdrawHex(force, by[0].Hex)
	if !ok {
		return
	}
	drm := combat.WithdrawalDRM(s.withdrawalEdition(), forceMA(by), forceMA(force))
	res := s.b.tab.Cohesion(r, "reaction withdrawal ("+drm.Rule+")", s.cus(force), []combat.Modifier{drm})
	before := s.ref(force)
	s.applyCheck(force, res)
	force = s.units(unitIDs(force))
	if len(force) == 0 {
		s.tellRolls(nil, "reaction", fmt.Sprintf("%s fails its check and routs before it can withdraw (11.5.5, 13.5)", before), res.Rolls, res.Explain)
		return
	}
	from := force[0].Hex
	s.moveStack(force, from, to)
	s.tellRolls(force, "reaction", fmt.Sprintf("%s withdraws from %s to %s (%s)", s.forceName(force), from, to, s.rule("11.5.5", "12.2.6")), res.Rolls, res.Explain)
	s.retreatTerrain(force, from, to, r)
	s.afterWithdrawal(from, to)
}

// reactionFirers is 8.4 for a reaction fire: "Units of the same type
// (Infantry or Artillery) firing from the same hex must fire as Force"
// (line and light infantry are one type for it, field and horse
// artillery another): the other such Force of the hex, queued to react
// to the same trigger, fires with it and its reaction is spent (11.3).
func (s *State) reactionFirers(rx Reaction, force []*Unit) []*Unit {
	out := append([]*Unit(nil), force...)
	var rest []Reaction
	for _, q := range s.Reacts {
		other := s.units(q.Units)
		if len(other) > 0 && q.Trigger == rx.Trigger && slices.Equal(q.By, rx.By) && other[0].Hex == force[0].Hex &&
			typeWord(other[0].p.Type) == typeWord(force[0].p.Type) && s.fireRefused(other, s.units(rx.By)[0].Hex, true) == "" {
			out = append(out, other...)
			continue
		}
		rest = append(rest, q)
	}
	s.Reacts = rest
	return out
}

// moveStack moves units to h without paying MP (withdrawals, retreats).
// The commanders stacked with them go along (2.4.2.3: they "always retreat
// with the units they are stacked with"): an Overall Commander when no
// unit of his side stays behind, a Formation Commander when no unit of
// his Formation does (10.5.4: "Commanders may follow the path of retreat
// of any unit they wish"; mincio's default: the last to leave). A lone
// enemy commander in h is displaced (2.4.2.3).
func (s *State) moveStack(units []*Unit, from, to hexmap.Hex) {
	for _, u := range units {
		u.Hex = to
		s.trainMoved(u) // 24.1.4.1
	}
	s.touch()
	side := units[0].p.Side
	for _, c := range s.at(from) {
		if !c.p.commander() || c.p.Side != side {
			continue
		}
		stays := false
		for _, u := range s.combatAt(from) {
			stays = stays || u.p.Side == side && (c.p.Type == "oc" || u.p.Formation == c.p.Formation)
		}
		if !stays {
			c.Hex = to
			s.touch()
		}
	}
	s.takeControl(side, to)
	s.displaceCommanders(side, to)
}

// applyCheck applies a cohesion check's results to a force (13.2, 13.3,
// 13.5).
func (s *State) applyCheck(force []*Unit, res combat.CohesionResult) {
	for _, u := range force {
		if c, ok := res.Unit(u.ID); ok {
			if !c.Pass {
				s.trainFailed(u) // 24.1.4.1
			}
			s.worsen(u, c.Levels)
		}
	}
}

// worsen takes n status levels from u (13.3); four levels lost in all is
// a rout (13.5): the unit leaves the map. The basic game and Goito have no
// Routed-units box to recover from (13.7 is advanced), so a routed unit
// is out of the game.
func (s *State) worsen(u *Unit, n int) {
	if n <= 0 || u.Gone != "" {
		return
	}
	u.Status = u.Status.Worsen(n)
	if u.Status == combat.Routed {
		s.remove(u, "routed")
	}
}

// remove takes a unit out of the game (a commander left alone stays: he
// moves only when an enemy unit enters his hex, 2.4.2.3).
func (s *State) remove(u *Unit, why string) {
	u.Gone = why
	s.touch()
	u.Square, u.March = false, false
}

// reactMatches reports whether a standing reaction is for this force and
// trigger: SCOPE any, a type (inf, linf, cav, art, hart, or infantry and
// artillery for both kinds), a formation, a unit or a hex; TRIGGER any or
// one of 11.1's; BY the triggering Force's type or any.
func (s *State) reactMatches(rl reactOrder, rx Reaction) bool {
	force, by := s.units(rx.Units), s.units(rx.By)
	if len(force) == 0 || len(by) == 0 {
		return false
	}
	u := force[0]
	scope := rl.Scope == "any" || typeMatches(rl.Scope, u.p.Type) || rl.Scope == u.p.Formation ||
		contains(unitIDs(force), rl.Scope) || rl.Scope == u.Hex.String()
	trigger := rl.Trigger == "any" || rl.Trigger == rx.Trigger
	return scope && trigger && (rl.By == "any" || typeMatches(rl.By, by[0].p.Type))
}

func typeMatches(word, typ string) bool {
	switch word {
	case "infantry":
		return typ == "inf" || typ == "linf"
	case "artillery":
		return typ == "art" || typ == "hart"
	}
	return word == typ
}

// namesForce reports whether a plan line's force, as written (HEX TYPE or
// unit ids joined by +), names force.
func (s *State) namesForce(ref string, force []*Unit) bool {
	if len(force) == 0 {
		return false
	}
	if hex, typ, ok := strings.Cut(ref, " "); ok {
		return hex == force[0].Hex.String() && typ == force[0].p.Type
	}
	for _, id := range strings.Split(ref, "+") {
		if !contains(unitIDs(force), id) {
			return false
		}
	}
	return true
}

// exhaustedMoveWaits reports whether unit id's exhausted movement after a
// countercharge is still waiting for the charger's (9.7: "Both Charging
// and Countercharging cavalry units are Exhausted at the end of the
// charge and can execute Exhausted movement, Charging Force first").
// Under revision 2 such a Force does not counterattack again in between;
// revision 1 let it, by standing order, before the charger's move.
func (s *State) exhaustedMoveWaits(id string) bool {
	for _, op := range s.Later {
		if op.Kind == opExhausted && contains(op.Units, id) {
			return true
		}
	}
	return false
}
