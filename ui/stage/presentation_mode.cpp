#include "ui/stage/presentation_mode.hpp"

#include "ui/view/maze_view.hpp"
#include "ui/widgets/fonts.hpp"

#include <QHeaderView>
#include <QToolBar>

namespace mazelab::ui {
namespace {

int scaled(int pixels, double scale = PresentationMode::kFontScale) {
    if (pixels <= 0 || pixels >= QWIDGETSIZE_MAX)
        return pixels;
    return std::min(QWIDGETSIZE_MAX, int(pixels * scale + 0.5));
}

bool inside(const QWidget* widget, const QWidget& root) {
    return widget == &root || root.isAncestorOf(widget);
}

} // namespace

void PresentationMode::enter(QWidget& window, MazeView* view) {
    if (m_active)
        return;
    m_active = true;
    QList<QWidget*> widgets = window.findChildren<QWidget*>();
    widgets.prepend(&window);
    // Record everything first: scaling a parent changes the fonts its children inherit.
    for (QWidget* w : widgets) {
        if (w->window() != &window)
            continue; // dialogs and other windows owned by this one keep their look
        m_widgets.push_back(
            {w, w->font(), w->testAttribute(Qt::WA_SetFont), w->minimumSize(), w->maximumSize()});
        if (auto* bar = qobject_cast<QToolBar*>(w))
            m_toolBars.push_back({bar, bar->iconSize()});
        if (auto* header = qobject_cast<QHeaderView*>(w)) {
            HeaderState state{header, header->defaultSectionSize(), {}};
            for (int i = 0; i < header->count(); ++i)
                state.sections.push_back(header->sectionSize(i));
            m_headers.push_back(std::move(state));
        }
    }
    // The window keeps its size limits; its parts grow inside it.
    for (const WidgetState& s : m_widgets)
        apply(s, kFontScale, s.widget != &window);
    for (const ToolBarState& s : m_toolBars)
        s.bar->setIconSize(s.iconSize * kFontScale);
    // Columns sized to their headings and figures (rows to their text) grow with the fonts.
    for (const HeaderState& s : m_headers) {
        s.header->setDefaultSectionSize(scaled(s.defaultSection));
        for (int i = 0; i < int(s.sections.size()); ++i)
            if (s.header->sectionResizeMode(i) == QHeaderView::Interactive ||
                s.header->sectionResizeMode(i) == QHeaderView::Fixed)
                s.header->resizeSection(i, scaled(s.sections[std::size_t(i)]));
    }
    m_view = view;
    if (view) {
        m_wallWeight = view->wallWeight();
        view->setWallWeight(kWallWeight);
    }
}

void PresentationMode::rescale(const QWidget& root, double scale) {
    if (!m_active)
        return;
    for (const WidgetState& s : m_widgets)
        if (s.widget && inside(s.widget, root))
            apply(s, scale, true);
}

void PresentationMode::apply(const WidgetState& s, double scale, bool sizes) {
    s.widget->setFont(scaledFont(s.font, scale, s.font.bold()));
    if (!sizes)
        return;
    s.widget->setMinimumSize(scaled(s.minimum.width(), scale), scaled(s.minimum.height(), scale));
    s.widget->setMaximumSize(scaled(s.maximum.width(), scale), scaled(s.maximum.height(), scale));
}

void PresentationMode::leave() {
    if (!m_active)
        return;
    m_active = false;
    for (const ToolBarState& s : m_toolBars)
        if (s.bar)
            s.bar->setIconSize(s.iconSize);
    for (const HeaderState& s : m_headers) {
        if (!s.header)
            continue;
        s.header->setDefaultSectionSize(s.defaultSection);
        for (int i = 0; i < int(s.sections.size()) && i < s.header->count(); ++i)
            if (s.header->sectionResizeMode(i) == QHeaderView::Interactive ||
                s.header->sectionResizeMode(i) == QHeaderView::Fixed)
                s.header->resizeSection(i, s.sections[std::size_t(i)]);
    }
    for (const WidgetState& s : m_widgets) {
        if (!s.widget)
            continue;
        // An inherited font is given back to inheritance (a QFont with nothing set).
        s.widget->setFont(s.ownFont ? s.font : QFont());
        s.widget->setMinimumSize(s.minimum);
        s.widget->setMaximumSize(s.maximum);
    }
    if (m_view)
        m_view->setWallWeight(m_wallWeight);
    m_widgets.clear();
    m_toolBars.clear();
    m_headers.clear();
    m_view = nullptr;
}

} // namespace mazelab::ui
