// Results cross layers as types: the GUI (ui/), the exporters (model/export/) and the command
// line read the typed evaluation and its figures; the evaluate JSON is written only where it is
// the output (`clusterplanner evaluate --format json`). A reader that goes back to the JSON, or
// includes the JSON library to dig in results, fails here with the file and line.

#include <QtTest>

#include <filesystem>
#include <fstream>
#include <string>

namespace {

namespace fs = std::filesystem;

struct Hit {
    std::string file;
    int line = 0;
    std::string text;
};

// Lines of C++ sources under `folder` containing `needle`, except in `allowed` files.
std::vector<Hit> find(const fs::path& folder, const std::string& needle, const std::vector<std::string>& allowed = {})
{
    std::vector<Hit> hits;
    for (const auto& entry : fs::recursive_directory_iterator(folder)) {
        const std::string extension = entry.path().extension().string();
        if (!entry.is_regular_file() || (extension != ".cpp" && extension != ".h"))
            continue;
        const std::string relative = fs::relative(entry.path(), CP_SOURCE_DIR).generic_string();
        if (std::find(allowed.begin(), allowed.end(), relative) != allowed.end())
            continue;
        std::ifstream in(entry.path());
        std::string text;
        for (int line = 1; std::getline(in, text); ++line)
            if (text.find(needle) != std::string::npos)
                hits.push_back({relative, line, text});
    }
    return hits;
}

QString describe(const std::vector<Hit>& hits)
{
    QStringList lines;
    for (const Hit& hit : hits)
        lines << QStringLiteral("%1:%2: %3").arg(QString::fromStdString(hit.file)).arg(hit.line).arg(QString::fromStdString(hit.text).trimmed());
    return lines.join('\n');
}

const fs::path source(CP_SOURCE_DIR);

}  // namespace

class TestResultsBoundary : public QObject {
    Q_OBJECT
private slots:
    void nothingButTheJsonOutputWritesTheEvaluateJson()
    {
        std::vector<Hit> hits = find(source / "ui", "evaluationJson");
        for (Hit& hit : find(source / "model" / "export", "evaluationJson"))
            hits.push_back(hit);
        for (Hit& hit : find(source / "app", "evaluationJson", {"app/CliEvaluate.cpp"}))
            hits.push_back(hit);
        QVERIFY2(hits.empty(), qPrintable(describe(hits)));
    }

    void resultReadersDoNotUseTheJsonLibrary()
    {
        std::vector<Hit> hits;
        for (const char* folder : {"results", "charts", "compare"})
            for (Hit& hit : find(source / "ui" / folder, "nlohmann"))
                hits.push_back(hit);
        // The report reads JSON only for the validation rows, which are not the evaluation.
        for (Hit& hit : find(source / "model" / "export", "nlohmann", {"model/export/DesignComparison.h", "model/export/DesignComparison.cpp"}))
            hits.push_back(hit);
        for (Hit& hit : find(source / "model" / "figures", "nlohmann"))
            hits.push_back(hit);
        QVERIFY2(hits.empty(), qPrintable(describe(hits)));
    }

    void noReaderLooksUpResultsByJsonKey()
    {
        // Paths into the evaluate JSON ("/cost/...", ["training"]) are how the old readers found
        // figures; the typed evaluation has members instead.
        std::vector<Hit> hits;
        for (const char* needle : {"[\"cost\"]", "[\"training\"]", "[\"totals\"]", "[\"power\"]", "\"/cost/", "\"/power/",
                                   "find(\"cost\")", "find(\"power\")", "find(\"training\")"})
            for (const char* folder : {"ui", "app"})
                for (Hit& hit : find(source / folder, needle))
                    hits.push_back(hit);
        QVERIFY2(hits.empty(), qPrintable(describe(hits)));
    }
};

QTEST_GUILESS_MAIN(TestResultsBoundary)
#include "tst_results_boundary.moc"
