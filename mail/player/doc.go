// Package player is a player's side of the mail (issue 23; docs/players.md,
// "mincio player"): with the player's own mail account and key (a
// mail.Config read by mail.LoadPlayerConfig), Fetch downloads the host's
// mails and keeps them in a folder per game, for the audit, with the
// latest view and order-file template beside them; Send checks an order
// file against that view, signs it and mails it to the host. The player's
// mailbox is only read: nothing in it is flagged, moved or deleted.
package player

// Error is a mistake the player can fix: Msg says what is wrong, Hint what
// to do (mincio prints them as "mincio: error:" and "mincio: hint:").
type Error struct{ Msg, Hint string }

func (e *Error) Error() string { return e.Msg }

// HintText returns what to do about the error.
func (e *Error) HintText() string { return e.Hint }
