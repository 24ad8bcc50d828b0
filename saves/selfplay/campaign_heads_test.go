package selfplay

import (
	"testing"

	_ "github.com/mincio/mincio/adjudicator/custoza"
	"github.com/mincio/mincio/scenarios"
)

// campaignHeads are the final head digests of the Custoza campaigns
// self-played by the turn bots, recorded before issue 20's
// speed work: the engine's speed-ups change no outcome and no byte of a
// log, so the same seed still plays the same game to the byte.
var campaignHeads = []struct {
	scenario string
	seed     uint64
	head     string
}{
	{"custoza-26", 1, "fea25feb3d6f34d4ae41758d999861f3ccdc5331d462788bce1d63fdfd2718b0"},
	{"custoza-26", 2, "9a509bc1dae423530a87207bfef3e009a316bc254e1be18fe50bc01020f7661b"},
	{"custoza-27", 1, "ace6f3fa85b50161f82a9e4e401299588016baf7619cbcb89358f48c57836588"},
	{"custoza-27", 2, "92b7845b3ff70175bbead91330a7dda4073f1ab1ea800e2c38ed87287cfbf9d8"},
}

// TestCampaignHeadsUnchanged plays each game of campaignHeads and compares
// its final head with the recorded one.
func TestCampaignHeadsUnchanged(t *testing.T) {
	t.Parallel()
	for _, c := range campaignHeads {
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
