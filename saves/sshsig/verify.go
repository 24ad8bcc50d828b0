package sshsig

import (
	"bytes"

	"golang.org/x/crypto/ssh"
)

// Verify checks that armored is a signature of exactly msg, made for
// namespace with the registered key pub. It accepts what ssh-keygen -Y sign
// makes: ed25519, ECDSA and RSA keys (rsa-sha2-256 or rsa-sha2-512), with
// hash sha512 or sha256.
//
// The checks run in the order a player can act on: is there a well-formed
// signature (NoSignature, Malformed), by the right key (WrongKey), for
// mincio (WrongNamespace), with algorithms we accept (Unsupported), and
// finally does it match the content (Mismatch).
func Verify(pub ssh.PublicKey, namespace string, msg, armored []byte) error {
	sig, err := Unarmor(armored)
	if err != nil {
		return err
	}
	return sig.Verify(pub, namespace, msg)
}

// Verify checks an already decoded signature; see the function [Verify].
func (s *Signature) Verify(pub ssh.PublicKey, namespace string, msg []byte) error {
	if err := s.check(pub, namespace); err != nil {
		return err
	}
	return s.verifyContent(msg)
}

// check does every check that does not depend on the message.
func (s *Signature) check(pub ssh.PublicKey, namespace string) error {
	if pub == nil {
		return newError(BadKey, nil, "no registered key to verify the signature with")
	}
	if !bytes.Equal(s.keyBytes(), marshalKey(pub)) {
		return newError(WrongKey, nil, "signed with key %s, not the key registered (%s)",
			Fingerprint(s.PublicKey), Fingerprint(pub))
	}
	if s.Namespace != namespace {
		return newError(WrongNamespace, nil, "wrong namespace %q (want %q; sign with `ssh-keygen -Y sign -n %s`)",
			s.Namespace, namespace, namespace)
	}
	if _, err := hashMessage(s.HashAlgorithm, nil); err != nil {
		return err
	}
	if s.Signature.Format == ssh.KeyAlgoRSA {
		// As OpenSSH: SHA-1 RSA signatures are refused in SSHSIG.
		return newError(Unsupported, nil,
			"RSA signature with SHA-1 (ssh-rsa) is not accepted; sign again with a current ssh-keygen")
	}
	return nil
}

// verifyContent checks the signature proper over msg; check must have
// passed.
func (s *Signature) verifyContent(msg []byte) error {
	data, err := signedData(s.Namespace, s.Reserved, s.HashAlgorithm, msg)
	if err != nil {
		return err
	}
	if err := s.PublicKey.Verify(data, s.Signature); err != nil {
		return newError(Mismatch, err, "%s", ErrMismatch.Msg)
	}
	return nil
}

// keyBytes is the encoding of the key the signature states.
func (s *Signature) keyBytes() []byte {
	if s.key != nil {
		return s.key
	}
	return marshalKey(s.PublicKey)
}
