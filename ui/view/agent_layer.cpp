#include "ui/view/agent_layer.hpp"

#include "core/navigate.hpp"

#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>

#include <algorithm>

namespace mazelab::ui {

AgentPicture agentPictureOf(const NavStep& step) {
    AgentPicture picture;
    picture.agent = step.agent;
    picture.sensed.assign(step.sensed.begin(), step.sensed.end());
    picture.trail.assign(step.trail.begin(), step.trail.end());
    picture.plan.assign(step.plan.begin(), step.plan.end());
    picture.bumped = step.kind == NavStep::Kind::Bump;
    return picture;
}

namespace {

QPolygonF through(const LayerFrame& frame, const std::vector<CellIndex>& cells) {
    QPolygonF line;
    line.reserve(qsizetype(cells.size()));
    for (const CellIndex c : cells)
        line << frame.centre(c);
    return line;
}

} // namespace

void AgentLayer::setPicture(AgentPicture picture) {
    m_picture = std::move(picture);
    m_fogValid = false;
}

void AgentLayer::paintFog(QImage& target, const LayerFrame& frame) const {
    const Maze& maze = *frame.maze;
    QPainter p(&target);
    if (frame.shape) {
        // One path for every unsensed cell, filled once: no seams where outlines meet.
        QPainterPath fog;
        fog.setFillRule(Qt::WindingFill);
        for (const CellIndex c : frame.visibleCells(target.size()))
            if (!m_picture.sensed[std::size_t(c)])
                fog.addPath(frame.outline(c));
        p.setRenderHint(QPainter::Antialiasing);
        p.fillPath(fog, QColor::fromRgba(kFog));
        return;
    }
    const QSize cells(maze.width(), maze.height());
    if (!m_fogValid || m_fogCells.size() != cells) {
        m_fogCells = QImage(cells, QImage::Format_ARGB32_Premultiplied);
        const QRgb fog = qPremultiply(kFog);
        for (int y = 0; y < cells.height(); ++y) {
            auto* row = reinterpret_cast<QRgb*>(m_fogCells.scanLine(y));
            for (int x = 0; x < cells.width(); ++x)
                row[x] = m_picture.sensed[std::size_t(maze.index({x, y}))] ? 0 : fog;
        }
        m_fogValid = true;
    }
    p.drawImage(QRectF(frame.x, frame.y, cells.width() * frame.scale, cells.height() * frame.scale),
                m_fogCells);
}

void AgentLayer::paint(QImage& target, const LayerFrame& frame) const {
    if (m_picture.empty() || !frame.maze ||
        m_picture.sensed.size() != std::size_t(frame.maze->cellCount()) ||
        m_picture.agent >= frame.maze->cellCount())
        return;
    paintFog(target, frame);

    QPainter p(&target);
    p.setRenderHint(QPainter::Antialiasing);
    const double span = frame.cellSpan();
    const double dpr = std::max(frame.dpr, 0.01);
    // The trail under the plan (the plan is what comes next), both under the agent.
    QPen trail(QColor::fromRgba(kTrail), std::max(4 * dpr, span * 0.3), Qt::SolidLine, Qt::RoundCap,
               Qt::RoundJoin);
    p.setPen(trail);
    if (m_picture.trail.size() > 1)
        p.drawPolyline(through(frame, m_picture.trail));
    QPen plan(QColor::fromRgba(kPlan), std::max(3 * dpr, span * 0.16), Qt::DashLine, Qt::FlatCap,
              Qt::RoundJoin);
    p.setPen(plan);
    if (m_picture.plan.size() > 1)
        p.drawPolyline(through(frame, m_picture.plan));

    const QPointF at = frame.centre(m_picture.agent);
    const double radius = std::max(8 * dpr, span * 0.42);
    p.setPen(QPen(QColor(0x20, 0x20, 0x20), std::max(1.5 * dpr, radius * 0.15)));
    p.setBrush(QColor::fromRgba(kAgent));
    p.drawEllipse(at, radius, radius);
    if (m_picture.bumped) {
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(QColor::fromRgba(kBump), std::max(2 * dpr, radius * 0.25)));
        p.drawEllipse(at, radius * 1.35, radius * 1.35);
    }
}

} // namespace mazelab::ui
