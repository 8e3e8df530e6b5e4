#include "ui/teaching/pseudocode_panel.hpp"

#include "core/learn/prediction.hpp"
#include "core/registry.hpp"
#include "core/search_view.hpp"
#include "core/shape.hpp"
#include "core/shaping.hpp"
#include "ui/animation/animator.hpp"
#include "ui/teaching/algorithm_cards.hpp"
#include "ui/view/maze_palette.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/widgets/qt_text.hpp"

#include <QFontDatabase>
#include <QLabel>
#include <QListWidget>
#include <QScrollArea>
#include <QStyle>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace mazelab::ui {

namespace {

QStringList lines(std::span<const std::string_view> code) {
    QStringList out;
    for (std::string_view line : code)
        out << fromStd(line);
    return out;
}

QString number(double v) {
    return v == std::floor(v) ? QString::number(qint64(v)) : QString::number(v, 'f', 2);
}

// "g=5 h=9 f=14" (A*), "g=5" (Dijkstra), "distance 7" (BFS), "" (DFS, unseen); a cell the
// search from the goal saw (bidirectional) says so: "distance 7 from the goal".
QString figures(const SearchView& view, CellIndex cell, SolverFamily family) {
    const CellInternals in = view.cell(cell);
    if (family == SolverFamily::Incremental) { // g and rhs on every cell, "∞" for infinity
        auto cost = [](std::optional<std::int64_t> straight, std::int64_t diagonal) {
            if (!straight)
                return QStringLiteral("\u221E");
            return diagonal == 0 ? QString::number(*straight)
                                 : QString::fromStdString(costText({*straight, diagonal}));
        };
        QString out = QStringLiteral("g=%1 rhs=%2")
                          .arg(cost(in.g, in.gDiagonal), cost(in.rhs, in.rhsDiagonal));
        if (in.h)
            out += QStringLiteral(" h=%1").arg(number(*in.h));
        return out;
    }
    const QString fromGoal = in.fromGoal ? QStringLiteral("from the goal") : QString();
    if (!in.g)
        return fromGoal;
    QString out;
    if (view.frontierKind() == SearchView::Frontier::Queue) {
        out = QStringLiteral("distance %1").arg(*in.g);
    } else {
        out = QStringLiteral("g=%1").arg(*in.g);
        if (in.h)
            out += QStringLiteral(" h=%1 f=%2").arg(number(*in.h), number(*in.f()));
    }
    return in.fromGoal ? out + QLatin1Char(' ') + fromGoal : out;
}

// A solver without a frontier (walkers, filling), in words.
QString noFrontierText(SolverFamily family) {
    return family == SolverFamily::Filling
               ? QStringLiteral("No frontier: filling looks only at the dead end it fills.")
               : QStringLiteral("No frontier: the walker sees only the cell it stands on.");
}

QStringList describeSearch(const SearchView& view, const Maze& maze, SolverFamily family) {
    QStringList out;
    auto cell = [&](CellIndex c) { return PseudocodePanel::cellText(maze.cellAt(c)); };
    const CellIndex current = view.current();
    const QString currentFigures = figures(view, current, family);
    out << QStringLiteral("Current cell: %1%2")
               .arg(cell(current),
                    currentFigures.isEmpty() ? QString() : QStringLiteral("  ") + currentFigures);
    const std::size_t size = view.frontierSize();
    const auto kind = view.frontierKind();
    if (kind == SearchView::Frontier::None) {
        out << noFrontierText(family);
        return out;
    }
    const bool open = kind == SearchView::Frontier::OpenSet;
    const std::vector<CellIndex> first =
        view.frontier(std::size_t(open ? PseudocodePanel::kListedOpen : PseudocodePanel::kListed));
    const QString cells = size == 1 ? QStringLiteral("1 cell") : QStringLiteral("%1 cells").arg(size);
    const QString head = kind == SearchView::Frontier::Queue ? QStringLiteral("Queue (%1), front first:")
                         : kind == SearchView::Frontier::Stack
                             ? QStringLiteral("Stack (%1), top first:")
                             : QStringLiteral("Open set (%1), best first:");
    if (size == 0) {
        out << head.arg(cells).chopped(1) + QStringLiteral(": empty");
        return out;
    }
    if (!open) {
        QStringList names;
        for (CellIndex c : first)
            names << cell(c);
        out << head.arg(cells) + QLatin1Char(' ') + names.join(QStringLiteral(", ")) +
                   (size > first.size() ? QStringLiteral(", …") : QString());
        return out;
    }
    out << head.arg(cells);
    for (CellIndex c : first)
        out << QStringLiteral("   %1  %2").arg(cell(c), figures(view, c, family));
    if (size > first.size())
        out << QStringLiteral("   …");
    return out;
}

// The last line of a finished solve: the path, or why there is none (the solver's reason, else
// the maze's).
QString outcomeLine(const RunFigures& f) {
    if (f.found)
        return QStringLiteral("Goal reached: path of %1 moves").arg(f.pathLength.value_or(0));
    return (f.gaveUp ? QStringLiteral("Gave up: %1") : QStringLiteral("No path: %1")).arg(f.reason);
}

QString phaseName(GenStep::Phase phase) {
    switch (phase) {
    case GenStep::Phase::Symmetry:
        return QStringLiteral("Symmetry");
    case GenStep::Phase::Braid:
        return QStringLiteral("Braid");
    case GenStep::Phase::Terrain:
        return QStringLiteral("Weighted terrain");
    case GenStep::Phase::Generator:
        break;
    }
    return {};
}

} // namespace

PseudocodePanel::PseudocodePanel(const Animator& animator, const MazeScene& scene,
                                 QWidget* parent)
    : QWidget(parent), m_animator(animator), m_scene(scene) {
    setObjectName(QStringLiteral("pseudocodePanel"));
    QFont base = font();
    if (base.pointSizeF() > 0)
        base.setPointSizeF(base.pointSizeF() * 1.2); // readable on a projector
    setFont(base);

    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("pseudocodeTitle"));
    QFont titleFont = base;
    titleFont.setBold(true);
    titleFont.setPointSizeF(base.pointSizeF() * 1.15);
    m_title->setFont(titleFont);
    m_title->setWordWrap(true);

    m_code = new QListWidget(this);
    m_code->setObjectName(QStringLiteral("pseudocode"));
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(base.pointSizeF());
    m_code->setFont(mono);
    m_code->setSelectionMode(QAbstractItemView::SingleSelection);
    m_code->setFocusPolicy(Qt::NoFocus);
    m_code->setWordWrap(true);
    m_code->setTextElideMode(Qt::ElideNone);
    m_code->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    // The highlighted line has the colour of the current cell in the maze.
    const QColor current = MazePalette{}.current;
    m_code->setStyleSheet(QStringLiteral("QListWidget::item:selected { background: %1; color: "
                                         "black; font-weight: bold; }")
                              .arg(current.name()));

    m_data = new QLabel(this);
    m_data->setObjectName(QStringLiteral("dataStructures"));
    m_data->setWordWrap(true);
    m_data->setTextFormat(Qt::PlainText);
    m_data->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_data->setFont(mono);

    m_card = new QLabel(this);
    m_card->setObjectName(QStringLiteral("algorithmCard"));
    m_card->setWordWrap(true);
    m_card->setTextFormat(Qt::RichText);
    m_card->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    // In a short panel the card scrolls, so that the code keeps at least six lines.
    m_code->setMinimumHeight(6 * QFontMetrics(mono).lineSpacing() + 2 * m_code->frameWidth());
    auto* card = new QScrollArea(this);
    card->setWidget(m_card);
    card->setWidgetResizable(true);
    card->setFrameShape(QFrame::NoFrame);
    card->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_code, 3);
    layout->addWidget(m_data);
    layout->addWidget(card, 2);
    setMinimumWidth(340);
}

QSize PseudocodePanel::sizeHint() const {
    const QFontMetrics metrics(m_code->font());
    int widest = 0;
    for (int i = 0; i < m_code->count(); ++i)
        widest = std::max(widest, metrics.horizontalAdvance(m_code->item(i)->text()));
    // The list's frame, item margins and scroll bar, and the panel's own margins.
    const int chrome = 2 * m_code->frameWidth() + 8 +
                       style()->pixelMetric(QStyle::PM_ScrollBarExtent) +
                       layout()->contentsMargins().left() + layout()->contentsMargins().right();
    return {std::max(minimumWidth(), widest + chrome), QWidget::sizeHint().height()};
}

QString PseudocodePanel::cellText(Cell cell) {
    return QStringLiteral("(%1,%2)").arg(cell.x).arg(cell.y);
}

void PseudocodePanel::setChosenSolver(const SolverInfo* solver) {
    m_chosen = solver;
    refresh();
}

void PseudocodePanel::mazeChanged() {
    m_cardKey.clear();
    refresh();
}

void PseudocodePanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    refresh();
}

QString PseudocodePanel::title() const { return m_title->text(); }

QStringList PseudocodePanel::codeLines() const {
    QStringList out;
    for (int i = 0; i < m_code->count(); ++i)
        out << m_code->item(i)->text();
    return out;
}

int PseudocodePanel::highlightedLine() const {
    const QList<QListWidgetItem*> selected = m_code->selectedItems();
    return selected.isEmpty() ? -1 : m_code->row(selected.front());
}

QStringList PseudocodePanel::dataLines() const { return m_dataLines; }

QString PseudocodePanel::cardText() const {
    QTextDocument doc;
    doc.setHtml(m_card->text());
    return doc.toPlainText();
}

void PseudocodePanel::showCode(const QString& title, const QStringList& code, int highlighted) {
    m_title->setText(title);
    if (codeLines() != code) {
        m_code->clear();
        m_code->addItems(code);
        // A line wrapped in a narrow panel reads whole in its tooltip.
        for (int i = 0; i < m_code->count(); ++i)
            m_code->item(i)->setToolTip(code[i]);
        updateGeometry();
    }
    if (highlighted >= 0 && highlighted < m_code->count()) {
        m_code->setCurrentRow(highlighted);
        // In the middle, so that a wrapped line is whole and the lines around it show too.
        m_code->scrollToItem(m_code->item(highlighted), QAbstractItemView::PositionAtCenter);
    } else {
        m_code->clearSelection();
        m_code->setCurrentRow(-1);
    }
}

void PseudocodePanel::showCard(const QString& key, const QString& html, const QStringList& warnings) {
    m_cardKey = key;
    m_card->setText(html);
    m_warnings = warnings;
}

void PseudocodePanel::refresh() {
    if (!isVisible())
        return;
    const Maze& maze = m_scene.maze();
    const GeneratorInfo* generator = m_animator.runningGenerator();
    const SolverInfo* solver = m_animator.runningSolver();
    const int line = m_animator.currentLine();
    m_dataLines.clear();
    if (generator) {
        const auto phase = GenStep::Phase(m_animator.generationPhase());
        if (phase == GenStep::Phase::Generator)
            showCode(QStringLiteral("Generating: %1").arg(fromStd(generator->name)),
                     lines(generator->pseudocode), line);
        else
            showCode(QStringLiteral("Shaping: %1").arg(phaseName(phase)),
                     lines(shapingPseudocode(phase)), line);
        if (m_scene.current() >= 0)
            m_dataLines << QStringLiteral("Current cell: %1")
                               .arg(cellText(maze.cellAt(m_scene.current())));
        m_dataLines << QStringLiteral("Steps: %1").arg(m_animator.stepsDone());
        const QString key = QStringLiteral("g:") + fromStd(generator->id);
        if (key != m_cardKey)
            showCard(key, generatorCardHtml(*generator), {});
    } else {
        const SolverInfo* shown = solver ? solver : m_chosen;
        if (!shown) {
            showCode(QString(), {}, -1);
            m_data->clear();
            return;
        }
        showCode(QStringLiteral("%1: %2").arg(solver ? QStringLiteral("Solving")
                                                     : QStringLiteral("Chosen"),
                                              fromStd(shown->name)),
                 lines(shown->pseudocode), solver ? line : -1);
        if (const SearchView* view = solver ? m_animator.searchView() : nullptr) {
            m_dataLines = describeSearch(*view, maze, solver->family);
            if (m_animator.state() == Animator::State::Finished)
                m_dataLines << outcomeLine(m_animator.figures());
        } else {
            m_dataLines << QStringLiteral("Press S to solve, or Right to take one step.");
        }
        // The code names the square cells' order; other cells take theirs.
        const bool squareOrder =
            std::any_of(shown->pseudocode.begin(), shown->pseudocode.end(),
                        [](std::string_view code) { return code.find("E, S, W, N") != code.npos; });
        if (!maze.isSquare() && squareOrder)
            m_dataLines.prepend(
                QStringLiteral("On %1 cells, E, S, W, N stands for the slots' "
                               "order. %2")
                    .arg(fromStd(shapeWord(maze.shapeKind())), fromStd(learn::slotOrder(maze))));
        const QString key = QStringLiteral("s:") + fromStd(shown->id);
        if (key != m_cardKey) {
            QStringList warnings;
            const QString html = solverCardHtml(*shown, &maze, &warnings);
            showCard(key, html, warnings);
        }
    }
    m_data->setText(m_dataLines.join(QLatin1Char('\n')));
}

} // namespace mazelab::ui
