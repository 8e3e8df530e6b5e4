#pragma once
// The text forms the experiment views share (table, charts, window): names, sizes, braid and
// terrain, mean ± sd. C locale, like every figure in the app (ui/animation/run_figures.hpp). Not read by
// moc (no Q_OBJECT here), so it may include the core.

#include "core/experiment.hpp"
#include "core/text_fields.hpp"
#include "ui/animation/run_figures.hpp"
#include "ui/widgets/qt_text.hpp"

#include <QMessageBox>
#include <QString>

namespace mazelab::ui {

[[nodiscard]] inline QString generatorName(const GeneratorInfo* g) {
    return g ? fromStd(g->name) : QString();
}

// A generator with its parameters (core generatorLabel, "growing-tree:policy=mix:mix=30") for
// people: "Growing Tree (policy=mix, mix=30)"; the name alone with the defaults.
[[nodiscard]] inline QString generatorDisplay(const GeneratorInfo* g, const std::string& label) {
    const std::size_t colon = label.find(':');
    if (colon == std::string::npos)
        return generatorName(g);
    return QStringLiteral("%1 (%2)").arg(
        generatorName(g), QString::fromStdString(label.substr(colon + 1)).replace(
                              QLatin1Char(':'), QStringLiteral(", ")));
}

// The solver's name, with the parameters `spec` runs it with, if it has any.
[[nodiscard]] inline QString solverName(const ExperimentSpec& spec, const SolverInfo* s) {
    return s ? QString::fromStdString(solverLabel(spec, *s)) : QStringLiteral("(mazes only)");
}

// "31 × 31"
[[nodiscard]] inline QString sizeText(Size size) {
    return QStringLiteral("%1 \u00d7 %2").arg(size.width).arg(size.height);
}

// The shortest text that reads back as the same number: 40, 12.5.
[[nodiscard]] inline QString numberText(double value) {
    return QString::fromStdString(mazelab::formatNumber(value)); // core/params.hpp, as in files
}

// "off" or "30,50,9" (density %, patchiness, highest cost), as the CLI writes it.
[[nodiscard]] inline QString terrainText(const Terrain& terrain) {
    return QString::fromStdString(mazelab::terrainLabel(terrain));
}

// "123.4 ± 5.6", with group separators.
[[nodiscard]] inline QString meanSdText(double mean, double sd, int decimals) {
    const QLocale locale = figuresLocale(true);
    return QStringLiteral("%1 \u00b1 %2")
        .arg(locale.toString(mean, 'f', decimals), locale.toString(sd, 'f', decimals));
}

// A warning box named "errorBox", not modal: nothing waits on it, and it never blocks a test.
inline void openErrorBox(QWidget* parent, const QString& what, const QString& message) {
    auto* box = new QMessageBox(QMessageBox::Warning, what, message, QMessageBox::Ok, parent);
    box->setObjectName(QStringLiteral("errorBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace mazelab::ui
