package mail

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/saves/sshsig"
	"github.com/mincio/mincio/scenarios"
)

// Host connects mail to the games in one folder: it is the Handler that
// routes each order mail to its game by the signed envelope, and the
// courier that turns each game's reports into mails.
//
// Who gets what: an answer to an order mail goes to its sender and says only
// whether the file was accepted (with its digest) or what is wrong with it —
// never anything about the game, since the From: of a mail proves nothing
// and a signed file can be re-sent by anyone. Reports, which hold a side's
// view, go only to the address registered for that side in the game header.
type Host struct {
	Games string  // one folder per game, named by its game id
	From  Address // the host's address
	// Now is the clock for Date headers and for the time each entry
	// records its order was received (deadlines count from it); the rules
	// never read it.
	Now func() time.Time
	// Pictures draws a side's view as SVG, and as PNG at pngScale times
	// the map's usual size (none when pngScale is 0); nil sends none.
	Pictures func(sc *scenarios.Scenario, v adjudicator.View, pngScale float64) (png, svg []byte, err error)
	Log      io.Writer // one line per mail handled, or nil
	LockWait time.Duration
	// League is the league folder Games belongs to, or "": its players.txt
	// says who takes a daily digest instead of a mail each (digest.go).
	League string

	batch *saves.Batch // between Begin and Commit
}

// Handle routes one mail. See the type comment for who is answered.
func (h *Host) Handle(ctx context.Context, msg *Incoming, raw []byte) (Verdict, []Outgoing, error) {
	if msg.Err != nil {
		h.logf("mail %s from %s: %v", msg.MessageID, msg.From, msg.Err)
		if !msg.AutoReply && looksLikeMincio(msg) {
			return Rejected, h.reply(msg, msg.Err.Error()), nil
		}
		return Rejected, nil, nil
	}
	var answers []string
	forUs := false
	for _, c := range msg.Candidates {
		answer, ours, err := h.handleFile(c, replyAddress(msg))
		if err != nil {
			return 0, nil, err // temporary: leave the mail for the next poll
		}
		forUs = forUs || ours
		answers = append(answers, answer)
	}
	if !forUs {
		h.logf("mail %s from %s: no order file for mincio", msg.MessageID, msg.From)
		return Rejected, nil, nil
	}
	if msg.AutoReply {
		return Processed, nil, nil
	}
	return Processed, h.reply(msg, strings.Join(answers, "\n\n")), nil
}

// handleFile applies one candidate file. ours is false when it is not an
// order file at all. replyTo is where the answer goes.
func (h *Host) handleFile(c Candidate, replyTo string) (answer string, ours bool, err error) {
	if isAct(c.Bytes) {
		return h.handleAct(c)
	}
	body, _, _ := sshsig.Split(c.Bytes)
	env, ps := adjudicator.ParseEnvelope(c.Name, body)
	if ps != nil {
		if !strings.HasPrefix(strings.TrimSpace(string(body)), adjudicator.Magic) {
			return "", false, nil
		}
		return fmt.Sprintf("%s: not accepted:\n%s", c.Name, indent(ps.Error())), true, nil
	}
	dir := filepath.Join(h.Games, env.Game)
	if _, err := os.Stat(filepath.Join(dir, "header.json")); err != nil {
		if !errors.Is(err, fs.ErrNotExist) {
			h.logf("game %s: host fault, mail left for the next poll: %v", env.Game, err)
			return "", true, err // the host cannot read its folder: not the player's fault
		}
		h.logf("%s: unknown game %s", c.Name, env.Game)
		return fmt.Sprintf("%s: not accepted: this host runs no game %q.\nCheck the game: line against your last report.", c.Name, env.Game), true, nil
	}
	sub := saves.Submission{Name: c.Name, Data: c.Bytes, Sig: c.Sig}
	opt := saves.Options{LockWait: h.LockWait, Now: h.Now(), CheckLines: true}
	var rc *saves.Receipt
	if env.Mode == "check" {
		rc, err = h.check(dir, sub, opt)
	} else {
		rc, err = h.submit(dir, sub, opt)
	}
	if saves.IsTemporary(err) {
		// the player is not answered: the mail waits for the next poll,
		// and only the moderator sees the cause (it may name host paths)
		h.logf("game %s: %s seq %d left for the next poll: %v (hint: %s)", env.Game, env.Side, env.Seq, err, hintText(err))
		return "", true, err
	}
	if err != nil {
		h.logf("%s: game %s side %s seq %d: refused: %v", c.Name, env.Game, env.Side, env.Seq, firstLine(err))
		text := explain(err)
		if saves.IsBadSignature(err) {
			text += "\n" + signatureAdvice(c.Name)
		}
		return fmt.Sprintf("%s: not accepted:\n%s", c.Name, indent(text)), true, nil
	}
	switch {
	case rc.Duplicate:
		h.logf("%s: game %s: already applied as entry %d", c.Name, env.Game, rc.Entry.N)
		return fmt.Sprintf("%s: already applied as entry %d of game %s (input digest %s); nothing changed.", c.Name, rc.Entry.N, env.Game, rc.Entry.InputDigest), true, nil
	case rc.Checked:
		h.logf("%s: game %s side %s: checked", c.Name, env.Game, env.Side)
		answer, err := h.checkAnswer(dir, sub, env, replyTo)
		if saves.IsTemporary(err) {
			return "", true, err
		}
		if err != nil {
			h.logf("%s: game %s side %s: check failed: %v", c.Name, env.Game, env.Side, firstLine(err))
			return fmt.Sprintf("%s: the check could not be run:\n%s", c.Name, indent(explain(err))), true, nil
		}
		return answer, true, nil
	}
	h.logf("%s: game %s side %s seq %d: entry %d", c.Name, env.Game, env.Side, env.Seq, rc.Entry.N)
	if slices.ContainsFunc(rc.Entry.Messages, func(m saves.MessageRecord) bool { return m.To == "moderator" || m.To == "all" }) {
		h.logf("game %s: entry %d has a message from %s for the moderator: mincio messages %s", env.Game, rc.Entry.N, env.Side, dir)
	}
	if rc.Check != nil && !sentBySide(rc.Player, replyTo) {
		rc.Check = nil // what the view says goes only to the side's registered address
		return acceptedText(c.Name, env, rc) + "\n" + checkWithheld(env), true, nil
	}
	return acceptedText(c.Name, env, rc), true, nil
}

// acceptedText answers an applied order file: the entry, whether the file
// answered what its side owed (a file for the wrong step is told so), and
// whether a report follows. It says nothing of the game that the file's
// side could not know: a signed file can be re-sent under a forged From:.
func acceptedText(name string, env *adjudicator.Envelope, rc *saves.Receipt) string {
	var b strings.Builder
	if a := rc.Entry.Act; a != nil { // a declaration: leave, resign, draw
		fmt.Fprintf(&b, "%s: accepted as entry %d of game %s: side %s, seq %d, mode: %s (input digest %s).",
			name, rc.Entry.N, env.Game, env.Side, env.Seq, a.Name, rc.Entry.InputDigest)
		if out := rc.Entry.Result.Outcome; out != nil {
			fmt.Fprintf(&b, "\nThe game is over: %s.", out.Text)
		}
		fmt.Fprintf(&b, "\nEvery side is told in a report; yours comes in a separate mail to the address registered for side %s.", env.Side)
		return b.String()
	}
	if rc.Entry.Kind == saves.KindMessage {
		fmt.Fprintf(&b, "%s: accepted as entry %d of game %s: side %s, seq %d, messages only (input digest %s).",
			name, rc.Entry.N, env.Game, env.Side, env.Seq, rc.Entry.InputDigest)
		b.WriteString(messagesText(rc.Entry))
		return b.String()
	}
	fmt.Fprintf(&b, "%s: accepted as entry %d of game %s: side %s, seq %d, %d order lines (input digest %s).",
		name, rc.Entry.N, env.Game, env.Side, env.Seq, orderLines(withoutMessages(env, rc.Entry)), rc.Entry.InputDigest)
	b.WriteString(messagesText(rc.Entry))
	if rc.Check != nil {
		b.WriteString("\n" + receivedCheckText(name, env, rc))
	}
	if !rc.AnswersOwed && len(rc.Owed) > 0 {
		d := rc.Owed[0]
		fmt.Fprintf(&b, "\nBut no line of it answers what you owed: %s", d.Kind)
		if d.Kind == adjudicator.KindTurn {
			fmt.Fprintf(&b, " (your orders for turn %d: write `turn %d` above them)", d.Turn, d.Turn)
		} else if len(d.Groups) > 0 && d.Groups[0] != "" {
			fmt.Fprintf(&b, " (under `turn %d` and `formation %s`, a line of kind %s)", d.Turn, d.Groups[0], strings.Join(d.Accepts, ", "))
		}
		b.WriteString(". The template at the end of your last report shows where each line goes.")
	}
	if rc.Reported {
		fmt.Fprintf(&b, "\nWhat happens next: the game ran on with your file now; your report, which says what became of each line, comes in a separate mail to the address registered for side %s.", env.Side)
	} else {
		b.WriteString("\nWhat happens next: your lines wait for their step. No report follows now: the game needs nothing new from you. Your next report comes when it does, or when the game turn ends, and says what became of each line.")
	}
	return b.String()
}

// orderLines counts the lines of a body that are not blank or comments:
// what the file said, which the sender knows already.
func orderLines(body []byte) int {
	n := 0
	for _, l := range strings.Split(string(body), "\n") {
		if t := strings.TrimSpace(l); t != "" && !strings.HasPrefix(t, "#") {
			n++
		}
	}
	return n
}

// explain renders an error with its hint, as a player reads it.
func explain(err error) string {
	var h interface{ HintText() string }
	if errors.As(err, &h) && h.HintText() != "" {
		return err.Error() + "\nhint: " + h.HintText()
	}
	return err.Error()
}

func hintText(err error) string {
	var h interface{ HintText() string }
	if errors.As(err, &h) {
		return h.HintText()
	}
	return ""
}

func firstLine(err error) string {
	s, _, _ := strings.Cut(err.Error(), "\n")
	return s
}

func indent(s string) string { return "  " + strings.ReplaceAll(s, "\n", "\n  ") }

// looksLikeMincio tells a mail meant for mincio (worth an answer) from spam
// (never answered: no backscatter).
func looksLikeMincio(msg *Incoming) bool {
	return strings.Contains(msg.Subject, "[mincio") || strings.Contains(strings.ToLower(msg.Subject), "orders")
}

func (h *Host) reply(msg *Incoming, text string) []Outgoing {
	to := msg.From
	if msg.ReplyTo != "" {
		to = msg.ReplyTo
	}
	if to == "" {
		return nil
	}
	subject := msg.Subject
	if !strings.HasPrefix(strings.ToLower(subject), "re:") {
		subject = "Re: " + subject
	}
	m := Message{From: h.From, To: []Address{{Address: to}}, Subject: subject, Date: h.Now(),
		InReplyTo: msg.MessageID, References: append(append([]string{}, msg.References...), msg.MessageID),
		Body: "mincio read your mail.\n\n" + text + "\n"}
	og, err := NewOutgoing(m)
	if err != nil {
		h.logf("cannot compose the reply to %s: %v", msg.MessageID, err)
		return nil
	}
	return []Outgoing{og}
}

func (h *Host) logf(format string, args ...any) {
	if h.Log != nil {
		fmt.Fprintf(h.Log, format+"\n", args...)
	}
}

// CollectReports turns the reports waiting in every game's outbox into
// mails in the host's outbox, addressed to the side's registered address,
// and removes them from the game. A report whose side has no address stays
// where it is (mincio status lists it).
//
// Reports and notices for a league player who takes a daily digest wait
// in the game; the digests due at h.Now() are then queued.
func (h *Host) CollectReports(out *Outbox) (int, error) {
	dirs, err := os.ReadDir(h.Games)
	if err != nil {
		return 0, fmt.Errorf("games folder: %v", err)
	}
	n := 0
	var errs []error
	digest, err := h.digestPlayers()
	if err != nil {
		// a broken players.txt must not stop the mail: everyone is mailed
		// each report until it is fixed
		h.logf("digests: %v", err)
		errs = append(errs, fmt.Errorf("digests: %w", err))
		digest = nil
	}
	held := func(addr string) bool { _, ok := digest[strings.ToLower(addr)]; return ok }
	for _, d := range dirs {
		dir := filepath.Join(h.Games, d.Name())
		if !d.IsDir() || strings.HasPrefix(d.Name(), ".") {
			continue // a game being built by mincio new is hidden
		}
		if _, err := os.Stat(filepath.Join(dir, "header.json")); err != nil {
			continue // the outbox, or something else that is not a game
		}
		var stop error
		err := saves.Locked(dir, saves.Options{LockWait: h.LockWait}, func(f *saves.Folder) error {
			var m int
			m, errs, stop = h.collectGame(f, out, held, errs)
			n += m
			return nil
		})
		if stop != nil {
			return n, stop
		}
		if err != nil {
			// a game another process holds past the wait, or that cannot
			// be read: its mail waits for the next send, the others go
			h.logf("%s: not collected: %v", d.Name(), err)
			errs = append(errs, fmt.Errorf("%s: %w", d.Name(), err))
		}
	}
	m, err := h.collectDigests(digest, out)
	return n + m, errors.Join(append(errs, err)...)
}

// collectGame queues the reports and notices of one game, held under its
// lock (unlocked, a report could be read while a batch writes the game,
// or queued twice by two sends at once). A failed report is added to
// errs and the others still go; stop is an error that stops the send.
func (h *Host) collectGame(f *saves.Folder, out *Outbox, held func(string) bool, errs []error) (n int, _ []error, stop error) {
	if err := f.RemoveSentLeftovers(); err != nil {
		h.logf("%s: %v", f.Header.Game, err)
		errs = append(errs, err)
	}
	for _, report := range f.Outbox() {
		sent, err := h.mailReport(f, report, out, held)
		if err != nil {
			// one bad report must not hold back the others
			h.logf("%v", err)
			errs = append(errs, err)
			continue
		}
		if sent {
			n++
		}
	}
	m, err := h.collectNotices(f, out, held)
	return n + m, errs, err
}

// mailReport queues one report, to the address of the side its file name
// and its signed content both name (saves.ReadOutboxReport checks they
// agree). Its outbox id is fixed by game, entry and side, so collecting
// again after a crash queues it once.
func (h *Host) mailReport(f *saves.Folder, report string, out *Outbox, held func(string) bool) (bool, error) {
	base := saves.ReportBase(report)
	r, err := f.ReadOutboxReport(report)
	if err != nil {
		return false, fmt.Errorf("game %s: %w (not mailed: the report stays in the outbox; run mincio verify)", f.Header.Game, err)
	}
	v := r.View
	copies := reportCopies(f, r.Side, v, held) // one per player of a team
	if len(copies) == 0 {
		return false, nil // no address, or waits for the player's digest
	}
	atts := []Attachment{
		{Name: "report.txt", ContentType: "text/plain; charset=utf-8", Data: r.Report},
		{Name: "report.txt.sig", ContentType: "text/plain", Data: r.ReportSig},
		{Name: "view.json", ContentType: "application/json", Data: r.ViewJSON},
		{Name: "view.json.sig", ContentType: "text/plain", Data: r.ViewSig},
	}
	extra, err := h.trustAttachments(f, r)
	if err != nil {
		return false, fmt.Errorf("game %s: %v", f.Header.Game, err)
	}
	atts = append(atts, extra...)
	body := reportBody(r.Report, h.Pictures != nil && f.Scenario.Map != nil)
	if r.Entry == 1 {
		body += "\n\n" + f.HowToVerify()
	}
	for _, c := range copies {
		m := Message{From: h.From, To: []Address{{Address: c.Address}},
			Subject: Subject(f.Header.Game, v.View.Turn, c.Subject),
			Date:    h.Now(), Body: body, Attachments: atts}
		ms, err := h.fitted(f, base, v, m)
		if err != nil {
			return false, err
		}
		for i, m := range ms {
			if f.Header.Encrypt { // to the copy's own player: each teammate's to their key
				m.EncryptTo = []byte(c.Key)
			}
			og, err := NewOutgoing(m)
			if err != nil {
				return false, err
			}
			og.ID = fmt.Sprintf("%s-%s%s", f.Header.Game, filepath.Base(base), c.Suffix)
			if i > 0 {
				og.ID += "-archive"
			}
			if err := out.Put(og); err != nil {
				return false, err
			}
		}
	}
	for _, p := range saves.ReportFiles(report) {
		crashPoint()
		if err := os.Remove(p); err != nil && !os.IsNotExist(err) {
			return true, err
		}
	}
	return true, nil
}

// trustAttachments are what lets a player audit the host: the signed
// header with every report, and with the report of the reveal entry the
// archive of the whole log and the seed.
func (h *Host) trustAttachments(f *saves.Folder, r *saves.OutboxReport) ([]Attachment, error) {
	var atts []Attachment
	for _, name := range []string{"header.json", "header.json.sig"} {
		b, err := os.ReadFile(filepath.Join(f.Dir, name))
		if err != nil {
			return nil, err
		}
		atts = append(atts, Attachment{Name: name, ContentType: "text/plain", Data: b})
	}
	e, err := f.Entry(r.Entry)
	if err != nil {
		return nil, err
	}
	if e.Kind == saves.KindReveal {
		tgz, err := saves.Archive(f)
		if err != nil {
			return nil, fmt.Errorf("archive: %v", err)
		}
		atts = append(atts, Attachment{Name: f.Header.Game + ".tar.gz", ContentType: "application/gzip", Data: tgz})
	}
	return atts, nil
}

// MaxReportMail is the most a report mail should weigh, pictures and all
// (issue 8): a mail a day for months must not fill a player's mailbox.
const MaxReportMail = 250_000

// pngScales are the sizes the map's PNG is tried at, largest first, until
// the mail fits in MaxReportMail: a PNG sized for the mail (issue 23).
// The smallest (hexes of 11 px) still shows the hex numbers, at the
// smallest font drawn; the SVG shows the map at any size.
var pngScales = []float64{1, 0.85, 0.7, 0.55, 0.45, 0.4}

// withPictures adds the map pictures to a report mail: the SVG
// (docs/design.md, "Views, reports and fog of war": "an SVG picture of the
// map from its side") and the same picture as PNG, for mail programs that
// hide SVG, at the largest of pngScales that keeps the mail within
// MaxReportMail. When none does, the PNG goes alone, the SVG left out: the
// PNG is the picture every mail program shows; and when even the smallest
// PNG does not fit (the largest scenarios, a reveal carrying the whole
// log), the text attachments go compressed (packings).
func (h *Host) withPictures(f *saves.Folder, base string, v saves.SideView, m Message) (Message, error) {
	pngs := map[float64][]byte{}
	var svg []byte
	for i, scale := range pngScales {
		png, s, err := h.Pictures(f.Scenario, v.View, scale)
		if err != nil {
			return m, fmt.Errorf("%s: map picture: %v", base, err)
		}
		if i == 0 {
			svg = s
		}
		if png == nil {
			break // a system that draws no PNG
		}
		pngs[scale] = png
	}
	var raw []byte
	for _, pack := range packings {
		atts, err := packed(m.Attachments, pack)
		if err != nil {
			return m, err
		}
		try := m
		try.Body += packedNote(pack)
		for _, withSVG := range []bool{true, false} {
			for _, scale := range pngScales {
				if pngs[scale] == nil {
					break
				}
				with := atts[:len(atts):len(atts)]
				if withSVG && svg != nil {
					with = append(with, Attachment{Name: "map.svg", ContentType: "image/svg+xml", Data: svg})
				}
				try.Attachments = append(with, Attachment{Name: "map.png", ContentType: "image/png", Data: pngs[scale]})
				if raw, err = Compose(try); err != nil {
					return m, err
				}
				if len(raw) <= MaxReportMail {
					if !withSVG {
						h.logf("%s: map.svg left out: with it the mail would weigh more than %d bytes", filepath.Base(base), MaxReportMail)
					}
					if len(pack) > 0 {
						h.logf("%s: %s sent gzip-compressed to keep the mail within %d bytes", filepath.Base(base), strings.Join(pack, " and "), MaxReportMail)
					}
					return try, nil
				}
			}
		}
	}
	if svg != nil {
		m.Attachments = append(m.Attachments[:len(m.Attachments):len(m.Attachments)], Attachment{Name: "map.svg", ContentType: "image/svg+xml", Data: svg})
	}
	if len(pngs) > 0 {
		h.logf("%s: map.png left out: the mail would weigh %d bytes with the smallest, its text compressed (at most %d)", filepath.Base(base), len(raw), MaxReportMail)
	}
	return m, nil
}

// reportBody is the text of a report mail: the report's opening lines
// (game, side, turn, entry, head, what is owed) and where the rest is. The
// report itself travels once, as the signed report.txt attachment, which
// `mincio audit` and `ssh-keygen -Y verify` check (issue 23).
func reportBody(report []byte, pictures bool) string {
	opening, _, _ := strings.Cut(string(report), "\n\n")
	var b strings.Builder
	b.WriteString(opening + `

Your report is the attached report.txt, signed by the host (report.txt.sig):
what you saw happen, with every die roll; your view; the decisions you owe;
what became of each line of your orders; and, at its end, a ready order-file
template.
`)
	if pictures {
		b.WriteString("map.png (and map.svg) draw your view of the map.\n")
	}
	b.WriteString(`view.json is for checking your orders offline
(mincio orders check --view view.json FILE).
Keep this mail: at the end, mincio audit checks the published log against it.
`)
	return b.String()
}

// reportSubject says whether the report asks for an answer, so a player
// sees it in the list of mails: "orders due for austria" or "report for
// austria, nothing owed". Plain ASCII, so that filters on "[mincio g1]"
// work on the raw header too.
func reportSubject(v saves.SideView, side string) string {
	switch {
	case v.Outcome != nil:
		return "game over, report for " + side
	case len(v.Owed) > 0:
		return "orders due for " + side
	}
	return "report for " + side + ", nothing owed"
}

// GameDirs lists the game folders under games, sorted.
func GameDirs(games string) []string {
	dirs, _ := os.ReadDir(games)
	var out []string
	for _, d := range dirs {
		if strings.HasPrefix(d.Name(), ".") {
			continue // a game being built by mincio new
		}
		if _, err := os.Stat(filepath.Join(games, d.Name(), "header.json")); err == nil {
			out = append(out, filepath.Join(games, d.Name()))
		}
	}
	sort.Strings(out)
	return out
}
