#include "import/Hostlist.h"

#include "text/TextFunctions.h"

#include <cctype>
#include <cstdint>

namespace cp {
namespace {

bool isDigit(char c) { return c >= '0' && c <= '9'; }

struct Range {
    std::uint64_t low = 0;
    std::uint64_t high = 0;
    std::size_t width = 0;
};

// "001-128,130" -> ranges. Returns an error text, empty when well formed.
std::string parseRanges(std::string_view body, std::vector<Range>& ranges)
{
    if (body.empty())
        return "empty brackets '[]'";
    std::size_t start = 0;
    while (start <= body.size()) {
        const std::size_t comma = body.find(',', start);
        const std::string_view part = body.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
        start = comma == std::string_view::npos ? body.size() + 1 : comma + 1;
        const std::size_t dash = part.find('-');
        const std::string_view low = part.substr(0, dash);
        const std::string_view high = dash == std::string_view::npos ? low : part.substr(dash + 1);
        const auto numeric = [](std::string_view digits) {
            if (digits.empty() || digits.size() > 18)
                return false;
            for (char c : digits)
                if (!isDigit(c))
                    return false;
            return true;
        };
        if (!numeric(low) || !numeric(high))
            return "'" + std::string(part) + "' is not a number or a range of numbers (such as 001-128)";
        Range range;
        range.low = std::stoull(std::string(low));
        range.high = std::stoull(std::string(high));
        range.width = low.size();
        if (range.high < range.low)
            return "range '" + std::string(part) + "' runs backwards";
        ranges.push_back(range);
    }
    return {};
}

// One comma-free item ("rack[0-1]_blade[0-3]") into `out`.
std::string expandItem(std::string_view item, std::vector<std::string>& out, std::size_t limit)
{
    std::vector<std::string> partial{std::string()};
    std::size_t i = 0;
    while (i < item.size()) {
        const std::size_t open = item.find('[', i);
        const std::string_view literal = item.substr(i, open == std::string_view::npos ? std::string_view::npos : open - i);
        if (literal.find(']') != std::string_view::npos)
            return "']' without a matching '['";
        for (std::string& name : partial)
            name += literal;
        if (open == std::string_view::npos)
            break;
        const std::size_t close = item.find(']', open);
        if (close == std::string_view::npos)
            return "'[' without a matching ']'";
        const std::string_view body = item.substr(open + 1, close - open - 1);
        if (body.find('[') != std::string_view::npos)
            return "nested '[' inside a range";
        std::vector<Range> ranges;
        if (std::string error = parseRanges(body, ranges); !error.empty())
            return error;
        std::uint64_t values = 0;
        for (const Range& range : ranges) {
            values += range.high - range.low + 1;
            if (values > limit)
                return "more than " + std::to_string(limit) + " hosts";
        }
        if (partial.size() * values + out.size() > limit)
            return "more than " + std::to_string(limit) + " hosts";
        std::vector<std::string> next;
        next.reserve(partial.size() * values);
        for (const std::string& name : partial)
            for (const Range& range : ranges)
                for (std::uint64_t n = range.low; n <= range.high; ++n)
                    next.push_back(name + zeroPadded(n, range.width));
        partial = std::move(next);
        i = close + 1;
    }
    for (std::string& name : partial) {
        if (name.empty())
            return "an empty host name";
        out.push_back(std::move(name));
    }
    return {};
}

struct NumberedName {
    std::string prefix;
    std::string digits;                      // empty: no trailing number
    std::string suffixAfterDigits;
};

NumberedName splitTrailingNumber(const std::string& host)
{
    std::size_t end = host.size();
    std::size_t start = end;
    while (start > 0 && isDigit(host[start - 1]))
        --start;
    if (start == end || end - start > 18)
        return {host, {}, {}};
    return {host.substr(0, start), host.substr(start), {}};
}

}  // namespace

HostlistExpansion expandHostlist(std::string_view expression, std::size_t limit)
{
    HostlistExpansion result;
    if (expression.empty()) {
        result.error = "an empty hostlist";
        return result;
    }
    // Split at commas outside brackets.
    int depth = 0;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= expression.size(); ++i) {
        const char c = i < expression.size() ? expression[i] : ',';
        if (c == '[')
            ++depth;
        else if (c == ']')
            depth = depth > 0 ? depth - 1 : 0;
        if (c != ',' || depth > 0)
            continue;
        const std::string_view item = expression.substr(start, i - start);
        start = i + 1;
        if (item.empty()) {
            result.error = "an empty name between commas";
            break;
        }
        for (char ch : item) {
            if (std::isspace(static_cast<unsigned char>(ch)) || ch == '"' || ch == '=') {
                result.error = "'" + std::string(item) + "' is not a host name";
                break;
            }
        }
        if (!result.error.empty())
            break;
        if (std::string error = expandItem(item, result.hosts, limit); !error.empty()) {
            result.error = error + " in '" + std::string(item.substr(0, 80)) + "'";
            break;
        }
    }
    if (result.ok() && depth != 0)
        result.error = "'[' without a matching ']'";
    if (!result.ok())
        result.hosts.clear();
    return result;
}

std::string compressHostlist(const std::vector<std::string>& hosts)
{
    std::string out;
    std::size_t i = 0;
    while (i < hosts.size()) {
        const NumberedName first = splitTrailingNumber(hosts[i]);
        if (first.digits.empty()) {
            out += (out.empty() ? "" : ",") + hosts[i];
            ++i;
            continue;
        }
        // Runs of the same prefix and padding, each run of consecutive numbers one range. A number
        // written with a leading zero fixes the width ("n08" joins "n10" as n[08-10]); one without
        // joins others without, whatever their length (dev0 ... dev17 is dev[0-17]).
        const bool paddedSeries = first.digits.size() > 1 && first.digits.front() == '0';
        const auto joins = [&](const NumberedName& next) {
            if (next.digits.empty() || next.prefix != first.prefix)
                return false;
            if (paddedSeries)
                return next.digits.size() == first.digits.size();
            return next.digits.size() == 1 || next.digits.front() != '0';
        };
        std::vector<std::pair<std::uint64_t, std::uint64_t>> runs;
        std::size_t j = i;
        while (j < hosts.size()) {
            const NumberedName next = splitTrailingNumber(hosts[j]);
            if (!joins(next))
                break;
            const std::uint64_t number = std::stoull(next.digits);
            if (!runs.empty() && runs.back().second + 1 == number)
                runs.back().second = number;
            else
                runs.emplace_back(number, number);
            ++j;
        }
        const std::size_t width = paddedSeries ? first.digits.size() : 0;
        std::string ranges;
        for (const auto& [low, high] : runs) {
            ranges += ranges.empty() ? "" : ",";
            ranges += zeroPadded(low, width);
            if (high != low)
                ranges += "-" + zeroPadded(high, width);
        }
        out += out.empty() ? "" : ",";
        out += j - i == 1 ? hosts[i] : first.prefix + "[" + ranges + "]";
        i = j;
    }
    return out;
}

}  // namespace cp
