// Tools > Calibrate from Measurements, offscreen: the user's measured runs fit the factors of one
// GPU and software stack in the background and every run is shown measured against predicted
// (catalog values, fitted, group held out); a file that cannot be read is named with what is
// wrong; runs on another GPU fit nothing and offer nothing to save; saved factors go to the user
// catalog, the open window estimates with them at once, and a fresh load (a restart) has them.

#include "TestMainWindow.h"

#include "calibration/CalibrationCommands.h"
#include "calibration/CalibrationDialog.h"
#include "catalog/CatalogLocation.h"
#include "commands/CommandRegistry.h"
#include "mainwindow/MainWindow.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace cp;
using namespace cp::ui;

namespace {

const QString sampleRuns = QStringLiteral(CP_SOURCE_DIR "/data/examples/slurm/measured-runs.csv");
const QString h100 = QStringLiteral("nvidia_h100_sxm5_80gb");
const QString stack2024 = QStringLiteral("megatron-core-2024");

bool fit(CalibrationDialog& dialog)
{
    QSignalSpy finished(&dialog, &CalibrationDialog::fitFinished);
    dialog.startFit();
    return dialog.isFitting() && finished.wait(180000);
}

QString summaryOf(const CalibrationDialog& dialog)
{
    return dialog.findChild<QLabel*>(QStringLiteral("calibrationSummary"))->text();
}

}  // namespace

class TestCalibrationDialog : public QObject {
    Q_OBJECT

private:
    std::shared_ptr<const Catalog> catalog_ = test::uiTestCatalog();
    QTemporaryDir appData_;

private slots:
    void initTestCase() { test::isolateSettings(); }

    void measuredRunsAreFittedAndEachIsShownAgainstItsPredictions()
    {
        CalibrationDialog dialog(catalog_);
        auto* fitButton = dialog.findChild<QPushButton*>(QStringLiteral("calibrationFit"));
        auto* save = dialog.findChild<QPushButton*>(QStringLiteral("calibrationSave"));
        QVERIFY(!fitButton->isEnabled());   // no runs yet
        QWidget* chart = dialog.findChild<QWidget*>(QStringLiteral("calibrationChart"));
        QVERIFY(chart && chart->isHidden());   // nothing to draw before a fit
        dialog.addMeasurementFiles({sampleRuns});
        QVERIFY(fitButton->isEnabled());
        QVERIFY(dialog.setTarget(h100, stack2024));
        QVERIFY(fit(dialog));
        QVERIFY(dialog.report());
        QVERIFY(!chart->isHidden());

        auto* factors = dialog.findChild<QTreeWidget*>(QStringLiteral("calibrationFactors"));
        QCOMPARE(factors->topLevelItemCount(), 2);   // the default factors: GEMM scale, per-layer overhead
        QCOMPARE(factors->topLevelItem(0)->text(0), QStringLiteral("GEMM efficiency (× the GPU's curve)"));
        QCOMPARE(factors->topLevelItem(0)->toolTip(0), QStringLiteral("matmul_efficiency_scale"));
        QCOMPARE(factors->topLevelItem(0)->text(3), QStringLiteral("Fitted"));
        auto* runs = dialog.findChild<QTreeWidget*>(QStringLiteral("calibrationRuns"));
        QCOMPARE(runs->topLevelItemCount(), 9);      // the sample's nine step times
        for (int i = 0; i < runs->topLevelItemCount(); ++i) {
            const QTreeWidgetItem* run = runs->topLevelItem(i);
            QCOMPARE(run->text(2), QStringLiteral("Step time (s)"));
            QVERIFY2(!run->text(3).isEmpty() && !run->text(4).isEmpty() && !run->text(5).isEmpty(), qPrintable(run->text(0)));
        }
        // With one group nothing is held out: no held-out column claims an error on unseen runs.
        QVERIFY(runs->isColumnHidden(6) && runs->isColumnHidden(7));
        QVERIFY2(summaryOf(dialog).contains(QStringLiteral("held out")), qPrintable(summaryOf(dialog)));
        // One source table: nothing to hold out, and the dialog says so.
        QVERIFY2(summaryOf(dialog).contains(QStringLiteral("one group")), qPrintable(summaryOf(dialog)));
        QVERIFY(!dialog.fittedRows().empty());
        QVERIFY(save->isEnabled());
        QCOMPARE(QString::fromStdString(dialog.fittedRows().front().scope), QStringLiteral("training.nvidia_h100_sxm5_80gb.megatron-core-2024"));

        // Another stack invalidates the fit: what would be saved is no longer what is shown.
        QVERIFY(dialog.setTarget(h100, QStringLiteral("megatron-core")));
        QVERIFY(!save->isEnabled());
    }

    // Runs from two sources: each is predicted with the factors fitted on the other, and the
    // table and chart show that held-out prediction.
    void withTwoGroupsEachIsPredictedWithTheOtherHeldOut()
    {
        QFile sample(sampleRuns);
        QVERIFY(sample.open(QIODevice::ReadOnly));
        QStringList lines = QString::fromUtf8(sample.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        for (int i = 5; i < lines.size(); ++i)
            lines[i].replace(QStringLiteral(",dgxc-h100-nemo-25.02,"), QStringLiteral(",second-source,"));
        QTemporaryDir folder;
        QFile two(folder.filePath(QStringLiteral("two-groups.csv")));
        QVERIFY(two.open(QIODevice::WriteOnly));
        two.write(lines.join(QLatin1Char('\n')).toUtf8() + '\n');
        two.close();
        CalibrationDialog dialog(catalog_);
        dialog.addMeasurementFiles({two.fileName()});
        QVERIFY(dialog.setTarget(h100, stack2024));
        QVERIFY(fit(dialog));
        QCOMPARE(dialog.report()->fits.front().groups.size(), std::size_t(2));
        auto* runs = dialog.findChild<QTreeWidget*>(QStringLiteral("calibrationRuns"));
        QVERIFY(!runs->isColumnHidden(6) && !runs->isColumnHidden(7));
        QVERIFY(runs->topLevelItem(0)->text(7).endsWith(QLatin1Char('%')));
        QVERIFY2(summaryOf(dialog).contains(QStringLiteral("with each group held out")), qPrintable(summaryOf(dialog)));
    }

    void runsOnAnotherGpuFitNothing()
    {
        CalibrationDialog dialog(catalog_);
        dialog.addMeasurementFiles({sampleRuns});
        QVERIFY(dialog.setTarget(QStringLiteral("nvidia_b200_hgx"), stack2024));
        QVERIFY(fit(dialog));
        QVERIFY2(summaryOf(dialog).contains(QStringLiteral("None of the runs")), qPrintable(summaryOf(dialog)));
        QVERIFY(dialog.fittedRows().empty());
        QVERIFY(!dialog.findChild<QPushButton*>(QStringLiteral("calibrationSave"))->isEnabled());
    }

    void anUnreadableFileIsNamedWithWhatIsWrong()
    {
        QTemporaryDir folder;
        const QString bad = folder.filePath(QStringLiteral("runs.csv"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("gpu,gpus,model,iteration_time_s\nnvidia_h100_sxm5_80gb,8,no_such_model,1\n");
        file.close();
        CalibrationDialog dialog(catalog_);
        dialog.addMeasurementFiles({bad});
        const QString text = summaryOf(dialog);
        QVERIFY2(text.contains(QStringLiteral("runs.csv")) && text.contains(QStringLiteral("no_such_model")), qPrintable(text));
        QVERIFY(!dialog.findChild<QPushButton*>(QStringLiteral("calibrationFit"))->isEnabled());
    }

    void savedFactorsAreUsedAtOnceAndSurviveARestart()
    {
        auto window = test::makeTestMainWindow(catalog_, appData_.path(), QString());
        QVERIFY(window->commands().action(QStringLiteral("tools.calibrate")));
        auto* commands = window->findChild<CalibrationCommands*>();
        QVERIFY(commands);

        CalibrationDialog dialog(window->catalog());
        dialog.addMeasurementFiles({sampleRuns});
        QVERIFY(dialog.setTarget(h100, stack2024));
        QVERIFY(fit(dialog));
        const std::vector<ModelParameter> rows = dialog.fittedRows();
        QVERIFY(!rows.empty());

        QTemporaryDir folder;
        const QString userCatalog = folder.filePath(QStringLiteral("user-catalog.sqlite"));
        QString message;
        QVERIFY2(commands->saveToUserCatalog(rows, userCatalog, message), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("user catalog")), qPrintable(message));
        // The open window estimates with the new factor...
        const ModelParameter* now = window->catalog()->findParameter(rows.front().scope, rows.front().name);
        QVERIFY(now);
        QCOMPARE(now->value, rows.front().value);
        QCOMPARE(now->provenance.origin, CatalogOrigin::User);
        QVERIFY(window->engine().waitForIdle(60000));
        QVERIFY(window->engine().latest().ok());
        // ...and so does a fresh start.
        CatalogPaths paths = locateCatalog();
        paths.userCatalog = userCatalog;
        const CatalogLoadResult restarted = loadCatalog(paths);
        const ModelParameter* afterRestart = restarted.catalog.findParameter(rows.front().scope, rows.front().name);
        QVERIFY(afterRestart);
        QCOMPARE(afterRestart->value, rows.front().value);

        QVERIFY(!commands->saveToUserCatalog({}, userCatalog, message));
        QVERIFY(message.contains(QStringLiteral("nothing was saved")));
    }
};

QTEST_MAIN(TestCalibrationDialog)
#include "tst_calibration_dialog.moc"
