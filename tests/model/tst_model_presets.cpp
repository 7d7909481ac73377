// The model presets reproduce the parameter counts their papers publish, which checks every
// architecture figure at once (a wrong FFN size or head count moves the total).

#include "design/ModelPresets.h"

#include <QtTest>

namespace {

struct ParameterCount {
    double total = 0;
    double active = 0;   // per token (MoE: shared + top-k routed experts)
};

// Weights of the matrices (norms and biases are < 0.1% and left out).
ParameterCount countParameters(const cp::ModelArchitecture& m)
{
    const double h = m.hidden;
    double attention = 0;
    if (m.mla.kvLoraRank > 0) {
        // DeepSeek-V2/V3 MLA: q down/up, joint KV down (+ decoupled RoPE key), KV up, output.
        const double nope = m.headDim;
        const double rope = m.mla.ropeHeadDim;
        attention = h * m.mla.qLoraRank + m.mla.qLoraRank * m.heads * (nope + rope) + h * (m.mla.kvLoraRank + rope) +
                    m.mla.kvLoraRank * m.heads * (nope + m.headDim) + m.heads * m.headDim * h;
    } else {
        attention = h * m.heads * m.headDim * 2.0 + h * m.kvHeads * m.headDim * 2.0;
    }
    const double matrices = m.gatedMlp ? 3.0 : 2.0;
    const double denseMlp = matrices * h * m.ffnHidden;
    const double embeddings = (m.tiedEmbeddings ? 1.0 : 2.0) * m.vocab * h;

    ParameterCount count;
    if (!m.isMoe()) {
        count.total = m.layers * (attention + denseMlp) + embeddings;
        count.active = count.total;
        return count;
    }
    const double expert = matrices * h * (m.moe.expertFfnHidden > 0 ? m.moe.expertFfnHidden : m.ffnHidden);
    const double router = h * m.moe.experts;
    const int moeLayers = m.layers - m.moe.denseLayers;
    count.total = m.layers * attention + m.moe.denseLayers * denseMlp +
                  moeLayers * ((m.moe.experts + m.moe.sharedExperts) * expert + router) + embeddings;
    count.active = m.layers * attention + m.moe.denseLayers * denseMlp +
                   moeLayers * ((m.moe.topK + m.moe.sharedExperts) * expert + router) + embeddings;
    return count;
}

}  // namespace

class TestModelPresets : public QObject {
    Q_OBJECT

private slots:
    void parameterCounts_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("totalBillions");
        QTest::addColumn<double>("activeBillions");
        QTest::addColumn<double>("tolerance");
        // Brown et al. 2020 Table 2.1.
        QTest::newRow("gpt3") << "gpt3_175b" << 175.0 << 175.0 << 0.01;
        // Llama 3 model cards (meta-llama/Meta-Llama-3.1-*): 8.03B, 70.6B, 405.9B.
        QTest::newRow("llama3_8b") << "llama3_8b" << 8.03 << 8.03 << 0.005;
        QTest::newRow("llama3_70b") << "llama3_70b" << 70.6 << 70.6 << 0.005;
        QTest::newRow("llama3_405b") << "llama3_405b" << 405.9 << 405.9 << 0.005;
        // Jiang et al. 2024: 47B total (46.7B in the model card), 13B active (12.9B).
        QTest::newRow("mixtral") << "mixtral_8x7b" << 46.7 << 12.9 << 0.005;
        // DeepSeek-V3 report: 671B total, 37B activated (without the 14B MTP module).
        QTest::newRow("deepseek_v3") << "deepseek_v3" << 671.0 << 37.0 << 0.02;
        // gpt-oss model card: 116.83B total, 5.13B active without the input embedding table,
        // which this count includes (201088 x 2880 = 0.58B).
        QTest::newRow("gpt_oss_120b") << "gpt_oss_120b" << 116.83 << 5.13 + 0.579 << 0.005;
        // Meta's Llama 4 announcement: 400B total, 17B active.
        QTest::newRow("llama4_maverick") << "llama4_maverick" << 400.0 << 17.0 << 0.02;
    }

    void parameterCounts()
    {
        QFETCH(QString, id);
        QFETCH(double, totalBillions);
        QFETCH(double, activeBillions);
        QFETCH(double, tolerance);
        const cp::ModelPreset* preset = cp::findModelPreset(id.toStdString());
        QVERIFY(preset);
        QVERIFY(!preset->source.empty());
        const ParameterCount count = countParameters(preset->architecture);
        QVERIFY2(std::abs(count.total / 1e9 - totalBillions) <= tolerance * totalBillions,
                 qPrintable(QString("total %1 B").arg(count.total / 1e9)));
        QVERIFY2(std::abs(count.active / 1e9 - activeBillions) <= tolerance * activeBillions,
                 qPrintable(QString("active %1 B").arg(count.active / 1e9)));
    }

    void idsAreUniqueAndFindable()
    {
        QCOMPARE(cp::modelPresets().size(), std::size_t{8});
        for (const cp::ModelPreset& preset : cp::modelPresets())
            QCOMPARE(cp::findModelPreset(preset.id), &preset);
        QVERIFY(!cp::findModelPreset("llama4"));
    }

    void architectureDetails()
    {
        const auto& v3 = cp::findModelPreset("deepseek_v3")->architecture;
        QCOMPARE(v3.mla.kvLoraRank, 512);
        QCOMPARE(v3.moe.denseLayers, 3);
        const auto& l70 = cp::findModelPreset("llama3_70b")->architecture;
        QCOMPARE(l70.kvHeads, 8);
        QCOMPARE(l70.headDim, 128);
        QVERIFY(!cp::findModelPreset("gpt3_175b")->architecture.gatedMlp);
        const auto& oss = cp::findModelPreset("gpt_oss_120b")->architecture;
        QCOMPARE(oss.localAttention.layers, 18);
        QCOMPARE(oss.localAttention.windowTokens, 128);
        QVERIFY(!oss.localAttention.chunked);
        const auto& maverick = cp::findModelPreset("llama4_maverick")->architecture;
        QCOMPARE(maverick.localAttention.layers, 36);
        QVERIFY(maverick.localAttention.chunked);
        QVERIFY(!l70.localAttention.any());
    }
};

QTEST_GUILESS_MAIN(TestModelPresets)
#include "tst_model_presets.moc"
