package main

import (
	"fmt"
	"io"
	"os"

	"github.com/mincio/mincio/adjudicator"
	"github.com/mincio/mincio/saves"
	"github.com/spf13/cobra"
)

func ordersCmd() *cobra.Command {
	c := &cobra.Command{Use: "orders", Short: "Order files: `mincio orders check` validates one", Args: cobra.NoArgs}
	var viewPath, sigPath, scenarioPath string
	check := &cobra.Command{
		Use:   "check DIR FILE | check --view VIEW FILE",
		Short: "Validate an order file without applying it; list every problem as file:line:col",
		Long: `Check an order file without applying it, and list every problem as
file:line:col: message, with a hint.

Both forms check against what your side may see — your view — never the
true state of the game, so the answer tells nothing your report does not.
The rules system runs the host's own rules on that view: the lines of each
formation are fed to an activation of that formation as the host would feed
them, and a line the rules refuse (a hex not on the map, no legal path,
stacking, an order's limits, a disordered attacker, range and line of sight)
or would leave unused is a problem. A line whose fate depends on what your
view cannot show (an enemy stack out of sight in Tolentino, the values of
enemy counters face down in the Custoza system), or on dice rolled before it,
is a warning: the host knows what you cannot, and your report will say what
became of it.

With DIR (the host's game folder), the view is the side's current one, and
the signature (if signed) and seq are checked too.

With --view VIEW (the view.json that comes with every report), a player checks
offline, before sending. A game made from a scenario file rather than a
scenario built into mincio needs that file too: --scenario FILE (the game
folder's scenario.scn, which the host can send; its digest must be the game's).`,
		Example: "  mincio orders check games/t1 austria-4.txt\n  mincio orders check --view view.json austria-4.txt\n  mincio orders check --view view.json --scenario scenario.scn austria-4.txt",
		Args:    cobra.RangeArgs(1, 2),
		RunE: func(cmd *cobra.Command, args []string) error {
			var oc *saves.OrderCheck
			var err error
			switch {
			case viewPath != "" && len(args) == 1:
				v, verr := readView(viewPath)
				if verr != nil {
					return verr
				}
				sub, serr := readSubmission(args[0], sigPath)
				if serr != nil {
					return serr
				}
				if scenarioPath != "" {
					oc, err = saves.CheckOrdersAgainstViewOf(v, scenarioPath, sub)
				} else {
					oc, err = saves.CheckOrdersAgainstView(v, sub)
				}
			case viewPath == "" && len(args) == 2:
				sub, serr := readSubmission(args[1], sigPath)
				if serr != nil {
					return serr
				}
				oc, err = saves.CheckOrders(args[0], sub)
			default:
				return usageErr("give a game folder and a file, or --view VIEW and a file", "mincio orders check DIR FILE | mincio orders check --view VIEW FILE")
			}
			if err != nil {
				return err
			}
			return printCheck(cmd.OutOrStdout(), oc)
		},
	}
	check.Flags().StringVar(&viewPath, "view", "", "check against this view.json (from your latest report) instead of a game folder")
	check.Flags().StringVar(&scenarioPath, "scenario", "", "with --view, for a game made from a scenario file: that file (the game's scenario.scn)")
	check.Flags().StringVar(&sigPath, "sig", "", "detached signature (default: appended block, or FILE.sig if present)")
	c.AddCommand(check)
	return c
}

func readView(path string) (*saves.SideView, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, hintErr("give the view.json attached to your latest report", "%v", err)
	}
	return saves.ParseSideView(path, data)
}

// printCheck prints the notes and warnings of a check on standard output
// and returns its problems as the command's error.
func printCheck(w io.Writer, oc *saves.OrderCheck) error {
	for _, n := range oc.Notes {
		fmt.Fprintf(w, "note: %s\n", n)
	}
	for _, p := range oc.Warnings {
		fmt.Fprintf(w, "warning: %s\n", p.Error())
	}
	// lines the check read against the scenario only: "ok" says nothing
	// of them, and the player should know it
	for _, c := range oc.Lines {
		if c.Verdict == adjudicator.CheckUntried {
			fmt.Fprintf(w, "note: %s: not tried under the rules: %s\n", c.Line.Pos, c.Msg)
		}
	}
	if len(oc.Problems) > 0 {
		return oc.Problems
	}
	if len(oc.Warnings) > 0 {
		fmt.Fprintf(w, "ok: no problems found; %d warnings\n", len(oc.Warnings))
		return nil
	}
	fmt.Fprintln(w, "ok: no problems found")
	return nil
}
