#include "ui/present/view_export.hpp"

#include "ui/view/maze_view.hpp"
#include "ui/widgets/png_file.hpp"

#include <QBuffer>
#include <QFileInfo>
#include <QPainter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSvgGenerator>

namespace mazelab::ui {

QString exportViewImage(const MazeView& view, const QString& path, QSize size) {
    if (size.width() < 16 || size.height() < 16 || size.width() > 16384 || size.height() > 16384)
        return QStringLiteral("the picture must be 16 to 16384 pixels each way");
    const QImage image = view.renderFittedImage(size);
    if (image.isNull())
        return QStringLiteral("not enough memory for a %1 x %2 picture")
            .arg(size.width())
            .arg(size.height());
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg"))
        return QStringLiteral("the file name must end in .png or .svg");
    if (suffix == QLatin1String("png"))
        return savePngFile(image, path);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    svg.setTitle(QStringLiteral("mazelab maze"));
    QPainter painter(&svg);
    view.renderFittedVector(painter, size); // shapes, not the image's pixels
    if (!painter.end())
        return QStringLiteral("cannot write %1").arg(path);
    // QSvgGenerator states the size in millimetres at its resolution; say it in pixels, the
    // unit the user chose it in (the viewBox already is).
    static const QRegularExpression mm(QStringLiteral("<svg width=\"[0-9.e+-]+mm\" "
                                                      "height=\"[0-9.e+-]+mm\""));
    const QString svgText = QString::fromUtf8(buffer.data())
                                .replace(mm, QStringLiteral("<svg width=\"%1px\" height=\"%2px\"")
                                                 .arg(size.width())
                                                 .arg(size.height()));
    if (file.write(svgText.toUtf8()) < 0)
        return QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
    if (!file.commit())
        return QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
    return {};
}

} // namespace mazelab::ui
