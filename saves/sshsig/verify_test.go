package sshsig

import "testing"

func TestVerifyNilKey(t *testing.T) {
	s := goKey(t, "nil")
	msg := []byte("x")
	wantCode(t, Verify(nil, Namespace, msg, mustSign(t, s, Namespace, msg)), BadKey)
	_, err := VerifyTolerant(nil, Namespace, msg, mustSign(t, s, Namespace, msg))
	wantCode(t, err, BadKey)
}

func TestSignEmptyNamespace(t *testing.T) {
	if _, err := Sign(goKey(t, "ns"), "", []byte("x")); err == nil {
		t.Fatal("signed with an empty namespace")
	}
}

// TestSignDeterministicEd25519: ed25519 signatures do not depend on
// randomness, so the same key and message give the same block; this is
// what lets signature vectors be regenerated and compared.
func TestSignDeterministicEd25519(t *testing.T) {
	s := goKey(t, "det")
	a, b := mustSign(t, s, Namespace, []byte("x")), mustSign(t, s, Namespace, []byte("x"))
	if string(a) != string(b) {
		t.Fatal("two ed25519 signatures of the same message differ")
	}
}
