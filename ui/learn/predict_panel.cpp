#include "ui/learn/predict_panel.hpp"

#include "core/learn/session_log.hpp"
#include "core/registry.hpp"
#include "ui/learn/predict_controller.hpp"
#include "ui/widgets/qt_text.hpp"

#include <QFontInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <set>
#include <string>

namespace mazelab::ui {

namespace {

QLabel* wrappingLabel(QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QString percent(double value) {
    return QString::number(value, 'f', 0) + QLatin1Char('%');
}

} // namespace

PredictPanel::PredictPanel(PredictController& controller, const learn::SessionLog& log,
                           QWidget* parent)
    : QWidget(parent), m_controller(controller), m_log(log) {
    setObjectName(QStringLiteral("predictPanel"));
    auto* layout = new QVBoxLayout(this);
    m_prompt = wrappingLabel(this);
    m_prompt->setObjectName(QStringLiteral("predictPrompt"));
    m_verdict = wrappingLabel(this);
    m_verdict->setObjectName(QStringLiteral("predictVerdict"));
    m_reason = wrappingLabel(this);
    m_reason->setObjectName(QStringLiteral("predictReason"));
    m_score = wrappingLabel(this);
    m_score->setObjectName(QStringLiteral("predictScore"));
    layout->addWidget(m_prompt);
    layout->addWidget(m_verdict);
    layout->addWidget(m_reason);
    layout->addWidget(m_score);

    auto* row = new QHBoxLayout;
    m_every = new QSpinBox(this);
    m_every->setRange(1, 20);
    m_every->setValue(controller.every());
    m_every->setPrefix(tr("every "));
    m_every->setSuffix(tr(" step(s)"));
    m_every->setToolTip(tr("Ask about every step the solver takes, or only every k-th one (from "
                           "the next round)."));
    m_next = new QPushButton(tr("Next maze"), this);
    m_next->setToolTip(tr("A new maze from a fresh seed, and a new round on it (Shift+N)."));
    row->addWidget(new QLabel(tr("Ask"), this));
    row->addWidget(m_every, 1);
    row->addWidget(m_next);
    layout->addLayout(row);

    m_table = new QTableWidget(0, 4, this);
    m_table->setObjectName(QStringLiteral("predictTally"));
    m_table->setHorizontalHeaderLabels(
        {tr("Solver"), tr("Right"), tr("Best streak"), tr("Accuracy")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    layout->addWidget(m_table, 1);

    connect(m_every, &QSpinBox::valueChanged, &controller, &PredictController::setEvery);
    connect(m_next, &QPushButton::clicked, &controller, &PredictController::nextMaze);
    connect(&controller, &PredictController::changed, this, &PredictPanel::refresh);
    fitType();
    refresh();
}

void PredictPanel::setLarge(bool large) {
    m_large = large;
    fitType();
}

void PredictPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    if (m_large) // the window's height may have changed with the panel's
        fitType();
}

// Pixel sizes in both modes, so that leaving the stage gives back exactly the normal type.
void PredictPanel::fitType() {
    const int base = QFontInfo(QWidget::font()).pixelSize();
    const int height = window()->height();
    const int big = m_large ? int(height * kLargeShare + 0.5) : base + 1;
    const int text = m_large ? int(height * kLargeTextShare + 0.5) : base;
    for (QLabel* label : {m_prompt, m_verdict, m_reason, m_score}) {
        QFont f = label->font();
        f.setPixelSize(std::max(1, label == m_reason || label == m_score ? text : big));
        f.setBold(label == m_prompt || label == m_verdict);
        label->setFont(f);
    }
}

void PredictPanel::refresh() {
    m_prompt->setText(m_controller.active() ? m_controller.prompt()
                                            : tr("Predict is off: Learn > Predict (P)."));
    const std::optional<bool> right = m_controller.lastRight();
    m_verdict->setText(!right ? QString() : *right ? tr("✔ Right.") : tr("✘ Not that one."));
    m_verdict->setStyleSheet(!right   ? QString()
                             : *right ? QStringLiteral("color: #1b7e34; font-weight: bold;")
                                      : QStringLiteral("color: #c62828; font-weight: bold;"));
    m_reason->setText(m_controller.lastReason());
    const learn::Tally solver =
        m_log.tally(learn::Activity::Predict, m_controller.solverId().toStdString());
    m_score->setText(m_controller.solverId().isEmpty() ? QString()
                     : solver.total() == 0
                         ? tr("%1: no guesses yet").arg(m_controller.solverName())
                         : tr("%1: %2 of %3 right, streak %4 (best %5), accuracy %6")
                               .arg(m_controller.solverName())
                               .arg(solver.right)
                               .arg(solver.total())
                               .arg(solver.streak)
                               .arg(solver.bestStreak)
                               .arg(percent(solver.accuracy())));
    // One row a solver predicted this session, in registry order.
    std::set<std::string> predicted;
    for (const learn::LogEntry& e : m_log.entries())
        if (e.activity == learn::Activity::Predict)
            predicted.insert(e.solver);
    m_table->setRowCount(0);
    for (const SolverInfo* s : solvers()) {
        if (!predicted.count(std::string(s->id)))
            continue;
        const learn::Tally t = m_log.tally(learn::Activity::Predict, s->id);
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        const QStringList cells = {fromStd(s->name),
                                   tr("%1 of %2").arg(t.right).arg(t.total()),
                                   QString::number(t.bestStreak), percent(t.accuracy())};
        for (int c = 0; c < cells.size(); ++c)
            m_table->setItem(row, c, new QTableWidgetItem(cells[c]));
    }
}

QString PredictPanel::promptText() const {
    return m_prompt->text();
}
QString PredictPanel::verdictText() const {
    return m_verdict->text();
}
QString PredictPanel::reasonText() const {
    return m_reason->text();
}
QString PredictPanel::scoreText() const {
    return m_score->text();
}

} // namespace mazelab::ui
