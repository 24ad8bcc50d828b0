package saves_test

import (
	"testing"

	_ "github.com/mincio/mincio/adjudicator/custoza"
	_ "github.com/mincio/mincio/adjudicator/risorgimento"
	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/saves/selfplay"
)

// Benchmarks on real Custoza-system games: each scenario self-played once
// per test binary (seed 1) by the turn bots (battle_bench_test.go,
// docs/benchmarks.md).

// custozaIDs are the scenarios, in the order the benchmarks run them.
var custozaIDs = []string{"goito1848", "custoza-23.1", "custoza-23.2", "custoza-23.3", "custoza-24", "custoza-25", "custoza-26", "custoza-27", "custoza-28"}

// campaignIDs are the campaigns of the advanced game (24–28).
var campaignIDs = []string{"custoza-24", "custoza-25", "custoza-26", "custoza-27", "custoza-28"}

// playedCustoza is the game folder of scenario id self-played by the turn
// bots.
func playedCustoza(b *testing.B, id string) *saves.Folder {
	b.Helper()
	return playedBattle(b, id, selfplay.BotTurn)
}

// BenchmarkVerifyCustoza verifies a whole self-played game of each
// scenario as `mincio verify` does; sigs/s as in benchVerify.
func BenchmarkVerifyCustoza(b *testing.B) {
	for _, id := range custozaIDs {
		b.Run("scenario="+id, func(b *testing.B) { verifyLoop(b, playedCustoza(b, id)) })
	}
}

// BenchmarkCustozaStep is the engine's work for one order file in a late
// turn of Goito 1848: parse, run the side's whole game turn until a
// decision is owed, encode the state for its digest.
func BenchmarkCustozaStep(b *testing.B) { benchStep(b, playedCustoza(b, "goito1848")) }

// BenchmarkCampaignStep is the engine's work for one order file in a late
// turn of each campaign (issue 20): parse, run the side's whole campaign
// turn (its command phase, march and reserve phase, activations, the
// enemy's reactions, fatigue and end phases as they fall) until a decision
// is owed, encode the state for its digest.
func BenchmarkCampaignStep(b *testing.B) {
	for _, id := range campaignIDs {
		b.Run("scenario="+id, func(b *testing.B) { benchStep(b, playedCustoza(b, id)) })
	}
}

// BenchmarkCustozaReportPNG is one side's report in a late turn of Goito
// 1848 with the SVG and PNG of its view, fog of war applied, as a report
// mail carries them.
func BenchmarkCustozaReportPNG(b *testing.B) { benchReportPNG(b, playedCustoza(b, "goito1848")) }

// BenchmarkCustozaSelfplay plays the whole of Goito 1848 with the turn
// bots through the full pipeline: the planners, signing, submission, log,
// reports.
func BenchmarkCustozaSelfplay(b *testing.B) { benchSelfplay(b, "goito1848") }
