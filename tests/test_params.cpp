// Algorithm parameters: defaults, key=value parsing, ranges and choices.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "core/maze.hpp"
#include "core/registry.hpp"
#endif

using namespace mazelab;

class TestParams : public QObject {
    Q_OBJECT

    static QString errorOf(const GeneratorInfo& info, std::vector<std::string> texts) {
        try {
            (void)resolveParams(info.params, texts);
        } catch (const Error& e) {
            return e.what();
        }
        return {};
    }

private slots:
    // Unset parameters take their defaults (Modified Binary Tree: share 100, bias se).
    void defaultsAreFilledIn() {
        const auto& info = generatorById("modified-binary-tree");
        const ParamValues values = resolveParams(info.params, {});
        QCOMPARE(values.get("share"), 100.0);
        QCOMPARE(values.get("bias"), 0.0);
        QCOMPARE(formatParams(info.params, values),
                 (std::vector<std::string>{"bias=se", "share=100"}));
    }

    // Numbers and choice names are parsed; formatParams writes them back the same way.
    void valuesRoundTripThroughText() {
        const auto& info = generatorById("modified-binary-tree");
        const std::vector<std::string> texts{"bias=nw", "share=37.5"};
        const ParamValues values = resolveParams(info.params, texts);
        QCOMPARE(values.get("bias"), 3.0);
        QCOMPARE(values.get("share"), 37.5);
        QCOMPARE(formatParams(info.params, values), texts);
    }

    // Every bad assignment is refused with a message that says what is allowed.
    void badAssignmentsAreExplained_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("unknown key") << "depth=3" << "valid parameters are bias, share";
        QTest::newRow("over range") << "share=150" << "from 0 to 100";
        QTest::newRow("under range") << "share=-1" << "from 0 to 100";
        QTest::newRow("not a number") << "share=lots" << "not a number";
        QTest::newRow("bad choice") << "bias=up" << "choose one of se, sw, ne, nw";
        QTest::newRow("no equals") << "share" << "key=value";
        QTest::newRow("empty value") << "share=" << "key=value";
    }
    void badAssignmentsAreExplained() {
        QFETCH(QString, text);
        QFETCH(QString, phrase);
        const QString error = errorOf(generatorById("modified-binary-tree"), {text.toStdString()});
        QVERIFY2(error.contains(phrase), qPrintable(error));
    }

    // An algorithm without parameters says so.
    void parameterlessAlgorithmSaysSo() {
        const QString error = errorOf(generatorById("aldous-broder"), {"x=1"});
        QVERIFY2(error.contains("takes no parameters"), qPrintable(error));
    }

    // Every registered parameter has a default inside its range, and choices name every value.
    void everyRegisteredParameterIsWellFormed() {
        for (const GeneratorInfo* info : generators()) {
            for (const ParamSpec& spec : info->params) {
                QVERIFY(!spec.key.empty() && !spec.name.empty() && !spec.description.empty());
                QVERIFY(spec.minimum <= spec.defaultValue && spec.defaultValue <= spec.maximum);
                if (!spec.choices.empty()) {
                    QVERIFY(spec.integer);
                    QCOMPARE(spec.maximum, double(spec.choices.size() - 1));
                }
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestParams)
#include "test_params.moc"
