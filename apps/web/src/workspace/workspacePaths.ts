// Addresses of the workspace screens (spec/3 section 2), shared by the lists and the editor.

/** A list or the editor inside a folder. */
export const withFolder = (path: string, folderId?: string) => (folderId ? `${path}/folder/${encodeURIComponent(folderId)}` : path);

/** The editor of a flow, opened from its folder when the list showed one. */
export const flowEditorPath = (flowId: string, folderId?: string) => withFolder(`/flow/${encodeURIComponent(flowId)}`, folderId);
