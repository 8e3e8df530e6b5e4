#include "core/learn/session_log.hpp"

#include "core/text_fields.hpp"

#include <algorithm>
#include <ostream>
#include <utility>

namespace mazelab::learn {

std::string_view activityId(Activity activity) {
    switch (activity) {
    case Activity::Predict:
        return "predict";
    case Activity::Question:
        return "question";
    case Activity::Challenge:
        return "challenge";
    case Activity::Lesson:
        return "lesson";
    }
    return {};
}

double Tally::accuracy() const {
    return total() == 0 ? 0.0 : 100.0 * right / total();
}

void Tally::add(bool isRight) {
    if (isRight) {
        ++right;
        ++streak;
        bestStreak = std::max(bestStreak, streak);
    } else {
        ++wrong;
        streak = 0;
    }
}

void SessionLog::add(LogEntry entry) {
    m_entries.push_back(std::move(entry));
}

Tally SessionLog::tally(Activity activity, std::string_view solver) const {
    Tally tally;
    for (const LogEntry& e : m_entries)
        if (e.activity == activity && (solver.empty() || e.solver == solver))
            tally.add(e.right);
    return tally;
}

void SessionLog::writeCsv(std::ostream& out) const {
    out << "time,activity,item,solver,maze_seed,answer,result\n";
    for (const LogEntry& e : m_entries)
        out << text::csvField(e.time) << ',' << activityId(e.activity) << ','
            << text::csvField(e.item) << ',' << text::csvField(e.solver) << ',' << e.seed << ','
            << text::csvField(e.answer) << ',' << (e.right ? "right" : "wrong") << '\n';
}

} // namespace mazelab::learn
