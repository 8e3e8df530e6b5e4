#include "ui/view/maze_view_zoom.hpp"

#include "core/shape.hpp"
#include "ui/view/shape_renderer.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace mazelab::ui {

namespace {

// Zoom steps grow the block size by about this factor (and by at least one whole pixel).
constexpr double kZoomFactor = 1.25;
// Zooming in stops at this many device pixels per block (unless fitting already gives more).
constexpr double kMaxBlockPx = 128.0;
// Panning keeps at least this much of the board (logical pixels) inside the view.
constexpr double kPanKeepPx = 48.0;
// One notch of a mouse wheel, in QWheelEvent::angleDelta units.
constexpr int kWheelNotch = 120;

// The block size (device pixels) `steps` zoom steps away. Steps go through whole device pixels
// per block, so every zoom level is as crisp as the fitted one; below one pixel per block (huge
// mazes) they are plain factors.
double steppedBlock(double block, int steps) {
    for (int i = 0; i < std::abs(steps); ++i) {
        if (steps > 0) {
            block = block >= 1 ? std::max(std::floor(block) + 1, std::floor(block * kZoomFactor))
                               : std::min(1.0, block * kZoomFactor);
        } else {
            block =
                block > 1
                    ? std::max(1.0, std::min(std::ceil(block) - 1, std::ceil(block / kZoomFactor)))
                    : block / kZoomFactor;
        }
    }
    return block;
}

// The fitted transform of the viewport's maze in a device of that size.
ViewTransform fittedTransform(const Viewport& v, QSize device) {
    return v.shape ? ShapeRenderer::fitTransform(*v.shape, device)
                   : MazeRenderer::fitTransform(v.maze, device);
}

} // namespace

QSize deviceSizeOf(QSize logicalSize, double dpr) {
    return (QSizeF(logicalSize) * dpr).toSize();
}

void ViewZoom::fit() {
    m_fitted = true;
    m_wheelDelta = 0;
}

ViewTransform ViewZoom::deviceTransform(const Viewport& v, QSize logicalSize, double dpr) const {
    if (m_fitted)
        return fittedTransform(v, deviceSizeOf(logicalSize, dpr));
    const double shiftX = (logicalSize.width() - v.widget.width()) / 2.0;
    const double shiftY = (logicalSize.height() - v.widget.height()) / 2.0;
    return {m_scale * dpr, (m_offset.x() + shiftX) * dpr, (m_offset.y() + shiftY) * dpr};
}

ViewTransform ViewZoom::logicalTransform(const Viewport& v) const {
    const ViewTransform t = deviceTransform(v, v.widget, v.dpr);
    return {t.scale / v.dpr, t.x / v.dpr, t.y / v.dpr};
}

void ViewZoom::leaveFit(const Viewport& v) {
    if (!m_fitted)
        return;
    const ViewTransform t = logicalTransform(v);
    m_scale = t.scale;
    m_offset = QPointF(t.x, t.y);
    m_fitted = false;
}

bool ViewZoom::zoomBy(const Viewport& v, int steps, QPointF anchor) {
    if (steps == 0 || v.widget.width() <= 0 || v.widget.height() <= 0)
        return false;
    const double fitBlock = fittedTransform(v, deviceSizeOf(v.widget, v.dpr)).scale / 2;
    leaveFit(v);
    double block = steppedBlock(m_scale * v.dpr / 2, steps);
    block = std::min(block, std::max(fitBlock, kMaxBlockPx));
    if (block <= fitBlock) { // zooming out past the fit lands on the fit, centred again
        fit();
        return true;
    }
    const double scale = 2 * block / v.dpr;
    // Keep the content point under the anchor pixel's centre where it is (the convention of
    // contentAt and the renderer), so that the cell under the cursor stays under it.
    const QPointF fixed = anchor + QPointF(0.5, 0.5);
    m_offset = fixed - (fixed - m_offset) * (scale / m_scale);
    m_scale = scale;
    clampPan(v);
    return true;
}

void ViewZoom::panBy(const Viewport& v, QPointF delta) {
    leaveFit(v);
    m_offset += delta;
    clampPan(v);
}

void ViewZoom::resized(const Viewport& v, QSize oldSize) {
    if (m_fitted || !oldSize.isValid())
        return; // a fitted view refits by itself: its transform comes from the size
    m_offset +=
        QPointF(v.widget.width() - oldSize.width(), v.widget.height() - oldSize.height()) / 2.0;
    clampPan(v);
}

int ViewZoom::wheelSteps(int angleDelta) {
    m_wheelDelta += angleDelta;
    const int steps = m_wheelDelta / kWheelNotch;
    m_wheelDelta -= steps * kWheelNotch;
    return steps;
}

void ViewZoom::clampPan(const Viewport& v) {
    if (m_fitted)
        return;
    // The content's outer edges on each axis: the board's, or the shape's bounds.
    const Box box =
        v.shape ? v.shape->bounds() : Box{-0.25, -0.25, v.maze.width + 0.25, v.maze.height + 0.25};
    auto clampAxis = [&](double origin, double first, double last, int extent) {
        const double lo = origin + first * m_scale;
        const double hi = origin + last * m_scale;
        const double keep = std::min({kPanKeepPx, hi - lo, double(extent)});
        if (hi < keep)
            return origin + (keep - hi);
        if (lo > extent - keep)
            return origin - (lo - (extent - keep));
        return origin;
    };
    m_offset = QPointF(clampAxis(m_offset.x(), box.left, box.right, v.widget.width()),
                       clampAxis(m_offset.y(), box.top, box.bottom, v.widget.height()));
}

} // namespace mazelab::ui
