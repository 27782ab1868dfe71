// The uploads of a flow (Langflow's v1 files): DATA_DIR/flows/<flow id>/<yyyy-MM-dd_HH-mm-ss>_<name>,
// the folder the File component reads through componentFiles. Callers have checked the flow; names
// from URLs are checked here before they are joined to the folder.
import { link, readdir, readFile, rm, mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { flowFilesDir, flowFilesRoot } from '../build/componentFiles';
import type { ReceivedUpload } from './receivedUpload';
import type { ChatAttachments } from './chatAttachments';
import { isPlainName, numberedName, uploadTimePrefix } from './uploadName';
import { PRIVATE_DIR_MODE } from '../config/dataDir';

/** Same-second uploads of one name get " (1)", " (2)", ...; past this many something is wrong. */
const MAX_NAME_ATTEMPTS = 100;

export interface FlowFileStore {
  /**
   * Moves a received upload into the flow's folder and answers its stored name (never overwrites).
   * `uploader`: a chat attachment of someone other than the flow's owner; its name records them
   * (ChatAttachments), so that no one else's build may name it.
   */
  keep(flowId: string, upload: ReceivedUpload, at: Date, options?: { uploader?: string }): Promise<string>;
  /** Stored names, oldest upload first. */
  list(flowId: string): Promise<string[]>;
  /** The bytes, or null when the name is malformed or there is no such file. */
  read(flowId: string, name: string): Promise<Buffer | null>;
  /** False when there was no such file. */
  remove(flowId: string, name: string): Promise<boolean>;
  /** Removes every upload of the flows (they were deleted). */
  removeFlows(flowIds: readonly string[]): Promise<void>;
  /** The bytes the uploads of these flows take together (a user's storage quota counts them). */
  bytesOf(flowIds: readonly string[]): Promise<number>;
}

const isMissing = (error: unknown) => ['ENOENT', 'EISDIR', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

export function createFlowFileStore(dataDir: string, attachments: ChatAttachments): FlowFileStore {
  const dirOf = (flowId: string) => flowFilesDir(dataDir, flowId);
  const namesIn = async (dir: string): Promise<string[]> => {
    try {
      return await readdir(dir);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  };
  const sizeOf = (path: string) =>
    stat(path).then(
      (found) => found.size,
      (error: unknown) => {
        if (isMissing(error)) return 0;
        throw error;
      },
    );
  return {
    async keep(flowId, upload, at, options = {}) {
      const dir = dirOf(flowId);
      await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const prefix = uploadTimePrefix(at) + (options.uploader === undefined ? '' : attachments.tag(flowId, options.uploader));
      try {
        for (let attempt = 0; attempt < MAX_NAME_ATTEMPTS; attempt += 1) {
          const stored = prefix + (attempt === 0 ? upload.name : numberedName(upload.name, attempt));
          try {
            // A hard link fails when the name exists, where a rename would replace the file.
            await link(upload.tempPath, join(dir, stored));
            return stored;
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
          }
        }
        throw new Error(`no free name for ${upload.name} in flow ${flowId}`);
      } finally {
        await upload.discard();
      }
    },
    list: async (flowId) => (await namesIn(dirOf(flowId))).sort(),
    async read(flowId, name) {
      if (!isPlainName(name)) return null;
      try {
        return await readFile(join(dirOf(flowId), name));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(flowId, name) {
      if (!isPlainName(name)) return false;
      try {
        await rm(join(dirOf(flowId), name));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async removeFlows(flowIds) {
      await Promise.all(flowIds.map((flowId) => rm(dirOf(flowId), { recursive: true, force: true })));
    },
    async bytesOf(flowIds) {
      // Most flows keep no uploads: one listing of the folders that exist, not a look per flow.
      const kept = new Set(await namesIn(flowFilesRoot(dataDir)));
      let total = 0;
      for (const flowId of flowIds) {
        if (!kept.has(flowId)) continue;
        const dir = dirOf(flowId);
        const sizes = await Promise.all((await namesIn(dir)).map((name) => sizeOf(join(dir, name))));
        total += sizes.reduce((sum, size) => sum + size, 0);
      }
      return total;
    },
  };
}
