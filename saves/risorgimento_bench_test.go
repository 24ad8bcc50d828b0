package saves_test

import (
	"testing"

	"github.com/mincio/mincio/saves/selfplay"
)

// BenchmarkRisorgimentoStep is the engine's work for one order file in a
// late turn of Magenta and of Solferino (issue 21), each self-played once
// per test binary by the turn bots (seed 1): parse, run the side's whole
// turn (its corps' activations brigade by brigade, the enemy's reactions,
// the end of the turn as it falls) until a decision is owed, encode the
// state for its digest.
func BenchmarkRisorgimentoStep(b *testing.B) {
	for _, id := range risorgimentoIDs {
		b.Run("scenario="+id, func(b *testing.B) { benchStep(b, playedBattle(b, id, selfplay.BotTurn)) })
	}
}
