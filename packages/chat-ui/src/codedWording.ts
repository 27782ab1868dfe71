// The server's coded texts (an error's reason, a failed run's notice) in the reader's language. Their
// catalogue (`serverMessages`) is not among the chat's bundled texts: it loads with the first coded
// text to word, into whichever i18next instance the host renders with. Until it is there the text
// waits (no server wording, often English, on a Chinese page); when it cannot be loaded, a generic
// text of the `chat` namespace stands in, in the reader's language.
import type { BuildFailure } from '@app/build-runner';
import type { CodedText } from '@app/flow-graph';
import { loadServerMessages, wordCodedText } from '@app/i18n/core';
import type { i18n } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppChatNotification } from './app/appChatApi';
import { failureNotice } from './app/appChatMessages';

export type CodedWording = (coded: CodedText) => string;

const hasServerMessages = (instance: i18n) => instance.hasResourceBundle(instance.resolvedLanguage ?? 'zh', 'serverMessages');

function wording(instance: i18n, loaded: boolean): CodedWording {
  return loaded ? (coded) => wordCodedText(instance, coded) : () => instance.t('chat:error.reasonUnavailable');
}

/** The wording once the catalogue has loaded (or failed to: then the generic text). */
export function loadCodedWording(instance: i18n): Promise<CodedWording> {
  return loadServerMessages(instance).then(
    () => wording(instance, true),
    () => wording(instance, false),
  );
}

/** For a component showing a coded text: undefined while the catalogue loads (`needed` starts it). */
export function useCodedWording(needed: boolean): CodedWording | undefined {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const present = hasServerMessages(i18n);
  const [settled, setSettled] = useState<{ language: string | undefined; loaded: boolean } | null>(null);
  useEffect(() => {
    if (!needed || present) return;
    let live = true;
    const settle = (loaded: boolean) => live && setSettled({ language, loaded });
    loadServerMessages(i18n).then(
      () => settle(true),
      () => settle(false),
    );
    return () => {
      live = false;
    };
  }, [i18n, language, needed, present]);
  if (!needed) return undefined;
  if (present) return wording(i18n, true);
  return settled && settled.language === language && !settled.loaded ? wording(i18n, false) : undefined;
}

/** A failed run's notice with its coded reasons worded: the catalogue loads first when it has any. */
export async function wordedFailureNotice(failure: BuildFailure, t: (key: string) => string, instance: i18n): Promise<AppChatNotification> {
  const word = failure.coded?.some((coded) => coded !== null) ? await loadCodedWording(instance) : undefined;
  return failureNotice(failure, t, word);
}
