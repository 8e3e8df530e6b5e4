#include "ui/panels/control_panel.hpp"
#include "ui/panels/control_panel_detail.hpp"

#include "core/registry.hpp"
#include "core/shape.hpp"
#include "core/shaping.hpp"
#include "ui/animation/run_figures.hpp"
#include "ui/widgets/param_editor.hpp"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardItemModel>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>
#include <initializer_list>
#include <limits>

namespace mazelab::ui {

using namespace panel_detail;

namespace {

// A row of the panel's action buttons (setActions gives each its action), as a row of `form`.
void addButtonRow(QWidget* box, QFormLayout* form, std::initializer_list<QToolButton**> buttons,
                  Qt::ToolButtonStyle style) {
    auto* row = new QHBoxLayout;
    for (QToolButton** button : buttons) {
        *button = actionButton(box);
        (*button)->setToolButtonStyle(style);
        row->addWidget(*button);
    }
    form->addRow(row);
}

} // namespace

// The generator with its parameters, the seed, the size and Generate.
QGroupBox* ControlPanel::buildMazeGroup() {
    auto* box = new QGroupBox(tr("Maze"), this);
    auto* form = new QFormLayout(box);
    m_generator = new QComboBox(box);
    m_generator->setObjectName(QStringLiteral("generatorCombo"));
    for (const GeneratorInfo* g : generators()) {
        m_generator->addItem(fromStd(g->name), fromStd(g->id));
        m_generator->setItemData(m_generator->count() - 1, generatorTooltip(*g),
                                 Qt::ToolTipRole);
    }
    form->addRow(tr("&Generator"), m_generator);
    m_generatorInfo = new QLabel(box);
    m_generatorInfo->setWordWrap(true);
    m_generatorInfo->setObjectName(QStringLiteral("generatorInfo"));
    form->addRow(m_generatorInfo);
    auto* paramsForm = new QFormLayout;
    m_params = std::make_unique<ParamEditorGroup>(paramsForm, QString(),
                                                  [this] { emit choicesChanged(); });
    form->addRow(paramsForm);
    addSeedRow(box, form);
    addShapeRow(box, form);
    addSizeRows(box, form);
    m_maskNote = new QLabel(box);
    m_maskNote->setObjectName(QStringLiteral("maskNote"));
    m_maskNote->setWordWrap(true);
    m_maskNote->hide();
    form->addRow(m_maskNote);
    addButtonRow(box, form, {&m_generateButton, &m_regenerateButton}, Qt::ToolButtonTextBesideIcon);
    return box;
}

void ControlPanel::addSeedRow(QGroupBox* box, QFormLayout* form) {
    auto* row = new QHBoxLayout;
    m_seed = new QLineEdit(QStringLiteral("1"), box);
    m_seed->setObjectName(QStringLiteral("seedEdit"));
    m_seed->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("\\d{1,20}")), m_seed));
    m_seed->setToolTip(tr("The seed of the maze on screen. The same seed, size and parameters "
                          "always make the same maze, on every machine: type a seed and press "
                          "Enter to make its maze."));
    m_seed->installEventFilter(this); // Enter makes the seed's maze
    m_seedLock = new QToolButton(box);
    m_seedLock->setObjectName(QStringLiteral("seedLockButton"));
    m_seedLock->setText(tr("Lock"));
    m_seedLock->setCheckable(true);
    // The pressed look alone is easy to miss on a projector.
    connect(m_seedLock, &QToolButton::toggled, m_seedLock,
            [this](bool on) { m_seedLock->setText(on ? tr("Locked") : tr("Lock")); });
    m_seedLock->setToolTip(tr("Keep this seed: when on, Generate (G) makes the maze of the seed in "
                              "the field again instead of drawing a new seed. Enter in the field "
                              "or Regenerate (Shift+G) makes it whether locked or not."));
    row->addWidget(m_seed, 1);
    row->addWidget(m_seedLock);
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
    m_sizeFields = new QStackedWidget(box);
    auto* cells = new QWidget(m_sizeFields);
    auto* row = new QHBoxLayout(cells);
    row->setContentsMargins(0, 0, 0, 0);
    m_width = new QSpinBox(cells);
    m_height = new QSpinBox(cells);
    m_width->setObjectName(QStringLiteral("widthSpin"));
    m_height->setObjectName(QStringLiteral("heightSpin"));
    for (QSpinBox* spin : {m_width, m_height}) {
        spin->setRange(Maze::kMinSide, Maze::kMaxSide);
        spin->setToolTip(tr("Cells, %1 to %2").arg(Maze::kMinSide).arg(Maze::kMaxSide));
        spin->setKeyboardTracking(false);
    }
    row->addWidget(m_width, 1);
    row->addWidget(new QLabel(QStringLiteral("x"), cells));
    row->addWidget(m_height, 1);
    m_sizeFields->addWidget(cells);
    auto* ringsPage = new QWidget(m_sizeFields);
    auto* ringsRow = new QHBoxLayout(ringsPage);
    ringsRow->setContentsMargins(0, 0, 0, 0);
    m_rings = new QSpinBox(ringsPage);
    m_rings->setObjectName(QStringLiteral("ringsSpin"));
    m_rings->setRange(Shape::kMinRings, Shape::kMaxRings);
    m_rings->setValue(8);
    m_rings->setKeyboardTracking(false);
    m_rings->setToolTip(tr("Rings around the centre cell, counting it: %1 to %2. A ring splits "
                           "its cells in two where they would grow too wide.")
                            .arg(Shape::kMinRings)
                            .arg(Shape::kMaxRings));
    ringsRow->addWidget(m_rings, 1);
    ringsRow->addWidget(new QLabel(tr("rings"), ringsPage), 1);
    m_sizeFields->addWidget(ringsPage);
    // As high as a spin box: the stack would otherwise keep room for the taller page.
    m_sizeFields->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    form->addRow(tr("Cells"), m_sizeFields);
}

// The cells' shape; a polar maze's rings are on the size row.
void ControlPanel::addShapeRow(QGroupBox* box, QFormLayout* form) {
    m_shape = new QComboBox(box);
    m_shape->setObjectName(QStringLiteral("shapeCombo"));
    for (ShapeKind kind : kShapeKinds)
        m_shape->addItem(fromStd(shapeName(kind)), fromStd(shapeId(kind)));
    m_shape->setToolTip(tr("<p>The cells of the next maze: squares, hexagons, triangles, rings "
                           "around a centre (polar), or squares whose passages may cross under "
                           "each other (weave).</p><p>Generators that need rows and columns are "
                           "disabled on the other shapes; hover over them for the reason.</p>"));
    form->addRow(tr("Cell s&hape"), m_shape);
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
    addButtonRow(box, form, {&m_normalToolButton, &m_maskToolButton, &m_costBrushButton},
                 Qt::ToolButtonTextOnly);
    m_brushCost = new QSpinBox(box);
    m_brushCost->setObjectName(QStringLiteral("brushCostSpin"));
    m_brushCost->setRange(Maze::kMinCost, Maze::kMaxCost);
    m_brushCost->setValue(5);
    m_brushCost->setToolTip(tr("The cost the cost brush paints with the left button (the right "
                               "button paints 1)."));
    form->addRow(tr("Brush &cost"), m_brushCost);
    addButtonRow(box, form, {&m_loadMaskButton, &m_clearMaskButton}, Qt::ToolButtonTextOnly);
    return box;
}

QGroupBox* ControlPanel::buildSolverGroup() {
    auto* box = new QGroupBox(tr("Pathfinder"), this);
    auto* form = new QFormLayout(box);
    m_solver = new QComboBox(box);
    m_solver->setObjectName(QStringLiteral("solverCombo"));
    for (const SolverInfo* s : m_solvers) {
        m_solver->addItem(fromStd(s->name), fromStd(s->id));
        m_solver->setItemData(m_solver->count() - 1,
                              QStringLiteral("<p><b>%1</b></p><p>%2</p><p>%3</p>")
                                  .arg(fromStd(s->name), fromStd(s->description), solverTraits(*s)),
                              Qt::ToolTipRole);
    }
    form->addRow(tr("&Solver"), m_solver);
    m_movement = new QComboBox(box);
    m_movement->setObjectName(QStringLiteral("movementCombo"));
    for (Diagonal rule : kDiagonals)
        m_movement->addItem(fromStd(diagonalName(rule)), fromStd(diagonalId(rule)));
    m_movement->setToolTip(
        tr("<p>How a run may move. Four directions pass open walls only. With diagonal moves, a "
           "move to a diagonal neighbour costs sqrt(2) times that cell's cost; it passes one of "
           "the two straight routes between its ends, and a closed wall or a masked cell on a "
           "route is an obstacle.</p><p><b>Always</b>: whatever is in the way. <b>If at most one "
           "obstacle</b>: one route must be clear. <b>Only when no obstacles</b>: both must be "
           "clear (no corner cutting: the Moving AI benchmarks' rule).</p>"));
    form->addRow(tr("&Moves"), m_movement);
    m_solverInfo = new QLabel(box);
    m_solverInfo->setObjectName(QStringLiteral("solverInfo"));
    m_solverInfo->setWordWrap(true);
    form->addRow(m_solverInfo);
    // The solver's parameters, in the generator's kind of editors; named solver_param_<key>.
    m_solverParamsBox = new QWidget(box);
    m_solverParamsBox->setObjectName(QStringLiteral("solverParams"));
    auto* paramsForm = new QFormLayout(m_solverParamsBox);
    paramsForm->setContentsMargins(0, 0, 0, 0);
    m_solverParams = std::make_unique<ParamEditorGroup>(
        paramsForm, QStringLiteral("solver_"), [this] {
            m_solverValues[std::string(solver().id)] = solverParams();
            updateSolverInfo(); // a heuristic parameter can change the warning
            emit solverParamsChanged();
            emit choicesChanged();
        });
    form->addRow(m_solverParamsBox);
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
    // Each preset's tooltip states its rule (Speed::kPresetRules).
    for (int p = 0; p < 3; ++p) {
        const Speed::PresetRule& rule = Speed::kPresetRules[p];
        m_speedPreset->setItemData(
            p,
            tr("Steps per second = cells / %1, at least %2: a breadth-first search over the "
               "whole maze takes about %1 s, whatever its size")
                .arg(rule.seconds)
                .arg(rule.floor),
            Qt::ToolTipRole);
    }
    m_speedPreset->setItemData(4, tr("Run to the end and draw the result"), Qt::ToolTipRole);
    form->addRow(tr("S&peed"), m_speedPreset);
    m_speedSlider = new QSlider(Qt::Horizontal, box);
    m_speedSlider->setObjectName(QStringLiteral("speedSlider"));
    m_speedSlider->setRange(0, kSliderMax);
    m_speedSlider->setToolTip(tr("Steps per second, 1 to 1,000,000 (logarithmic); a preset "
                                 "moves it to the preset's steps per second"));
    m_speedLabel = new QLabel(box);
    m_speedLabel->setObjectName(QStringLiteral("speedLabel"));
    m_speedLabel->setMinimumWidth(m_speedLabel->fontMetrics().horizontalAdvance(
        QStringLiteral("1,000,000 steps/s")));
    auto* sliderRow = new QHBoxLayout;
    sliderRow->addWidget(m_speedSlider, 1);
    sliderRow->addWidget(m_speedLabel);
    form->addRow(sliderRow);
    addButtonRow(box, form, {&m_playButton, &m_stepBackButton, &m_stepButton, &m_resetButton},
                 Qt::ToolButtonTextBesideIcon);
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
        rebuildSolverParams();
        emit solverChanged();
    });
    connect(m_movement, &QComboBox::currentIndexChanged, this, [this] {
        const QString switched = setMovement(movement());
        emit movementChanged(switched);
        emit choicesChanged();
    });
    connect(m_shape, &QComboBox::currentIndexChanged, this, [this] {
        const QString switched = setCellShape(cellShape());
        emit cellShapeChanged(switched);
        emit choicesChanged();
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
    // Every control a scenario stores says it changed (a scenario's unsaved mark follows them).
    for (QComboBox* combo : {m_generator, m_solver, m_symmetry, m_speedPreset})
        connect(combo, &QComboBox::currentIndexChanged, this, &ControlPanel::choicesChanged);
    for (QSpinBox* spin : {m_width, m_height, m_rings, m_braid, m_terrainDensity,
                           m_terrainPatchiness, m_terrainMaxCost})
        connect(spin, &QSpinBox::valueChanged, this, &ControlPanel::choicesChanged);
    for (QCheckBox* box : {m_grid, m_thinWalls})
        connect(box, &QCheckBox::toggled, this, &ControlPanel::choicesChanged);
    connect(m_speedSlider, &QSlider::valueChanged, this, &ControlPanel::choicesChanged);
    connect(m_seed, &QLineEdit::textChanged, this, &ControlPanel::choicesChanged);
}

} // namespace mazelab::ui
