package risorgimento

// Revision 2 wires into the engine rule functions that revision 1 had
// built but did not call, and mends two frictions of the order files
// (docs/archives.md). Revision 1's games keep their outcomes and words:
// each change is behind one of these conditions, where its rule is.
const (
	// knownRulesRevision: a game refuses a rule or option line the
	// engine does not know (scenariorules.go); revision 1 took any.
	knownRulesRevision = 2
	// leadersRevision: leaders endangered by fire, attack and an enemy
	// moving next to a lone leader (8.4, endangered.go).
	leadersRevision = 2
	// townRevision: the extra MP to leave a town hex using town stacking
	// and at most two units attacking or firing small arms out of it
	// (5.53, town.go).
	townRevision = 2
	// troopsRevision: the units a corps holds itself (Reserve batteries,
	// corps cavalry) are the command CORPS-troops, "… corps troops"
	// (oob.go troopsID), not a brigade with the corps' own id and name.
	troopsRevision = 2
	// passRevision: a side that passed by a line passes by default for
	// the rest of the Activation Phase (4.52, 4.56) instead of being asked
	// again after the opponent's pass.
	passRevision = 2
	// continuedRevision: `attack UNIT HEX then HEX`, the victor's
	// Continued Attack (7.47, continued.go).
	continuedRevision = 2
	// combinedRevision: `fire UNIT HEX with UNIT…`, batteries combining
	// their fire (7.12, combined.go).
	combinedRevision = 2
	// castleRevision: the units outside a castle are attacked separately,
	// without its benefit (5.29, castle.go).
	castleRevision = 2
	// zocTurnRevision: a unit that starts in an enemy ZOC and stays turns
	// one hexside, not more (6.33, actions.go face).
	zocTurnRevision = 2
	// victorFaceRevision: `attack UNIT HEX … face DIR`, the victor's
	// one-vertex turn in the combat hex (6.16, 8.34, victorface.go).
	victorFaceRevision = 2
	// unstackRevision: units released from Reserve overstacked move one
	// hex to conform (4.62, unstack.go).
	unstackRevision = 2
	// cavalryReactionRevision: lone cavalry reacts, by the owner's
	// `react` line, when enemy infantry moves next to it (withdraw, 6.34)
	// or into its ZOC (withdraw or countercharge, 7.53, 7.54,
	// cavreaction.go).
	cavalryReactionRevision = 2
	// counterBatteryRevision: batteries fired at by an enemy battery fire
	// back, once a segment, by their side's `react fire` (7.17,
	// counterbattery.go).
	counterBatteryRevision = 2
	// preAttackRevision: batteries into whose frontal hex an enemy moves
	// fire at it by their side's `react fire`, using their one Pre-Attack
	// fire of the segment, which before an attack is then spent (7.17,
	// preattack.go).
	preAttackRevision = 2
	// displaceRevision: the friendly units a retreating unit displaces
	// move one hex in turn, in a chain, each with a CDR, and the attack
	// still to come on their hex is cancelled (8.33, displace.go).
	displaceRevision = 2
	// separateRevision: the TEC's hexside attack DRMs (water, slope,
	// ridge) count, the defender getting the best for him where the
	// attackers cross different hexsides (7.32, 7.45, separate.go).
	separateRevision = 2
)

// rev is the rules revision of the game (world.rev, from its header).
func (s *State) rev() int { return s.w.rev }

// Revision 3 closes three rules the coverage doc marked partial
// (docs/archives.md). Revision 2's games keep their outcomes and words.
const (
	// smallArmsPreFireRevision: batteries about to be fired at by small
	// arms [7.2] fire first at the firer's hex by their side's `react
	// fire`, their one Pre-Attack fire of the segment (7.17, prefire.go).
	smallArmsPreFireRevision = 3
	// shelterRevision: a unit retreating into a friendly hex under an
	// attack still to come takes no part in its defence and retreats
	// again, with a CDR, if the hex's defenders retreat or are
	// eliminated (8.33, shelter.go).
	shelterRevision = 3
	// massedRevision: `massed LEADER` and `formation massed`, the Massed
	// Cavalry Attack in the corps (or Reserve) activation it uses (4.16,
	// massed.go).
	massedRevision = 3
)

// Revision 4 closes the two rules the coverage doc still marked partial
// (docs/archives.md). Revision 3's games keep their outcomes and words:
// the scenario lines these read are not read before it.
const (
	// cultivatedRoadRevision: `rule cultivated-road-stacking on`, the 5.27
	// play note: no road or trail rate into a Heavily-Cultivated hex
	// holding another friendly combat unit (cultivated.go).
	cultivatedRoadRevision = 4
	// corpsWithdrawalRevision: `rule corps-withdrawal-in-rain LEVEL`, the
	// stand-in for 9.21's Corps Withdrawal of a Demoralized corps in
	// Rain (corpswithdrawal.go).
	corpsWithdrawalRevision = 4
)
