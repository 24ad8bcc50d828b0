package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/mincio/mincio/mail"
	"github.com/mincio/mincio/mail/demo"
	"github.com/spf13/cobra"
)

// demoScenario is the flagship battle the demo plays.
const demoScenario = "tolentino1815"

func demoCmd() *cobra.Command {
	var out, scenario string
	var turns int
	var seed uint64
	c := &cobra.Command{
		Use:   "demo [--turns N] [--out DIR]",
		Short: "Play a battle by email on loopback: real IMAP and SMTP servers, bots for players",
		Long: `Start a small post office on 127.0.0.1 (IMAP and SMTP servers, in this process),
create keys and a game of a battle (Tolentino 1815 unless --scenario names
another: goito1848 plays Goito 1848 with the Custoza-system rules), and play it
by email: one bot per side reads its reports over IMAP, writes its orders for
the whole game turn (and
another file only when asked mid-turn), signs the order file and mails it; the
host polls its mailbox, resolves the orders and mails reports, as mincio serve
does. At the end the host reveals the dice seed and mincio verify
checks the whole game. Everything is left in the output folder: the game, the
keys, the host's mincio.toml and the last map views, and postoffice.json: the post
office stops with the demo, and mincio postoffice --dir OUT starts it again on the
same ports, with the same users and password, so mincio.toml still works.`,
		Example: "  mincio demo\n  mincio demo --turns 3 --out /tmp/demo\n  mincio demo --scenario goito1848 --turns 0",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			sc, err := loadScenario(scenario, "")
			if err != nil {
				return err
			}
			if out == "" {
				if out, err = os.MkdirTemp("", "mincio-demo-"); err != nil {
					return err
				}
			}
			if out, err = filepath.Abs(out); err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			fmt.Fprintf(w, "mincio demo: %s by email on loopback, output in %s\n", sc.Title, out)
			res, err := demo.Run(cmd.Context(), demo.Config{Scenario: sc, Out: out, Turns: turns, Seed: seed,
				Transcript: w, Pictures: pictures})
			if err != nil {
				return err
			}
			fmt.Fprintf(w, "\norders mailed by the bots: %d\n", res.Orders)
			fmt.Fprintf(w, "largest report mail: %d bytes (at most %d), %q\n", res.LargestMail, mail.MaxReportMail, res.LargestSubject)
			self := invokedAs()
			fmt.Fprintf(w, "game folder: %s (try: %s log %s)\n", res.Game, self, res.Game)
			for _, v := range res.Views {
				fmt.Fprintf(w, "view: %s\n", v)
			}
			page := filepath.Join(res.Out, filepath.Base(res.Game)+".html")
			if _, _, err := replayPage(res.Game, page); err != nil {
				return err
			}
			fmt.Fprintf(w, "replay: %s (open it in a browser: the game move by move on the map; %s replay %s -o FILE.html)\n", page, self, res.Game)
			po := res.PostOffice
			fmt.Fprintf(w, "public keys: %s (one SIDE.pub per side, host.pub; private keys beside them)\n", filepath.Join(res.Keys, "*.pub"))
			fmt.Fprintf(w, "host mail settings: %s (password from $%s)\n", res.Config, po.PasswordEnv)
			fmt.Fprintf(w, "players' mail settings: %s\n", strings.Join(res.Players, " "))
			fmt.Fprintf(w, "to rehearse poll, send and serve: %s postoffice --dir %s   (IMAP %d, SMTP %d, as in mincio.toml)\n", self, res.Out, po.IMAPPort, po.SMTPPort)
			fmt.Fprintf(w, "  then, in another shell: export %s=%s; %s mail test --config %s\n", po.PasswordEnv, po.Password, self, res.Config)
			if len(res.Players) > 0 {
				fmt.Fprintf(w, "  and as a player: %s player fetch --config %s\n", self, res.Players[0])
				fmt.Fprintf(w, "a player's audit of the game, from the mails it kept: %s player audit %s --config %s\n", self, filepath.Base(res.Game), res.Players[0])
			}
			fmt.Fprintf(w, "output: %s\n", res.Out)
			return nil
		},
	}
	c.Flags().IntVar(&turns, "turns", 2, "game turns to play (0: the whole battle)")
	c.Flags().StringVar(&out, "out", "", "output folder, created (default: a new folder under the system's temp dir)")
	c.Flags().StringVar(&scenario, "scenario", demoScenario, "scenario to play (id or file)")
	c.Flags().Uint64Var(&seed, "seed", 1, "seed of the bots' choices (the dice seed is secret, as in a real game)")
	return c
}

// invokedAs is the command as the user ran it (./bin/mincio under make
// demo), so that the commands the demo prints work as printed; "mincio"
// when it was run from the PATH.
func invokedAs() string {
	if strings.ContainsRune(os.Args[0], filepath.Separator) {
		return os.Args[0]
	}
	return "mincio"
}
