package saves

import "fmt"

// HowToVerify is the short text mailed to each side with its first report,
// beside the signed header: what to keep and how to check the host.
func (f *Folder) HowToVerify() string {
	return fmt.Sprintf(`How to check the host of game %[1]s
-----------------------------------
Attached are header.json and header.json.sig: the game's signed header,
with every side's key, the host's key and the SHA-256 of the dice seed.
Keep them, and keep every report mail: each names its entry and the head
of the log ("after entry N", "head: ...").

Your order files must carry the line "header: %[2]s"
(sha256sum header.json | cut -c1-32): it binds them to this game only.

Check a report's signature with plain ssh-keygen:
  printf 'host %%s\n' "$(jq -r .host_key header.json)" > allowed_signers
  ssh-keygen -Y verify -n mincio -f allowed_signers -I host -s report.txt.sig < report.txt

At the end every side is mailed the whole log and the seed (%[1]s.tar.gz).
Then check that the host never rewrote, forked or rolled back history:
  mincio audit %[1]s.tar.gz --header header.json KEPT-MAILS...
and watch the game again, move by move on the map, in a browser:
  mincio replay %[1]s.tar.gz -o %[1]s.html
`, f.Header.Game, f.HeaderTag())
}
