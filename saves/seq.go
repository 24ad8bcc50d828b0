package saves

import "fmt"

// MaxSeqStep is how far above a side's last accepted seq a new file may be
// numbered: seq runs from last+1 to last+MaxSeqStep. Gaps are allowed (a
// lost file need not be re-sent under its number), but a typo like
// "seq: 2147483647" cannot lock the side out for good.
const MaxSeqStep = 1000

// acceptsOrders refuses a new order file the game cannot take: once it is
// over, or with a seq too far ahead.
func (f *Folder) acceptsOrders(name string, seq, last int) error {
	if e := f.Last(); e != nil && e.Result.Outcome != nil {
		return userErr("the game takes no more orders; the host publishes the log and the seed at the end",
			"%s: game %s is over: %s", name, f.Header.Game, e.Result.Outcome.Text)
	}
	if seq > last+MaxSeqStep {
		return userErr(fmt.Sprintf("number this file seq: %d (seq runs from the last accepted + 1 to the last accepted + %d)", last+1, MaxSeqStep),
			"%s: seq %d is too far ahead: the last accepted seq of this side is %d", name, seq, last)
	}
	return nil
}
