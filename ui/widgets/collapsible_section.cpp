#include "ui/widgets/collapsible_section.hpp"

#include <QToolButton>
#include <QVBoxLayout>

namespace mazelab::ui {

CollapsibleSection::CollapsibleSection(const QString& title, QWidget* content, bool expanded,
                                       QWidget* parent)
    : QWidget(parent), m_content(content) {
    m_header = new QToolButton(this);
    m_header->setText(title);
    m_header->setCheckable(true);
    m_header->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_header->setAutoRaise(true);
    m_header->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    QFont bold = m_header->font();
    bold.setBold(true);
    m_header->setFont(bold);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_header);
    layout->addWidget(m_content);
    connect(m_header, &QToolButton::toggled, this, &CollapsibleSection::setExpanded);
    setExpanded(expanded);
}

bool CollapsibleSection::isExpanded() const { return m_header->isChecked(); }

void CollapsibleSection::setExpanded(bool expanded) {
    m_header->setChecked(expanded);
    m_header->setArrowType(expanded ? Qt::DownArrow : Qt::RightArrow);
    m_content->setVisible(expanded);
}

} // namespace mazelab::ui
