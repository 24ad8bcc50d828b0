package main

import (
	"fmt"
	"os"
	"strings"
	"text/tabwriter"

	"github.com/mincio/mincio/scenarios"
	"github.com/spf13/cobra"
)

func scenariosCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "scenarios",
		Short: "List the embedded scenarios: id, system, title, sides, turns, data provenance",
		Long: `List the scenarios built into mincio. The last columns count the scenario's
values by provenance: "rulebook" values are stated in the rulebook; "estimated"
ones are reconstructions (maps, counter values and charts the text lacks).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			w := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 4, 2, ' ', 0)
			fmt.Fprintln(w, "ID\tSYSTEM\tTITLE\tSIDES\tTURNS\tRULEBOOK\tESTIMATED")
			for _, sc := range scenarios.List() {
				rb, est := sc.ProvenanceCounts()
				var sides []string
				for _, s := range sc.Sides {
					sides = append(sides, s.ID)
				}
				fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\t%d\t%d\n", sc.ID, sc.System, sc.Title, strings.Join(sides, ","), turns(sc), rb, est)
			}
			return w.Flush()
		},
	}
}

func turns(sc *scenarios.Scenario) string {
	switch {
	case sc.Turns == 0:
		return "-"
	case sc.FirstTurn > 1:
		return fmt.Sprintf("%d-%d", sc.FirstTurn, sc.LastTurn())
	}
	return fmt.Sprint(sc.Turns)
}

func scenarioCmd() *cobra.Command {
	c := &cobra.Command{
		Use:   "scenario",
		Short: "Work with scenario files (see `mincio scenario check`)",
		Args:  cobra.NoArgs,
	}
	c.AddCommand(scenarioCheckCmd())
	return c
}

func scenarioCheckCmd() *cobra.Command {
	var tables string
	c := &cobra.Command{
		Use:   "check ID|FILE [--tables FILE]",
		Short: "Check a scenario (and a table override file) and list every problem as file:line: message",
		Long: `Check a scenario: an embedded id or the path of a .scn file. Every problem is
listed as file:line: message: unknown or off-map hexes, roads that do not
connect, counters set up twice or never, formations without their commander,
stacking over the limit at set-up, tables with gaps, keys the rules system does
not know. With --tables, also check an override file holding the printed tables.`,
		Example: "  mincio scenario check tolentino1815\n  mincio scenario check my-battle.scn --tables printed-charts.tables",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			sc, err := loadScenario(args[0], tables)
			if err != nil {
				return err
			}
			rb, est := sc.ProvenanceCounts()
			if src := sc.SourcedCount(); src > 0 {
				fmt.Fprintf(cmd.OutOrStdout(), "ok: %s (%s): %d values from the rulebook, %d from other sources, %d estimated\n", sc.ID, sc.System, rb, src, est)
				return nil
			}
			fmt.Fprintf(cmd.OutOrStdout(), "ok: %s (%s): %d values from the rulebook, %d estimated\n", sc.ID, sc.System, rb, est)
			return nil
		},
	}
	c.Flags().StringVar(&tables, "tables", "", "an override file with the printed tables")
	return c
}

// loadScenario loads and checks a scenario by id or path, and applies a
// table override when one is given. Problems come back as one error with a
// line each.
func loadScenario(idOrPath, tables string) (*scenarios.Scenario, error) {
	sc, err := scenarios.Load(idOrPath)
	if err != nil {
		return nil, scenarioErr(idOrPath, err)
	}
	if tables != "" {
		data, err := os.ReadFile(tables)
		if err != nil {
			return nil, hintErr("give the path of the override file", "--tables: %v", err)
		}
		if err := sc.ApplyTables(tables, data); err != nil {
			return nil, scenarioErr(tables, err)
		}
	}
	return sc, nil
}

func scenarioErr(what string, err error) error {
	hint := "fix each line named above; docs/scenario-format.md describes the format"
	if !strings.Contains(what, "/") && !strings.HasSuffix(what, ".scn") && !strings.HasSuffix(what, ".tables") {
		hint = "`mincio scenarios` lists the embedded scenarios; a file path needs a / or the .scn ending"
	}
	return &cliError{msg: err.Error(), hint: hint}
}
