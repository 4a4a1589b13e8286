// The suit relabellings that leave ranges unchanged (xiapl/board.hpp).
#include <unordered_map>

#include "xiapl/board.hpp"

namespace xiapl {

std::vector<SuitPermutation> suit_symmetries(std::span<const Range* const> ranges) {
    std::vector<std::unordered_map<CardMask, double>> tables;
    tables.reserve(ranges.size());
    for (const Range* r : ranges) {
        auto& table = tables.emplace_back();
        for (const WeightedCombo& c : r->combos()) table.emplace(c.mask, c.weight);
    }
    std::vector<SuitPermutation> out;
    for (const SuitPermutation& p : suit_permutations()) {
        bool keeps = true;
        for (const auto& table : tables) {
            for (const auto& [mask, weight] : table) {
                const auto found = table.find(relabel_suits(mask, p));
                if (found == table.end() || found->second != weight) {
                    keeps = false;
                    break;
                }
            }
            if (!keeps) break;
        }
        if (keeps) out.push_back(p);
    }
    return out;
}

}  // namespace xiapl
