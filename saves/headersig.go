package saves

import (
	"os"
	"sync"

	"github.com/mincio/mincio/saves/sshsig"
)

// verifiedHeaders remembers the header.json and header.json.sig pairs this
// process has verified: a poll takes each game once a batch, twice for a
// game both of whose sides mailed (issue 25), and the same bytes verify
// the same way. Only successes are kept; the key is the bytes themselves.
var verifiedHeaders sync.Map // string(header) + "\x00" + string(sig) → struct{}

// checkHeaderSig checks the host's signature on header.json with the key the
// header names. It is cheap, so every command does it: a changed header is
// then reported as such, not as a broken link further on.
func (f *Folder) checkHeaderSig() error {
	sig, sigErr := os.ReadFile(f.path("header.json.sig"))
	key := string(f.headerBytes) + "\x00" + string(sig)
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
