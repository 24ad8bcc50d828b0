package saves

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// acrossGames runs fn(0) … fn(n-1) on up to GOMAXPROCS goroutines, one
// game each call: a league's games are independent, so a tick can use
// every core (issue 25). Only the scheduling is parallel: each fn(i)
// plays one game's rules sequentially and keeps what it makes in slot i
// of its caller's slices, so what the caller writes and reports, and in
// what order, does not depend on which goroutine ran first. No two calls
// may touch the same game. A panic in fn (a test's kill) stops the
// handing out of games and is raised again in the caller once every
// goroutine has returned.
func acrossGames(n int, fn func(i int)) {
	workers := min(runtime.GOMAXPROCS(0), n)
	if workers <= 1 {
		for i := range n {
			fn(i)
		}
		return
	}
	var (
		next    atomic.Int64
		stopped atomic.Bool
		wg      sync.WaitGroup
		once    sync.Once
		raised  any
	)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() {
				if r := recover(); r != nil {
					stopped.Store(true)
					once.Do(func() { raised = r })
				}
			}()
			for !stopped.Load() {
				i := int(next.Add(1)) - 1
				if i >= n {
					return
				}
				fn(i)
			}
		}()
	}
	wg.Wait()
	if raised != nil {
		panic(raised)
	}
}
