package selfplay

import (
	"testing"

	_ "github.com/mincio/mincio/adjudicator/custoza"
	"github.com/mincio/mincio/scenarios"
)

// campaignHeads are the final head digests of the Custoza campaigns
// self-played by the turn bots, recorded before issue 20's speed work (main
// at 0d58619, the strategic objectives merged): the engine's speed-ups
// change no outcome and no byte of a log, so the same seed still plays the
// same game to the byte. A change that plays these games differently on
// purpose (a new rules revision, a bot's new plan) records them again,
// from `mincio selfplay custoza-2N DIR --seeds 1-2` and `mincio verify`'s
// head.
var campaignHeads = []struct {
	scenario string
	seed     uint64
	head     string
}{
	{"custoza-24", 1, "e4355410a9dd9b6f2d8f943d47642c3a0c18c9a2e01f7bee8d5266fab26285b2"},
	{"custoza-24", 2, "13b21497c2222ff26515e85eef214304334671a749d868a662d9842448f36958"},
	{"custoza-25", 1, "d4bc801193f8b9522df114e2e65c293b88446e8736607cc9e567d5e403ff51b6"},
	{"custoza-25", 2, "25dcc272fb43764cc8a1f2284c1b8b55255ea64122f16cd73bf2b3a34a1a61c7"},
	{"custoza-26", 1, "0bc1d1c2747b7f0830896ab099d419576b9cca74036097cfc6d926e223d24ff4"},
	{"custoza-26", 2, "7b7c5644cb6222b3abe2311828461bbc35a676eff90b1490703470679dd40b0c"},
	{"custoza-27", 1, "01dc224fe0bc6b18c0199eec44a794dfe6b14e60449266bcd3101d5e7a847ce5"},
	{"custoza-27", 2, "1ddf95df17ce5865946405a30644f5ee09fd4664663bcf8cd5d7396ab005cd25"},
	{"custoza-28", 1, "e0290990d0f42a0286c24c73d5cf96d34989207339e3c56dad080da85f3a02cb"},
	{"custoza-28", 2, "ee4334d79c57b30829484de6173b333a50b2b9a363f60f6dc79530f439276ea7"},
}

// TestCampaignHeadsUnchanged plays each game of campaignHeads (with -short,
// those of seed 1) and compares its final head with the recorded one.
func TestCampaignHeadsUnchanged(t *testing.T) {
	t.Parallel() // long: beside the other long ones
	for _, c := range campaignHeads {
		if testing.Short() && c.seed != 1 {
			continue
		}
		sc, err := scenarios.Load(c.scenario)
		if err != nil {
			t.Fatal(err)
		}
		res, err := Play(Config{Scenario: sc, Dir: t.TempDir(), Seed: c.seed, Bot: BotTurn})
		if err != nil {
			t.Fatalf("%s seed %d: %v", c.scenario, c.seed, err)
		}
		if res.Head != c.head {
			t.Errorf("%s seed %d: head %s after %d entries, recorded %s: the engine plays a different game",
				c.scenario, c.seed, res.Head, res.Entries, c.head)
		}
	}
}
