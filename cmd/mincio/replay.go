package main

import (
	"bytes"
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/mincio/mincio/internal/version"
	"github.com/mincio/mincio/saves"
	"github.com/mincio/mincio/saves/replay"
)

func replayCmd() *cobra.Command {
	var out string
	c := &cobra.Command{
		Use:   "replay ARCHIVE|DIR -o FILE.html",
		Short: "Write a finished game as one HTML page that steps through it on the map",
		Long: `Write a game — the .tar.gz archive mailed at its end, or a game folder — as one
self-contained HTML page: open it in a browser, with no network, to step through the
game entry by entry or turn by turn on the map, as either side saw it or with
everything revealed, with each entry's events and every roll, the players, the rules
revisions and the result. The page checks, in the browser, the hash chain, the digests
of every input and every signature (SSHSIG, namespace mincio, Ed25519), and says at
the top whether they hold. The game must verify first (mincio verify); the map
pictures are drawn by this mincio from the replay of the log (docs/replay.md).`,
		Example: `  mincio replay g1.tar.gz -o g1.html
  mincio replay games/t1 -o t1.html`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if out == "" {
				return hintErr("name the page to write, e.g. -o game.html", "no output file")
			}
			dir, cleanup, err := auditFolder(args[0]) // a folder, or the archive unpacked
			if err != nil {
				return err
			}
			defer cleanup()
			d, size, err := replayPage(dir, out)
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "wrote %s: %d entries, %d bytes; open it in a browser\n", out, len(d.Entries), size)
			return nil
		},
	}
	c.Flags().StringVarP(&out, "output", "o", "", "the HTML page to write")
	return c
}

// replayPage writes the replay page of the game folder dir to out.
func replayPage(dir, out string) (*replay.Data, int, error) {
	f, err := saves.Open(dir)
	if err != nil {
		return nil, 0, err
	}
	d, err := replay.Build(f, version.String())
	if err != nil {
		return nil, 0, err
	}
	var page bytes.Buffer
	if err := replay.Write(&page, d); err != nil {
		return nil, 0, err
	}
	return d, page.Len(), os.WriteFile(out, page.Bytes(), 0o644)
}
