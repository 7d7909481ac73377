// Design and validation files as hostile input (issue 21): a key given twice is refused with
// its pointer (no silent "last wins"), wrong types are refused, a FIFO or device is refused
// without waiting on it, and validation files pass the same gate.

#include "design/DesignFile.h"
#include "validation/ValidationFile.h"

#include <QTemporaryDir>
#include <QtTest>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <sys/stat.h>

namespace {

std::filesystem::path malformed(const QString& name)
{
    return std::filesystem::path(CP_SOURCE_DIR) / "tests/data/design-malformed" / name.toStdString();
}

QString describe(const std::vector<cp::DesignIssue>& issues)
{
    QStringList lines;
    for (const auto& issue : issues)
        lines << QString::fromStdString(cp::formatIssue(issue));
    return lines.join('\n');
}

bool hasIssue(const std::vector<cp::DesignIssue>& issues, const QString& pointer, const QString& part)
{
    return std::any_of(issues.begin(), issues.end(), [&](const cp::DesignIssue& issue) {
        return issue.severity == cp::Severity::Error && QString::fromStdString(issue.pointer) == pointer &&
               QString::fromStdString(issue.message).contains(part);
    });
}

}  // namespace

class TestDesignRobustness : public QObject {
    Q_OBJECT

private slots:
    void malformedFilesAreRefusedWithThePointer_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("message");
        // Two "platform" keys turned 768 H100 into B200 (nlohmann keeps the last).
        QTest::newRow("two platform keys") << "duplicate-platform.json" << "/groups/0/children/0/node/platform"
                                           << "the key 'platform' appears twice";
        // "version": 3, "version": 2 loaded as version 2 and was migrated.
        QTest::newRow("two versions") << "duplicate-version.json" << "/version" << "the key 'version' appears twice";
        QTest::newRow("two override prices") << "duplicate-override.json" << "/overrides/nvidia_h100_sxm5_80gb/price_usd"
                                             << "appears twice";
        QTest::newRow("min_app_version a number") << "min-app-version-number.json" << "/min_app_version"
                                                  << "is an integer; expected a string";
        QTest::newRow("min_app_version an array") << "min-app-version-array.json" << "/min_app_version"
                                                  << "is an array; expected a string";
        QTest::newRow("min_app_version null") << "min-app-version-null.json" << "/min_app_version" << "is null; expected a string";
        QTest::newRow("min_app_version true") << "min-app-version-true.json" << "/min_app_version"
                                              << "is a boolean; expected a string";
        QTest::newRow("min_app_version an object") << "min-app-version-object.json" << "/min_app_version"
                                                   << "is an object; expected a string";
        QTest::newRow("Latin-1 name") << "invalid-utf8-name.json" << "" << "not valid UTF-8: byte 0xE9 at line 1";
    }

    void malformedFilesAreRefusedWithThePointer()
    {
        QFETCH(QString, file);
        QFETCH(QString, pointer);
        QFETCH(QString, message);
        const cp::DesignLoadResult loaded = cp::loadDesignFile(malformed(file));
        QVERIFY(!loaded.ok());
        QVERIFY2(hasIssue(loaded.issues, pointer, message), qPrintable(describe(loaded.issues)));
    }

    void fifoAndDevicesAreRefusedWithoutWaiting()
    {
        QTemporaryDir dir;
        const std::string fifo = dir.filePath("design.json").toStdString();
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        const auto started = std::chrono::steady_clock::now();
        const cp::DesignLoadResult piped = cp::loadDesignFile(fifo);
        QVERIFY(!piped.ok());
        QVERIFY2(hasIssue(piped.issues, "", "FIFO"), qPrintable(describe(piped.issues)));
        const cp::DesignLoadResult zero = cp::loadDesignFile("/dev/zero");
        QVERIFY2(hasIssue(zero.issues, "", "character device"), qPrintable(describe(zero.issues)));
        QVERIFY(std::chrono::steady_clock::now() - started < std::chrono::seconds(10));

        try {
            cp::readValidationFile(fifo);
            QFAIL("expected ValidationFileError");
        } catch (const cp::ValidationFileError& error) {
            QVERIFY2(QString(error.what()).contains("FIFO"), error.what());
        }
    }

    void validationFilesPassTheSameGate_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("not UTF-8") << QByteArray("{\"format\": \"clusterplanner-validation\", \"version\": 1, \"cases\": "
                                                 "[{\"id\": \"caf\xe9\"}]}")
                                   << "not valid UTF-8: byte 0xE9 at line 1";
        QTest::newRow("key twice") << QByteArray("{\"format\": \"clusterplanner-validation\", \"version\": 1, \"version\": 2, "
                                                 "\"cases\": []}")
                                   << "/version: the key 'version' appears twice";
        QTest::newRow("empty") << QByteArray() << "the file is empty";
        QTest::newRow("format not a string") << QByteArray("{\"format\": 5, \"version\": 1, \"cases\": []}")
                                             << "/format must be";
    }

    void validationFilesPassTheSameGate()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        try {
            cp::parseValidationDocument(text.toStdString(), "cases.json");
            QFAIL("expected ValidationFileError");
        } catch (const cp::ValidationFileError& error) {
            QVERIFY2(QString::fromUtf8(error.what()).startsWith("cases.json: ") && QString::fromUtf8(error.what()).contains(message),
                     error.what());
        }
    }

    // A case field of the wrong type is a field the case lacks, never an uncaught exception.
    void validationCaseFieldsOfTheWrongTypeAreMissingFields()
    {
        const auto cases = cp::parseValidationDocument(
            R"({"format": "clusterplanner-validation", "version": 1, "cases": [{"id": 7, "kind": [], "source": {}}]})",
            "cases.json");
        QCOMPARE(cases.size(), std::size_t{1});
        QCOMPARE(cases.front().id, std::string("cases.json#/cases/0"));
        QVERIFY(cases.front().kind.empty());
    }
};

QTEST_GUILESS_MAIN(TestDesignRobustness)
#include "tst_design_robustness.moc"
