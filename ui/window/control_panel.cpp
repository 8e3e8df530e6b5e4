#include "ui/window/control_panel.hpp"

#include "core/registry.hpp"
#include "core/shaping.hpp"
#include "ui/window/param_editor.hpp"
#include "ui/animation/run_figures.hpp"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>
#include <limits>

namespace mazelab::ui {
namespace {

QString text(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

struct SizePreset {
    const char* label;
    Size size;
};
// The original's three sizes (its 9, 39 and 159 block boards).
constexpr SizePreset kSizePresets[] = {
    {"Small (4 x 4)", {4, 4}}, {"Medium (19 x 19)", {19, 19}}, {"Large (79 x 79)", {79, 79}}};
constexpr int kCustomSize = 3;

// The speed slider is logarithmic: position p means 10^(p / 100) steps per second.
constexpr int kSliderMax = 500; // 100,000 steps per second
double sliderToRate(int position) { return std::pow(10.0, position / 100.0); }
int rateToSlider(double rate) {
    return std::clamp(int(std::lround(std::log10(std::max(rate, 1.0)) * 100.0)), 0, kSliderMax);
}

QString generatorTooltip(const GeneratorInfo& g) {
    return QStringLiteral("<p><b>%1</b> (%2)</p><p>%3</p><p>%4</p>")
        .arg(text(g.name), text(g.id), text(g.description),
             g.perfect ? QStringLiteral("Perfect maze: exactly one route between any two cells.")
                       : QStringLiteral("Not perfect: the maze has loops, so several routes."));
}

QString solverTraits(const SolverInfo& s) {
    QString traits = s.shortestOnUnitCosts ? QStringLiteral("Guarantees a shortest path")
                                           : QStringLiteral("Does not guarantee a shortest path");
    traits += s.usesCosts ? (s.cheapestOnCosts ? QStringLiteral("; cheapest on weighted cells.")
                                               : QStringLiteral("; reads cell costs."))
                          : QStringLiteral("; ignores cell costs.");
    return traits;
}

QToolButton* actionButton(QWidget* parent) {
    auto* button = new QToolButton(parent);
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    return button;
}

} // namespace

ControlPanel::ControlPanel(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(buildMazeGroup());
    layout->addWidget(buildShapingGroup());
    layout->addWidget(buildEditGroup());
    layout->addWidget(buildSolverGroup());
    layout->addWidget(buildAnimationGroup());
    layout->addWidget(buildViewGroup());
    layout->addStretch(1);
    connectControls();

    // Defaults: every choice is valid from the start.
    m_generator->setCurrentIndex(0);
    rebuildParams();
    updateSolverInfo();
    m_sizePreset->setCurrentIndex(1);
    onSizePreset(1);
    m_speedSlider->setValue(rateToSlider(50));
    m_speedPreset->setCurrentIndex(int(SpeedChoice::Fast));
    updateSpeedLabel();
}

// The generator with its parameters, the seed, the size and Generate.
QGroupBox* ControlPanel::buildMazeGroup() {
    auto* box = new QGroupBox(tr("Maze"), this);
    auto* form = new QFormLayout(box);
    m_generator = new QComboBox(box);
    m_generator->setObjectName(QStringLiteral("generatorCombo"));
    for (const GeneratorInfo* g : generators()) {
        m_generator->addItem(text(g->name), text(g->id));
        m_generator->setItemData(m_generator->count() - 1, generatorTooltip(*g),
                                 Qt::ToolTipRole);
    }
    form->addRow(tr("&Generator"), m_generator);
    m_generatorInfo = new QLabel(box);
    m_generatorInfo->setWordWrap(true);
    m_generatorInfo->setObjectName(QStringLiteral("generatorInfo"));
    form->addRow(m_generatorInfo);
    m_paramsForm = new QFormLayout;
    form->addRow(m_paramsForm);
    addSeedRow(box, form);
    addSizeRows(box, form);
    m_maskNote = new QLabel(box);
    m_maskNote->setObjectName(QStringLiteral("maskNote"));
    m_maskNote->setWordWrap(true);
    m_maskNote->hide();
    form->addRow(m_maskNote);
    m_generateButton = actionButton(box);
    form->addRow(m_generateButton);
    return box;
}

void ControlPanel::addSeedRow(QGroupBox* box, QFormLayout* form) {
    auto* row = new QHBoxLayout;
    m_seed = new QLineEdit(QStringLiteral("1"), box);
    m_seed->setObjectName(QStringLiteral("seedEdit"));
    m_seed->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("\\d{1,20}")), m_seed));
    m_seed->setToolTip(tr("The same seed, size and parameters always make the same maze, on "
                          "every machine: note it to make the maze again."));
    m_newSeed = new QToolButton(box);
    m_newSeed->setText(tr("New"));
    m_newSeed->setToolTip(tr("Pick a new random seed"));
    connect(m_newSeed, &QToolButton::clicked, this, &ControlPanel::newRandomSeed);
    row->addWidget(m_seed, 1);
    row->addWidget(m_newSeed);
    // A layout, not a widget, so the form cannot make the label its buddy: without one the
    // mnemonic's '&' would be shown as it is.
    auto* label = new QLabel(tr("S&eed"), box);
    label->setBuddy(m_seed);
    form->addRow(label, row);
}

void ControlPanel::addSizeRows(QGroupBox* box, QFormLayout* form) {
    m_sizePreset = new QComboBox(box);
    m_sizePreset->setObjectName(QStringLiteral("sizeCombo"));
    for (const auto& preset : kSizePresets)
        m_sizePreset->addItem(tr(preset.label));
    m_sizePreset->addItem(tr("Custom"));
    form->addRow(tr("Si&ze"), m_sizePreset);
    auto* row = new QHBoxLayout;
    m_width = new QSpinBox(box);
    m_height = new QSpinBox(box);
    m_width->setObjectName(QStringLiteral("widthSpin"));
    m_height->setObjectName(QStringLiteral("heightSpin"));
    for (QSpinBox* spin : {m_width, m_height}) {
        spin->setRange(Maze::kMinSide, Maze::kMaxSide);
        spin->setToolTip(tr("Cells, %1 to %2").arg(Maze::kMinSide).arg(Maze::kMaxSide));
        spin->setKeyboardTracking(false);
    }
    row->addWidget(m_width, 1);
    row->addWidget(new QLabel(QStringLiteral("x"), box));
    row->addWidget(m_height, 1);
    form->addRow(tr("Cells"), row);
}

// What happens around the generator (core/shaping.hpp): braid, symmetry, weighted terrain.
QGroupBox* ControlPanel::buildShapingGroup() {
    auto* box = new QGroupBox(tr("Shaping"), this);
    auto* form = new QFormLayout(box);
    auto percentSpin = [box](const char* name, const QString& tip) {
        auto* spin = new QSpinBox(box);
        spin->setObjectName(QLatin1String(name));
        spin->setRange(0, 100);
        spin->setSuffix(QStringLiteral(" %"));
        spin->setToolTip(tip);
        return spin;
    };
    m_braid = percentSpin("braidSpin", tr("Share of the dead ends removed after the generator, "
                                          "each by opening one more wall (100 %: none left that "
                                          "could be opened). Braided mazes have loops."));
    form->addRow(tr("&Braid"), m_braid);
    m_symmetry = new QComboBox(box);
    m_symmetry->setObjectName(QStringLiteral("symmetryCombo"));
    m_symmetry->addItem(tr("None"), QStringLiteral("none"));
    m_symmetry->addItem(tr("Left-right mirror"), QStringLiteral("left-right"));
    m_symmetry->addItem(tr("Top-bottom mirror"), QStringLiteral("top-bottom"));
    m_symmetry->setToolTip(tr("Generate one half and mirror it, then join the halves: needs at "
                              "least 3 cells across the mirror axis."));
    form->addRow(tr("S&ymmetry"), m_symmetry);
    m_terrainDensity = percentSpin("terrainDensitySpin",
                                   tr("Share of the cells that get a cost above 1 (0 %: "
                                      "no weighted terrain)."));
    form->addRow(tr("&Terrain"), m_terrainDensity);
    m_terrainPatchiness = new QSpinBox(box);
    m_terrainPatchiness->setObjectName(QStringLiteral("terrainPatchinessSpin"));
    m_terrainPatchiness->setRange(0, 100);
    m_terrainPatchiness->setValue(50);
    m_terrainPatchiness->setToolTip(tr("0: scattered single cells ... 100: a few large "
                                       "patches."));
    form->addRow(tr("Patchiness"), m_terrainPatchiness);
    m_terrainMaxCost = new QSpinBox(box);
    m_terrainMaxCost->setObjectName(QStringLiteral("terrainMaxCostSpin"));
    m_terrainMaxCost->setRange(2, Maze::kMaxCost);
    m_terrainMaxCost->setValue(9);
    m_terrainMaxCost->setToolTip(tr("Each patch costs a random 2 to this much per cell entered."));
    form->addRow(tr("Max cost"), m_terrainMaxCost);
    return box;
}

// The maze view's tools, the brush cost and the mask commands.
QGroupBox* ControlPanel::buildEditGroup() {
    auto* box = new QGroupBox(tr("Edit"), this);
    auto* form = new QFormLayout(box);
    auto* tools = new QHBoxLayout;
    m_normalToolButton = actionButton(box);
    m_maskToolButton = actionButton(box);
    m_costBrushButton = actionButton(box);
    for (QToolButton* b : {m_normalToolButton, m_maskToolButton, m_costBrushButton}) {
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        tools->addWidget(b);
    }
    form->addRow(tools);
    m_brushCost = new QSpinBox(box);
    m_brushCost->setObjectName(QStringLiteral("brushCostSpin"));
    m_brushCost->setRange(Maze::kMinCost, Maze::kMaxCost);
    m_brushCost->setValue(5);
    m_brushCost->setToolTip(tr("The cost the cost brush paints with the left button (the right "
                               "button paints 1)."));
    form->addRow(tr("Brush &cost"), m_brushCost);
    auto* maskRow = new QHBoxLayout;
    m_loadMaskButton = actionButton(box);
    m_clearMaskButton = actionButton(box);
    for (QToolButton* b : {m_loadMaskButton, m_clearMaskButton}) {
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        maskRow->addWidget(b);
    }
    form->addRow(maskRow);
    return box;
}

QGroupBox* ControlPanel::buildSolverGroup() {
    auto* box = new QGroupBox(tr("Pathfinder"), this);
    auto* form = new QFormLayout(box);
    m_solver = new QComboBox(box);
    m_solver->setObjectName(QStringLiteral("solverCombo"));
    for (const SolverInfo* s : solvers()) {
        m_solver->addItem(text(s->name), text(s->id));
        m_solver->setItemData(m_solver->count() - 1,
                              QStringLiteral("<p><b>%1</b></p><p>%2</p><p>%3</p>")
                                  .arg(text(s->name), text(s->description), solverTraits(*s)),
                              Qt::ToolTipRole);
    }
    form->addRow(tr("&Solver"), m_solver);
    m_solverInfo = new QLabel(box);
    m_solverInfo->setObjectName(QStringLiteral("solverInfo"));
    m_solverInfo->setWordWrap(true);
    form->addRow(m_solverInfo);
    m_solveButton = actionButton(box);
    form->addRow(m_solveButton);
    return box;
}

// The speed (presets and a logarithmic slider) and Play, Step, Reset.
QGroupBox* ControlPanel::buildAnimationGroup() {
    auto* box = new QGroupBox(tr("Animation"), this);
    auto* form = new QFormLayout(box);
    m_speedPreset = new QComboBox(box);
    m_speedPreset->setObjectName(QStringLiteral("speedCombo"));
    m_speedPreset->addItem(tr("Slow"));
    m_speedPreset->addItem(tr("Fast"));
    m_speedPreset->addItem(tr("Fastest"));
    m_speedPreset->addItem(tr("Custom (slider)"));
    m_speedPreset->addItem(tr("Instant"));
    m_speedPreset->setItemData(0, tr("The original's Slow: one step every 2/(N+1) s, N the "
                                     "side of the block board"), Qt::ToolTipRole);
    m_speedPreset->setItemData(1, tr("The original's Fast: one step every 2/(N+1)\u00B2 s"),
                               Qt::ToolTipRole);
    m_speedPreset->setItemData(2, tr("No delay: as many steps per frame as the screen allows"),
                               Qt::ToolTipRole);
    m_speedPreset->setItemData(4, tr("Run to the end and draw the result"), Qt::ToolTipRole);
    form->addRow(tr("S&peed"), m_speedPreset);
    m_speedSlider = new QSlider(Qt::Horizontal, box);
    m_speedSlider->setObjectName(QStringLiteral("speedSlider"));
    m_speedSlider->setRange(0, kSliderMax);
    m_speedSlider->setToolTip(tr("Steps per second, 1 to 100,000 (logarithmic)"));
    m_speedLabel = new QLabel(box);
    m_speedLabel->setMinimumWidth(m_speedLabel->fontMetrics().horizontalAdvance(
        QStringLiteral("100,000 steps/s")));
    auto* sliderRow = new QHBoxLayout;
    sliderRow->addWidget(m_speedSlider, 1);
    sliderRow->addWidget(m_speedLabel);
    form->addRow(sliderRow);
    auto* buttons = new QHBoxLayout;
    m_playButton = actionButton(box);
    m_stepButton = actionButton(box);
    m_resetButton = actionButton(box);
    buttons->addWidget(m_playButton);
    buttons->addWidget(m_stepButton);
    buttons->addWidget(m_resetButton);
    form->addRow(buttons);
    return box;
}

QGroupBox* ControlPanel::buildViewGroup() {
    auto* box = new QGroupBox(tr("View"), this);
    auto* layout = new QHBoxLayout(box);
    m_grid = new QCheckBox(tr("&Grid"), box);
    m_grid->setObjectName(QStringLiteral("gridCheck"));
    m_grid->setToolTip(tr("Outline every cell"));
    m_thinWalls = new QCheckBox(tr("&Thin walls"), box);
    m_thinWalls->setObjectName(QStringLiteral("thinWallsCheck"));
    m_thinWalls->setToolTip(tr("Draw walls as lines between cells instead of the original's "
                               "blocks"));
    layout->addWidget(m_grid);
    layout->addWidget(m_thinWalls);
    layout->addStretch(1);
    return box;
}

void ControlPanel::connectControls() {
    connect(m_generator, &QComboBox::currentIndexChanged, this, &ControlPanel::rebuildParams);
    connect(m_solver, &QComboBox::currentIndexChanged, this, [this] {
        updateSolverInfo();
        emit solverChanged();
    });
    connect(m_sizePreset, &QComboBox::currentIndexChanged, this, &ControlPanel::onSizePreset);
    for (QSpinBox* spin : {m_width, m_height}) {
        connect(spin, &QSpinBox::valueChanged, this, [this] {
            const Size size = mazeSize();
            int match = kCustomSize;
            for (int i = 0; i < kCustomSize; ++i)
                if (kSizePresets[i].size == size)
                    match = i;
            const QSignalBlocker block(m_sizePreset);
            m_sizePreset->setCurrentIndex(match);
            updateSpeedLabel();
        });
    }
    connect(m_speedPreset, &QComboBox::currentIndexChanged, this, [this] {
        updateSpeedLabel();
        emit speedChanged();
    });
    connect(m_speedSlider, &QSlider::valueChanged, this, [this] {
        if (speedChoice() != SpeedChoice::Custom) {
            const QSignalBlocker block(m_speedPreset);
            m_speedPreset->setCurrentIndex(int(SpeedChoice::Custom));
        }
        updateSpeedLabel();
        emit speedChanged();
    });
    connect(m_brushCost, &QSpinBox::valueChanged, this, &ControlPanel::brushCostChanged);
    connect(m_grid, &QCheckBox::toggled, this, &ControlPanel::gridToggled);
    connect(m_thinWalls, &QCheckBox::toggled, this, &ControlPanel::wallStyleToggled);
}

void ControlPanel::setActions(QAction* generate, QAction* solve, QAction* playPause,
                              QAction* step, QAction* reset) {
    m_generateButton->setDefaultAction(generate);
    m_solveButton->setDefaultAction(solve);
    m_playButton->setDefaultAction(playPause);
    m_stepButton->setDefaultAction(step);
    m_resetButton->setDefaultAction(reset);
}

void ControlPanel::setEditActions(QAction* normalTool, QAction* maskTool, QAction* costBrush,
                                  QAction* loadMask, QAction* clearMask) {
    m_normalToolButton->setDefaultAction(normalTool);
    m_maskToolButton->setDefaultAction(maskTool);
    m_costBrushButton->setDefaultAction(costBrush);
    m_loadMaskButton->setDefaultAction(loadMask);
    m_clearMaskButton->setDefaultAction(clearMask);
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
    m_symmetry->setCurrentIndex(std::max(0, m_symmetry->findData(text(symmetryId(shaping.symmetry)))));
    m_terrainDensity->setValue(int(std::lround(shaping.terrain.density)));
    m_terrainPatchiness->setValue(int(std::lround(shaping.terrain.patchiness)));
    m_terrainMaxCost->setValue(shaping.terrain.maxCost);
}

int ControlPanel::brushCost() const { return m_brushCost->value(); }
void ControlPanel::setBrushCost(int cost) { m_brushCost->setValue(cost); }

QString ControlPanel::setMaskPresent(bool present) {
    m_maskPresent = present;
    auto* model = qobject_cast<QStandardItemModel*>(m_generator->model());
    const auto all = generators();
    for (int i = 0; i < m_generator->count() && i < int(all.size()); ++i) {
        const GeneratorInfo& g = *all[std::size_t(i)];
        const bool usable = !present || g.honoursMask;
        if (model)
            model->item(i)->setEnabled(usable);
        m_generator->setItemData(i,
                                 usable ? generatorTooltip(g)
                                        : tr("%1 cannot use a mask: %2")
                                              .arg(text(g.name), text(g.noMaskReason)),
                                 Qt::ToolTipRole);
    }
    m_maskNote->setVisible(present);
    m_maskNote->setText(tr("A mask is set: generators that cannot use one are disabled (hover "
                           "over them for the reason). Clear the mask to use them."));
    if (!present || generator().honoursMask)
        return {};
    const GeneratorInfo& from = generator();
    for (int i = 0; i < int(all.size()); ++i) {
        if (all[std::size_t(i)]->honoursMask) {
            m_generator->setCurrentIndex(i);
            return tr("%1 cannot use a mask: %2 Switched to %3.")
                .arg(text(from.name), text(from.noMaskReason), text(all[std::size_t(i)]->name));
        }
    }
    return {};
}

const GeneratorInfo& ControlPanel::generator() const {
    const auto all = generators();
    const int i = std::clamp(m_generator->currentIndex(), 0, int(all.size()) - 1);
    return *all[std::size_t(i)];
}

const SolverInfo& ControlPanel::solver() const {
    const auto all = solvers();
    const int i = std::clamp(m_solver->currentIndex(), 0, int(all.size()) - 1);
    return *all[std::size_t(i)];
}

ParamValues ControlPanel::generatorParams() const {
    const GeneratorInfo& g = generator();
    ParamValues values(g.params);
    for (std::size_t i = 0; i < g.params.size() && i < m_paramWidgets.size(); ++i)
        values.set(g.params, g.params[i].key,
                   paramEditorValue(m_paramWidgets[i], g.params[i].defaultValue));
    return values;
}

std::uint64_t ControlPanel::seed() const {
    const QString digits = m_seed->text().trimmed();
    bool ok = false;
    const qulonglong value = digits.toULongLong(&ok);
    if (!ok)
        throw Error("the seed '" + digits.toStdString() + "' is not valid: it must be a whole "
                    "number from 0 to " + std::to_string(std::numeric_limits<std::uint64_t>::max()));
    return value;
}

void ControlPanel::setSeed(std::uint64_t seed) { m_seed->setText(QString::number(seed)); }

void ControlPanel::setGeneratorParams(const ParamValues& values) {
    const GeneratorInfo& g = generator();
    for (std::size_t i = 0; i < g.params.size() && i < m_paramWidgets.size(); ++i)
        setParamEditorValue(m_paramWidgets[i], values.get(g.params[i].key));
}

void ControlPanel::setGridVisible(bool visible) { m_grid->setChecked(visible); }
void ControlPanel::setThinWalls(bool thin) { m_thinWalls->setChecked(thin); }

void ControlPanel::newRandomSeed() {
    // Any seed is as good as another; only this choice of seed is not reproducible (the maze
    // made from it is).
    setSeed(QRandomGenerator::global()->bounded(quint64(1), quint64(1'000'000'000)));
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
    // Through the presets in order of speed; the slider in steps of a factor of about 2.
    if (speedChoice() == SpeedChoice::Custom) {
        const int next = m_speedSlider->value() + direction * 30;
        if (next > kSliderMax)
            setSpeedChoice(SpeedChoice::Fastest);
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
    const int i = m_generator->findData(text(id));
    if (i < 0)
        return false;
    m_generator->setCurrentIndex(i);
    return true;
}

bool ControlPanel::selectSolver(std::string_view id) {
    const int i = m_solver->findData(text(id));
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
    while (m_paramsForm->rowCount() > 0)
        m_paramsForm->removeRow(0);
    m_paramWidgets.clear();
    const GeneratorInfo& g = generator();
    m_generator->setToolTip(generatorTooltip(g));
    m_generatorInfo->setText(g.perfect ? tr("Perfect maze (one route between any two cells).")
                                       : tr("Has loops (several routes)."));
    for (const ParamSpec& spec : g.params) {
        QWidget* editor = makeParamEditor(spec, this);
        m_paramsForm->addRow(text(spec.name), editor);
        m_paramWidgets.push_back(editor);
    }
}

void ControlPanel::updateSolverInfo() {
    const SolverInfo& s = solver();
    m_solverInfo->setText(solverTraits(s));
    m_solver->setToolTip(QStringLiteral("<p><b>%1</b></p><p>%2</p>")
                             .arg(text(s.name), text(s.description)));
}

void ControlPanel::updateSpeedLabel() {
    const Speed s = speed(mazeSize());
    QString label;
    switch (s.mode) {
    case Speed::Mode::PerSecond:
        label = (s.stepsPerSecond < 10
                     ? QLocale::c().toString(s.stepsPerSecond, 'f', 1)
                     : formatCount(std::llround(s.stepsPerSecond))) +
                tr(" steps/s");
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
