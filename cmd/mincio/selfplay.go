package main

import (
	"fmt"
	"io"

	"github.com/mincio/mincio/saves/selfplay"
	"github.com/spf13/cobra"
)

func selfplayCmd() *cobra.Command {
	var seed uint64
	var turns int
	var verbose bool
	c := &cobra.Command{
		Use:   "selfplay SCENARIO DIR --seed N [--turns K]",
		Short: "Play a scenario with two random-move bots through the whole pipeline",
		Long: `Play SCENARIO (an id or a file) with one bot per side. Each bot reads its side's
latest report and view, picks one of the legal answers at random, and sends it as a
signed order file; the host submits it as it would a player's. Keys, order files
and the game folder are left in DIR (keys/, orders/, game/), ready for
mincio verify DIR/game. The same seed plays the same game, byte for byte.`,
		Example: "  mincio selfplay tolentino1815 /tmp/sp --seed 7 --turns 2",
		Args:    cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			sc, err := loadScenario(args[0], "")
			if err != nil {
				return err
			}
			var log io.Writer
			if verbose {
				log = cmd.OutOrStdout()
			}
			res, err := selfplay.Play(selfplay.Config{Scenario: sc, Dir: args[1], Seed: seed, Turns: turns, Log: log})
			if err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			if res.Outcome != nil {
				fmt.Fprintf(w, "game over: %s\n", res.Outcome.Text)
			} else {
				fmt.Fprintf(w, "stopped at turn %d (--turns %d)\n", res.Turn, turns)
			}
			fmt.Fprintf(w, "orders: %d, entries: %d\ngame: %s\nhead: %s\n", res.Orders, res.Entries, res.Game, res.Head)
			return nil
		},
	}
	c.Flags().Uint64Var(&seed, "seed", 1, "seed of the dice and of the bots' choices")
	c.Flags().IntVar(&turns, "turns", 0, "stop after this many game turns (default: play to the end)")
	c.Flags().BoolVarP(&verbose, "verbose", "v", false, "print every order file as it is sent")
	return c
}
