#pragma once
// The agent in an unknown maze (core/navigate.hpp), drawn over the maze view: the cells the agent
// has not sensed under a fog (the true maze shows through it faintly, so that the audience sees
// what the agent does not), the trail it walked as a solid orange line, its current plan as a
// dashed blue line, and the agent as a large orange disc (ringed red after a bump). Square cells
// through their rectangles, other shapes through their centres and outlines (LayerFrame).
//
// It draws from an AgentPicture, a copy of what a NavStep shows (a step's spans are valid only
// until the walk advances). No Q_OBJECT and no coroutine types here.

#include "core/maze.hpp"
#include "ui/view/view_layer.hpp"

#include <QColor>
#include <QImage>

#include <cstdint>
#include <vector>

namespace mazelab {
struct NavStep;
}

namespace mazelab::ui {

struct AgentPicture {
    CellIndex agent = -1;             // -1: nothing to draw
    std::vector<std::uint8_t> sensed; // per cell: 1 once the agent has sensed it
    std::vector<CellIndex> trail;     // the cells walked, the start first
    std::vector<CellIndex> plan;      // from the agent's cell to the goal (empty: no plan)
    bool bumped = false;              // the last step was a bump

    [[nodiscard]] bool empty() const { return agent < 0; }
};

// What a walk's step shows, copied.
[[nodiscard]] AgentPicture agentPictureOf(const NavStep& step);

class AgentLayer final : public ViewLayer {
public:
    // Colours chosen to read on a projector and apart for colour-blind eyes (orange and blue).
    static constexpr QRgb kTrail = 0xFFE0'7000;
    static constexpr QRgb kPlan = 0xFF1E'5AE6;
    static constexpr QRgb kAgent = 0xFFFF'8A00;
    static constexpr QRgb kBump = 0xFFD0'1010;
    static constexpr QRgb kFog = 0xA028'3838; // slate grey, about 60 % opaque

    void setPicture(AgentPicture picture);
    void clear() { setPicture({}); }
    [[nodiscard]] const AgentPicture& picture() const { return m_picture; }

    void paint(QImage& target, const LayerFrame& frame) const override;

private:
    void paintFog(QImage& target, const LayerFrame& frame) const;

    AgentPicture m_picture;
    // Square cells: the fog at one pixel a cell, drawn scaled (a frame costs the widget's
    // pixels, not the maze's cells); made again when the picture changes.
    mutable QImage m_fogCells;
    mutable bool m_fogValid = false;
};

} // namespace mazelab::ui
