// Package saves keeps a game as a folder of plain files: the signed header,
// the signed hash-chained log, a snapshot cache and the outbox of reports
// (docs/design.md, "The game as a signed log"; docs/game-folder.md). A
// game's state is the replay of its log; everything else is derived and
// can be deleted and regenerated.
//
// Layout of a game folder:
//
//	header.json, header.json.sig   who plays, with which keys, which scenario, the dice commitment
//	scenario.scn                   the scenario data, pinned by its digest in the header
//	log/000001.tar                 an entry, one file (logbundle.go) holding:
//	  000001.input                 its input exactly as received (order file, with any appended signature)
//	  000001.input.sig             its detached signature, when it came detached
//	  000001.json, .json.sig       the entry: previous digest, input digest, host-signed result
//	snapshots/000001.json          cache of the state after an entry
//	outbox/000001-SIDE.report.tar  a report not yet mailed: its report.txt and view.json, each with a
//	                               host .sig, one file (outboxbundle.go)
//	outbox/000001-TO.NAME.notice.tar  reminders and word to the moderator (notice.go), host-signed
//	ticks/                         the reminders tick has written (tick.go)
//	secret/seed, secret/host-key   the host's secrets: never published until the seed is revealed
//	lock                           held by the one mincio process working on the game
//
// A league folder holds games/ID game folders beside league.json and the
// registry players.txt (league.go, registry.go).
//
// Every write is atomic (temporary file, fsync, rename, fsync the folder)
// and an entry's bundle is written last, so a crash at any instant leaves
// the previous consistent state. Logs and outboxes of an older mincio keep
// these files loose, and are read as ever. The snapshots, a cache, skip the folder's
// fsync: a crash may leave an older one or none, which costs a replay.
package saves
