#pragma once
// Order statistics of a sample: the quartiles and the median, robust to a single outlier where
// the mean and the standard deviation are not (docs/semantics.md, "Quartiles").
//
// Method: linear interpolation between order statistics, Hyndman and Fan's definition 7 ("Sample
// Quantiles in Statistical Packages", The American Statistician, 1996), the default of R's
// quantile() and of NumPy's percentile(). For the values sorted as x[0] <= ... <= x[n-1], the
// quantile p is x[h] + (h - floor(h)) * (x[floor(h) + 1] - x[floor(h)]) with h = p * (n - 1).
// The median (p = 1/2) is the middle value, or the mean of the two middle values.

#include <cstdint>
#include <span>
#include <vector>

namespace mazelab {

struct Quartiles {
    double q1 = 0;     // p = 1/4
    double median = 0; // p = 1/2
    double q3 = 0;     // p = 3/4
    [[nodiscard]] double iqr() const { return q3 - q1; } // interquartile range
};

// The quantile p (0..1) of `sorted` (ascending, not empty), by the method above. Throws Error
// when empty.
[[nodiscard]] double quantileOfSorted(std::span<const std::int64_t> sorted, double p);
[[nodiscard]] double quantileOfSorted(std::span<const double> sorted, double p);

// The quartiles of `values` (any order, not empty; sorted here). Throws Error when empty.
[[nodiscard]] Quartiles quartilesOf(std::vector<std::int64_t> values);

} // namespace mazelab
