// An error as the chat shows it (spec/3 section 8): where it happened (a link to the component when
// the app can show it), the field, then Reason, Solution and Traceback. Long words (paths, URLs,
// identifiers) break and tracebacks wrap, so the block never runs out of the message column.
import { Alert, Anchor, Code, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { CodedText } from '@app/flow-graph';
import { useTranslation } from 'react-i18next';
import { useCodedWording } from '../codedWording';

const wrapAnywhere = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

export interface ErrorDetailsProps {
  component?: string;
  field?: string;
  reason?: string;
  /** The reason by code, worded in the reader's language (shown once its texts have loaded); `reason` is for an error without one. */
  coded?: CodedText;
  solution?: string;
  traceback?: string;
  /** Shows the component on the canvas; without it the name is plain text. */
  onComponentClick?(): void;
}

export function ErrorDetails({ component, field, reason: serverReason, coded, solution, traceback, onComponentClick }: ErrorDetailsProps) {
  const { t } = useTranslation('chat');
  const word = useCodedWording(coded !== undefined);
  const reason = coded ? word?.(coded) : serverReason;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={16} />}
      title={component ? <ErrorTitle component={component} onComponentClick={onComponentClick} /> : t('error.titleNoComponent')}
      data-testid="error-block"
      miw={0}
      maw="100%"
      styles={{ body: { minWidth: 0 } }}
    >
      <Stack gap="xs">
        {field && <Text size="sm">{t('error.field', { field })}</Text>}
        {reason && <Section title={t('error.reason')} body={reason} />}
        {solution && <Section title={t('error.solution')} body={solution} />}
        {traceback && (
          <div>
            <Text size="sm" fw={600}>
              {t('error.traceback')}
            </Text>
            <Code block fz="xs" style={{ maxHeight: 240, overflow: 'auto', ...wrapAnywhere }}>
              {traceback}
            </Code>
          </div>
        )}
      </Stack>
    </Alert>
  );
}

/** The translated title with the component's name in place, as a link when it can be shown. */
function ErrorTitle({ component, onComponentClick }: { component: string; onComponentClick?(): void }) {
  const { t } = useTranslation('chat');
  // The name is put in after translation, where the text has a marker for it, so it can be an element.
  const marker = '\u0000';
  const [before = '', after = ''] = t('error.title', { component: marker }).split(marker);
  const name = onComponentClick ? (
    <Anchor component="button" type="button" fz="sm" fw={600} onClick={onComponentClick}>
      {component}
    </Anchor>
  ) : (
    <Text span fz="sm" fw={600}>
      {component}
    </Text>
  );
  return (
    <>
      {before}
      {name}
      {after}
    </>
  );
}

function Section({ title, body }: { title: string; body: string }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Text size="sm" style={wrapAnywhere}>
        {body}
      </Text>
    </div>
  );
}
