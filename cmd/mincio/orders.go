package main

import (
	"fmt"
	"os"

	"github.com/mincio/mincio/saves"
	"github.com/spf13/cobra"
)

func ordersCmd() *cobra.Command {
	c := &cobra.Command{Use: "orders", Short: "Order files: `mincio orders check` validates one", Args: cobra.NoArgs}
	var viewPath, sigPath string
	check := &cobra.Command{
		Use:   "check DIR FILE | check --view VIEW FILE",
		Short: "Validate an order file without applying it; list every problem as file:line:col",
		Long: `Check an order file without applying it, and list every problem as
file:line:col: message, with a hint.

With DIR (the host's game folder), the file is checked against the game itself:
envelope, signature (if signed), the order language, and a dry run on a copy of
the game with throw-away dice, which says which plan lines the rules would take
or skip now.

With --view VIEW (the view.json that comes with every report), a player checks
offline, before sending: envelope, seq, the order language, and what the rules
system can check against the view alone.`,
		Example: "  mincio orders check games/t1 austria-4.txt\n  mincio orders check --view view.json austria-4.txt",
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
				oc, err = saves.CheckOrdersAgainstView(v, sub)
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
			w := cmd.OutOrStdout()
			for _, n := range oc.Notes {
				fmt.Fprintf(w, "note: %s\n", n)
			}
			if len(oc.Problems) > 0 {
				return oc.Problems
			}
			fmt.Fprintln(w, "ok: no problems found")
			return nil
		},
	}
	check.Flags().StringVar(&viewPath, "view", "", "check against this view.json (from your latest report) instead of a game folder")
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
