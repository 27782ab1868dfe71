// What the chat with a marketplace app needs from its host: the store's calls and a build client.
// The console wires @app/api-client's store and conversations calls into it; the embedded page of
// a later issue supplies its own (public routes with an API key), and tests an in-memory one.
import type { BuildClient } from '@app/build-runner';
import type { ChatMessage, EventDelivery } from '@app/flow-graph';
import type { ChatSuggestion, LikeState, StoreApp, StoreNode } from '@app/api-client';
import type { ChatVoice } from '../voice/chatVoice';

/** The store info the page shows: the header, the development-info drawer and the empty state. */
export type AppChatInfo = Pick<
  StoreApp,
  'id' | 'flow_id' | 'name' | 'description' | 'icon' | 'icon_bg_color' | 'user_name' | 'user_profile_image' | 'likes' | 'liked' | 'released_at' | 'updated_at'
>;

/** One of the user's conversations with the app. */
export interface AppConversation {
  id: string;
  /** 新对话 until the server names it otherwise. */
  title: string;
}

export type AppUiNode = StoreNode;
export type { ChatSuggestion, LikeState };

export interface AppChatApi {
  /** The store info; a rejection means the app cannot be opened (missing, or the policy refuses it). */
  info(storeId: string): Promise<AppChatInfo>;
  /** Likes the app once; answers the new count. */
  like(storeId: string): Promise<LikeState>;
  /** The greeting, the suggestion chips and the UI Output node whose result carries newer chips after a run. */
  uiNode(storeId: string): Promise<AppUiNode>;
  /** The user's conversations with the app, newest activity first. */
  conversations(storeId: string): Promise<AppConversation[]>;
  /** A conversation's messages, oldest first. */
  messages(sessionId: string): Promise<ChatMessage[]>;
  removeConversation(sessionId: string): Promise<void>;
  /** Stores an attachment and answers the path the build's files take; without it nothing can be attached. */
  upload?(storeId: string, file: File, onProgress: (fraction: number) => void): Promise<{ path: string }>;
  /** Starts the app's builds, the store id serving as the flow id (its transport knows the app's route). */
  build: BuildClient;
  /** How build events travel (the server's EVENT_DELIVERY); streaming when not given. */
  delivery?: EventDelivery;
  /** Speaking replies and the voice assistant; without it the chat has no voice. */
  voice?: AppChatVoice;
}

/** The app chat's voice calls: ChatVoice's, for the app's released flow, the socket knowing the store. */
export interface AppChatVoice extends Pick<ChatVoice, 'speech' | 'keys'> {
  socketUrl?(flowId: string, sessionId: string, storeId: string): string | Promise<string>;
}

export interface AppChatNotification {
  kind: 'error' | 'notice' | 'success';
  title: string;
  list?: string[];
}
