#pragma once
// Presentation mode (View > Presentation mode, F5 or Ctrl+P): everything in a window readable
// from the back of a lecture room. Every widget of the window gets its font scaled, explicit
// minimum and maximum sizes (panel widths sized for the normal fonts, say) scale with it, the
// toolbars' icons grow, table columns and rows widen with their text, and the maze view draws
// thin walls thicker. Everything it changed is
// recorded first and put back exactly on leaving; widgets made while it was on (new table rows,
// legend entries) take their fonts from their parents as usual.

#include <QFont>
#include <QPointer>
#include <QSize>
#include <QWidget>

#include <vector>

class QHeaderView;
class QToolBar;

namespace mazelab::ui {

class MazeView;

class PresentationMode {
public:
    static constexpr double kFontScale = 1.5;
    static constexpr double kWallWeight = 2.5;

    [[nodiscard]] bool active() const { return m_active; }
    // Scales `window` and its widgets (not other windows); `view` gets thicker walls.
    void enter(QWidget& window, MazeView* view);
    // Puts back everything enter changed.
    void leave();
    // Scales `root` and the widgets inside it by `scale` instead of kFontScale (a panel kept on
    // the stage, fitted to the room beside the maze); only while active.
    void rescale(const QWidget& root, double scale);

private:
    struct WidgetState {
        QPointer<QWidget> widget;
        QFont font;
        bool ownFont = false; // set on the widget itself, not inherited
        QSize minimum;
        QSize maximum;
    };
    struct ToolBarState {
        QPointer<QToolBar> bar;
        QSize iconSize;
    };

    struct HeaderState {
        QPointer<QHeaderView> header;
        int defaultSection = 0;
        std::vector<int> sections; // by logical index
    };

    // The widget's font (and, with `sizes`, its explicit size limits) times `scale`.
    static void apply(const WidgetState& s, double scale, bool sizes);

    bool m_active = false;
    std::vector<HeaderState> m_headers;
    std::vector<WidgetState> m_widgets;
    std::vector<ToolBarState> m_toolBars;
    QPointer<MazeView> m_view;
    double m_wallWeight = 1;
};

} // namespace mazelab::ui
