package adjudicator

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// What became of a plan line.
const (
	LineWaiting = "waiting" // not used yet
	LineUsed    = "used"    // it answered a decision
	LineRefused = "refused" // the rules refused it when it was tried
	LineExpired = "expired" // its turn ended (or the game did) before it was needed
)

// PlanLine is a plan line as the engine keeps it: the line, the order file
// it came from, and what became of it, so every report can account for
// every line ("nothing is ever silently held, ignored or consumed").
type PlanLine struct {
	Line
	Seq    int    `json:"seq"`
	Status string `json:"status"`
	Note   string `json:"note,omitempty"` // what it did, the rule that refused it, why it expired
	Used   int    `json:"used,omitempty"` // decisions answered so far, for a line of several Times
	// Player is the player of a team whose file the line came from; ""
	// on a side of one player (team.go).
	Player string `json:"player,omitempty"`
}

// use records that pl answered a decision with note: it is used up after
// its Times, and waits for the next decision until then.
func (pl *PlanLine) use(note string) {
	pl.Used++
	pl.Note = note
	if pl.Used >= max(pl.Times, 1) {
		pl.Status = LineUsed
		return
	}
	pl.Note = fmt.Sprintf("%s (used %d of %d times)", note, pl.Used, pl.Times)
}

// turnGroup is a turn and a group an order file names.
type turnGroup struct {
	turn  int
	group string
}

// SetOrders records a new order file from side. Its plan lines replace
// the side's unused lines for the turns and groups the file names (a
// heading names its group even with no lines under it); the side's other
// unused lines stay, and so do the used and refused lines of the turn in
// progress; lines finished in earlier turns are dropped. Each standing line replaces the standing line with
// the same key. In a turn-scoped game, lines before any `turn` heading are
// for the turn in progress, and a section for a turn already over is
// refused, changing nothing.
func (g *Game) SetOrders(side Side, seq int, lines []Line) error {
	return g.SetPlayerOrders(side, "", seq, lines)
}

// SetPlayerOrders is SetOrders for one player of a side played by a team
// (player "" for a side of one player): the file's seq and turns are the
// player's, and it replaces only the player's own unused lines. The host
// has refused, before, a file with lines for another player's groups
// (saves' checkTeamLines).
func (g *Game) SetPlayerOrders(side Side, player string, seq int, lines []Line) error {
	o, ok := g.Side(side)
	if !ok {
		return fmt.Errorf("no side %q in this game", side)
	}
	p, team := o.Player(player)
	if o.Team() && !team {
		return fmt.Errorf("side %s has no player %q", side, player)
	}
	cur := g.GameTurn()
	var named []turnGroup
	var turns []int
	for i := range lines {
		l := &lines[i]
		if l.Standing {
			continue
		}
		if l.Turn == 0 {
			l.Turn = cur
		}
		if cur > 0 && l.Turn < cur {
			return fmt.Errorf("%s: turn %d is over: the game is in turn %d (write `turn %d`, or a later turn)", l.Pos, l.Turn, cur, cur)
		}
		if l.Kind == Heading && l.Key == "turn" {
			turns = appendNew(turns, l.Turn)
			continue
		}
		named = appendNew(named, turnGroup{l.Turn, l.Group})
		turns = appendNew(turns, l.Turn)
	}
	o.SetSeq(player, seq)
	g.DrawOffers = nil // any order file withdraws or declines a standing draw offer
	// Keep the waiting lines the file does not replace and, in a
	// turn-scoped game, the used and refused lines of the turn in progress,
	// so reports and why-not answers still count them.
	kept := make([]PlanLine, 0, len(o.Plan)+len(lines))
	for _, pl := range o.Plan {
		replaced := pl.Status == LineWaiting && slices.Contains(named, turnGroup{pl.Turn, pl.Group}) && pl.Player == player
		finished := pl.Status != LineWaiting && (cur == 0 || pl.Turn < cur)
		if !replaced && !finished {
			kept = append(kept, pl)
		}
	}
	for _, l := range lines {
		switch {
		case l.Standing:
			o.Standing = replaceStanding(o.Standing, l)
		case l.Kind != Heading:
			kept = append(kept, PlanLine{Line: l, Seq: seq, Status: LineWaiting, Player: player})
		}
	}
	o.Plan = kept
	if cur > 0 {
		o.Turns = addTurns(o.Turns, turns)
		if team {
			p.Turns = addTurns(p.Turns, turns)
		}
	}
	return nil
}

func addTurns(have, turns []int) []int {
	for _, t := range turns {
		have = appendNew(have, t)
	}
	slices.Sort(have)
	return have
}

func appendNew[T comparable](list []T, x T) []T {
	if slices.Contains(list, x) {
		return list
	}
	return append(list, x)
}

func replaceStanding(standing []Line, l Line) []Line {
	for i, s := range standing {
		if s.Key == l.Key {
			standing[i] = l
			return standing
		}
	}
	return append(standing, l)
}

// candidate is the index of the first waiting line of o that answers d:
// the groups d consults in order, each in file order; -1 if none. When
// that line is about a subject d bars (Decision.Barred), barred is the
// bar: the rules forbid the line here, or it has nothing left to do.
func (o *SideOrders) candidate(d Decision) (i int, barred *Bar) {
	groups := d.Groups
	if len(groups) == 0 {
		groups = []string{""}
	}
	for _, g := range groups {
		for i, pl := range o.Plan {
			if pl.Status != LineWaiting || pl.Group != g || pl.Turn != d.Turn || !d.Answers(pl.Line) {
				continue
			}
			if b, ok := d.Bars(pl.Line); ok {
				return i, &b
			}
			if d.About(pl.Line) {
				return i, nil
			}
		}
	}
	return -1, nil
}

// noteAsked records which groups and line kinds decision d consulted in
// its turn, so a line left unused can be told why.
func (o *SideOrders) noteAsked(d Decision) {
	groups := d.Groups
	if len(groups) == 0 {
		groups = []string{""}
	}
	var buf [64]byte // a key is made only when it is new: every decision asks
	for _, g := range groups {
		o.noteKey(appendAskedKey(buf[:0], d.Turn, g, ""))
		for _, k := range d.Accepts {
			o.noteKey(appendAskedKey(buf[:0], d.Turn, g, k))
		}
	}
}

func (o *SideOrders) noteKey(key []byte) {
	for _, a := range o.Asked {
		if a == string(key) {
			return
		}
	}
	o.Asked = append(o.Asked, string(key))
}

// askedKey is "turn/group/kind".
func askedKey(turn int, group, kind string) string {
	return string(appendAskedKey(nil, turn, group, kind))
}

func appendAskedKey(b []byte, turn int, group, kind string) []byte {
	b = strconv.AppendInt(b, int64(turn), 10)
	b = append(append(b, '/'), group...)
	return append(append(b, '/'), kind...)
}

// GroupName says in words whose lines group g holds.
func GroupName(g string) string {
	if g == "" {
		return "your army's own choices"
	}
	return "formation " + g
}

// expiryReason says why line pl was never used in its turn.
func (o *SideOrders) expiryReason(pl PlanLine) string {
	switch {
	case !slices.Contains(o.Asked, askedKey(pl.Turn, pl.Group, "")):
		if pl.Group == "" {
			return fmt.Sprintf("no decision of your army's own came in turn %d", pl.Turn)
		}
		return fmt.Sprintf("formation %s was asked nothing in turn %d (it was not activated, or had nothing to decide)", pl.Group, pl.Turn)
	case !slices.Contains(o.Asked, askedKey(pl.Turn, pl.Group, pl.Kind)):
		return fmt.Sprintf("no step that this line answers came for %s in turn %d (the rules did not ask it)", GroupName(pl.Group), pl.Turn)
	}
	return fmt.Sprintf("the step it answers was over before the line was reached (earlier lines of %s answered it, or the rules ended it)", GroupName(pl.Group))
}

// expire marks the waiting lines of turns before turn as expired and
// tells each side, in one event, which of its lines were left unused and
// why. Once the game is over (over set), every waiting line expires.
func (g *Game) expire(turn int, over bool) []Event {
	var ev []Event
	if over && g.Ended != nil && CoreRevisionOf(g.Scenario) >= fatesRevision {
		ev = g.judgeWaiting(turn) // a game ended outside the rules: judged as it stands
	}
	current := fmt.Sprintf("%d/", turn) // the Asked keys of the turn in progress
	for i := range g.Orders {
		o := &g.Orders[i]
		var detail []string
		for j := range o.Plan {
			pl := &o.Plan[j]
			if pl.Status != LineWaiting || !over && (pl.Turn == 0 || pl.Turn >= turn) {
				continue
			}
			pl.Status, pl.Note = LineExpired, o.expiryReason(*pl)
			if over {
				pl.Note = g.endReason(o, *pl, turn)
			}
			if pl.Used > 0 {
				pl.Note = fmt.Sprintf("used %d of %d times, then %s", pl.Used, pl.Times, pl.Note)
			}
			detail = append(detail, fmt.Sprintf("%s: %q: %s", pl.Pos, pl.Text, pl.Note))
		}
		if len(detail) > 0 {
			unused := fmt.Sprintf("%d of your order lines were not used", len(detail))
			if len(detail) == 1 {
				unused = "1 of your order lines was not used"
			}
			text := fmt.Sprintf("turn %d is over: %s", turn-1, unused)
			if over {
				text = "the game is over: " + unused
			}
			ev = append(ev, Event{Code: "lines-expired", To: Only(o.Side), Text: text, Detail: detail})
		}
		o.Asked = slices.DeleteFunc(o.Asked, func(k string) bool { return !strings.HasPrefix(k, current) })
	}
	return ev
}

// turnDue lists, in a turn-scoped game, a decision for each side that has
// sent no orders for turn yet: the engine waits for them all, so both
// sides write their turn at the same time.
func (g *Game) turnDue(turn int) []Decision {
	if turn == 0 {
		return nil
	}
	var due []Decision
	for _, o := range g.Orders {
		if o.Team() {
			due = append(due, o.teamTurnDue(turn, g.turnDecision(o.Side, turn), g.State.Status())...)
			continue
		}
		if slices.Contains(o.Turns, turn) {
			continue
		}
		due = append(due, g.turnDecision(o.Side, turn))
	}
	return due
}

// turnDecision is the decision owed by a side that has sent no orders for
// turn.
func (g *Game) turnDecision(side Side, turn int) Decision {
	return Decision{Side: side, Kind: KindTurn, Turn: turn,
		Prompt: fmt.Sprintf("game turn %d begins: send your orders for the whole turn: your army's own choices, and a group for each of your formations saying what it does when it acts (%s)",
			turn, g.State.Status()),
		Accepts: []string{KindTurn},
		Options: []string{fmt.Sprintf("turn %d", turn)},
		Why:     fmt.Sprintf("you have sent no orders for turn %d", turn)}
}

// why says why side's lines did not answer d, for the report that asks.
func (o *SideOrders) why(d Decision) string {
	groups := d.Groups
	if len(groups) == 0 {
		groups = []string{""}
	}
	var names []string
	total, used, refused, waiting := 0, 0, 0, 0
	for _, g := range groups {
		names = append(names, GroupName(g))
		for _, pl := range o.Plan {
			if pl.Group != g || pl.Turn != d.Turn {
				continue
			}
			total++
			switch pl.Status {
			case LineUsed:
				used++
			case LineRefused:
				refused++
			case LineWaiting:
				waiting++
			}
		}
	}
	where := strings.Join(names, ", ")
	if d.Turn > 0 {
		where += fmt.Sprintf(" in turn %d", d.Turn)
	}
	if total == 0 {
		return fmt.Sprintf("your orders have no lines for %s", where)
	}
	return fmt.Sprintf("none of your %d lines for %s answers it (%d used, %d refused, %d waiting for other steps), and no standing order or default does",
		total, where, used, refused, waiting)
}

// FileAnswers reports whether the lines of an order file could answer
// decision d, owed by the file's side: a file naming d's turn answers a
// KindTurn decision; otherwise a standing line, or a plan line for d's
// turn in a group d consults, of a kind and subject that answer it.
func FileAnswers(d Decision, lines []Line) bool {
	for _, l := range lines {
		turn := l.Turn
		if turn == 0 {
			turn = d.Turn
		}
		switch {
		case d.Kind == KindTurn:
			if !l.Standing && turn == d.Turn {
				return true
			}
		case l.Standing:
			if d.Answers(l) {
				return true
			}
		case l.Kind != Heading && turn == d.Turn && d.Consults(l.Group) && d.Answers(l) && d.About(l):
			return true
		}
	}
	return false
}
