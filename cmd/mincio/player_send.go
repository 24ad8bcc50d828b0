package main

import (
	"github.com/mincio/mincio/mail"
	playermail "github.com/mincio/mincio/mail/player"
	"github.com/spf13/cobra"
)

func playerSendCmd(load func() (*mail.Config, error)) *cobra.Command {
	var force bool
	c := &cobra.Command{
		Use:   "send FILE",
		Short: "Check an order file against your latest view, sign it, mail it to the host",
		Long: `Check FILE as mincio orders check --view does, against the view.json of your
latest report (kept by mincio player fetch in FOLDER/GAME), and refuse to send a
file with problems unless --force; warnings are printed and do not stop it.
A file without a signature is signed with [player] key (the file itself is left
as it is). The signed file goes to the host ([player] host) as an attachment,
from [player] address; a copy is kept in FOLDER/GAME/sent. The host's answer
comes by mail: mincio player fetch shows it.`,
		Example: "  mincio player send orders.txt\n  mincio player send --force orders.txt",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			cfg, err := load()
			if err != nil {
				return err
			}
			return playermail.Send(cmd.Context(), cfg, args[0], force, cmd.OutOrStdout())
		},
	}
	c.Flags().BoolVar(&force, "force", false, "send even if the check finds problems")
	return c
}
