// A flow-graph refusal in the interface language: the canvas namespace has a text per rule code,
// the rule's own text is the fallback for codes the canvas never shows.
import type { RuleResult } from '@app/flow-graph';
import { useCallback } from 'react';
import { useEditorTranslation } from '../context/EditorTexts';

export type Refusal = Extract<RuleResult, { ok: false }>;

export function useRuleText(): (refusal: Pick<Refusal, 'code' | 'message'>) => string {
  const { t } = useEditorTranslation('canvas');
  return useCallback((refusal) => t(`rules.${refusal.code}`, { defaultValue: refusal.message }), [t]);
}
