// The parts of the AI SDK the components use, loaded together by aiSdk.ts on the first call:
// naming them lets the bundle leave out the rest of the SDK.
export { APICallError, embedMany, generateText, isStepCount, jsonSchema, NoObjectGeneratedError, Output, RetryError, streamText } from 'ai';
