#pragma once
// A titled section of the control panel that folds away: a header button with an arrow, and the
// content under it shown or hidden. The settings used now and then (shaping, editing, the view's
// style) fold so that the everyday ones fit a 720-pixel screen without scrolling.

#include <QWidget>

class QToolButton;

namespace mazelab::ui {

class CollapsibleSection : public QWidget {
    Q_OBJECT

public:
    // Takes `content` (its title is the section's); folded at first unless `expanded`.
    CollapsibleSection(const QString& title, QWidget* content, bool expanded,
                       QWidget* parent = nullptr);

    [[nodiscard]] bool isExpanded() const;
    [[nodiscard]] QToolButton* header() const { return m_header; }

public slots:
    void setExpanded(bool expanded);

private:
    QToolButton* m_header = nullptr;
    QWidget* m_content = nullptr;
};

} // namespace mazelab::ui
