package main

import (
	"slices"
	"strings"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/saves"
	"github.com/spf13/cobra"
)

func messagesCmd() *cobra.Command {
	var to string
	cmd := &cobra.Command{
		Use:   "messages DIR [--to opponent|moderator|all]",
		Short: "List the messages the players sent each other and the moderator",
		Long: `List every message of a game's log (docs/players.md, "Messages"): its entry,
sender, recipients and text. In the host's game folder this includes the
messages to the moderator, which no side's report and no archive holds: the
moderator reads them here. In a game unpacked from an archive, a message to the
moderator shows only the digest of its text, which the log commits to.`,
		Example: "  mincio messages games/c1\n  mincio messages games/c1 --to moderator",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if to != "" && !slices.Contains(adjudicator.MessageRecipients, to) {
				return hintErr("--to is one of "+strings.Join(adjudicator.MessageRecipients, ", "), "--to %q: no such recipient", to)
			}
			f, err := saves.Open(args[0])
			if err != nil {
				return err
			}
			return saves.PrintMessages(cmd.OutOrStdout(), f, to)
		},
	}
	cmd.Flags().StringVar(&to, "to", "", "only the messages to opponent, moderator or all")
	return cmd
}
