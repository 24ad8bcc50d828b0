package main

import (
	"os"
	"path/filepath"

	"github.com/mincio/mincio/mail"
	"github.com/spf13/cobra"
)

func playerAuditCmd(load func() (*mail.Config, error)) *cobra.Command {
	return &cobra.Command{
		Use:   "audit GAME",
		Short: "Check the game's published archive against every report you kept",
		Long: `Run mincio audit on what mincio player fetch kept for GAME: the archive
GAME.tar.gz (mailed with the report that reveals the dice seed) against every
report mail in FOLDER/GAME. It says ok only if the header is the one your mails
carried, every head they carried is on the log at its entry, and the log
verifies whole, every roll re-derived from the revealed seed.`,
		Example: "  mincio player audit c1",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			cfg, err := load()
			if err != nil {
				return err
			}
			dir := filepath.Join(cfg.Player.Folder, args[0])
			archive := filepath.Join(dir, args[0]+".tar.gz")
			if _, err := os.Stat(archive); err != nil {
				return hintErr("the archive comes with the report of the game's end, once the host reveals the seed: run mincio player fetch then",
					"game %s: no archive %s", args[0], archive)
			}
			mails, _ := filepath.Glob(filepath.Join(dir, "report-*.eml"))
			if len(mails) == 0 {
				return hintErr("run mincio player fetch: it keeps your report mails there", "game %s: no report mail kept in %s", args[0], dir)
			}
			return runAudit(cmd, archive, mails, "")
		},
	}
}
