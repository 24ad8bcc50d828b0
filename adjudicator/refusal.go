package adjudicator

import "errors"

// Refusal is a line the rules refuse, as data: the rule that refuses it,
// a stable code saying why, and the message players read. Apply returns
// it (or an error wrapping it) where a reader needs to know why without
// reading English — the offline check asks whether a refusal rests on
// where the enemy stands. Error is Msg alone, so a log holds the same
// text as for a plain error.
type Refusal struct {
	Rule string // the rule number, "7.2"
	Code string // a stable code, e.g. RefusedEnemyPosition
	Msg  string
}

func (r *Refusal) Error() string { return r.Msg }

// RefusedEnemyPosition is the code of a refusal that rests on where the
// enemy stands: a target hex with no enemy, an enemy in the way of a path
// or a marker, an enemy zone of control. What happens before the line is
// used (a combat moving or removing the enemy) may change it.
const RefusedEnemyPosition = "enemy-position"

// RefusalOf is the Refusal in err's chain, nil if there is none.
func RefusalOf(err error) *Refusal {
	var r *Refusal
	if errors.As(err, &r) {
		return r
	}
	return nil
}
