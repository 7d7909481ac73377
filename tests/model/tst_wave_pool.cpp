#include "autodesign/WavePool.h"

#include <QtTest>

#include <atomic>
#include <set>
#include <thread>
#include <vector>

using namespace cp;

class TestWavePool : public QObject {
    Q_OBJECT

private slots:
    // Every index of every wave runs once, and run() returns only when all of its wave has run.
    void everyIndexRunsOnceBeforeRunReturns_data()
    {
        QTest::addColumn<int>("threads");
        QTest::newRow("caller only") << 1;
        QTest::newRow("two") << 2;
        QTest::newRow("more threads than work") << 8;
    }

    void everyIndexRunsOnceBeforeRunReturns()
    {
        QFETCH(int, threads);
        WavePool pool(threads);
        for (const std::size_t count : {std::size_t{0}, std::size_t{1}, std::size_t{3}, std::size_t{16}, std::size_t{200}}) {
            for (int wave = 0; wave < 20; ++wave) {
                std::vector<std::atomic<int>> runs(count);
                pool.run(count, [&](std::size_t index) { runs[index].fetch_add(1); });
                for (std::size_t i = 0; i < count; ++i)
                    QCOMPARE(runs[i].load(), 1);
            }
        }
    }

    // The waves use the pool's threads: no more distinct threads than the pool has, however many waves.
    void wavesRunOnThePoolsThreads()
    {
        WavePool pool(2);
        std::mutex mutex;
        std::set<std::thread::id> seen;
        for (int wave = 0; wave < 50; ++wave)
            pool.run(8, [&](std::size_t) {
                std::this_thread::sleep_for(std::chrono::microseconds(50));
                const std::lock_guard lock(mutex);
                seen.insert(std::this_thread::get_id());
            });
        QVERIFY(seen.size() <= 2);
        QVERIFY(seen.count(std::this_thread::get_id()) == 1);
    }
};

QTEST_GUILESS_MAIN(TestWavePool)
#include "tst_wave_pool.moc"
