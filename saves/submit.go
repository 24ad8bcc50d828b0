package saves

import (
	"fmt"
	"slices"
	"time"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// Submission is an order file as received, with its detached signature if
// it came with one.
type Submission struct {
	Name string // for messages: the file name or the mail it came in
	Data []byte
	Sig  []byte // detached .sig, or nil when the signature is appended
}

// Receipt says what became of a submission.
type Receipt struct {
	Entry *Entry // the new entry; for a duplicate, the entry it repeats
	// Duplicate is set when the same signed file was already applied: it is
	// acknowledged, never applied twice.
	Duplicate bool
	// Checked is set for a `mode: check` file: it was validated and not applied.
	Checked bool
	Reports []string // outbox files written
	Head    string
	// Owed are the decisions the side owed before the file, and
	// AnswersOwed whether the file had a line for one of them (a file for
	// the wrong step is accepted, and its sender told).
	Owed        []adjudicator.Decision
	AnswersOwed bool
	// Reported is set when the entry sends the file's side a report.
	Reported bool
	// Check is what the side's view says of the file's lines, as `orders
	// check` says it, when Options.CheckLines asked for it: the
	// acknowledgement of an order mail lists it. Nil otherwise.
	Check *OrderCheck
	// Player is the seat of the file's side once the entry is recorded
	// (its address, its team), as the moderator's acts left it: whom the
	// acknowledgement's check may go to, without reading the game again.
	Player SidePlayer
}

// Options tune how a command works on a game folder.
type Options struct {
	HostKey  string        // path of the host's private key; default: the one recorded at creation
	LockWait time.Duration // default DefaultLockWait
	// NoSync skips fsync: for self-play and benchmarks only, where a crash
	// may lose the game. Writes stay atomic.
	NoSync bool
	fresh  bool // Create's first entry: the log is still empty
	// Now is the time the host received the input, recorded in its entry
	// (Entry.Received) and compared with deadlines by tick. The command
	// line passes the clock, or --now; zero records nothing.
	Now time.Time
	// CheckLines has Submit check an order file's lines against its
	// side's view before applying it (Receipt.Check): what the host's
	// answer to an order mail lists. The file is applied whatever the
	// check finds; the check sees only what the side may see.
	CheckLines bool
}

// received is Now as an entry records it.
func (o Options) received() string {
	if o.Now.IsZero() {
		return ""
	}
	return o.Now.UTC().Truncate(time.Second).Format(time.RFC3339)
}

func (o Options) lockWait() time.Duration {
	if o.LockWait == 0 {
		return DefaultLockWait
	}
	return o.LockWait
}

// Submit verifies an order file against the side's registered key, records
// it in the log, runs the engine until it is blocked, and writes to the
// outbox a report for each side that reportSides names (a new game turn,
// something new asked of it). On any error the game folder is as it was.
func Submit(dir string, sub Submission, opt Options) (*Receipt, error) {
	return receiptOf(dir, opt, func(w *writer) (*Receipt, error) { return w.submit(sub) })
}

// receiptOf runs do on the game held under its lock.
func receiptOf(dir string, opt Options, do func(*writer) (*Receipt, error)) (*Receipt, error) {
	var rc *Receipt
	err := withGame(dir, opt, func(w *writer) (err error) {
		rc, err = do(w)
		return err
	})
	return rc, err
}

// submit is Submit on a held game.
func (w *writer) submit(sub Submission) (*Receipt, error) {
	if isModeratorFile(sub.Data) {
		return w.moderate(sub)
	}
	in, err := w.f.checkOrders(sub.Name, sub.Data, sub.Sig, w.f.Len()+1)
	if err != nil {
		return nil, err
	}
	env := in.Envelope
	g, err := w.state()
	if err != nil {
		return nil, err
	}
	last := lastSeq(g, env.Side, env.Player)
	if env.Seq <= last {
		// only now read the log: a file sent again is acknowledged
		e, err := w.f.entryWithDigest(in.Digest)
		if err != nil {
			return nil, hostFault(err)
		}
		if e != nil {
			return &Receipt{Entry: e, Duplicate: true, Head: w.f.Head()}, nil
		}
		return nil, userErr(fmt.Sprintf("number this file seq: %d or more", last+1),
			"%s: seq %d of side %s is stale: the last accepted seq is %d", sub.Name, env.Seq, env.Side, last)
	}
	if err := w.f.acceptsOrders(sub.Name, env.Seq, last); err != nil {
		return nil, err
	}
	if env.Mode == "check" {
		var rc *Receipt
		err := w.check(in, func(e *Entry) { rc = &Receipt{Entry: e, Checked: true, Head: w.f.Head()} })
		return rc, err
	}
	if in.Kind == KindDeclare {
		if err := w.checkDeclaration(in); err != nil {
			return nil, err
		}
	}
	if in.Kind == KindMessage || in.Kind == KindDeclare {
		// nothing is owed or answered by messages or a declaration
		e, reports, err := w.append(in)
		if err != nil {
			return nil, err
		}
		return &Receipt{Entry: e, Reports: reports, Head: w.f.Head(), AnswersOwed: true, Reported: slices.Contains(e.Reports, string(env.Side))}, nil
	}
	var owed []adjudicator.Decision
	if last := w.f.Last(); last != nil {
		owed = owedBy(last.Result, env.Side)
	}
	answers := len(owed) == 0
	var check *OrderCheck
	if lines, ps := g.System.ParseOrders(env.Side, in.Name, env.BodyLine, env.Body); ps == nil {
		for _, d := range owed {
			answers = answers || adjudicator.FileAnswers(d, lines)
		}
		if w.opt.CheckLines {
			check = w.f.checkReceived(g, env.Side, lines) // before append moves the game on
		}
	}
	e, reports, err := w.append(in)
	if err != nil {
		return nil, err
	}
	player, _ := w.f.Player(string(env.Side))
	return &Receipt{Entry: e, Reports: reports, Head: w.f.Head(), Owed: owed, AnswersOwed: answers,
		Reported: slices.Contains(e.Reports, string(env.Side)), Check: check, Player: player}, nil
}

// lastSeq is the seq of the last accepted file of side's player (a
// team's seqs run per player; "" for a side of one player), 0 before its
// first.
func lastSeq(g *adjudicator.Game, side adjudicator.Side, player string) int {
	if o, ok := g.Side(side); ok {
		return o.LastSeq(player)
	}
	return 0
}

// Check validates an order file as Submit would and applies it to a copy of
// the game, changing nothing: the player's dry run. It holds the game's
// lock, as Submit does: read unlocked, the game could be read while
// another process writes an entry, or a batch that will be undone.
func Check(dir string, sub Submission, opt Options) (*Receipt, error) {
	return receiptOf(dir, opt, func(w *writer) (*Receipt, error) { return w.dryRun(sub) })
}

// dryRun is Check on a held game.
func (w *writer) dryRun(sub Submission) (*Receipt, error) {
	f := w.f
	in, err := f.checkOrders(sub.Name, sub.Data, sub.Sig, f.Len()+1)
	if err != nil {
		return nil, err
	}
	g, err := w.state()
	if err != nil {
		return nil, err
	}
	if o, ok := g.Side(in.Envelope.Side); ok && in.Envelope.Seq > o.Seq {
		if err := f.acceptsOrders(sub.Name, in.Envelope.Seq, o.Seq); err != nil {
			return nil, err
		}
	}
	var rc *Receipt
	err = w.check(in, func(e *Entry) { rc = &Receipt{Entry: e, Checked: true, Head: f.Head()} })
	return rc, err
}

func (f *Folder) entryWithDigest(d string) (*Entry, error) {
	all, err := f.Entries()
	if err != nil {
		return nil, err
	}
	for _, e := range all {
		if e.InputDigest == d {
			return e, nil
		}
	}
	return nil, nil
}

// check runs the input on a copy with throw-away dice: the rules see the
// orders exactly as they would, and nothing is written.
func (w *writer) check(in *Input, done func(*Entry)) error {
	g, err := w.state()
	if err != nil {
		return err
	}
	g = g.Clone()
	var zero dice.Seed
	res, err := apply(g, in, dice.NewStream(zero, w.f.Header.Game, uint64(w.f.Len()+1), [32]byte{}))
	if err != nil {
		return err
	}
	done(&Entry{N: w.f.Len() + 1, Kind: in.Kind, Side: string(in.Envelope.Side), Seq: in.Envelope.Seq, InputDigest: in.Digest, Result: res})
	return nil
}
