package dice

import (
	"crypto/sha256"
	"testing"
)

func BenchmarkRollD6(b *testing.B) {
	s := testStream(b)
	n := 0
	for b.Loop() {
		s.Roll(6, "bench")
		if n++; n == 1<<20 { // keep the record from growing without bound
			s.Rewind(0)
			n = 0
		}
	}
}

func BenchmarkMillionRolls(b *testing.B) {
	seed, _ := ParseSeed(seqSeedHex)
	digest := sha256.Sum256([]byte("input"))
	for b.Loop() {
		s := NewStream(seed, "bench-game", 1, digest)
		for range 1_000_000 {
			s.Roll(6, "bench")
		}
	}
}

func BenchmarkNewStream(b *testing.B) {
	seed, _ := ParseSeed(seqSeedHex)
	digest := sha256.Sum256([]byte("input"))
	for b.Loop() {
		NewStream(seed, "bench-game", 1, digest)
	}
}
