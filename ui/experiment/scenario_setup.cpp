#include "ui/experiment/scenario_setup.hpp"

#include "core/benchmark.hpp"
#include "ui/widgets/qt_text.hpp"

#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

#include <algorithm>
#include <set>

namespace mazelab::ui {

ScenarioSetup::ScenarioSetup(QWidget* parent) : QWidget(parent) {
    m_path = new QLineEdit(this);
    m_path->setObjectName(QStringLiteral("scenarioEdit"));
    m_path->setReadOnly(true);
    m_path->setPlaceholderText(tr("no scenario file chosen"));
    m_browse = new QPushButton(tr("&Browse\u2026"), this);
    m_browse->setObjectName(QStringLiteral("scenarioBrowse"));
    m_browse->setToolTip(tr("A Moving AI scenario file (.map.scen), its map (.map) in its folder"));
    m_fileLabel = new QLabel(this);
    m_fileLabel->setObjectName(QStringLiteral("scenarioFileLabel"));
    m_fileLabel->setWordWrap(true);
    m_movement = new QComboBox(this);
    m_movement->setObjectName(QStringLiteral("movementBox"));
    for (const Diagonal rule : kDiagonals)
        m_movement->addItem(rule == Diagonal::OnlyWhenNoObstacles
                                ? tr("%1 (the benchmark's rule)").arg(fromStd(diagonalName(rule)))
                                : fromStd(diagonalName(rule)),
                            int(rule));
    // Narrow like the other fields: the set-up's column is as wide as the generated mazes' need.
    m_movement->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_movement->setMinimumContentsLength(16);
    m_path->setMinimumWidth(60);
    m_movement->setToolTip(tr("The scenario's optima are for only-when-no-obstacles (no corner "
                              "cutting); under another movement they are not checked"));
    setDiagonal(Diagonal::OnlyWhenNoObstacles);
    m_every = new QSpinBox(this);
    m_every->setObjectName(QStringLiteral("everyBox"));
    m_every->setRange(1, 1'000'000);
    m_every->setValue(1);
    m_every->setToolTip(tr("Run problems 0, K, 2K, \u2026 of the file (1: all of them)"));

    auto* fileRow = new QHBoxLayout;
    fileRow->setContentsMargins(0, 0, 0, 0);
    fileRow->addWidget(m_path, 1);
    fileRow->addWidget(m_browse);
    auto* form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(tr("Scenario:"), fileRow);
    form->addRow(m_fileLabel);
    form->addRow(tr("Movement:"), m_movement);
    form->addRow(tr("Every K-th problem:"), m_every);
    m_fileLabel->setText(fileText());

    connect(m_browse, &QPushButton::clicked, this, &ScenarioSetup::browse);
    connect(m_movement, &QComboBox::currentIndexChanged, this, &ScenarioSetup::changed);
    connect(m_every, &QSpinBox::valueChanged, this, &ScenarioSetup::changed);
}

ScenarioSetup::~ScenarioSetup() = default;

QString ScenarioSetup::openScenario(const QString& path) {
    std::shared_ptr<const MovingAiBenchmark> files;
    try {
        files =
            std::make_shared<const MovingAiBenchmark>(loadMovingAiBenchmark(path.toStdString()));
    } catch (const Error& e) {
        return QString::fromStdString(e.what());
    }
    m_files = std::move(files);
    m_path->setText(path);
    m_path->setToolTip(path);
    m_fileLabel->setText(fileText());
    emit changed();
    return {};
}

QString ScenarioSetup::fileText() const {
    if (!m_files)
        return tr("Choose a Moving AI scenario file (.map.scen): its map is the .map its problems "
                  "name, in its folder, else its own name without .scen.");
    std::set<int> buckets;
    for (const BenchmarkProblem& p : m_files->problems)
        buckets.insert(p.bucket);
    const Size size = m_files->map.maze.size();
    return tr("%1: %2 problems in %3 buckets on %4 (%5 \u00d7 %6)")
        .arg(QFileInfo(QString::fromStdString(m_files->scenarioPath)).fileName())
        .arg(m_files->problems.size())
        .arg(buckets.size())
        .arg(QFileInfo(QString::fromStdString(m_files->mapPath)).fileName())
        .arg(size.width)
        .arg(size.height);
}

Diagonal ScenarioSetup::diagonal() const {
    return Diagonal(m_movement->currentData().toInt());
}

void ScenarioSetup::setDiagonal(Diagonal rule) {
    m_movement->setCurrentIndex(m_movement->findData(int(rule)));
}

int ScenarioSetup::every() const {
    return m_every->value();
}

void ScenarioSetup::setEvery(int every) {
    m_every->setValue(every);
}

void ScenarioSetup::browse() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open a Moving AI scenario file"), m_path->text(),
                                     tr("Moving AI scenarios (*.map.scen *.scen);;All files (*)"));
    if (path.isEmpty())
        return;
    if (const QString error = openScenario(path); !error.isEmpty())
        emit failed(path, error);
}

} // namespace mazelab::ui
