// Hold'em evaluation entry points that are not inline (xiapl/eval.hpp holds
// evaluate_mask and HandState, which callers inline into their loops).
#include "xiapl/eval.hpp"

namespace xiapl {

void evaluate_many(const std::uint64_t* masks, Strength* out, std::size_t n) noexcept {
    // Independent iterations: the loads of consecutive hands overlap.
    for (std::size_t i = 0; i < n; ++i) out[i] = evaluate_mask(masks[i]);
}

}  // namespace xiapl
