package main

import (
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/saves/selfplay"
	"github.com/mincio/mincio/scenarios"
	"github.com/spf13/cobra"
)

func selfplayCmd() *cobra.Command {
	var seed uint64
	var seeds, bot string
	var turns, jobs int
	var verbose bool
	var options []string
	c := &cobra.Command{
		Use:   "selfplay SCENARIO DIR [--seed N | --seeds A-B] [--turns K] [--bot turn|step] [--option NAME=VALUE]",
		Short: "Play a scenario with two random-move bots through the whole pipeline",
		Long: `Play SCENARIO (an id or a file) with one bot per side. Each bot reads its side's
latest view and, when it owes a decision, sends a signed order file; the host
submits it as it would a player's. The turn bot (--bot turn, the default) writes
one file for each whole game turn with the rules system's planner, about one line
in ten deliberately wrong (marked so), and another file only when asked mid-turn;
the step bot (--bot step) answers one decision per file with one of its listed
answers. Keys, order files and the game folder are left in DIR (keys/, orders/,
game/), ready for mincio verify DIR/game. The same seed plays the same game, byte
for byte. It prints the order files and the reports per side per game turn.

With --seeds A-B, plays every seed from A to B (in DIR/seed-N, --jobs at a time),
verifies each game, and prints a tally of the outcomes and the averages: a quick
way to test a scenario or a rules system. --option plays under a game option, as
mincio new --option sets it (the custoza system's reactions=ask, activations=ask).`,
		Example: "  mincio selfplay tolentino1815 /tmp/sp --seed 7 --turns 2\n  mincio selfplay tolentino1815 /tmp/sp50 --seeds 1-50\n  mincio selfplay goito1848 /tmp/goito --seeds 1-30\n  mincio selfplay custoza-23.1 /tmp/ask --option reactions=ask",
		Args:    cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			if !slices.Contains(selfplay.Bots, bot) {
				return hintErr("write --bot turn or --bot step", "--bot %q: no such bot", bot)
			}
			sc, err := loadScenario(args[0], "")
			if err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			if seeds != "" {
				lo, hi, err := seedRange(seeds)
				if err != nil {
					return err
				}
				return playMany(w, sc, args[1], lo, hi, turns, jobs, bot, options)
			}
			var log io.Writer
			if verbose {
				log = w
			}
			res, err := selfplay.Play(selfplay.Config{Scenario: sc, Dir: args[1], Seed: seed, Turns: turns, Bot: bot, Log: log, Options: options})
			if err != nil {
				return err
			}
			if res.Outcome != nil {
				fmt.Fprintf(w, "game over: %s\n", res.Outcome.Text)
			} else {
				fmt.Fprintf(w, "stopped at turn %d (--turns %d)\n", res.Turn, turns)
			}
			fmt.Fprintf(w, "orders: %d, entries: %d\n", res.Orders, res.Entries)
			printTally(w, res.Tally)
			fmt.Fprintf(w, "game: %s\nhead: %s\n", res.Game, res.Head)
			return nil
		},
	}
	c.Flags().Uint64Var(&seed, "seed", 1, "seed of the dice and of the bots' choices")
	c.Flags().StringVar(&seeds, "seeds", "", "play every seed in A-B (or the one seed N), verify each game, print a tally")
	c.Flags().IntVar(&jobs, "jobs", 2, "with --seeds: games played at once")
	c.Flags().IntVar(&turns, "turns", 0, "stop after this many game turns (default: play to the end)")
	c.Flags().StringVar(&bot, "bot", selfplay.BotTurn, "turn: one order file per side per game turn, from the system's planner; step: one file per decision")
	c.Flags().BoolVarP(&verbose, "verbose", "v", false, "print every order file as it is sent")
	c.Flags().StringArrayVar(&options, "option", nil, "a game option NAME=VALUE, as mincio new takes it (repeatable)")
	return c
}

// seedRange reads --seeds: A-B, or one seed N (N-N).
func seedRange(s string) (uint64, uint64, error) {
	a, b, ok := strings.Cut(s, "-")
	if !ok {
		b = a
	}
	lo, err1 := strconv.ParseUint(a, 10, 64)
	hi, err2 := strconv.ParseUint(b, 10, 64)
	if err1 != nil || err2 != nil || lo > hi {
		return 0, 0, hintErr("write --seeds A-B, e.g. --seeds 1-50, or one seed: --seeds 7", "--seeds %q: want a range A-B", s)
	}
	return lo, hi, nil
}

// playMany plays seeds lo..hi, jobs at a time, and verifies every game.
func playMany(w io.Writer, sc *scenarios.Scenario, dir string, lo, hi uint64, turns, jobs int, bot string, options []string) error {
	type outcome struct {
		seed  uint64
		text  string
		err   error
		tally selfplay.Tally
	}
	results := make([]outcome, hi-lo+1)
	next := make(chan uint64)
	var wg sync.WaitGroup
	for range max(jobs, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for s := range next {
				o := outcome{seed: s}
				res, err := selfplay.Play(selfplay.Config{Scenario: sc, Dir: filepath.Join(dir, fmt.Sprintf("seed-%d", s)), Seed: s, Turns: turns, Bot: bot, Options: options})
				if err == nil {
					_, err = saves.Verify(res.Game)
					o.tally = res.Tally
				}
				switch {
				case err != nil:
					o.err = err
				case res.Outcome != nil:
					o.text = res.Outcome.Text
				default:
					o.text = fmt.Sprintf("stopped at turn %d", res.Turn)
				}
				results[s-lo] = o
			}
		}()
	}
	for s := lo; s <= hi; s++ {
		next <- s
	}
	close(next)
	wg.Wait()
	tally := map[string]int{}
	failed := 0
	var sum selfplay.Tally
	for _, o := range results {
		if o.err != nil {
			failed++
			fmt.Fprintf(w, "seed %d: FAILED: %v\n", o.seed, o.err)
			continue
		}
		fmt.Fprintf(w, "seed %d: %s; verified; %.2f order files per side per game turn\n", o.seed, o.text, o.tally.OrdersPerSideTurn())
		tally[o.text]++
		sum = sum.Add(o.tally)
	}
	var keys []string
	for k := range tally {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Fprintf(w, "\n%s, %d verified, %d failed\n", count(len(results), "game"), len(results)-failed, failed)
	for _, k := range keys {
		fmt.Fprintf(w, "%4d  %s\n", tally[k], k)
	}
	fmt.Fprintf(w, "averages over the %d verified games:\n", len(results)-failed)
	printTally(w, sum)
	if failed > 0 {
		return fmt.Errorf("%d of %d self-play games failed", failed, len(results))
	}
	return nil
}

// printTally prints what the games cost their players, per side per game
// turn (the bar: one order file).
func printTally(w io.Writer, t selfplay.Tally) {
	fmt.Fprintf(w, "order files per side per game turn: %.2f (%d files, %d sides, %d game turns)\n", t.OrdersPerSideTurn(), t.Orders, t.Sides, t.Turns)
	fmt.Fprintf(w, "reports per side per game turn: %.2f (%d reports)\n", t.ReportsPerSideTurn(), t.Reports)
}
