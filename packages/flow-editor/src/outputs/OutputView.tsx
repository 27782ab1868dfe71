// One output of a built component, by its type (spec/3 sections 3 and 8): text (cut at 20000
// characters with a notice), messages, structured data under the JSON filter, errors with their
// traceback, the stream alert, and 无法显示输出 for anything else.
import type { ErrorPayload, OutputValue } from '@app/flow-graph';
import { Alert, Code, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { JsonOutput } from './JsonOutput';

export const MAX_OUTPUT_TEXT = 20000;

function TextOutput({ text }: { text: string }) {
  const { t } = useTranslation('outputs');
  const cut = text.length > MAX_OUTPUT_TEXT;
  return (
    <Stack gap={4}>
      {cut && <Alert color="yellow">{t('truncated', { max: MAX_OUTPUT_TEXT })}</Alert>}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {cut ? text.slice(0, MAX_OUTPUT_TEXT) : text}
      </Text>
    </Stack>
  );
}

const isErrorPayload = (value: unknown): value is ErrorPayload => typeof value === 'object' && value !== null && 'errorMessage' in value;

function ErrorOutput({ error }: { error: unknown }) {
  const { t } = useTranslation('outputs');
  const message = isErrorPayload(error) ? error.errorMessage : String(error);
  const trace = isErrorPayload(error) ? error.stackTrace : '';
  return (
    <Alert color="red" title={t('error.title')}>
      <Stack gap="xs">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {message}
        </Text>
        {trace && (
          <>
            <Text size="xs" fw={600}>
              {t('error.traceback')}
            </Text>
            <Code block mah={240} style={{ overflow: 'auto' }}>
              {trace}
            </Code>
          </>
        )}
      </Stack>
    </Alert>
  );
}

/** A message output carries its text; older shapes are plain strings. */
function messageText(message: unknown): string | undefined {
  if (typeof message === 'string') return message;
  if (typeof message === 'object' && message !== null && typeof (message as { text?: unknown }).text === 'string') return (message as { text: string }).text;
  return undefined;
}

export function OutputView({ output }: { output: OutputValue | undefined }) {
  const { t } = useTranslation('outputs');
  const cannotShow = <Text c="dimmed">{t('cannotShow')}</Text>;
  if (!output) return cannotShow;
  switch (output.type) {
    case 'error':
    case 'ValueError':
      return <ErrorOutput error={output.message} />;
    case 'stream':
      return (
        <Alert color="blue" title={t('stream.title')}>
          {t('stream.hint')}
        </Alert>
      );
    case 'text':
    case 'message': {
      const text = messageText(output.message);
      return text === undefined ? cannotShow : <TextOutput text={text} />;
    }
    case 'data':
    case 'object':
    case 'array':
      return output.message !== null && typeof output.message === 'object' ? <JsonOutput value={output.message} /> : cannotShow;
    default:
      return cannotShow;
  }
}
