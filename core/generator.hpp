#pragma once
// Generator<T>: a lazy, move-only C++20 coroutine generator in the shape of cppcoro's
// (lewissbaker/cppcoro, include/cppcoro/generator.hpp). g++ 12 has no std::generator.
//
// - Lazy: the body starts on begin() and runs to the next co_yield on each ++.
// - Or pull-style, for a consumer that advances from a timer: next() runs the body to its next
//   co_yield and returns a pointer to the yielded value, or nullptr once the body has ended.
// - co_yield stores a pointer to the yielded object, so no copy is made; the consumer must copy
//   what it needs before advancing.
// - co_await inside a generator does not compile.
// - An exception thrown in the body is rethrown from begin(), ++ or next().
// - Destroying the Generator (at any step) destroys the coroutine frame and all its locals.
// - It is a std::ranges::input_range with a sentinel end().
//
// Not for headers that moc reads: <coroutine> breaks moc in Qt 6.4.

#include <coroutine>
#include <cstddef>
#include <exception>
#include <iterator>
#include <memory>
#include <type_traits>
#include <utility>

namespace mazelab {

template <typename T>
class [[nodiscard]] Generator;

namespace detail {

template <typename T>
class GeneratorPromise {
public:
    using value_type = std::remove_reference_t<T>;
    using reference = std::conditional_t<std::is_reference_v<T>, T, T&>;
    using pointer = value_type*;

    GeneratorPromise() = default;

    Generator<T> get_return_object() noexcept;

    constexpr std::suspend_always initial_suspend() const noexcept { return {}; }
    constexpr std::suspend_always final_suspend() const noexcept { return {}; }

    std::suspend_always yield_value(value_type& value) noexcept {
        m_value = std::addressof(value);
        return {};
    }
    std::suspend_always yield_value(value_type&& value) noexcept {
        m_value = std::addressof(value);
        return {};
    }

    void unhandled_exception() noexcept { m_exception = std::current_exception(); }
    void return_void() noexcept {}

    // co_await is not allowed inside a generator.
    template <typename U>
    std::suspend_never await_transform(U&& value) = delete;

    reference value() const noexcept { return static_cast<reference>(*m_value); }

    void rethrowIfException() {
        if (m_exception)
            std::rethrow_exception(std::exchange(m_exception, nullptr));
    }

private:
    pointer m_value = nullptr;
    std::exception_ptr m_exception;
};

struct GeneratorSentinel {};

template <typename T>
class GeneratorIterator {
    using Handle = std::coroutine_handle<GeneratorPromise<T>>;

public:
    using iterator_category = std::input_iterator_tag;
    using difference_type = std::ptrdiff_t;
    using value_type = std::remove_cvref_t<T>;
    using reference = typename GeneratorPromise<T>::reference;
    using pointer = typename GeneratorPromise<T>::pointer;

    GeneratorIterator() noexcept = default;
    explicit GeneratorIterator(Handle coroutine) noexcept : m_coroutine(coroutine) {}

    friend bool operator==(const GeneratorIterator& it, GeneratorSentinel) noexcept {
        return !it.m_coroutine || it.m_coroutine.done();
    }

    GeneratorIterator& operator++() {
        m_coroutine.resume();
        if (m_coroutine.done())
            m_coroutine.promise().rethrowIfException();
        return *this;
    }
    void operator++(int) { ++*this; }

    reference operator*() const noexcept { return m_coroutine.promise().value(); }
    pointer operator->() const noexcept { return std::addressof(operator*()); }

private:
    Handle m_coroutine = nullptr;
};

} // namespace detail

template <typename T>
class [[nodiscard]] Generator {
public:
    using promise_type = detail::GeneratorPromise<T>;
    using iterator = detail::GeneratorIterator<T>;
    using sentinel = detail::GeneratorSentinel;
    using pointer = typename promise_type::pointer;

    Generator() noexcept = default;
    Generator(Generator&& other) noexcept : m_coroutine(std::exchange(other.m_coroutine, {})) {}
    Generator& operator=(Generator&& other) noexcept {
        if (this != &other) {
            reset();
            m_coroutine = std::exchange(other.m_coroutine, {});
        }
        return *this;
    }
    Generator(const Generator&) = delete;
    Generator& operator=(const Generator&) = delete;
    ~Generator() { reset(); }

    // Starts the body and runs it to its first co_yield.
    iterator begin() {
        if (m_coroutine) {
            m_coroutine.resume();
            if (m_coroutine.done())
                m_coroutine.promise().rethrowIfException();
        }
        return iterator{m_coroutine};
    }
    sentinel end() noexcept { return {}; }

    // Runs the body to its next co_yield (the first call starts it) and returns a pointer to the
    // yielded value; nullptr once the body has ended, on every later call, and for an empty
    // Generator. The pointer is valid until the next call to next() or ++, or until the
    // Generator is destroyed. An exception thrown in the body is rethrown here, after which the
    // generator is done. next() and the iterator advance the same coroutine: use one or the other.
    pointer next() {
        if (!m_coroutine || m_coroutine.done())
            return nullptr;
        m_coroutine.resume();
        if (m_coroutine.done()) {
            m_coroutine.promise().rethrowIfException();
            return nullptr;
        }
        return std::addressof(m_coroutine.promise().value());
    }

    [[nodiscard]] bool valid() const noexcept { return bool(m_coroutine); }

private:
    friend class detail::GeneratorPromise<T>;
    explicit Generator(std::coroutine_handle<promise_type> coroutine) noexcept
        : m_coroutine(coroutine) {}

    void reset() noexcept {
        if (m_coroutine)
            std::exchange(m_coroutine, {}).destroy();
    }

    std::coroutine_handle<promise_type> m_coroutine = nullptr;
};

template <typename T>
Generator<T> detail::GeneratorPromise<T>::get_return_object() noexcept {
    return Generator<T>{std::coroutine_handle<GeneratorPromise<T>>::from_promise(*this)};
}

} // namespace mazelab
