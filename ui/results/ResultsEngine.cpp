#include "results/ResultsEngine.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QPointer>


namespace cp::ui {

ResultsEngine::ResultsEngine(DesignEvaluator evaluator, QObject* parent)
    : QObject(parent), evaluator_(std::move(evaluator))
{
    pool_.setMaxThreadCount(1);
    debounce_.setSingleShot(true);
    debounce_.setInterval(80);
    connect(&debounce_, &QTimer::timeout, this, &ResultsEngine::startPending);
}

ResultsEngine::~ResultsEngine()
{
    pending_.reset();
    pool_.waitForDone();
}

void ResultsEngine::request(const Design& design)
{
    pending_ = design;
    pendingGeneration_ = ++requested_;
    debounce_.start();
}

void ResultsEngine::requestNow(const Design& design)
{
    pending_ = design;
    pendingGeneration_ = ++requested_;
    debounce_.stop();
    startPending();
}

void ResultsEngine::flush()
{
    if (!debounce_.isActive())
        return;
    debounce_.stop();
    startPending();
}

void ResultsEngine::startPending()
{
    if (running_ || !pending_)
        return;   // the running evaluation starts the newest pending one when it finishes
    running_ = true;
    Design design = std::move(*pending_);
    pending_.reset();
    const quint64 generation = pendingGeneration_;
    emit started();
    QPointer<ResultsEngine> self(this);
    DesignEvaluator evaluator = evaluator_;
    pool_.start([self, evaluator, design = std::move(design), generation]() {
        EvaluationResult result;
        result.generation = generation;
        QElapsedTimer timer;
        timer.start();
        try {
            auto evaluation = std::make_shared<const Evaluation>(evaluator(design));
            result.figures = std::make_shared<const std::vector<SectionFigures>>(evaluationFigures(*evaluation));
            result.evaluation = std::move(evaluation);
        } catch (const std::exception& error) {
            result.error = QString::fromUtf8(error.what());
        }
        result.seconds = timer.nsecsElapsed() / 1e9;
        if (self)
            QMetaObject::invokeMethod(self, [self, result]() { if (self) self->onWorkerDone(result); }, Qt::QueuedConnection);
    });
}

void ResultsEngine::onWorkerDone(EvaluationResult result)
{
    running_ = false;
    // A newer request supersedes this result unless nothing newer is coming.
    const bool stale = result.generation < requested_ && (pending_ || debounce_.isActive());
    if (!stale) {
        latest_ = result;
        emit finished(latest_);
    }
    if (pending_ && !debounce_.isActive())
        startPending();
}

bool ResultsEngine::waitForIdle(int timeoutMs)
{
    QDeadlineTimer deadline(timeoutMs);
    while (isBusy() && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    return !isBusy();
}

}  // namespace cp::ui
