package selfplay

import (
	"testing"

	_ "github.com/mincio/mincio/adjudicator/custoza"
	"github.com/mincio/mincio/scenarios"
)

// campaignHeads are the final head digests of the Custoza campaigns
// self-played by the turn bots, recorded before issue 20's speed work
// (main at ce682b4, the bots choosing their strategic objectives): the
// engine's speed-ups change no outcome and no byte of a log, so the same
// seed still plays the same game to the byte. A change that plays these
// games differently on purpose (a new rules revision, a bot's new plan)
// records them again, from `mincio selfplay custoza-2N DIR --seeds 1-2`
// and `mincio verify`'s head.
var campaignHeads = []struct {
	scenario string
	seed     uint64
	head     string
}{
	{"custoza-24", 1, "b301d02302352d62d1b55ca4b3565ce202e268220d074bec899a7a3e44285371"},
	{"custoza-24", 2, "dde6c7b7f548863f2f2a567894b7837d308e47d252623684de6894a4d444a70e"},
	{"custoza-25", 1, "ac3f078331baa6a427ded551bd3901ef85a9ce8ec9f91d89345779f9a5a7399d"},
	{"custoza-25", 2, "6dff7af7ba5592117de157435e75d15851a71a2ab9adbfa2560dd5afb72b49ff"},
	{"custoza-26", 1, "27334260e01e5835e6894f0392ba60e43fdf4689c004d4c9e48dc6249d4d224d"},
	{"custoza-26", 2, "b0ded4ffd912d118f1adab7fb14604cf2124fde00eb8e80cedc41cb2390466d7"},
	{"custoza-27", 1, "ec8bea458b4f94a281ecef8bb477203b57e384f8e50ac1d2340abaa77f63ca14"},
	{"custoza-27", 2, "9099be08ec482a8272d6749495887b3292a2ed3721e6fb2a655b7348b1b2a13c"},
	{"custoza-28", 1, "535e82f35ba37e1e350c7607ad02085dc71468710b550eb21711fc16202f4246"},
	{"custoza-28", 2, "356796a579181daf84c49262988a9590bc619053365196d7e513d6ca31bfdd78"},
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
