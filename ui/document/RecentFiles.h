#pragma once

#include <QSettings>
#include <QStringList>

namespace cp::ui {

// The most recently opened design files, newest first, kept in QSettings.
class RecentFiles {
public:
    explicit RecentFiles(QSettings& settings) : settings_(settings) {}
    QStringList files() const;
    void add(const QString& fileName);
    void remove(const QString& fileName);
    static constexpr int kMaxFiles = 10;

private:
    QSettings& settings_;
};

}  // namespace cp::ui
