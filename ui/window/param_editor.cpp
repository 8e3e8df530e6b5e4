#include "ui/window/param_editor.hpp"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSpinBox>

namespace mazelab::ui {
namespace {

QString text(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

} // namespace

QWidget* makeParamEditor(const ParamSpec& spec, QWidget* parent) {
    QWidget* editor = nullptr;
    if (!spec.choices.empty()) {
        auto* combo = new QComboBox(parent);
        for (std::string_view choice : spec.choices)
            combo->addItem(text(choice));
        combo->setCurrentIndex(int(spec.defaultValue));
        editor = combo;
    } else if (spec.integer) {
        auto* spin = new QSpinBox(parent);
        spin->setRange(int(spec.minimum), int(spec.maximum));
        spin->setValue(int(spec.defaultValue));
        editor = spin;
    } else {
        auto* spin = new QDoubleSpinBox(parent);
        spin->setDecimals(1);
        spin->setRange(spec.minimum, spec.maximum);
        spin->setValue(spec.defaultValue);
        editor = spin;
    }
    editor->setObjectName(QStringLiteral("param_") + text(spec.key));
    editor->setToolTip(text(spec.description));
    return editor;
}

double paramEditorValue(const QWidget* editor, double fallback) {
    if (const auto* combo = qobject_cast<const QComboBox*>(editor))
        return combo->currentIndex();
    if (const auto* spin = qobject_cast<const QDoubleSpinBox*>(editor))
        return spin->value();
    if (const auto* spin = qobject_cast<const QSpinBox*>(editor))
        return spin->value();
    return fallback;
}

void setParamEditorValue(QWidget* editor, double value) {
    if (auto* combo = qobject_cast<QComboBox*>(editor))
        combo->setCurrentIndex(int(value));
    else if (auto* spin = qobject_cast<QDoubleSpinBox*>(editor))
        spin->setValue(value);
    else if (auto* ispin = qobject_cast<QSpinBox*>(editor))
        ispin->setValue(int(value));
}

} // namespace mazelab::ui
