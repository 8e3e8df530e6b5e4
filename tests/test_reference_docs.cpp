// The reference pages docs/algorithms.md and docs/generators.md are the registry's text
// (core/reference_docs.hpp, with the generators' pictures on every shape from
// cli/generator_pictures.hpp): the checked-in pages must be exactly what the registry writes now,
// every picture the page shows must be what mazelab-cli draws now, and every entry's source file
// must be where the pages say. With MAZELAB_UPDATE_DOCS=1 the test writes the pages and the
// pictures instead of failing.
#include <QtTest>

#ifndef Q_MOC_RUN
#include "cli/generator_pictures.hpp"

#include "core/reference_docs.hpp"
#include "core/registry.hpp"
#endif

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

namespace {

const std::filesystem::path kSource = MAZELAB_SOURCE_DIR;

std::string readFile(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

bool hasPicture(std::string_view id) {
    std::string file = "gen-";
    file += id;
    file += ".png";
    return std::filesystem::exists(kSource / "docs/images" / file);
}

// Whether `page` contains the parts, joined.
template <typename... Parts>
bool contains(const std::string& page, const Parts&... parts) {
    std::string needle;
    ((needle += parts), ...);
    return page.find(needle) != std::string::npos;
}

// `page` with its wrapped lines joined: every line break and the indent after it become a space.
std::string unwrapped(const std::string& page) {
    std::string out;
    for (std::size_t i = 0; i < page.size(); ++i) {
        if (page[i] != '\n') {
            out += page[i];
            continue;
        }
        out += ' ';
        while (i + 1 < page.size() && page[i + 1] == ' ')
            ++i;
    }
    return out;
}

// The first line where `a` and `b` differ, for the failure message.
std::string firstDifference(const std::string& a, const std::string& b) {
    std::istringstream x(a);
    std::istringstream y(b);
    std::string lineA;
    std::string lineB;
    for (int n = 1;; ++n) {
        const bool moreA = bool(std::getline(x, lineA));
        const bool moreB = bool(std::getline(y, lineB));
        if (!moreA && !moreB)
            return "no line differs";
        if (!moreA || !moreB || lineA != lineB) {
            std::ostringstream text;
            text << "line " << n << ": checked in \"" << (moreA ? lineA : "") << "\", generated \""
                 << (moreB ? lineB : "") << '"';
            return text.str();
        }
    }
}

bool updating() {
    return qEnvironmentVariable("MAZELAB_UPDATE_DOCS") == QLatin1String("1");
}

// Compares docs/<page> with `generated`, or writes it when MAZELAB_UPDATE_DOCS=1.
void checkPage(const char* page, const std::string& generated) {
    const std::filesystem::path path = kSource / "docs" / page;
    if (updating()) {
        std::ofstream(path, std::ios::binary) << generated;
        qInfo("wrote %s", path.string().c_str());
        return;
    }
    const std::string checkedIn = readFile(path);
    std::ostringstream message;
    message << "docs/" << page << " is not what the registry writes ("
            << firstDifference(checkedIn, generated)
            << "); regenerate it with MAZELAB_UPDATE_DOCS=1 build/tests/test_reference_docs";
    QVERIFY2(checkedIn == generated, message.str().c_str());
}

} // namespace

class TestReferenceDocs : public QObject {
    Q_OBJECT

private slots:
    void solverPageIsTheRegistrysText() {
        checkPage("algorithms.md", mazelab::algorithmsMarkdown());
    }

    void generatorPageIsTheRegistrysText() {
        checkPage("generators.md", mazelab::cli::generatorsPage(hasPicture));
    }

    // Every generator has a picture on every shape it builds, each exactly what mazelab-cli
    // draws now, the page shows each one, and the folder holds no other file.
    void generatorPicturesAreCurrent() {
        const std::filesystem::path folder =
            kSource / "docs" / mazelab::cli::kGeneratorPicturesFolder;
        if (updating()) {
            std::filesystem::remove_all(folder);
            std::filesystem::create_directories(folder);
            const int written = mazelab::cli::writeGeneratorPictures(folder);
            qInfo("wrote %d pictures to %s", written, folder.string().c_str());
            return;
        }
        const std::string page = mazelab::cli::generatorsPage(hasPicture);
        std::set<std::string> expected;
        for (const mazelab::GeneratorInfo* g : mazelab::generators()) {
            const auto pictures = mazelab::cli::generatorPictures(*g);
            QVERIFY(!pictures.empty() && pictures.front().shape == mazelab::ShapeKind::Square);
            for (const mazelab::cli::GeneratorPicture& p : pictures) {
                expected.insert(p.file);
                const std::string where =
                    "docs/" + std::string(mazelab::cli::kGeneratorPicturesFolder) + "/" + p.file;
                QVERIFY2(std::filesystem::exists(folder / p.file),
                         (where + " is missing; remake the pictures with MAZELAB_UPDATE_DOCS=1 "
                                  "build/tests/test_reference_docs")
                             .c_str());
                QVERIFY2(readFile(folder / p.file) ==
                             mazelab::cli::generatorPictureSvg(*g, p.shape),
                         (where + " is not what mazelab-cli draws now; remake the pictures with "
                                  "MAZELAB_UPDATE_DOCS=1 build/tests/test_reference_docs")
                             .c_str());
                QVERIFY2(
                    contains(page, "](", mazelab::cli::kGeneratorPicturesFolder, "/", p.file, ")"),
                    p.file.c_str());
            }
            // A generator that needs square cells says why instead.
            if (pictures.size() == 1)
                QVERIFY(contains(page, "Square cells only: ", g->noShapesReason, "\n"));
        }
        for (const auto& entry : std::filesystem::directory_iterator(folder))
            QVERIFY2(expected.count(entry.path().filename().string()) == 1,
                     ("no generator draws " + entry.path().filename().string()).c_str());
    }

    // The pages name each entry's source file by the convention that it is named by its id.
    void everyEntryLivesInTheFileNamedByItsId() {
        for (const mazelab::SolverInfo* s : mazelab::solvers())
            QVERIFY2(std::filesystem::exists(kSource / mazelab::solverSource(s->id)),
                     mazelab::solverSource(s->id).c_str());
        for (const mazelab::GeneratorInfo* g : mazelab::generators())
            QVERIFY2(std::filesystem::exists(kSource / mazelab::generatorSource(g->id)),
                     mazelab::generatorSource(g->id).c_str());
    }

    // Every entry appears on its page with its heading, id, family, card (in wrapped lines) and
    // every pseudocode line (or parameter).
    void everyEntryIsOnItsPage() {
        const std::string solverPage = mazelab::algorithmsMarkdown();
        for (const mazelab::SolverInfo* s : mazelab::solvers()) {
            QVERIFY(contains(solverPage, "### ", s->name, "\n"));
            QVERIFY(contains(solverPage, "`", s->id, "`"));
            QVERIFY(contains(solverPage, "## ", mazelab::familyName(s->family), "\n"));
            QVERIFY(contains(unwrapped(solverPage), s->card.howItWorks));
            for (std::string_view line : s->pseudocode)
                QVERIFY(contains(solverPage, line, "\n"));
        }
        const std::string generatorPage = mazelab::cli::generatorsPage(hasPicture);
        for (const mazelab::GeneratorInfo* g : mazelab::generators()) {
            QVERIFY(contains(generatorPage, "### ", g->name, "\n"));
            QVERIFY(contains(generatorPage, "`", g->id, "`"));
            QVERIFY(contains(generatorPage, "## ", mazelab::familyName(g->family), "\n"));
            QVERIFY(contains(unwrapped(generatorPage), g->card.howItWorks));
            for (const mazelab::ParamSpec& p : g->params)
                QVERIFY(contains(generatorPage, "`", p.key, "`"));
        }
    }
};

QTEST_GUILESS_MAIN(TestReferenceDocs)
#include "test_reference_docs.moc"
