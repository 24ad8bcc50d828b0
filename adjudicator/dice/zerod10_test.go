package dice

import "testing"

// A ZeroD10 is one ordinary d10 request: the same bytes and the same record
// as Roll(10), read 0..9 (Risorgimento 1859, 2.3).
func TestZeroD10SameStreamAsD10(t *testing.T) {
	seed, err := ParseSeed("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f")
	if err != nil {
		t.Fatal(err)
	}
	var digest [32]byte
	a := NewStream(seed, "risorgimento", 7, digest)
	b := NewStream(seed, "risorgimento", 7, digest)
	seen := make(map[int]bool)
	for i := 0; i < 500; i++ {
		face := ZeroD10(a, "continuity")
		v := b.Roll(10, "continuity")
		if face < 0 || face > 9 {
			t.Fatalf("roll %d: face %d outside 0..9", i, face)
		}
		if face != v%10 {
			t.Fatalf("roll %d: face %d, ordinary d10 %d", i, face, v)
		}
		seen[face] = true
	}
	if len(seen) != 10 {
		t.Errorf("faces seen %v, want all of 0..9", seen)
	}
	ra, rb := a.Rolls(), b.Rolls()
	for i := range ra {
		if ra[i] != rb[i] {
			t.Fatalf("record %d: %v, ordinary d10 records %v", i, ra[i], rb[i])
		}
		if ra[i].ZeroFace() != ra[i].Value%10 || (ra[i].Value == 10 && ra[i].ZeroFace() != 0) {
			t.Fatalf("record %v: ZeroFace %d", ra[i], ra[i].ZeroFace())
		}
	}
}

// A replayed log answers a ZeroD10 from the recorded d10.
func TestZeroD10Replays(t *testing.T) {
	r := NewReplay([]Roll{{Purpose: "orders Hartung", Sides: 10, Value: 10}, {Purpose: "orders Hartung", Sides: 10, Value: 4}})
	if got := ZeroD10(r, "orders Hartung"); got != 0 {
		t.Errorf("recorded 10 reads %d, want 0", got)
	}
	if got := ZeroD10(r, "orders Hartung"); got != 4 {
		t.Errorf("recorded 4 reads %d, want 4", got)
	}
	if err := r.Err(); err != nil {
		t.Error(err)
	}
}
