// The messages the marketplace, publishing and conversation routes answer with (spec/2 section 8
// and spec/3 section 8 where they word them).
export const storeMessages = {
  /** Also the answer for an app the caller's access policy refuses, so ids cannot be probed. */
  STORE_NOT_FOUND: '应用不存在',
  FLOW_NOT_FOUND: '工作流不存在',
  NOTE_REQUIRED: '请输入版本记录',
  NOT_PUBLISHED: '应用未上架',
  POLICY_GROUP_NOT_FOUND: '策略组不存在',
  CONVERSATION_NOT_FOUND: '对话不存在',
  SESSION_REQUIRED: 'inputs.session is required: the conversation id, at most 200 characters',
  SESSION_TOO_LONG: 'session_id must be at most 200 characters',
} as const;

/** The title of a new conversation. */
export const NEW_CONVERSATION_TITLE = '新对话';
