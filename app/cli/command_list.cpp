// list: the registered generators and solvers, as tables or as one JSON object.

#include "cli/command.hpp"
#include "cli/generator_pictures.hpp"
#include "cli/output.hpp"

#include "core/reference_docs.hpp"
#include "core/registry.hpp"
#include "core/shape.hpp"

#include <filesystem>

namespace mazelab::cli {
namespace {

std::string paramRange(const ParamSpec& spec) {
    if (!spec.choices.empty())
        return joined(spec.choices, [](std::string_view c) { return std::string(c); }, "|");
    return formatNumber(spec.minimum) + ".." + formatNumber(spec.maximum) +
           (spec.integer ? " (whole)" : "");
}

std::string paramDefault(const ParamSpec& spec) {
    if (!spec.choices.empty())
        return std::string(spec.choices.at(std::size_t(spec.defaultValue)));
    return formatNumber(spec.defaultValue);
}

// The algorithm's row, then one line per parameter after the first, which shares its line.
void addAlgorithmRows(std::vector<std::vector<std::string>>& rows, std::vector<std::string> row,
                      std::span<const ParamSpec> params) {
    std::vector<std::string> texts;
    for (const ParamSpec& spec : params)
        texts.push_back(std::string(spec.key) + "=" + paramRange(spec) + ", default " +
                        paramDefault(spec));
    if (texts.empty())
        texts.push_back("none");
    row.push_back(texts[0]);
    const std::size_t columns = row.size();
    rows.push_back(std::move(row));
    for (std::size_t k = 1; k < texts.size(); ++k) {
        rows.emplace_back(columns - 1, std::string());
        rows.back().push_back(texts[k]);
    }
}

// The ids of the cell shapes an algorithm takes: "square" or "square hex triangle polar".
template <class Info>
std::string shapesOf(const Info& info) {
    std::string ids;
    for (ShapeKind kind : kShapeKinds)
        if (info.supports(kind)) {
            if (!ids.empty())
                ids += ' ';
            ids += shapeId(kind);
        }
    return ids;
}

template <class Info>
JsonWriter& writeShapesJson(JsonWriter& json, const Info& info) {
    json.key("shapes").beginArray();
    for (ShapeKind kind : kShapeKinds)
        if (info.supports(kind))
            json.string(shapeId(kind));
    return json.endArray();
}

void printGeneratorTable(std::ostream& out) {
    std::vector<std::vector<std::string>> rows = {
        {"ID", "NAME", "PERFECT", "SHAPES (--shape)", "PARAMETERS (--param KEY=VALUE)"}};
    for (const GeneratorInfo* g : generators())
        addAlgorithmRows(
            rows, {std::string(g->id), std::string(g->name), yesNo(g->perfect), shapesOf(*g)},
            g->params);
    out << "Generators\n";
    printTable(out, rows);
}

void printListTable(std::ostream& out) {
    printGeneratorTable(out);
    std::vector<std::vector<std::string>> rows = {{"ID", "NAME", "SHORTEST", "CHEAPEST", "COMPLETE",
                                                   "USES COSTS", "SHAPES",
                                                   "PARAMETERS (--solver-param KEY=VALUE)"}};
    for (const SolverInfo* s : solvers())
        addAlgorithmRows(rows,
                         {std::string(s->id), std::string(s->name), yesNo(s->shortestOnUnitCosts),
                          yesNo(s->cheapestOnCosts), yesNo(s->complete), yesNo(s->usesCosts),
                          shapesOf(*s)},
                         s->params);
    out << "\nSolvers\n";
    printTable(out, rows);

    out << "\nPERFECT: with default parameters the maze is a spanning tree (exactly one route "
           "between two cells).\n"
           "SHORTEST: guarantees a path with the fewest moves when every cell costs 1.\n"
           "CHEAPEST: guarantees a least-cost path with any cell costs.\n"
           "COMPLETE: always finds a path when the goal can be reached (never gives up).\n"
           "USES COSTS: reads the cell costs at all.\n"
           "SHAPES: the cells it takes (a generator builds, a solver solves).\n";
}

void writeParamJson(JsonWriter& json, const ParamSpec& spec) {
    json.beginObject()
        .key("key").string(spec.key)
        .key("name").string(spec.name)
        .key("description").string(spec.description);
    if (!spec.choices.empty()) {
        json.key("type").string("choice").key("choices").beginArray();
        for (std::string_view choice : spec.choices)
            json.string(choice);
        json.endArray().key("default").string(paramDefault(spec));
    } else {
        json.key("type").string(spec.integer ? "integer" : "number")
            .key("minimum").number(spec.minimum)
            .key("maximum").number(spec.maximum)
            .key("default").number(spec.defaultValue);
    }
    json.endObject();
}

// Opens a generator's or a solver's object with what both have: id, name and description.
template <class Info>
JsonWriter& beginAlgorithmJson(JsonWriter& json, const Info& info) {
    return json.beginObject()
        .key("id").string(info.id)
        .key("name").string(info.name)
        .key("description").string(info.description);
}

JsonWriter& writeParamsJson(JsonWriter& json, std::span<const ParamSpec> params) {
    json.key("params").beginArray();
    for (const ParamSpec& spec : params)
        writeParamJson(json, spec);
    return json.endArray();
}

void printListJson(std::ostream& out) {
    JsonWriter json;
    json.beginObject().key("generators").beginArray();
    for (const GeneratorInfo* g : generators()) {
        beginAlgorithmJson(json, *g).key("perfect").boolean(g->perfect);
        writeShapesJson(json, *g);
        writeParamsJson(json, g->params).endObject();
    }
    json.endArray().key("solvers").beginArray();
    for (const SolverInfo* s : solvers()) {
        beginAlgorithmJson(json, *s)
            .key("shortest_on_unit_costs").boolean(s->shortestOnUnitCosts)
            .key("cheapest_on_costs").boolean(s->cheapestOnCosts)
            .key("complete").boolean(s->complete)
            .key("uses_costs").boolean(s->usesCosts);
        writeShapesJson(json, *s);
        writeParamsJson(json, s->params).key("extra_figures").beginArray();
        for (std::string_view name : s->extraFigures)
            json.string(name);
        json.endArray().endObject();
    }
    json.endArray().endObject();
    out << json.text() << '\n';
}

// The reference page docs/algorithms.md (solvers) or docs/generators.md, from the registry.
// A generators page shows the pictures docs/images/gen-<id>.png found in the --images folder, and
// every entry's pictures on the cell shapes (cli/generator_pictures.hpp).
void printListMarkdown(const Options& options, std::ostream& out) {
    const std::string page = *options.get("--markdown");
    if (page == "solvers") {
        if (options.has("--images"))
            throw UsageError("--images goes with --markdown generators (the solvers page has "
                             "no pictures)");
        out << algorithmsMarkdown();
        return;
    }
    if (page != "generators")
        throw UsageError("--markdown takes solvers or generators, not " + inQuotes(page));
    const std::filesystem::path images = options.get("--images").value_or("docs/images");
    if (!std::filesystem::is_directory(images))
        throw Error("no folder " + pathInQuotes(images.string()) +
                    " for the pictures: run from the repository's root or give --images DIR");
    out << generatorsPage([&](std::string_view id) {
        return std::filesystem::exists(images / ("gen-" + std::string(id) + ".png"));
    });
}

int runList(const Options& options, std::span<const std::string>, std::ostream& out) {
    if (options.has("--markdown") && options.has("--json"))
        throw UsageError("--json and --markdown: choose one");
    if (options.has("--images") && !options.has("--markdown"))
        throw UsageError("--images goes with --markdown generators");
    if (const auto folder = options.get("--write-pictures")) {
        if (options.has("--markdown") || options.has("--json"))
            throw UsageError(
                "--write-pictures writes files and prints nothing else: give it alone");
        const int written = writeGeneratorPictures(*folder);
        out << "wrote " << written << " pictures to " << pathInQuotes(*folder) << '\n';
        return kExitOk;
    }
    if (options.has("--markdown"))
        printListMarkdown(options, out);
    else if (options.has("--json"))
        printListJson(out);
    else
        printListTable(out);
    return kExitOk;
}

} // namespace

Command listCommand() {
    return {
        .name = "list",
        .synopsis = "list [--json | --markdown solvers|generators [--images DIR] | "
                    "--write-pictures DIR]",
        .summary =
            "  Lists the generators and solvers: ids, names, traits and "
            "parameters.\n"
            "  --markdown writes the reference page docs/algorithms.md (solvers) or\n"
            "  docs/generators.md from the registry; --write-pictures writes the generators\n"
            "  page's pictures of every generator on every cell shape it builds.",
        .options = {{"--json", "", "print one JSON object instead of tables"},
                    {"--markdown", "PAGE", "print the reference page: solvers or generators"},
                    {"--images", "DIR", "the pictures gen-<id>.png (default docs/images)"},
                    {"--write-pictures", "DIR",
                     "write <generator>-<shape>.svg for every generator and shape"}},
        .run = &runList,
    };
}

} // namespace mazelab::cli
