//! The library's random number generator (xoshiro256** seeded by
//! SplitMix64, docs/rng.md): the same seed gives the same stream on every
//! platform and in every language, the one behind seeded Monte Carlo and
//! seeded dealing.

use crate::error::{check, Error, Result};
use crate::{ready, sys};

/// A seeded generator (`xiapl_rng`), a plain value: copying it copies the
/// position in the stream, so the copy and the original then draw the same
/// numbers independently.
///
/// ```no_run
/// use xiapl::Rng;
///
/// let mut rng = Rng::new(42);
/// let card = rng.below(52)?; // 0 .. 51, without bias
/// let mut copy = rng;
/// assert_eq!(copy.next_u64(), rng.next_u64());
/// # Ok::<(), xiapl::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rng {
    state: [u64; 4],
}

impl Rng {
    /// A generator seeded with any 64-bit value (`xiapl_rng_seed`).
    pub fn new(seed: u64) -> Rng {
        ready();
        let mut raw = sys::xiapl_rng { state: [0; 4] };
        // SAFETY: a valid generator to fill.
        check(unsafe { sys::xiapl_rng_seed(&mut raw, seed) }).expect("seeding never fails");
        Rng { state: raw.state }
    }

    /// A generator at a position saved by [`Rng::state`]. The all-zero state,
    /// which no seed gives, is refused ([`Status::InvalidArgument`](crate::Status)).
    pub fn from_state(state: [u64; 4]) -> Result<Rng> {
        ready();
        if state == [0; 4] {
            return Err(Error::invalid(
                "an all-zero generator state draws zeros forever and no seed gives it; seed one with Rng::new",
            ));
        }
        Ok(Rng { state })
    }

    /// The four words of the xoshiro256** state, in docs/rng.md's order.
    pub fn state(&self) -> [u64; 4] {
        self.state
    }

    /// Calls `draw` on the C generator and keeps its new state.
    fn draw<T: Default>(&mut self, draw: impl FnOnce(*mut sys::xiapl_rng, *mut T) -> i32) -> Result<T> {
        let mut raw = sys::xiapl_rng { state: self.state };
        let mut out = T::default();
        check(draw(&mut raw, &mut out))?;
        self.state = raw.state;
        Ok(out)
    }

    /// The next 64 random bits (`xiapl_rng_next`).
    pub fn next_u64(&mut self) -> u64 {
        // SAFETY: a seeded generator and a valid out pointer.
        self.draw(|rng, out| unsafe { sys::xiapl_rng_next(rng, out) }).expect("a seeded generator draws")
    }

    /// A uniform integer in `[0, bound)` without bias (`xiapl_rng_below`),
    /// `1 <= bound <= 2^32`; another bound is [`Status::InvalidArgument`](crate::Status)
    /// and leaves the generator unchanged.
    pub fn below(&mut self, bound: u64) -> Result<u64> {
        // SAFETY: a seeded generator and a valid out pointer.
        self.draw(|rng, out| unsafe { sys::xiapl_rng_below(rng, bound, out) })
    }

    /// A uniform double in `[0, 1)`: the top 53 bits of the next draw (`xiapl_rng_uniform`).
    pub fn uniform(&mut self) -> f64 {
        // SAFETY: a seeded generator and a valid out pointer.
        self.draw(|rng, out| unsafe { sys::xiapl_rng_uniform(rng, out) }).expect("a seeded generator draws")
    }
}
