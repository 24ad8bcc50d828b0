// Package dice is mincio's seeded, auditable random stream.
//
// Each game has a 32-byte secret [Seed]; its SHA-256 (the [Seed.Commitment])
// is published in the signed game header when the game is created. The rolls
// made while applying one log entry are drawn from
//
//	HMAC-SHA256(seed, len32(gameID) ‖ gameID ‖ uint64(position) ‖ inputDigest ‖ uint64(counter))
//
// one byte at a time, mapped to dN by rejection sampling so there is no
// modulo bias. docs/dice.md specifies the derivation byte for byte, with test
// vectors (the same ones as testdata/vectors.txt) and an independent Python
// check.
//
// Rules code sees only a [Roller]. The host hands it a [Stream], which derives
// rolls from the seed. A verifier without the seed hands it a [Replay], which
// returns the rolls recorded in the log and reports any request that does not
// match them. Once the seed is revealed, [CheckCommitment] and [Check] show that
// every recorded roll is the one the seed dictates.
//
// Both Stream and Replay are [Recorder]s: they remember the rolls they handed
// out and can be rewound, so an input the engine rejects consumes no rolls.
//
// Nothing here reads the clock, uses global state or starts goroutines; a
// Stream or Replay is not safe for concurrent use.
package dice
