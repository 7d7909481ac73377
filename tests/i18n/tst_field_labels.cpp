// The field registry (model/figures/FieldRegistry.cpp) and the labels ui/ translates
// (ui/results/FieldLabelTable.cpp) agree entry for entry; every figure that reaches a reader of
// any bundled example's evaluation (the CLI text and CSV, the result tabs, the report, the
// comparison all read evaluationFigures) is registered; and every label, tooltip, unit word and
// phrase has Spanish in the translation the executable embeds.
//
// After changing the registry, regenerate the ui table:
//   CP_UPDATE_FIELD_LABELS=1 build/tests/tst_field_labels

#include "TestCatalog.h"

#include "design/DesignFile.h"
#include "evaluation/Evaluation.h"
#include "figures/EvaluationFigures.h"
#include "figures/FigureFormat.h"
#include "figures/FigureTitles.h"
#include "results/FieldLabels.h"

#include <QtTest>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>

namespace {

namespace fs = std::filesystem;

std::string cString(std::string_view text)
{
    std::string out = "\"";
    for (char c : text) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c;
    }
    return out + "\"";
}

std::string generatedTable()
{
    std::string out =
        "// The registry's labels and tooltips wrapped for lupdate and tr(): ui/ translates what\n"
        "// model/figures/FieldRegistry.cpp says in English. Generated from the registry, in its order:\n"
        "//   CP_UPDATE_FIELD_LABELS=1 build/tests/tst_field_labels\n"
        "// (the test fails while the two disagree).\n\n"
        "#include \"results/FieldLabels.h\"\n\n#include <QtGlobal>\n\nnamespace cp::ui {\n\n"
        "const FieldLabelEntry kFieldLabels[] = {\n";
    for (const cp::FieldSpec& field : cp::fieldRegistry()) {
        out += "    {" + cString(field.key) + ", QT_TRANSLATE_NOOP(\"Fields\", " + cString(field.label) + "), ";
        out += field.tooltip.empty() ? std::string("nullptr") : "QT_TRANSLATE_NOOP(\"Fields\", " + cString(field.tooltip) + ")";
        out += ", ";
        out += field.shortLabel.empty() ? std::string("nullptr")
                                        : "QT_TRANSLATE_NOOP(\"Fields\", " + cString(field.shortLabel) + ")";
        out += "},\n";
    }
    out += "};\n\nstd::span<const FieldLabelEntry> fieldLabelTable() { return kFieldLabels; }\n\n}  // namespace cp::ui\n";
    return out;
}

void collectFields(const std::vector<cp::Figure>& figures, std::set<const cp::FieldSpec*>& used)
{
    for (const cp::Figure& figure : figures)
        used.insert(figure.field);
}

void collectFields(const cp::FigureGroup& group, std::set<const cp::FieldSpec*>& used)
{
    used.insert(group.kind);
    collectFields(group.figures, used);
    for (const cp::FigureGroup& child : group.groups)
        collectFields(child, used);
}

}  // namespace

class TestFieldLabels : public QObject {
    Q_OBJECT

    QTranslator spanish_;

private slots:
    void initTestCase()
    {
        const QString qm = QStringLiteral(CP_BUILD_DIR "/app/clusterplanner_es.qm");
        QVERIFY2(spanish_.load(qm), qPrintable(qm + QStringLiteral(" was not built")));
    }

    void labelTableAgreesWithTheRegistry()
    {
        const std::span<const cp::FieldSpec> registry = cp::fieldRegistry();
        const std::span<const cp::ui::FieldLabelEntry> table = cp::ui::fieldLabelTable();
        QStringList differences;
        if (registry.size() != table.size())
            differences << QStringLiteral("%1 registry entries, %2 in the ui table").arg(registry.size()).arg(table.size());
        for (std::size_t i = 0; i < std::min(registry.size(), table.size()); ++i) {
            const cp::FieldSpec& field = registry[i];
            const cp::ui::FieldLabelEntry& entry = table[i];
            const std::string_view tooltip = entry.tooltip ? entry.tooltip : "";
            const std::string_view shortLabel = entry.shortLabel ? entry.shortLabel : "";
            if (field.key != entry.key || field.label != entry.label || field.tooltip != tooltip
                || field.shortLabel != shortLabel)
                differences << QStringLiteral("entry %1: registry '%2' \"%3\", ui table '%4' \"%5\"")
                                   .arg(i)
                                   .arg(QString::fromUtf8(field.key.data(), qsizetype(field.key.size())),
                                        QString::fromUtf8(field.label.data(), qsizetype(field.label.size())),
                                        QString::fromUtf8(entry.key), QString::fromUtf8(entry.label));
        }
        if (!differences.isEmpty() && qEnvironmentVariableIsSet("CP_UPDATE_FIELD_LABELS")) {
            std::ofstream(fs::path(CP_SOURCE_DIR) / "ui" / "results" / "FieldLabelTable.cpp", std::ios::binary)
                << generatedTable();
            QSKIP("ui/results/FieldLabelTable.cpp regenerated: rebuild, update the translations and run again");
        }
        QVERIFY2(differences.isEmpty(),
                 qPrintable(QStringLiteral("ui/results/FieldLabelTable.cpp disagrees with the field registry; run "
                                           "CP_UPDATE_FIELD_LABELS=1 %1 and rebuild:\n  %2")
                                .arg(QCoreApplication::applicationFilePath(), differences.mid(0, 10).join("\n  "))));
    }

    void keysAreUniqueAndGroupsExist()
    {
        std::set<std::string_view> keys;
        for (const cp::FieldSpec& field : cp::fieldRegistry()) {
            QVERIFY2(keys.insert(field.key).second, field.key.data());
            QVERIFY2(!field.label.empty(), field.key.data());
            field.section();   // throws for a key outside the sections
            if (!field.qualifier.empty())
                QVERIFY2(cp::findField(field.qualifier), field.key.data());
        }
    }

    void displayWordsAgree()
    {
        const std::span<const std::string_view> words = cp::displayWords();
        const std::span<const char* const> table = cp::ui::displayWordTable();
        QCOMPARE(table.size(), words.size());
        for (std::size_t i = 0; i < words.size(); ++i)
            QCOMPARE(std::string_view(table[i]), words[i]);
    }

    void everyWordHasSpanish()
    {
        QStringList missing;
        const auto check = [&](std::string_view english) {
            if (english.empty())
                return;
            const std::string text(english);
            if (spanish_.translate("Fields", text.c_str()).isEmpty())
                missing << QString::fromStdString(text);
        };
        for (const cp::FieldSpec& field : cp::fieldRegistry()) {
            check(field.label);
            check(field.tooltip);
            check(field.shortLabel);
        }
        for (std::string_view word : cp::displayWords())
            check(word);
        for (const char* phrase : cp::ui::phraseTable())
            check(phrase);
        // Group titles the model gives are phrases of the ui table, translated as such.
        const std::span<const char* const> phrases = cp::ui::phraseTable();
        for (std::string_view title : cp::figureTitles()) {
            check(title);
            if (std::find(phrases.begin(), phrases.end(), title) == phrases.end())
                missing << QStringLiteral("title '%1' is not in ui/results/FieldLabels.cpp's phrases")
                               .arg(QString::fromUtf8(title.data(), qsizetype(title.size())));
        }
        for (cp::ResultSection section : cp::kResultSections)
            check(cp::sectionTitle(section));
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("%1 registry word(s) without Spanish (context Fields):\n  %2")
                                                   .arg(missing.size())
                                                   .arg(missing.join("\n  "))));
    }

    void everyFigureOfEveryExampleIsRegistered_data()
    {
        QTest::addColumn<QString>("design");
        for (const auto& entry : fs::directory_iterator(fs::path(CP_SOURCE_DIR) / "data" / "examples"))
            if (entry.path().extension() == ".json")
                QTest::newRow(entry.path().stem().string().c_str()) << QString::fromStdString(entry.path().string());
    }

    void everyFigureOfEveryExampleIsRegistered()
    {
        QFETCH(QString, design);
        const cp::DesignLoadResult loaded = cp::loadDesignFile(design.toStdString());
        QVERIFY(loaded.design);
        const cp::Evaluation evaluation = cp::evaluateDesign(*loaded.design, bundledCatalog());
        std::vector<cp::SectionFigures> sections;
        try {
            sections = cp::evaluationFigures(evaluation);   // throws for a figure outside the registry
        } catch (const std::exception& error) {
            QFAIL(error.what());
        }
        std::set<const cp::FieldSpec*> used;
        for (const cp::SectionFigures& section : sections) {
            QVERIFY2(section.error.empty(), section.error.c_str());
            collectFields(section.figures, used);
            for (const cp::FigureGroup& group : section.groups)
                collectFields(group, used);
        }
        collectFields(cp::headlineFigures(sections), used);
        QVERIFY(used.size() > 50);
        for (const cp::FieldSpec* field : used) {
            QVERIFY(field);
            QVERIFY2(&cp::field(field->key) == field, field->key.data());
            const std::string label(field->label);
            QVERIFY2(!spanish_.translate("Fields", label.c_str()).isEmpty(), label.c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestFieldLabels)
#include "tst_field_labels.moc"
