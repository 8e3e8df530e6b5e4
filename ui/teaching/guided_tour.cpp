#include "ui/teaching/guided_tour.hpp"

#include "ui/widgets/fonts.hpp"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace mazelab::ui {

GuidedTour::GuidedTour(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("guidedTour"));
    setWindowTitle(tr("Welcome to mazelab"));
    m_pages = {
        {tr("1. Generate a maze"),
         tr("Choose a generator and a size on the left and press <b>G</b> (Generate): each press "
            "makes a new maze, carved step by step, and the seed field shows its seed. "
            "<b>Shift+G</b> makes the maze of that seed again, and <b>Lock</b> keeps the seed for "
            "every G.")},
        {tr("2. Solve it"),
         tr("Choose a pathfinder (keys <b>1</b>-<b>9</b> choose the first nine) and press <b>S</b>. Searched cells, "
            "the frontier and the path are coloured as the legend on the right says; the "
            "statistics show the steps, the share searched and the path length. Drag the start "
            "or the goal to move them.")},
        {tr("3. Control the speed"),
         tr("<b>Space</b> pauses and resumes, <b>Right</b> advances one step and <b>Left</b> goes "
            "back one, <b>R</b> clears the search, <b>+</b> and <b>-</b> change the speed.")},
        {tr("4. Race and experiment"),
         tr("<b>Compare > Race…</b> (Ctrl+R) runs several pathfinders side by side on the same "
            "maze; <b>Compare > Experiment…</b> (Ctrl+E) measures them on hundreds of mazes.")},
        {tr("5. Present and get help"),
         tr("<b>F5</b> (or Ctrl+P) switches presentation mode, <b>F11</b> full screen; "
            "<b>View > Panels</b> shows, hides and resets the panels around the maze; "
            "<b>View > Palette</b> has high-contrast and colour-blind-safe colours; "
            "<b>File > Export</b> writes pictures, GIFs and slides. <b>Help > Guided tour…</b> "
            "shows this tour again.")},
    };

    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("tourTitle"));
    m_title->setFont(scaledFont(font(), 1.3, true));
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("tourText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setMinimumWidth(420);
    m_text->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_counter = new QLabel(this);
    m_dontShow = new QCheckBox(tr("Don't show this again at start-up"), this);
    m_back = new QPushButton(tr("&Back"), this);
    m_next = new QPushButton(tr("&Next"), this);
    m_close = new QPushButton(tr("&Close"), this);
    m_next->setDefault(true);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_counter);
    buttons->addStretch(1);
    buttons->addWidget(m_back);
    buttons->addWidget(m_next);
    buttons->addWidget(m_close);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_dontShow);
    layout->addLayout(buttons);

    connect(m_back, &QPushButton::clicked, this, [this] { setPage(m_page - 1); });
    connect(m_next, &QPushButton::clicked, this, [this] {
        if (m_page + 1 < pageCount())
            setPage(m_page + 1);
        else
            accept();
    });
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    setPage(0);
}

QString GuidedTour::pageTitle() const {
    return m_pages[std::size_t(m_page)].title;
}

void GuidedTour::setPage(int page) {
    m_page = std::clamp(page, 0, pageCount() - 1);
    const Page& p = m_pages[std::size_t(m_page)];
    m_title->setText(p.title);
    m_text->setText(p.text);
    m_counter->setText(tr("%1 of %2").arg(m_page + 1).arg(pageCount()));
    m_back->setEnabled(m_page > 0);
    m_next->setText(m_page + 1 < pageCount() ? tr("&Next") : tr("&Finish"));
}

bool GuidedTour::dontShowAgain() const {
    return m_dontShow->isChecked();
}

void GuidedTour::setDontShowAgain(bool on) {
    m_dontShow->setChecked(on);
}

void GuidedTour::done(int result) {
    QDialog::done(result);
    emit closedWithChoice(dontShowAgain());
}

} // namespace mazelab::ui
