package main

import (
	"github.com/spf13/cobra"

	"github.com/mincio/mincio/internal/version"
)

func newRoot() *cobra.Command {
	root := &cobra.Command{
		Use:   "mincio",
		Short: "Adjudicate hex-and-counter wargames by email",
		Long: `mincio adjudicates, by email, the wargames of the Custoza system, Risorgimento 1859
and Tolentino 1815. Players send signed order files; mincio checks them, resolves
them with auditable seeded dice, signs the result and gives each side only what
that side may see.`,
		SilenceUsage:      true,
		SilenceErrors:     true,
		CompletionOptions: cobra.CompletionOptions{DisableDefaultCmd: true},
		Version:           version.String(),
	}
	root.SetVersionTemplate("mincio {{.Version}}\n")
	root.SetHelpCommand(helpCmd(root))
	root.AddCommand(
		keygenCmd(), signCmd(), verifyFileCmd(),
		newCmd(), statusCmd(), submitCmd(), ordersCmd(), viewCmd(), logCmd(), verifyCmd(), revealCmd(), replayCmd(), auditCmd(),
		scenariosCmd(), scenarioCmd(), mapCmd(), selfplayCmd(),
		mailCmd(), pollCmd(), sendCmd(), serveCmd(),
		leagueCmd(), tickCmd(), moderateCmd(), messagesCmd(), completionCmd(),
		demoCmd(), playerCmd(),
		postofficeCmd(),
	)
	return root
}
