package main

import (
	"github.com/mincio/mincio/mail"
	playermail "github.com/mincio/mincio/mail/player"
	"github.com/spf13/cobra"
)

func playerFetchCmd(load func() (*mail.Config, error)) *cobra.Command {
	return &cobra.Command{
		Use:   "fetch",
		Short: "Download the host's new mails, keep them for audit, print what you owe, write the template",
		Long: `Download the mails the host ([player] host) sent you since the last fetch and
keep each in FOLDER/GAME ([player] folder): a report as report-ENTRY-SIDE.eml,
an answer to your orders as answer-*.eml, the game's archive (with the last
report) as GAME.tar.gz. Then, for each game with a new report, write beside them
the latest report.txt, view.json, header.json and template.txt (the order file
to fill in: the end of the report), and print what you owe.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cfg, err := load()
			if err != nil {
				return err
			}
			return playermail.Fetch(cmd.Context(), cfg, cmd.OutOrStdout())
		},
	}
}
