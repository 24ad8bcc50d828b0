package main

import (
	"fmt"

	"github.com/spf13/cobra"
)

func demoCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "demo",
		Short: "Show what mincio does (a full game by email once a rules system and mail land)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			fmt.Fprint(cmd.OutOrStdout(), `mincio demo
This build has the foundation: keys and signatures, the signed hash-chained
game log, auditable dice, the engine core and verification.
The demo will play a whole battle by email over loopback IMAP and SMTP once the
first rules system (Tolentino 1815) and the mail package land.
Try: mincio help
`)
			return nil
		},
	}
}
