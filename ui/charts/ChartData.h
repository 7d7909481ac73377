#pragma once

// Plain values the charts draw. Charts never read the model themselves: whoever owns the
// results (results tabs, the report, the compare window) fills these, so one chart serves a
// single design and an overlay of several alike.

#include <QString>
#include <QStringList>
#include <QVector>

namespace cp::ui {

// One bar per entry of `bars` (a design, a plan...), each stacked from `segments`.
struct StackedBarData {
    struct Segment {
        QString name;
        QVector<double> values;              // one per bar, in the axis unit
    };
    QString valueAxisLabel;                  // e.g. "Capex (million USD)"
    QStringList bars;
    QVector<Segment> segments;
    bool logarithmic = false;                // values spanning decades (servers 1 .. 10^4)
};

struct XYSeries {
    QString name;
    QVector<double> x;
    QVector<double> y;
    bool pointsOnly = false;                 // markers without a line (optima, measurements)
};

// Tokens/s and MFU of one training job at several GPU counts (a scaling sweep).
struct ScalingSeries {
    QString name;
    QVector<double> gpus;
    QVector<double> tokensPerSecond;
    QVector<double> mfu;                     // fraction 0..1
};

// One parallel plan of the plan search.
struct PlanPoint {
    double memoryPerGpuGb = 0;
    double mfu = 0;                          // fraction 0..1
    bool fitsInMemory = true;
    QString label;                           // "TP8 PP4 DP32 ..."
};

struct PlanScatterData {
    QVector<PlanPoint> plans;
    int currentPlan = -1;                    // index into plans, -1 none
    double gpuMemoryGb = 0;                  // capacity line; 0 = not drawn
};

// One input of a sensitivity analysis: the output at input -20% and +20% minus the baseline.
struct TornadoBar {
    QString input;
    double lowDelta = 0;
    double highDelta = 0;
};

struct TornadoData {
    QString outputLabel;                     // e.g. "Time to train (days)"
    double baseline = 0;
    QVector<TornadoBar> bars;
};

}  // namespace cp::ui
