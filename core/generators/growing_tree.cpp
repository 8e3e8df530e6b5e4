// Growing Tree (Buck, "Mazes for Programmers", ch. 11).
//  1. active = [a random cell].
//  2. Pick a cell from active by the policy: newest (the last added), random, oldest (the first
//     added), middle (the one halfway along the list), or mix (the newest with probability
//     mix%, otherwise a random one: one random real per pick, compared with the share).
//  3. If it has unvisited neighbours, remove the wall to a random one and add that one to active.
//  4. Otherwise remove the picked cell from active.
//  5. Repeat from 2 until active is empty.
// One step is one iteration: a Carve (3) or a Move (4: the picked cell looked at and dropped);
// `current` is the picked cell. With a mask, one tree per region of active cells.
//
// Exact relations (tested): newest builds the Recursive Backtracker's maze and random the
// Prim (simplified) maze of the same seed. Mix tosses its coin only when both outcomes are
// possible, so mix = 100 is exactly newest and mix = 0 exactly random.
//
// The default is mix at 50%: the two pure policies that matter most are registered on their own
// (Recursive Backtracker, Prim simplified), so Growing Tree's default shows what only it does,
// the blend that Buck recommends trying, with long corridors and many short side branches.
//
// createShaped is the same loop on cells of any shape (detail/growing_tree.hpp, Cells::AnyShape):
// on square cells it draws the same numbers and makes the same steps as create, for every policy.

#include "core/generators/detail/growing_tree.hpp"

namespace mazelab {
namespace {

enum Policy { kNewest = 0, kRandom = 1, kOldest = 2, kMiddle = 3, kMix = 4 };

template <detail::Cells kCells>
GenSteps grow(Maze& maze, std::uint64_t seed, const ParamValues& params) {
    using detail::OrderedActive;
    using Ordered = OrderedActive::Policy;
    auto policy = int(params.get("policy"));
    const double newestShare = params.get("mix") / 100.0;
    if (policy == kMix && newestShare >= 1.0)
        policy = kNewest;
    else if (policy == kMix && newestShare <= 0.0)
        policy = kRandom;
    switch (policy) {
    case kNewest:
        return detail::growingTree<kCells>(maze, seed, detail::NewestActive{});
    case kRandom:
        return detail::growingTree<kCells>(maze, seed, detail::RandomActive{});
    case kOldest:
        return detail::growingTree<kCells>(maze, seed, OrderedActive(Ordered::Oldest, 0));
    case kMiddle:
        return detail::growingTree<kCells>(maze, seed, OrderedActive(Ordered::Middle, 0));
    default:
        return detail::growingTree<kCells>(maze, seed,
                                           OrderedActive(Ordered::Mix, newestShare));
    }
}

GenSteps create(Maze& maze, std::uint64_t seed, ParamValues params) {
    return grow<detail::Cells::Square>(maze, seed, params);
}

GenSteps createShaped(Maze& maze, std::uint64_t seed, ParamValues params) {
    return grow<detail::Cells::AnyShape>(maze, seed, params);
}

} // namespace

const GeneratorInfo& growingTreeInfo() {
    static const GeneratorInfo info{
        .id = "growing-tree",
        .name = "Growing Tree",
        .family = GeneratorFamily::TreeGrowing,
        .description = "Keeps a list of active cells, starting with one random cell. Each step "
            "picks a cell from the list, carves into a random unvisited neighbour and adds it to "
            "the list, or, if the cell has none left, removes it. How the cell is picked sets the "
            "texture: always the newest gives the Recursive Backtracker's long corridors (about "
            "10% dead ends), a random one gives Prim's short bushy branches (about 28% of the "
            "cells are dead ends), the oldest (or the middle) sends long straight corridors out "
            "from the first cell, like spokes, with very few dead ends (about 5%). The default "
            "mixes newest and random half and half: long corridors with side branches.",
        .card = {
            .howItWorks = "Keeps a list of active cells, starting with one random cell. Each step "
                "picks a cell from the list, carves into a random unvisited neighbour and adds "
                "it, or removes the cell when it has none left. Picking the newest gives the "
                "backtracker's corridors, a random one Prim's texture.",
            .time = "O(cells)",
            .memory = "O(cells): the list of active cells",
        },
        .pseudocode = detail::growingTreePseudocode(
            "    cell = pick from active (newest, random, oldest, middle, or mix: newest with "
                "probability mix%, else random)"),
        .params = {
            choiceParam({
                .key = "policy",
                .name = "Pick",
                .description = "Which active cell each step works from.",
                .defaultValue = kMix,
                .choices = {"newest", "random", "oldest", "middle", "mix"},
            }),
            ParamSpec{
                .key = "mix",
                .name = "Newest share (%)",
                .description = "With the mix policy: the percent of picks that take the newest "
                    "cell; the others take a random one.",
                .minimum = 0,
                .maximum = 100,
                .defaultValue = 50,
                .integer = true,
            },
        },
        .create = &create,
        .createShaped = &createShaped,
        .honoursMask = true,
    };
    return info;
}

} // namespace mazelab
