#pragma once
// The maze view's zoom and pan. Fitted (the default after every new maze), the transform follows
// the widget's size, so the maze stays centred and fitted at every window size; zooming or
// panning fixes it as a scale and an offset in logical pixels.
//
// No Q_OBJECT and no coroutine types here.

#include "core/maze.hpp"
#include "ui/view/maze_renderer.hpp"

#include <QPointF>
#include <QSize>

namespace mazelab::ui {

// What the transform depends on besides the zoom: the maze's size and the widget's.
struct Viewport {
    Size maze;
    QSize widget;   // logical pixels
    double dpr = 1; // the widget's device pixels per logical pixel
    // Cells that are not square (ShapeRenderer draws them, in the shape's units); null for a
    // square maze (in cells, as MazeRenderer draws it).
    const Shape* shape = nullptr;
};

// The device pixels of a logical size at dpr, as the widget's backing store counts them.
[[nodiscard]] QSize deviceSizeOf(QSize logicalSize, double dpr);

class ViewZoom {
public:
    [[nodiscard]] bool fitted() const { return m_fitted; }
    // Back to fitted (and any wheel remainder dropped).
    void fit();

    // The transform of a picture of logicalSize at dpr: the fitted transform of that size, or the
    // same scale around the same centre as in the widget.
    [[nodiscard]] ViewTransform deviceTransform(const Viewport& v, QSize logicalSize,
                                                double dpr) const;
    // The widget's transform in logical pixels.
    [[nodiscard]] ViewTransform logicalTransform(const Viewport& v) const;

    // Zooms by whole steps (negative: out) keeping the content under anchor (widget pixels)
    // where it is; false when nothing could change.
    bool zoomBy(const Viewport& v, int steps, QPointF anchor);
    // Moves the content by delta (logical pixels), keeping some of it in view.
    void panBy(const Viewport& v, QPointF delta);
    // A zoomed view keeps its centre when the widget is resized from oldSize to v.widget.
    void resized(const Viewport& v, QSize oldSize);
    // Adds a wheel's angle delta; returns the whole notches to zoom by (touchpads send many
    // small deltas).
    int wheelSteps(int angleDelta);

private:
    void leaveFit(const Viewport& v);
    void clampPan(const Viewport& v);

    bool m_fitted = true;
    double m_scale = 1;   // logical pixels per cell, when not fitted
    QPointF m_offset;     // the content origin in logical pixels, when not fitted
    int m_wheelDelta = 0; // angle delta not yet turned into zoom steps
};

} // namespace mazelab::ui
