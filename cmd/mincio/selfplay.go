package main

import (
	"fmt"
	"io"
	"path/filepath"
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
	var seeds string
	var turns, jobs int
	var verbose bool
	c := &cobra.Command{
		Use:   "selfplay SCENARIO DIR [--seed N | --seeds A-B] [--turns K]",
		Short: "Play a scenario with two random-move bots through the whole pipeline",
		Long: `Play SCENARIO (an id or a file) with one bot per side. Each bot reads its side's
latest report and view, picks one of the legal answers at random, and sends it as a
signed order file; the host submits it as it would a player's. Keys, order files
and the game folder are left in DIR (keys/, orders/, game/), ready for
mincio verify DIR/game. The same seed plays the same game, byte for byte.

With --seeds A-B, plays every seed from A to B (in DIR/seed-N, --jobs at a time),
verifies each game, and prints a tally of the outcomes: a quick way to test a
scenario or a rules system.`,
		Example: "  mincio selfplay tolentino1815 /tmp/sp --seed 7 --turns 2\n  mincio selfplay tolentino1815 /tmp/sp50 --seeds 1-50",
		Args:    cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
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
				return playMany(w, sc, args[1], lo, hi, turns, jobs)
			}
			var log io.Writer
			if verbose {
				log = w
			}
			res, err := selfplay.Play(selfplay.Config{Scenario: sc, Dir: args[1], Seed: seed, Turns: turns, Log: log})
			if err != nil {
				return err
			}
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
	c.Flags().StringVar(&seeds, "seeds", "", "play every seed in A-B, verify each game, print a tally")
	c.Flags().IntVar(&jobs, "jobs", 2, "with --seeds: games played at once")
	c.Flags().IntVar(&turns, "turns", 0, "stop after this many game turns (default: play to the end)")
	c.Flags().BoolVarP(&verbose, "verbose", "v", false, "print every order file as it is sent")
	return c
}

func seedRange(s string) (uint64, uint64, error) {
	a, b, ok := strings.Cut(s, "-")
	lo, err1 := strconv.ParseUint(a, 10, 64)
	hi, err2 := strconv.ParseUint(b, 10, 64)
	if !ok || err1 != nil || err2 != nil || lo > hi {
		return 0, 0, hintErr("write --seeds A-B, e.g. --seeds 1-50", "--seeds %q: want a range A-B", s)
	}
	return lo, hi, nil
}

// playMany plays seeds lo..hi, jobs at a time, and verifies every game.
func playMany(w io.Writer, sc *scenarios.Scenario, dir string, lo, hi uint64, turns, jobs int) error {
	type outcome struct {
		seed uint64
		text string
		err  error
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
				res, err := selfplay.Play(selfplay.Config{Scenario: sc, Dir: filepath.Join(dir, fmt.Sprintf("seed-%d", s)), Seed: s, Turns: turns})
				if err == nil {
					_, err = saves.Verify(res.Game)
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
	for _, o := range results {
		if o.err != nil {
			failed++
			fmt.Fprintf(w, "seed %d: FAILED: %v\n", o.seed, o.err)
			continue
		}
		fmt.Fprintf(w, "seed %d: %s; verified\n", o.seed, o.text)
		tally[o.text]++
	}
	var keys []string
	for k := range tally {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Fprintf(w, "\n%d games, %d verified, %d failed\n", len(results), len(results)-failed, failed)
	for _, k := range keys {
		fmt.Fprintf(w, "%4d  %s\n", tally[k], k)
	}
	if failed > 0 {
		return fmt.Errorf("%d of %d self-play games failed", failed, len(results))
	}
	return nil
}
