#pragma once

// A value several sections of one evaluation need (the economics estimate, the inference
// sizing), computed by the first section that asks and shared with the others; a failure is
// kept and rethrown to every section that asks, so each reports it. Lives on the stack of one
// evaluation; not thread-safe.

#include <exception>
#include <functional>
#include <optional>
#include <utility>

namespace cp {

template <typename T>
class ComputedOnce {
public:
    explicit ComputedOnce(std::function<T()> compute) : compute_(std::move(compute)) {}

    const T& get() const
    {
        if (error_)
            std::rethrow_exception(error_);
        if (!value_) {
            try {
                value_ = compute_();
            } catch (...) {
                error_ = std::current_exception();
                throw;
            }
        }
        return *value_;
    }

private:
    std::function<T()> compute_;
    mutable std::optional<T> value_;
    mutable std::exception_ptr error_;
};

}  // namespace cp
