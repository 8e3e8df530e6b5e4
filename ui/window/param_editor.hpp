#pragma once
// The editor of one generator parameter (core/params.hpp) in the control panel: a combo box for
// a choice, a spin box for a whole number, a spin box with one decimal otherwise. It is named
// "param_<key>" and has the parameter's description as its tooltip.

#include "core/params.hpp"

class QWidget;

namespace mazelab::ui {

[[nodiscard]] QWidget* makeParamEditor(const ParamSpec& spec, QWidget* parent);
// The value an editor made by makeParamEditor shows (`fallback` for any other widget).
[[nodiscard]] double paramEditorValue(const QWidget* editor, double fallback);
void setParamEditorValue(QWidget* editor, double value);

} // namespace mazelab::ui
