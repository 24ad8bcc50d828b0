package sshsig

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/sha512"
	"fmt"

	"golang.org/x/crypto/ssh"
)

// Hash algorithms of PROTOCOL.sshsig. Sign uses HashSHA512, as ssh-keygen
// does by default; Verify accepts both (ssh-keygen -O hashalg=sha256).
const (
	HashSHA256 = "sha256"
	HashSHA512 = "sha512"
)

// hashMessage returns H(msg) for a hash algorithm named in a signature.
func hashMessage(alg string, msg []byte) ([]byte, error) {
	switch alg {
	case HashSHA512:
		h := sha512.Sum512(msg)
		return h[:], nil
	case HashSHA256:
		h := sha256.Sum256(msg)
		return h[:], nil
	}
	return nil, newError(Unsupported, nil, "unsupported hash algorithm %q (want sha256 or sha512)", alg)
}

// signedData builds what the key actually signs (PROTOCOL.sshsig):
//
//	byte[6]  MAGIC_PREAMBLE "SSHSIG"
//	string   namespace
//	string   reserved
//	string   hash_algorithm
//	string   H(message)
//
// The message is hashed first so that large files need not be held by the
// signer (an agent, a hardware key); the namespace is inside so that a
// signature for one purpose is useless for another.
func signedData(namespace string, reserved []byte, hashAlg string, msg []byte) ([]byte, error) {
	h, err := hashMessage(hashAlg, msg)
	if err != nil {
		return nil, err
	}
	data := make([]byte, 0, len(magic)+16+len(namespace)+len(reserved)+len(hashAlg)+len(h))
	data = append(data, magic...)
	for _, field := range [][]byte{[]byte(namespace), reserved, []byte(hashAlg), h} {
		data = appendString(data, field)
	}
	return data, nil
}

// Sign signs msg with s for namespace and returns the armored signature, as
// ssh-keygen -Y sign -n namespace writes it to FILE.sig: hash sha512, and
// rsa-sha2-512 for RSA keys (SHA-1 "ssh-rsa" signatures are not used).
func Sign(s ssh.Signer, namespace string, msg []byte) (armored []byte, err error) {
	sig, err := SignDetached(s, namespace, msg)
	if err != nil {
		return nil, err
	}
	return Armor(sig), nil
}

// SignDetached is [Sign] without the armor.
func SignDetached(s ssh.Signer, namespace string, msg []byte) (*Signature, error) {
	if namespace == "" {
		return nil, fmt.Errorf("sshsig: empty namespace")
	}
	data, err := signedData(namespace, nil, HashSHA512, msg)
	if err != nil {
		return nil, err
	}
	sig, err := signData(s, data)
	if err != nil {
		return nil, fmt.Errorf("sshsig: signing: %w", err)
	}
	return &Signature{
		PublicKey:     s.PublicKey(),
		Namespace:     namespace,
		HashAlgorithm: HashSHA512,
		Signature:     sig,
	}, nil
}

func signData(s ssh.Signer, data []byte) (*ssh.Signature, error) {
	if s.PublicKey().Type() != ssh.KeyAlgoRSA {
		return s.Sign(rand.Reader, data)
	}
	as, ok := s.(ssh.AlgorithmSigner)
	if !ok {
		return nil, fmt.Errorf("RSA signer cannot make rsa-sha2-512 signatures")
	}
	return as.SignWithAlgorithm(rand.Reader, data, ssh.KeyAlgoRSASHA512)
}
