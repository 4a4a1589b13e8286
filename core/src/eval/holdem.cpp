// Hold'em evaluation entry points that are not inline (xiapl/eval.hpp holds
// evaluate_mask and HandState, which callers inline into their loops).
#include "xiapl/eval.hpp"

namespace xiapl {

void evaluate_many(const std::uint64_t* masks, Strength* out, std::size_t n) noexcept {
    // The iterations are independent, so the CPU overlaps their table loads;
    // four per loop trip also spread the loop's own overhead.
    std::size_t i = 0;
    for (; i + 4 <= n; i += 4) {
        out[i] = evaluate_mask(masks[i]);
        out[i + 1] = evaluate_mask(masks[i + 1]);
        out[i + 2] = evaluate_mask(masks[i + 2]);
        out[i + 3] = evaluate_mask(masks[i + 3]);
    }
    for (; i < n; ++i) out[i] = evaluate_mask(masks[i]);
}

}  // namespace xiapl
