#pragma once
// The teaching overlays of the maze view (View > Show numbers, View > Distance heat map):
//
// - NumbersLayer: when a cell is at least kMinCellPx logical pixels wide (on other shapes its
//   box, LayerFrame::cellBox), every cell the running search has seen shows its number (BFS:
//   moves from the start; Dijkstra: g; A*: g, h and f, or f alone when the cell is too small for
//   three or not square; DFS: the depth on the stack, for the cells on it; an incremental
//   search, LPA* or D* Lite: g over rhs on every cell, "∞" where infinite) and a small arrow
//   towards the cell it was reached from; a cell the search from the goal saw (bidirectional)
//   says "from the goal" under its number. A solver without a frontier
//   (walkers, filling) has no numbers: its current cell says "no frontier". It reads the animator's
//   SearchView (core/search_view.hpp) while painting, so it shows exactly the last step applied.
// - DistanceHeatLayer: every open, unsearched room and passage coloured by its distance from the
//   start under the panel's movement (moves, a diagonal counting one; or cost on a weighted maze,
//   a diagonal move sqrt(2) times the cell's), computed in core (heatDistances), once per change
//   of the maze, its endpoints or the movement. On other shapes each cell's outline is filled.
//
// Both draw only from the model. No Q_OBJECT and no coroutine types here.

#include "core/movement.hpp"
#include "ui/view/view_layer.hpp"

#include <QString>

#include <cstdint>
#include <functional>
#include <vector>

namespace mazelab::ui {

class Animator;
class MazeScene;

class NumbersLayer final : public ViewLayer {
public:
    static constexpr double kMinCellPx = 28;    // logical pixels per cell for one number
    static constexpr double kTripleCellPx = 52; // for A*'s g, h and f (square cells only)

    explicit NumbersLayer(const Animator& animator) : m_animator(animator) {}
    void paint(QImage& target, const LayerFrame& frame) const override;

    // What the last paint drew (a test hook): one entry per number, in device pixels.
    struct Drawn {
        Cell cell;
        // "7", or "g 5", "h 9", "f 14" for A*; "g ∞", "rhs 4" for an incremental search; "from
        // the goal"; "no frontier"
        QString text;
        QRectF rect;
    };
    [[nodiscard]] const std::vector<Drawn>& lastDrawn() const { return m_drawn; }

private:
    const Animator& m_animator;
    mutable std::vector<Drawn> m_drawn;
};

class DistanceHeatLayer final : public ViewLayer {
public:
    explicit DistanceHeatLayer(const MazeScene& scene) : m_scene(scene) {}
    void paint(QImage& target, const LayerFrame& frame) const override;

    // The maze, its costs or its endpoints changed: recompute on the next use.
    void invalidate() { m_valid = false; }
    // Where the movement the distances are measured under comes from (the control panel's), read
    // at every use, so that a movement set by a file or a lesson is followed too; without one,
    // four directions.
    void setMovementSource(std::function<Diagonal()> source);
    [[nodiscard]] Diagonal movement() const;
    // Distance from the start per cell (-1: unreachable), and the largest one.
    [[nodiscard]] const std::vector<double>& distances() const;
    [[nodiscard]] double maxDistance() const;
    [[nodiscard]] bool weighted() const; // distances are costs, not moves
    // The colour a cell is painted (transparent for an unreachable cell).
    [[nodiscard]] QRgb cellColour(CellIndex cell) const;

private:
    void ensure() const;
    // Cells of other shapes: each outline filled (LayerFrame::outline).
    void paintShaped(QImage& target, const LayerFrame& frame) const;

    const MazeScene& m_scene;
    mutable bool m_valid = false;
    std::function<Diagonal()> m_movement;
    mutable Diagonal m_rule = Diagonal::Never; // the movement of the distances computed
    mutable bool m_weighted = false;
    mutable std::vector<double> m_distance;
    mutable std::vector<QRgb> m_colour;
    mutable double m_max = 0;
    mutable QImage m_scratch; // other shapes: the heat of every visible cell, kept between frames
};

} // namespace mazelab::ui
