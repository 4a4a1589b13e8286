//! The generator against the C library's own calls and against docs/rng.md
//! written out here (SplitMix64 seeding, xoshiro256**, bounded and uniform
//! draws).

use xiapl::{sys, Rng, Status};

/// docs/rng.md, written out: the reference the library must follow.
struct Spec {
    s: [u64; 4],
}

impl Spec {
    fn new(seed: u64) -> Spec {
        let mut state = seed;
        let mut split = || {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        Spec { s: [split(), split(), split(), split()] }
    }

    fn next(&mut self) -> u64 {
        let s = &mut self.s;
        let result = s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        result
    }

    fn below(&mut self, n: u64) -> u64 {
        let threshold = ((1u64 << 32) - n) % n;
        loop {
            let m = (self.next() >> 32) * n;
            if (m & 0xFFFF_FFFF) >= threshold {
                return m >> 32;
            }
        }
    }

    fn uniform(&mut self) -> f64 {
        (self.next() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }
}

/// The first draw of a seed through the C functions themselves.
fn c_first_draw(seed: u64) -> u64 {
    let mut raw = sys::xiapl_rng { state: [0; 4] };
    let mut bits = 0u64;
    // SAFETY: a generator to fill and a valid out pointer.
    unsafe {
        assert_eq!(sys::xiapl_rng_seed(&mut raw, seed), sys::XIAPL_OK);
        assert_eq!(sys::xiapl_rng_next(&mut raw, &mut bits), sys::XIAPL_OK);
    }
    bits
}

#[test]
fn seeds_give_the_c_library_s_stream() {
    for seed in [42, 7] {
        assert_eq!(Rng::new(seed).next_u64(), c_first_draw(seed), "seed {seed}");
    }
    assert_ne!(c_first_draw(42), c_first_draw(7));
    // A longer stream, call by call against the C generator.
    let mut ours = Rng::new(42);
    let mut raw = sys::xiapl_rng { state: [0; 4] };
    // SAFETY: a generator to fill.
    assert_eq!(unsafe { sys::xiapl_rng_seed(&mut raw, 42) }, sys::XIAPL_OK);
    for i in 0..300u64 {
        let (mut bits, mut value, mut unit) = (0u64, 0u64, 0f64);
        // SAFETY: a seeded generator and valid out pointers.
        unsafe {
            assert_eq!(sys::xiapl_rng_next(&mut raw, &mut bits), sys::XIAPL_OK);
            assert_eq!(sys::xiapl_rng_below(&mut raw, 1 + i * 977, &mut value), sys::XIAPL_OK);
            assert_eq!(sys::xiapl_rng_uniform(&mut raw, &mut unit), sys::XIAPL_OK);
        }
        assert_eq!(ours.next_u64(), bits, "draw {i}");
        assert_eq!(ours.below(1 + i * 977).unwrap(), value, "draw {i}");
        assert_eq!(ours.uniform().to_bits(), unit.to_bits(), "draw {i}");
        assert_eq!(ours.state(), raw.state);
    }
}

#[test]
fn the_stream_is_the_one_docs_rng_md_specifies() {
    for seed in [0, 1, 42, u64::MAX, 0x0123_4567_89AB_CDEF] {
        let (mut ours, mut spec) = (Rng::new(seed), Spec::new(seed));
        assert_eq!(ours.state(), spec.s, "seed {seed}: SplitMix64 seeding");
        for i in 0..200 {
            assert_eq!(ours.next_u64(), spec.next(), "seed {seed}, draw {i}");
            let bound = [1, 2, 3, 52, 1000, (1 << 31) + 1, 1 << 32][i % 7];
            assert_eq!(ours.below(bound).unwrap(), spec.below(bound), "seed {seed}, below {bound}");
            let u = ours.uniform();
            assert_eq!(u.to_bits(), spec.uniform().to_bits());
            assert!((0.0..1.0).contains(&u));
        }
    }
}

#[test]
fn copies_continue_the_same_stream() {
    let mut rng = Rng::new(9);
    rng.next_u64();
    let mut copy = rng;
    let ahead: Vec<u64> = (0..10).map(|_| rng.next_u64()).collect();
    let behind: Vec<u64> = (0..10).map(|_| copy.next_u64()).collect();
    assert_eq!(ahead, behind);
    assert_eq!(rng, copy);
    let mut saved = Rng::from_state(rng.state()).unwrap();
    assert_eq!(saved.uniform().to_bits(), rng.uniform().to_bits());
    assert_eq!(Rng::from_state([0; 4]).unwrap_err().status(), Status::InvalidArgument);
}

#[test]
fn bad_bounds_are_refused_and_change_nothing() {
    let mut rng = Rng::new(3);
    let before = rng.state();
    for bound in [0, (1 << 32) + 1, u64::MAX] {
        let error = rng.below(bound).unwrap_err();
        assert_eq!(error.status(), Status::InvalidArgument, "{bound}");
        assert!(!error.message().is_empty());
        assert_eq!(rng.state(), before, "a refused draw leaves the generator as it was");
    }
    assert_eq!(rng.below(1).unwrap(), 0);
    assert!(rng.below(1 << 32).unwrap() < 1 << 32);
}
