#pragma once
// The algorithms' info cards as rich text (the texts are the registry entries', with the warnings
// of core/cards.hpp), and the Help > Algorithms… dialog that lists every card of the registry.
//
// No coroutine types here (moc in Qt 6.4 cannot parse <coroutine>).

#include <QDialog>
#include <QString>
#include <QStringList>

class QTextBrowser;

namespace mazelab {
class Maze;
struct GeneratorInfo;
struct SolverInfo;
} // namespace mazelab

namespace mazelab::ui {

// A solver's card: name, how it works, time and memory, whether it guarantees a shortest path
// on unit costs and a cheapest path on weighted cells, and, for `maze` when given, the warnings
// of core solverWarnings (in `warnings` too, as plain text, when it is given).
[[nodiscard]] QString solverCardHtml(const SolverInfo& solver, const Maze* maze,
                                     QStringList* warnings = nullptr);
// A generator's card: name, how it works, time and memory, whether its mazes are perfect.
[[nodiscard]] QString generatorCardHtml(const GeneratorInfo& generator);

class AlgorithmsDialog : public QDialog {
    Q_OBJECT

public:
    explicit AlgorithmsDialog(QWidget* parent = nullptr);
    // The cards shown, one per registered algorithm (solvers first), as plain text.
    [[nodiscard]] QString plainText() const;
    [[nodiscard]] int cardCount() const { return m_cards; }

private:
    QTextBrowser* m_text = nullptr;
    int m_cards = 0;
};

} // namespace mazelab::ui
