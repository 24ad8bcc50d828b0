package saves

import (
	"bytes"
	"crypto/rsa"

	"github.com/mincio/mincio/saves/sshsig"
	"golang.org/x/crypto/ssh"
)

// MinRSABits is the smallest RSA key mincio takes, for players and host.
const MinRSABits = 2048

// checkKeyStrength refuses keys too weak to sign a game: DSA (1024 bits at
// most, dropped by OpenSSH) and RSA under MinRSABits.
func checkKeyStrength(who string, k ssh.PublicKey) error {
	const hint = "use an ed25519 key: ssh-keygen -t ed25519 (or mincio keygen)"
	if k.Type() == ssh.KeyAlgoDSA {
		return userErr(hint, "%s: DSA keys are too weak to sign a game", who)
	}
	if ck, ok := k.(ssh.CryptoPublicKey); ok {
		if r, ok := ck.CryptoPublicKey().(*rsa.PublicKey); ok && r.N.BitLen() < MinRSABits {
			return userErr(hint+", or RSA of 2048 bits or more", "%s: an RSA key of %d bits is too weak (at least %d)", who, r.N.BitLen(), MinRSABits)
		}
	}
	return nil
}

// checkGameKeys refuses keys that would let one person act for another:
// the host's key as a side (the host knows the seed), and one key for two
// sides, unless hotSeat says a moderator tests both sides alone.
func checkGameKeys(sides []SidePlayer, host ssh.PublicKey, hotSeat bool) error {
	if err := checkKeyStrength("host key", host); err != nil {
		return err
	}
	owner := map[string]string{}
	for _, s := range sides {
		k, err := sshsig.ParsePublicKey([]byte(s.Key))
		if err != nil {
			return userErr("give the player's .pub file, as written by ssh-keygen or mincio keygen", "key of side %s: %v", s.Side, err)
		}
		if err := checkKeyStrength("key of side "+s.Side, k); err != nil {
			return err
		}
		if bytes.Equal(k.Marshal(), host.Marshal()) {
			return userErr("the host knows the dice seed and must not play; give side "+s.Side+" its player's own key",
				"key of side %s is the host's key", s.Side)
		}
		if other, dup := owner[string(k.Marshal())]; dup && !hotSeat {
			return userErr("each side needs its own player's key; for a test game one person plays alone, pass --hot-seat",
				"sides %s and %s have the same key", other, s.Side)
		}
		owner[string(k.Marshal())] = s.Side
	}
	return nil
}

// checkModeratorKey refuses a league game's moderator key when it is the
// host's or a side's, or too weak: an act must be the moderator's own, never
// something the host or a player could sign. Create and verify both call it.
func checkModeratorKey(h *Header) error {
	if h.Moderator == nil {
		return nil
	}
	k, err := sshsig.ParsePublicKey([]byte(h.Moderator.Key))
	if err != nil {
		return userErr("give the league's moderator key, as league.json has it", "moderator key: %v", err)
	}
	if err := checkKeyStrength("moderator key", k); err != nil {
		return err
	}
	id := sshsig.Fingerprint(k)
	if id == keyID(h.HostKey) {
		return userErr("the moderator key signs what the moderator decides by hand: make it a key of its own (mincio keygen -o moderator)", "the moderator key is the host key")
	}
	for _, s := range h.Sides {
		if id == keyID(s.Key) {
			return userErr("the moderator must not play in a game they moderate", "the moderator key is the key of side %s", s.Side)
		}
	}
	return nil
}
