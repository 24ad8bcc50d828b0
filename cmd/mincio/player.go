package main

import (
	"os"

	"github.com/mincio/mincio/mail"
	"github.com/spf13/cobra"
)

// mincio player: a player's side of the mail (issue 23), with their own
// mail account and key, and no other mail tool: fetch the host's mails
// (kept for audit), send a checked and signed order file, audit the
// published game against the kept mails. docs/players.md, "mincio player".

// defaultPlayerConfig is where the player's configuration is looked for.
const defaultPlayerConfig = "mincio-player.toml"

func playerCmd() *cobra.Command {
	var config string
	c := &cobra.Command{
		Use:   "player",
		Short: "A player's mail: fetch the host's mails, send signed orders, audit the game",
		Long: `Play by email with mincio alone. The configuration (--config, default
mincio-player.toml; docs/players.md, "mincio player") names your own IMAP and
SMTP account, your private key and the host's address:

  mincio player fetch          download the host's new mails, keep each as .eml
                               in a folder per game, print what you owe and
                               write the order-file template of your latest report
  mincio player send FILE      check FILE against your latest view, sign it if it
                               is not signed, and mail it to the host
  mincio player audit GAME     check the game's published archive (mailed with
                               the last report) against every report you kept

Your mailbox is only read: nothing in it is flagged, moved or deleted.`,
		Args: cobra.NoArgs,
	}
	c.PersistentFlags().StringVar(&config, "config", defaultPlayerConfig, "your player configuration (docs/players.md)")
	load := func() (*mail.Config, error) {
		cfg, err := mail.LoadPlayerConfig(config)
		if err != nil {
			if _, statErr := os.Stat(config); statErr != nil {
				return nil, hintErr("write it as docs/players.md, \"mincio player\", shows, or give --config FILE", "%v", err)
			}
			return nil, err
		}
		return cfg, nil
	}
	c.AddCommand(playerFetchCmd(load), playerSendCmd(load), playerAuditCmd(load))
	return c
}
