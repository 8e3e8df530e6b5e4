#pragma once
// The maze view: draws a MazeScene (walls, start, goal, and the overlay of the run being
// animated), zooms, pans, and lets the user drag the start and the goal.
//
// The picture is always drawn from the model (SEMANTICS.md, bug 3): the view keeps one byte per
// block of the (2W+1) x (2H+1) block board (rooms at odd coordinates, walls and passages between
// them), updated cell by cell as the scene reports changes, and every frame samples the visible
// part of that board into a widget-sized buffer. A frame therefore costs the widget's pixels, not
// the maze's size, and a display option (style, grid, palette) only changes how the same board is
// sampled, so it can never leave stale or misaligned drawing behind.
//
// Below one device pixel per block (big mazes fitted to the window) plain sampling would skip
// blocks, and with them one-block-wide features: the path, the current cell, the frontier. There
// the view also keeps an overlay mipmap of the board (levels 1, 2, ... of 2^k x 2^k blocks per
// byte, each holding the highest-priority overlay shade under it), built on the first such frame
// after a full redraw and updated cell by cell after that; a frame then shows the overlay from the
// mipmap and everything else from the board, as before (see "The overlay mipmap" in the .cpp).
//
// No coroutine types here (moc in Qt 6.4 cannot parse <coroutine>).

#include "core/maze.hpp"
#include "ui/maze_palette.hpp"
#include "ui/wall_hit.hpp"

#include <QImage>
#include <QPointF>
#include <QRect>
#include <QWidget>

class QPainter;

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace mazelab::ui {

class MazeScene;
class ViewLayer;

class MazeView : public QWidget {
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
    [[nodiscard]] WallStyle wallStyle() const { return m_style; }
    void setGridVisible(bool visible);
    [[nodiscard]] bool gridVisible() const { return m_grid; }
    // Only the colour table changes: the board keeps its bytes.
    void setPalette(const MazePalette& palette);
    using QWidget::setPalette; // keep QWidget's overload for the widget's own QPalette
    [[nodiscard]] const MazePalette& mazePalette() const { return m_palette; }
    // Turns dragging the start and the goal on or off (off while a run is animated, say).
    void setEditingEnabled(bool enabled);
    [[nodiscard]] bool editingEnabled() const { return m_editing; }

    // The editing tool (see Tool). Painting changes the scene directly, one stroke at a time.
    void setTool(Tool tool);
    [[nodiscard]] Tool tool() const { return m_tool; }
    // The cost the CostBrush paints with the left button, 1 to 255.
    void setBrushCost(int cost);
    [[nodiscard]] int brushCost() const { return m_brushCost; }
    // The kind of the last stroke (valid in editStarting and mazeEdited).
    [[nodiscard]] Stroke lastStroke() const { return m_stroke; }
    // The wall under a widget position (in the style as drawn), if any; inner walls only.
    [[nodiscard]] std::optional<WallRef> wallAt(QPoint widgetPos) const;
    // A widget pixel on the wall `dir` of `cell` (the middle of its block or line).
    [[nodiscard]] QPoint wallCentre(Cell cell, Dir dir) const;

    // Widget pixels per cell (a cell being a room plus one wall, so two blocks in Blocks style).
    [[nodiscard]] double pixelsPerCell() const;
    // The cell under a widget position, if any.
    [[nodiscard]] std::optional<Cell> cellAt(QPoint widgetPos) const;
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
    [[nodiscard]] double wallWeight() const { return m_wallWeight; }
    // The thin-wall thickness in device pixels at this many device pixels per cell.
    [[nodiscard]] int thinWallThickness(double pixelsPerCell) const;

    [[nodiscard]] QSize minimumSizeHint() const override;
    [[nodiscard]] QSize sizeHint() const override;

    // --- Extra layers (ui/view_layer.hpp), drawn over the maze in the order added, for the
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
    // A paint stroke is about to change the maze: whoever owns the run stops it first (the
    // drawing of a search would describe another maze).
    void editStarting();
    // A paint stroke changed the maze (once per stroke, when it ends).
    void mazeEdited();
    // A paint was refused (editing disabled, the start or goal under the mask brush).
    void editRefused(const QString& message);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    // A view transform: device pixels per cell and the device position of the content origin
    // (the top-left corner of cell (0, 0); content coordinates are in cells).
    struct Transform {
        double scale = 1;
        double x = 0;
        double y = 0;
    };
    enum class Drag { None, Pan, Start, Goal, Paint, Walls };

    // A level of the overlay mipmap: level k has one byte per 2^k x 2^k blocks of the board.
    struct MipLevel {
        int width = 0;
        int height = 0;
        std::vector<std::uint8_t> bytes; // row-major, width bytes per row
    };

    void onMazeReplaced();
    void onSceneChanged();
    void rebuildBoard();
    void updateCellBlocks(CellIndex cell);
    void rebuildColourTable();
    // Builds the mipmap's levels 1..levels that are not up to date; returns how many are (fewer
    // only if memory ran out). Const because render() calls it: the levels are a cache.
    int ensureMipLevels(int levels) const;
    // After the blocks [bx0, bx1] x [by0, by1] of the board changed: the built levels above them.
    void updateMipLevels(int bx0, int by0, int bx1, int by1);

    [[nodiscard]] Transform fitTransform(QSize deviceSize) const;
    [[nodiscard]] Transform deviceTransform(QSize logicalSize, double dpr) const;
    [[nodiscard]] Transform logicalTransform() const;
    void render(QImage& target, const Transform& t) const;
    // ThinWalls is drawn as such only where cells are big enough for lines.
    [[nodiscard]] bool thinAt(const Transform& t) const;
    // The device-pixel square drawn for the start or the goal when rooms are too small to show
    // them; nullopt when the rooms themselves show them.
    [[nodiscard]] std::optional<QRect> endpointMarker(Cell cell, const Transform& t) const;
    void renderDragMarker(QImage& target, const Transform& t) const;

    void leaveFit();
    void zoomBy(int steps, QPointF anchor);
    void clampPan();
    void endDrag();
    void updateHoverCursor(QPoint pos);
    // Paints every cell on the line from the last painted cell to the one under pos.
    void paintTo(QPoint pos);
    void paintCell(Cell cell);
    // Walls stroke: sets the wall to m_wallOpen (refusing, once per stroke, to open a wall of a
    // masked-off cell).
    void setWall(const WallRef& wall);
    // markersOnly: only where the endpoints are drawn as markers (rooms too small to show them).
    [[nodiscard]] Drag endpointAt(QPoint pos, bool markersOnly = false) const;
    [[nodiscard]] QPointF contentAt(QPointF widgetPos) const;
    // Where the dragged endpoint would land if dropped now: inside, not on the other endpoint,
    // and not where it already is.
    [[nodiscard]] std::optional<Cell> dropCell() const;

    MazeScene* m_scene = nullptr;
    MazePalette m_palette;
    WallStyle m_style = WallStyle::Blocks;
    bool m_grid = false;
    double m_wallWeight = 1;
    bool m_editing = true;
    Tool m_tool = Tool::Normal;
    int m_brushCost = 5;
    bool m_paintOn = false;          // Mask: the stroke switches cells on (right button)
    bool m_strokeChanged = false;    // the current stroke changed some cell
    bool m_strokeRefused = false;    // the current stroke already said why it skipped a cell
    std::optional<Cell> m_lastPaint; // the last cell the stroke painted
    Stroke m_stroke = Stroke::Walls;
    bool m_wallOpen = false;         // Walls stroke: open (true) or close the walls

    // One byte per block (a Shade, see maze_view.cpp) with the palette as its colour table.
    QImage m_board;
    std::array<QRgb, 256> m_colours{};
    // The overlay mipmap: m_mip[k - 1] is level k; levels 1..m_mipBuilt match the board, the
    // others (kept allocated while the board keeps its size) wait for ensureMipLevels.
    mutable std::vector<MipLevel> m_mip;
    mutable int m_mipBuilt = 0;

    // While m_fitted, the transform is recomputed from the widget size (so the maze stays
    // centred and fitted at every window size); zooming or panning fixes it in m_scale and
    // m_offset (logical pixels).
    bool m_fitted = true;
    double m_scale = 1;
    QPointF m_offset;

    Drag m_drag = Drag::None;
    Qt::MouseButton m_dragButton = Qt::NoButton;
    QPointF m_lastPos;    // pan: the previous mouse position
    QPointF m_dragPoint;  // endpoint drag: the cursor, in content coordinates (cells)
    int m_wheelDelta = 0; // angle delta not yet turned into zoom steps

    QImage m_frame; // paintEvent's buffer, kept to avoid an allocation per frame
    std::vector<const ViewLayer*> m_layers; // extra layers (addLayer)
};

} // namespace mazelab::ui
