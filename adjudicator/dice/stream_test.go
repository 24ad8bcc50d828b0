package dice

import (
	"crypto/sha256"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
)

// crafted is a blockSource whose stream is the given bytes followed by
// zeros.
type crafted []byte

func (c crafted) fill(counter uint64, dst *[BlockSize]byte) {
	*dst = [BlockSize]byte{}
	start := counter * BlockSize
	if start < uint64(len(c)) {
		copy(dst[:], c[start:])
	}
}

func testStream(t testing.TB) *Stream {
	seed, err := ParseSeed(seqSeedHex)
	if err != nil {
		t.Fatal(err)
	}
	return NewStream(seed, "test-game", 42, sha256.Sum256([]byte("input")))
}

func TestRejection(t *testing.T) {
	// d6: 256 mod 6 = 4, so bytes 252..255 are rejected.
	// d10: 256 mod 10 = 6, so bytes 250..255 are rejected.
	// d256 and d2 reject nothing.
	seq := crafted{
		255, 252, 251, // d6: rejects 255 and 252, takes 251 -> 251%6+1 = 6
		0,        // d6: 1
		250, 249, // d10: rejects 250, takes 249 -> 10
		255,    // d256: 256
		255,    // d2: 2
		251, 5, // d10: rejects 251, takes 5 -> 6
		252, 253, 254, 3, // d7 (256 mod 7 = 4): rejects 252..254 (limit 252), takes 3 -> 4
	}
	// Put a rejected run across a block boundary too: bytes 30..33.
	seq = append(seq, make([]byte, 30-len(seq))...)
	seq = append(seq, 252, 253, 254, 255, 17) // d6: takes 17 -> 6
	s := &Stream{src: seq}
	for i, tc := range []struct{ sides, want int }{
		{6, 6}, {6, 1}, {10, 10}, {256, 256}, {2, 2}, {10, 6}, {7, 4},
	} {
		if got := s.Roll(tc.sides, "crafted"); got != tc.want {
			t.Errorf("roll %d: d%d = %d, want %d", i+1, tc.sides, got, tc.want)
		}
	}
	for range 30 - 14 { // the zero padding gives 1s
		if got := s.Roll(6, "pad"); got != 1 {
			t.Fatalf("padding roll = %d, want 1", got)
		}
	}
	if got := s.Roll(6, "boundary"); got != 6 {
		t.Errorf("roll across block boundary = %d, want 6", got)
	}
	if s.pos != 35 {
		t.Errorf("consumed %d bytes, want 35", s.pos)
	}
}

// TestMapping checks, for every die and every byte, that accepted bytes are
// spread exactly evenly over the faces: this is the absence of modulo bias.
func TestMapping(t *testing.T) {
	for sides := MinSides; sides <= MaxSides; sides++ {
		counts := make([]int, sides+1)
		for b := range 256 {
			s := &Stream{src: crafted{byte(b)}}
			if b >= 256-256%sides {
				// Rejected: the roll comes from the zero byte after it.
				if got := s.Roll(sides, ""); got != 1 || s.pos != 2 {
					t.Fatalf("d%d byte %d: got %d after %d bytes, want rejection", sides, b, got, s.pos)
				}
				continue
			}
			v := s.Roll(sides, "")
			if v < 1 || v > sides || v != b%sides+1 {
				t.Fatalf("d%d byte %d: got %d", sides, b, v)
			}
			counts[v]++
		}
		for face := 1; face <= sides; face++ {
			if counts[face] != 256/sides {
				t.Fatalf("d%d: face %d from %d bytes, want %d", sides, face, counts[face], 256/sides)
			}
		}
	}
}

// TestUniformity is a sanity check on the real stream: 60,000 d6 from a fixed
// seed, so the result is deterministic.
func TestUniformity(t *testing.T) {
	const n, sides = 60000, 6
	s := testStream(t)
	var counts [sides + 1]int
	for range n {
		counts[s.Roll(sides, "uniformity")]++
	}
	expected := float64(n) / sides
	chi2 := 0.0
	for face := 1; face <= sides; face++ {
		d := float64(counts[face]) - expected
		chi2 += d * d / expected
		// σ is about 91; 1,000 is eleven σ.
		if math.Abs(d) > 1000 {
			t.Errorf("face %d came up %d times, expected about %.0f", face, counts[face], expected)
		}
	}
	// 5 degrees of freedom: P(χ² > 30) is about 1.5e-5.
	if chi2 > 30 {
		t.Errorf("χ² = %.2f over %v, want < 30", chi2, counts[1:])
	}
	t.Logf("counts %v, χ² = %.2f", counts[1:], chi2)
}

func TestAllDiceInRange(t *testing.T) {
	s := testStream(t)
	for sides := MinSides; sides <= MaxSides; sides++ {
		seen := make([]bool, sides+1)
		for range 40 * sides {
			v := s.Roll(sides, "range")
			if v < 1 || v > sides {
				t.Fatalf("d%d gave %d", sides, v)
			}
			seen[v] = true
		}
		if i := slices.Index(seen[1:], false); i >= 0 {
			t.Errorf("d%d never gave %d in %d rolls", sides, i+1, 40*sides)
		}
	}
}

func TestBadSidesPanics(t *testing.T) {
	for _, sides := range []int{-1, 0, 1, 257, 1000} {
		for name, r := range map[string]Roller{"Stream": testStream(t), "Replay": NewReplay(nil)} {
			func() {
				defer func() {
					msg := fmt.Sprint(recover())
					want := fmt.Sprintf("dice: cannot roll d%d for \"morale\": sides must be between 2 and 256", sides)
					if msg != want {
						t.Errorf("%s.Roll(%d): panic %q, want %q", name, sides, msg, want)
					}
				}()
				r.Roll(sides, "morale")
			}()
		}
	}
}

func TestStreamRecordsRolls(t *testing.T) {
	s := testStream(t)
	var want []Roll
	for i, sides := range []int{6, 10, 6, 20} {
		purpose := fmt.Sprintf("purpose %d", i)
		v := s.Roll(sides, purpose)
		want = append(want, Roll{Purpose: purpose, Sides: sides, Value: v})
	}
	got := s.Rolls()
	if !slices.Equal(got, want) {
		t.Fatalf("Rolls() = %v, want %v", got, want)
	}
	got[0].Value = 99 // a copy: must not change the stream
	if s.Rolls()[0].Value == 99 {
		t.Error("Rolls() returned the stream's own slice")
	}
	if s.Mark() != 4 {
		t.Errorf("Mark() = %d, want 4", s.Mark())
	}
}

func TestStreamRewind(t *testing.T) {
	// Mixed dice so that rejections and block boundaries fall at various marks.
	dice := []int{6, 10, 256, 7, 6, 100, 3, 6, 251, 6, 10, 2}
	for i := len(dice); i < 200; i++ {
		dice = append(dice, []int{6, 10, 6, 2 + i*37%255}[i%4])
	}
	first := testStream(t)
	for _, d := range dice {
		first.Roll(d, "first")
	}
	want := first.Rolls()

	s := testStream(t)
	for mark := 0; mark < len(dice); mark += 13 {
		// Roll past mark with different dice, then rewind and roll again.
		s.Rewind(0)
		for i := range mark {
			s.Roll(dice[i], "first")
		}
		if s.Mark() != mark {
			t.Fatalf("Mark() = %d, want %d", s.Mark(), mark)
		}
		for i := range 40 {
			s.Roll(2+i*7%250, "rejected input")
		}
		s.Rewind(mark)
		if got := s.Rolls(); !slices.Equal(got, want[:mark]) {
			t.Fatalf("after Rewind(%d): Rolls() = %v, want %v", mark, got, want[:mark])
		}
		for i := mark; i < len(dice); i++ {
			if got := s.Roll(dice[i], "first"); got != want[i].Value {
				t.Fatalf("Rewind(%d): roll %d = %d, want %d", mark, i+1, got, want[i].Value)
			}
		}
	}
	if !slices.Equal(s.Rolls(), want) {
		t.Error("final Rolls() differ")
	}
}

func TestRewindOutOfRangePanics(t *testing.T) {
	for name, r := range map[string]Recorder{"Stream": testStream(t), "Replay": NewReplay([]Roll{{"a", 6, 1}})} {
		r.Roll(6, "a")
		for _, mark := range []int{-1, 2} {
			func() {
				defer func() {
					msg := fmt.Sprint(recover())
					if !strings.Contains(msg, fmt.Sprintf("dice: Rewind(%d) out of range: 1 rolls so far", mark)) {
						t.Errorf("%s.Rewind(%d): panic %q", name, mark, msg)
					}
				}()
				r.Rewind(mark)
			}()
		}
	}
}

// TestStreamInputs checks that every part of the message changes the rolls.
func TestStreamInputs(t *testing.T) {
	seed, _ := ParseSeed(seqSeedHex)
	other := seed
	other[31] ^= 0x80
	d := sha256.Sum256([]byte("input"))
	d2 := d
	d2[0] ^= 1
	first := func(s *Stream) string {
		v := make([]int, 32)
		for i := range v {
			v[i] = s.Roll(256, "")
		}
		return fmt.Sprint(v)
	}
	base := first(NewStream(seed, "g", 1, d))
	if again := first(NewStream(seed, "g", 1, d)); again != base {
		t.Fatal("same inputs gave different rolls")
	}
	for name, s := range map[string]*Stream{
		"seed":     NewStream(other, "g", 1, d),
		"game":     NewStream(seed, "h", 1, d),
		"position": NewStream(seed, "g", 2, d),
		"digest":   NewStream(seed, "g", 1, d2),
	} {
		if first(s) == base {
			t.Errorf("changing the %s did not change the rolls", name)
		}
	}
}

func TestRollString(t *testing.T) {
	for _, tc := range []struct {
		r    Roll
		want string
	}{
		{Roll{"initiative Austria", 6, 4}, "d6=4 (initiative Austria)"},
		{Roll{"", 10, 10}, "d10=10"},
	} {
		if got := tc.r.String(); got != tc.want {
			t.Errorf("%#v.String() = %q, want %q", tc.r, got, tc.want)
		}
	}
}

// TestStreamRewindLong rewinds across the chunks of the roll record.
func TestStreamRewindLong(t *testing.T) {
	const n = 3*chunkSize + 100
	s := testStream(t)
	for i := range n {
		s.Roll(2+i%255, fmt.Sprint("p", i%7))
	}
	want := s.Rolls()
	for _, mark := range []int{n, n - 1, 3 * chunkSize, 2*chunkSize + 1, 2 * chunkSize, chunkSize - 1, 1, 0} {
		s.Rewind(mark)
		if s.Mark() != mark {
			t.Fatalf("Rewind(%d): Mark() = %d", mark, s.Mark())
		}
		if got := s.Rolls(); !slices.Equal(got, want[:mark]) {
			t.Fatalf("Rewind(%d): Rolls() differ", mark)
		}
		for i := mark; i < min(mark+chunkSize+5, n); i++ {
			if got := s.Roll(want[i].Sides, want[i].Purpose); got != want[i].Value {
				t.Fatalf("Rewind(%d): roll %d = %d, want %d", mark, i+1, got, want[i].Value)
			}
		}
		s.Rewind(mark)
	}
}
