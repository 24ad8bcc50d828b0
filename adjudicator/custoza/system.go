// Package custoza is the rules system of the Custoza series: Custoza,
// Fields of Doom (seed 002; basic game rules 2–13, special rules 22, small
// scenarios 23) and Goito 1848 (seeds 000, English, and 001, the Italian
// original), with two editions where the texts differ
// (docs/custoza-editions.md). Rule numbers in comments and test names are
// 002's unless they say Goito.
//
// The sequence of play is sequence.go; the order language parse.go and
// docs/orders-custoza.md; the fog of war fog.go and
// docs/fog-of-war-custoza.md; the pure combat rules and the stand-in
// tables are package combat.
package custoza

import (
	"encoding/json"
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/scenarios"
)

// Name is the system key of the scenarios' `system` line.
const Name = "custoza"

func init() { adjudicator.Register(System{}) }

// System is the Custoza rules system. Bound to a game's scenario
// (ForScenario) its ParseOrders knows that scenario's formations.
type System struct {
	b *battle
}

// ForScenario implements adjudicator.ScenarioBinder.
func (System) ForScenario(sc *scenarios.Scenario) adjudicator.System {
	b, err := newBattle(sc)
	if err != nil {
		return System{}
	}
	return System{b: b}
}

// Name implements adjudicator.System.
func (System) Name() string { return Name }

// Revision implements adjudicator.System: the latest revision of the
// Custoza system's rules (docs/archives.md).
//
//	1: the basic game as first played by mail (Goito 1848, 23.1–23.3).
//	2: the basic game made exact (issue 19; docs/rules-coverage-custoza.md):
//	   9.1, 10.1 (Goito 10.1, 11.1) the target hex within the MA, the path
//	   traced through the marker hex (attackreach.go); 10.5 with 2.7 a
//	   losing attacker in a Village, Fortress or Farmhouse retreats into
//	   the rear hexes of its counter's facing (retreat.go
//	   retreatFacingFrom); Goito 10.1.1 no charge across a stream
//	   (terrain.go chargeHexside); 13.6.1–2 out-of-command units recover
//	   only in their own phase (activation.go recoveringAtEnd) and "half
//	   MA, or less" counts fractions (phases.go recover); Goito A the
//	   Overall Commander's rating counts while he is off the map
//	   (sequence.go initiativeOC); 10.6 out-of-ammo artillery gives no
//	   assault DRM (assault.go); 11.5.4 a square by reaction is the
//	   reacting Force's (reactions.go inSquareWith); 7.5 a commander
//	   enters an enemy-ZoR hex holding friendly units (operation.go
//	   ezorStep); 9.7 a countercharger waiting for its exhausted movement
//	   does not counterattack first (reactions.go exhaustedMoveWaits);
//	   10.6.1 entering a lone battery's hex is an `enter` trigger
//	   (reactions.go overrunEntry). Words: refusals name their rule (7.5,
//	   7.8.1, 9.2: paths.go whyNotEnter, attackreach.go); level losses on
//	   a retreat are events (22.2.2, 10.5.2: retreat.go tellLevels); a
//	   failed counterattack check's detail loses nothing (11.5.3); a unit
//	   of no formation shows "no formation" (events.go backOf); a Goito
//	   game's events cite Goito's numbers for the initiative, activation,
//	   markers and recovery (switches.go ruleCited). 21.4: a reinforcement
//	   Formation's commander enters with its first units
//	   (reinforcements.go commanderEnters).
//	3: issue 19's words, after revision 2's games were recorded (its
//	   golden archives cite 002's numbers; goitocite.go citesRevision):
//	   a Goito game cites Goito 000's rule numbers in every event, detail
//	   line and refusal, "002 N" where Goito has no such rule
//	   (goitocite.go goitoRules); every refusal names its rule
//	   (docs/rules-coverage-custoza.md, "Refusals").
//	4: true fates (fates.go, adjudicator core revision 3): an `activate`
//	   line left waiting when its turn ends is refused with the rule that
//	   kept its formation from trying (Goito 15.2, 5.1) or is not needed
//	   (it activated), where it expired "the step was over"; a refusal
//	   whose words name no rule cites its step's (a path that skips a hex,
//	   7.2).
//	5: `move FORCE to HEX` onto a hex over the stacking limit says so
//	   (2.9, 22.3.4), not "no path … (7.2, 7.5)" (move.go
//	   destinationRefused; issue 23).
//	6: an action the rules oblige at the end of a Formation's actions
//	   says which Force they oblige and why: named for its marker (6.3),
//	   any Force of the Active Formation when none named can (6.4), or
//	   started in an EZoR (7.5) (activation.go obligedWhyRevision;
//	   issue 23). A loose cannon's default declaration (5.2) takes a
//	   Force the side's waiting lines leave free, and says so
//	   (loosedefault.go looseDefaultRevision; issue 23).
//	   And the advanced game plays On March (002 15.2, 16; issue 20;
//	   onmarch.go onMarchRevision): `status FORMATION march HEX` (from In
//	   Reserve, or a reinforcement entering, 14·2.5, 21.3) and `objective
//	   FORMATION HEX`, the secret Objectives, the March & Reserve Phase's
//	   marches and Overall Commanders' moves (14·6, 16.1, 16.4–16.7;
//	   marching.go, ocmarch.go), Scouts (16.3, 16.9, 16.12), deployment of
//	   On March Formations by contact (16.8) and by choice (16.10), On
//	   March's fatigue (18.2), and the face-down commander of an On March
//	   or In Reserve Formation shown to the enemy as a Scout is, with no
//	   Formation id. Revision 5's advanced games refused On March.
func (System) Revision() int { return 6 }

// New sets up the scenario (23.x.5; Goito 15) and stops at the first game
// turn's start.
func (System) New(sc *scenarios.Scenario) (adjudicator.State, error) {
	b, err := newBattle(sc)
	if err != nil {
		return nil, err
	}
	s := newState(b)
	if err := s.place(); err != nil {
		return nil, err
	}
	if s.Pontoon != nil {
		s.deployTrain() // 28.3: the train on its Pontoon Bridge side
	}
	s.Phase = 1
	s.beginSequence(nil) // the set-up rolls no dice
	return s, nil
}

// Restore implements adjudicator.System.
func (System) Restore(sc *scenarios.Scenario, snapshot []byte) (adjudicator.State, error) {
	b, err := newBattle(sc)
	if err != nil {
		return nil, err
	}
	s := &State{b: b}
	if err := json.Unmarshal(snapshot, s); err != nil {
		return nil, fmt.Errorf("custoza: bad snapshot: %v", err)
	}
	if err := s.relink(); err != nil {
		return nil, err
	}
	return s, nil
}
