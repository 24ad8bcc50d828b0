package adjudicator

import (
	"fmt"
	"slices"
	"strings"
)

// PlayerOrders is one player of a side played by a team (docs/players.md,
// "Teams"): the formations assigned to them, the seq of their last order
// file and the game turns they have sent orders for. The first player of
// a side holds any formation assigned to nobody, and its side-level
// choices (the `army` group) unless the game's side-choices option gave
// them to a teammate (Holder). A side with one player has none of these,
// and plays exactly as it always has.
type PlayerOrders struct {
	Player     string   `json:"player"`
	Formations []string `json:"formations,omitempty"`
	Seq        int      `json:"seq"`
	Turns      []int    `json:"turns,omitempty"`
	// Absent is set by the player's missed turn (MissedPlayer) and cleared
	// by their next order file.
	Absent bool `json:"absent,omitempty"`
	// Holder marks the teammate the side-choices option gave the side's
	// own choices to; unmarked on every player, the first holds them.
	Holder bool `json:"holder,omitempty"`
}

// Seat is a player of a team and the formations assigned to them, as the
// game's header records them; Holder marks the teammate the game's
// side-choices option gives the side-level choices to.
type Seat struct {
	Player     string
	Formations []string
	Holder     bool
}

// SetTeam makes side a team of players, the one marked Holder, else the
// first, holding the side-level choices. It is called once, on a new game,
// from the signed header.
func (g *Game) SetTeam(side Side, seats []Seat) error {
	o, ok := g.Side(side)
	if !ok {
		return fmt.Errorf("no side %q in this game", side)
	}
	if len(seats) < 2 {
		return fmt.Errorf("side %s: a team has two players or more", side)
	}
	holders := 0
	for _, s := range seats {
		if s.Holder {
			holders++
		}
	}
	if holders > 1 {
		return fmt.Errorf("side %s: one player holds the side-level choices, not %d", side, holders)
	}
	o.Players = nil
	for _, s := range seats {
		o.Players = append(o.Players, PlayerOrders{Player: s.Player, Formations: slices.Clone(s.Formations), Holder: s.Holder})
	}
	return nil
}

// Team reports whether the side is played by several players.
func (o *SideOrders) Team() bool { return len(o.Players) > 0 }

// Holder is the player who holds the side's own choices: the teammate the
// side-choices option named, else the first; "" for a side of one player.
func (o *SideOrders) Holder() string {
	for _, p := range o.Players {
		if p.Holder {
			return p.Player
		}
	}
	return o.first()
}

// first is the team's first player named, who holds every formation
// assigned to nobody; "" for a side of one player.
func (o *SideOrders) first() string {
	if !o.Team() {
		return ""
	}
	return o.Players[0].Player
}

// PlayerOf is the player whose lines group g holds: the player assigned
// formation g, the holder for the side-level group "", the first player
// for a formation assigned to nobody; "" for a side of one player.
func (o *SideOrders) PlayerOf(group string) string {
	if group == "" {
		return o.Holder()
	}
	for _, p := range o.Players {
		if slices.Contains(p.Formations, group) {
			return p.Player
		}
	}
	return o.first()
}

// Owner is the player who answers d: the player of the first formation it
// consults (a unit's reaction, retreat or loss is its formation's
// player's), else the holder; "" for a side of one player.
func (o *SideOrders) Owner(d Decision) string {
	if d.Player != "" {
		return d.Player
	}
	for _, g := range d.Groups {
		if g != "" {
			return o.PlayerOf(g)
		}
	}
	return o.Holder()
}

// Player finds one player of a team.
func (o *SideOrders) Player(name string) (*PlayerOrders, bool) {
	for i := range o.Players {
		if o.Players[i].Player == name {
			return &o.Players[i], true
		}
	}
	return nil, false
}

// LastSeq is the seq of the last order file accepted from player (the
// side's, for a side of one player).
func (o *SideOrders) LastSeq(player string) int {
	if p, ok := o.Player(player); ok {
		return p.Seq
	}
	return o.Seq
}

// SetSeq records the seq of an accepted file of player (of the side, for
// a side of one player), and that the player is back from a missed turn.
func (o *SideOrders) SetSeq(player string, seq int) {
	if p, ok := o.Player(player); ok {
		p.Seq, p.Absent = seq, false
		return
	}
	o.Seq, o.Absent = seq, false
}

// NoteSeq records the seq of a file that orders nothing (messages,
// declarations): the player's on a team, else the side's.
func (o *SideOrders) NoteSeq(player string, seq int) {
	if p, ok := o.Player(player); ok {
		p.Seq = seq
		return
	}
	o.Seq = seq
}

// absentFor reports whether d's owner missed their turn and has not sent
// orders since: the side's Absent, or the owning player's in a team.
func (o *SideOrders) absentFor(d Decision) bool {
	if p, ok := o.Player(o.Owner(d)); ok {
		return p.Absent
	}
	return o.Absent
}

// teamTurnDue lists a turn decision for each player of a team who has sent
// no orders for turn.
func (o *SideOrders) teamTurnDue(turn int, d Decision, status string) []Decision {
	var due []Decision
	for _, p := range o.Players {
		if slices.Contains(p.Turns, turn) {
			continue
		}
		pd := d
		pd.Player = p.Player
		pd.Prompt = fmt.Sprintf("game turn %d begins: player %s, send your orders for the whole turn: a group for each of the groups you hold (%s) (%s)", turn, p.Player, groupList(o, p), status)
		pd.Why = fmt.Sprintf("player %s has sent no orders for turn %d", p.Player, turn)
		due = append(due, pd)
	}
	return due
}

// groupList names the groups a player's file holds.
func groupList(o *SideOrders, p PlayerOrders) string {
	var names []string
	if p.Player == o.Holder() {
		names = append(names, "army")
	}
	if p.Player == o.first() {
		names = append(names, "any formation assigned to nobody")
	}
	names = append(names, p.Formations...)
	return strings.Join(names, ", ")
}

// MissedPlayer is Missed for one player of a team: the player is taken to
// have sent an empty file for the turn in progress, and until they send
// orders again the missed-turn default answers the decisions they owe
// (Owner); their teammates' lines answer theirs as before.
func (g *Game) MissedPlayer(side Side, player string) error {
	o, ok := g.Side(side)
	if !ok {
		return fmt.Errorf("no side %q in this game", side)
	}
	p, ok := o.Player(player)
	if !ok {
		return fmt.Errorf("side %s has no player %q", side, player)
	}
	if turn := g.GameTurn(); turn > 0 {
		p.Turns = addTurns(p.Turns, []int{turn})
	}
	p.Absent = true
	return nil
}

// clone copies the player's orders.
func (p PlayerOrders) clone() PlayerOrders {
	p.Formations = slices.Clone(p.Formations)
	p.Turns = slices.Clone(p.Turns)
	return p
}
