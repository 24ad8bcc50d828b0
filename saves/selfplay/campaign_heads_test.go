package selfplay

import (
	"testing"

	_ "github.com/mincio/mincio/adjudicator/custoza"
	"github.com/mincio/mincio/scenarios"
)

// campaignHeads are the final head digests of the Custoza campaigns
// self-played by the turn bots, recorded before issue 20's speed work (main
// at 016d03d, the 1848 campaigns merged): the engine's speed-ups change no
// outcome and no byte of a log, so the same seed still plays the same game
// to the byte.
var campaignHeads = []struct {
	scenario string
	seed     uint64
	head     string
}{
	{"custoza-24", 1, "d51b528e53594c4d3cacbed4110a1519cbc5f3614d4fd03be301ef083b4fdc10"},
	{"custoza-24", 2, "5be00236c6e093c8da6ad4c6b4dda3bb8965d09f059ea80467ca1552e8465211"},
	{"custoza-25", 1, "ccfad4753657861c3fd2f0e140901d6cf4f235fedb5374a45e505a59bcf57e41"},
	{"custoza-25", 2, "4d93f0c6d1afc9355b8f4b7adc51a33bc27d17c4b928405d3c91c598bb901adb"},
	{"custoza-26", 1, "809c1ea45a832ed667d41e9e2204b329b23739e5eea5edfb5b3880e49de0cee3"},
	{"custoza-26", 2, "ab0a1422ae3153bced6205518348cdd15827582a9c575525d62426e529b1d74e"},
	{"custoza-27", 1, "54ffc81d1ea754537f52a3baa79f5f305b90962138301b7afdc63d6b9689d961"},
	{"custoza-27", 2, "8f0334cc3690f1a36d777fa28af6d8d1703fdcc3b183b99b6a4ce161a339e762"},
	{"custoza-28", 1, "65f1ee66c0f38856a4cc8e5b9427b06ee3c7e05a3b1272e4c5e14ded7b25267d"},
	{"custoza-28", 2, "137ff8210dd0df2127ea589dea12904fcdc24a6d54ddac54c4f86e878971eeb5"},
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
