#include "core/reference_docs.hpp"

#include "core/params.hpp"
#include "core/registry.hpp"

#include <algorithm>

namespace mazelab {

namespace {

constexpr std::string_view kGeneratedNote =
    "<!-- Generated from the registry by core/reference_docs.cpp: do not edit by hand. After a\n"
    "     change to an entry, run MAZELAB_UPDATE_DOCS=1 build/tests/test_reference_docs. -->\n";

// Joins texts of any string type. (Not "literal" + std::string: g++ 12 warns on it at -O2 with
// a false -Wrestrict.)
template <typename... Parts>
std::string cat(const Parts&... parts) {
    std::string out;
    ((out += parts), ...);
    return out;
}

// `text` as lines of at most 100 columns, broken at spaces, the lines after the first indented
// by `indent` (a list item's continuation); ends with a newline.
std::string wrapped(std::string_view text, std::string_view indent = {}) {
    constexpr std::size_t kColumns = 100;
    std::string out;
    std::size_t column = 0; // the current line's width
    bool lineEmpty = true;  // nothing but the indent on it yet
    for (std::size_t from = 0; from < text.size();) {
        const std::size_t to = std::min(text.find(' ', from), text.size());
        const std::string_view word = text.substr(from, to - from);
        if (!lineEmpty && column + 1 + word.size() > kColumns) {
            out += cat("\n", indent);
            column = indent.size();
            lineEmpty = true;
        }
        if (!lineEmpty) {
            out += ' ';
            ++column;
        }
        out += word;
        column += word.size();
        lineEmpty = false;
        from = to + 1;
    }
    return out + "\n";
}

std::string_view yesNo(bool yes) { return yes ? "yes" : "no"; }
std::string code(std::string_view s) { return cat("`", s, "`"); }

std::string sourceFor(std::string_view folder, std::string_view id) {
    std::string file(id);
    std::replace(file.begin(), file.end(), '-', '_');
    return cat("core/", folder, "/", file, ".cpp");
}

// The pseudocode block, its lines numbered from 0 as the steps' `line` counts them.
std::string pseudocode(const std::vector<std::string_view>& lines) {
    std::string out = "**Pseudocode:**\n\n```text\n";
    const std::size_t width = lines.size() > 10 ? 2 : 1;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        std::string number = std::to_string(i);
        number.insert(0, width - number.size(), ' ');
        out += cat(number, "  ", lines[i], "\n");
    }
    return out + "```\n\n";
}

// The id line, the description and the card: what every entry has.
std::string entryHead(std::string_view name, std::string_view id, std::string_view family,
                      const std::string& source, std::string_view description,
                      const AlgorithmCard& card) {
    return cat("### ", name, "\n\n",
               wrapped(cat("**Id:** ", code(id), ". **Family:** ", family, ". **Source:** [",
                           code(source), "](../", source, ").")),
               "\n", wrapped(description), "\n",
               wrapped(cat("**How it works:** ", card.howItWorks)), "\n",
               wrapped(cat("**Time:** ", card.time, ". **Memory:** ", card.memory, ".")), "\n");
}

std::string solverTraits(const SolverInfo& s) {
    std::string out = "**Traits:**\n\n";
    out += cat("- Shortest path when every cell costs 1: ", yesNo(s.shortestOnUnitCosts), ".\n");
    out += cat("- Cheapest path on weighted cells: ", yesNo(s.cheapestOnCosts), ".\n");
    out += cat("- Complete (always finds a goal that can be reached): ", yesNo(s.complete),
               ".\n");
    out += cat("- Reads cell costs: ", yesNo(s.usesCosts), ".\n");
    if (!s.extraFigures.empty()) {
        std::string names;
        for (std::string_view name : s.extraFigures)
            names += cat(names.empty() ? "" : ", ", name);
        out += wrapped(cat("- Figures of its own: ", names, "."), "  ");
    }
    if (!s.heuristic.empty() && !s.fixedHeuristic && s.heuristicOf(s.defaults()))
        out += wrapped(cat("- Heuristic: the parameter `", kHeuristicKey, "`, by default ",
                           code(s.heuristic), ", in cells, dx and dy measured to the goal."),
                       "  ");
    else if (!s.heuristic.empty())
        out += wrapped(cat("- Heuristic: ", code(s.heuristic),
                           s.family == SolverFamily::Bidirectional
                               ? ", in cells, dx and dy measured to the goal from the start's "
                                 "side, to the start from the goal's side."
                               : ", in cells, dx and dy measured to the goal."),
                       "  ");
    if (s.needsWeights)
        out += "- Costs are its point: on a maze of unit costs it searches in the order of its "
               "breadth-first twin.\n";
    if (s.inadmissible)
        out += "- Not admissible: its heuristic can overestimate the distance left.\n";
    return out + "\n";
}

// A parameter's values: its choices, or its range.
std::string paramValues(const ParamSpec& p) {
    if (!p.choices.empty()) {
        std::string out;
        for (std::size_t i = 0; i < p.choices.size(); ++i)
            out += cat(i ? ", " : "", code(p.choices[i]));
        return out;
    }
    return cat(formatNumber(p.minimum), " to ", formatNumber(p.maximum),
               p.integer ? " (whole numbers)" : "");
}

std::string paramDefault(const ParamSpec& p) {
    if (!p.choices.empty())
        return code(p.choices[std::size_t(p.defaultValue)]);
    return formatNumber(p.defaultValue);
}

std::string params(const std::vector<ParamSpec>& specs) {
    if (specs.empty())
        return "**Parameters:** none.\n\n";
    std::string out = "**Parameters:**\n\n| key | name | values | default | meaning |\n"
                      "|---|---|---|---|---|\n";
    for (const ParamSpec& p : specs)
        out += cat("| ", code(p.key), " | ", p.name, " | ", paramValues(p), " | ",
                   paramDefault(p), " | ", p.description, " |\n");
    return out + "\n";
}

std::string generatorTraits(const GeneratorInfo& g) {
    std::string out = "**Traits:**\n\n";
    out += cat("- Perfect (one route between any two cells) with default parameters: ",
               yesNo(g.perfect), ".\n");
    if (g.honoursMask)
        out += "- Honours a mask: yes, one maze per region of active cells.\n";
    else
        out += wrapped(cat("- Honours a mask: no: ", g.noMaskReason), "  ");
    return out + "\n";
}

constexpr std::string_view kSolversIntro =
    "# Solvers\n\n"
    "Every pathfinder of the registry (`core/registry.cpp`), grouped by family. The texts are\n"
    "the registry entries' own, the same that the application's info cards and pseudocode panel\n"
    "show. [generators.md](generators.md) lists the maze generators;\n"
    "[algorithm-notes.md](algorithm-notes.md) has measured comparisons, text pictures of every\n"
    "solver's search and what spans several algorithms; [semantics.md](semantics.md) has the\n"
    "exact rules of their steps.\n\n"
    "The pseudocode lines are numbered from 0: every step a solver yields carries the index of\n"
    "the line it executes (`SolveStep::line`), so that a view can highlight it.\n\n";

constexpr std::string_view kGeneratorsIntro =
    "# Generators\n\n"
    "Every maze generator of the registry (`core/registry.cpp`), grouped by family. The texts\n"
    "are the registry entries' own, the same that the application's info cards and pseudocode\n"
    "panel show. [algorithms.md](algorithms.md) lists the solvers;\n"
    "[algorithm-notes.md](algorithm-notes.md) has the measured figures (dead ends, river,\n"
    "diameter) of every generator, how texture changes a search, and the shaping passes (braid,\n"
    "mirrored layouts, weighted terrain, masks) that can run around any generator.\n\n"
    "The pseudocode lines are numbered from 0: every step a generator yields carries the index\n"
    "of the line it executes (`GenStep::line`), so that a view can highlight it.\n\n"
    "Every picture shows a 20 x 20 maze, seed 1, default parameters, made by mazelab itself:\n\n"
    "```sh\n"
    "mazelab --generator ID --size 20x20 --seed 1 --window 1280x800 --screenshot full.png\n"
    "convert full.png -crop 533x533+361+74 docs/images/gen-ID.png\n"
    "```\n\n"
    "(`QT_QPA_PLATFORM=offscreen` where there is no display; `convert` is ImageMagick's.)\n\n";

// The families in enum order, each with the entries of that family in registry order.
template <typename Info, typename Families, typename Entry>
std::string byFamily(std::span<const Info* const> table, const Families& families, Entry entry) {
    std::string out;
    for (const auto family : families) {
        std::string section;
        for (const Info* info : table)
            if (info->family == family)
                section += entry(*info);
        if (!section.empty())
            out += cat("## ", familyName(family), "\n\n", wrapped(familyDescription(family)),
                       "\n", section);
    }
    return out;
}

} // namespace

std::string solverSource(std::string_view id) { return sourceFor("solvers", id); }
std::string generatorSource(std::string_view id) { return sourceFor("generators", id); }

std::string algorithmsMarkdown() {
    std::string out = cat(kSolversIntro, kGeneratedNote, "\n");
    out += "| id | name | family | shortest on unit costs | cheapest on weighted mazes | "
           "complete | uses costs |\n|---|---|---|---|---|---|---|\n";
    for (const SolverInfo* s : solvers())
        out += cat("| ", code(s->id), " | ", s->name, " | ", familyName(s->family), " | ",
                   yesNo(s->shortestOnUnitCosts), " | ", yesNo(s->cheapestOnCosts), " | ",
                   yesNo(s->complete), " | ", yesNo(s->usesCosts), " |\n");
    out += "\n";
    out += byFamily(solvers(), kSolverFamilies, [](const SolverInfo& s) {
        return cat(entryHead(s.name, s.id, familyName(s.family), solverSource(s.id),
                             s.description, s.card),
                   solverTraits(s), params(s.params), pseudocode(s.pseudocode));
    });
    out.pop_back(); // one newline at the end of the file
    return out;
}

std::string generatorsMarkdown(const std::function<bool(std::string_view id)>& hasPicture) {
    std::string out = cat(kGeneratorsIntro, kGeneratedNote, "\n");
    out += "| id | name | family | perfect | honours a mask | parameters |\n"
           "|---|---|---|---|---|---|\n";
    for (const GeneratorInfo* g : generators()) {
        std::string keys;
        for (const ParamSpec& p : g->params)
            keys += cat(keys.empty() ? "" : ", ", code(p.key));
        out += cat("| ", code(g->id), " | ", g->name, " | ", familyName(g->family), " | ",
                   yesNo(g->perfect), " | ", yesNo(g->honoursMask), " | ",
                   keys.empty() ? "none" : keys, " |\n");
    }
    out += "\n";
    out += byFamily(generators(), kGeneratorFamilies, [&](const GeneratorInfo& g) {
        std::string entry = cat(entryHead(g.name, g.id, familyName(g.family),
                                          generatorSource(g.id), g.description, g.card),
                                generatorTraits(g), params(g.params), pseudocode(g.pseudocode));
        if (hasPicture(g.id))
            entry += cat("![", g.name, ", 20 x 20, seed 1](images/gen-", g.id, ".png)\n\n");
        return entry;
    });
    out.pop_back();
    return out;
}

} // namespace mazelab
