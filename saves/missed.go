package saves

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// KindMissed is a missed turn: a host-signed entry recorded by `mincio
// tick` when a side has not answered by its deadline plus grace. The side
// is taken to have sent an empty file for the turn in progress, and its
// standing orders, the documented defaults and the missed-turn default
// answer what it owes (adjudicator.Game.Missed).
const KindMissed = "missed"

const missedMagic = "mincio missed 1"

// MissedTurn is what a missed-turn input says, after its first two lines
// (magic and game).
type MissedTurn struct {
	Side     string
	Turn     int       // the game turn in progress, 0 in games not scoped by turn
	Owed     []string  // the kinds of decision the side owed
	Deadline time.Time // the deadline plus grace that passed
	InARow   int       // missed turns of the side in a row, this one included
	// Abandoned is set when InARow reaches the policy's AbandonAfter.
	Abandoned bool
	// Result is what the abandonment does, from core revision 2 on
	// (abandon.go): OnAbandonForfeit or OnAbandonUnrated, ending the game;
	// empty under revision 1 and when not abandoned.
	Result string
}

func (m MissedTurn) body(game string) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s\ngame: %s\nside: %s\nturn: %d\nowed: %s\ndeadline: %s\nin-a-row: %d\n",
		missedMagic, game, m.Side, m.Turn, strings.Join(m.Owed, " "), m.Deadline.UTC().Format(time.RFC3339), m.InARow)
	if m.Abandoned {
		b.WriteString("abandoned: yes\n")
	}
	if m.Result != "" {
		fmt.Fprintf(&b, "result: %s\n", m.Result)
	}
	return b.Bytes()
}

// parseMissed reads the lines after magic and game, and insists they are
// exactly what body writes.
func parseMissed(game string, body []byte) (*MissedTurn, error) {
	m := &MissedTurn{}
	lines := strings.Split(strings.TrimSuffix(string(body), "\n"), "\n")
	field := func(i int, key string) (string, error) {
		if i >= len(lines) || !strings.HasPrefix(lines[i], key+": ") {
			return "", fmt.Errorf("missed input: line %d: want %q", i+1, key+": …")
		}
		return strings.TrimPrefix(lines[i], key+": "), nil
	}
	var err error
	var turn, deadline, row, owed string
	if m.Side, err = field(2, "side"); err != nil {
		return nil, err
	}
	if turn, err = field(3, "turn"); err != nil {
		return nil, err
	}
	if owed, err = field(4, "owed"); err != nil {
		return nil, err
	}
	if deadline, err = field(5, "deadline"); err != nil {
		return nil, err
	}
	if row, err = field(6, "in-a-row"); err != nil {
		return nil, err
	}
	m.Owed = strings.Fields(owed)
	m.Abandoned = len(lines) >= 8 && lines[7] == "abandoned: yes"
	if len(lines) == 9 {
		m.Result = strings.TrimPrefix(lines[8], "result: ")
		if m.Result != OnAbandonForfeit && m.Result != OnAbandonUnrated {
			return nil, fmt.Errorf("missed input: result %q is neither forfeit nor unrated", m.Result)
		}
	}
	if m.Turn, err = strconv.Atoi(turn); err != nil {
		return nil, fmt.Errorf("missed input: turn %q", turn)
	}
	if m.InARow, err = strconv.Atoi(row); err != nil {
		return nil, fmt.Errorf("missed input: in-a-row %q", row)
	}
	if m.Deadline, err = time.Parse(time.RFC3339, deadline); err != nil {
		return nil, fmt.Errorf("missed input: deadline %q", deadline)
	}
	if !bytes.Equal(m.body(game), body) {
		return nil, fmt.Errorf("missed input: malformed")
	}
	return m, nil
}

// applyMissed records the missed turn in the game and runs the engine; the
// events say so to both sides.
func applyMissed(g *adjudicator.Game, m *MissedTurn, r dice.Recorder) (adjudicator.RunResult, error) {
	who, err := missedBy(g, m)
	if err != nil {
		return adjudicator.RunResult{}, err
	}
	if m.Result != "" { // core revision 2: the abandonment ends the game before the defaults play
		if err := endAbandoned(g, adjudicator.Side(m.Side), m.Result); err != nil {
			return adjudicator.RunResult{}, err
		}
	}
	run, err := g.Run(r)
	what := "the turn in progress"
	if m.Turn > 0 {
		what = fmt.Sprintf("turn %d", m.Turn)
	}
	ev := []adjudicator.Event{{Code: "missed-turn",
		Text: fmt.Sprintf("%s sent no orders by the deadline (%s, grace included) and missed %s: its standing orders and the defaults answer for it until it sends orders again (%d missed in a row)",
			who, m.Deadline.UTC().Format(time.RFC3339), what, m.InARow)}}
	if m.Abandoned {
		ev = append(ev, adjudicator.Event{Code: "side-abandoned",
			Text: fmt.Sprintf("%s has missed %d turns in a row and is marked abandoned; the moderator is told", m.Side, m.InARow)})
	}
	if m.Result != "" {
		ev = append(ev, adjudicator.Event{Code: "abandoned-result", Text: "the game's policy makes the abandonment the result: " + g.Ended.Text})
	}
	run.Events = append(ev, run.Events...)
	return run, err
}

// appendMissed signs and appends a missed-turn input.
func (w *writer) appendMissed(m MissedTurn) (*Receipt, error) {
	in, err := w.signHostInput(KindMissed, m.body(w.f.Header.Game))
	if err != nil {
		return nil, err
	}
	e, reports, err := w.append(in)
	if err != nil {
		return nil, err
	}
	return &Receipt{Entry: e, Reports: reports, Head: w.f.Head()}, nil
}
