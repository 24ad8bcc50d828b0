package main

import (
	"strings"

	"github.com/spf13/cobra"
)

// helpCmd is `mincio help [COMMAND]`; unlike cobra's own, an unknown
// command is an error, so scripts notice a typo.
func helpCmd(root *cobra.Command) *cobra.Command {
	return &cobra.Command{
		Use:     "help [COMMAND...]",
		Short:   "Help about any command",
		Example: "  mincio help\n  mincio help league new-game",
		RunE: func(cmd *cobra.Command, args []string) error {
			target, rest, err := root.Find(args)
			if err != nil || len(rest) > 0 || target == nil {
				return hintErr("`mincio help` lists the commands", "no help for %q: no such command", strings.Join(args, " "))
			}
			return target.Help()
		},
	}
}

// completionCmd writes a shell completion script.
func completionCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "completion bash|zsh|fish",
		Short: "Write a completion script for bash, zsh or fish",
		Long: `Write to standard output a script that completes mincio's commands and flags in
your shell. Load it from your shell's start-up file, or install it where your
shell looks for completions.`,
		Example: `  source <(mincio completion bash)                       # bash, for this shell
  mincio completion zsh > "${fpath[1]}/_mincio"           # zsh
  mincio completion fish > ~/.config/fish/completions/mincio.fish`,
		ValidArgs: []string{"bash", "zsh", "fish"},
		Args:      cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			w := cmd.OutOrStdout()
			root := cmd.Root()
			switch args[0] {
			case "bash":
				return root.GenBashCompletionV2(w, true)
			case "zsh":
				return root.GenZshCompletion(w)
			case "fish":
				return root.GenFishCompletion(w, true)
			}
			return hintErr("give bash, zsh or fish", "completion: no shell %q", args[0])
		},
	}
}
