package dice_test

import (
	"crypto/sha256"
	"fmt"

	"github.com/mincio/mincio/adjudicator/dice"
)

func Example() {
	// The host: a stream for the entry at position 1 of game "goito-1848".
	seed, _ := dice.ParseSeed("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f")
	digest := sha256.Sum256([]byte("move 1305 inf 1405\n"))
	s := dice.NewStream(seed, "goito-1848", 1, digest)
	s.Roll(6, "initiative Austria")
	s.Roll(10, "combat 1305")
	recorded := s.Rolls()
	for _, r := range recorded {
		fmt.Println(r)
	}

	// A player, before the seed is revealed: replay with the recorded rolls.
	r := dice.NewReplay(recorded)
	r.Roll(6, "initiative Austria")
	r.Roll(10, "combat 1305")
	fmt.Println("replay:", r.Err(), r.Done())

	// Anyone, after the seed is revealed.
	fmt.Println("commitment:", dice.CheckCommitment(seed, "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd"))
	fmt.Println("check:", dice.Check(seed, "goito-1848", 1, digest, recorded))
	// Output:
	// d6=4 (initiative Austria)
	// d10=1 (combat 1305)
	// replay: <nil> <nil>
	// commitment: <nil>
	// check: <nil>
}

func ExampleReplay_Err() {
	r := dice.NewReplay([]dice.Roll{{Purpose: "initiative", Sides: 10, Value: 7}})
	fmt.Println(r.Roll(6, "combat 1305"))
	fmt.Println(r.Err())
	// Output:
	// 1
	// roll 1: rules asked for d6 (combat 1305) but the log recorded d10 (initiative)
}
