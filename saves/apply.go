package saves

import (
	"fmt"
	"sync"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
	"golang.org/x/crypto/ssh"
)

type sshsigSigner = ssh.Signer

// apply runs one verified input against the game and returns the result to
// record. It is the one place inputs change a game: submit uses it with the
// seeded stream, replay and verification with the recorded rolls.
func apply(g *adjudicator.Game, in *Input, r dice.Recorder) (Result, error) {
	var run adjudicator.RunResult
	var err error
	switch in.Kind {
	case KindStart:
		run, err = g.Run(r)
	case KindOrders:
		env := in.Envelope
		name := in.Name
		if name == "" {
			name = "orders"
		}
		lines, ps := g.System.ParseOrders(env.Side, name, env.BodyLine, env.Body)
		if ps != nil {
			return Result{}, ps
		}
		if o, ok := g.Side(env.Side); ok {
			if ps := teamLines(g.Scenario, o, env.Player, lines); ps != nil {
				return Result{}, ps
			}
		}
		if err := g.SetPlayerOrders(env.Side, env.Player, env.Seq, lines); err != nil {
			return Result{}, err
		}
		run, err = g.Run(r)
	case KindMessage:
		// A message changes nothing in the game but the side's seq: the
		// engine, run again, stays where it was blocked, and says so in
		// the words of every entry (the decisions owed, as Run lists them).
		o, ok := g.Side(in.Envelope.Side)
		if !ok {
			return Result{}, fmt.Errorf("no side %q in this game", in.Envelope.Side)
		}
		o.NoteSeq(in.Envelope.Player, in.Envelope.Seq)
		run, err = g.Run(r)
	case KindMissed:
		run, err = applyMissed(g, in.Missed, r)
	case KindDeclare:
		run, err = applyDeclaration(g, in, r)
	case KindModerator:
		run, err = applyModerator(g, in, r)
	case KindReveal:
		run.Events = []adjudicator.Event{{Code: "seed-revealed",
			Text: "the host revealed the dice seed " + in.Seed + ": every roll can now be checked with `mincio verify`"}}
		run.Owed = g.Owed()
		run.Outcome = g.Outcome()
	default:
		return Result{}, fmt.Errorf("unknown entry kind %q", in.Kind)
	}
	if err != nil {
		return Result{}, err
	}
	digest, err := stateDigest(g)
	if err != nil {
		return Result{}, err
	}
	res := Result{
		Events:      run.Events,
		Rolls:       r.Rolls(),
		Owed:        run.Owed,
		Outcome:     run.Outcome,
		Status:      g.State.Status(),
		StateDigest: digest,
		Turn:        g.GameTurn(),
	}
	if res.Events == nil {
		res.Events = []adjudicator.Event{}
	}
	if res.Rolls == nil {
		res.Rolls = []dice.Roll{}
	}
	if res.Owed == nil {
		res.Owed = []adjudicator.Decision{}
	}
	return res, nil
}

// encodeBuffers are the buffers games are encoded into for their digests,
// and replayed entries to compare with their files: an encoding of each
// after every input, kilobytes each, only hashed or compared.
var encodeBuffers = sync.Pool{New: func() any { return new([]byte) }}

// stateDigest is the Digest of g's encoding (Game.Marshal).
func stateDigest(g *adjudicator.Game) (string, error) {
	buf := encodeBuffers.Get().(*[]byte)
	defer encodeBuffers.Put(buf)
	data, err := g.AppendMarshal((*buf)[:0])
	*buf = data
	if err != nil {
		return "", err
	}
	return Digest(data), nil
}
