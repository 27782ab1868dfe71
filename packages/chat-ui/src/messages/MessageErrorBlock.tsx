// A message of category 'error' (spec/3 sections 3 and 8): its error entries, or its text as the reason.
import { isCodedText, type ChatMessage } from '@app/flow-graph';
import { Stack } from '@mantine/core';
import { stringField } from '../content/contentFields';
import { ErrorDetails } from '../content/ErrorDetails';

export interface MessageErrorBlockProps {
  message: ChatMessage;
  onComponentClick?(componentId: string): void;
}

export function MessageErrorBlock({ message, onComponentClick }: MessageErrorBlockProps) {
  const source = message.properties?.source;
  const componentId = source?.id;
  const showComponent = componentId && onComponentClick ? () => onComponentClick(componentId) : undefined;
  const errors = (message.content_blocks ?? []).flatMap((block) => block.contents.filter((content) => content.type === 'error'));
  if (errors.length === 0) {
    return <ErrorDetails component={source?.display_name ?? undefined} reason={message.text} onComponentClick={showComponent} />;
  }
  return (
    <Stack gap="xs">
      {errors.map((content, index) => (
        <ErrorDetails
          key={index}
          component={stringField(content, 'component') ?? source?.display_name ?? undefined}
          field={stringField(content, 'field')}
          reason={stringField(content, 'reason')}
          coded={isCodedText(content.coded) ? content.coded : undefined}
          solution={stringField(content, 'solution')}
          traceback={stringField(content, 'traceback')}
          onComponentClick={showComponent}
        />
      ))}
    </Stack>
  );
}
