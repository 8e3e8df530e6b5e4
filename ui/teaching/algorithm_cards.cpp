#include "ui/teaching/algorithm_cards.hpp"

#include "core/cards.hpp"
#include "core/registry.hpp"
#include "ui/widgets/qt_text.hpp"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace mazelab::ui {

namespace {

QString yesNo(bool yes) {
    return yes ? QStringLiteral("<b>yes</b>") : QStringLiteral("<b>no</b>");
}

// The parts every card has: the name, how it works, time and memory.
QString cardHead(std::string_view name, const AlgorithmCard& card) {
    QString html = QStringLiteral("<h3>%1</h3>").arg(fromStd(name).toHtmlEscaped());
    html += QStringLiteral("<p>%1</p>").arg(fromStd(card.howItWorks).toHtmlEscaped());
    html += QStringLiteral("<p>Time: %1<br>Memory: %2")
                .arg(fromStd(card.time).toHtmlEscaped(), fromStd(card.memory).toHtmlEscaped());
    return html;
}

} // namespace

QString solverCardHtml(const SolverInfo& solver, const Maze* maze, QStringList* warnings) {
    QString html = cardHead(solver.name, solver.card);
    html += QStringLiteral("<br>Shortest path when every cell costs 1: %1"
                           "<br>Cheapest path on weighted cells: %2</p>")
                .arg(yesNo(solver.shortestOnUnitCosts), yesNo(solver.cheapestOnCosts));
    if (maze) {
        for (const CardWarning& w : solverWarnings(solver, *maze)) {
            const QString plain = QString::fromStdString(w.text);
            if (warnings)
                warnings->append(plain);
            html += QStringLiteral("<p style=\"color:#9a3412\"><b>On this maze:</b> %1</p>")
                        .arg(plain.toHtmlEscaped());
        }
    }
    return html;
}

QString generatorCardHtml(const GeneratorInfo& generator) {
    return cardHead(generator.name, generator.card) +
           QStringLiteral("<br>Perfect maze (exactly one path between two cells): %1</p>")
               .arg(yesNo(generator.perfect));
}

AlgorithmsDialog::AlgorithmsDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Algorithms"));
    setObjectName(QStringLiteral("algorithmsDialog"));
    m_text = new QTextBrowser(this);
    m_text->setObjectName(QStringLiteral("algorithmCards"));
    QFont font = m_text->font();
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * 1.2); // readable on a projector
    m_text->setFont(font);
    QString html = QStringLiteral("<h2>Pathfinders</h2>");
    for (const SolverInfo* s : solvers()) {
        html += solverCardHtml(*s, nullptr);
        ++m_cards;
    }
    html += QStringLiteral("<h2>Maze generators</h2>");
    for (const GeneratorInfo* g : generators()) {
        html += generatorCardHtml(*g);
        ++m_cards;
    }
    m_text->setHtml(html);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addWidget(buttons);
    resize(760, 720);
}

QString AlgorithmsDialog::plainText() const { return m_text->toPlainText(); }

} // namespace mazelab::ui
