package custoza

import (
	"errors"

	"github.com/mincio/mincio/adjudicator"
)

// enemyRefusal is a refusal that rests on where the enemy stands
// (adjudicator.RefusedEnemyPosition): a target with no enemy, an enemy or
// its ZoR in the way. The offline check reads the code: a combat before
// the line is used may change it (package check, Chained).
func enemyRefusal(rule, msg string) error {
	return &adjudicator.Refusal{Rule: rule, Code: adjudicator.RefusedEnemyPosition, Msg: msg}
}

// refusal is msg as an error: an enemyRefusal when enemy is set.
func refusal(rule, msg string, enemy bool) error {
	if enemy {
		return enemyRefusal(rule, msg)
	}
	return errors.New(msg)
}
