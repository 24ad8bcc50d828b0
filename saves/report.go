package saves

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/saves/sshsig"
	"github.com/mincio/mincio/scenarios"
)

type outFile struct {
	path string
	data []byte
}

// reportSides decides which sides get a report with entry e, given the
// result of the entry before it (nil for the first) (docs/design.md,
// "Views, reports and fog of war"): every side at the start, at the reveal and at the end;
// in a turn-scoped game, every side when a game turn begins, and a side
// that is asked something new mid-turn; in other games, a side that saw
// something or whose owed decisions changed. A side left out owes nothing
// new: its next report tells it all it saw meanwhile. A moderator's act
// and a side's declaration (leave, resign, draw) are told to every side;
// a file of messages alone, to none.
func reportSides(prev *Result, e *Entry, sides []adjudicator.Side) []string {
	var out []string
	for _, side := range sides {
		var ok bool
		switch {
		case e.Kind == KindMessage:
			// changes nothing: its messages wait for the next report, or
			// press=now mails them (writer.append)
		case prev == nil, e.Kind == KindStart, e.Kind == KindReveal, e.Kind == KindMissed, e.Kind == KindModerator, e.Kind == KindDeclare, e.Result.Outcome != nil:
			ok = true
		case e.Result.Turn > 0:
			ok = e.Result.Turn != prev.Turn || len(owedBy(e.Result, side)) > 0 && owedChanged(*prev, e.Result, side)
		default:
			ok = len(EventsFor(e.Result.Events, side)) > 0 || owedChanged(*prev, e.Result, side)
		}
		if ok {
			out = append(out, string(side))
		}
	}
	return out
}

// reports builds the report and the machine-readable view of each side
// that entry e reports to (e.Reports), each with a host signature, one
// outbox item a side (NNNNNN-SIDE.report.tar, outboxbundle.go).
func (w *writer) reports(g *adjudicator.Game, e *Entry, head string) ([]outFile, error) {
	var out []outFile
	read := map[int]*Entry{} // the entries both sides' reports look back on, read once
	if len(e.Reports) > 0 {
		e = reportEntry(g, e)
	}
	for _, o := range g.Orders {
		side := o.Side
		if !slices.Contains(e.Reports, string(side)) {
			continue
		}
		view := g.State.View(side)
		since, err := w.f.sinceLastReport(e, side, read)
		if err != nil {
			return nil, err
		}
		report := Report(w.f, e, head, side, view, o, since)
		viewJSON, err := encodeJSON(SideView{Game: w.f.Header.Game, Header: w.f.HeaderTag(), Side: side, System: w.f.Header.Scenario.System, Scenario: w.f.Header.Scenario.ID, ScenarioDigest: w.f.Header.Scenario.Digest, Rules: w.f.viewRules(), Press: w.f.Scenario.Press, Options: w.f.Header.Options, Tables: w.f.Header.Tables, Entry: e.N, Head: head,
			Seq: o.Seq, PlayerSeqs: playerSeqs(o), Seats: viewSeats(o), View: view, Owed: owedBy(e.Result, side), Outcome: e.Result.Outcome})
		if err != nil {
			return nil, err
		}
		base := w.f.path("outbox", fmt.Sprintf("%s-%s", entryName(e.N), side))
		var members []outFile
		for _, x := range []outFile{{base + ".report.txt", []byte(report)}, {base + ".view.json", viewJSON}} {
			sig, err := sshsig.Sign(w.signer, sshsig.Namespace, x.data)
			if err != nil {
				return nil, err
			}
			members = append(members, x, outFile{x.path + ".sig", sig})
		}
		item, err := encodeBundle(members) // one file, not four (outboxbundle.go)
		if err != nil {
			return nil, err
		}
		out = append(out, outFile{base + reportBundleExt, item})
	}
	if len(out) > 0 {
		if err := w.f.fs.MkdirAll(w.f.path("outbox"), dirPerm); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// sinceLastReport lists the entries a report to side with entry e covers:
// those after the last entry that reported to side, and e itself. read
// keeps the entries read from the log, for the next side's report.
func (f *Folder) sinceLastReport(e *Entry, side adjudicator.Side, read map[int]*Entry) ([]*Entry, error) {
	list := []*Entry{e}
	for n := e.N - 1; n >= 1; n-- {
		prev, ok := read[n]
		if !ok {
			var err error
			if prev, err = f.Entry(n); err != nil {
				return nil, err
			}
			read[n] = prev
		}
		if slices.Contains(prev.Reports, string(side)) {
			break
		}
		list = append([]*Entry{prev}, list...)
	}
	return list, nil
}

// SideView is the machine-readable companion of a report: what one side
// may see, the decisions it owes, and where the log stands. A player's mincio
// checks orders against it offline; bots play from it.
type SideView struct {
	Game string `json:"game"`
	// Header is the game's header tag, which order files must carry;
	// Side is whose view this is. Game, Side and Entry are inside the
	// signed file, so a view cannot pass for another side's or entry's.
	Header   string           `json:"header"`
	Side     adjudicator.Side `json:"side"`
	System   string           `json:"system"`
	Scenario string           `json:"scenario"`
	// ScenarioDigest is the digest of the game's scenario text (the
	// header's), so an offline check given the scenario's file
	// (`orders check --view VIEW --scenario FILE`) knows it is the game's.
	ScenarioDigest string `json:"scenario_digest,omitempty"`
	// Rules are the rules revisions the game is played under, for the
	// offline check (nil in views written before revisions were
	// recorded, all of revision-1 games).
	Rules *RulesPin `json:"rules,omitempty"`
	// Press is the game option press when the host set it (none, open,
	// now), for the offline check of messages; "" is open.
	Press string `json:"press,omitempty"`
	// Options are the game's options (`mincio new --option`), so that the
	// offline check plays the host's rule switches (reactions=ask …).
	Options []string `json:"options,omitempty"`
	// Tables names the printed tables the game plays with in place of the
	// scenario's stand-ins (`mincio new --tables`), when it has them: the
	// offline check, which has only the stand-ins, says so.
	Tables *TablesPin `json:"tables,omitempty"`
	Entry  int        `json:"entry"`
	Head   string     `json:"head"`
	Seq    int        `json:"seq"` // the side's last accepted seq
	// PlayerSeqs are, on a side played by a team, each player's last
	// accepted seq (Seq is then 0).
	PlayerSeqs map[string]int `json:"player_seqs,omitempty"`
	// Seats are, on a side played by a team, its own players and the
	// formations each holds, so that the offline check refuses a line for
	// a teammate's formation as the host does (report_team.go); nil for a
	// side of one player, and in views written before seats were carried.
	Seats   []ViewSeat             `json:"seats,omitempty"`
	View    adjudicator.View       `json:"view"`
	Owed    []adjudicator.Decision `json:"owed"`
	Outcome *adjudicator.Outcome   `json:"outcome,omitempty"`
}

// viewRules are the game's rules revisions as its views give them.
func (f *Folder) viewRules() *RulesPin {
	rev := f.Header.Revisions()
	return &RulesPin{System: rev.System, Core: rev.Core}
}

// Revisions are the rules revisions of the game the view is of.
func (v *SideView) Revisions() scenarios.Revisions {
	h := Header{Rules: v.Rules}
	return h.Revisions()
}

func owedBy(res Result, side adjudicator.Side) []adjudicator.Decision {
	owed := []adjudicator.Decision{}
	for _, d := range res.Owed {
		if d.Side == side {
			owed = append(owed, d)
		}
	}
	return owed
}

// owedChanged reports whether side owes something else after b than after a.
func owedChanged(a, b Result, side adjudicator.Side) bool {
	x, _ := json.Marshal(owedBy(a, side))
	y, _ := json.Marshal(owedBy(b, side))
	return string(x) != string(y)
}

// EventsFor keeps the events side may see.
func EventsFor(events []adjudicator.Event, side adjudicator.Side) []adjudicator.Event {
	var out []adjudicator.Event
	for _, ev := range events {
		if ev.To.Sees(side) {
			out = append(out, ev)
		}
	}
	return out
}

// Report is the plain-text account a side receives after entry e: what it
// saw happen since its last report (the entries in since) with every roll
// and modifier, its view, what it owes and why, what became of every line
// of its orders, the head digest so it can notice if history is ever
// rewritten, and a ready order-file template.
func Report(f *Folder, e *Entry, head string, side adjudicator.Side, view adjudicator.View, o adjudicator.SideOrders, since []*Entry) string {
	var b strings.Builder
	h := f.Header
	owed := owedBy(e.Result, side)
	b.WriteString(reportFirstLine(h.Game, string(side), view.Turn, e.N))
	fmt.Fprintf(&b, "scenario: %s (%s), rules: %s\n", f.Scenario.Title, h.Scenario.ID, h.Scenario.System)
	fmt.Fprintf(&b, "head: %s\n", head)
	fmt.Fprintf(&b, "header: %s\n", f.HeaderTag())
	fmt.Fprintf(&b, "%s\n", OwedLine(e.Result, side))
	if h.HostChoseSeed {
		b.WriteString("WARNING: the host chose this game's dice seed (--seed): fine for tests and replays, not for fair play.\n")
	}
	if len(since) > 1 {
		fmt.Fprintf(&b, "\n== What happened (entries %d to %d)\n", since[0].N, e.N)
	} else {
		b.WriteString("\n== What happened\n")
	}
	any := false
	for _, x := range since {
		for _, ev := range EventsFor(x.Result.Events, side) {
			writeEvent(&b, ev)
			any = true
		}
	}
	if !any {
		b.WriteString("(nothing you could see)\n")
	}
	writeMessages(&b, f, side, since)
	fmt.Fprintf(&b, "\n== Your view: %s\n", view.Status)
	b.WriteString(strings.TrimRight(view.Text, "\n") + "\n")
	b.WriteString("\n== You owe\n")
	writeOwed(&b, e.Result, side)
	b.WriteString("\n== Your orders\n")
	fmt.Fprintf(&b, "every order file of this game carries the line: header: %s\n", f.HeaderTag())
	writeLines(&b, o)
	if e.Result.Outcome == nil && len(owed) > 0 {
		b.WriteString("\n== Your next order file: fill it in, sign it and send it\n")
		if o.Team() {
			writeTeamTemplates(&b, h.Game, f.HeaderTag(), side, o, owed, view)
		} else {
			writeTemplate(&b, h.Game, f.HeaderTag(), side, o, owed, view)
		}
	}
	return b.String()
}

// OwedLine says in one line whether side owes an answer after result r,
// as the report's first lines and its mail's subject say it.
func OwedLine(r Result, side adjudicator.Side) string {
	owed := owedBy(r, side)
	switch {
	case r.Outcome != nil:
		return "the game is over: " + r.Outcome.Text
	case len(owed) == 0:
		return "nothing owed: you wait for the other side"
	case owed[0].Kind == adjudicator.KindTurn:
		return fmt.Sprintf("orders due: your orders for turn %d", owed[0].Turn)
	}
	return fmt.Sprintf("orders due: %s (%s)", owed[0].Kind, where(owed[0]))
}

func where(d adjudicator.Decision) string {
	w := adjudicator.GroupName(firstGroup(d))
	if d.Turn > 0 {
		w += fmt.Sprintf(", turn %d", d.Turn)
	}
	return w
}

func writeEvent(b *strings.Builder, ev adjudicator.Event) {
	fmt.Fprintf(b, "- %s\n", ev.Text)
	for _, r := range ev.Rolls {
		fmt.Fprintf(b, "    roll: %s\n", r)
	}
	for _, d := range ev.Detail {
		fmt.Fprintf(b, "    %s\n", d)
	}
}

// reportEntry is e as its reports tell it: its owed decisions with their
// Options, which the log leaves out (resultcheck.go), listed from the
// state g reached with e.
func reportEntry(g *adjudicator.Game, e *Entry) *Entry {
	owed, ok := withOptions(e.Result.Owed, g.State)
	if !ok {
		return e // not from this state: the report lists no options
	}
	r := *e
	r.Result.Owed = owed
	return &r
}

// writeOwed lists side's own decisions in full, with why its lines did not
// answer them, and of other sides only that they owe something: their
// options are theirs alone.
func writeOwed(b *strings.Builder, res Result, side adjudicator.Side) {
	if res.Outcome != nil {
		fmt.Fprintf(b, "nothing: the game is over. %s\n", res.Outcome.Text)
		return
	}
	mine, others := 0, map[adjudicator.Side]bool{}
	var otherNames []string
	for _, d := range res.Owed {
		if d.Side != side {
			if !others[d.Side] {
				others[d.Side] = true
				otherNames = append(otherNames, string(d.Side))
			}
			continue
		}
		mine++
		if d.Player != "" {
			fmt.Fprintf(b, "- %s, owed by player %s: %s\n", d.Kind, d.Player, d.Prompt)
		} else {
			fmt.Fprintf(b, "- %s: %s\n", d.Kind, d.Prompt)
		}
		if d.Why != "" {
			fmt.Fprintf(b, "    why you are asked: %s\n", d.Why)
		}
		if d.Kind != adjudicator.KindTurn {
			fmt.Fprintf(b, "    answer under %s with a line of kind: %s\n", where(d), strings.Join(d.Accepts, ", "))
		}
		for _, opt := range d.Options {
			fmt.Fprintf(b, "    %s\n", opt)
		}
	}
	if mine == 0 {
		b.WriteString("nothing now\n")
	}
	if len(otherNames) > 0 {
		fmt.Fprintf(b, "waiting for: %s\n", strings.Join(otherNames, ", "))
	}
}

// writeLines accounts for every line of the side's orders: used (and what
// it did), refused (and the rule), expired (and why), or still waiting.
func writeLines(b *strings.Builder, o adjudicator.SideOrders) {
	if o.Team() {
		for _, p := range o.Players {
			fmt.Fprintf(b, "last seq of player %s: %d (their next file: seq: %d)\n", p.Player, p.Seq, p.Seq+1)
		}
	} else {
		fmt.Fprintf(b, "last seq: %d (number your next file seq: %d)\n", o.Seq, o.Seq+1)
	}
	if len(o.Plan) == 0 {
		b.WriteString("order lines: none\n")
	}
	turn, group := -1, "?"
	for _, pl := range o.Plan {
		if pl.Turn != turn || pl.Group != group {
			turn, group = pl.Turn, pl.Group
			if turn > 0 {
				fmt.Fprintf(b, "turn %d, %s:\n", turn, adjudicator.GroupName(group))
			} else {
				fmt.Fprintf(b, "%s:\n", adjudicator.GroupName(group))
			}
		}
		note := pl.Note
		if pl.Status == adjudicator.LineWaiting {
			note = "not used yet"
		}
		fmt.Fprintf(b, "  %-8s %s  %s — %s\n", pl.Status, pl.Pos, pl.Text, note)
	}
	fmt.Fprintf(b, "standing orders: %d\n", len(o.Standing))
	for _, l := range o.Standing {
		fmt.Fprintf(b, "  %s\n", l.Text)
	}
}

// writeTemplate ends a report with an order file ready to fill in: the
// header with the next seq, the turn, the army's own section and one for
// each of the side's formations, and each owed decision with its legal
// answers as comments where it is answered. Asked mid-turn, it names
// only the sections asked, each with the side's lines still waiting in
// it, so that the file sent back with an answer added keeps them (a
// heading replaces the unused lines of its section).
func writeTemplate(b *strings.Builder, game, headerTag string, side adjudicator.Side, o adjudicator.SideOrders, owed []adjudicator.Decision, view adjudicator.View) {
	fmt.Fprintf(b, "mincio orders 1\ngame: %s\nheader: %s\nside: %s\nseq: %d\n", game, headerTag, side, o.Seq+1)
	writeSections(b, o, owed, view)
}

// writeSections writes a template's sections: the turn, the army's own
// and each formation's of view.Groups, or mid-turn those of what is owed.
func writeSections(b *strings.Builder, o adjudicator.SideOrders, owed []adjudicator.Decision, view adjudicator.View) {
	turn := owed[0].Turn
	if turn > 0 {
		fmt.Fprintf(b, "\nturn %d\n", turn)
	}
	options := func(group string) {
		for _, d := range owed {
			if d.Kind == adjudicator.KindTurn || firstGroup(d) != group {
				continue
			}
			fmt.Fprintf(b, "# you owe %s: %s\n", d.Kind, d.Prompt)
			for _, opt := range d.Options {
				fmt.Fprintf(b, "#   %s\n", opt)
			}
		}
	}
	if owed[0].Kind != adjudicator.KindTurn {
		// Mid-turn: only the sections of what is asked, since a heading
		// replaces the unused lines of its section.
		var done []string
		for _, d := range owed {
			g := firstGroup(d)
			if slices.Contains(done, g) {
				continue
			}
			done = append(done, g)
			if g == "" {
				b.WriteString("army\n")
			} else {
				fmt.Fprintf(b, "formation %s\n", g)
			}
			options(g)
			waiting := 0
			for _, pl := range o.Plan {
				if pl.Status == adjudicator.LineWaiting && pl.Turn == turn && pl.Group == g {
					if waiting == 0 {
						b.WriteString("# your lines of this section still waiting, kept if you send them again:\n")
					}
					waiting++
					if pl.Used > 0 {
						// Sent again it would count its times anew.
						fmt.Fprintf(b, "# %s   (used %d of %d times: send it again to have it answer %d times more)\n", pl.Text, pl.Used, pl.Times, pl.Times)
						continue
					}
					fmt.Fprintf(b, "%s\n", pl.Text)
				}
			}
		}
		b.WriteString("# A heading replaces your unused lines of its section for this turn; your other sections stay as they are.\n")
		return
	}
	if len(view.Groups) == 0 || view.Groups[0].ID == "" { // a team's player may not hold it
		b.WriteString("army\n")
	}
	for _, g := range view.Groups {
		if g.ID == "" {
			if len(g.Commanders) > 0 {
				fmt.Fprintf(b, "# commander: %s\n", strings.Join(g.Commanders, ", "))
			}
			writeHints(b, g.Hints)
		}
	}
	options("")
	for i, g := range view.Groups {
		if g.ID == "" {
			continue
		}
		fmt.Fprintf(b, "\nformation %s   # %s", g.ID, g.Name)
		if g.Order != "" {
			fmt.Fprintf(b, ", %s order", g.Order)
		}
		b.WriteString("\n")
		if len(g.Units) > 0 {
			fmt.Fprintf(b, "# units: %s\n", strings.Join(g.Units, " "))
		} else {
			b.WriteString("# no counters on the map\n")
		}
		if len(g.Arriving) > 0 {
			fmt.Fprintf(b, "# reinforcements: %s\n", strings.Join(g.Arriving, ", "))
		}
		if len(g.Commanders) > 0 {
			fmt.Fprintf(b, "# commander: %s\n", strings.Join(g.Commanders, ", "))
		}
		if i == firstFormation(view.Groups) {
			writeHints(b, g.Hints) // once: the same for every formation
		}
		options(g.ID)
	}
}

func writeHints(b *strings.Builder, hints []string) {
	for _, h := range hints {
		fmt.Fprintf(b, "#   %s\n", h)
	}
}
