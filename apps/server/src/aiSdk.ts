// The AI SDK as one entry of the build, which the rest of the bundle loads with its first use
// (scripts/aiSdkOnFirstUse.ts): by the import specifier the components wrote, its module.
import * as anthropic from '@ai-sdk/anthropic';
import * as openAiCompatible from '@ai-sdk/openai-compatible';
import * as ai from 'ai';
import * as aiInternal from 'ai/internal';

export const aiSdkModules: Readonly<Record<string, object>> = {
  ai,
  'ai/internal': aiInternal,
  '@ai-sdk/anthropic': anthropic,
  '@ai-sdk/openai-compatible': openAiCompatible,
};
