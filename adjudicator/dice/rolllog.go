package dice

// rollLog is the record of a Stream's rolls, kept in chunks so that a long
// stream never copies what it has already recorded: the first chunk grows as
// a slice does (most entries make a handful of rolls), later chunks are
// allocated at full size.
type rollLog struct {
	chunks [][]rolled
	n      int
}

const (
	chunkBits = 12
	chunkSize = 1 << chunkBits
	chunkMask = chunkSize - 1
)

// rolled is one roll handed out by a Stream. It holds no pointers, so the
// garbage collector need not scan the record.
type rolled struct {
	end     uint64 // Stream.pos just after the roll
	purpose uint32 // index into Stream.purposes
	sides   uint16
	value   uint16
}

func (l *rollLog) len() int { return l.n }

func (l *rollLog) at(i int) rolled { return l.chunks[i>>chunkBits][i&chunkMask] }

func (l *rollLog) add(r rolled) {
	c := l.n >> chunkBits
	if c == len(l.chunks) {
		var chunk []rolled
		if c > 0 {
			chunk = make([]rolled, 0, chunkSize)
		}
		l.chunks = append(l.chunks, chunk)
	}
	l.chunks[c] = append(l.chunks[c], r)
	l.n++
}

// truncate keeps the first n rolls.
func (l *rollLog) truncate(n int) {
	c := n >> chunkBits
	if c < len(l.chunks) {
		l.chunks[c] = l.chunks[c][:n&chunkMask]
		clear(l.chunks[c+1:])
		l.chunks = l.chunks[:c+1]
	}
	l.n = n
}
