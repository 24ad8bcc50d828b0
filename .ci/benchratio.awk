# Passes `go test -bench` output through unchanged (benchstat reads it) and
# prints to standard error, at the end, the ratio the done-when of issue 11
# asks for: the signatures `mincio verify` checks a second on a whole
# self-played battle (two an entry: BenchmarkVerifyTolentino, and any other
# benchmark that reports sigs/s) over the raw single-core ed25519 rate of
# the same run (BenchmarkEd25519Verify). With -count N, the means of the N
# runs.
{ print }
/^Benchmark/ {
	for (i = 3; i <= NF; i++) {
		if ($i != "sigs/s") continue
		name = $1
		sub(/-[0-9]+$/, "", name)
		sum[name] += $(i - 1); n[name]++
	}
}
END {
	raw = "BenchmarkEd25519Verify"
	if (!(raw in n)) exit
	r = sum[raw] / n[raw]
	for (name in n) {
		if (name == raw) continue
		v = sum[name] / n[name]
		printf "ratio %s: %.0f / %.0f sigs/s = %.3f\n", name, v, r, v / r > "/dev/stderr"
	}
}
