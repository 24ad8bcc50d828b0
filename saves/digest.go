package saves

import (
	"crypto/sha256"
	"encoding/hex"
)

// Digest is a SHA-256 written as lower-case hex; it is what `sha256sum`
// prints for the same bytes, so a player can check a file by hand.
func Digest(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

func digestBytes(hexDigest string) ([32]byte, error) {
	var d [32]byte
	b, err := hex.DecodeString(hexDigest)
	if err != nil || len(b) != 32 {
		return d, errBadDigest
	}
	copy(d[:], b)
	return d, nil
}
