package sshsig

import (
	"bytes"
	"crypto/ed25519"
	"encoding/binary"

	"golang.org/x/crypto/ssh"
)

// The binary signature blob of PROTOCOL.sshsig:
//
//	byte[6]  MAGIC_PREAMBLE "SSHSIG"
//	uint32   SIG_VERSION 0x01
//	string   publickey
//	string   namespace
//	string   reserved
//	string   hash_algorithm
//	string   signature
const (
	magic      = "SSHSIG"
	sigVersion = 1
)

type wireSignature struct {
	Version       uint32
	PublicKey     []byte
	Namespace     string
	Reserved      []byte
	HashAlgorithm string
	Signature     []byte
}

func (s *Signature) marshal() []byte {
	w := wireSignature{
		Version:       sigVersion,
		PublicKey:     s.PublicKey.Marshal(),
		Namespace:     s.Namespace,
		Reserved:      s.Reserved,
		HashAlgorithm: s.HashAlgorithm,
		Signature:     ssh.Marshal(s.Signature),
	}
	return append([]byte(magic), ssh.Marshal(&w)...)
}

// parseBlob decodes a signature blob. Besides the checks of the wire format
// itself, it requires the public key and the inner signature to re-encode
// to exactly the bytes they came from, so that no byte of a valid blob is
// free to change.
func parseBlob(b []byte) (*Signature, error) {
	rest, ok := bytes.CutPrefix(b, []byte(magic))
	if !ok {
		return nil, malformed("does not start with %q", magic)
	}
	w, ok := unmarshalWire(rest)
	if !ok {
		return nil, malformed("cannot decode the signature fields (truncated or extra data)")
	}
	if w.Version != sigVersion {
		return nil, malformed("version %d, want %d", w.Version, sigVersion)
	}
	pub, err := parsePublicKey(w.PublicKey)
	if err != nil {
		return nil, malformed("bad public key: %v", err)
	}
	if !bytes.Equal(marshalKey(pub), w.PublicKey) {
		return nil, malformed("public key is not canonically encoded")
	}
	// ssh.Unmarshal into ssh.Signature, written out: two strings and the
	// rest (so encoding it again gives w.Signature back).
	format, rest, ok := readString(w.Signature)
	blob, rest, ok2 := readString(rest)
	if !ok || !ok2 {
		return nil, malformed("cannot decode the signature value")
	}
	sig := &ssh.Signature{Format: string(format), Blob: blob}
	if len(rest) > 0 {
		sig.Rest = rest
	}
	return &Signature{
		PublicKey:     pub,
		Namespace:     w.Namespace,
		Reserved:      w.Reserved,
		HashAlgorithm: w.HashAlgorithm,
		Signature:     sig,
		key:           w.PublicKey,
	}, nil
}

// parsePublicKey is ssh.ParsePublicKey, without its reflection for the
// keys of nearly every signature: ed25519, its name and its 32 bytes.
func parsePublicKey(b []byte) (ssh.PublicKey, error) {
	name, rest, ok := readString(b)
	if ok && string(name) == ssh.KeyAlgoED25519 {
		if key, rest, ok := readString(rest); ok && len(rest) == 0 && len(key) == ed25519.PublicKeySize {
			return ssh.NewPublicKey(ed25519.PublicKey(key))
		}
	}
	return ssh.ParsePublicKey(b)
}

// marshalKey is k.Marshal(), written out for an ed25519 key.
func marshalKey(k ssh.PublicKey) []byte {
	if ck, ok := k.(ssh.CryptoPublicKey); ok && k.Type() == ssh.KeyAlgoED25519 {
		if key, ok := ck.CryptoPublicKey().(ed25519.PublicKey); ok {
			return appendString(appendString(nil, []byte(ssh.KeyAlgoED25519)), key)
		}
	}
	return k.Marshal()
}

// unmarshalWire is ssh.Unmarshal(b, &w) written out (without reflection,
// as every log entry's signature is decoded): a uint32 and five strings,
// each a uint32 length and its bytes, and nothing after them.
func unmarshalWire(b []byte) (w wireSignature, ok bool) {
	if w.Version, b, ok = readUint32(b); !ok {
		return w, false
	}
	var ns, hash []byte
	for _, field := range []*[]byte{&w.PublicKey, &ns, &w.Reserved, &hash, &w.Signature} {
		if *field, b, ok = readString(b); !ok {
			return w, false
		}
	}
	w.Namespace, w.HashAlgorithm = string(ns), string(hash)
	return w, len(b) == 0
}

func readUint32(b []byte) (uint32, []byte, bool) {
	if len(b) < 4 {
		return 0, b, false
	}
	return binary.BigEndian.Uint32(b), b[4:], true
}

func readString(b []byte) ([]byte, []byte, bool) {
	n, b, ok := readUint32(b)
	if !ok || uint64(n) > uint64(len(b)) {
		return nil, b, false
	}
	return b[:n], b[n:], true
}

// appendString appends s in the wire format: its length, then its bytes.
func appendString(b []byte, s []byte) []byte {
	return append(binary.BigEndian.AppendUint32(b, uint32(len(s))), s...)
}
