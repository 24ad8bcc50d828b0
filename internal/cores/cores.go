// Package cores runs independent pieces of work on the machine's cores:
// a league's games in a tick or a poll's batch, a poll's lanes of mails
// (issue 25). Only the scheduling is parallel: each call does its piece
// sequentially and keeps what it makes in its own slot of the caller's
// slices, so what the caller writes and reports, and in what order, does
// not depend on which goroutine ran first. Never used inside rules.
package cores

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// Each runs fn(0) … fn(n-1) on up to GOMAXPROCS goroutines (on the
// caller's alone with one core or one piece). No two calls may touch the
// same piece of state. A panic in fn (a test's kill) stops the handing
// out of pieces and is raised again in the caller once every goroutine
// has returned.
func Each(n int, fn func(i int)) {
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
