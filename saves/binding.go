package saves

import (
	"fmt"

	"github.com/mincio/mincio/adjudicator"
)

// HeaderTagLen is how many hex digits of the header's digest an order file
// carries: 128 bits, so no host can make a second game whose tag matches.
const HeaderTagLen = 32

// HeaderTag is the tag of a game's signed header: the first HeaderTagLen
// hex digits of its SHA-256 (`sha256sum header.json | cut -c1-32`). The
// header holds the dice commitment, drawn fresh for every game, so two
// games never share a tag even with the same id, keys and host. Every
// order file must carry it (`header:`), which binds the file to this game:
// a signed file cannot be replayed into another.
func HeaderTag(headerJSON []byte) string { return Digest(headerJSON)[:HeaderTagLen] }

// HeaderTag is this game's tag; reports print it and order-file templates
// fill it in.
func (f *Folder) HeaderTag() string { return HeaderTag(f.headerBytes) }

// checkBinding refuses an order file written for another game.
func (f *Folder) checkBinding(name string, env *adjudicator.Envelope) error {
	tag := f.HeaderTag()
	switch env.Header {
	case tag:
		return nil
	case "":
		return userErr("add the line \"header: "+tag+"\" after the game: line (it is in every report of this game)",
			"%s: no header: line: an order file must name the game's header tag", name)
	}
	return userErr(fmt.Sprintf("this game's header tag is %s (see your last report); a file written for another game cannot be played here", tag),
		"%s: header: %s is not the header of game %s", name, env.Header, f.Header.Game)
}

// EnvelopeLines is the start of an order file for side in this game, as a
// report's template writes it: the magic line, game, header tag, side and
// the next seq.
func (f *Folder) EnvelopeLines(side adjudicator.Side, nextSeq int) string {
	return fmt.Sprintf("%s\ngame: %s\nheader: %s\nside: %s\nseq: %d\n", adjudicator.Magic, f.Header.Game, f.HeaderTag(), side, nextSeq)
}
