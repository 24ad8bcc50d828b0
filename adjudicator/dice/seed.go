package dice

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"strings"
)

// SeedSize is the size of a game's secret seed in bytes.
const SeedSize = 32

// Seed is a game's secret dice seed. Whoever knows it can predict every roll
// of the game, so it stays with the host until it is revealed.
type Seed [SeedSize]byte

// ErrSeedFormat is wrapped by every error [ParseSeed] returns.
var ErrSeedFormat = errors.New("malformed seed")

// ErrCommitment is wrapped by the error [CheckCommitment] returns when the
// seed does not hash to the commitment.
var ErrCommitment = errors.New("seed does not match commitment")

// ErrCommitmentFormat is wrapped by the error [CheckCommitment] returns when
// the commitment is not 64 hex digits.
var ErrCommitmentFormat = errors.New("malformed commitment")

// NewSeed reads a fresh seed from r, normally crypto/rand.Reader.
func NewSeed(r io.Reader) (Seed, error) {
	var s Seed
	if _, err := io.ReadFull(r, s[:]); err != nil {
		return Seed{}, fmt.Errorf("dice: reading a new seed: %w", err)
	}
	return s, nil
}

// ParseSeed parses a seed written as 64 hexadecimal digits, as printed by
// [Seed.String]. Upper-case digits and surrounding white space are accepted.
func ParseSeed(hexText string) (Seed, error) {
	var s Seed
	if err := parseHex32(hexText, "seed", (*[32]byte)(&s)); err != nil {
		return Seed{}, fmt.Errorf("dice: %w: %w", ErrSeedFormat, err)
	}
	return s, nil
}

// String returns the seed as 64 lower-case hexadecimal digits.
func (s Seed) String() string { return hex.EncodeToString(s[:]) }

// Commitment returns SHA-256 of the 32 seed bytes: the value published in the
// game header before any roll is made.
func (s Seed) Commitment() [32]byte { return sha256.Sum256(s[:]) }

// CheckCommitment reports whether s is the seed whose commitment, written as
// 64 hexadecimal digits, was published. The error wraps [ErrCommitment] or
// [ErrCommitmentFormat].
func CheckCommitment(s Seed, commitmentHex string) error {
	var want [32]byte
	if err := parseHex32(commitmentHex, "commitment", &want); err != nil {
		return fmt.Errorf("dice: %w: %w", ErrCommitmentFormat, err)
	}
	if got := s.Commitment(); got != want {
		return fmt.Errorf("dice: %w: sha256(seed) is %x but the commitment is %x", ErrCommitment, got, want)
	}
	return nil
}

// parseHex32 decodes exactly 64 hexadecimal digits (after trimming white
// space) into dst. what names the value in error messages.
func parseHex32(text, what string, dst *[32]byte) error {
	t := strings.TrimSpace(text)
	if t == "" {
		return fmt.Errorf("%s is empty; want 64 hex digits", what)
	}
	n := 0
	for _, r := range t {
		n++
		if !isHexDigit(r) {
			return fmt.Errorf("%s has %q at character %d; want 64 hex digits (0-9, a-f)", what, r, n)
		}
	}
	if len(t) != 2*len(dst) {
		return fmt.Errorf("%s has %d hex digits; want 64", what, len(t))
	}
	_, err := hex.Decode(dst[:], []byte(t))
	return err // cannot fail: checked above
}

func isHexDigit(r rune) bool {
	return '0' <= r && r <= '9' || 'a' <= r && r <= 'f' || 'A' <= r && r <= 'F'
}
