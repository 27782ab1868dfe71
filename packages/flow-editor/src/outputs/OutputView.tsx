// One output of a built component, in the view its kind calls for (outputKind; spec/3 sections 2,
// 3 and 8): text (cut at 20000 characters with a notice), CSV text or file, image, PDF, key-pair, string list,
// structured data under the JSON filter, errors with their traceback, the stream alert, and
// 无法显示输出 for anything else.
import type { ErrorPayload, OutputValue } from '@app/flow-graph';
import { wordCodedText } from '@app/i18n';
import { Alert, Code, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CsvFileOutput, CsvOutput } from './CsvOutput';
import { ImageOutput } from './ImageOutput';
import { JsonOutput } from './JsonOutput';
import { KeyPairOutput, StringListOutput } from './ListOutputs';
import { outputFile, outputKind, outputText } from './outputKind';
import { PdfOutput } from './PdfOutput';

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
  const { t, i18n } = useTranslation('outputs');
  const message = isErrorPayload(error) ? (error.coded ? wordCodedText(i18n, error.coded) : error.errorMessage) : String(error);
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

export function OutputView({ output }: { output: OutputValue | undefined }) {
  const { t } = useTranslation('outputs');
  const message = output?.message;
  const file = outputFile(message) ?? '';
  switch (outputKind(output)) {
    case 'error':
      return <ErrorOutput error={message} />;
    case 'stream':
      return (
        <Alert color="blue" title={t('stream.title')}>
          {t('stream.hint')}
        </Alert>
      );
    case 'text':
      return <TextOutput text={outputText(message) ?? ''} />;
    case 'csv':
      return <CsvOutput text={outputText(message) ?? ''} />;
    // Keyed by the file, so another file starts its viewer afresh (zoom, page, notices).
    case 'csvFile':
      return <CsvFileOutput key={file} path={file} />;
    case 'image':
      return <ImageOutput key={file} path={file} />;
    case 'pdf':
      return <PdfOutput key={file} path={file} />;
    case 'keyPair':
      return <KeyPairOutput value={message as Record<string, unknown>} />;
    case 'stringList':
      return <StringListOutput items={message as string[]} />;
    case 'json':
      return <JsonOutput value={message} />;
    case 'unknown':
      return <Text c="dimmed">{t('cannotShow')}</Text>;
  }
}
