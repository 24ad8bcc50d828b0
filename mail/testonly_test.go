package mail

import (
	"bytes"
	"context"
	"fmt"
	"io"

	"filippo.io/age"
	"filippo.io/age/agessh"
	"filippo.io/age/armor"
)

// Helpers only the tests use, kept out of the package's API.

// DecryptWithSSHKey reverses EncryptForSSHKey with an unencrypted OpenSSH
// private key (PEM).
func DecryptWithSSHKey(privPEM []byte, armored []byte) ([]byte, error) {
	id, err := agessh.ParseIdentity(privPEM)
	if err != nil {
		return nil, fmt.Errorf("cannot use this SSH private key: %v", err)
	}
	r, err := age.Decrypt(armor.NewReader(bytes.NewReader(armored)), id)
	if err != nil {
		return nil, fmt.Errorf("cannot decrypt: %v", err)
	}
	out, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("cannot decrypt: %v", err)
	}
	return out, nil
}

// Extract reads a mail with the default limits.
func Extract(raw []byte) (*Incoming, error) { return Extractor{}.Extract(raw) }

// HandlerFunc adapts a function to Handler.
type HandlerFunc func(ctx context.Context, msg *Incoming, raw []byte) (Verdict, []Outgoing, error)

// Handle calls f.
func (f HandlerFunc) Handle(ctx context.Context, msg *Incoming, raw []byte) (Verdict, []Outgoing, error) {
	return f(ctx, msg, raw)
}
