// The `evaluate` JSON of every bundled example design (data/examples/*.json) against the
// golden files in tests/data/evaluation/: the machine format's keys, types and values stay as
// they are unless someone changes them on purpose. A change to an estimator that moves a
// figure regenerates the goldens (and says why in its commit):
//
//   CP_UPDATE_GOLDENS=1 build/tests/tst_evaluation_golden
//
// `app_version` is left out (it changes with every release, not with the model).

#include "TestCatalog.h"

#include "design/DesignFile.h"
#include "evaluation/Evaluation.h"
#include "evaluation/EvaluationJson.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace {

namespace fs = std::filesystem;

fs::path goldenDirectory() { return fs::path(CP_SOURCE_DIR) / "tests" / "data" / "evaluation"; }

nlohmann::json evaluationOf(const fs::path& designPath)
{
    const cp::DesignLoadResult loaded = cp::loadDesignFile(designPath.string());
    if (!loaded.design)
        throw std::runtime_error(designPath.string() + ": does not load");
    nlohmann::json report = cp::evaluationJson(cp::evaluateDesign(*loaded.design, bundledCatalog()));
    report.erase("app_version");
    return report;
}

bool sameNumber(const nlohmann::json& a, const nlohmann::json& b)
{
    if (a.is_number_integer() && b.is_number_integer())
        return a.get<long long>() == b.get<long long>();
    const double x = a.get<double>();
    const double y = b.get<double>();
    // Equal up to the last bits a reordered sum may change; anything a person could see differs.
    return x == y || std::abs(x - y) <= 1e-12 * std::max(std::abs(x), std::abs(y));
}

// The first few places where `actual` differs from `expected`, as JSON pointers.
void differences(const nlohmann::json& expected, const nlohmann::json& actual, const std::string& pointer,
                 QStringList& out)
{
    constexpr int kMaxReported = 12;
    if (out.size() >= kMaxReported)
        return;
    const QString where = QString::fromStdString(pointer.empty() ? "/" : pointer);
    if (expected.is_number() && actual.is_number() && !expected.is_boolean() && !actual.is_boolean()) {
        if (!sameNumber(expected, actual))
            out << QStringLiteral("%1: expected %2, got %3").arg(where, QString::fromStdString(expected.dump()),
                                                                 QString::fromStdString(actual.dump()));
        return;
    }
    if (expected.type() != actual.type()) {
        out << QStringLiteral("%1: expected %2, got %3")
                   .arg(where, QString::fromStdString(expected.dump().substr(0, 80)),
                        QString::fromStdString(actual.dump().substr(0, 80)));
        return;
    }
    if (expected.is_object()) {
        for (const auto& [key, value] : expected.items()) {
            if (!actual.contains(key))
                out << QStringLiteral("%1/%2: missing").arg(where == "/" ? QString() : where, QString::fromStdString(key));
            else
                differences(value, actual[key], pointer + "/" + key, out);
        }
        for (const auto& [key, value] : actual.items())
            if (!expected.contains(key))
                out << QStringLiteral("%1/%2: not in the golden file").arg(where == "/" ? QString() : where,
                                                                         QString::fromStdString(key));
        return;
    }
    if (expected.is_array()) {
        if (expected.size() != actual.size())
            out << QStringLiteral("%1: expected %2 entries, got %3").arg(where).arg(expected.size()).arg(actual.size());
        for (std::size_t i = 0; i < std::min(expected.size(), actual.size()); ++i)
            differences(expected[i], actual[i], pointer + "/" + std::to_string(i), out);
        return;
    }
    if (expected != actual)
        out << QStringLiteral("%1: expected %2, got %3").arg(where, QString::fromStdString(expected.dump()),
                                                             QString::fromStdString(actual.dump()));
}

}  // namespace

class TestEvaluationGolden : public QObject {
    Q_OBJECT

private slots:
    void example_data()
    {
        QTest::addColumn<QString>("design");
        std::vector<fs::path> designs;
        for (const auto& entry : fs::directory_iterator(fs::path(CP_SOURCE_DIR) / "data" / "examples"))
            if (entry.path().extension() == ".json")
                designs.push_back(entry.path());
        std::sort(designs.begin(), designs.end());
        QVERIFY(!designs.empty());
        for (const fs::path& design : designs)
            QTest::newRow(design.stem().string().c_str()) << QString::fromStdString(design.string());
    }

    void example()
    {
        QFETCH(QString, design);
        const fs::path designPath = design.toStdString();
        const fs::path golden = goldenDirectory() / designPath.filename();
        const nlohmann::json actual = evaluationOf(designPath);

        if (qEnvironmentVariableIsSet("CP_UPDATE_GOLDENS")) {
            fs::create_directories(goldenDirectory());
            std::ofstream(golden, std::ios::binary) << actual.dump(1) << '\n';
            qInfo("wrote %s", golden.string().c_str());
            return;
        }
        std::ifstream in(golden, std::ios::binary);
        QVERIFY2(in, qPrintable(QStringLiteral("%1 is missing: run CP_UPDATE_GOLDENS=1 %2")
                                    .arg(QString::fromStdString(golden.string()), QCoreApplication::applicationFilePath())));
        std::stringstream text;
        text << in.rdbuf();
        const nlohmann::json expected = nlohmann::json::parse(text.str());

        QStringList found;
        differences(expected, actual, "", found);
        QVERIFY2(found.isEmpty(),
                 qPrintable(QStringLiteral("the evaluation of %1 differs from %2:\n  %3\nIf the change is intended, "
                                           "regenerate with CP_UPDATE_GOLDENS=1 and say why in the commit.")
                                .arg(QString::fromStdString(designPath.filename().string()),
                                     QString::fromStdString(golden.string()), found.join(QStringLiteral("\n  ")))));
    }
};

QTEST_GUILESS_MAIN(TestEvaluationGolden)
#include "tst_evaluation_golden.moc"
