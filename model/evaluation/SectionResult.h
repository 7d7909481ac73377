#pragma once

// One section of an evaluation: estimated (a value), failed (the estimator's reason), or not
// applicable to the design (e.g. training for a design without training jobs). A failed
// section never hides the others.

#include <optional>
#include <stdexcept>
#include <string>
#include <utility>

namespace cp {

template <typename T>
class SectionResult {
public:
    SectionResult() = default;   // not applicable

    static SectionResult estimated(T value)
    {
        SectionResult result;
        result.value_ = std::move(value);
        return result;
    }
    static SectionResult failed(std::string reason)
    {
        SectionResult result;
        result.error_ = std::move(reason);
        result.failed_ = true;
        return result;
    }

    bool present() const { return value_.has_value() || failed_; }   // estimated or failed
    bool ok() const { return value_.has_value(); }
    bool isFailed() const { return failed_; }
    const std::string& error() const { return error_; }

    const T* get() const { return value_ ? &*value_ : nullptr; }
    const T& operator*() const { return value(); }
    const T* operator->() const { return &value(); }
    const T& value() const
    {
        if (!value_)
            throw std::logic_error(failed_ ? "section not estimated: " + error_ : "section not applicable");
        return *value_;
    }

private:
    std::optional<T> value_;
    std::string error_;
    bool failed_ = false;
};

}  // namespace cp
