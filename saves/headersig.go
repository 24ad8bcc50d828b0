package saves

import (
	"crypto/sha256"
	"sync"

	"github.com/mincio/mincio/saves/sshsig"
)

// verifiedHeaders remembers the header.json and header.json.sig pairs this
// process has verified, by the digest of their bytes: a tick reads every
// header of a league without the lock (nothingDue) and again under it
// those of the games with something due, and a poll takes a game once a
// batch, twice for a game both of whose sides mailed (issue 25); the same
// bytes verify the same way. Only successes are kept.
var verifiedHeaders sync.Map // [sha256.Size]byte → struct{}

// checkHeaderSig checks the host's signature on header.json with the key the
// header names. It is cheap, so every command does it: a changed header is
// then reported as such, not as a broken link further on.
func (f *Folder) checkHeaderSig() error {
	sig, sigErr := readFile(f.path("header.json.sig"))
	h := sha256.New()
	h.Write(f.headerBytes)
	h.Write([]byte{0})
	h.Write(sig)
	var key [sha256.Size]byte
	h.Sum(key[:0])
	if _, ok := verifiedHeaders.Load(key); ok && sigErr == nil {
		return nil
	}
	k, err := sshsig.ParsePublicKey([]byte(f.Header.HostKey))
	if err != nil {
		return userErr("restore header.json from a copy", "header.json: host key: %v", err)
	}
	if err = sigErr; err == nil {
		err = sshsig.Verify(k, sshsig.Namespace, f.headerBytes, sig)
	}
	if err != nil {
		return userErr("restore header.json and header.json.sig from a copy; run `mincio verify`", "header.json: host signature: %v", err)
	}
	verifiedHeaders.Store(key, struct{}{})
	return nil
}
