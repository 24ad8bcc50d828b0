package main

import (
	"fmt"
	"io"

	"github.com/mincio/mincio/saves"
	"github.com/spf13/cobra"
)

func tickCmd() *cobra.Command {
	var now nowFlag
	var hostKey string
	c := &cobra.Command{
		Use:   "tick DIR|LEAGUE [--now TIME]",
		Short: "Do what deadlines make due: reminders, missed turns, abandoned sides",
		Long: `For each game with a deadline policy (mincio new --deadline, or a league's
default), at the time given: remind a side that still owes, at the policy's
times before its deadline (a signed notice in the outbox, mailed by send or
serve); at the deadline plus grace, record a missed turn for it (a host-signed
entry both sides are told of: its standing orders and the defaults answer for
it until it sends orders again); after the policy's number of missed turns in a
row, mark it abandoned and tell the moderator. DIR is a game folder, a league
folder or a folder of games. serve runs tick by itself; from cron, run it every
few minutes. --now replaces the clock, for tests and replays.`,
		Example: `  mincio tick league
  mincio tick games/t1 --now 2026-03-04T18:00:00Z`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			t, err := now.time()
			if err != nil {
				return err
			}
			return runTick(cmd.OutOrStdout(), cmd.ErrOrStderr(), args[0], saves.Options{Now: t, HostKey: hostKey})
		},
	}
	now.add(c)
	c.Flags().StringVar(&hostKey, "host-key", "", "the host's private key (default: the one each game was created with)")
	return c
}

// runTick ticks dir and prints what it did; errors of single games are
// printed and make the command fail once every game was tried.
func runTick(out, errw io.Writer, dir string, opt saves.Options) error {
	acts, errs := saves.TickAll(dir, opt)
	for _, a := range acts {
		fmt.Fprintf(out, "%s: %s\n", a.Game, a.Text)
	}
	if len(errs) == 0 {
		return nil
	}
	for _, err := range errs[:len(errs)-1] {
		printError(errw, err)
	}
	last := errs[len(errs)-1]
	if len(errs) > 1 {
		return fmt.Errorf("%d games could not be ticked; the last: %w", len(errs), last)
	}
	return last
}
