#pragma once
// The maze view: shows a MazeScene (walls, start, goal, and the overlay of the run being animated),
// zooms and pans, and dispatches the mouse to the edit tools. Its parts, one job each:
// - BoardRaster (ui/view/board_raster.hpp): the scene as one byte per block, updated cell by cell as
//   the scene reports changes, with its overlay mipmap;
// - MazeRenderer (ui/view/maze_renderer.hpp): draws the board at a transform, for the widget, the
//   exports and screenshots;
// - ViewZoom (ui/view/maze_view_zoom.hpp): fitted or zoomed and panned;
// - the tools (ui/view/maze_view_tools.hpp): walls, mask, cost brush, dragging the start and goal.
// A frame samples only the visible part of the board, so it costs the widget's pixels, not the
// maze's size.
//
// No coroutine types here (moc in Qt 6.4 cannot parse <coroutine>).

#include "core/maze.hpp"
#include "ui/view/board_raster.hpp"
#include "ui/view/maze_palette.hpp"
#include "ui/view/maze_renderer.hpp"
#include "ui/view/maze_view_tools.hpp"
#include "ui/view/maze_view_zoom.hpp"
#include "ui/view/shape_renderer.hpp"
#include "ui/view/wall_hit.hpp"

#include <QImage>
#include <QPointF>
#include <QWidget>

class QPainter;

#include <optional>
#include <vector>

namespace mazelab::ui {

class MazeScene;
class ViewLayer;

class MazeView : public QWidget, private ToolHost {
    Q_OBJECT

public:
    // Blocks: the original's look, walls as square blocks as thick as the rooms.
    // ThinWalls: rooms fill whole cells and walls are thin lines; when zoomed out so far that a
    // cell is only a few pixels, it is drawn as Blocks (at that scale they look alike).
    enum class WallStyle { Blocks, ThinWalls };
    Q_ENUM(WallStyle)
    // What the left and right buttons do on the maze. Normal: drag the start and the goal, pan.
    // Mask: paint cells off (left) or on again (right). CostBrush: paint the brush cost (left) or
    // cost 1 (right). The middle button pans in every tool.
    enum class Tool { Normal, Mask, CostBrush };
    Q_ENUM(Tool)
    // What a stroke (press, drag, release) changed: walls (the Normal tool on a wall: the first
    // wall clicked is toggled, every wall dragged over after it is set the same way), the mask
    // or costs.
    enum class Stroke { Walls, Mask, Costs };
    Q_ENUM(Stroke)

    // The scene must outlive the view.
    explicit MazeView(MazeScene* scene, QWidget* parent = nullptr);
    ~MazeView() override;

    void setWallStyle(WallStyle style);
    [[nodiscard]] WallStyle wallStyle() const {
        return m_style.thinWalls ? WallStyle::ThinWalls : WallStyle::Blocks;
    }
    void setGridVisible(bool visible);
    [[nodiscard]] bool gridVisible() const { return m_style.grid; }
    // Only the colour table changes: the board keeps its bytes.
    void setPalette(const MazePalette& palette);
    using QWidget::setPalette; // keep QWidget's overload for the widget's own QPalette
    [[nodiscard]] const MazePalette& mazePalette() const { return m_board.palette(); }
    // Turns dragging the start and the goal on or off (off while a run is animated, say).
    void setEditingEnabled(bool enabled);
    [[nodiscard]] bool editingEnabled() const { return m_editing; }

    // Picking (Learn > Predict): a left click on a cell emits cellPicked and does nothing else;
    // the other buttons and the wheel still pan and zoom.
    void setCellPicking(bool picking);
    [[nodiscard]] bool cellPicking() const { return m_picking; }

    // The editing tool (see Tool). Painting changes the scene directly, one stroke at a time.
    void setTool(Tool tool);
    [[nodiscard]] Tool tool() const { return m_tool; }
    // The cost the CostBrush paints with the left button, 1 to 255.
    void setBrushCost(int cost);
    [[nodiscard]] int brushCost() const { return m_costTool.cost(); }
    // The kind of the last stroke (valid in editStarting and mazeEdited).
    [[nodiscard]] Stroke lastStroke() const { return m_stroke; }
    // The wall under a widget position (in the style as drawn), if any; inner walls only.
    [[nodiscard]] std::optional<WallRef> wallAt(QPoint widgetPos) const override;
    // A widget pixel on the wall `dir` of `cell` (the middle of its block or line); on other
    // shapes, the middle of the side through `slot`.
    [[nodiscard]] QPoint wallCentre(Cell cell, Dir dir) const;
    [[nodiscard]] QPoint wallCentre(Cell cell, Slot slot) const;

    // Widget pixels per cell (a cell being a room plus one wall, so two blocks in Blocks style).
    [[nodiscard]] double pixelsPerCell() const;
    // The cell under a widget position, if any.
    [[nodiscard]] std::optional<Cell> cellAt(QPoint widgetPos) const override;
    [[nodiscard]] std::optional<Cell> cellAtContent(QPointF content) const override;
    // A widget pixel at the centre of the cell's room.
    [[nodiscard]] QPoint cellCentre(Cell cell) const;

    // The current view as it would appear in a widget of that size (fitted if the view is
    // fitted; otherwise the same zoom around the same centre), drawn by paintEvent's code.
    [[nodiscard]] QImage renderImage(QSize size) const;
    // The whole maze fitted into an image of that size, whatever the zoom (exports).
    [[nodiscard]] QImage renderFittedImage(QSize size) const;
    // The same picture as vector shapes (the SVG export): the board's blocks, or with thin walls
    // the rooms and the walls as bars, at the same places as renderFittedImage's pixels, each
    // run of equal blocks in a row one rectangle. The view's layers (the numbers overlay) are
    // pixel drawings and are not part of it.
    void renderFittedVector(QPainter& painter, QSize size) const;

    // Presentation mode: thin walls this many times as thick as usual (1 normally, up to 4).
    // Blocks style walls are already as thick as the rooms and do not change.
    void setWallWeight(double weight);
    [[nodiscard]] double wallWeight() const { return m_style.wallWeight; }
    // The thin-wall thickness in device pixels at this many device pixels per cell.
    [[nodiscard]] int thinWallThickness(double pixelsPerCell) const;

    [[nodiscard]] QSize minimumSizeHint() const override;
    [[nodiscard]] QSize sizeHint() const override;

    // --- Extra layers (ui/view/view_layer.hpp), drawn over the maze in the order added, for the
    // teaching overlays. Not owned: remove a layer before destroying it. Whoever changes what a
    // layer shows calls update().
    void addLayer(const ViewLayer* layer);
    void removeLayer(const ViewLayer* layer);

public slots:
    void zoomIn();
    void zoomOut();
    // Centres the maze and scales it to fill the view (the default after every new maze).
    void fitToView();

signals:
    // The user dropped the start or the goal on a new valid cell. The view does not change the
    // scene: whoever owns the run decides (and calls MazeScene::setEndpoints).
    void endpointsEdited(mazelab::Cell start, mazelab::Cell goal);
    // While the start or the goal is dragged: where they would be if it were dropped now (where
    // they were when the drag began, where a drop would move nothing), each time that changes.
    // Whoever owns the run may show them there as the mouse moves (a finished solve follows).
    void endpointDragged(mazelab::Cell start, mazelab::Cell goal);
    // A drag of the start or the goal ended without a move: released where a drop moves
    // nothing, or cut short (another tool, editing turned off, a new maze).
    void endpointDragCancelled();
    // A paint stroke is about to change the maze: whoever owns the run stops it first (the
    // drawing of a search would describe another maze).
    void editStarting();
    // A paint stroke has just changed the maze (the press, or a move that changed some cell),
    // for whoever follows the edit as it happens (a finished solve re-runs).
    void mazeEditing();
    // A paint stroke changed the maze (once per stroke, when it ends).
    void mazeEdited();
    // A paint was refused (editing disabled, the start or goal under the mask brush).
    void editRefused(const QString& message);
    // Picking: the user clicked this cell.
    void cellPicked(mazelab::Cell cell);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    // The gesture under way: none, panning, dragging an endpoint (m_endpointDrag) or an edit
    // stroke (m_activeStroke).
    enum class Gesture { None, Pan, Endpoint, Edit };

    void onMazeReplaced();
    void onSceneChanged();

    [[nodiscard]] Viewport viewport() const;
    [[nodiscard]] ViewTransform deviceTransform(QSize logicalSize, double dpr) const;
    [[nodiscard]] MazeRenderer renderer() const;
    // Cells that are not square: drawn with QPainter, without the board of blocks.
    [[nodiscard]] ShapeRenderer shapeRenderer() const;
    // A frame as paintEvent draws it: the maze, the layers, and the dragged endpoint.
    void renderFrame(QImage& target, const ViewTransform& t) const;

    void startStroke(StrokeTool& tool, Stroke kind, QPoint pos, Qt::MouseButton button);
    // The active stroke's press (begin) or a move, announced by mazeEditing if it changed the maze.
    void paintStroke(QPoint pos, Qt::MouseButton button, bool begin);
    void endGesture();
    void updateHoverCursor(QPoint pos);
    [[nodiscard]] StrokeTool* brush();

    // ToolHost: what the tools see of the view.
    [[nodiscard]] MazeScene& scene() const override { return *m_scene; }
    [[nodiscard]] std::optional<Endpoint> endpointAt(QPoint pos, bool markersOnly) const override;
    [[nodiscard]] QPointF contentAt(QPointF widgetPos) const override;
    void refuseEdit(const QString& message) override;

    MazeScene* m_scene = nullptr;
    RenderStyle m_style;
    bool m_editing = true;
    bool m_picking = false;
    Tool m_tool = Tool::Normal;
    Stroke m_stroke = Stroke::Walls;

    BoardRaster m_board;
    ViewZoom m_zoom;

    WallStrokeTool m_wallTool{*this};
    MaskBrushTool m_maskTool{*this};
    CostBrushTool m_costTool{*this};
    EndpointDragTool m_endpointDrag{*this};
    Gesture m_gesture = Gesture::None;
    StrokeTool* m_activeStroke = nullptr; // the tool of an Edit gesture
    Qt::MouseButton m_dragButton = Qt::NoButton;
    QPointF m_lastPos; // pan: the previous mouse position

    QImage m_frame; // paintEvent's buffer, kept to avoid an allocation per frame
    std::vector<const ViewLayer*> m_layers; // extra layers (addLayer)
};

} // namespace mazelab::ui
