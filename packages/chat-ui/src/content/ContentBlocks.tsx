// A message's content blocks: titled groups of text, code, JSON, error, tool use and media entries,
// each with an optional header (icon, title) and how long it took.
import { isCodedText, type ContentBlock } from '@app/flow-graph';
import { Badge, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChatMarkdown } from '../markdown/ChatMarkdown';
import { CodeBlock } from '../markdown/CodeBlock';
import { BlockIcon } from './BlockIcon';
import { contentDuration, contentHeader, durationParts, readableValue, stringField, stringListField, type BlockContent } from './contentFields';
import { ErrorDetails } from './ErrorDetails';

export interface ContentBlocksProps {
  blocks: readonly ContentBlock[];
  /** Shows the component an error entry names. */
  onComponentClick?(): void;
}

export function ContentBlocks({ blocks, onComponentClick }: ContentBlocksProps) {
  return (
    <Stack gap="xs">
      {blocks.map((block, index) => (
        <Paper key={index} withBorder radius="sm" p="xs" data-testid="content-block">
          <Heading icon={block.header?.icon} title={block.header?.title ?? block.title} />
          <Stack gap="xs" mt={block.header?.title || block.title ? 'xs' : 0}>
            {block.contents.map((content, contentIndex) => (
              <ContentEntry key={contentIndex} content={content} markdown={block.allow_markdown !== false} onComponentClick={onComponentClick} />
            ))}
            {block.media_url && block.media_url.length > 0 && <MediaGrid urls={block.media_url} />}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function Heading({ icon, title, duration }: { icon?: string; title?: string; duration?: number }) {
  const { t } = useTranslation('chat');
  if (!icon && !title && duration === undefined) return null;
  const time = duration === undefined ? undefined : durationParts(duration);
  return (
    <Group gap={6} wrap="nowrap">
      {icon && <BlockIcon name={icon} />}
      {title && (
        <Text size="sm" fw={600}>
          {title}
        </Text>
      )}
      {time && (
        <Badge size="xs" variant="light" color="gray" ml="auto">
          {time.unit === 'ms' ? t('blocks.durationMs', { value: time.value }) : t('blocks.durationS', { value: time.value })}
        </Badge>
      )}
    </Group>
  );
}

interface ContentEntryProps {
  content: BlockContent;
  markdown: boolean;
  onComponentClick?(): void;
}

function ContentEntry({ content, markdown, onComponentClick }: ContentEntryProps) {
  const header = contentHeader(content);
  const title = header?.title ?? (content.type === 'tool_use' ? stringField(content, 'name') : undefined);
  return (
    <div data-testid={`content-${content.type}`}>
      <Heading icon={header?.icon} title={title} duration={contentDuration(content)} />
      <ContentBody content={content} markdown={markdown} onComponentClick={onComponentClick} />
    </div>
  );
}

function ContentBody({ content, markdown, onComponentClick }: ContentEntryProps) {
  const { t } = useTranslation('chat');
  switch (content.type) {
    case 'text': {
      const text = stringField(content, 'text') ?? '';
      return markdown ? <ChatMarkdown text={text} /> : <PlainText text={text} />;
    }
    case 'code':
      return <CodeBlock code={stringField(content, 'code') ?? ''} language={stringField(content, 'language')} />;
    case 'json':
      return <CodeBlock code={readableValue(content.data)} language="json" />;
    case 'error':
      return (
        <ErrorDetails
          component={stringField(content, 'component')}
          field={stringField(content, 'field')}
          reason={stringField(content, 'reason')}
          coded={isCodedText(content.coded) ? content.coded : undefined}
          solution={stringField(content, 'solution')}
          traceback={stringField(content, 'traceback')}
          onComponentClick={onComponentClick}
        />
      );
    case 'tool_use':
      return (
        <Stack gap={4}>
          <Labelled label={t('blocks.toolInput')}>
            <CodeBlock code={readableValue(content.tool_input ?? {})} language="json" />
          </Labelled>
          {content.output !== undefined && content.output !== null && (
            <Labelled label={t('blocks.toolOutput')}>
              {typeof content.output === 'string' ? <PlainText text={content.output} /> : <CodeBlock code={readableValue(content.output)} language="json" />}
            </Labelled>
          )}
          {content.error !== undefined && content.error !== null && (
            <Labelled label={t('blocks.toolError')}>
              <Text size="sm" c="red" style={{ whiteSpace: 'pre-wrap' }}>
                {readableValue(content.error)}
              </Text>
            </Labelled>
          )}
        </Stack>
      );
    case 'media': {
      const caption = stringField(content, 'caption');
      return (
        <Stack gap={4}>
          <MediaGrid urls={stringListField(content, 'urls')} />
          {caption && (
            <Text size="xs" c="dimmed">
              {caption}
            </Text>
          )}
        </Stack>
      );
    }
  }
}

function Labelled({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      {children}
    </div>
  );
}

function PlainText({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {text}
    </Text>
  );
}

function MediaGrid({ urls }: { urls: readonly string[] }) {
  const { t } = useTranslation('chat');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
      {urls.map((url, index) => (
        <Image key={url} src={url} alt={t('blocks.image', { index: index + 1 })} radius="sm" fit="contain" mah={320} />
      ))}
    </SimpleGrid>
  );
}
