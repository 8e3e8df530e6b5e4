// The speed presets in the windows (docs/animation.md, "Speed"): the control panel's slider
// covers what every preset gives and follows a chosen preset, and the race gives the same steps
// per second as the main window for the same preset and maze, so a comparison is fair. The rule
// itself is tested in test_step_pacer.
#include <QtTest>

#include "core/scenario.hpp"
#include "race_support.hpp"
#include "ui/controllers/run_controller.hpp"
#include "window_support.hpp"

#include <QSlider>

#include <cmath>

using namespace mazelab;
using namespace mazelab::ui;
using namespace mazelab::testing;
using SpeedChoice = ControlPanel::SpeedChoice;

namespace {

struct PresetPair {
    SpeedChoice choice;
    Speed::Preset preset;
    const char* raceName; // the race speed combo's data for the preset
};
constexpr PresetPair kPresets[] = {{SpeedChoice::Slow, Speed::Preset::Slow, "Slow"},
                                   {SpeedChoice::Fast, Speed::Preset::Fast, "Fast"},
                                   {SpeedChoice::Fastest, Speed::Preset::Fastest, "Fastest"}};

// The slider is logarithmic: position p is 10^(p / 100) steps per second.
double sliderRate(const QSlider& slider) { return std::pow(10.0, slider.value() / 100.0); }

} // namespace

class TestSpeeds : public QObject {
    Q_OBJECT

private slots:
    // Choosing a preset moves the slider to the preset's steps per second (within the slider's
    // resolution of a hundredth of a decade), at every size from Small to 4096 x 4096: the
    // slider's range covers every preset. The label says the preset's rate, and the preset
    // stays chosen.
    void choosingAPresetMovesTheSlider() {
        ControlPanel panel;
        auto* slider = panel.findChild<QSlider*>(QStringLiteral("speedSlider"));
        QVERIFY(slider);
        QCOMPARE(std::pow(10.0, slider->maximum() / 100.0), kMaxStepsPerSecond);
        for (const Size size : {Size{4, 4}, Size{19, 19}, Size{79, 79}, Size{33, 22},
                                Size{1000, 1000}, Size{4096, 4096}}) {
            panel.setMazeSize(size);
            for (const PresetPair& p : kPresets) {
                panel.setSpeedChoice(p.choice);
                const double rate = Speed::preset(p.preset, size).stepsPerSecond;
                QCOMPARE(panel.speed(size), Speed::preset(p.preset, size));
                QVERIFY2(std::abs(sliderRate(*slider) / rate - 1) < 0.012,
                         qPrintable(QStringLiteral("%1 x %2: slider at %3 for %4 steps/s")
                                        .arg(size.width)
                                        .arg(size.height)
                                        .arg(sliderRate(*slider))
                                        .arg(rate)));
                QCOMPARE(panel.speedChoice(), p.choice);
                auto* label = panel.findChild<QLabel*>(QStringLiteral("speedLabel"));
                QVERIFY(label);
                QCOMPARE(label->text(), stepsPerSecondText(rate));
            }
        }
        // A new size moves the slider with the chosen preset.
        panel.setSpeedChoice(SpeedChoice::Fast);
        panel.setMazeSize({79, 79});
        const int large = slider->value();
        panel.setMazeSize({200, 200});
        QVERIFY(slider->value() > large);
        QCOMPARE(panel.speedChoice(), SpeedChoice::Fast);
    }

    // + and - go through Slow, Fast, Fastest and Instant; on the slider by a factor of about 2,
    // and past its top to Instant, the only speed above it.
    void nudgingGoesThroughThePresetsInOrderOfSpeed() {
        ControlPanel panel;
        panel.setMazeSize({79, 79});
        panel.setSpeedChoice(SpeedChoice::Slow);
        panel.nudgeSpeed(-1);
        QCOMPARE(panel.speedChoice(), SpeedChoice::Slow);
        for (SpeedChoice next : {SpeedChoice::Fast, SpeedChoice::Fastest, SpeedChoice::Instant,
                                 SpeedChoice::Instant}) {
            panel.nudgeSpeed(+1);
            QCOMPARE(panel.speedChoice(), next);
        }
        panel.setStepsPerSecond(1000);
        panel.nudgeSpeed(+1);
        QCOMPARE(panel.speedChoice(), SpeedChoice::Custom);
        QVERIFY(std::abs(panel.speed({79, 79}).stepsPerSecond / 1995.26 - 1) < 1e-3);
        panel.setStepsPerSecond(kMaxStepsPerSecond);
        panel.nudgeSpeed(+1);
        QCOMPARE(panel.speedChoice(), SpeedChoice::Instant);
    }

    // The race window and the main window give the same steps per second for the same preset
    // on the same maze (the race is on the main window's maze), at Small, Medium, Large, a
    // rectangle and 1000 x 1000; the race's choices are in order of speed.
    void raceAndMainWindowGiveTheSameStepsPerSecond() {
        MainWindow main;
        RunController& run = *main.run();
        ControlPanel& controls = *run.controls();
        QAction* raceAction = main.findChild<QAction*>(QStringLiteral("raceAction"));
        QVERIFY(raceAction);
        raceAction->trigger();
        RaceWindow* race = run.raceWindow();
        QVERIFY(race);
        auto* combo = race->findChild<QComboBox*>(QStringLiteral("raceSpeed"));
        QVERIFY(combo);
        for (const Size size :
             {Size{4, 4}, Size{19, 19}, Size{79, 79}, Size{120, 45}, Size{1000, 1000}}) {
            controls.setMazeSize(size);
            run.animator()->generateNow(run.generateRequest());
            QVERIFY(race->controller()->maze() == run.scene()->maze());
            for (const PresetPair& p : kPresets) {
                controls.setSpeedChoice(p.choice);
                const int at = combo->findData(QString::fromLatin1(p.raceName));
                QVERIFY(at >= 0);
                combo->setCurrentIndex(at);
                QCOMPARE(race->controller()->speed(), run.animator()->speed());
                QCOMPARE(run.animator()->speed(), Speed::preset(p.preset, size));
            }
            double previous = 0;
            for (int i = 0; i < combo->count(); ++i) {
                combo->setCurrentIndex(i);
                const Speed speed = race->controller()->speed();
                QCOMPARE(speed.mode, Speed::Mode::PerSecond);
                QVERIFY2(speed.stepsPerSecond >= previous, qPrintable(combo->itemText(i)));
                previous = speed.stepsPerSecond;
            }
        }
        race->close();
    }
};

QTEST_MAIN(TestSpeeds)
#include "test_speeds.moc"
