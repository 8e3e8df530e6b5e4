#pragma once
// The Experiment window's set-up form (ui/experiment/experiment_window.hpp): cell shapes (check
// boxes, square alone by default), generators and solvers (checkable lists), sizes ("31x31,
// 63x63"), mazes per group, base seed, braid shares ("0, 50, 100"), terrains ("off; 30,50,9":
// entries separated by semicolons, each "density[,patchiness[,max cost]]") and worker threads
// (all cores by default). Under them, the number of runs the set-up makes, or what is wrong with
// it (core experimentError, or what could not be read), and which combinations of shape and
// generator, solver or size it does not run (core experimentSkips; the reasons in the line's
// tooltip).
//
// The source chooser above them picks generated mazes (the fields above) or a Moving AI scenario
// file (ui/experiment/scenario_setup.hpp: the file, the movement, every K-th problem). With a
// scenario, the solvers that refuse its movement or its map are disabled, their reason in the
// tooltip (SolverInfo::movementError, mazeProblem), and left out of the run even if checked.
// (moc reads this header: the core's types are only named.)

#include "core/params.hpp"

#include <QGroupBox>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;

namespace mazelab {
struct BenchmarkSpec;
struct ExperimentSkip;
struct ExperimentSpec;
struct MovingAiBenchmark;
struct SolverInfo;
} // namespace mazelab

namespace mazelab::ui {

class ScenarioSetup;

class ExperimentSetup : public QGroupBox {
    Q_OBJECT

public:
    explicit ExperimentSetup(QWidget* parent = nullptr);

    // Fills the fields with `spec` (threads stay as they are).
    void setSpec(const ExperimentSpec& spec);
    // Reads the fields into `spec` (each solver with its parameters from the source below, if
    // any); returns what is wrong, or an empty string.
    [[nodiscard]] QString readSpec(ExperimentSpec& spec) const;
    // Whether the source is a scenario file rather than generated mazes.
    [[nodiscard]] bool scenarioSource() const;
    void setScenarioSource(bool scenario);
    [[nodiscard]] ScenarioSetup* scenario() const { return m_scenario; }
    [[nodiscard]] QListWidget* solverList() const { return m_solvers; }
    // Reads the scenario source into `spec` (the checked solvers it takes, with their
    // parameters; the map in `files`, which must outlive the spec's runs); returns what is wrong,
    // or an empty string.
    [[nodiscard]] QString readBenchmarkSpec(BenchmarkSpec& spec,
                                            std::shared_ptr<const MovingAiBenchmark>& files) const;
    // Where each solver's parameters come from; without one, every solver runs with its defaults.
    void setSolverParamSource(std::function<ParamValues(const SolverInfo&)> source) {
        m_paramSource = std::move(source);
    }
    void setThreads(int threads);
    [[nodiscard]] int threads() const;
    // Sets one field from text, as a script would: shapes, generators and solvers take ids
    // separated by commas (every other one is unchecked), sizes, count, seed, braids, terrains and
    // threads the text their field takes; source is generated or scenario, scenario a scenario
    // file's path (which also picks that source), diagonal a movement id and every a whole number.
    // Returns an error (unknown key or id, a count or thread number that is not a whole number in
    // range, a file that cannot be read), or an empty string.
    QString setSetupField(const QString& key, const QString& value);
    // The line under the fields: the number of runs, or why the set-up cannot run.
    [[nodiscard]] QString runsText() const;

signals:
    // A field changed; the line under the fields says what the set-up makes now.
    void changed();
    // The scenario's Browse… chose a file that cannot be read (the set-up is unchanged).
    void scenarioFailed(const QString& path, const QString& message);

private:
    void readSolvers(std::vector<const SolverInfo*>& solvers,
                     std::vector<ParamValues>& params) const;
    void addGeneratorEntry(const QString& label);
    void updateRunCount();
    void showNotRun(const std::vector<ExperimentSkip>& skips);
    void updateSolverStates();
    void showPage(int index);
    [[nodiscard]] QString benchmarkRunsText() const;

    std::function<ParamValues(const SolverInfo&)> m_paramSource;
    QComboBox* m_source = nullptr;
    std::vector<QCheckBox*> m_shapes; // one per ShapeKind, in kShapeKinds' order
    QWidget* m_generated = nullptr; // the fields of generated mazes
    ScenarioSetup* m_scenario = nullptr;
    QListWidget* m_generators = nullptr;
    QListWidget* m_solvers = nullptr;
    QLineEdit* m_sizes = nullptr;
    QSpinBox* m_count = nullptr;
    QLineEdit* m_seed = nullptr;
    QLineEdit* m_braids = nullptr;
    QLineEdit* m_terrains = nullptr;
    QSpinBox* m_threads = nullptr;
    QLabel* m_runs = nullptr;
};

} // namespace mazelab::ui
