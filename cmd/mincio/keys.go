package main

import (
	"crypto/rand"
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/mincio/mincio/saves/sshsig"
	"github.com/spf13/cobra"
)

func keygenCmd() *cobra.Command {
	var out, comment string
	c := &cobra.Command{
		Use:   "keygen -o NAME",
		Short: "Make an ed25519 key pair in OpenSSH format (NAME and NAME.pub)",
		Long: `Make an ed25519 key pair in OpenSSH format: NAME (private, mode 0600) and NAME.pub.
A key made by ssh-keygen works just as well; mincio never overwrites a key.`,
		Example: "  mincio keygen -o austria\n  mincio keygen -o host -C 'league host'",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if out == "" {
				return usageErr("keygen needs -o NAME", "mincio keygen -o NAME")
			}
			if comment == "" {
				comment = out
			}
			if err := sshsig.WriteKeyPair(out, rand.Reader, comment); err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "wrote %s and %s.pub\n", out, out)
			return nil
		},
	}
	c.Flags().StringVarP(&out, "output", "o", "", "file name of the private key; the public key goes to NAME.pub")
	c.Flags().StringVarP(&comment, "comment", "C", "", "comment stored in the key (default: NAME)")
	return c
}

func signCmd() *cobra.Command {
	var key string
	var inline bool
	c := &cobra.Command{
		Use:   "sign -k KEY [-i] FILE",
		Short: "Sign a file (FILE.sig, or appended with -i) in SSHSIG format, namespace mincio",
		Long: `Sign a file with an OpenSSH private key, as ssh-keygen -Y sign -n mincio does.
Without -i the signature goes to FILE.sig; with -i it is appended to FILE, which
suits pasting an order file into the body of a mail.`,
		Example: "  mincio sign -k austria orders.txt        # writes orders.txt.sig\n  mincio sign -i -k austria orders.txt     # appends the signature block",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if key == "" {
				return usageErr("sign needs -k KEY", "mincio sign -k KEY FILE")
			}
			file := args[0]
			data, err := os.ReadFile(file)
			if err != nil {
				return err
			}
			if _, _, signed := sshsig.Split(data); signed {
				return hintErr("sign the file before appending a signature, or remove the old block", "%s already ends with a signature block", file)
			}
			signer, err := sshsig.LoadSigner(key)
			if err != nil {
				return err
			}
			sig, err := sshsig.Sign(signer, sshsig.Namespace, data)
			if err != nil {
				return err
			}
			if inline {
				return writeFile(cmd, file, sshsig.Append(data, sig), 0o644)
			}
			return writeFile(cmd, file+".sig", sig, 0o644)
		},
	}
	c.Flags().StringVarP(&key, "key", "k", "", "OpenSSH private key to sign with")
	c.Flags().BoolVarP(&inline, "inline", "i", false, "append the signature block to FILE instead of writing FILE.sig")
	return c
}

func verifyFileCmd() *cobra.Command {
	var pubPath, sigPath string
	c := &cobra.Command{
		Use:   "verify-file -p KEY.pub FILE",
		Short: "Check one file's signature (appended block or FILE.sig) against a public key",
		Long: `Check a file signed with mincio sign or ssh-keygen -Y sign -n mincio. The signature
is the block appended to FILE, or FILE.sig beside it (or --sig). Changes mail makes
to line endings (CRLF or LF) and one final newline are tolerated; any other change
is not.`,
		Example: "  mincio verify-file -p austria.pub orders.txt",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if pubPath == "" {
				return usageErr("verify-file needs -p KEY.pub", "mincio verify-file -p KEY.pub FILE")
			}
			file := args[0]
			pub, err := sshsig.LoadPublicKey(pubPath)
			if err != nil {
				return err
			}
			data, err := os.ReadFile(file)
			if err != nil {
				return err
			}
			body, armored, ok := sshsig.Split(data)
			if !ok {
				if sigPath == "" {
					sigPath = file + ".sig"
				}
				armored, err = os.ReadFile(sigPath)
				if errors.Is(err, fs.ErrNotExist) {
					return hintErr("sign it with `mincio sign -k KEY "+file+"`", "%s: not signed: no signature block and no %s", file, sigPath)
				}
				if err != nil {
					return err
				}
				body = data
			}
			if _, err := sshsig.VerifyTolerant(pub, sshsig.Namespace, body, armored); err != nil {
				return fmt.Errorf("%s: %w", file, err)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "ok: %s is signed by %s\n", file, sshsig.Fingerprint(pub))
			return nil
		},
	}
	c.Flags().StringVarP(&pubPath, "pub", "p", "", "public key (.pub) the signature must be made with")
	c.Flags().StringVar(&sigPath, "sig", "", "detached signature (default FILE.sig)")
	return c
}
