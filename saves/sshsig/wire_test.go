package sshsig

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/elliptic"
	crand "crypto/rand"
	"math/rand/v2"
	"reflect"
	"testing"

	"golang.org/x/crypto/ssh"
)

// unmarshalWire accepts exactly what ssh.Unmarshal accepts, and reads the
// same fields: on a real blob, cut, grown and with bytes changed.
func TestUnmarshalWireIsSSHUnmarshal(t *testing.T) {
	sig, err := SignDetached(goKey(t, "wire"), Namespace, []byte("orders\n"))
	if err != nil {
		t.Fatal(err)
	}
	blob := sig.marshal()[len(magic):]
	rng := rand.New(rand.NewPCG(6, 1815))
	cases := [][]byte{blob, nil, {}, blob[:3], append(bytes.Clone(blob), 0)}
	for range 3000 {
		b := bytes.Clone(blob)
		switch rng.IntN(3) {
		case 0:
			b = b[:rng.IntN(len(b))]
		case 1:
			b = append(b, byte(rng.IntN(256)))
		}
		for range 1 + rng.IntN(2) {
			if len(b) > 0 {
				b[rng.IntN(len(b))] = byte(rng.IntN(256))
			}
		}
		cases = append(cases, b)
	}
	for i, b := range cases {
		var want wireSignature
		wantErr := ssh.Unmarshal(b, &want)
		got, ok := unmarshalWire(b)
		if ok != (wantErr == nil) || ok && !reflect.DeepEqual(got, want) {
			t.Fatalf("case %d: unmarshalWire %v %+v; ssh.Unmarshal %v %+v", i, ok, got, wantErr, want)
		}
	}
}

// parsePublicKey and marshalKey read and write keys as ssh.ParsePublicKey
// and Marshal do: ed25519 (written out) and others (left to ssh), and
// keys with bytes cut, added or changed.
func TestParsePublicKeyIsSSH(t *testing.T) {
	ec, err := ecdsa.GenerateKey(elliptic.P256(), crand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	ecKey, err := ssh.NewPublicKey(&ec.PublicKey)
	if err != nil {
		t.Fatal(err)
	}
	keys := [][]byte{goKey(t, "a").PublicKey().Marshal(), goKey(t, "b").PublicKey().Marshal(), ecKey.Marshal()}
	rng := rand.New(rand.NewPCG(3, 4))
	for range 2000 {
		b := bytes.Clone(keys[rng.IntN(2)])
		switch rng.IntN(4) {
		case 0:
			b = b[:rng.IntN(len(b))]
		case 1:
			b = append(b, byte(rng.IntN(256)))
		case 2:
			b[rng.IntN(len(b))] ^= byte(1 + rng.IntN(255))
		}
		keys = append(keys, b)
	}
	for i, b := range keys {
		got, err := parsePublicKey(b)
		want, wantErr := ssh.ParsePublicKey(b)
		if (err == nil) != (wantErr == nil) {
			t.Fatalf("key %d: parsePublicKey %v, ssh.ParsePublicKey %v", i, err, wantErr)
		}
		if err == nil && (got.Type() != want.Type() || !bytes.Equal(marshalKey(got), want.Marshal()) || !bytes.Equal(got.Marshal(), want.Marshal())) {
			t.Fatalf("key %d: read as %s %x, ssh reads %s %x", i, got.Type(), marshalKey(got), want.Type(), want.Marshal())
		}
	}
}
