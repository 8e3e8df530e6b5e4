#include "ui/learn/challenge_panel.hpp"

#include "core/learn/challenges.hpp"
#include "ui/widgets/fonts.hpp"
#include "ui/widgets/qt_text.hpp"
#include "ui/widgets/text_label.hpp"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace mazelab::ui {

namespace {

constexpr double kTextScale = 1.1;
constexpr double kTitleScale = 1.25;
constexpr double kVerdictScale = 1.5;
constexpr double kMarkScale = 1.4;
constexpr int kIdRole = Qt::UserRole;
constexpr int kTitleRole = Qt::UserRole + 1;

// Told apart by shape as well as colour.
const QString kHoldsMark = QStringLiteral("\u2714");   // ✔
const QString kFailsMark = QStringLiteral("\u2718");   // ✘
const QString kSolvedTick = QStringLiteral("\u2714 "); // before a solved title
const QColor kHoldsColor{0x1B, 0x7F, 0x3B};
const QColor kFailsColor{kFailureRgb};
const QColor kNotYetColor{0xA0, 0x50, 0x00};

QLabel* wrappingLabel(QWidget* parent, double scale, bool bold = false) {
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setFont(scaledFont(parent->font(), scale, bold));
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

void setColour(QLabel* label, const QColor& colour) {
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, colour);
    label->setPalette(palette);
}

} // namespace

ChallengePanel::ChallengePanel(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("challengePanel"));
    auto* root = new QVBoxLayout(this);

    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("challengeList"));
    m_list->setFont(scaledFont(font(), kTextScale));
    m_list->setWordWrap(true);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    for (const learn::Challenge& challenge : learn::challenges()) {
        auto* item = new QListWidgetItem(m_list);
        item->setData(kIdRole, fromStd(challenge.id));
        item->setData(kTitleRole, fromStd(challenge.title));
        item->setToolTip(fromStd(challenge.task));
    }
    m_solved.assign(std::size_t(m_list->count()), false);
    for (int row = 0; row < m_list->count(); ++row)
        updateItem(row);
    // Every title in view without scrolling, where the dock has the height.
    m_list->setMinimumHeight(m_list->sizeHintForRow(0) * std::min(m_list->count(), 4) +
                             2 * m_list->frameWidth());
    m_list->setMaximumHeight(m_list->sizeHintForRow(0) * m_list->count() +
                             2 * m_list->frameWidth());
    root->addWidget(m_list, 1);

    auto* buttons = new QHBoxLayout;
    m_start = new QPushButton(tr("Start"), this);
    m_start->setToolTip(tr("Load this challenge's starting maze"));
    m_check = new QPushButton(tr("Check"), this);
    m_check->setToolTip(tr("Run the solvers on the maze on screen and check the condition"));
    for (QPushButton* button : {m_start, m_check}) {
        button->setFont(scaledFont(font(), kTextScale, true));
        buttons->addWidget(button);
    }
    root->addLayout(buttons);

    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* details = new QWidget(scroll);
    auto* column = new QVBoxLayout(details);
    column->setContentsMargins(0, 0, 0, 0);
    m_task = wrappingLabel(details, kTextScale);
    m_hint = wrappingLabel(details, kTextScale);
    QFont hintFont = m_hint->font();
    hintFont.setItalic(true);
    m_hint->setFont(hintFont);
    m_verdict = wrappingLabel(details, kVerdictScale, true);
    m_verdict->setObjectName(QStringLiteral("challengeVerdict"));
    m_parts = new QVBoxLayout;
    column->addWidget(m_task);
    column->addWidget(m_hint);
    column->addSpacing(6);
    column->addWidget(m_verdict);
    column->addLayout(m_parts);
    column->addStretch(1);
    scroll->setWidget(details);
    root->addWidget(scroll, 2);

    connect(m_list, &QListWidget::currentRowChanged, this, [this] {
        showSelected();
        emit currentChanged(currentId());
    });
    connect(m_start, &QPushButton::clicked, this, [this] { emit startRequested(currentId()); });
    connect(m_check, &QPushButton::clicked, this, [this] { emit checkRequested(currentId()); });
    m_list->setCurrentRow(0);
}

QString ChallengePanel::currentId() const {
    const QListWidgetItem* item = m_list->currentItem();
    return item ? item->data(kIdRole).toString() : QString();
}

bool ChallengePanel::setCurrentId(const QString& id) {
    for (int row = 0; row < m_list->count(); ++row)
        if (m_list->item(row)->data(kIdRole).toString() == id) {
            m_list->setCurrentRow(row);
            return true;
        }
    return false;
}

void ChallengePanel::showSelected() {
    clearResult();
    const learn::Challenge* challenge = learn::findChallenge(currentId().toStdString());
    m_task->setText(challenge ? fromStd(challenge->task) : QString());
    m_hint->setText(challenge ? tr("Hint: %1").arg(fromStd(challenge->hint)) : QString());
    m_start->setEnabled(challenge != nullptr);
    m_check->setEnabled(challenge != nullptr);
}

void ChallengePanel::clearResult() {
    m_verdict->clear();
    m_verdict->hide();
    m_partLines.clear();
    while (QLayoutItem* row = m_parts->takeAt(0)) {
        if (QLayout* layout = row->layout())
            while (QLayoutItem* cell = layout->takeAt(0)) {
                delete cell->widget();
                delete cell;
            }
        delete row;
    }
}

void ChallengePanel::showCheck(const learn::ChallengeCheck& check) {
    clearResult();
    QWidget* details = m_verdict->parentWidget();
    for (const learn::ChallengePart& part : check.parts) {
        auto* row = new QHBoxLayout;
        QLabel* mark = wrappingLabel(details, kMarkScale, true);
        mark->setText(part.holds ? kHoldsMark : kFailsMark);
        mark->setWordWrap(false);
        mark->setAlignment(Qt::AlignTop | Qt::AlignHCenter);
        mark->setToolTip(part.holds ? tr("Holds") : tr("Does not hold"));
        mark->setAccessibleName(mark->toolTip());
        setColour(mark, part.holds ? kHoldsColor : kFailsColor);
        QLabel* text = wrappingLabel(details, kTextScale);
        text->setText(QString::fromStdString(part.text));
        row->addWidget(mark, 0, Qt::AlignTop);
        row->addWidget(text, 1);
        m_parts->addLayout(row);
        // At once, not when the layout gets round to it: a grab right after shows them.
        mark->show();
        text->show();
        m_partLines << (part.holds ? QStringLiteral("holds: ")
                                   : QStringLiteral("does not hold: ")) +
                           text->text();
    }
    const bool solved = check.passed();
    m_verdict->setText(solved ? tr("Solved") : tr("Not yet"));
    setColour(m_verdict, solved ? kHoldsColor : kNotYetColor);
    m_verdict->show();
    if (solved)
        setSolved(currentId());
}

void ChallengePanel::setSolved(const QString& id) {
    for (int row = 0; row < m_list->count(); ++row)
        if (m_list->item(row)->data(kIdRole).toString() == id) {
            m_solved[std::size_t(row)] = true;
            updateItem(row);
        }
}

bool ChallengePanel::isSolved(const QString& id) const {
    for (int row = 0; row < m_list->count(); ++row)
        if (m_list->item(row)->data(kIdRole).toString() == id)
            return m_solved[std::size_t(row)];
    return false;
}

void ChallengePanel::updateItem(int row) {
    QListWidgetItem* item = m_list->item(row);
    const bool solved = m_solved[std::size_t(row)];
    const QString title = item->data(kTitleRole).toString();
    item->setText(solved ? kSolvedTick + title : title);
    item->setForeground(solved ? QBrush(kHoldsColor) : QBrush());
    item->setData(Qt::AccessibleDescriptionRole, solved ? tr("solved") : QString());
}

QStringList ChallengePanel::titles() const {
    QStringList all;
    for (int row = 0; row < m_list->count(); ++row)
        all << m_list->item(row)->data(kTitleRole).toString();
    return all;
}

QString ChallengePanel::task() const {
    return m_task->text();
}

QString ChallengePanel::hint() const {
    return m_hint->text();
}

QString ChallengePanel::verdict() const {
    return m_verdict->text();
}

QStringList ChallengePanel::partLines() const {
    return m_partLines;
}

} // namespace mazelab::ui
