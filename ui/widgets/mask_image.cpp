#include "ui/widgets/mask_image.hpp"

#include <QColor>
#include <QImage>

#include <algorithm>

namespace mazelab::ui {
namespace {

// The source index (pixel or cell) under the centre of destination index i, n -> m.
int nearest(int i, int n, int m) {
    return std::clamp(int((std::int64_t(2 * i + 1) * m) / (2 * std::int64_t(n))), 0, m - 1);
}

} // namespace

std::vector<std::uint8_t> maskFromImage(const QImage& image, Size size) {
    std::vector<std::uint8_t> mask(std::size_t(size.cells()), 0);
    if (image.isNull())
        return mask;
    const QImage argb = image.convertToFormat(QImage::Format_ARGB32);
    for (int y = 0; y < size.height; ++y) {
        const auto* line =
            reinterpret_cast<const QRgb*>(argb.constScanLine(nearest(y, size.height, argb.height())));
        for (int x = 0; x < size.width; ++x) {
            const QRgb p = line[nearest(x, size.width, argb.width())];
            // Over white: a transparent pixel is light, whatever its colour channels hold.
            const int alpha = qAlpha(p);
            const int grey = (qGray(p) * alpha + 255 * (255 - alpha)) / 255;
            mask[std::size_t(y) * std::size_t(size.width) + std::size_t(x)] = grey < 128 ? 1 : 0;
        }
    }
    return mask;
}

std::vector<std::uint8_t> rescaleMask(const std::vector<std::uint8_t>& mask, Size from, Size to) {
    if (mask.empty() || from == to)
        return mask;
    std::vector<std::uint8_t> out(std::size_t(to.cells()), 0);
    for (int y = 0; y < to.height; ++y) {
        const int sy = nearest(y, to.height, from.height);
        for (int x = 0; x < to.width; ++x)
            out[std::size_t(y) * std::size_t(to.width) + std::size_t(x)] =
                mask[std::size_t(sy) * std::size_t(from.width) +
                     std::size_t(nearest(x, to.width, from.width))];
    }
    return out;
}

std::int64_t activeCells(const std::vector<std::uint8_t>& mask) {
    return std::int64_t(std::count(mask.begin(), mask.end(), std::uint8_t(0)));
}

} // namespace mazelab::ui
