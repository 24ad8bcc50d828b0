package mail

import (
	"bytes"
	"fmt"
	"strings"

	"filippo.io/age"
	"filippo.io/age/agessh"
	"filippo.io/age/armor"
)

// EncryptForSSHKey encrypts plaintext with age to the owner of an OpenSSH
// public key (an authorized_keys line: ssh-ed25519 or ssh-rsa) and returns
// it ASCII-armored ("-----BEGIN AGE ENCRYPTED FILE-----"). The player
// decrypts it with their private key: age -d -i ~/.ssh/id_ed25519.
func EncryptForSSHKey(pubLine []byte, plaintext []byte) ([]byte, error) {
	rcpt, err := agessh.ParseRecipient(strings.TrimSpace(string(pubLine)))
	if err != nil {
		return nil, fmt.Errorf("cannot encrypt to this SSH key: %v (use an ssh-ed25519 or ssh-rsa key)", err)
	}
	var buf bytes.Buffer
	aw := armor.NewWriter(&buf)
	w, err := age.Encrypt(aw, rcpt)
	if err != nil {
		return nil, fmt.Errorf("cannot encrypt: %v", err)
	}
	if _, err := w.Write(plaintext); err != nil {
		return nil, fmt.Errorf("cannot encrypt: %v", err)
	}
	if err := w.Close(); err != nil {
		return nil, fmt.Errorf("cannot encrypt: %v", err)
	}
	if err := aw.Close(); err != nil {
		return nil, fmt.Errorf("cannot encrypt: %v", err)
	}
	return buf.Bytes(), nil
}
