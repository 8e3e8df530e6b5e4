#include "ui/widgets/param_editor.hpp"

#include "ui/widgets/qt_text.hpp"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QSpinBox>

#include <limits>
#include <utility>

namespace mazelab::ui {
namespace {

} // namespace

QWidget* makeParamEditor(const ParamSpec& spec, QWidget* parent, const QString& namePrefix) {
    QWidget* editor = nullptr;
    if (!spec.choices.empty()) {
        auto* combo = new QComboBox(parent);
        for (std::string_view choice : spec.choices)
            combo->addItem(fromStd(choice));
        combo->setCurrentIndex(int(spec.defaultValue));
        editor = combo;
    } else if (spec.integer && spec.minimum >= std::numeric_limits<int>::min() &&
               spec.maximum <= std::numeric_limits<int>::max()) {
        auto* spin = new QSpinBox(parent);
        spin->setRange(int(spec.minimum), int(spec.maximum));
        spin->setValue(int(spec.defaultValue));
        editor = spin;
    } else {
        // Also a whole number beyond an int's range (a 32-bit seed), shown without decimals.
        auto* spin = new QDoubleSpinBox(parent);
        spin->setDecimals(spec.integer ? 0 : 1);
        spin->setRange(spec.minimum, spec.maximum);
        spin->setValue(spec.defaultValue);
        editor = spin;
    }
    editor->setObjectName(namePrefix + QStringLiteral("param_") + fromStd(spec.key));
    editor->setToolTip(fromStd(spec.description));
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

ParamEditorGroup::ParamEditorGroup(QFormLayout* form, QString namePrefix,
                                   std::function<void()> changed)
    : m_form(form), m_prefix(std::move(namePrefix)), m_changed(std::move(changed)) {}

void ParamEditorGroup::rebuild(std::span<const ParamSpec> specs, QWidget* parent,
                               const ParamValues& values) {
    while (m_form->rowCount() > 0)
        m_form->removeRow(0);
    m_editors.clear();
    for (const ParamSpec& spec : specs) {
        QWidget* editor = makeParamEditor(spec, parent, m_prefix);
        if (!values.entries().empty())
            setParamEditorValue(editor, values.get(spec.key));
        m_form->addRow(fromStd(spec.name), editor);
        m_editors.push_back(editor);
        const auto notify = [this] {
            if (m_changed)
                m_changed();
        };
        if (auto* combo = qobject_cast<QComboBox*>(editor))
            QObject::connect(combo, &QComboBox::currentIndexChanged, editor, notify);
        else if (auto* spin = qobject_cast<QDoubleSpinBox*>(editor))
            QObject::connect(spin, &QDoubleSpinBox::valueChanged, editor, notify);
        else if (auto* ispin = qobject_cast<QSpinBox*>(editor))
            QObject::connect(ispin, &QSpinBox::valueChanged, editor, notify);
    }
}

ParamValues ParamEditorGroup::values(std::span<const ParamSpec> specs) const {
    ParamValues values(specs);
    for (std::size_t i = 0; i < specs.size() && i < m_editors.size(); ++i)
        values.set(specs, specs[i].key, paramEditorValue(m_editors[i], specs[i].defaultValue));
    return values;
}

void ParamEditorGroup::setValues(std::span<const ParamSpec> specs, const ParamValues& values) {
    for (std::size_t i = 0; i < specs.size() && i < m_editors.size(); ++i)
        setParamEditorValue(m_editors[i], values.get(specs[i].key));
}

} // namespace mazelab::ui
