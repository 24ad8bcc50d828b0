package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/mincio/mincio/adjudicator/render"
	"github.com/spf13/cobra"
)

func mapCmd() *cobra.Command {
	c := &cobra.Command{Use: "map", Short: "Pictures of a scenario's map (see `mincio map render`)", Args: cobra.NoArgs}
	var out string
	var setup, legend bool
	var size float64
	r := &cobra.Command{
		Use:   "render ID|FILE [-o FILE.svg|FILE.png] [--setup]",
		Short: "Draw a scenario's map as SVG or PNG, optionally with its set-up",
		Long: `Draw the map of a scenario (an embedded id or a .scn file): terrain, elevation,
hexsides, roads and rivers, place names, hex numbers. --setup adds the counters at
their set-up hexes. The format follows the file name: .svg or .png. Without -o
the picture is SCENARIO.svg in the current folder (SCENARIO the scenario's id),
and the path written is printed.`,
		Example: `  mincio map render tolentino1815                 # writes tolentino1815.svg
  mincio map render tolentino1815 -o tolentino.png --setup --legend`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			sc, err := loadScenario(args[0], "")
			if err != nil {
				return err
			}
			if sc.Map == nil {
				return hintErr("add a [map] section (docs/scenario-format.md)", "scenario %s has no map", sc.ID)
			}
			opt := render.DefaultOptions()
			opt.Setup, opt.Legend = setup, legend
			if size > 0 {
				opt.HexSize = size
			}
			p := render.Picture{Title: sc.Title, Scenario: sc}
			if out == "" {
				out = sc.ID + ".svg"
			}
			return writePicture(cmd.OutOrStdout(), out, p, opt)
		},
	}
	r.Flags().StringVarP(&out, "output", "o", "", "the picture to write: FILE.svg or FILE.png (default: SCENARIO.svg here)")
	r.Flags().BoolVar(&setup, "setup", false, "draw the set-up counters")
	r.Flags().BoolVar(&legend, "legend", true, "draw a legend beside the map")
	r.Flags().Float64Var(&size, "hex-size", 0, "hex size in pixels, centre to corner (default 28)")
	c.AddCommand(r)
	return c
}

// writePicture writes p as SVG or PNG, by the file's extension.
func writePicture(w io.Writer, path string, p render.Picture, opt render.Options) error {
	var buf bytes.Buffer
	var err error
	switch strings.ToLower(filepath.Ext(path)) {
	case ".svg":
		err = render.SVG(&buf, p, opt)
	case ".png":
		err = render.PNG(&buf, p, opt)
	default:
		return hintErr("name the output FILE.svg or FILE.png", "-o %q: unknown picture format", path)
	}
	if err != nil {
		return err
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(w, "wrote %s\n", path)
	return nil
}
