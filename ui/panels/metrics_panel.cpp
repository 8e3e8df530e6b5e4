#include "ui/panels/metrics_panel.hpp"

#include "core/metrics.hpp"
#include "ui/animation/run_figures.hpp"
#include "ui/widgets/qt_text.hpp"

#include <QFormLayout>
#include <QFutureWatcher>
#include <QLabel>
#include <QThreadPool>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <cmath>
#include <vector>

namespace mazelab::ui {
namespace {

// Counts as whole numbers with separators; shares and means with one or two decimals.
QString formatValue(const MetricField& field, std::optional<double> value) {
    if (!value)
        return QStringLiteral("\u2014");
    const double v = *value;
    if (v == std::floor(v) && std::abs(v) < 9e15 &&
        !fromStd(field.key).endsWith(QStringLiteral("_pct")))
        return formatCount(std::int64_t(v));
    return figuresLocale(true).toString(v, 'f',
                                        fromStd(field.key) == QStringLiteral("river") ? 2 : 1);
}

} // namespace

struct MetricsPanel::Impl {
    // A thread of its own, not the global pool (which Qt's painting helpers use and wait on).
    QThreadPool pool;
    QFutureWatcher<MazeMetrics> watcher;
    std::vector<QLabel*> values; // one per metricFields() entry
    bool computing = false;
};

MetricsPanel::MetricsPanel(QWidget* parent)
    : QGroupBox(tr("Maze metrics"), parent), m_impl(std::make_unique<Impl>()) {
    m_impl->pool.setMaxThreadCount(1);
    auto* layout = new QVBoxLayout(this);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("metricsStatus"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    auto* form = new QFormLayout;
    form->setVerticalSpacing(1);
    for (const MetricField& field : metricFields()) {
        auto* value = new QLabel(QStringLiteral("\u2014"), this);
        value->setObjectName(QStringLiteral("metric_") + fromStd(field.key));
        value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        value->setTextFormat(Qt::PlainText);
        form->addRow(fromStd(field.label), value);
        m_impl->values.push_back(value);
    }
    layout->addLayout(form);
    setToolTip(tr("<p>What the maze on screen is made of, measured by the same code as "
                  "<tt>mazelab-cli metrics</tt>: only cells inside the mask count, distances are "
                  "in moves (costs ignored). See docs/metrics.md.</p>"));
    connect(&m_impl->watcher, &QFutureWatcher<MazeMetrics>::finished, this,
            &MetricsPanel::showResult);
}

MetricsPanel::~MetricsPanel() {
    m_impl->watcher.cancel();
    // The run owns its snapshot; waiting here only keeps the pool's thread from outliving us.
    m_impl->pool.waitForDone();
}

void MetricsPanel::measure(const Maze& maze) {
    auto snapshot = std::make_shared<const Maze>(maze);
    m_impl->watcher.cancel(); // skipped if it has not started; its result is ignored anyway
    m_impl->computing = true;
    m_status->setText(tr("computing\u2026"));
    for (QLabel* value : m_impl->values)
        value->setEnabled(false); // greyed: the figures of the previous maze
    // setFuture drops the previous future's signals, so a stale result is never shown.
    m_impl->watcher.setFuture(
        QtConcurrent::run(&m_impl->pool, [snapshot] { return measureMaze(*snapshot); }));
}

bool MetricsPanel::computing() const {
    return m_impl->computing;
}

void MetricsPanel::showResult() {
    if (m_impl->watcher.isCanceled())
        return;
    const MazeMetrics metrics = m_impl->watcher.result();
    const auto fields = metricFields();
    for (std::size_t i = 0; i < fields.size(); ++i) {
        m_impl->values[i]->setText(formatValue(fields[i], fields[i].value(metrics)));
        m_impl->values[i]->setEnabled(true);
    }
    m_impl->computing = false;
    m_status->setText(metrics.diameterExact
                          ? tr("%1 x %2 maze").arg(metrics.size.width).arg(metrics.size.height)
                          : tr("%1 x %2 maze; the diameter is a lower bound (at most %3)")
                                .arg(metrics.size.width)
                                .arg(metrics.size.height)
                                .arg(metrics.diameterUpperBound));
    emit measured();
}

QString MetricsPanel::valueText(std::string_view key) const {
    const auto fields = metricFields();
    for (std::size_t i = 0; i < fields.size(); ++i)
        if (fields[i].key == key)
            return m_impl->values[i]->text();
    return {};
}

} // namespace mazelab::ui
