#include "ui/stage/stage_hud.hpp"

#include "ui/widgets/fonts.hpp"
#include "ui/widgets/text_label.hpp"

#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>

namespace mazelab::ui {

StageHud::StageHud(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("stageHud"));
    auto* layout = new QVBoxLayout(this);
    m_solver = textLabel(this, "hudSolver", true);
    m_phase = textLabel(this, "hudPhase", false);
    layout->addWidget(m_solver);
    layout->addWidget(m_phase);
    const struct {
        QString caption;
        const char* name;
        QLabel** value;
    } figures[] = {{tr("Time"), "hudTime", &m_time},
                   {tr("Searched"), "hudSearched", &m_searched},
                   {tr("Path"), "hudPath", &m_path}};
    for (const auto& f : figures) {
        layout->addSpacing(12);
        QLabel* caption = textLabel(this, "", false);
        caption->setText(f.caption);
        m_captions.push_back(caption);
        layout->addWidget(caption);
        *f.value = textLabel(this, f.name, true);
        layout->addWidget(*f.value);
    }
    m_optimum = textLabel(this, "hudOptimum", false);
    m_optimum->setWordWrap(true);
    layout->addWidget(m_optimum);
    layout->addStretch(1);
    showFigures(RunFigures{});
}

void StageHud::showFigures(const RunFigures& figures) {
    const Headline h = headlineOf(figures);
    using Phase = RunFigures::Phase;
    m_solver->setText(figures.phase == Phase::None ? tr("No run yet") : figures.solver);
    const QString step = tr("step %1").arg(formatCount(figures.steps));
    switch (figures.phase) {
    case Phase::None:
        m_phase->clear();
        break;
    case Phase::Running:
        m_phase->setText(tr("Running, %1").arg(step));
        break;
    case Phase::Paused:
        m_phase->setText(tr("Paused at %1").arg(step));
        break;
    case Phase::Finished:
        m_phase->setText(tr("Finished, %1").arg(step));
        break;
    }
    m_time->setText(h.time);
    m_searched->setText(h.searched);
    m_path->setText(h.path);
    const OptimumNote note = optimumNoteOf(figures);
    // The path figure above may count moves (BFS): the cost is said beside the optimum.
    showNote(m_optimum,
             note.text.isEmpty() ? QString()
                                 : tr("cost %1, %2").arg(costFigure(*figures.pathCost), note.text),
             note.missed);
}

void StageHud::fitTo(int height, bool narrow) {
    const int figure = int(height * kFigureShare + 0.5);
    const int caption = int(height * kCaptionShare + 0.5);
    for (QLabel* l : {m_time, m_searched, m_path})
        setPixelSize(l, figure);
    setPixelSize(m_solver, caption * 5 / 4);
    setPixelSize(m_phase, caption);
    setPixelSize(m_optimum, caption);
    for (QLabel* l : m_captions)
        setPixelSize(l, caption);
    // Wide enough for "100.00 %" and "1,000,000 moves" at the figures' size; narrow, for
    // "100.00 %" and "1,000 moves".
    setFixedWidth(std::max(figure * (narrow ? 6 : 8), 200));
}

} // namespace mazelab::ui
