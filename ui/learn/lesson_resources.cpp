#include "ui/learn/lesson_resources.hpp"

#include <QDir>
#include <QFile>

// Qt resources compiled into a static library must be registered by name, from outside any
// namespace (as ui/shell/main_window.cpp does); registering twice is harmless.
static void registerLessonResources() { Q_INIT_RESOURCE(resources); }

namespace mazelab::ui {

QStringList lessonResources() {
    registerLessonResources();
    QStringList paths;
    const QDir folder(kLessonResourcePrefix);
    for (const QString& name :
         folder.entryList({QStringLiteral("*.lesson")}, QDir::Files, QDir::Name))
        paths.push_back(kLessonResourcePrefix + name);
    return paths;
}

std::optional<learn::Lesson> loadLesson(const QString& path, QString* error) {
    registerLessonResources();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QObject::tr("Cannot open the lesson '%1': %2").arg(path, file.errorString());
        return std::nullopt;
    }
    const QByteArray text = file.readAll();
    try {
        return learn::readLessonText(std::string_view(text.constData(), std::size_t(text.size())));
    } catch (const Error& e) {
        if (error)
            *error = QObject::tr("Cannot read the lesson '%1': %2")
                         .arg(path, QString::fromStdString(e.what()));
        return std::nullopt;
    }
}

} // namespace mazelab::ui
