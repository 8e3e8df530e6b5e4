#pragma once
// What a student did in one session of learning by doing: every prediction, answer and
// challenge check, in order, for File > Export progress (docs/user-guide.md, "Learning by
// doing"). Qt-free: the caller stamps each entry with its own clock.

#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace mazelab::learn {

enum class Activity : std::uint8_t { Predict, Question, Challenge, Lesson };

// "predict", "question", "challenge", "lesson": the CSV's activity column.
[[nodiscard]] std::string_view activityId(Activity activity);

struct LogEntry {
    std::string time; // when, as the caller writes it (the app: ISO 8601, local time)
    Activity activity = Activity::Predict;
    std::string item;       // what was asked: "step 12", a question's text, a challenge's title
    std::string solver;     // registry id; empty where no single solver is concerned
    std::uint64_t seed = 0; // the maze's seed (its provenance); 0 for a hand-made maze
    std::string answer;     // what the student gave: "(3,4)", "B: 12", "checked"
    bool right = false;
};

// Score, streak and accuracy of the predictions and answers of one kind (or one solver).
struct Tally {
    int right = 0;
    int wrong = 0;
    int streak = 0; // right answers in a row, up to the last one
    int bestStreak = 0;
    [[nodiscard]] int total() const { return right + wrong; }
    // Right answers as a percentage of all; 0 when there are none.
    [[nodiscard]] double accuracy() const;
    void add(bool right);
};

class SessionLog {
public:
    void add(LogEntry entry);
    [[nodiscard]] const std::vector<LogEntry>& entries() const { return m_entries; }
    [[nodiscard]] bool empty() const { return m_entries.empty(); }
    // The tally of one activity, for one solver (empty: every solver).
    [[nodiscard]] Tally tally(Activity activity, std::string_view solver = {}) const;
    void clear() { m_entries.clear(); }

    // RFC 4180 CSV, '\n' line ends: a header line "time,activity,item,solver,maze_seed,answer,
    // result", then one line per entry; result is "right" or "wrong".
    void writeCsv(std::ostream& out) const;

private:
    std::vector<LogEntry> m_entries;
};

} // namespace mazelab::learn
