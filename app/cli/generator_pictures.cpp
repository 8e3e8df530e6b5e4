#include "cli/generator_pictures.hpp"

#include "cli/options.hpp"
#include "cli/svg.hpp"

#include "core/reference_docs.hpp"
#include "core/run.hpp"
#include "core/shape.hpp"

#include <algorithm>
#include <fstream>

namespace mazelab::cli {

namespace {

// Small enough that five pictures fit side by side and the files stay a few kilobytes.
constexpr double kPicturePixels = 160;
constexpr std::uint64_t kPictureSeed = 1;
constexpr int kPictureRings = 5;
constexpr Size kPictureSize{8, 8};
// Triangles overlap their neighbours in a row by half a base: twice as many fill the width.
constexpr Size kTrianglePictureSize{14, 8};

std::string joinedIds(std::string_view generator, ShapeKind shape) {
    return std::string(generator) + "-" + std::string(shapeId(shape));
}

// The row of pictures under an entry: a table of one row, a column per shape, then for a
// generator that needs square cells the reason why.
std::string picturesMarkdown(const GeneratorInfo& g) {
    const std::vector<GeneratorPicture> pictures = generatorPictures(g);
    // Appended piece by piece: g++ 12 warns falsely on "literal" + std::string at -O2.
    std::string head = "|";
    std::string rule = "|";
    std::string row = "|";
    for (const GeneratorPicture& p : pictures) {
        for (std::string_view piece :
             {std::string_view(" "), shapeId(p.shape), std::string_view(" |")})
            head += piece;
        rule += ":-:|";
        for (std::string_view piece :
             {std::string_view(" !["), g.name, std::string_view(", "), shapeWord(p.shape),
              std::string_view(" cells]("), kGeneratorPicturesFolder, std::string_view("/"),
              std::string_view(p.file), std::string_view(") |")})
            row += piece;
    }
    std::string out = "**Cell shapes:**\n\n";
    for (const std::string* line : {&head, &rule, &row})
        (out += *line) += '\n';
    out += '\n';
    if (pictures.size() < kShapeKinds.size())
        ((out += "Square cells only: ") += g.noShapesReason) += "\n\n";
    return out;
}

constexpr std::string_view kPicturesNote =
    "The tables of pictures under the entries show each generator on every cell shape it\n"
    "builds: 8 x 8 cells (14 x 8 triangles, which are half as wide; 5 rings on a polar grid),\n"
    "seed 1, default parameters, start purple, goal red, drawn by mazelab-cli itself:\n\n"
    "```sh\n"
    "mazelab-cli render --generator ID --shape SHAPE --size 8x8 --seed 1 --svg --fit 160  # one\n"
    "mazelab-cli list --write-pictures docs/images/generators                            # all\n"
    "```\n\n";

} // namespace

std::vector<GeneratorPicture> generatorPictures(const GeneratorInfo& generator) {
    std::vector<GeneratorPicture> pictures;
    for (const ShapeKind shape : kShapeKinds)
        if (generator.supports(shape))
            pictures.push_back({shape, joinedIds(generator.id, shape) + ".svg"});
    return pictures;
}

std::vector<GeneratorPicture> allGeneratorPictures() {
    std::vector<GeneratorPicture> all;
    for (const GeneratorInfo* g : generators())
        for (GeneratorPicture& p : generatorPictures(*g))
            all.push_back(std::move(p));
    return all;
}

std::string generatorPictureSvg(const GeneratorInfo& generator, ShapeKind shape) {
    GenerateRequest request{.generator = &generator, .seed = kPictureSeed, .shape = shape};
    if (shape == ShapeKind::Polar)
        request.rings = kPictureRings;
    else
        request.size = shape == ShapeKind::Triangle ? kTrianglePictureSize : kPictureSize;
    const Maze maze = generateMaze(request);
    return mazeSvg(maze, nullptr, svgUnitToFit(maze.shape(), kPicturePixels));
}

int writeGeneratorPictures(const std::filesystem::path& folder) {
    if (!std::filesystem::is_directory(folder))
        throw Error("no folder " + pathInQuotes(folder.string()) +
                    " for the pictures: make it first");
    int written = 0;
    for (const GeneratorInfo* g : generators())
        for (const GeneratorPicture& p : generatorPictures(*g)) {
            std::ofstream file(folder / p.file, std::ios::binary);
            file << generatorPictureSvg(*g, p.shape);
            if (!file)
                throw Error("could not write " + pathInQuotes((folder / p.file).string()));
            ++written;
        }
    return written;
}

std::string generatorsPage(const std::function<bool(std::string_view id)>& hasPicture) {
    std::string page = generatorsMarkdown(hasPicture);
    // Each entry runs from its heading to the next heading (or the end of the page); its
    // pictures go last, before the blank line's successor.
    for (const GeneratorInfo* g : generators()) {
        std::string heading = "\n### ";
        (heading += g->name) += '\n';
        const std::size_t start = page.find(heading);
        if (start == std::string::npos)
            throw Error("the generators page has no entry headed " + heading.substr(1));
        const std::size_t next = std::min(page.find("\n## ", start + heading.size()),
                                          page.find("\n### ", start + heading.size()));
        const std::string pictures = picturesMarkdown(*g);
        if (next == std::string::npos) // the page ends in one newline, not two
            (page += '\n').append(pictures, 0, pictures.size() - 1);
        else
            page.insert(next + 1, pictures);
    }
    const std::size_t firstFamily = page.find("\n## ");
    if (firstFamily != std::string::npos)
        page.insert(firstFamily + 1, kPicturesNote);
    return page;
}

} // namespace mazelab::cli
