// Package sshsig signs and verifies mincio files with OpenSSH keys, in the
// SSHSIG format that `ssh-keygen -Y sign` writes.
//
// # Why SSHSIG
//
// Players and the host are identified by an OpenSSH public key, registered
// once per game. Every player already has ssh-keygen, so a player can sign
// orders with
//
//	ssh-keygen -Y sign -n mincio -f ~/.ssh/id_ed25519 orders.txt
//
// and mincio can check the result without any other tool. The format is
// specified in OpenSSH's PROTOCOL.sshsig; this package implements it with
// golang.org/x/crypto/ssh alone, and its tests check interoperability with
// ssh-keygen in both directions. The namespace is always [Namespace]
// ("mincio"), so that a signature made for mincio cannot be replayed as, say,
// a git commit signature, and the other way round.
//
// # Why the armor is strict
//
// [Unarmor] accepts only the exact layout ssh-keygen produces (a BEGIN
// line, base64 in lines of 70 columns, an END line, one final newline) and
// strict base64 (no stray padding bits), and it checks that every field
// re-encodes to the same bytes. So [Armor]([Unarmor](x)) is x, byte for byte.
// The game log stores .sig files next to the files they sign and is audited
// by re-verifying them: if some byte of a stored signature could change
// without verification failing, a log could be edited without anyone
// noticing. With a strict decoder, flipping any byte of a .sig file makes
// [Unarmor] or [Verify] fail.
//
// # Why verification can be tolerant
//
// Mail is not a byte-exact channel: text attachments and bodies come out
// with CRLF line endings, and whether the last line ends in a newline
// depends on the sending client. [Verify] checks exact bytes and is what the
// game log uses. [VerifyTolerant] is for what arrives by mail: when the
// exact bytes do not verify it tries only the variants mail produces (line
// endings CRLF or LF, one final newline added or dropped) and returns the
// bytes that were actually signed, which are the ones mincio stores and
// reads from then on. Every other change is still rejected.
//
// # Errors
//
// Every error this package returns for bad input is an [*Error] carrying a
// stable [Code], so callers can explain a failure to a player without
// matching strings; errors.Is(err, ErrWrongKey) and the like also work.
package sshsig

// Namespace is the SSHSIG namespace of every mincio signature (the -n
// argument of ssh-keygen -Y sign).
const Namespace = "mincio"
