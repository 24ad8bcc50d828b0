package saves

import (
	"fmt"
	"strings"
)

// Summary says in a few words what an entry records, after "entry N: ":
// whose input it is and, for a declaration or a moderator's act, what it
// declares or does. `mincio submit`, `moderate` and `log` print it.
func (e *Entry) Summary() string {
	switch e.Kind {
	case KindOrders:
		return fmt.Sprintf("orders from %s seq %d", e.Side, e.Seq)
	case KindMissed:
		return "missed turn of " + e.Side
	case KindMessage:
		return fmt.Sprintf("message from %s seq %d", e.Side, e.Seq)
	case KindDeclare:
		return fmt.Sprintf("declaration from %s seq %d: %s", e.Side, e.Seq, e.Act.declared())
	case KindModerator:
		return "moderator's act: " + e.Act.done()
	}
	return e.Kind
}

// declared is a side's declaration in words.
func (a *Act) declared() string {
	switch a.Name {
	case "leave":
		return fmt.Sprintf("leave of %s%s", a.For, fromText(a))
	case "draw":
		return "draw offered"
	case "resign":
		return "resigns"
	}
	return a.Name
}

// done is a moderator's act in words.
func (a *Act) done() string {
	var s string
	switch a.Name {
	case "extend":
		s = fmt.Sprintf("extend side %s's deadline by %s", a.Side, a.For)
	case "replace":
		s = fmt.Sprintf("replace side %s's player (key %s, address %s)", a.Side, keyID(a.Key), a.Address)
		if a.Player != "" {
			s = fmt.Sprintf("replace player %s of side %s (key %s, address %s)", a.Player, a.Side, keyID(a.Key), a.Address)
		}
	case "address":
		s = fmt.Sprintf("address of side %s: %s", a.Side, a.Address)
		if a.Player != "" {
			s = fmt.Sprintf("address of player %s of side %s: %s", a.Player, a.Side, a.Address)
		}
	case "rule":
		s = fmt.Sprintf("rule for side %s: %q", a.Side, a.Line)
	case "end":
		s = "end the game: " + a.Result + " wins"
		if a.Result == "draw" {
			s = "end the game: a draw"
		}
	default:
		s = a.Name
	}
	if a.Reason != "" {
		s += " (reason: " + strings.TrimSpace(a.Reason) + ")"
	}
	return s
}
