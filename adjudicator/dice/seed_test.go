package dice

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"
)

const seqSeedHex = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"

func TestParseSeedRoundTrip(t *testing.T) {
	for _, in := range []string{
		seqSeedHex,
		strings.ToUpper(seqSeedHex),
		"  " + seqSeedHex + "\n",
	} {
		s, err := ParseSeed(in)
		if err != nil {
			t.Fatalf("ParseSeed(%q): %v", in, err)
		}
		if got := s.String(); got != seqSeedHex {
			t.Errorf("ParseSeed(%q).String() = %s, want %s", in, got, seqSeedHex)
		}
		if s[0] != 0 || s[31] != 0x1f {
			t.Errorf("ParseSeed(%q) = %v: wrong bytes", in, s)
		}
	}
}

func TestParseSeedErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", "dice: malformed seed: seed is empty; want 64 hex digits"},
		{" \n", "dice: malformed seed: seed is empty; want 64 hex digits"},
		{seqSeedHex[:63], "dice: malformed seed: seed has 63 hex digits; want 64"},
		{seqSeedHex + "00", "dice: malformed seed: seed has 66 hex digits; want 64"},
		{"0x" + seqSeedHex[2:], `dice: malformed seed: seed has 'x' at character 2; want 64 hex digits (0-9, a-f)`},
		{seqSeedHex[:10] + " " + seqSeedHex[11:], `dice: malformed seed: seed has ' ' at character 11; want 64 hex digits (0-9, a-f)`},
		{"é" + seqSeedHex[1:], `dice: malformed seed: seed has 'é' at character 1; want 64 hex digits (0-9, a-f)`},
	} {
		_, err := ParseSeed(tc.in)
		if err == nil {
			t.Errorf("ParseSeed(%q): no error", tc.in)
			continue
		}
		if err.Error() != tc.want {
			t.Errorf("ParseSeed(%q):\n got %s\nwant %s", tc.in, err, tc.want)
		}
		if !errors.Is(err, ErrSeedFormat) {
			t.Errorf("ParseSeed(%q): error does not wrap ErrSeedFormat", tc.in)
		}
	}
}

func FuzzParseSeed(f *testing.F) {
	f.Add(seqSeedHex)
	f.Add(strings.ToUpper(seqSeedHex))
	f.Add(seqSeedHex[:63] + "g")
	f.Add("")
	f.Add(" " + seqSeedHex + "\t")
	f.Fuzz(func(t *testing.T, in string) {
		s, err := ParseSeed(in)
		if err != nil {
			if !errors.Is(err, ErrSeedFormat) || !strings.HasPrefix(err.Error(), "dice: ") {
				t.Fatalf("ParseSeed(%q): bad error %v", in, err)
			}
			if s != (Seed{}) {
				t.Fatalf("ParseSeed(%q) returned a non-zero seed with an error", in)
			}
			return
		}
		if got, want := s.String(), strings.ToLower(strings.TrimSpace(in)); got != want {
			t.Fatalf("ParseSeed(%q).String() = %q, want %q", in, got, want)
		}
		again, err := ParseSeed(s.String())
		if err != nil || again != s {
			t.Fatalf("round trip of %q: %v, %v", in, again, err)
		}
	})
}

func TestNewSeed(t *testing.T) {
	src := bytes.Repeat([]byte{7}, 40)
	s, err := NewSeed(bytes.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	if want := Seed(bytes.Repeat([]byte{7}, 32)); s != want {
		t.Errorf("NewSeed = %v, want %v", s, want)
	}

	_, err = NewSeed(bytes.NewReader(src[:31]))
	if !errors.Is(err, io.ErrUnexpectedEOF) {
		t.Errorf("NewSeed(31 bytes) error = %v, want io.ErrUnexpectedEOF", err)
	}
	boom := errors.New("boom")
	_, err = NewSeed(iotest.ErrReader(boom))
	if !errors.Is(err, boom) || !strings.HasPrefix(err.Error(), "dice: reading a new seed: ") {
		t.Errorf("NewSeed(failing reader) error = %v", err)
	}
}

func TestCommitment(t *testing.T) {
	s, _ := ParseSeed(seqSeedHex)
	// sha256 of the bytes 0x00..0x1f, a widely published value.
	const want = "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd"
	if err := CheckCommitment(s, want); err != nil {
		t.Errorf("CheckCommitment(right): %v", err)
	}
	if err := CheckCommitment(s, strings.ToUpper(want)+"\n"); err != nil {
		t.Errorf("CheckCommitment(upper case): %v", err)
	}

	other := s
	other[0] ^= 1
	err := CheckCommitment(other, want)
	if !errors.Is(err, ErrCommitment) {
		t.Fatalf("CheckCommitment(wrong seed) = %v, want ErrCommitment", err)
	}
	if !strings.Contains(err.Error(), "but the commitment is "+want) {
		t.Errorf("CheckCommitment(wrong seed) message: %v", err)
	}

	err = CheckCommitment(s, want[:10])
	if !errors.Is(err, ErrCommitmentFormat) || err.Error() != "dice: malformed commitment: commitment has 10 hex digits; want 64" {
		t.Errorf("CheckCommitment(short) = %v", err)
	}
}
