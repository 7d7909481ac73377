// Every user-visible string of ui/ and app/ has a finished Spanish translation: lupdate runs
// over today's sources into a copy of the committed .ts (new strings come in unfinished,
// removed ones are dropped), and each message without a finished translation fails the test
// by context and source text. The embedded .qm is also checked to load and translate.

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLocale>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

namespace {

struct Message {
    QString context;
    QString source;
    bool finished = false;
    bool numerus = false;    // a message with a count (%n): singular and plural forms
};

QList<Message> readMessages(const QString& tsPath, QString* error)
{
    QFile file(tsPath);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: %2").arg(tsPath, file.errorString());
        return {};
    }
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    bool inMessage = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("context")) {
                context.clear();
            } else if (name == QLatin1String("name") && !inMessage) {
                context = xml.readElementText();
            } else if (name == QLatin1String("message")) {
                inMessage = true;
                current = Message{context, {}, false, xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes")};
            } else if (name == QLatin1String("source") && inMessage) {
                current.source = xml.readElementText();
            } else if (name == QLatin1String("translation") && inMessage) {
                const QString type = xml.attributes().value(QLatin1String("type")).toString();
                if (type == QLatin1String("vanished") || type == QLatin1String("obsolete")) {
                    inMessage = false;  // no longer in the sources: not counted
                    continue;
                }
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                current.finished = type.isEmpty() && !text.trimmed().isEmpty();
                messages << current;
                inMessage = false;
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            inMessage = false;
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1: line %2: %3").arg(tsPath).arg(xml.lineNumber()).arg(xml.errorString());
    return messages;
}

}  // namespace

class TranslationCoverage : public QObject {
    Q_OBJECT
private slots:
    void everyStringHasSpanish()
    {
        const QString committed = QStringLiteral(CP_SOURCE_DIR "/resources/translations/clusterplanner_es.ts");
        QVERIFY2(QFile::exists(committed), qPrintable(committed + QStringLiteral(" is missing")));
        QTemporaryDir temp;
        QVERIFY(temp.isValid());
        const QString copy = temp.filePath(QStringLiteral("clusterplanner_es.ts"));
        QVERIFY(QFile::copy(committed, copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);

        QProcess lupdate;
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        lupdate.start(QStringLiteral(CP_LUPDATE),
                      {QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"),
                       QStringLiteral(CP_SOURCE_DIR "/ui"), QStringLiteral(CP_SOURCE_DIR "/app"),
                       QStringLiteral("-ts"), copy});
        QVERIFY2(lupdate.waitForFinished(120000), "lupdate did not finish");
        const QByteArray log = lupdate.readAll();
        QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0, log.constData());

        QString error;
        const QList<Message> messages = readMessages(copy, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(messages.size() > 500, qPrintable(QStringLiteral("only %1 messages found by lupdate").arg(messages.size())));
        QStringList untranslated;
        for (const Message& message : messages)
            if (!message.finished)
                untranslated << QStringLiteral("%1: \"%2\"").arg(message.context, message.source);
        QVERIFY2(untranslated.isEmpty(),
                 qPrintable(QStringLiteral("%1 string(s) without a finished Spanish translation (add them to "
                                           "resources/translations/es_part*.py, run `cmake --build build --target "
                                           "update_translations` and fill_es.py):\n  %2")
                                .arg(untranslated.size())
                                .arg(untranslated.join(QStringLiteral("\n  ")))));
    }

    // English needs translations only for messages with a count ("1 run", "9 runs"): every one
    // the sources have (as lupdate finds them for Spanish) has its forms in clusterplanner_en.ts.
    void everyCountHasEnglishPluralForms()
    {
        QString error;
        const QList<Message> spanish =
            readMessages(QStringLiteral(CP_SOURCE_DIR "/resources/translations/clusterplanner_es.ts"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QList<Message> english =
            readMessages(QStringLiteral(CP_SOURCE_DIR "/resources/translations/clusterplanner_en.ts"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QSet<QString> englishForms;
        for (const Message& message : english)
            if (message.numerus && message.finished)
                englishForms.insert(message.context + QLatin1Char('|') + message.source);
        QStringList missing;
        int counts = 0;
        for (const Message& message : spanish)
            if (message.numerus) {
                ++counts;
                if (!englishForms.contains(message.context + QLatin1Char('|') + message.source))
                    missing << QStringLiteral("%1: \"%2\"").arg(message.context, message.source);
            }
        QVERIFY(counts > 10);
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("%1 message(s) with a count without English plural forms (run "
                                                              "`cmake --build build --target update_translations` and "
                                                              "resources/translations/fill_en.py):\n  %2")
                                                   .arg(missing.size())
                                                   .arg(missing.join(QStringLiteral("\n  ")))));
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(CP_BUILD_DIR "/app/clusterplanner_en.qm")));
        QCOMPARE(translator.translate("cp::ui::CalibrationDialog", "%1 (%n run(s))", nullptr, 1), QStringLiteral("%1 (%n run)"));
        QCOMPARE(translator.translate("cp::ui::CalibrationDialog", "%1 (%n run(s))", nullptr, 9), QStringLiteral("%1 (%n runs)"));
    }

    void compiledTranslationTranslates()
    {
        // The .qm lrelease built for the executable (embedded there as :/i18n/clusterplanner_es.qm);
        // the plural form is chosen by n (tr() substitutes %n itself).
        const QString qm = QStringLiteral(CP_BUILD_DIR "/app/clusterplanner_es.qm");
        QVERIFY2(QFile::exists(qm), qPrintable(qm + QStringLiteral(" was not built")));
        QTranslator translator;
        QVERIFY(translator.load(qm));
        QCOMPARE(translator.translate("cp::ui::MainWindow", "&File"), QStringLiteral("&Archivo"));
        QCOMPARE(translator.translate("cli", "no design file given"),
                 QStringLiteral("no se indicó ningún fichero de diseño"));
        QCOMPARE(translator.translate("cp::ui::InspectorPanel", "%n elements selected", nullptr, 3),
                 QStringLiteral("%n elementos seleccionados"));
        QCOMPARE(translator.translate("cp::ui::InspectorPanel", "%n elements selected", nullptr, 1),
                 QStringLiteral("%n elemento seleccionado"));
    }
};

QTEST_GUILESS_MAIN(TranslationCoverage)
#include "tst_translation_coverage.moc"
