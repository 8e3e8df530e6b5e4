#pragma once
// The editor of one algorithm parameter (core/params.hpp) in the control panel: a combo box for
// a choice, a spin box for a whole number, a spin box with one decimal otherwise. It is named
// "param_<key>" (or "<prefix>param_<key>") and has the parameter's description as its tooltip.
// ParamEditorGroup is the editors of one algorithm's parameters in a form: the generator's and
// the solver's share it.

#include "core/params.hpp"

#include <QString>

#include <functional>
#include <span>
#include <vector>

class QFormLayout;
class QWidget;

namespace mazelab::ui {

[[nodiscard]] QWidget* makeParamEditor(const ParamSpec& spec, QWidget* parent,
                                       const QString& namePrefix = {});
// The value an editor made by makeParamEditor shows (`fallback` for any other widget).
[[nodiscard]] double paramEditorValue(const QWidget* editor, double fallback);
void setParamEditorValue(QWidget* editor, double value);

class ParamEditorGroup {
public:
    // The editors go into `form` (rows of "name: editor"); their object names start with
    // `namePrefix`. `changed` is called whenever the user changes a value.
    ParamEditorGroup(QFormLayout* form, QString namePrefix, std::function<void()> changed = {});

    // One editor per spec, showing `values` (empty: the defaults).
    void rebuild(std::span<const ParamSpec> specs, QWidget* parent, const ParamValues& values = {});
    // The values the editors show, for the specs they were built for.
    [[nodiscard]] ParamValues values(std::span<const ParamSpec> specs) const;
    void setValues(std::span<const ParamSpec> specs, const ParamValues& values);
    [[nodiscard]] bool empty() const { return m_editors.empty(); }

private:
    QFormLayout* m_form;
    QString m_prefix;
    std::function<void()> m_changed;
    std::vector<QWidget*> m_editors; // one per spec
};

} // namespace mazelab::ui
