package saves

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/adjudicator/dice"
)

// EntryFormat names the entry layout.
const EntryFormat = "mincio-entry 1"

// Kinds of log entries.
const (
	KindStart  = "start"  // the host starts the game: the engine's first run
	KindOrders = "orders" // a side's signed order file
	KindReveal = "reveal" // the host publishes the dice seed
	// KindDeclare is a side's signed declaration: an order file with
	// mode: leave, resign or draw (declare.go).
	KindDeclare = "declare"
	// KindModerator is an act of the league's moderator, signed with the
	// moderator key (moderator.go).
	KindModerator = "moderator"
)

// Entry is one link of the log. Its host signature is log/NNNNNN.json.sig;
// the next entry's Prev is the SHA-256 of this entry's file.
type Entry struct {
	Format string `json:"format"`
	Game   string `json:"game"`
	N      int    `json:"n"`
	// Prev is the digest of the previous entry's file (of header.json for
	// entry 1): rewriting history breaks every later link.
	Prev string `json:"prev"`
	Kind string `json:"kind"`
	Side string `json:"side,omitempty"`
	Seq  int    `json:"seq,omitempty"`
	// InputDigest is the SHA-256 of the signed content of the input, as
	// signed (after undoing what mail did to line endings): re-sending the
	// same file gives the same digest, and the dice depend on it.
	InputDigest string `json:"input_digest"`
	// ReceivedDigest is the SHA-256 of the input file exactly as received
	// (and SigDigest of its detached signature): the log keeps the bytes as
	// received, and no byte of them may change.
	ReceivedDigest string `json:"received_digest"`
	// DetachedSig is set when the input's signature came as a separate file.
	DetachedSig bool   `json:"detached_sig,omitempty"`
	SigDigest   string `json:"sig_digest,omitempty"`
	// File is the order file's name as the player sent it: the positions
	// of its lines in reports say it (Input.Name).
	File string `json:"file,omitempty"`
	// Received is when the host received the input (RFC 3339, UTC, to the
	// second), host-signed with the entry. The rules never read it; tick
	// measures deadlines from it. Empty in games made before it existed.
	Received string `json:"received,omitempty"`
	// Act is what a declare or moderator entry's input says, as parsed
	// from it (verify checks they agree): clocks and seats read it from
	// the entries without opening the inputs.
	Act *Act `json:"act,omitempty"`
	// LastAct is the number of the newest entry with an Act up to this
	// one (0: none): clocks and seats find a log's few acts from its last
	// entry without reading the rest.
	LastAct int    `json:"last_act,omitempty"`
	Result  Result `json:"result"`
	// Reports are the sides this entry sent a report to (reportSides): a
	// report tells what happened since the side's previous one.
	Reports []string `json:"reports,omitempty"`
	// Messages are the messages of an orders or message entry's input
	// (core revision 2), each with the digest of its text: a message to
	// the moderator is in the log by this digest alone (message.go).
	Messages []MessageRecord `json:"messages,omitempty"`
}

// Result is what the engine did with the input: recorded, signed, and
// reproduced byte for byte by verification.
type Result struct {
	Events      []adjudicator.Event    `json:"events"`
	Rolls       []dice.Roll            `json:"rolls"`
	Owed        []adjudicator.Decision `json:"owed"`
	Outcome     *adjudicator.Outcome   `json:"outcome,omitempty"`
	Status      string                 `json:"status"`
	StateDigest string                 `json:"state_digest"`
	// Turn is the game turn after the input, in a turn-scoped game; 0 in
	// others.
	Turn int `json:"turn,omitempty"`
}

func entryName(n int) string { return fmt.Sprintf("%06d", n) }
