// The code editor as the modals show it: CodeMirror (about 400 kB of the editor route's scripts)
// loads when a code, prompt or dictionary modal first opens, not with the canvas; until then the
// editor's place holds a loader of the same height.
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { CodeEditorProps } from './CodeEditor';

const CodeEditor = lazy(() => import('./CodeEditor').then((module) => ({ default: module.CodeEditor })));

export function LazyCodeEditor(props: CodeEditorProps) {
  return (
    <Suspense
      fallback={
        <Center h={props.height ?? '60vh'}>
          <Loader size="sm" />
        </Center>
      }
    >
      <CodeEditor {...props} />
    </Suspense>
  );
}
