// Package syncfs makes every write to a file system durable in one call:
// what a batch of files (a game's entries, the host outbox's replies)
// needs once, instead of an fsync a file (issue 25).
package syncfs
