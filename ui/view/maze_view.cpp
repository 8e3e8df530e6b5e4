#include "ui/view/maze_view.hpp"

#include "core/shape.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/view/shape_renderer.hpp"
#include "ui/view/view_layer.hpp"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QResizeEvent>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace mazelab::ui {

MazeView::MazeView(MazeScene* scene, QWidget* parent) : QWidget(parent), m_scene(scene) {
    Q_ASSERT(scene);
    setMouseTracking(true); // the open-hand cursor over the start and the goal
    setFocusPolicy(Qt::StrongFocus);
    // paintEvent fills every pixel, so Qt need not clear the background first.
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAccessibleName(tr("Maze"));
    connect(scene, &MazeScene::mazeReplaced, this, &MazeView::onMazeReplaced);
    connect(scene, &MazeScene::changed, this, &MazeView::onSceneChanged);
    connect(scene, &MazeScene::endpointsChanged, this, &MazeView::onSceneChanged);
    m_board.rebuild(*scene);
}

MazeView::~MazeView() = default;

// --- Options ---------------------------------------------------------------------------------

void MazeView::setWallStyle(WallStyle style) {
    if (style == wallStyle())
        return;
    m_style.thinWalls = style == WallStyle::ThinWalls;
    update();
}

void MazeView::setGridVisible(bool visible) {
    if (visible == m_style.grid)
        return;
    m_style.grid = visible;
    update();
}

void MazeView::setPalette(const MazePalette& palette) {
    m_board.setPalette(palette);
    update();
}

void MazeView::setWallWeight(double weight) {
    weight = std::clamp(weight, 1.0, 4.0);
    if (weight == m_style.wallWeight)
        return;
    m_style.wallWeight = weight;
    update();
}

int MazeView::thinWallThickness(double pixelsPerCell) const {
    return MazeRenderer::thinWallThickness(pixelsPerCell, m_style.wallWeight);
}

void MazeView::setEditingEnabled(bool enabled) {
    m_editing = enabled;
    if (!enabled && (m_gesture == Gesture::Endpoint || m_gesture == Gesture::Edit))
        endGesture();
    if (!enabled)
        unsetCursor();
}

void MazeView::setCellPicking(bool picking) {
    m_picking = picking;
    if (picking && m_gesture != Gesture::None)
        endGesture();
    unsetCursor();
}

void MazeView::setTool(Tool tool) {
    if (tool == m_tool)
        return;
    if (m_gesture != Gesture::None && m_gesture != Gesture::Pan)
        endGesture();
    m_tool = tool;
    if (tool == Tool::Normal)
        unsetCursor();
    else
        setCursor(Qt::CrossCursor);
}

void MazeView::setBrushCost(int cost) {
    m_costTool.setCost(cost);
}

QSize MazeView::minimumSizeHint() const {
    return {300, 300};
}

QSize MazeView::sizeHint() const {
    return {800, 800};
}

void MazeView::addLayer(const ViewLayer* layer) {
    if (std::find(m_layers.begin(), m_layers.end(), layer) == m_layers.end())
        m_layers.push_back(layer);
    update();
}

void MazeView::removeLayer(const ViewLayer* layer) {
    std::erase(m_layers, layer);
    update();
}

// --- The scene -------------------------------------------------------------------------------

void MazeView::onMazeReplaced() {
    // The whole board is rebuilt below, so the scene's pending "redraw everything" is done too.
    m_scene->takeDirty();
    if (m_gesture == Gesture::Endpoint)
        endGesture();
    m_board.rebuild(*m_scene);
    m_zoom.fit();
    update();
}

void MazeView::onSceneChanged() {
    const MazeScene::Dirty dirty = m_scene->takeDirty();
    m_board.apply(*m_scene, dirty);
    if (dirty.full || dirty.overlayCleared || !dirty.cells.empty())
        update();
}

// --- Geometry --------------------------------------------------------------------------------

Viewport MazeView::viewport() const {
    const Maze& maze = m_scene->maze();
    return {maze.size(), size(), devicePixelRatio(), maze.isSquare() ? nullptr : &maze.shape()};
}

ViewTransform MazeView::deviceTransform(QSize logicalSize, double dpr) const {
    return m_zoom.deviceTransform(viewport(), logicalSize, dpr);
}

double MazeView::pixelsPerCell() const {
    return m_zoom.logicalTransform(viewport()).scale;
}

QPointF MazeView::contentAt(QPointF widgetPos) const {
    // Pixel p covers [p, p+1); like the renderer, judge it by its centre.
    const ViewTransform t = m_zoom.logicalTransform(viewport());
    return {(widgetPos.x() + 0.5 - t.x) / t.scale, (widgetPos.y() + 0.5 - t.y) / t.scale};
}

std::optional<Cell> MazeView::cellAt(QPoint widgetPos) const {
    return cellAtContent(contentAt(widgetPos));
}

std::optional<Cell> MazeView::cellAtContent(QPointF p) const {
    const Maze& maze = m_scene->maze();
    if (!maze.isSquare()) {
        const CellIndex cell = shapeRenderer().cellAt(p, ViewTransform{1, 0, 0});
        return cell < 0 ? std::nullopt : std::optional<Cell>(maze.cellAt(cell));
    }
    if (!(p.x() >= 0 && p.y() >= 0 && p.x() < maze.width() && p.y() < maze.height()))
        return std::nullopt;
    return Cell{int(p.x()), int(p.y())};
}

QPoint MazeView::cellCentre(Cell cell) const {
    const ViewTransform t = m_zoom.logicalTransform(viewport());
    const Maze& maze = m_scene->maze();
    if (!maze.isSquare()) {
        const Point p = maze.shape().centre(maze.index(cell));
        return {int(std::floor(t.x + p.x * t.scale)), int(std::floor(t.y + p.y * t.scale))};
    }
    return {int(std::floor(t.x + (cell.x + 0.5) * t.scale)),
            int(std::floor(t.y + (cell.y + 0.5) * t.scale))};
}

std::optional<WallRef> MazeView::wallAt(QPoint widgetPos) const {
    const QPointF p = contentAt(widgetPos);
    const ViewTransform t = m_zoom.logicalTransform(viewport());
    if (const Maze& maze = m_scene->maze(); !maze.isSquare()) {
        const std::optional<Cell> cell = cellAtContent(p);
        // Within a sixth of a side, and at least 5 pixels however small the cells.
        return cell ? wallAtShape(maze, maze.index(*cell), {p.x(), p.y()},
                                  std::clamp(5 / t.scale, 1.0 / 6, 0.3))
                    : std::nullopt;
    }
    const Size size = m_scene->maze().size();
    if (renderer().thinAt(deviceTransform(this->size(), devicePixelRatio())))
        // Within a fifth of a cell of the edge, and at least 4 pixels however small the cells.
        return wallAtThin(size, p.x(), p.y(), std::clamp(4 / t.scale, 0.2, 0.35));
    return wallAtBlocks(size, p.x(), p.y());
}

QPoint MazeView::wallCentre(Cell cell, Slot slot) const {
    const Maze& maze = m_scene->maze();
    if (maze.isSquare())
        return wallCentre(cell, Dir(slot));
    const ViewTransform t = m_zoom.logicalTransform(viewport());
    const Point p = sideMiddle(maze.shape().side(maze.index(cell), slot));
    return {int(std::floor(t.x + p.x * t.scale)), int(std::floor(t.y + p.y * t.scale))};
}

QPoint MazeView::wallCentre(Cell cell, Dir dir) const {
    const ViewTransform t = m_zoom.logicalTransform(viewport());
    const double x = cell.x + (dir == Dir::East ? 1.0 : 0.5);
    const double y = cell.y + (dir == Dir::South ? 1.0 : 0.5);
    return {int(std::floor(t.x + x * t.scale)), int(std::floor(t.y + y * t.scale))};
}

std::optional<Endpoint> MazeView::endpointAt(QPoint pos, bool markersOnly) const {
    // Where start and goal are drawn as markers, the markers are what the user grabs.
    const double dpr = devicePixelRatio();
    const ViewTransform t = deviceTransform(size(), dpr);
    const QPoint device(int(std::floor((pos.x() + 0.5) * dpr)),
                        int(std::floor((pos.y() + 0.5) * dpr)));
    const Maze& maze = m_scene->maze();
    const MazeRenderer r = renderer();
    if (maze.isSquare()) {
        if (const auto marker = r.endpointMarker(maze.start(), t);
            marker && marker->contains(device))
            return Endpoint::Start;
        if (const auto marker = r.endpointMarker(maze.goal(), t);
            marker && marker->contains(device))
            return Endpoint::Goal;
    }
    const std::optional<Cell> cell = cellAt(pos);
    if (!cell || markersOnly)
        return std::nullopt;
    if (*cell == maze.start())
        return Endpoint::Start;
    if (*cell == maze.goal())
        return Endpoint::Goal;
    return std::nullopt;
}

// --- Rendering -------------------------------------------------------------------------------

MazeRenderer MazeView::renderer() const {
    return {m_scene->maze(), m_board, m_style, palette().color(backgroundRole())};
}

ShapeRenderer MazeView::shapeRenderer() const {
    return {*m_scene, m_board.palette(), m_style, palette().color(backgroundRole())};
}

void MazeView::renderFrame(QImage& target, const ViewTransform& t) const {
    const Maze& maze = m_scene->maze();
    if (!maze.isSquare()) {
        shapeRenderer().render(target, t);
        if (!m_layers.empty() && t.scale > 0) {
            // The layers place the cells through the picture's own transform and outlines.
            const LayerFrame frame{&maze,
                                   t.scale,
                                   t.x,
                                   t.y,
                                   devicePixelRatioF(),
                                   m_style.thinWalls,
                                   m_board.plainColours(),
                                   &maze.shape(),
                                   m_board.palette().wall.rgb()};
            for (const ViewLayer* layer : m_layers)
                layer->paint(target, frame);
        }
        m_endpointDrag.paintMarker(target, t, m_board.palette());
        return;
    }
    const MazeRenderer r = renderer();
    if (!r.render(target, t))
        return;
    r.paintLayers(target, t, m_layers, devicePixelRatioF());
    m_endpointDrag.paintMarker(target, t, m_board.palette());
}

QImage MazeView::renderImage(QSize size) const {
    QImage image(size, QImage::Format_RGB32);
    if (!image.isNull())
        renderFrame(image, deviceTransform(size, 1.0));
    return image;
}

QImage MazeView::renderFittedImage(QSize size) const {
    QImage image(size, QImage::Format_RGB32);
    if (!image.isNull()) {
        const Maze& maze = m_scene->maze();
        renderFrame(image, maze.isSquare() ? MazeRenderer::fitTransform(maze.size(), size)
                                           : ShapeRenderer::fitTransform(maze.shape(), size));
    }
    return image;
}

void MazeView::renderFittedVector(QPainter& painter, QSize size) const {
    const Maze& maze = m_scene->maze();
    if (maze.isSquare()) {
        renderer().renderVector(painter, size);
        return;
    }
    painter.fillRect(QRect(QPoint(0, 0), size), palette().color(backgroundRole()));
    shapeRenderer().paint(painter, ShapeRenderer::fitTransform(maze.shape(), size),
                          QRectF(QPointF(0, 0), QSizeF(size)));
}

void MazeView::paintEvent(QPaintEvent* /*event*/) {
    const double dpr = devicePixelRatio();
    const QSize device = deviceSizeOf(size(), dpr);
    if (device.isEmpty())
        return;
    if (m_frame.size() != device)
        m_frame = QImage(device, QImage::Format_RGB32);
    if (m_frame.isNull())
        return;
    m_frame.setDevicePixelRatio(1.0); // the renderer works in device pixels
    renderFrame(m_frame, deviceTransform(size(), dpr));
    m_frame.setDevicePixelRatio(dpr);
    QPainter painter(this);
    painter.drawImage(QPointF(0, 0), m_frame);
}

// --- Zoom and pan ----------------------------------------------------------------------------

void MazeView::zoomIn() {
    if (m_zoom.zoomBy(viewport(), 1, QPointF(width() / 2.0, height() / 2.0)))
        update();
}

void MazeView::zoomOut() {
    if (m_zoom.zoomBy(viewport(), -1, QPointF(width() / 2.0, height() / 2.0)))
        update();
}

void MazeView::fitToView() {
    m_zoom.fit();
    update();
}

void MazeView::resizeEvent(QResizeEvent* event) {
    m_zoom.resized(viewport(), event->oldSize());
    QWidget::resizeEvent(event);
}

void MazeView::wheelEvent(QWheelEvent* event) {
    if (const int steps = m_zoom.wheelSteps(event->angleDelta().y()); steps != 0)
        if (m_zoom.zoomBy(viewport(), steps, event->position()))
            update();
    event->accept();
}

void MazeView::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal: // + without Shift on most layouts
        zoomIn();
        break;
    case Qt::Key_Minus:
        zoomOut();
        break;
    case Qt::Key_0:
    case Qt::Key_F:
        fitToView();
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

// --- Input dispatch --------------------------------------------------------------------------
//
// Left and right buttons go to the tool (Normal: the start and goal are dragged, walls toggled,
// and elsewhere the left button pans; Mask and CostBrush paint); the middle button pans in every
// tool. A second button during a gesture changes nothing.

StrokeTool* MazeView::brush() {
    switch (m_tool) {
    case Tool::Mask:
        return &m_maskTool;
    case Tool::CostBrush:
        return &m_costTool;
    case Tool::Normal:
        break;
    }
    return nullptr;
}

void MazeView::mousePressEvent(QMouseEvent* event) {
    if (m_gesture != Gesture::None) {
        event->accept();
        return;
    }
    const QPoint pos = event->position().toPoint();
    const Qt::MouseButton button = event->button();
    if (m_picking && button == Qt::LeftButton) {
        event->accept();
        if (const std::optional<Cell> cell = cellAt(pos))
            emit cellPicked(*cell);
        return;
    }
    StrokeTool* tool = brush();
    if (tool && (button == Qt::LeftButton || button == Qt::RightButton)) {
        event->accept();
        if (!m_editing) {
            emit editRefused(tr("The maze cannot be edited while it is being generated: wait "
                                "for it to finish, or press Reset."));
            return;
        }
        startStroke(*tool, m_tool == Tool::Mask ? Stroke::Mask : Stroke::Costs, pos, button);
        return;
    }
    if (button == Qt::LeftButton && m_editing) {
        if (m_wallTool.wallUnder(pos)) {
            startStroke(m_wallTool, Stroke::Walls, pos, button);
            event->accept();
            return;
        }
        if (const std::optional<Endpoint> endpoint = endpointAt(pos, false)) {
            m_gesture = Gesture::Endpoint;
            m_dragButton = button;
            m_endpointDrag.begin(*endpoint, event->position());
            setCursor(Qt::ClosedHandCursor);
            update();
            event->accept();
            return;
        }
    }
    if (button == Qt::LeftButton || button == Qt::MiddleButton) {
        m_gesture = Gesture::Pan;
        m_dragButton = button;
        m_lastPos = event->position();
        setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    QWidget::mousePressEvent(event);
}

void MazeView::startStroke(StrokeTool& tool, Stroke kind, QPoint pos, Qt::MouseButton button) {
    m_stroke = kind;
    emit editStarting(); // whoever owns the run stops it before the maze changes
    m_gesture = Gesture::Edit;
    m_activeStroke = &tool;
    m_dragButton = button;
    paintStroke(pos, button, true);
}

void MazeView::paintStroke(QPoint pos, Qt::MouseButton button, bool begin) {
    const std::uint64_t revision = m_scene->mazeRevision();
    if (begin)
        m_activeStroke->begin(pos, button);
    else
        m_activeStroke->moveTo(pos);
    if (m_scene->mazeRevision() != revision)
        emit mazeEditing();
}

void MazeView::mouseMoveEvent(QMouseEvent* event) {
    const QPointF pos = event->position();
    switch (m_gesture) {
    case Gesture::Pan: {
        const QPointF delta = pos - m_lastPos;
        m_lastPos = pos;
        if (!delta.isNull()) {
            m_zoom.panBy(viewport(), delta);
            update();
        }
        break;
    }
    case Gesture::Endpoint:
        if (const auto endpoints = m_endpointDrag.moveTo(pos))
            emit endpointDragged(endpoints->first, endpoints->second);
        update();
        break;
    case Gesture::Edit:
        paintStroke(pos.toPoint(), m_dragButton, false);
        break;
    case Gesture::None:
        updateHoverCursor(pos.toPoint());
        break;
    }
    event->accept();
}

void MazeView::mouseReleaseEvent(QMouseEvent* event) {
    if (m_gesture == Gesture::None || event->button() != m_dragButton) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    if (m_gesture == Gesture::Edit) {
        const bool changed = m_activeStroke->changed();
        endGesture();
        event->accept();
        if (changed)
            emit mazeEdited();
        return;
    }
    const bool endpointDrag = m_gesture == Gesture::Endpoint;
    std::optional<std::pair<Cell, Cell>> moved;
    if (endpointDrag)
        moved = m_endpointDrag.drop(event->position());
    endGesture();
    updateHoverCursor(event->position().toPoint());
    event->accept();
    if (moved)
        emit endpointsEdited(moved->first, moved->second);
    else if (endpointDrag)
        emit endpointDragCancelled();
}

void MazeView::endGesture() {
    if (m_activeStroke)
        m_activeStroke->end();
    m_activeStroke = nullptr;
    const bool dragCut = m_endpointDrag.dragged().has_value(); // not dropped
    m_endpointDrag.cancel();
    m_gesture = Gesture::None;
    m_dragButton = Qt::NoButton;
    if (m_tool == Tool::Normal)
        unsetCursor();
    else
        setCursor(Qt::CrossCursor);
    update();
    if (dragCut)
        emit endpointDragCancelled();
}

void MazeView::refuseEdit(const QString& message) {
    emit editRefused(message);
}

void MazeView::updateHoverCursor(QPoint pos) {
    if (m_picking)
        setCursor(cellAt(pos) ? Qt::PointingHandCursor : Qt::ArrowCursor);
    else if (m_tool != Tool::Normal)
        setCursor(Qt::CrossCursor);
    else if (m_editing && m_wallTool.wallUnder(pos))
        setCursor(Qt::PointingHandCursor);
    else if (m_editing && endpointAt(pos, false))
        setCursor(Qt::OpenHandCursor);
    else
        unsetCursor();
}

} // namespace mazelab::ui
