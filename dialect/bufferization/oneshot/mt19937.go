package oneshot

// mt19937 is the 32-bit Mersenne Twister of C++'s std::mt19937, which
// upstream's fuzzer heuristic draws from.
type mt19937 struct {
	state [624]uint32
	index int
}

func newMT19937(seed uint32) *mt19937 {
	g := &mt19937{index: 624}
	g.state[0] = seed
	for i := 1; i < 624; i++ {
		prev := g.state[i-1]
		g.state[i] = 1812433253*(prev^(prev>>30)) + uint32(i)
	}
	return g
}

func (g *mt19937) next() uint32 {
	if g.index >= 624 {
		for i := 0; i < 624; i++ {
			y := g.state[i]&0x80000000 | g.state[(i+1)%624]&0x7fffffff
			v := g.state[(i+397)%624] ^ y>>1
			if y&1 != 0 {
				v ^= 0x9908b0df
			}
			g.state[i] = v
		}
		g.index = 0
	}
	y := g.state[g.index]
	g.index++
	y ^= y >> 11
	y ^= y << 7 & 0x9d2c5680
	y ^= y << 15 & 0xefc60000
	y ^= y >> 18
	return y
}
