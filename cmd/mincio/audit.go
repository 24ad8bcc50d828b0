package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/mincio/mincio/mail"
	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/saves/sshsig"
	"github.com/spf13/cobra"
)

func auditCmd() *cobra.Command {
	var headerPath string
	c := &cobra.Command{
		Use:   "audit GAME KEPT...",
		Short: "A player's check of the host: the published log against the heads you kept",
		Long: `Check a finished game as a player: GAME is the published game folder, or the
archive GAME.tar.gz mailed to every side at the end; KEPT are what you kept
during the game: report mails (.eml, as saved by your mail program), report.txt
files (with report.txt.sig beside them, checked against the host key), or text
files with lines "entry N head DIGEST".

A head the host signed (a report mail, a report.txt with its .sig) that the
published log does not pass through is proof that the host rewrote, forked or
rolled back history. A head without the host's signature (your notes, a
report.txt without its .sig) is labelled unsigned: a mismatch says something
is wrong, never that it is proven.

audit checks that the header is the one you received (--header, or the
header.json attached to your report mails, which must all agree); that every
head you kept lies on the log at its entry number; and that the log verifies
whole: every signature, every link, a replay of every result, and once the seed
is revealed, the seed against the commitment in the header and every roll.
A host that rewrote, forked or rolled back history fails here; the error names
the first disagreement.`,
		Example: `  mincio audit t1.tar.gz --header header.json mails/*.eml
  mincio audit games/t1 kept-heads.txt`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runAudit(cmd, args[0], args[1:], headerPath)
		},
	}
	c.Flags().StringVar(&headerPath, "header", "", "the header.json you received at the start (default: the one attached to your report mails)")
	return c
}

// runAudit audits the game folder or archive target against the kept
// files (report mails, report.txt, head lists) and the header at
// headerPath ("": the one the mails carry): `mincio audit` and `mincio
// player audit`.
func runAudit(cmd *cobra.Command, target string, keptFiles []string, headerPath string) error {
	dir, cleanup, err := auditFolder(target)
	if err != nil {
		return err
	}
	defer cleanup()
	f, err := saves.Open(dir)
	if err != nil {
		return err
	}
	var header []byte
	if headerPath != "" {
		if header, err = os.ReadFile(headerPath); err != nil {
			return hintErr("give the header.json mailed to you at the start", "--header: %v", err)
		}
	}
	kept, mailed, err := keptFrom(f, keptFiles)
	if err != nil {
		return err
	}
	if header == nil {
		header = mailed
	}
	if len(kept) == 0 && len(keptFiles) > 0 {
		return hintErr("give the report mails or report.txt files of this game", "no head of game %s found in %s", f.Header.Game, strings.Join(keptFiles, ", "))
	}
	a, err := saves.AuditGame(dir, header, kept)
	if err != nil {
		return fmt.Errorf("audit %s: %w", target, err)
	}
	printAudit(cmd, a)
	return nil
}

func printAudit(cmd *cobra.Command, a *saves.Audit) {
	w := cmd.OutOrStdout()
	fmt.Fprintf(w, "ok\n")
	if a.Header {
		fmt.Fprintf(w, "header: the one you received\n")
	} else {
		fmt.Fprintf(w, "header: not compared (give --header header.json)\n")
	}
	fmt.Fprintf(w, "kept heads: %d, each on the log at its entry\n", a.Checked)
	if a.Unsigned > 0 {
		fmt.Fprintf(w, "unsigned: %d of them (notes, or report.txt without its .sig): not proof of anything, signed by nobody\n", a.Unsigned)
	}
	fmt.Fprintf(w, "entries: %d\n", a.Entries)
	if a.DiceChecked {
		fmt.Fprintf(w, "dice: the revealed seed matches the commitment; every roll re-derived from it\n")
	}
	for _, n := range a.Notes {
		fmt.Fprintf(w, "%s\n", n)
	}
	fmt.Fprintf(w, "head: %s\n", a.Head)
}

// auditFolder is the game folder to audit (or replay): GAME itself, or
// the archive unpacked into a temporary folder, which cleanup removes.
func auditFolder(arg string) (string, func(), error) {
	st, err := os.Stat(arg)
	if err != nil {
		return "", nil, hintErr("give the game folder or the archive GAME.tar.gz mailed at the end", "%v", err)
	}
	if st.IsDir() {
		return arg, func() {}, nil
	}
	data, err := os.ReadFile(arg)
	if err != nil {
		return "", nil, err
	}
	tmp, err := os.MkdirTemp("", "mincio-audit-")
	if err != nil {
		return "", nil, err
	}
	cleanup := func() { os.RemoveAll(tmp) }
	dir, err := saves.Unarchive(data, tmp)
	if err != nil {
		cleanup()
		return "", nil, err
	}
	return dir, cleanup, nil
}

// keptFrom reads the heads in the files a player kept, and the header
// attached to their report mails (all of which must carry the same one).
func keptFrom(f *saves.Folder, paths []string) ([]saves.Kept, []byte, error) {
	var kept []saves.Kept
	var header []byte
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			return nil, nil, hintErr("give the report mails or report.txt files you kept", "%v", err)
		}
		text, mailed, signed, err := keptText(f, p, data)
		if err != nil {
			return nil, nil, err
		}
		if mailed != nil {
			if header != nil && !bytes.Equal(header, mailed) {
				return nil, nil, hintErr("the host mailed you two different headers for one game; keep both mails and complain to your league",
					"%s: its header.json differs from the one in your earlier mails", p)
			}
			header = mailed
		}
		for _, k := range saves.KeptHeads(filepath.Base(p), f.Header.Game, text) {
			k.Signed = signed
			kept = append(kept, k)
		}
	}
	return kept, header, nil
}

// keptText is the text to look for heads in: the signed report of a report
// mail, or a kept file; signed says the host's signature on it was
// checked against the game's host key: a report mail's report.txt, or a
// file with its .sig beside it (FILE.sig, as saved from the mail). Any
// other text (a mail's body, a report.txt without its .sig, notes) is
// unsigned: its heads are the player's word, not proof.
func keptText(f *saves.Folder, path string, data []byte) (text, header []byte, signed bool, err error) {
	if !looksLikeMail(data) {
		sig, err := os.ReadFile(path + ".sig")
		if err != nil {
			return data, nil, false, nil
		}
		if err := checkHostSig(f, data, sig); err != nil {
			return nil, nil, false, hintErr("this file is not what the host signed: it was changed, or is of another game; it proves nothing",
				"%s: host signature (%s.sig): %v", path, filepath.Base(path), err)
		}
		return data, nil, true, nil
	}
	parts, err := mail.Parts(data)
	if err != nil {
		return nil, nil, false, hintErr("save the mail as .eml from your mail program", "%s: %v", path, err)
	}
	text = parts[""]
	if report, ok := parts["report.txt"]; ok {
		if err := checkHostSig(f, report, parts["report.txt.sig"]); err != nil {
			return nil, nil, false, hintErr("this report was not signed by this game's host; it proves nothing about this game",
				"%s: report.txt: host signature: %v", path, err)
		}
		text, signed = report, true
	}
	return text, parts["header.json"], signed, nil
}

// checkHostSig checks sig, an SSHSIG, on data by the game's host key.
func checkHostSig(f *saves.Folder, data, sig []byte) error {
	host, err := sshsig.ParsePublicKey([]byte(f.Header.HostKey))
	if err == nil {
		err = sshsig.Verify(host, sshsig.Namespace, data, sig)
	}
	return err
}

func looksLikeMail(data []byte) bool {
	head, _, _ := bytes.Cut(data, []byte("\n\n"))
	head, _, _ = bytes.Cut(head, []byte("\r\n\r\n"))
	for _, h := range []string{"From:", "Subject:", "MIME-Version:", "Content-Type:"} {
		if bytes.HasPrefix(data, []byte(h)) || bytes.Contains(head, []byte("\n"+h)) {
			return true
		}
	}
	return false
}
