package sshsig

import (
	"bytes"
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
