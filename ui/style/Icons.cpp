#include "style/Icons.h"

#include <QApplication>
#include <QFile>
#include <QIconEngine>
#include <QPainter>
#include <QSvgRenderer>

// The resources live in the static ui library: register them before the first lookup.
static void initUiResources()
{
    Q_INIT_RESOURCE(resources);
}

namespace cp::ui {
namespace {

// Renders the SVG at the exact requested size (HiDPI-sharp) in the palette's text colour.
class TintedSvgEngine : public QIconEngine {
public:
    TintedSvgEngine(QByteArray svg, QPalette palette) : svg_(std::move(svg)), palette_(std::move(palette)) {}

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State) override
    {
        const QColor colour = mode == QIcon::Disabled ? palette_.color(QPalette::Disabled, QPalette::WindowText)
                                                      : palette_.color(QPalette::Active, QPalette::WindowText);
        QByteArray tinted = svg_;
        tinted.replace("currentColor", colour.name().toLatin1());
        QSvgRenderer renderer(tinted);
        renderer.render(painter, rect);
    }

    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override
    {
        QPixmap pixmap(size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        paint(&painter, QRect(QPoint(0, 0), size), mode, state);
        return pixmap;
    }

    QIconEngine* clone() const override { return new TintedSvgEngine(svg_, palette_); }

private:
    QByteArray svg_;
    QPalette palette_;
};

}  // namespace

QIcon themedIcon(const QString& name, const QPalette& palette)
{
    static const bool resourcesReady = (initUiResources(), true);
    Q_UNUSED(resourcesReady);
    QFile file(QStringLiteral(":/icons/%1.svg").arg(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QIcon(new TintedSvgEngine(file.readAll(), palette));
}

QIcon themedIcon(const QString& name)
{
    return themedIcon(name, QApplication::palette());
}

}  // namespace cp::ui
