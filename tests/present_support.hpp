#pragma once
// Helpers shared by the presenting tests (test_export, test_presentation): the main window with
// its scene and view, and a small maze whose exported pictures have known geometry (header-only;
// not part of mazelab).

#include "ui/animation/animator.hpp"
#include "ui/controllers/run_controller.hpp"
#include "ui/shell/main_window.hpp"
#include "ui/view/maze_scene.hpp"
#include "ui/view/maze_view.hpp"

#ifndef Q_MOC_RUN
#include "core/registry.hpp" // moc in Qt 6.4 cannot parse <coroutine>
#include "core/run.hpp"
#endif

#include <QAction>
#include <QLabel>
#include <QPoint>
#include <QTemporaryDir>

#include <memory>

namespace mazelab::testing {

#ifndef Q_MOC_RUN
// A 5 x 5 Recursive Backtracker maze, seed 7.
inline GenerateRequest smallMaze() {
    GenerateRequest request;
    request.generator = &generatorById("recursive-backtracker");
    request.size = Size{5, 5};
    request.seed = 7;
    request.params = ParamValues(request.generator->params);
    return request;
}

// A main window (not shown yet) with smallMaze() generated in it.
inline std::unique_ptr<ui::MainWindow> windowWithSmallMaze() {
    auto window = std::make_unique<ui::MainWindow>();
    window->run()->animator()->generateNow(smallMaze());
    return window;
}
#endif

// Drawn at 220 x 220 pixels, the 5 x 5 maze is 11 x 11 blocks of 20 pixels: cell (x, y)'s room
// is centred on pixel (30 + 40x, 30 + 40y) and the outer wall covers pixels 0 to 19.
constexpr int kSmallMazePixels = 220;
inline QPoint roomCentre(Cell c) {
    return {30 + 40 * c.x, 30 + 40 * c.y};
}

} // namespace mazelab::testing
