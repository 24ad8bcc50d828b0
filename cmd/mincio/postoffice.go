package main

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"syscall"

	"github.com/mincio/mincio/mail/postoffice"
	"github.com/spf13/cobra"
)

// postofficePasswordEnv is the password variable of a new post office.
const postofficePasswordEnv = "MINCIO_POSTOFFICE_PASSWORD"

func postofficeCmd() *cobra.Command {
	var dir string
	var users []string
	var imapPort, smtpPort int
	c := &cobra.Command{
		Use:   "postoffice [--dir DIR] [--user ADDRESS]...",
		Short: "Keep a loopback IMAP and SMTP post office running, to rehearse poll, send and serve",
		Long: `Run the demo's post office (an IMAP and an SMTP server in this process, on
127.0.0.1, plain text with AUTH PLAIN) until interrupted. Mail lives in memory:
each accepted mail is put in its recipient's INBOX, and all of it is gone when
the post office stops.

DIR/postoffice.json says which ports, users and password to use; mincio demo
writes one beside the mincio.toml it leaves, so after the demo
"mincio postoffice --dir OUT" brings back the post office that mincio.toml names.
Without that file a new post office is made: free ports (or --imap-port and
--smtp-port), the --user addresses (default host@mincio.test), a password taken
from $MINCIO_POSTOFFICE_PASSWORD or made up, and postoffice.json is written.
--user adds mailboxes to either kind. See docs/mail-servers.md.`,
		Example: "  mincio demo --out /tmp/demo && mincio postoffice --dir /tmp/demo\n" +
			"  mincio postoffice --dir po --user host@mincio.test --user red@mincio.test --user blue@mincio.test",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			st, err := postofficeState(dir, imapPort, smtpPort, users)
			if err != nil {
				return err
			}
			po, err := postoffice.StartState(st)
			if err != nil {
				return err
			}
			defer po.Close()
			st = po.State(st.PasswordEnv, st.Password)
			if err := postoffice.WriteState(dir, st); err != nil {
				return err
			}
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			describePostoffice(cmd.OutOrStdout(), dir, st)
			<-ctx.Done()
			fmt.Fprintln(cmd.OutOrStdout(), "post office stopped; its mail is gone")
			return nil
		},
	}
	c.Flags().StringVar(&dir, "dir", ".", "folder of postoffice.json (read if there, else written)")
	c.Flags().StringArrayVar(&users, "user", nil, "a mailbox to add (repeatable); default host@mincio.test for a new post office")
	c.Flags().IntVar(&imapPort, "imap-port", 0, "IMAP port of a new post office (default: a free one)")
	c.Flags().IntVar(&smtpPort, "smtp-port", 0, "SMTP port of a new post office (default: a free one)")
	return c
}

// postofficeState reads DIR/postoffice.json or makes a new state.
func postofficeState(dir string, imapPort, smtpPort int, users []string) (postoffice.State, error) {
	st, err := postoffice.ReadState(dir)
	switch {
	case err == nil:
		if imapPort != 0 || smtpPort != 0 {
			return st, usageErr(fmt.Sprintf("%s has its ports already (IMAP %d, SMTP %d)", filepath.Join(dir, postoffice.StateFile), st.IMAPPort, st.SMTPPort),
				"drop --imap-port and --smtp-port, or use another --dir")
		}
	case errors.Is(err, fs.ErrNotExist):
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return st, err
		}
		st = postoffice.State{IMAPPort: imapPort, SMTPPort: smtpPort, PasswordEnv: postofficePasswordEnv, Password: os.Getenv(postofficePasswordEnv)}
		if st.Password == "" {
			b := make([]byte, 8)
			rand.Read(b)
			st.Password = hex.EncodeToString(b)
		}
		if len(users) == 0 {
			users = []string{"host@mincio.test"}
		}
	default:
		return st, err
	}
	for _, u := range users {
		if !slices.Contains(st.Users, u) {
			st.Users = append(st.Users, u)
		}
	}
	return st, nil
}

// describePostoffice prints the ports, users, password variable and, when
// the folder is a demo's, where its config, keys and games are.
func describePostoffice(w io.Writer, dir string, st postoffice.State) {
	abs, _ := filepath.Abs(dir)
	fmt.Fprintf(w, "post office on 127.0.0.1: IMAP port %d, SMTP port %d (plain text, AUTH PLAIN; loopback only)\n", st.IMAPPort, st.SMTPPort)
	for _, u := range st.Users {
		fmt.Fprintf(w, "user: %s\n", u)
	}
	fmt.Fprintf(w, "password (every user): $%s; in your shell: export %s=%s\n", st.PasswordEnv, st.PasswordEnv, st.Password)
	fmt.Fprintf(w, "state: %s\n", filepath.Join(abs, postoffice.StateFile))
	for _, p := range []struct{ name, what string }{
		{"mincio.toml", "host mail settings"}, {"keys", "keys (public: *.pub)"}, {"games", "games"},
	} {
		if _, err := os.Stat(filepath.Join(abs, p.name)); err == nil {
			fmt.Fprintf(w, "%s: %s\n", p.what, filepath.Join(abs, p.name))
		}
	}
	fmt.Fprintln(w, "running until interrupted (Ctrl-C)")
}
