#include "core/statistics.hpp"

#include "core/maze.hpp"

#include <algorithm>
#include <cmath>

namespace mazelab {

namespace {

template <typename T>
double quantile(std::span<const T> sorted, double p) {
    if (sorted.empty())
        throw Error("a quantile of no values does not exist");
    const double h = std::clamp(p, 0.0, 1.0) * double(sorted.size() - 1);
    const auto below = std::size_t(std::floor(h));
    const double low = double(sorted[below]);
    if (below + 1 >= sorted.size())
        return low;
    return low + (h - double(below)) * (double(sorted[below + 1]) - low);
}

} // namespace

double quantileOfSorted(std::span<const std::int64_t> sorted, double p) {
    return quantile(sorted, p);
}

double quantileOfSorted(std::span<const double> sorted, double p) { return quantile(sorted, p); }

Quartiles quartilesOf(std::vector<std::int64_t> values) {
    std::sort(values.begin(), values.end());
    return {quantileOfSorted(values, 0.25), quantileOfSorted(values, 0.5),
            quantileOfSorted(values, 0.75)};
}

} // namespace mazelab
