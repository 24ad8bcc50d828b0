package sshsig

import (
	"bytes"
	"testing"
)

// benchMessage is about the size of one turn's orders.
var benchMessage = bytes.Repeat([]byte("A Verona - Villafranca\n"), 50)

func BenchmarkSignEd25519(b *testing.B) {
	s := goKey(b, "bench")
	b.SetBytes(int64(len(benchMessage)))
	for b.Loop() {
		if _, err := Sign(s, Namespace, benchMessage); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkVerifyEd25519(b *testing.B) {
	s := goKey(b, "bench")
	armored := mustSign(b, s, Namespace, benchMessage)
	pub := s.PublicKey()
	b.SetBytes(int64(len(benchMessage)))
	for b.Loop() {
		if err := Verify(pub, Namespace, benchMessage, armored); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkVerifyTolerantEd25519Worst is a message that matches no
// variant: every candidate is tried.
func BenchmarkVerifyTolerantEd25519Worst(b *testing.B) {
	s := goKey(b, "bench")
	armored := mustSign(b, s, Namespace, benchMessage)
	pub := s.PublicKey()
	changed := append(bytes.Clone(benchMessage), '!')
	b.SetBytes(int64(len(benchMessage)))
	for b.Loop() {
		if _, err := VerifyTolerant(pub, Namespace, changed, armored); err == nil {
			b.Fatal("verified")
		}
	}
}
