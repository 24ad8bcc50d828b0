package saves

import "sync"

// Verification allocates about 60 KB an entry (states cloned and encoded,
// searches, files read) and keeps only a few megabytes; the collector,
// which runs whenever the heap doubles what was kept, would run every few
// dozen entries and take a sixth of the time. So while it replays a log,
// verify holds an empty block of 32 KB an entry (at most 64 MB): it holds
// no pointers, so the collector never reads it, and counted as kept it
// lets the heap grow that much more between collections. It is freed with
// the verification, or kept for the next (gcRooms). (GOGC would do the
// same for the whole process.)
const (
	gcRoomPerEntry = 32 << 10
	gcRoomMax      = 64 << 20
)

// gcRooms keeps blocks between verifications, for a process that runs
// many: a new block of memory used before would be cleared first.
var gcRooms = sync.Pool{New: func() any { return new([]byte) }}

// gcRoom is a block for a log of n entries; keep it alive while replaying
// and give it back (putRoom).
func gcRoom(n int) *[]byte {
	size := min(n*gcRoomPerEntry, gcRoomMax)
	b := gcRooms.Get().(*[]byte)
	if len(*b) < size {
		*b = make([]byte, size)
	}
	return b
}

func putRoom(b *[]byte) { gcRooms.Put(b) }
