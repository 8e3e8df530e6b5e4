#include "ui/panels/control_panel.hpp"

#include "ui/panels/control_panel_detail.hpp"
#include "ui/widgets/collapsible_section.hpp"

#include "core/random.hpp"
#include "core/registry.hpp"
#include "core/shape.hpp"
#include "core/shaping.hpp"
#include "core/text_fields.hpp"
#include "ui/animation/run_figures.hpp"
#include "ui/panels/window_actions.hpp"
#include "ui/widgets/param_editor.hpp"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardItemModel>
#include <QStringList>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <utility>

namespace mazelab::ui {

using namespace panel_detail;

ControlPanel::ControlPanel(QWidget* parent) : ControlPanel(parent, solvers()) {}

ControlPanel::ControlPanel(QWidget* parent, std::span<const SolverInfo* const> solverList)
    : QWidget(parent), m_solvers(solverList.begin(), solverList.end()),
      m_seedSource(std::make_unique<Random>(
          std::uint64_t(std::chrono::system_clock::now().time_since_epoch().count()))) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // The everyday controls first; the settings used now and then fold away under them, so
    // that a 720-pixel screen shows Generate, Solve, the speed and the steps without scrolling.
    layout->addWidget(buildMazeGroup());
    layout->addWidget(buildSolverGroup());
    layout->addWidget(buildAnimationGroup());
    const std::pair<QGroupBox*, const char*> folded[] = {
        {buildShapingGroup(), "shapingSection"},
        {buildEditGroup(), "editSection"},
        {buildViewGroup(), "viewSection"},
    };
    for (const auto& [box, name] : folded) {
        const QString title = box->title();
        box->setTitle(QString()); // the section's header names it
        auto* section = new CollapsibleSection(title, box, false, this);
        section->setObjectName(QLatin1String(name));
        layout->addWidget(section);
    }
    layout->addStretch(1);
    connectControls();

    // Defaults: every choice is valid from the start.
    m_generator->setCurrentIndex(0);
    rebuildParams();
    updateSolverInfo();
    rebuildSolverParams();
    m_sizePreset->setCurrentIndex(1);
    onSizePreset(1);
    m_speedSlider->setValue(rateToSlider(50));
    m_speedPreset->setCurrentIndex(int(SpeedChoice::Fast));
    updateSpeedLabel();
}

void ControlPanel::setActions(const MazeActions& maze, const AnimationActions& animation,
                              const EditActions& edit) {
    const std::pair<QToolButton*, QAction*> buttons[] = {
        {m_generateButton, maze.generate},
        {m_regenerateButton, maze.regenerate},
        {m_solveButton, maze.solve},
        {m_playButton, animation.playPause},
        {m_stepBackButton, animation.stepBack},
        {m_stepButton, animation.step},
        {m_resetButton, animation.reset},
        {m_normalToolButton, edit.normalTool},
        {m_maskToolButton, edit.maskTool},
        {m_costBrushButton, edit.costBrush},
        {m_loadMaskButton, edit.loadMask},
        {m_clearMaskButton, edit.clearMask},
    };
    for (const auto& [button, action] : buttons)
        button->setDefaultAction(action);
    // Play becomes Pause while a run plays (RunController::updateActions): the button keeps room
    // for the longer word from the start, so that the panel, and the maze beside it, keep their
    // width when a run starts.
    auto plain = [](QString text) { return text.remove(QLatin1Char('&')); };
    const QFontMetrics metrics = m_playButton->fontMetrics();
    const int longer = metrics.horizontalAdvance(plain(tr("&Pause"))) -
                       metrics.horizontalAdvance(plain(animation.playPause->text()));
    m_playButton->setMinimumWidth(m_playButton->sizeHint().width() + std::max(0, longer));
}

Shaping ControlPanel::shaping() const {
    Shaping shaping;
    shaping.braid = m_braid->value();
    shaping.symmetry = symmetryFromId(m_symmetry->currentData().toString().toStdString());
    shaping.terrain.density = m_terrainDensity->value();
    shaping.terrain.patchiness = m_terrainPatchiness->value();
    shaping.terrain.maxCost = m_terrainMaxCost->value();
    return shaping;
}

void ControlPanel::setShaping(const Shaping& shaping) {
    m_braid->setValue(int(std::lround(shaping.braid)));
    m_symmetry->setCurrentIndex(
        std::max(0, m_symmetry->findData(fromStd(symmetryId(shaping.symmetry)))));
    m_terrainDensity->setValue(int(std::lround(shaping.terrain.density)));
    m_terrainPatchiness->setValue(int(std::lround(shaping.terrain.patchiness)));
    m_terrainMaxCost->setValue(shaping.terrain.maxCost);
}

int ControlPanel::brushCost() const { return m_brushCost->value(); }
void ControlPanel::setBrushCost(int cost) { m_brushCost->setValue(cost); }

QString ControlPanel::setMaskPresent(bool present) {
    m_maskPresent = present;
    m_maskNote->setVisible(present);
    m_maskNote->setText(tr("A mask is set: generators that cannot use one are disabled (hover "
                           "over them for the reason). Clear the mask to use them."));
    return applyGeneratorChoices();
}

QString ControlPanel::applyGeneratorChoices() {
    const ShapeKind shape = cellShape();
    // Why generator g cannot make the next maze: its shape first (a mask is drawn on cells).
    auto refusal = [&](const GeneratorInfo& g) -> QString {
        if (!g.supports(shape))
            return fromStd(g.shapeError(shape));
        if (m_maskPresent && !g.honoursMask)
            return tr("%1 cannot use a mask: %2").arg(fromStd(g.name), fromStd(g.noMaskReason));
        return {};
    };
    auto* model = qobject_cast<QStandardItemModel*>(m_generator->model());
    const auto all = generators();
    for (int i = 0; i < m_generator->count() && i < int(all.size()); ++i) {
        const GeneratorInfo& g = *all[std::size_t(i)];
        const QString why = refusal(g);
        if (model)
            model->item(i)->setEnabled(why.isEmpty());
        m_generator->setItemData(i, why.isEmpty() ? generatorTooltip(g) : why, Qt::ToolTipRole);
    }
    const QString why = refusal(generator());
    if (why.isEmpty())
        return {};
    for (int i = 0; i < int(all.size()); ++i) {
        if (refusal(*all[std::size_t(i)]).isEmpty()) {
            m_generator->setCurrentIndex(i);
            return tr("%1 Switched to %2.").arg(why, fromStd(all[std::size_t(i)]->name));
        }
    }
    return {};
}

ShapeKind ControlPanel::cellShape() const {
    return kShapeKinds[std::size_t(
        std::clamp(m_shape->currentIndex(), 0, int(kShapeKinds.size()) - 1))];
}

int ControlPanel::rings() const {
    return m_rings->value();
}

QString ControlPanel::setCellShape(ShapeKind shape) {
    if (cellShape() != shape) {
        const QSignalBlocker block(m_shape); // the caller, not the combo, reports the change
        m_shape->setCurrentIndex(
            int(std::find(kShapeKinds.begin(), kShapeKinds.end(), shape) - kShapeKinds.begin()));
    }
    // A polar maze is sized by its rings: the size row shows them instead, and the presets,
    // which are widths and heights, rest.
    const bool polar = shape == ShapeKind::Polar;
    m_sizeFields->setCurrentIndex(polar ? 1 : 0);
    m_sizePreset->setEnabled(!polar);
    return applyGeneratorChoices();
}

void ControlPanel::setRings(int rings) {
    m_rings->setValue(rings);
}

Diagonal ControlPanel::movement() const {
    return kDiagonals[std::size_t(
        std::clamp(m_movement->currentIndex(), 0, int(kDiagonals.size()) - 1))];
}

QString ControlPanel::setMovement(Diagonal rule) {
    if (movement() != rule) {
        const QSignalBlocker block(m_movement); // the caller, not the combo, reports the change
        m_movement->setCurrentIndex(
            int(std::find(kDiagonals.begin(), kDiagonals.end(), rule) - kDiagonals.begin()));
    }
    applyMovement();
    const SolverInfo& from = solver();
    if (from.supports(rule)) {
        updateSolverInfo();
        return {};
    }
    for (std::size_t i = 0; i < m_solvers.size(); ++i) {
        if (refusal(i).isEmpty()) {
            m_solver->setCurrentIndex(int(i));
            return tr("%1 Switched to %2.")
                .arg(fromStd(from.movementError(rule)), fromStd(m_solvers[i]->name));
        }
    }
    return {};
}

QString ControlPanel::setMaze(const Maze& maze) {
    m_mazeShape = maze.shapeKind();
    m_mazeRefusals.clear();
    for (const SolverInfo* s : m_solvers)
        m_mazeRefusals.push_back(s->mazeProblem(maze));
    QStringList notes;
    const QString cells = fromStd(shapeWord(m_mazeShape));
    // Diagonal moves and the heuristics that count rows and columns exist on square cells only:
    // on other cells a run crosses the sides, which the movement's one choice then says.
    const int fourWay =
        int(std::find(kDiagonals.begin(), kDiagonals.end(), Diagonal::Never) - kDiagonals.begin());
    m_movement->setEnabled(maze.isSquare());
    m_movement->setItemText(fourWay, maze.isSquare() ? fromStd(diagonalName(Diagonal::Never))
                                                     : tr("Across the cells' sides"));
    if (!maze.isSquare() && movement() != Diagonal::Never) {
        {
            const QSignalBlocker block(m_movement);
            m_movement->setCurrentIndex(fourWay);
        }
        notes << tr("Diagonal moves exist on square cells only: on %1 cells a run moves across "
                    "the cells' sides.")
                     .arg(cells);
        emit movementChanged({});
    }
    applyMovement();
    const SolverInfo& chosen = solver();
    if (const ParamValues shown = solverParams(),
        fitted = chosen.valuesForShape(m_mazeShape, shown);
        fitted != shown) {
        setSolverParams(fitted);
        notes << tr("On %1 cells the only heuristic is the distance between cell centres: %2 "
                    "now uses the %3 heuristic.")
                     .arg(cells, fromStd(chosen.name), fromStd(heuristicId(Heuristic::Euclidean)));
    }
    updateSolverInfo();
    return notes.join(QLatin1Char(' '));
}

QString ControlPanel::refusal(std::size_t solverIndex) const {
    const Diagonal rule = movement();
    const SolverInfo& s = *m_solvers[solverIndex];
    if (!s.supports(rule))
        return fromStd(s.movementError(rule));
    if (solverIndex < m_mazeRefusals.size())
        return fromStd(m_mazeRefusals[solverIndex]);
    return {};
}

void ControlPanel::applyMovement() {
    auto* model = qobject_cast<QStandardItemModel*>(m_solver->model());
    for (int i = 0; i < m_solver->count() && i < int(m_solvers.size()); ++i) {
        const SolverInfo& s = *m_solvers[std::size_t(i)];
        const QString why = refusal(std::size_t(i));
        if (model)
            model->item(i)->setEnabled(why.isEmpty());
        m_solver->setItemData(
            i,
            why.isEmpty() ? QStringLiteral("<p><b>%1</b></p><p>%2</p><p>%3</p>")
                                .arg(fromStd(s.name), fromStd(s.description), solverTraits(s))
                          : why,
            Qt::ToolTipRole);
    }
}

const GeneratorInfo& ControlPanel::generator() const {
    const auto all = generators();
    const int i = std::clamp(m_generator->currentIndex(), 0, int(all.size()) - 1);
    return *all[std::size_t(i)];
}

ControlPanel::~ControlPanel() = default;

const SolverInfo& ControlPanel::solver() const {
    const int i = std::clamp(m_solver->currentIndex(), 0, int(m_solvers.size()) - 1);
    return *m_solvers[std::size_t(i)];
}

ParamValues ControlPanel::generatorParams() const { return m_params->values(generator().params); }

ParamValues ControlPanel::solverParams() const { return m_solverParams->values(solver().params); }

ParamValues ControlPanel::solverParams(const SolverInfo& s) const {
    const auto it = m_solverValues.find(s.id);
    return s.valuesForShape(m_mazeShape, it != m_solverValues.end() ? it->second : s.defaults());
}

void ControlPanel::setSolverParams(const ParamValues& values) {
    m_solverParams->setValues(solver().params, solver().valuesForShape(m_mazeShape, values));
    m_solverValues[std::string(solver().id)] = solverParams();
}

std::uint64_t ControlPanel::seed() const {
    const QString digits = m_seed->text().trimmed();
    bool ok = false;
    const qulonglong value = digits.toULongLong(&ok);
    if (!ok)
        throw Error("the seed " + text::excerpt(digits.toStdString()) +
                    " is not valid: it must be a whole number from 0 to " +
                    std::to_string(std::numeric_limits<std::uint64_t>::max()));
    return value;
}

void ControlPanel::setSeed(std::uint64_t seed) { m_seed->setText(QString::number(seed)); }

void ControlPanel::setGeneratorParams(const ParamValues& values) {
    m_params->setValues(generator().params, values);
}

void ControlPanel::setGridVisible(bool visible) { m_grid->setChecked(visible); }
void ControlPanel::setThinWalls(bool thin) { m_thinWalls->setChecked(thin); }

bool ControlPanel::seedLocked() const { return m_seedLock->isChecked(); }
void ControlPanel::setSeedLocked(bool locked) { m_seedLock->setChecked(locked); }

std::uint64_t ControlPanel::drawSeed() {
    bool ok = false;
    const qulonglong shown = m_seed->text().trimmed().toULongLong(&ok);
    for (;;) {
        const std::uint64_t seed = 1 + m_seedSource->below(kMaxFreshSeed);
        if (!ok || seed != shown)
            return seed;
    }
}

bool ControlPanel::eventFilter(QObject* watched, QEvent* event) {
    // QLineEdit::returnPressed is not emitted for text its validator finds incomplete (an empty
    // field), which must get its message too.
    if (watched == m_seed && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            emit seedEntered();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

Size ControlPanel::mazeSize() const { return {m_width->value(), m_height->value()}; }

void ControlPanel::setMazeSize(Size size) {
    m_width->setValue(size.width);
    m_height->setValue(size.height);
}

void ControlPanel::onSizePreset(int index) {
    if (index >= 0 && index < kCustomSize)
        setMazeSize(kSizePresets[index].size);
}

ControlPanel::SpeedChoice ControlPanel::speedChoice() const {
    return SpeedChoice(std::clamp(m_speedPreset->currentIndex(), 0, int(SpeedChoice::Instant)));
}

Speed ControlPanel::speed(Size size) const {
    switch (speedChoice()) {
    case SpeedChoice::Slow:
        return Speed::preset(Speed::Preset::Slow, size);
    case SpeedChoice::Fast:
        return Speed::preset(Speed::Preset::Fast, size);
    case SpeedChoice::Fastest:
        return Speed::preset(Speed::Preset::Fastest, size);
    case SpeedChoice::Instant:
        return {Speed::Mode::Instant, 0};
    case SpeedChoice::Custom:
        break;
    }
    return {Speed::Mode::PerSecond, sliderToRate(m_speedSlider->value())};
}

void ControlPanel::setSpeedChoice(SpeedChoice choice) { m_speedPreset->setCurrentIndex(int(choice)); }

void ControlPanel::setStepsPerSecond(double stepsPerSecond) {
    m_speedSlider->setValue(rateToSlider(stepsPerSecond));
    m_speedPreset->setCurrentIndex(int(SpeedChoice::Custom));
}

void ControlPanel::nudgeSpeed(int direction) {
    // Through the presets in order of speed; the slider in steps of a factor of about 2, and
    // past its top to Instant, the only speed above it.
    if (speedChoice() == SpeedChoice::Custom) {
        const int next = m_speedSlider->value() + direction * 30;
        if (next > kSliderMax)
            setSpeedChoice(SpeedChoice::Instant);
        else
            m_speedSlider->setValue(std::max(0, next));
        return;
    }
    static constexpr SpeedChoice kOrder[] = {SpeedChoice::Slow, SpeedChoice::Fast,
                                             SpeedChoice::Fastest, SpeedChoice::Instant};
    int at = 0;
    for (int i = 0; i < 4; ++i)
        if (kOrder[i] == speedChoice())
            at = i;
    setSpeedChoice(kOrder[std::clamp(at + direction, 0, 3)]);
}

bool ControlPanel::gridVisible() const { return m_grid->isChecked(); }
bool ControlPanel::thinWalls() const { return m_thinWalls->isChecked(); }

bool ControlPanel::selectGenerator(std::string_view id) {
    const int i = m_generator->findData(fromStd(id));
    if (i < 0)
        return false;
    m_generator->setCurrentIndex(i);
    return true;
}

bool ControlPanel::selectSolver(std::string_view id) {
    int i = -1;
    for (std::size_t k = 0; k < m_solvers.size(); ++k)
        if (m_solvers[k]->id == id)
            i = int(k);
    if (i < 0)
        return false;
    m_solver->setCurrentIndex(i);
    return true;
}

void ControlPanel::selectSolverIndex(int index) {
    if (index >= 0 && index < m_solver->count())
        m_solver->setCurrentIndex(index);
}

void ControlPanel::rebuildParams() {
    const GeneratorInfo& g = generator();
    m_params->rebuild(g.params, this);
    m_generator->setToolTip(generatorTooltip(g));
    m_generatorInfo->setText(g.perfect ? tr("Perfect maze (one route between any two cells).")
                                       : tr("Has loops (several routes)."));
}

// The chosen solver's editors, showing what was set for it earlier in the session.
void ControlPanel::rebuildSolverParams() {
    const SolverInfo& s = solver();
    m_solverParams->rebuild(s.params, m_solverParamsBox, solverParams(s));
    m_solverParamsBox->setVisible(!s.params.empty());
}

void ControlPanel::updateSolverInfo() {
    const SolverInfo& s = solver();
    // With diagonal moves the traits are those of the movement, and an inadmissible heuristic
    // says so (Manhattan: the lesson).
    // The values remembered for it: its editors may still be the previous solver's here.
    QString info = solverTraits(s, movement(), solverParams(s));
    const auto chosen =
        std::size_t(std::clamp(m_solver->currentIndex(), 0, int(m_solvers.size()) - 1));
    if (const QString why = refusal(chosen); !why.isEmpty())
        info = QStringLiteral("<b>%1</b>").arg(why.toHtmlEscaped());
    m_solverInfo->setText(info);
    m_solver->setToolTip(QStringLiteral("<p><b>%1</b></p><p>%2</p>")
                             .arg(fromStd(s.name), fromStd(s.description)));
}

void ControlPanel::updateSpeedLabel() {
    const Speed s = speed(mazeSize());
    QString label;
    switch (s.mode) {
    case Speed::Mode::PerSecond:
        label = stepsPerSecondText(s.stepsPerSecond);
        break;
    case Speed::Mode::Unlimited:
        label = tr("no delay");
        break;
    case Speed::Mode::Instant:
        label = tr("instant");
        break;
    }
    m_speedLabel->setText(label);
    if (s.mode == Speed::Mode::PerSecond && speedChoice() != SpeedChoice::Custom) {
        const QSignalBlocker block(m_speedSlider);
        m_speedSlider->setValue(rateToSlider(s.stepsPerSecond));
    }
}

} // namespace mazelab::ui
