#pragma once
// The main window's presenting commands: File > Export view… and Export animation…, View >
// Presentation mode and Palette, Help > Guided tour….

#include <QObject>
#include <QSize>
#include <QString>

#include <memory>

class QAction;
class QMainWindow;
class QMenu;
class QSettings;

namespace mazelab::ui {

class PanelDocks;
class Stage;
class StageHud;

class GuidedTour;
class LegendWidget;
class PresentationMode;
class RunController;
struct FileActions;
struct HelpActions;
struct ViewActions;

class PresentingController : public QObject {
    Q_OBJECT
    // Whether the guided tour was dismissed with "Don't show again" (the settings remember it).
    Q_PROPERTY(bool tourSeen READ tourSeen WRITE setTourSeen NOTIFY tourSeenChanged)

public:
    // `docks` and `hud` make the stage of presentation mode (ui/stage/stage.hpp).
    PresentingController(QMainWindow& window, RunController& run, LegendWidget* legend,
                         const FileActions& file, const ViewActions& view, const HelpActions& help,
                         const PanelDocks& docks, StageHud* hud);
    ~PresentingController() override;

protected:
    // The window's resizes fit the stage's type to its height.
    bool eventFilter(QObject* watched, QEvent* event) override;

public:

    // The maze palette by id (ui/view/palettes.hpp: original, high-contrast, colour-blind); the view,
    // the legend, the race window and the View > Palette menu follow. False, and nothing
    // changed, for an unknown id.
    bool setPaletteName(const QString& id);
    [[nodiscard]] QString paletteName() const { return m_paletteName; }
    void setPresentationMode(bool on);
    [[nodiscard]] bool presentationMode() const;
    [[nodiscard]] bool tourSeen() const { return m_tourSeen; }
    void setTourSeen(bool seen);
    // Writes the whole maze as the view draws it, fitted into `size` pixels, to a .png or .svg;
    // returns an error, or an empty string.
    [[nodiscard]] QString exportViewTo(const QString& path, QSize size) const;

    // Reads the palette and tourSeen from `settings` and writes them there whenever they change.
    void useSettings(QSettings* settings);
    void saveSettings(QSettings& settings) const;

signals:
    void tourSeenChanged(bool seen);
    void paletteNameChanged(const QString& id);
    void presentationModeChanged(bool on);

public slots:
    // File > Export view… and File > Export animation…: a dialog, a file name, the export.
    void exportView();
    void exportAnimation();
    // Help > Guided tour…: shows the tour from its first page.
    void showTour();
    // At start-up (the app's main, never tests or --screenshot): the tour unless tourSeen.
    void showTourIfUnseen();

private:
    QMainWindow& m_window;
    RunController& m_run;
    LegendWidget* m_legend = nullptr;
    QAction* m_presentation = nullptr;
    QMenu* m_paletteMenu = nullptr;
    QString m_paletteName = QStringLiteral("original");
    bool m_tourSeen = false;
    GuidedTour* m_tour = nullptr;
    const PanelDocks& m_docks;
    std::unique_ptr<Stage> m_stage;
};

} // namespace mazelab::ui
