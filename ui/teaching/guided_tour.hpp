#pragma once
// The guided tour: a few pages (generate, solve, speed, race and experiment, help) in a small
// non-modal dialog with Back, Next and Close and a "Don't show again" box. The main window
// opens it on first start (MainWindow::showTourIfUnseen, called by the app, never by tests or
// --screenshot) and from Help > Guided tour…; the box sets MainWindow's tourSeen property.

#include <QDialog>
#include <QString>

#include <vector>

class QCheckBox;
class QLabel;
class QPushButton;

namespace mazelab::ui {

class GuidedTour : public QDialog {
    Q_OBJECT

public:
    explicit GuidedTour(QWidget* parent = nullptr);

    [[nodiscard]] int pageCount() const { return int(m_pages.size()); }
    [[nodiscard]] int page() const { return m_page; }
    [[nodiscard]] QString pageTitle() const;
    void setPage(int page);
    // The "Don't show again" box.
    [[nodiscard]] bool dontShowAgain() const;
    void setDontShowAgain(bool on);

    [[nodiscard]] QPushButton* backButton() const { return m_back; }
    [[nodiscard]] QPushButton* nextButton() const { return m_next; }
    [[nodiscard]] QPushButton* closeButton() const { return m_close; }

signals:
    // On closing (Close, the last page's Finish, Esc or the title bar): the box's state.
    void closedWithChoice(bool dontShowAgain);

protected:
    void done(int result) override;

private:
    struct Page {
        QString title;
        QString text;
    };
    std::vector<Page> m_pages;
    int m_page = 0;
    QLabel* m_title = nullptr;
    QLabel* m_text = nullptr;
    QLabel* m_counter = nullptr;
    QCheckBox* m_dontShow = nullptr;
    QPushButton* m_back = nullptr;
    QPushButton* m_next = nullptr;
    QPushButton* m_close = nullptr;
};

} // namespace mazelab::ui
