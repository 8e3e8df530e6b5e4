#include "harness.hpp"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <fstream>

namespace mazelab::bench {

double threadCpuNs() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e9 + double(now.tv_nsec);
}

double wallNs() {
    return std::chrono::duration<double, std::nano>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

double median(std::vector<double> values) {
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

std::string loadAverage() {
    std::ifstream in("/proc/loadavg");
    std::string one, five, fifteen;
    if (!(in >> one >> five >> fifteen))
        return "unknown";
    return one + " " + five + " " + fifteen;
}

double Samples::median() const {
    return bench::median(m_values);
}

double Samples::min() const {
    return m_values.empty() ? 0 : *std::min_element(m_values.begin(), m_values.end());
}

double Samples::max() const {
    return m_values.empty() ? 0 : *std::max_element(m_values.begin(), m_values.end());
}

std::string fixed(double value, int decimals) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

Table::Table(std::vector<std::string> header) {
    m_rows.push_back(std::move(header));
}

void Table::add(std::vector<std::string> row) {
    m_rows.push_back(std::move(row));
}

void Table::print(std::FILE* out) const {
    std::vector<std::size_t> widths;
    for (const auto& row : m_rows) {
        widths.resize(std::max(widths.size(), row.size()), 0);
        for (std::size_t i = 0; i < row.size(); ++i)
            widths[i] = std::max(widths[i], row[i].size());
    }
    for (const auto& row : m_rows) {
        std::string line;
        for (std::size_t i = 0; i < row.size(); ++i) {
            const std::string pad(widths[i] - row[i].size(), ' ');
            if (i == 0)
                line += row[i] + pad;
            else
                line += "  " + pad + row[i];
        }
        std::fprintf(out, "  %s\n", line.c_str());
    }
}

} // namespace mazelab::bench
