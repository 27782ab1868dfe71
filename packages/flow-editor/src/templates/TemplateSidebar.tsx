// The sections of the new-flow dialog: 快速开始, 全部模板, then the use cases and the methods of
// @app/templates, labelled in the interface language.
import { NavLink, Stack, Text } from '@mantine/core';
import { TEMPLATE_METHODS, TEMPLATE_USE_CASES, type TemplateCategory } from '@app/templates/categories';
import { useTranslation } from 'react-i18next';
import { sameSection, type TemplateSection } from './filterTemplates';

export interface TemplateSidebarProps {
  section: TemplateSection;
  onSection(section: TemplateSection): void;
}

export function TemplateSidebar({ section, onSection }: TemplateSidebarProps) {
  const { t, i18n } = useTranslation('workspace');
  const label = (category: TemplateCategory) => (i18n.language.startsWith('en') ? category.name_en : category.name);
  const item = (target: TemplateSection, text: string) => (
    <NavLink key={`${target.kind}:${'id' in target ? target.id : ''}`} label={text} active={sameSection(section, target)} onClick={() => onSection(target)} />
  );
  return (
    <Stack gap={2} w={180} miw={180}>
      {item({ kind: 'get-started' }, t('newFlow.getStarted'))}
      {item({ kind: 'all' }, t('newFlow.allTemplates'))}
      <Text size="xs" c="dimmed" fw={600} mt="sm" px="sm">
        {t('newFlow.useCases')}
      </Text>
      {TEMPLATE_USE_CASES.map((category) => item({ kind: 'use-case', id: category.id }, label(category)))}
      <Text size="xs" c="dimmed" fw={600} mt="sm" px="sm">
        {t('newFlow.methods')}
      </Text>
      {TEMPLATE_METHODS.map((category) => item({ kind: 'method', id: category.id }, label(category)))}
    </Stack>
  );
}
