package custoza

// The words a Custoza or Goito scenario may use (docs/scenario-format.md,
// docs/scenario-custoza.md). validate.go refuses every other word, so
// that no line of a scenario looks as if it counted when the system does
// not read it. Rule numbers are 002's unless they say "Goito" (000/001).

// Editions: the header's `edition` line (docs/custoza-editions.md).
const (
	EditionGoito   = "goito"   // Goito 1848, seeds 000/001
	EditionCustoza = "custoza" // Custoza, Fields of Doom, seed 002
)

// Terrain is a hex terrain of the Terrain Effects Chart (2.2.1: the
// terrain in the hex centre counts) and the editions that have it.
type Terrain struct {
	ID       string
	Editions []string
	Rule     string // where the rules name it
}

// Terrains are the `terrain` legend names. Goito 14: "seven types of
// terrain: Clear, River, Stream, Village, Farmhouse, Farm and Road"
// (river and stream are hexsides there, road a path). 002 names Clear and
// Cultivated (9.2), Woods, Village, Fortress (2.6, 8.9, 22.3), and the
// Tione and Mincio as hexes with Bridge hexes (22.1, 22.2).
var Terrains = []Terrain{
	{"clear", []string{EditionGoito, EditionCustoza}, "Goito 14, 9.2"},
	{"village", []string{EditionGoito, EditionCustoza}, "Goito 14.2, 2.6, 8.9"},
	{"farmhouse", []string{EditionGoito}, "Goito 14.2"},
	{"farm", []string{EditionGoito}, "Goito 14.4: clear, but blocks the LoS"},
	{"cultivated", []string{EditionCustoza}, "9.2"},
	{"woods", []string{EditionCustoza}, "2.6, 8.9"},
	{"fortress", []string{EditionCustoza}, "22.3"},
	{"tione", []string{EditionCustoza}, "22.1: Tione River hexes"},
	{"tione-bridge", []string{EditionCustoza}, "22.1: Tione bridge hexes"},
	{"mincio", []string{EditionCustoza}, "22.2: Mincio River hexes without a Bridge are impassable"},
	{"mincio-bridge", []string{EditionCustoza}, "22.2: Mincio bridge hexes"},
	{"lake", []string{EditionCustoza}, "Lake Garda at Peschiera (map only; impassable, estimated)"},
}

// HexsideKinds are the `hexside KIND` words. Goito: the Mincio is a
// river hexside ("unbridged River hexsides", Goito 5.2.2; impassable,
// "across the bridge too", 14.1), the stream a hexside crossed at +1/+2
// MP (14.1), a bridge a hexside feature. 002: Stream, Slope and Steep
// Slope hexsides (9.2); `tione` and `mincio` hexsides for maps that draw
// the rivers on hexsides (4.2 "unbridged Mincio River hexsides"); the
// shipped 002 map draws them as hexes (22.1, 22.2).
var HexsideKinds = []Terrain{
	{"river", []string{EditionGoito}, "Goito 14.1, 5.2.2"},
	{"stream", []string{EditionGoito, EditionCustoza}, "Goito 14.1, 9.2"},
	{"bridge", []string{EditionGoito, EditionCustoza}, "Goito 14.1, 7.8"},
	{"slope", []string{EditionCustoza}, "9.2"},
	{"steep-slope", []string{EditionCustoza}, "9.2"},
	{"tione", []string{EditionCustoza}, "22.1"},
	{"mincio", []string{EditionCustoza}, "4.2, 22.2"},
}

// PathKinds are the `path KIND` words: "Road (Major/Minor)" (7.8, Goito
// 14) and the Track of 24.3 ("any connected Road or Track hex"); all of
// them are roads for March Movement (7.8) and command range (4.2 "Roads
// (any type)"). A bare `road` is a road of either kind (test maps).
var PathKinds = []string{"major-road", "minor-road", "track", "road"}

// FeatureKinds are the `feature KIND` words: none yet (every feature of
// the rules is a terrain, a hexside or a path).
var FeatureKinds = []string{}

// Levels: the map's `level` lines, 0–9 (the format's digits), are the
// ground levels of the LoS rule (8.9; Goito 9.4.4): an intervening hex
// higher than both ends blocks. Peschiera's level is one above its
// neighbours', for the LoS only (22.3.5): no slope hexsides around it.

// Unit types (2.4.1): the `type` of a combat counter.
var UnitTypes = []struct{ ID, What string }{
	{"inf", "line infantry (MA 5)"},
	{"linf", "light infantry: Bersaglieri, Jäger, Grenzer battalions (MA 6)"},
	{"cav", "cavalry"},
	{"art", "field artillery (MA 6)"},
	{"hart", "horse artillery (MA 8)"},
}

// UnitRatings are a combat counter's rating keys (2.4.1): sp Strength
// Points, cv Cohesion Value, ma Movement Allowance, sv stacking value
// (2.9; the line's `size=` field says the same and is preferred, so the
// set-up stacking check sees it), reserve (4.3 "Reserve units": yes|no).
var UnitRatings = []string{"sp", "cv", "ma", "sv", "reserve"}

// Leader types (2.4.2): Formation Commander and Overall Commander.
var LeaderTypes = []string{"fc", "oc"}

// LeaderRatings: command, the Formation Commander's Command Value
// (2.4.2.1, "()" on the counter); rating, the Overall Commander's Command
// Rating (2.4.2.2, "[]"). The engine also reads cv and cr for them;
// scenarios should write command and rating.
var LeaderRatings = []string{"command", "rating", "cv", "cr"}

// FormationKinds: a formation's `kind=`: a Corps places 6 Assault/Charge
// markers, a Division 4, a Brigade 2 (6.2 and its note).
var FormationKinds = []string{"corps", "division", "brigade"}

// FormationKeys are the other keys a `formation` line may carry.
// objective=HEX is a Formation's default Objective where the scenario
// starts its Formations On March (26.3, rule start-on-march).
var FormationKeys = []string{"kind", "collapse", "objective"}

// Statuses are the words of `with` on set-up, status and arrive lines:
// March Movement (7.8; artillery "limbered/unlimbered at will", 23),
// Unit Status levels (2.4.1.3), square (11.5.4), low ammunition (8.8),
// exhausted cavalry (9.6); status=NAME names a level.
var Statuses = []string{"march", "limbered", "unlimbered", "shaken", "disordered", "disorganized",
	"square", "low-ammo", "exhausted"}

// StatusLevels are the values of status=NAME (2.4.1.3).
var StatusLevels = []string{"good", "shaken", "disordered", "disorganized"}

// RuleSwitch is a `rule NAME VALUE` line the system reads.
type RuleSwitch struct {
	Name, Want, Rule string
}

// RuleSwitches are the [rules] lines the system reads.
var RuleSwitches = []RuleSwitch{
	{"initiative", "a side: it has the initiative every game turn", "23.1.1, 23.2.1, 23.3.1"},
	{"activation-limit", "a side: it activates at most as many Formations a turn as the turn's number (Turn I one)", "Goito 15.2, 15.2.1"},
	{"control", "a side: it controls the objective hexes at the start", "23.1.4, 23.2.4, 23.3.4"},
	{"reluctance", "a side: its Engaged Formations rolling a natural 5 or 6 to activate are finished", "26.1.3"},
	{"no-oc-drm", `formation ids, quoted and separated by spaces: no Overall Commander -1`, "26.1.2"},
	{"ii-corps-roll", "a turn: from its End of Turn phase the Austrian rolls 1d6 each turn while the option is taken; a 1 brings the II Corps from the next turn, one brigade per turn", "Goito 16.1.1, 16.1.3"},
	{"advanced-game", "yes: the Advanced Game's sequence of play and rules (14–21); needs rule supply", "14"},
	{"supply", `each side's Supply Sources, quoted: "SIDE HEX… SIDE HEX…"`, "20.1, 24.1.5"},
	{"day-first-turns", `the game turns that are GT #1 of a day, quoted and separated by spaces`, "14·8.2, 17.4, 18.6"},
	{"rear", `each side's rear for 21.5's switched entries, quoted: "SIDE west|east …"`, "21.5"},
	{"oc-stacked-only", "a side: its Overall Commander affects only the Formation Commanders stacked with him (his -1 and his Command Rating)", "26.1.2, 27.1.2"},
	{"no-command-phase", `the game turns without a Command Phase, quoted and separated by spaces`, "26.1.6"},
	{"start-on-march", "yes: every Formation starts On March, each with an Objective (its formation line's objective=, or the side's set-up `objective` line), reinforcements included; needs rule advanced-game", "26.3"},
	{"fortresses", "a side: it holds Peschiera and its fortresses, each with its intrinsic garrison", "22.3, 24.1.1, 26.1.1"},
	{"bridge-train", "a counter id, an artillery unit: the Bridge Train, which cannot fire, builds one Pontoon Bridge over the Mincio and ferries units; needs rule advanced-game yes", "24.1.3, 24.1.4"},
	{"pontoon-bridge", "a Mincio hex: the Pontoon Bridge stands there, built, at the start", "28.3, 24.1.4.1"},
	// Readings where the rulebooks differ and players could want either
	// (switches.go, docs/custoza-editions.md); the default is the edition's.
	{"charge-los", "target (Goito 10.1: the target within the charger's LoS; the goito default), marker (001 10.1: LoS to the Charging hex) or none (002 9.1; the custoza default)", "9.1, Goito 10.1"},
	{"withdrawal-check", "always (Goito 8.8.2: every withdrawal makes a cohesion check; the goito default) or reaction (002 12.1: only a reaction withdrawal does; the custoza default)", "12.1, Goito 8.8.2"},
	{"withdrawal-drm", "difference (Goito 12.2.6: the MA difference; the goito default) or plus4 (002 11.5.5: the difference plus 4; the custoza default)", "11.5.5, Goito 12.2.6"},
	{"mood", "result (5.2.1: won or lost by the combat's result; the custoza default) or retreat (Goito 6.2.1: won when the enemy retreats, lost when one's own unit does; the goito default)", "5.2.1, Goito 6.2.1"},
	{"command-streams", "block (001 5.2.2: unbridged streams block the command range too) or pass (000 5.2.2: only unbridged river hexsides; the default)", "4.2, Goito 5.2.2"},
	// Game options (mincio new --option NAME=VALUE, docs/orders-custoza.md):
	// how the engine asks for what the table-top player decides at once.
	{"reactions", "ask (the engine stops and asks the reacting side at every reaction) or standing (standing orders and defaults answer; the default)", "11, docs/orders-custoza.md"},
	{"activations", "ask (every activation attempt is asked) or plan (the side's activation plan answers, an exhausted plan passes; the default)", "3·2.2, 5.1"},
}

// Options are the `option NAME` lines the system reads.
var Options = []struct{ Name, Rule string }{
	{"ii-corps", "Goito 16.1: the Austrian may try to bring in the II Corps by the Catapane road; the choice is made at the end of Turn IV and is irrevocable (16.1.3)"},
}

// ConditionKeys are the keys of a `condition` line (16, 16.1.2, 23.x.4):
// when=any-turn (checked at the end of every turn; default: at the end
// of the game), min=N (at least N of the hexes; default all), option=NAME
// (only when the option is in play, Goito 16.1.2), unless=NAME (only
// when it is not).
var ConditionKeys = []string{"when", "min", "option", "unless"}

// ConditionWhen are the values of when=.
var ConditionWhen = []string{"any-turn", "end"}

// MajorityCondition is the name of the condition `condition all majority
// "…"`: the side controlling most objective hexes at the end wins, equal
// numbers are a draw (23.1.4, 23.2.4, 23.3.4).
const MajorityCondition = "majority"
