#pragma once

// What File > Export runs in the desktop app: ask where, write through the same exporters as
// the command line, tell the user what failed (file and reason). The GUI's command registry
// binds its Export entries to these.

#include "analysis/Evaluator.h"
#include "report/ReportValidation.h"

#include <QString>

#include <memory>

class QWidget;

namespace cp::ui {

struct ExportSubject {
    const Design& design;
    const Catalog& catalog;
    const Evaluation& evaluation;
    Evaluator evaluator;             // for the report's scaling curve and sensitivity; may be empty
    // The published runs the Validation tab predicted, for the report's appendix; may be none.
    std::shared_ptr<const ReportValidation> validation = {};
};

// Each returns the path written, or an empty string when the user cancelled or it failed
// (after saying why).
QString exportPdfReport(QWidget* parent, const ExportSubject& subject);
QString exportResultsCsv(QWidget* parent, const ExportSubject& subject);
QString exportBillOfMaterialsCsv(QWidget* parent, const ExportSubject& subject);
// Slurm (slurm.conf, gres.conf, topology.conf) and the Kubernetes node list into a folder.
QString exportSchedulerConfiguration(QWidget* parent, const ExportSubject& subject);

}  // namespace cp::ui
