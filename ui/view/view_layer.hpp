#pragma once
// Extra layers a MazeView draws over its maze picture (the teaching overlays: the distance heat
// map and the numbers of a search, ui/teaching/internals_overlay.hpp). A layer draws from the model only,
// in device pixels, into the frame the view has just rendered.
//
// No Q_OBJECT and no coroutine types here.

#include "core/maze.hpp"

#include <QImage>
#include <QRectF>

#include <vector>

namespace mazelab::ui {

// Where the maze lies in the frame being drawn.
struct LayerFrame {
    const Maze* maze = nullptr;
    double scale = 1;       // device pixels per cell
    double x = 0;           // device position of cell (0, 0)'s top-left corner
    double y = 0;
    double dpr = 1;         // device pixels per logical pixel
    bool thinWalls = false; // rooms fill their cells (Blocks: a room is the middle half)
    // Colours of open blocks that show nothing but the maze (rooms and passages not searched,
    // plain or weighted): what a heat map may recolour.
    std::vector<QRgb> plainColours;

    // The cell's square, in device pixels.
    [[nodiscard]] QRectF cellRect(Cell c) const {
        return {x + c.x * scale, y + c.y * scale, scale, scale};
    }
};

class ViewLayer {
public:
    virtual ~ViewLayer() = default;
    virtual void paint(QImage& target, const LayerFrame& frame) const = 0;
};

} // namespace mazelab::ui
