#pragma once

// Recomputes the estimates after every edit, off the UI thread. A single edit (a drop, a
// committed count, undo) is evaluated at once (requestNow); edits in quick succession (typing,
// dragging a slider) are debounced (request) until they pause or the run is committed
// (flush). While one evaluation runs, newer requests replace the pending one (a stale design
// is never evaluated), and a result older than the newest request is dropped rather than shown.

#include "design/Design.h"
#include "results/EvaluationResult.h"

#include <QObject>
#include <QThreadPool>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

namespace cp::ui {

// Evaluates a design; throws with a message on invalid input. Must be safe to call from a
// worker thread (it reads only its own captured, immutable data).
using DesignEvaluator = std::function<Evaluation(const Design&)>;

class ResultsEngine : public QObject {
    Q_OBJECT
public:
    explicit ResultsEngine(DesignEvaluator evaluator, QObject* parent = nullptr);
    ~ResultsEngine() override;

    void setDebounceMs(int ms) { debounce_.setInterval(ms); }
    // What later requests are evaluated with (a reloaded catalog); a running evaluation finishes with the old one.
    void setEvaluator(DesignEvaluator evaluator) { evaluator_ = std::move(evaluator); }
    // Schedules an evaluation of `design` (after the debounce interval).
    void request(const Design& design);
    // Evaluates now, skipping the debounce (open, a single edit); after the running
    // evaluation, if one is running.
    void requestNow(const Design& design);
    // Starts a debounced request now (the user committed the value being typed).
    void flush();
    bool isBusy() const { return running_ || pending_.has_value() || debounce_.isActive(); }
    const EvaluationResult& latest() const { return latest_; }
    // Blocks until no evaluation is pending or running (tests, benchmarks, shutdown).
    bool waitForIdle(int timeoutMs);

signals:
    void started();
    void finished(const cp::ui::EvaluationResult& result);

private:
    void startPending();
    void onWorkerDone(EvaluationResult result);

    DesignEvaluator evaluator_;
    QThreadPool pool_;
    QTimer debounce_;
    std::optional<Design> pending_;
    bool running_ = false;
    quint64 requested_ = 0;      // generation of the newest request
    quint64 pendingGeneration_ = 0;
    EvaluationResult latest_;
};

}  // namespace cp::ui
