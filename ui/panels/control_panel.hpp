#pragma once
// The control panel: generator (with its parameters), seed, size, solver, speed and view options,
// all filled from the core's registry. Its buttons are the main window's QActions, so a button,
// its menu entry and its keyboard shortcut are one and the same command.

#include "core/maze.hpp"
#include "core/movement.hpp"
#include "core/params.hpp"
#include "ui/animation/animator.hpp"

#include <QWidget>

#include <cstdint>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <vector>

class QAction;
class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSlider;
class QSpinBox;
class QStackedWidget;
class QToolButton;

namespace mazelab {
class Random; // core/random.hpp
struct Shaping; // core/shaping.hpp (not included: moc in Qt 6.4 cannot parse <coroutine>)
}

namespace mazelab::ui {

class ParamEditorGroup;
struct AnimationActions; // ui/panels/window_actions.hpp
struct EditActions;
struct MazeActions;

class ControlPanel : public QWidget {
    Q_OBJECT

public:
    enum class SpeedChoice { Slow, Fast, Fastest, Custom, Instant };
    Q_ENUM(SpeedChoice)

    // The solver list is the registry's; a test may give its own.
    explicit ControlPanel(QWidget* parent = nullptr);
    ControlPanel(QWidget* parent, std::span<const SolverInfo* const> solverList);
    ~ControlPanel() override;

    // The buttons of the panel; each shows and triggers its menu's action: Generate,
    // Regenerate and Solve,
    // Play, Step and Reset, the editing tools (normal, mask, cost brush) and the mask commands.
    void setActions(const MazeActions& maze, const AnimationActions& animation,
                    const EditActions& edit);

    [[nodiscard]] const GeneratorInfo& generator() const;
    [[nodiscard]] ParamValues generatorParams() const;
    // Braid, symmetry and weighted terrain, as the shaping controls show them.
    [[nodiscard]] Shaping shaping() const;
    void setShaping(const Shaping& shaping);
    // The cost the cost brush paints (1..255).
    [[nodiscard]] int brushCost() const;
    void setBrushCost(int cost);
    // A mask is set on the maze: generators that cannot honour one are disabled in the generator
    // list (their reason as tooltip) and a note says so. If the chosen generator is one of them,
    // the first generator that honours masks is chosen instead, and the returned text says so
    // (empty otherwise).
    QString setMaskPresent(bool present);
    [[nodiscard]] bool maskPresent() const { return m_maskPresent; }
    [[nodiscard]] std::uint64_t seed() const;
    [[nodiscard]] Size mazeSize() const;
    // The cells' shape Generate makes (core/shape.hpp), and a polar maze's rings (the size rows
    // give way to a rings row for polar). Generators that do not build the shape are disabled,
    // their reason as tooltip; if the chosen generator is one of them, the first that builds it
    // is chosen instead and the returned text says so (empty otherwise).
    [[nodiscard]] ShapeKind cellShape() const;
    [[nodiscard]] int rings() const;
    QString setCellShape(ShapeKind shape);
    void setRings(int rings);
    [[nodiscard]] const SolverInfo& solver() const;
    // The runs' movement (core/movement.hpp). Solvers that do not take it are disabled in the
    // solver list, their reason as tooltip; if the chosen solver is one of them, the first solver
    // that takes it is chosen instead and the returned text says so (empty otherwise).
    [[nodiscard]] Diagonal movement() const;
    QString setMovement(Diagonal rule);
    // The maze the runs search: solvers that refuse it (SolverInfo::mazeProblem: JPS on a maze
    // with walls or weighted cells, or of cells it does not solve; asked once per maze) are
    // disabled too, their reason as tooltip. The chosen one stays chosen, since an edit can make
    // the maze acceptable again; the info line says why it cannot run now. On cells other than
    // squares the runs move across the cells' sides only and measure the distance between
    // centres: a diagonal movement and a heuristic that counts rows and columns are switched, and
    // the returned text says so (empty otherwise).
    QString setMaze(const Maze& maze);
    // The chosen solver's parameters, as its editors show them (every key set).
    [[nodiscard]] ParamValues solverParams() const;
    // The values set for `solver` during this session (its editors remember them per solver id
    // while another solver is chosen), or its defaults, with the heuristic the shown maze's cells
    // allow (SolverInfo::valuesForShape). What a race or an experiment runs it with.
    [[nodiscard]] ParamValues solverParams(const SolverInfo& solver) const;
    [[nodiscard]] SpeedChoice speedChoice() const;
    // The speed for a maze of `size` (presets depend on it).
    [[nodiscard]] Speed speed(Size size) const;
    [[nodiscard]] bool gridVisible() const;
    [[nodiscard]] bool thinWalls() const;

    // Selects by registry id; false (and no change) if the id is unknown.
    bool selectGenerator(std::string_view id);
    bool selectSolver(std::string_view id);
    // Selects the solver at `index` in the registry (keys 1-9, the first nine).
    void selectSolverIndex(int index);
    void setSeed(std::uint64_t seed);
    // The lock beside the seed field: when on, Generate keeps the seed in the field.
    [[nodiscard]] bool seedLocked() const;
    void setSeedLocked(bool locked);
    // A fresh seed for Generate, from 1 to kMaxFreshSeed, never the one the field shows; drawn
    // from a Random seeded once from the clock when the panel is made (docs/semantics.md).
    [[nodiscard]] std::uint64_t drawSeed();
    static constexpr std::uint64_t kMaxFreshSeed = 999'999;
    // Shows these values in the current generator's parameter editors.
    void setGeneratorParams(const ParamValues& values);
    // Shows these values in the chosen solver's parameter editors (and remembers them for it).
    void setSolverParams(const ParamValues& values);
    void setGridVisible(bool visible);
    void setThinWalls(bool thin);
    void setMazeSize(Size size);
    void setSpeedChoice(SpeedChoice choice);
    void setStepsPerSecond(double stepsPerSecond); // switches to Custom
    // +1 / -1: the next faster or slower speed (keys + and -).
    void nudgeSpeed(int direction);

signals:
    // Enter was pressed in the seed field (whatever it holds: a bad seed is refused by the
    // one who makes the maze, with its message).
    void seedEntered();
    void speedChanged();
    void gridToggled(bool visible);
    void wallStyleToggled(bool thinWalls);
    void solverChanged();
    // The movement changed; `switched`: what setMovement returned (empty: the solver stayed).
    void movementChanged(const QString& switched);
    // The cell shape chosen changed; `switched`: what setCellShape returned.
    void cellShapeChanged(const QString& switched);
    // A value in the chosen solver's parameter editors changed (it applies to the next run).
    void solverParamsChanged();
    void brushCostChanged(int cost);
    // Any choice a scenario stores changed (generator, its parameters, seed, size, shaping,
    // solver, its parameters, speed, grid, wall style); not the brush cost or the seed lock.
    void choicesChanged();

private:
    // One builder a group of controls, in the panel's order.
    QGroupBox* buildMazeGroup();
    void addSeedRow(QGroupBox* box, QFormLayout* form);
    void addSizeRows(QGroupBox* box, QFormLayout* form);
    void addShapeRow(QGroupBox* box, QFormLayout* form);
    // Enables the generators that can make the next maze (its mask, its shape); returns what
    // setMaskPresent and setCellShape say.
    QString applyGeneratorChoices();
    QGroupBox* buildShapingGroup();
    QGroupBox* buildEditGroup();
    QGroupBox* buildSolverGroup();
    QGroupBox* buildAnimationGroup();
    QGroupBox* buildViewGroup();
    void connectControls();
    bool eventFilter(QObject* watched, QEvent* event) override;
    void rebuildParams();
    void rebuildSolverParams();
    void updateSolverInfo();
    void applyMovement(); // enables the solvers that take the movement
    void updateSpeedLabel();
    void onSizePreset(int index);

    QComboBox* m_generator = nullptr;
    std::vector<const SolverInfo*> m_solvers; // the solver combo's entries, in its order
    std::unique_ptr<ParamEditorGroup> m_params; // the current generator's
    std::unique_ptr<ParamEditorGroup> m_solverParams; // the current solver's
    QWidget* m_solverParamsBox = nullptr; // hidden when the solver has no parameters
    std::map<std::string, ParamValues, std::less<>> m_solverValues; // by solver id
    QLabel* m_generatorInfo = nullptr;
    QLineEdit* m_seed = nullptr;
    QToolButton* m_seedLock = nullptr;
    std::unique_ptr<Random> m_seedSource; // Generate's fresh seeds
    QComboBox* m_sizePreset = nullptr;
    QSpinBox* m_width = nullptr;
    QSpinBox* m_height = nullptr;
    QComboBox* m_shape = nullptr;           // by ShapeKind, in kShapeKinds' order
    QStackedWidget* m_sizeFields = nullptr; // width x height, or a polar maze's rings
    QSpinBox* m_rings = nullptr;
    ShapeKind m_mazeShape = ShapeKind::Square; // the shown maze's (setMaze)
    QComboBox* m_solver = nullptr;
    QComboBox* m_movement = nullptr; // by Diagonal, in kDiagonals' order
    QLabel* m_solverInfo = nullptr;
    QComboBox* m_speedPreset = nullptr;
    QSlider* m_speedSlider = nullptr;
    QLabel* m_speedLabel = nullptr;
    QSpinBox* m_braid = nullptr;
    QComboBox* m_symmetry = nullptr;
    QSpinBox* m_terrainDensity = nullptr;
    QSpinBox* m_terrainPatchiness = nullptr;
    QSpinBox* m_terrainMaxCost = nullptr;
    QLabel* m_maskNote = nullptr;
    bool m_maskPresent = false;
    // Per solver (m_solvers' order), why it refuses the maze given to setMaze: empty if it takes
    // it. Asked once per maze (a check may scan every cell); the movement's part is asked anew.
    std::vector<std::string> m_mazeRefusals;
    // Why the solver at `solverIndex` cannot run under the current movement: the movement (it
    // comes first) or the maze; empty if it can.
    [[nodiscard]] QString refusal(std::size_t solverIndex) const;
    QSpinBox* m_brushCost = nullptr;
    QToolButton* m_normalToolButton = nullptr;
    QToolButton* m_maskToolButton = nullptr;
    QToolButton* m_costBrushButton = nullptr;
    QToolButton* m_loadMaskButton = nullptr;
    QToolButton* m_clearMaskButton = nullptr;
    QCheckBox* m_grid = nullptr;
    QCheckBox* m_thinWalls = nullptr;
    QToolButton* m_generateButton = nullptr;
    QToolButton* m_regenerateButton = nullptr;
    QToolButton* m_solveButton = nullptr;
    QToolButton* m_playButton = nullptr;
    QToolButton* m_stepBackButton = nullptr;
    QToolButton* m_stepButton = nullptr;
    QToolButton* m_resetButton = nullptr;
};

} // namespace mazelab::ui
