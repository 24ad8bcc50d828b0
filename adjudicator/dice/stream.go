package dice

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"hash"
	"math"
)

// BlockSize is the number of stream bytes one HMAC-SHA256 block yields.
const BlockSize = sha256.Size

// Stream derives the rolls of one log entry from the seed: it is the host's
// [Recorder]. It is not safe for concurrent use.
type Stream struct {
	src    blockSource
	pos    uint64          // stream bytes consumed so far
	block  uint64          // counter of the block held in buf, if loaded
	loaded bool            // whether buf holds a block
	buf    [BlockSize]byte // the current HMAC block
	rolls  rollLog         // rolls handed out

	// Purposes are interned so that the record holds no pointers: a million
	// rolls cost 16 MB that the garbage collector need not scan.
	purposes []string
	index    map[string]uint32
	last     uint32 // index of the most recent purpose
}

var _ Recorder = (*Stream)(nil)

// blockSource produces the stream's 32-byte blocks; tests substitute crafted
// bytes to exercise the rejection rule.
type blockSource interface {
	fill(counter uint64, dst *[BlockSize]byte)
}

// NewStream returns the stream for the log entry at position in game gameID,
// whose signed input has SHA-256 digest inputDigest. gameID is used as its
// bytes, with no normalisation. It panics if gameID is longer than 2³²−1
// bytes.
func NewStream(seed Seed, gameID string, position uint64, inputDigest [32]byte) *Stream {
	return &Stream{src: newHMACSource(seed, gameID, position, inputDigest)}
}

// Roll returns the next dN, N = sides, and records it with purpose.
// It panics unless 2 ≤ sides ≤ 256.
func (s *Stream) Roll(sides int, purpose string) int {
	lim := limit(sides, purpose)
	b := s.next()
	for int(b) >= lim {
		b = s.next()
	}
	v := int(b)%sides + 1
	s.rolls.add(rolled{end: s.pos, purpose: s.intern(purpose), sides: uint16(sides), value: uint16(v)})
	return v
}

// intern returns the index of purpose in s.purposes, adding it if new.
func (s *Stream) intern(purpose string) uint32 {
	if len(s.purposes) > 0 && s.purposes[s.last] == purpose {
		return s.last
	}
	i, ok := s.index[purpose]
	if !ok {
		if s.index == nil {
			s.index = make(map[string]uint32)
		}
		i = uint32(len(s.purposes))
		s.purposes = append(s.purposes, purpose)
		s.index[purpose] = i
	}
	s.last = i
	return i
}

// Rolls returns a copy of the rolls handed out so far.
func (s *Stream) Rolls() []Roll {
	out := make([]Roll, s.rolls.len())
	for i := range out {
		r := s.rolls.at(i)
		out[i] = Roll{Purpose: s.purposes[r.purpose], Sides: int(r.sides), Value: int(r.value)}
	}
	return out
}

// Mark returns the number of rolls handed out so far.
func (s *Stream) Mark() int { return s.rolls.len() }

// Rewind forgets the rolls after mark and moves the stream back to the byte
// that followed roll number mark, so the stream yields again exactly what it
// yielded after mark before. It costs at most one HMAC on the next roll.
func (s *Stream) Rewind(mark int) {
	checkMark(mark, s.rolls.len())
	s.rolls.truncate(mark)
	s.pos = 0
	if mark > 0 {
		s.pos = s.rolls.at(mark - 1).end
	}
}

// next returns the next stream byte, loading a new block when needed.
func (s *Stream) next() byte {
	counter := s.pos / BlockSize
	if !s.loaded || counter != s.block {
		s.src.fill(counter, &s.buf)
		s.block, s.loaded = counter, true
	}
	b := s.buf[s.pos%BlockSize]
	s.pos++
	return b
}

// hmacSource computes block i as HMAC-SHA256(seed, prefix ‖ uint64(i)).
type hmacSource struct {
	mac hash.Hash
	msg []byte // message prefix followed by 8 bytes for the counter
}

func newHMACSource(seed Seed, gameID string, position uint64, inputDigest [32]byte) *hmacSource {
	return &hmacSource{
		mac: hmac.New(sha256.New, seed[:]),
		msg: message(gameID, position, inputDigest, 0),
	}
}

func (h *hmacSource) fill(counter uint64, dst *[BlockSize]byte) {
	binary.BigEndian.PutUint64(h.msg[len(h.msg)-8:], counter)
	h.mac.Reset()
	h.mac.Write(h.msg)
	h.mac.Sum(dst[:0])
}

// message returns the HMAC input for one block:
//
//	uint32 BE len(gameID) ‖ gameID ‖ uint64 BE position ‖ inputDigest ‖ uint64 BE counter
func message(gameID string, position uint64, inputDigest [32]byte, counter uint64) []byte {
	if uint64(len(gameID)) > math.MaxUint32 {
		panic(fmt.Sprintf("dice: game id is %d bytes long; at most %d allowed", len(gameID), uint64(math.MaxUint32)))
	}
	m := make([]byte, 0, 4+len(gameID)+8+32+8)
	m = binary.BigEndian.AppendUint32(m, uint32(len(gameID)))
	m = append(m, gameID...)
	m = binary.BigEndian.AppendUint64(m, position)
	m = append(m, inputDigest[:]...)
	m = binary.BigEndian.AppendUint64(m, counter)
	return m
}
