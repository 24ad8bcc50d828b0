package saves

import (
	"bytes"
	"regexp"

	"golang.org/x/crypto/ssh"
)

var idRe = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]{0,63}$`)

func validID(s string) bool { return idRe.MatchString(s) }

// authorizedLine writes a key as one authorized_keys line without newline.
func authorizedLine(k ssh.PublicKey) []byte {
	return bytes.TrimSpace(ssh.MarshalAuthorizedKey(k))
}
