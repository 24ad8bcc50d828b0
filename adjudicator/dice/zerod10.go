package dice

// ZeroD10 rolls a ten-sided die whose faces read 0 to 9: Risorgimento 1859
// (seed 003, rule 2.3) "0 is 0, not 10". It asks r for an ordinary d10 —
// the same request, the same stream bytes and the same recorded roll (1 to
// 10) as Roll(10, purpose) — and reads the face recorded as 10 as 0. Logs
// and their verification are therefore those of any d10; only the reading
// differs.
func ZeroD10(r Roller, purpose string) int {
	return r.Roll(10, purpose) % 10
}

// ZeroFace is the face a recorded d10 shows when read as ZeroD10 reads it:
// the value, except 10, which is 0. For reports of a system that reads 0 as
// 0.
func (r Roll) ZeroFace() int {
	return r.Value % 10
}
