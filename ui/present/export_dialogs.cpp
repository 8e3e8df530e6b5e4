#include "ui/present/export_dialogs.hpp"

#include "ui/present/animation_export.hpp"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>

#include <limits>

namespace mazelab::ui {
namespace {

constexpr int kMaxFrames = 300; // the default frame step keeps a run at or under this

QDialogButtonBox* okCancel(QDialog* dialog) {
    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    QObject::connect(box, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    QObject::connect(box, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    return box;
}

QHBoxLayout* row(ExportSizeFields* size) {
    auto* layout = new QHBoxLayout;
    layout->addWidget(size->width);
    layout->addWidget(new QLabel(QStringLiteral("\u00d7")));
    layout->addWidget(size->height);
    layout->addWidget(new QLabel(QObject::tr("pixels, scale")));
    layout->addWidget(size->scale);
    return layout;
}

} // namespace

ExportSizeFields::ExportSizeFields(QSize viewSize, QWidget* parent)
    : QObject(parent), m_viewSize(viewSize.expandedTo(QSize(16, 16))) {
    width = new QSpinBox(parent);
    height = new QSpinBox(parent);
    for (QSpinBox* box : {width, height}) {
        box->setRange(16, 8192);
        box->setAccelerated(true);
    }
    width->setObjectName(QStringLiteral("exportWidth"));
    height->setObjectName(QStringLiteral("exportHeight"));
    scale = new QDoubleSpinBox(parent);
    scale->setObjectName(QStringLiteral("exportScale"));
    scale->setRange(0.25, 8);
    scale->setSingleStep(0.5);
    scale->setSuffix(QStringLiteral(" \u00d7"));
    scale->setValue(1);
    setSize(m_viewSize);
    connect(scale, &QDoubleSpinBox::valueChanged, this, [this](double factor) {
        const QSignalBlocker b(scale);
        setSize(m_viewSize * factor);
    });
    for (QSpinBox* box : {width, height})
        connect(box, &QSpinBox::valueChanged, this, &ExportSizeFields::sizeChanged);
}

QSize ExportSizeFields::size() const {
    return {width->value(), height->value()};
}

void ExportSizeFields::setSize(QSize size) {
    width->setValue(size.width());
    height->setValue(size.height());
}

ExportViewDialog::ExportViewDialog(QSize viewSize, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Export view"));
    m_size = new ExportSizeFields(viewSize, this);
    auto* form = new QFormLayout(this);
    form->addRow(new QLabel(tr("The whole maze, fitted into a PNG or SVG picture of this size.")));
    form->addRow(tr("Size:"), row(m_size));
    form->addRow(okCancel(this));
}

ExportAnimationDialog::ExportAnimationDialog(QSize viewSize, const QString& solveLabel,
                                             std::int64_t solveSteps, std::int64_t generationSteps,
                                             QWidget* parent)
    : QDialog(parent), m_solveSteps(solveSteps), m_generationSteps(generationSteps) {
    setWindowTitle(tr("Export animation"));
    m_run = new QComboBox(this);
    m_run->setObjectName(QStringLiteral("exportRun"));
    if (solveSteps >= 0)
        m_run->addItem(solveLabel, false);
    if (generationSteps >= 0)
        m_run->addItem(tr("Generation of this maze"), true);
    m_format = new QComboBox(this);
    m_format->addItem(tr("Animated GIF"), true);
    m_format->addItem(tr("Numbered PNG files (frame-0001.png, …) for slides"), false);
    m_size = new ExportSizeFields(viewSize, this);
    m_step = new QSpinBox(this);
    m_step->setObjectName(QStringLiteral("exportFrameStep"));
    m_step->setRange(1, std::numeric_limits<int>::max());
    m_step->setSuffix(tr(" steps per frame"));
    m_delay = new QSpinBox(this);
    m_delay->setRange(10, 10'000);
    m_delay->setSingleStep(10);
    m_delay->setValue(80);
    m_delay->setSuffix(tr(" ms per frame"));
    m_frames = new QLabel(this);
    m_frames->setObjectName(QStringLiteral("exportFrames"));

    auto* form = new QFormLayout(this);
    form->addRow(tr("Run:"), m_run);
    form->addRow(tr("Format:"), m_format);
    form->addRow(tr("Frame size:"), row(m_size));
    form->addRow(tr("Frame step:"), m_step);
    form->addRow(QString(), m_frames);
    form->addRow(tr("GIF speed:"), m_delay);
    form->addRow(okCancel(this));

    connect(m_run, &QComboBox::currentIndexChanged, this, &ExportAnimationDialog::runChanged);
    connect(m_step, &QSpinBox::valueChanged, this, &ExportAnimationDialog::updateFrames);
    connect(m_format, &QComboBox::currentIndexChanged, this,
            [this] { m_delay->setEnabled(gif()); });
    runChanged();
}

bool ExportAnimationDialog::generation() const {
    return m_run->currentData().toBool();
}
bool ExportAnimationDialog::gif() const {
    return m_format->currentData().toBool();
}
std::int64_t ExportAnimationDialog::frameStep() const {
    return m_step->value();
}
int ExportAnimationDialog::frameDelayMs() const {
    return m_delay->value();
}

void ExportAnimationDialog::runChanged() {
    const std::int64_t steps = generation() ? m_generationSteps : m_solveSteps;
    m_step->setValue(
        int(std::min<std::int64_t>(frameStepFor(std::max<std::int64_t>(steps, 0), kMaxFrames),
                                   std::numeric_limits<int>::max())));
    updateFrames();
}

void ExportAnimationDialog::updateFrames() {
    const std::int64_t steps =
        std::max<std::int64_t>(generation() ? m_generationSteps : m_solveSteps, 0);
    m_frames->setText(tr("%1 steps: %2 frames")
                          .arg(QLocale().toString(qlonglong(steps)))
                          .arg(QLocale().toString(frameCount(steps, frameStep()))));
}

} // namespace mazelab::ui
