#include "ui/learn/learn_marks.hpp"

#include <QFont>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace mazelab::ui {

namespace {

// Strong enough to read over every search colour and palette.
const QColor kRight(0x1b, 0x9e, 0x3e);
const QColor kWrong(0xd6, 0x27, 0x28);
const QColor kAnswer(0xff, 0xb0, 0x00);
const QColor kBadge(0x1f, 0x3a, 0x93);

void drawRing(QPainter& p, const QRectF& r, const QColor& colour, double width) {
    p.setPen(QPen(QColor(255, 255, 255, 220), width * 1.8));
    p.setBrush(Qt::NoBrush);
    const QRectF ring = r.adjusted(width, width, -width, -width);
    p.drawEllipse(ring);
    p.setPen(QPen(colour, width));
    p.drawEllipse(ring);
}

void drawTick(QPainter& p, const QRectF& r, double width) {
    QPainterPath tick;
    tick.moveTo(r.left() + r.width() * 0.22, r.top() + r.height() * 0.52);
    tick.lineTo(r.left() + r.width() * 0.42, r.top() + r.height() * 0.72);
    tick.lineTo(r.left() + r.width() * 0.78, r.top() + r.height() * 0.28);
    p.setBrush(Qt::NoBrush);
    p.setPen(
        QPen(QColor(255, 255, 255, 230), width * 2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPath(tick);
    p.setPen(QPen(kRight, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPath(tick);
}

void drawCross(QPainter& p, const QRectF& r, double width) {
    const QRectF c =
        r.adjusted(r.width() * 0.25, r.height() * 0.25, -r.width() * 0.25, -r.height() * 0.25);
    for (const QColor& colour : {QColor(255, 255, 255, 230), kWrong}) {
        p.setPen(QPen(colour, colour == kWrong ? width : width * 2, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(c.topLeft(), c.bottomRight());
        p.drawLine(c.topRight(), c.bottomLeft());
    }
}

void drawBadge(QPainter& p, const QRectF& r, const QString& label) {
    const double d = std::max(r.width() * 0.7, 14.0);
    const QRectF badge(r.center().x() - d / 2, r.center().y() - d / 2, d, d);
    p.setPen(QPen(Qt::white, std::max(1.5, d * 0.08)));
    p.setBrush(kBadge);
    p.drawEllipse(badge);
    QFont font;
    font.setBold(true);
    font.setPixelSize(std::max(9, int(d * 0.62)));
    p.setFont(font);
    p.setPen(Qt::white);
    p.drawText(badge, Qt::AlignCenter, label);
}

} // namespace

void LearnMarks::paint(QImage& target, const LayerFrame& frame) const {
    if (m_marks.empty() || !frame.maze)
        return;
    QPainter p(&target);
    p.setRenderHint(QPainter::Antialiasing);
    // Marks stay visible on a large maze: at least 12 device pixels across. On other shapes they
    // fill the box about the cell's centre (LayerFrame::cellBox).
    const double width = std::max(2.0, frame.cellSpan() * 0.12);
    for (const Mark& mark : m_marks) {
        if (!frame.maze->contains(mark.cell))
            continue;
        QRectF r = frame.cellBox(frame.maze->index(mark.cell));
        if (r.width() < 12)
            r = QRectF(r.center().x() - 6, r.center().y() - 6, 12, 12);
        switch (mark.kind) {
        case Kind::Right:
            drawTick(p, r, width);
            break;
        case Kind::Wrong:
            drawCross(p, r, width);
            break;
        case Kind::Answer:
            if (m_answerLit)
                drawRing(p,
                         r.adjusted(-r.width() * 0.15, -r.height() * 0.15, r.width() * 0.15,
                                    r.height() * 0.15),
                         kAnswer, width * 1.3);
            break;
        case Kind::Badge:
            drawBadge(p, r, mark.label);
            break;
        }
    }
}

} // namespace mazelab::ui
