package dice

import (
	"crypto/sha256"
	"errors"
	"slices"
	"testing"
)

func recordedEntry(t *testing.T) (Seed, [32]byte, []Roll) {
	t.Helper()
	seed, err := ParseSeed(seqSeedHex)
	if err != nil {
		t.Fatal(err)
	}
	digest := sha256.Sum256([]byte("move 1305 inf 1405\n"))
	s := NewStream(seed, "goito-1848", 9, digest)
	for _, p := range []string{"initiative Austria", "initiative Piedmont"} {
		s.Roll(6, p)
	}
	for range 30 {
		s.Roll(10, "combat 1305")
	}
	return seed, digest, s.Rolls()
}

func TestCheckAccepts(t *testing.T) {
	seed, digest, rolls := recordedEntry(t)
	if err := Check(seed, "goito-1848", 9, digest, rolls); err != nil {
		t.Fatal(err)
	}
	if err := Check(seed, "goito-1848", 9, digest, nil); err != nil {
		t.Errorf("Check with no rolls: %v", err)
	}
}

func TestCheckFindsChangedRoll(t *testing.T) {
	seed, digest, rolls := recordedEntry(t)
	changed := slices.Clone(rolls)
	changed[4].Value = changed[4].Value%10 + 1
	err := Check(seed, "goito-1848", 9, digest, changed)
	var d *DifferenceError
	if !errors.As(err, &d) || d.N != 5 || d.Derived != rolls[4].Value {
		t.Fatalf("Check(changed roll 5) = %v", err)
	}
	want := "roll 5: the log recorded " + changed[4].String() + " but the seed gives " + rolls[4].String()
	if err.Error() != want {
		t.Errorf("message:\n got %s\nwant %s", err, want)
	}

	// The same rolls under another position, game or input do not check.
	if Check(seed, "goito-1848", 10, digest, rolls) == nil {
		t.Error("Check accepted the rolls at another position")
	}
	if Check(seed, "goito-1849", 9, digest, rolls) == nil {
		t.Error("Check accepted the rolls of another game")
	}
	other := digest
	other[5]++
	if Check(seed, "goito-1848", 9, other, rolls) == nil {
		t.Error("Check accepted the rolls of another input")
	}
}

func TestCheckBadSides(t *testing.T) {
	seed, digest, rolls := recordedEntry(t)
	bad := slices.Clone(rolls)
	bad[1].Sides = 1000
	err := Check(seed, "goito-1848", 9, digest, bad)
	const want = "roll 2: the log recorded d1000=" // value follows
	if err == nil || len(err.Error()) < len(want) || err.Error()[:len(want)] != want {
		t.Errorf("Check(d1000) = %v", err)
	}
}
