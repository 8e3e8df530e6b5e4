#include "ui/benchmark/benchmark_panel.hpp"

#include "core/movingai.hpp"
#include "ui/widgets/number_text.hpp"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <map>

namespace mazelab::ui {
namespace {

const QString kCitation =
    QStringLiteral("N. Sturtevant, \u201cBenchmarks for Grid-Based Pathfinding\u201d, 2012");

QString cellLabel(Cell c) {
    return QStringLiteral("%1,%2").arg(c.x).arg(c.y);
}

void setBold(QTreeWidgetItem* item, bool bold) {
    QFont font = item->font(0);
    font.setBold(bold);
    for (int column = 0; column < BenchmarkPanel::ColumnCount; ++column)
        item->setFont(column, font);
}

} // namespace

BenchmarkPanel::BenchmarkPanel(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("benchmarkSummary"));
    m_summary->setWordWrap(true);
    m_summary->setToolTip(tr("The problems and their optimal lengths come from the Moving AI "
                             "benchmarks: %1.")
                              .arg(kCitation));
    layout->addWidget(m_summary);

    m_tree = new QTreeWidget(this);
    m_tree->setObjectName(QStringLiteral("benchmarkTree"));
    m_tree->setColumnCount(ColumnCount);
    m_tree->setHeaderLabels({tr("#"), tr("Start"), tr("Goal"), tr("Optimal")});
    m_tree->headerItem()->setToolTip(Number, tr("The problem's number, counted from 1 in the "
                                                "file's order"));
    m_tree->headerItem()->setToolTip(Start, tr("The start cell, x,y from the top left"));
    m_tree->headerItem()->setToolTip(Goal, tr("The goal cell, x,y from the top left"));
    m_tree->headerItem()->setToolTip(
        Optimal, tr("The optimal length published with the problem: eight directions, no corner "
                    "cutting, a straight move 1 and a diagonal sqrt(2) (%1)")
                     .arg(kCitation));
    m_tree->setUniformRowHeights(true); // thousands of rows: no per-row height to measure
    m_tree->setRootIsDecorated(true);
    m_tree->setAllColumnsShowFocus(true);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tree->setMinimumHeight(6 * m_tree->fontMetrics().height());
    m_tree->setToolTip(tr("Enter or a double click sets the start and the goal of the problem"));
    layout->addWidget(m_tree, 1);

    auto* buttons = new QHBoxLayout;
    m_choose = new QPushButton(tr("Set start and goal"), this);
    m_choose->setObjectName(QStringLiteral("chooseProblemButton"));
    m_choose->setToolTip(tr("Moves the start and the goal to the selected problem's (Enter)"));
    buttons->addWidget(m_choose);
    buttons->addStretch(1);
    layout->addLayout(buttons);

    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("benchmarkNote"));
    m_note->setWordWrap(true);
    m_note->setTextFormat(Qt::PlainText);
    layout->addWidget(m_note);

    connect(m_tree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        const int index = item->data(Number, kProblemRole).toInt();
        if (index >= 0)
            emit problemChosen(index);
    });
    connect(m_tree, &QTreeWidget::currentItemChanged, this, &BenchmarkPanel::updateButton);
    connect(m_choose, &QPushButton::clicked, this, &BenchmarkPanel::chooseSelected);
    clear();
}

void BenchmarkPanel::clear() {
    m_tree->clear();
    m_items.clear();
    m_current = -1;
    m_summary->setText(tr("No benchmark problems. Open a Moving AI scenario file (.map.scen), or "
                          "a map (.map) with its scenario file beside it, to list its problems "
                          "(%1).")
                           .arg(kCitation));
    m_note->clear();
    m_note->hide();
    updateButton();
}

void BenchmarkPanel::setProblems(const QString& scenario, const QString& map,
                                 const std::vector<BenchmarkProblem>& problems) {
    clear();
    // The buckets in increasing order, each with its problems in the file's order.
    std::map<int, QList<QTreeWidgetItem*>> buckets;
    m_items.reserve(problems.size());
    for (std::size_t i = 0; i < problems.size(); ++i) {
        const BenchmarkProblem& p = problems[i];
        auto* item = new QTreeWidgetItem(
            QStringList{QString::number(i + 1), cellLabel(p.start), cellLabel(p.goal),
                        QLocale::c().toString(p.optimalLength, 'f', 2)});
        item->setData(Number, kProblemRole, int(i));
        item->setToolTip(Number, tr("Line %1 of the file, bucket %2").arg(p.line).arg(p.bucket));
        item->setToolTip(Optimal, QLocale::c().toString(p.optimalLength, 'f', 8));
        for (int column : {int(Number), int(Optimal)})
            item->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
        buckets[p.bucket].push_back(item);
        m_items.push_back(item);
    }
    QList<QTreeWidgetItem*> tops;
    for (auto& [bucket, items] : buckets) {
        auto* top = new QTreeWidgetItem(QStringList{
            items.size() == 1
                ? tr("Bucket %1: 1 problem").arg(bucket)
                : tr("Bucket %1: %2 problems").arg(bucket).arg(formatCount(items.size()))});
        top->setData(Number, kProblemRole, -1);
        top->setFlags(Qt::ItemIsEnabled); // a heading: not chosen, not selected
        top->addChildren(items);
        tops.push_back(top);
    }
    m_tree->addTopLevelItems(tops);
    for (QTreeWidgetItem* top : tops)
        top->setFirstColumnSpanned(true);
    m_summary->setText(tr("<b>%1</b> on %2: %3 problems in %4 buckets (%5)")
                           .arg(scenario.toHtmlEscaped(), map.toHtmlEscaped(),
                                formatCount(std::int64_t(problems.size())),
                                formatCount(std::int64_t(buckets.size())), kCitation));
    m_note->setText(tr("Choose a problem (Enter or a double click) to set the start and the "
                       "goal."));
    m_note->show();
    if (!tops.isEmpty())
        m_tree->setCurrentItem(tops.front());
    updateButton();
}

int BenchmarkPanel::bucketCount() const {
    return m_tree->topLevelItemCount();
}

QTreeWidgetItem* BenchmarkPanel::itemOf(int index) const {
    return index >= 0 && index < problemCount() ? m_items[std::size_t(index)] : nullptr;
}

void BenchmarkPanel::setCurrent(int index, const QString& note) {
    if (index != m_current) {
        if (QTreeWidgetItem* old = itemOf(m_current))
            setBold(old, false);
        m_current = index;
        if (QTreeWidgetItem* item = itemOf(index)) {
            setBold(item, true);
            item->parent()->setExpanded(true);
            m_tree->setCurrentItem(item);
            m_tree->scrollToItem(item, QAbstractItemView::PositionAtCenter);
        }
    }
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
}

QString BenchmarkPanel::summary() const {
    return m_summary->text();
}

QString BenchmarkPanel::note() const {
    return m_note->text();
}

void BenchmarkPanel::chooseSelected() {
    if (const QTreeWidgetItem* item = m_tree->currentItem()) {
        const int index = item->data(Number, kProblemRole).toInt();
        if (index >= 0)
            emit problemChosen(index);
    }
}

void BenchmarkPanel::updateButton() {
    const QTreeWidgetItem* item = m_tree->currentItem();
    m_choose->setEnabled(item && item->data(Number, kProblemRole).toInt() >= 0);
}

} // namespace mazelab::ui
